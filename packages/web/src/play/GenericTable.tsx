import type { TableProps } from './types';

/** A plain table for any game: the legal actions as buttons, in the game's own notation. */
export function GenericTable({ game, legal, onAction, busy, names, pending }: TableProps) {
  return (
    <div className="generic-table">
      <p>
        Waiting for: {pending.length ? pending.map((s) => names[s]).join(', ') : 'nobody'}
      </p>
      {legal.length > 0 && (
        <div className="action-list" role="group" aria-label="Your choices">
          {legal.map((a, i) => (
            <button key={i} type="button" disabled={busy} onClick={() => onAction(a)}>
              {game.formatAction(a)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
