import type { GameReview, ReviewedDecision } from '@decktet/engine';
import { currentLanguage, useTranslation } from '../i18n';
import { percent } from '../play/move-words';
import { MarkText } from './marks';

const WIDTH = 320;
const HEIGHT = 184;
const PAD = { left: 36, right: 8, top: 8, bottom: 34 };
const GRID = [0, 0.5, 1];

/** Each seat's win chance through its decisions: before each one (what the position was worth) and after it. */
export function seatPoints(decisions: readonly ReviewedDecision[], seat: number): { x: number; y: number }[] {
  return decisions.filter((d) => d.seat === seat).flatMap((d) => [{ x: d.step, y: d.before }, { x: d.step + 1, y: d.after }]);
}

/**
 * The win chance of every seat over the game (one line each; positions across, 0 to 100% up),
 * with the position on show marked. Read aloud as a summary of each line; the same numbers are in
 * a table underneath for anyone who cannot see the picture.
 */
export function WinChart({ review, names, positions, position, words }: { review: GameReview; names: readonly string[]; positions: number; position: number; words(decision: ReviewedDecision): string }) {
  const { t } = useTranslation();
  const x = (p: number) => PAD.left + (p / Math.max(1, positions)) * (WIDTH - PAD.left - PAD.right);
  const y = (c: number) => PAD.top + (1 - c) * (HEIGHT - PAD.top - PAD.bottom);
  const lines = names.map((name, seat) => ({ name, seat, points: seatPoints(review.decisions, seat) })).filter((l) => l.points.length > 0);
  const list = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' });
  const summary = list.format(lines.map((l) => t('teach.chart.seat', { name: l.name, first: percent(l.points[0]!.y), last: percent(l.points.at(-1)!.y) })));
  const flagged = review.decisions.filter((d) => d.mark === 'inaccuracy' || d.mark === 'mistake' || d.mark === 'blunder');

  return (
    <figure className="teach-chart">
      <figcaption>{t('teach.chart.title')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('teach.chart.label', { summary, position, total: positions })}>
        {GRID.map((c) => (
          <g key={c} className="teach-chart-grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(c)} y2={y(c)} />
            <text x={PAD.left - 4} y={y(c) + 4} textAnchor="end">
              {percent(c)}
            </text>
          </g>
        ))}
        <text className="teach-chart-axis" x={PAD.left} y={HEIGHT - PAD.bottom + 14}>
          0
        </text>
        <text className="teach-chart-axis" x={WIDTH - PAD.right} y={HEIGHT - PAD.bottom + 14} textAnchor="end">
          {positions}
        </text>
        <text className="teach-chart-axis teach-chart-axis-label" x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 3} textAnchor="middle">
          {t('teach.chart.xAxis')}
        </text>
        {lines.map((l) => (
          <polyline key={l.seat} className={`teach-line teach-seat-${l.seat % 4}`} points={l.points.map((p) => `${x(p.x)},${y(p.y)}`).join(' ')} />
        ))}
        {flagged.map((d) => (
          <circle key={d.step} className={`teach-dot teach-mark-${d.mark}`} cx={x(d.step + 1)} cy={y(d.after)} r={3.5} />
        ))}
        <line className="teach-chart-now" x1={x(position)} x2={x(position)} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
      </svg>
      <ul className="teach-legend" aria-hidden="true">
        {lines.map((l) => (
          <li key={l.seat}>
            <svg width="24" height="8" viewBox="0 0 24 8">
              <line className={`teach-line teach-seat-${l.seat % 4}`} x1="0" x2="24" y1="4" y2="4" />
            </svg>{' '}
            {l.name}
          </li>
        ))}
      </ul>
      <details className="teach-chart-table">
        <summary>{t('teach.chart.asTable')}</summary>
        <table>
          <caption className="visually-hidden">{t('teach.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('teach.chart.step')}</th>
              <th scope="col">{t('teach.chart.move')}</th>
              <th scope="col">{t('teach.chart.before')}</th>
              <th scope="col">{t('teach.chart.after')}</th>
            </tr>
          </thead>
          <tbody>
            {review.decisions.map((d) => (
              <tr key={d.step} className={d.step + 1 === position ? 'is-current' : undefined}>
                <th scope="row">{d.step + 1}</th>
                <td>
                  {words(d)} <MarkText mark={d.mark} />
                </td>
                <td>{percent(d.before)}</td>
                <td>{percent(d.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
