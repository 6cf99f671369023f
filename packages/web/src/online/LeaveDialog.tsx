import { useEffect, useRef, useState } from 'react';

/** The log line the server writes for everyone when a player leaves a match under way. */
export function leftLogLine(name: string): string {
  return `${name} left: the AI plays for them to the end`;
}

/**
 * Asks a player who wants to leave, telling them exactly what the others will see: before the
 * start their seat opens again; after it the AI plays the seat to the end, the log says so to
 * everyone and the result marks the seat as the AI's.
 */
export function LeaveDialog({ name, started, onLeave, onCancel }: { name: string; started: boolean; onLeave(): Promise<string | null>; onCancel(): void }) {
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
        <h2 id="leave-title">Leave this match?</h2>
        {started ? (
          <div id="leave-what">
            <p>The AI will play your seat, {name}, to the end of the match. You cannot take it back.</p>
            <p>Everyone at the table reads in the log:</p>
            <blockquote className="leave-quote">{leftLogLine(name)}</blockquote>
            <p>Your seat shows “{name} — AI playing”, and the result marks it as played by the AI from this turn on.</p>
          </div>
        ) : (
          <p id="leave-what">The match has not started: your seat opens again for someone else, and the others see it as an open seat.</p>
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
            Leave the match
          </button>
          <button type="button" ref={cancel} onClick={onCancel} disabled={busy}>
            Stay
          </button>
        </div>
      </div>
    </div>
  );
}
