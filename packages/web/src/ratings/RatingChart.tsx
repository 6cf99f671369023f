import type { RatingPoint } from '@decktet/protocol';
import { useTranslation } from '../i18n';
import { dateText, ratingText, resultText } from './words';

const WIDTH = 320;
const HEIGHT = 150;
const PAD = { left: 40, right: 8, top: 8, bottom: 20 };
/** The rating axis runs between multiples of this, with room around the line. */
const STEP = 50;

/** The rating before the first game shown, then after each game: the line's heights, left to right. */
export function ratingLine(points: readonly RatingPoint[]): number[] {
  return points.length === 0 ? [] : [points[0]!.before, ...points.map((p) => p.rating)];
}

/** The axis' bottom and top: the line's lowest and highest ratings, widened to whole steps. */
export function ratingAxis(line: readonly number[]): [number, number] {
  const low = Math.floor(Math.min(...line) / STEP) * STEP;
  const high = Math.ceil(Math.max(...line) / STEP) * STEP;
  return high > low ? [low, high] : [low - STEP, high + STEP];
}

const whole = (x: number) => Math.round(x);
const signed = (x: number) => (x > 0 ? `+${x}` : String(x));

/**
 * A player's rating in one game over their rated games (games across, rating up). Read aloud as a
 * summary (from, to, highest, lowest); every game's result and rating are in a table underneath
 * for anyone who cannot see the picture.
 */
export function RatingChart({ gameName, points }: { gameName: string; points: readonly RatingPoint[] }) {
  const { t } = useTranslation();
  const line = ratingLine(points);
  if (line.length === 0) return null;
  const [low, high] = ratingAxis(line);
  const x = (i: number) => PAD.left + (i / Math.max(1, line.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (r: number) => PAD.top + ((high - r) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const summary = t('ratings.chart.label', {
    game: gameName,
    count: points.length,
    first: whole(line[0]!),
    last: whole(line.at(-1)!),
    highest: whole(Math.max(...line)),
    lowest: whole(Math.min(...line)),
  });
  const forfeitWords = { left: t('ratings.forfeit.left'), clock: t('ratings.forfeit.clock') };

  return (
    <figure className="teach-chart rating-chart">
      <figcaption>{t('ratings.chart.title')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        {[low, (low + high) / 2, high].map((r) => (
          <g key={r} className="teach-chart-grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(r)} y2={y(r)} />
            <text x={PAD.left - 4} y={y(r) + 4} textAnchor="end">
              {whole(r)}
            </text>
          </g>
        ))}
        <polyline className="teach-line teach-seat-0" points={line.map((r, i) => `${x(i)},${y(r)}`).join(' ')} />
        {line.map((r, i) => (
          <circle key={i} className="rating-chart-dot" cx={x(i)} cy={y(r)} r={2.5} />
        ))}
      </svg>
      <details className="teach-chart-table">
        <summary>{t('ratings.chart.asTable')}</summary>
        <table>
          <caption className="visually-hidden">{summary}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ratings.chart.date')}</th>
              <th scope="col">{t('ratings.chart.result')}</th>
              <th scope="col">{t('ratings.chart.rating')}</th>
              <th scope="col">{t('ratings.chart.change')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={i}>
                <th scope="row">{dateText(p.at)}</th>
                <td>
                  {resultText(p.result)}
                  {p.forfeit && ` (${forfeitWords[p.forfeit]})`}
                </td>
                <td>{ratingText(p)}</td>
                <td>{signed(whole(p.rating) - whole(p.before))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
