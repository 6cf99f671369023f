import type { Outcome, SeatResult } from '@decktet/engine';
import { i18n, useTranslation } from '../i18n';

type T = typeof i18n.t;

function resultWord(t: T, result: SeatResult | undefined): string {
  if (result === 'win') return t('outcome.win');
  if (result === 'loss') return t('outcome.loss');
  return t('outcome.draw');
}

/**
 * The final result, shown over the table when a game ends. `summary` is the result in the
 * player's language (`outcomeInWords`); without it, the game's own sentence (English, as the rules
 * packages' logs are).
 */
export function OutcomeBanner({ outcome, names, summary, children }: { outcome: Outcome; names: readonly string[]; summary?: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="outcome" role="status" aria-label={t('outcome.title')}>
      <h2>{t('outcome.title')}</h2>
      <p className="outcome-summary">{summary ?? outcome.summary}</p>
      <ul className="outcome-seats">
        {names.map((n, i) => (
          <li key={i} className={`result-${outcome.results[i]}`}>
            {n}: {resultWord(t, outcome.results[i])}
            {outcome.points?.[i] !== undefined ? ` (${outcome.points[i]})` : ''}
          </li>
        ))}
      </ul>
      <div className="button-row">{children}</div>
    </section>
  );
}
