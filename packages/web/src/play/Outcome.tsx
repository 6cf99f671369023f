import type { Outcome } from '@decktet/engine';

/** The final result, shown over the table when a game ends. */
export function OutcomeBanner({ outcome, names, children }: { outcome: Outcome; names: readonly string[]; children?: React.ReactNode }) {
  return (
    <section className="outcome" role="status" aria-label="Game over">
      <h2>Game over</h2>
      <p className="outcome-summary">{outcome.summary}</p>
      <ul className="outcome-seats">
        {names.map((n, i) => (
          <li key={i} className={`result-${outcome.results[i]}`}>
            {n}: {outcome.results[i]}
            {outcome.points?.[i] !== undefined ? ` (${outcome.points[i]})` : ''}
          </li>
        ))}
      </ul>
      <div className="button-row">{children}</div>
    </section>
  );
}
