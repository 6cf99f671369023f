import { onLinkClick } from '../app/router';

/** The frame around every table: a title bar, the table, and a side column (log, controls). */
export function GameScreen({ title, status, table, side, gameId }: { title: string; status?: React.ReactNode; table: React.ReactNode; side?: React.ReactNode; gameId: string }) {
  return (
    <div className="game-screen">
      <header className="game-head">
        <a href="/" className="brand" onClick={onLinkClick('/')} aria-label="Decktet Table home">
          ◆
        </a>
        <h1>{title}</h1>
        {status && (
          <div className="game-status" role="status">
            {status}
          </div>
        )}
        <a className="head-link" href={`/rules/${gameId}`} target="_blank" rel="noreferrer">
          Rules
        </a>
      </header>
      <div className="game-body">
        <main className="table-area">{table}</main>
        {side && <aside className="side">{side}</aside>}
      </div>
    </div>
  );
}

/** Covers the table between two hotseat players so the next one cannot see the previous hand. */
export function HandOff({ name, onReady }: { name: string; onReady(): void }) {
  return (
    <div className="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
      <h2 id="handoff-title">Pass the device to {name}</h2>
      <p>The previous player's hand is hidden. {name}, press the button when only you can see the screen.</p>
      <button type="button" className="primary" autoFocus onClick={onReady}>
        I am {name}: show my hand
      </button>
    </div>
  );
}
