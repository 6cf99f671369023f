import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { Refusal, useRequest } from '../players/request';
import { type ReminderState, reminderState, turnOffReminders, turnOnReminders } from './push';

/**
 * "Remind me when it is my turn": Web Push reminders of turn-based games on this browser. The
 * browser's permission is asked for only when the player clicks; a browser that cannot, or will
 * not, is explained plainly.
 */
export function PushReminders() {
  const { t } = useTranslation();
  const [state, setState] = useState<ReminderState | null>(null);
  const { busy, error, run } = useRequest();
  useEffect(() => {
    let live = true;
    void reminderState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  const words: Record<ReminderState, string> = {
    unsupported: t('lobby.push.unsupported'),
    denied: t('lobby.push.denied'),
    off: t('lobby.push.off'),
    on: t('lobby.push.on'),
  };
  return (
    <section className="player-section" aria-labelledby="push-title">
      <h2 id="push-title">{t('lobby.push.title')}</h2>
      <p>{t('lobby.push.text')}</p>
      <p role="status">{state && words[state]}</p>
      <Refusal error={error} />
      {state !== null && state !== 'unsupported' && (
        <div className="button-row">
          {state === 'on' ? (
            <button type="button" disabled={busy} onClick={() => void run(turnOffReminders, setState)}>
              {t('lobby.push.turnOff')}
            </button>
          ) : (
            <button type="button" className="primary" disabled={busy} onClick={() => void run(turnOnReminders, setState)}>
              {t('lobby.push.turnOn')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
