import { useState } from 'react';
import { type NotificationAccess, askNotificationAccess, notificationAccess, playYourMoveTone } from './turn-signals';
import { setTurnSignals, useTurnSignalSettings } from './signal-settings';

const BLOCKED = 'Your browser blocks notifications from this site: allow them in the site settings (the icon beside the address), then turn this on again.';

/**
 * How this device tells the player it is their move: each signal with its own switch, kept on
 * this device. A spectator never has a move: only the title's "whose move" is theirs to switch.
 */
export function SignalSettings({ spectator = false }: { spectator?: boolean }) {
  const settings = useTurnSignalSettings();
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <details className="signal-settings">
      <summary>{spectator ? 'Tab title' : 'Your-move signals'}</summary>
      <p className="muted small">Kept on this device, for every online match.</p>
      <label className="choice">
        <input type="checkbox" checked={settings.title} onChange={(e) => setTurnSignals({ title: e.target.checked })} />
        <span>Tab title and icon show whose move it is</span>
      </label>
      {!spectator && (
        <>
          <label className="choice">
            <input
              type="checkbox"
              checked={settings.sound}
              onChange={(e) => {
                setTurnSignals({ sound: e.target.checked });
                // Turning it on plays the tone once, so the player knows what to listen for.
                if (e.target.checked) playYourMoveTone();
              }}
            />
            <span>Play a sound when it becomes my move</span>
          </label>
          <label className="choice">
            <input
              type="checkbox"
              checked={settings.notify && access === 'granted'}
              disabled={access === 'unsupported'}
              onChange={async (e) => {
                const on = e.target.checked;
                setProblem(null);
                if (!on) return setTurnSignals({ notify: false });
                const granted = access === 'granted' ? access : await askNotificationAccess();
                setAccess(granted);
                if (granted === 'granted') setTurnSignals({ notify: true });
                else setProblem(granted === 'unsupported' ? 'This browser cannot show notifications.' : BLOCKED);
              }}
            />
            <span>Notify me when it is my move and this tab is hidden{access === 'unsupported' ? ' (not available in this browser)' : ''}</span>
          </label>
          {problem && <p className="error small">{problem}</p>}
        </>
      )}
    </details>
  );
}
