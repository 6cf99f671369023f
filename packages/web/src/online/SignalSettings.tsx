import { useState } from 'react';
import { useTranslation } from '../i18n';
import { type NotificationAccess, askNotificationAccess, notificationAccess, playYourMoveTone } from './turn-signals';
import { setTurnSignals, useTurnSignalSettings } from './signal-settings';

/** Why notifications stay off, kept as the browser's answer so that it is said in the language of the moment. */
type NotifyProblem = 'unsupported' | 'blocked';

/**
 * How this device tells the player it is their move: each signal with its own switch, kept on
 * this device. A spectator never has a move: only the title's "whose move" is theirs to switch.
 */
export function SignalSettings({ spectator = false }: { spectator?: boolean }) {
  const { t } = useTranslation();
  const settings = useTurnSignalSettings();
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const [problem, setProblem] = useState<NotifyProblem | null>(null);
  return (
    <details className="signal-settings">
      <summary>{spectator ? t('online.signals.summarySpectator') : t('online.signals.summary')}</summary>
      <p className="muted small">{t('online.signals.kept')}</p>
      <label className="choice">
        <input type="checkbox" checked={settings.title} onChange={(e) => setTurnSignals({ title: e.target.checked })} />
        <span>{t('online.signals.title')}</span>
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
            <span>{t('online.signals.sound')}</span>
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
                else setProblem(granted === 'unsupported' ? 'unsupported' : 'blocked');
              }}
            />
            <span>{access === 'unsupported' ? t('online.signals.notifyUnavailable') : t('online.signals.notify')}</span>
          </label>
          {problem && <p className="error small">{problem === 'unsupported' ? t('online.signals.unsupported') : t('online.signals.blocked')}</p>}
        </>
      )}
    </details>
  );
}
