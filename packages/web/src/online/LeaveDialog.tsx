import { useEffect, useRef, useState } from 'react';
import { MIN_RATED_DECISIONS } from '@decktet/protocol';
import { useTranslation } from '../i18n';
import { aiPlayingLabel } from './SeatList';

/**
 * The log line the server writes for everyone when a player leaves a match under way. The log is
 * the server's, in English for every reader, so the dialog quotes it as everyone will read it.
 */
export function leftLogLine(name: string): string {
  return `${name} left: the AI plays for them to the end`;
}

/**
 * Asks a player who wants to leave, telling them exactly what the others will see: before the
 * start their seat opens again; after it the AI plays the seat to the end, the log says so to
 * everyone and the result marks the seat as the AI's.
 */
export function LeaveDialog({ name, started, rated = false, onLeave, onCancel }: { name: string; started: boolean; rated?: boolean; onLeave(): Promise<string | null>; onCancel(): void }) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="leave-title" aria-describedby="leave-what">
        <h2 id="leave-title">{t('online.leave.title')}</h2>
        {started ? (
          <div id="leave-what">
            <p>{t('online.leave.aiPlays', { name })}</p>
            <p>{t('online.leave.logSays')}</p>
            <blockquote className="leave-quote" lang="en">
              {leftLogLine(name)}
            </blockquote>
            <p>{t('online.leave.seatShows', { seat: aiPlayingLabel(name) })}</p>
            {rated && <p className="rated-leave">{t('rated.leave.rated', { count: MIN_RATED_DECISIONS })}</p>}
          </div>
        ) : (
          <p id="leave-what">{t('online.leave.notStarted')}</p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              const problem = await onLeave();
              setBusy(false);
              if (problem) setError(problem);
            }}
          >
            {t('online.leave.button')}
          </button>
          <button type="button" ref={cancel} onClick={onCancel} disabled={busy}>
            {t('online.leave.stay')}
          </button>
        </div>
      </div>
    </div>
  );
}
