import type { ArenaSummary } from './summary';
import type { BarChart, StatsTable } from './types';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const show = (x: number, unit: BarChart['unit']) => (unit === 'share' ? pct(x) : Number.isInteger(x) ? `${x}` : x.toFixed(2));

/** A horizontal bar chart as inline SVG (with 95% interval whiskers where `intervals` or the bars give them). */
export function barChartSvg(chart: BarChart, intervals?: readonly (readonly [number, number])[]): string {
  const rowH = 22;
  const labelW = 170;
  const plotW = 380;
  const h = chart.bars.length * rowH + 30;
  const max = chart.unit === 'share' ? 1 : Math.max(1e-9, ...chart.bars.map((b) => b.value));
  const x = (v: number) => labelW + (v / max) * plotW;
  const rows = chart.bars
    .map((b, i) => {
      const y = 24 + i * rowH;
      const ci = intervals?.[i] ?? b.ci;
      const whisker = ci
        ? `<line x1="${x(ci[0])}" x2="${x(ci[1])}" y1="${y + 8}" y2="${y + 8}" stroke="#222" stroke-width="1.5"/>` +
          `<line x1="${x(ci[0])}" x2="${x(ci[0])}" y1="${y + 3}" y2="${y + 13}" stroke="#222"/><line x1="${x(ci[1])}" x2="${x(ci[1])}" y1="${y + 3}" y2="${y + 13}" stroke="#222"/>`
        : '';
      return (
        `<text x="${labelW - 6}" y="${y + 12}" text-anchor="end">${escape(b.label)}</text>` +
        `<rect x="${labelW}" y="${y + 2}" width="${Math.max(0, x(b.value) - labelW)}" height="${rowH - 6}" fill="#4a7bb7"/>` +
        whisker +
        `<text x="${Math.min(Math.max(x(b.value), ci ? x(ci[1]) : 0), labelW + plotW) + 6}" y="${y + 12}">${show(b.value, chart.unit)}</text>`
      );
    })
    .join('');
  return (
    `<figure><svg xmlns="http://www.w3.org/2000/svg" width="${labelW + plotW + 70}" height="${h}" role="img" aria-label="${escape(chart.title)}" font-size="12" font-family="sans-serif">` +
    `<text x="0" y="14" font-weight="bold">${escape(chart.title)}</text>${rows}</svg></figure>`
  );
}

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (c: string | number, tag: string) => `<${tag}>${escape(String(c))}</${tag}>`;
  return `<table><thead><tr>${head.map((h) => cell(h, 'th')).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => cell(c, 'td')).join('')}</tr>`).join('')}</tbody></table>`;
}

/** A cell of a statistics table as its column shows it: a share as a percentage, no value as a dash. */
export function statsCell(value: string | number | null | undefined, unit: StatsTable['columns'][number]['unit']): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' || unit === 'text') return String(value);
  return unit === 'share' ? pct(value) : Number.isInteger(value) ? `${value}` : value.toFixed(3);
}

function statsTable(t: StatsTable): string {
  return `<h3>${escape(t.title)}</h3>${table(
    t.columns.map((c) => c.label),
    t.rows.map((r) => t.columns.map((c) => statsCell(r[c.key], c.unit))),
  )}`;
}

/** The arena summary as one self-contained HTML page (inline CSS and SVG, no scripts, no links). */
export function renderArenaReport(summary: ArenaSummary): string {
  const s = summary;
  const standings = table(
    ['bot', 'games', 'wins', 'draws', 'losses', 'win rate (95% CI)', 'score (95% CI)', 'Elo', ...(s.standings.some((b) => b.points !== undefined) ? ['mean points'] : []), 'ms / decision'],
    s.standings.map((b) => [
      b.bot,
      b.games,
      b.wins,
      b.draws,
      b.losses,
      `${pct(b.winRate)} (${pct(b.winRateCi[0])}–${pct(b.winRateCi[1])})`,
      `${b.score.toFixed(3)} (${b.scoreCi[0].toFixed(3)}–${b.scoreCi[1].toFixed(3)})`,
      b.elo.toFixed(0),
      ...(b.points !== undefined ? [b.points] : []),
      b.msPerDecision,
    ]),
  );
  const h2h = s.headToHead.length ? table(['bot', 'against', 'meetings', 'score'], s.headToHead.map((h) => [h.a, h.b, h.games, h.score.toFixed(3)])) : '';
  const figures = Object.entries(s.details.figures);
  const tables = s.details.tables ?? [];
  const [winChart, ...otherCharts] = s.charts;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(s.gameName)} arena: ${escape(s.bots.join(' vs '))}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #ccc;padding:4px 8px;text-align:right}
th:first-child,td:first-child{text-align:left}figure{margin:1em 0}code{background:#f3f3f3;padding:1px 4px}
</style></head><body>
<h1>${escape(s.gameName)} arena</h1>
<p>${s.games} games between ${s.bots.map((b) => `<code>${escape(b)}</code>`).join(', ')}, seats rotating every game; seed <code>${escape(s.seed)}</code>; config <code>${escape(JSON.stringify(s.config))}</code>.</p>
<h2>Standings</h2>${standings}
${winChart ? barChartSvg(winChart, s.standings.map((b) => b.winRateCi)) : ''}
${h2h ? `<h2>Head to head</h2>${h2h}` : ''}
<h2>Seats and length</h2>
<p>Mean score of seat 1: ${s.seatScores[0] !== undefined ? s.seatScores[0].toFixed(3) : '—'} (95% CI ${s.firstSeatScoreCi[0].toFixed(3)}–${s.firstSeatScoreCi[1].toFixed(3)}).
Game length in actions: mean ${s.length.mean}, median ${s.length.median}, shortest ${s.length.min}, longest ${s.length.max}.</p>
${otherCharts.map((c) => barChartSvg(c)).join('\n')}
${figures.length || s.details.charts.length || tables.length ? `<h2>${escape(s.gameName)} statistics</h2>` : ''}
${figures.length ? table(['figure', 'value'], figures.map(([k, v]) => [k, Number.isInteger(v) ? v : v.toFixed(3)])) : ''}
${tables.map(statsTable).join('\n')}
${s.details.charts.map((c) => barChartSvg(c)).join('\n')}
</body></html>
`;
}

/** The page's escaping and tables, for other self-contained reports (such as a game's review). */
export { escape as escapeHtml, table as htmlTable };
