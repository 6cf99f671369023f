import { type GameReview, MARK_THRESHOLDS } from '@decktet/ai';
import { escapeHtml, htmlTable } from '@decktet/ai/arena';
import type { GameRecord } from '@decktet/engine';

/** One colour per seat, distinct for the colour-blind and dark enough on white. */
const SEAT_COLOURS = ['#1f5fa8', '#c0392b', '#2e7d32', '#7b3fa0'];
const SIGNS: Readonly<Record<string, string>> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

const pct = (x: number) => `${Math.round(x * 100)}%`;

interface Point {
  readonly step: number;
  readonly chance: number;
  readonly note?: string;
}

/**
 * Each seat's win chance over the game: the worth of the position at each of its decisions, and
 * at the end its result where the game is over.
 */
export function winChanceLines(record: GameRecord, review: GameReview): Point[][] {
  return record.names.map((_, seat) => {
    const points: Point[] = review.decisions
      .filter((d) => d.seat === seat)
      .map((d) => ({ step: d.step + 1, chance: d.before, ...(SIGNS[d.mark] ? { note: `${d.played}: ${d.mark}` } : {}) }));
    const score = record.outcome?.scores[seat];
    return score === undefined ? points : [...points, { step: record.actions.length, chance: score }];
  });
}

/** The win-chance lines as an inline SVG chart (moves across, 0–100% up), a legend and a summary for screen readers. */
export function winChanceChart(record: GameRecord, review: GameReview): string {
  const [w, h, left, right, top, bottom] = [720, 260, 44, 12, 14, 40];
  const moves = Math.max(1, record.actions.length);
  const x = (step: number) => (left + (step / moves) * (w - left - right)).toFixed(1);
  const y = (chance: number) => (top + (1 - chance) * (h - top - bottom)).toFixed(1);
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((c) => `<line x1="${left}" x2="${w - right}" y1="${y(c)}" y2="${y(c)}" stroke="#ddd"/><text x="${left - 6}" y="${Number(y(c)) + 4}" text-anchor="end">${pct(c)}</text>`)
    .join('');
  const every = Math.max(1, Math.ceil(moves / 10 / 5) * 5);
  const ticks = Array.from({ length: Math.floor(moves / every) + 1 }, (_, i) => i * every)
    .map((m) => `<text x="${x(m)}" y="${h - bottom + 14}" text-anchor="middle">${m}</text>`)
    .join('');
  const lines = winChanceLines(record, review);
  const paths = lines
    .map((points, seat) => {
      const colour = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
      const marks = points
        .filter((p) => p.note)
        .map((p) => `<circle cx="${x(p.step)}" cy="${y(p.chance)}" r="4" fill="${colour}"><title>${escapeHtml(`move ${p.step}, ${record.names[seat]}: ${p.note}`)}</title></circle>`)
        .join('');
      return `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points.map((p) => `${x(p.step)},${y(p.chance)}`).join(' ')}"/>${marks}`;
    })
    .join('');
  const legend = record.names
    .map((name, seat) => `<rect x="${left + seat * 170}" y="${h - 14}" width="12" height="12" fill="${SEAT_COLOURS[seat % SEAT_COLOURS.length]}"/><text x="${left + seat * 170 + 16}" y="${h - 4}">${escapeHtml(name)}</text>`)
    .join('');
  const summary = `Win chance over ${record.actions.length} moves: ${record.names.map((name, seat) => `${name} from ${pct(lines[seat]![0]?.chance ?? 0.5)} to ${pct(lines[seat]!.at(-1)?.chance ?? 0.5)}`).join('; ')}`;
  return (
    `<figure><svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(summary)}" font-size="12" font-family="sans-serif">` +
    `${grid}${ticks}<text x="${w - right}" y="${h - 4}" text-anchor="end">move</text>${paths}${legend}</svg>` +
    `<figcaption>${escapeHtml(summary)}.</figcaption></figure>`
  );
}

/** A reviewed game as one self-contained HTML page (inline CSS and SVG, no scripts, no links). */
export function renderReviewReport(gameName: string, record: GameRecord, review: GameReview): string {
  const summary = htmlTable(
    ['player', 'accuracy', 'inaccuracies', 'mistakes', 'blunders', 'decisions judged'],
    review.players.map((p) => [p.name, p.accuracy.toFixed(1), p.inaccuracies, p.mistakes, p.blunders, p.decisions]),
  );
  const decisions = htmlTable(
    ['move', 'player', 'played', 'mark', 'win chance before', 'after', 'best move', 'its win chance'],
    review.decisions.map((d) => [d.step + 1, record.names[d.seat] ?? `seat ${d.seat + 1}`, d.played, `${d.mark} ${SIGNS[d.mark] ?? ''}`.trim(), pct(d.before), pct(d.after), d.best, pct(d.bestWinChance)]),
  );
  const t = MARK_THRESHOLDS;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(gameName)} review: ${escapeHtml(record.names.join(' vs '))}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #ccc;padding:4px 8px;text-align:right}
th:first-child,td:first-child{text-align:left}
.decisions :is(th,td):is(:nth-child(-n+4),:nth-child(7)){text-align:left}figure{margin:1em 0}code{background:#f3f3f3;padding:1px 4px}
</style></head><body>
<h1>${escapeHtml(gameName)} review</h1>
<p>${escapeHtml(record.names.join(', '))}; seed <code>${escapeHtml(record.seed)}</code>; ${escapeHtml(record.outcome?.summary ?? 'the game was saved unfinished')}.
Every decision judged by the <code>${escapeHtml(review.level)}</code> AI from its player's view only: an inaccuracy ?! lost ${t.inaccuracy * 100} points of win chance or more against the best move, a mistake ? ${t.mistake * 100}, a blunder ?? ${t.blunder * 100}.</p>
<h2>Players</h2>${summary}
<h2>Win chance</h2>${winChanceChart(record, review)}
<h2>Decisions</h2><section class="decisions">${decisions}</section>
</body></html>
`;
}
