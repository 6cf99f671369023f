/**
 * A study's figures in words and tables: for progress lines, `decktet study status` and the
 * tables of docs/advanced-game.md, which are generated from the data between markers
 * (`<!-- study:<name> -->` … `<!-- /study:<name> -->`) so that the page can never disagree with it.
 */
import { ADVANCED_SPELL_IDS, SPELL_IDS, type SpellId, spellName } from '@decktet/dueling-runes';
import { basicShareFigures, duelsOf, type Criterion, type Figure, runGames, seatOverEveryDuel, studyFigures } from './criteria';
import type { StudyRun } from './definition';
import type { StudyData } from './run';
import { figureValue, intervalEnd } from './numbers';
import type { Bounds } from './sequential';

const thousands = (n: number) => n.toLocaleString('en-US');

/** The estimate with its 95% interval: `52.3% (43.0–61.4%)`. */
export function figureText(f: Figure): string {
  if (f.games === 0) return 'no games yet';
  const estimate = figureValue(f.estimate, f.unit);
  return f.ci ? `${estimate} (${intervalEnd(f.ci[0], f.unit, f.bounds)}–${intervalEnd(f.ci[1], f.unit, f.bounds)})` : `${estimate} (interval after more games)`;
}

/** holds, fails, undecided, or — undecided at the cap — within noise of the bound; "…, accepted" where the study accepts a figure that does not hold. */
export function verdictText(f: Figure): string {
  const verdict = f.atCap ? 'within noise of the bound' : f.verdict;
  return f.accepted !== undefined && f.verdict !== 'holds' ? `${verdict}, accepted` : verdict;
}

/** The bounds as DRA-9 states them: `45–55%`, `≥ 5%`, `≤ 10%`. */
export function boundsText(b: Bounds, unit: Figure['unit']): string {
  const v = (x: number) => (unit === 'share' ? `${+(x * 100).toFixed(2)}%` : `${x}×`);
  if (b.min !== undefined && b.max !== undefined) return unit === 'share' ? `${+(b.min * 100).toFixed(2)}–${v(b.max)}` : `${v(b.min)}–${v(b.max)}`;
  return b.min !== undefined ? `≥ ${v(b.min)}` : `≤ ${v(b.max!)}`;
}

/** One line per figure, for a terminal. */
export const figureLine = (f: Figure) => `${f.label}: ${figureText(f)}, wanted ${boundsText(f.bounds, f.unit)} — ${verdictText(f)} (${f.games} games)`;

const CRITERIA: readonly { criterion: Criterion; wanted: string }[] = [
  { criterion: 'seat balance', wanted: 'each seat scores 45–55%' },
  { criterion: 'no dead spell', wanted: 'every advanced spell cast in ≥ 5% of duels' },
  { criterion: 'no must-have', wanted: "no spell above 10% of a duel's casts" },
  { criterion: 'no spell dominates', wanted: 'a bot forbidden one spell scores 45–55%' },
  { criterion: 'duel length', wanted: "0.7–1.5× the basic game's mean turns" },
  { criterion: 'turn limit', wanted: '< 1% of duels reach it' },
];

/** A criterion of several figures in a cell: how many hold, fail and are undecided, and the nearest to failing. */
function criterionCells(figures: readonly Figure[]): [string, string] {
  if (figures.length === 0) return ['not measured in this study', '—'];
  if (figures.length === 1) return [`${figureText(figures[0]!)}, ${thousands(figures[0]!.games)} games`, verdictText(figures[0]!)];
  const count = (pred: (f: Figure) => boolean) => figures.filter(pred).length;
  const holds = count((f) => f.verdict === 'holds');
  // A figure the study accepts is counted as accepted, whatever its verdict, unless it holds.
  const open = (f: Figure) => f.verdict !== 'holds' && f.accepted === undefined;
  const accepted = count((f) => f.verdict !== 'holds' && f.accepted !== undefined);
  const fails = count((f) => open(f) && f.verdict === 'fails');
  const atCap = count((f) => open(f) && f.atCap);
  const undecided = count((f) => open(f) && f.verdict === 'undecided') - atCap;
  const parts = [`${holds} hold`, `${fails} fail`, `${undecided} undecided`, ...(atCap ? [`${atCap} within noise of the bound`] : []), ...(accepted ? [`${accepted} accepted`] : [])];
  const verdict = fails ? 'fails' : undecided ? 'undecided' : atCap ? 'within noise of the bound' : accepted ? 'accepted' : 'holds';
  return [`${figures.length} figures: ${parts.join(', ')}`, verdict];
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** A spell's figure of one criterion, as a table cell. */
function spellCell(figures: readonly Figure[], key: string, spell: SpellId): string {
  const f = figures.find((x) => x.key === `${key}:${spell}`);
  if (!f) return '—';
  return f.games ? `${figureText(f)} ${verdictText(f)}` : figureText(f);
}

/**
 * What the dominance runs decided so far: a spell whose forbidden bot scores below 45% is stronger
 * than the rest of the table (a player without it loses more), above 55% weaker (a player does
 * better without it), by the gap from 50%.
 */
function dominanceSentence(figures: readonly Figure[]): string {
  const failed = figures.filter((f) => f.criterion === 'no spell dominates' && f.verdict === 'fails');
  if (failed.length === 0) return 'No spell is found stronger or weaker than the rest of the table yet (no dominance figure fails).';
  const gap = (f: Figure) => `${spellName(f.spell!)} (${Math.abs(50 - f.estimate * 100).toFixed(1)} points, ${figureText(f)})`;
  const stronger = failed.filter((f) => f.estimate < 0.5);
  const weaker = failed.filter((f) => f.estimate > 0.5);
  return [
    ...(stronger.length ? [`Stronger than the rest of the table (a bot forbidden it scores below 45%, by the gap from 50%): ${stronger.map(gap).join('; ')}.`] : []),
    ...(weaker.length ? [`Weaker than the rest (a bot forbidden it scores above 55%): ${weaker.map(gap).join('; ')}.`] : []),
  ].join(' ');
}

/** A spell's share of a duel's casts in the basic game, as a cell ("—" for an advanced spell, or without a basic run). */
function basicCell(basicShares: readonly Figure[], spell: SpellId): string {
  const f = basicShares.find((x) => x.spell === spell);
  return f ? figureText(f) : '—';
}

/** Seat 1's score over every duel of the table (./criteria.ts, `seatOverEveryDuel`), in words: evidence beside the criterion, not the criterion. */
function seatEverySentence(f: Figure | null): string[] {
  if (!f || f.games === 0) return [];
  return [
    `Beside seat balance: seat 1's score over every duel of this table, the dominance runs' too, is ${figureText(f)} over ${thousands(f.games)} duels, which ${verdictText(f) === 'holds' ? 'lies inside' : verdictText(f) === 'fails' ? 'lies outside' : 'straddles'} ${boundsText(f.bounds, f.unit)}. In those runs each bot sits in seat 1 as often as the other, so one bot's edge cancels out of the seat's score; the criterion itself is measured between equal bots, above.`,
    '',
  ];
}

/** What the study accepts that does not hold, each figure with why (`Study.accepted`). */
function acceptedSentences(figures: readonly Figure[]): string[] {
  const accepted = figures.filter((f) => f.accepted !== undefined && f.verdict !== 'holds');
  if (accepted.length === 0) return [];
  return ['Accepted, whatever more duels would show (no verdict of these would change the table, so they keep no run playing):', '', ...accepted.map((f) => `- ${f.label}, ${figureText(f)}: ${f.accepted}`), ''];
}

/** The criteria and the spells of a study with one Advanced Game run; the dominance column only where the study has dominance runs. */
function oneTable(figures: readonly Figure[], basicShares: readonly Figure[], seatEvery: Figure | null): string[] {
  const withBasic = basicShares.length > 0;
  const withDominance = figures.some((f) => f.criterion === 'no spell dominates');
  return [
    row(['DRA-9 criterion', 'wanted', 'measured (95% sequential interval)', 'verdict']),
    row(['---', '---', '---', '---']),
    ...CRITERIA.map(({ criterion, wanted }) => row([criterion, wanted, ...criterionCells(figures.filter((f) => f.criterion === criterion))])),
    '',
    ...seatEverySentence(seatEvery),
    ...acceptedSentences(figures),
    (withDominance
      ? "Each spell: the share of advanced duels that cast it (no dead spell), its mean share of a duel's casts (no must-have), and the score of a bot forbidden it against one that has it (no spell dominates); each with its 95% sequential interval and verdict."
      : "Each spell: the share of advanced duels that cast it (no dead spell) and its mean share of a duel's casts (no must-have), each with its 95% sequential interval and verdict.") +
      (withBasic ? " Beside them, a basic spell's share of a duel's casts in the basic game, between the same bots (the study's basic run): what its advanced share is to be read against." : ''),
    '',
    ...(withDominance ? [dominanceSentence(figures), ''] : []),
    row(['spell', 'duels casting it', "share of a duel's casts", ...(withDominance ? ['forbidden bot scores'] : []), ...(withBasic ? ['share in the basic game'] : [])]),
    row(['---', '---', '---', ...(withDominance ? ['---'] : []), ...(withBasic ? ['---'] : [])]),
    ...SPELL_IDS.map((spell) =>
      row([
        spellName(spell),
        spellCell(figures, 'cast-in', spell),
        spellCell(figures, 'cast-share', spell),
        ...(withDominance ? [spellCell(figures, 'dominance', spell)] : []),
        ...(withBasic ? [basicCell(basicShares, spell)] : []),
      ]),
    ),
  ];
}

/** A figure of one run as a cell: its estimate, interval and verdict. */
function runCell(figures: readonly Figure[], key: string, run: string): string {
  const f = figures.find((x) => x.key === key && x.runs.includes(run));
  if (!f) return '—';
  return f.games ? `${figureText(f)} ${verdictText(f)}` : figureText(f);
}

/** The criteria and the spells of a study of several tables side by side: a column per table. */
function tablesSideBySide(advanced: readonly StudyRun[], figures: readonly Figure[], basicShares: readonly Figure[]): string[] {
  const of = (run: StudyRun) => figures.filter((f) => f.runs.includes(run.run));
  const cells = (run: StudyRun, criterion: Criterion) => {
    const [measured, verdict] = criterionCells(of(run).filter((f) => f.criterion === criterion));
    return `${measured}: ${verdict}`;
  };
  return [
    row(['DRA-9 criterion', 'wanted', ...advanced.map((r) => `\`${r.run}\``)]),
    row(['---', '---', ...advanced.map(() => '---')]),
    ...CRITERIA.filter(({ criterion }) => criterion !== 'no spell dominates').map(({ criterion, wanted }) => row([criterion, wanted, ...advanced.map((r) => cells(r, criterion))])),
    '',
    ...acceptedSentences(figures),
    "Each spell's mean share of a duel's casts (no must-have) under each table, with its 95% sequential interval and verdict, and a basic spell's share in the basic game between the same bots; then the share of duels that cast each advanced spell (no dead spell).",
    '',
    row(['spell', ...advanced.map((r) => `\`${r.run}\``), 'basic game']),
    row(['---', ...advanced.map(() => '---'), '---']),
    ...SPELL_IDS.map((spell) => row([spellName(spell), ...advanced.map((r) => runCell(figures, `cast-share:${spell}`, r.run)), basicCell(basicShares, spell)])),
    '',
    row(['advanced spell: duels casting it', ...advanced.map((r) => `\`${r.run}\``)]),
    row(['---', ...advanced.map(() => '---')]),
    ...ADVANCED_SPELL_IDS.map((spell) => row([spellName(spell), ...advanced.map((r) => runCell(figures, `cast-in:${spell}`, r.run))])),
  ];
}

/** The study's tables in Markdown: what was played, each criterion's verdict, and each spell's figures. */
export function studyMarkdown({ study, data }: StudyData): string {
  const figures = studyFigures(study, data);
  const basicShares = basicShareFigures(study, data);
  const advanced = study.runs.filter((r) => r.role === 'advanced');
  const sideBySide = advanced.length > 1;
  const chunks = [...data.values()].flat();
  const games = chunks.reduce((a, c) => a + c.games, 0);
  const cpuHours = chunks.reduce((a, c) => a + c.cpuMs, 0) / 3_600_000;
  const commits = [...new Set(chunks.map((c) => c.tool.commit?.slice(0, 10) ?? 'unknown'))];
  const specs = chunks.length ? ` (${[...new Set(chunks.flatMap((c) => c.botSpecs))].map((s) => `\`${s}\``).join(', ')})` : '';
  const lines = [
    `Study **${study.study}**: ${study.about}${study.closed ? ` **Closed:** ${study.closed}` : ''} Bots at level \`${study.level}\`${specs}; chunks of ${study.chunk} games, a run stops when every figure it feeds is decided or at ${thousands(study.cap)} games. ` +
      `Data: \`studies/${study.study}/\`, ${thousands(chunks.length)} chunks, ${thousands(games)} duels, ${cpuHours.toFixed(2)} CPU hours` +
      (chunks.length ? `, played by tool commit${commits.length > 1 ? 's' : ''} ${commits.map((c) => `\`${c}\``).join(', ')}.` : '.'),
    '',
    row(['run', 'bots', 'duels', 'CPU per duel', 'seat 1 / seat 2 wins, draws', 'mean turns']),
    row(['---', '---', '---:', '---:', '---:', '---:']),
    ...study.runs.map((r) => {
      const cs = data.get(r.run) ?? [];
      const n = runGames(data, r.run);
      const duels = duelsOf(cs);
      const wins = cs.reduce((a, c) => [a[0]! + (c.wins.bySeat[0] ?? 0), a[1]! + (c.wins.bySeat[1] ?? 0), a[2]! + c.wins.draws], [0, 0, 0]);
      const cpu = n ? `${(cs.reduce((a, c) => a + c.cpuMs, 0) / n / 1000).toFixed(1)} s` : '—';
      const turns = n ? (duels.reduce((a, d) => a + d.turns, 0) / n).toFixed(1) : '—';
      return row([r.run, r.bots.map((b) => `\`${b}\``).join(' vs '), thousands(n), cpu, n ? `${wins[0]} / ${wins[1]}, ${wins[2]}` : '—', turns]);
    }),
    '',
    ...(sideBySide ? tablesSideBySide(advanced, figures, basicShares) : oneTable(figures, basicShares, seatOverEveryDuel(study, data))),
  ];
  return lines.join('\n');
}

const begin = (name: string) => `<!-- study:${name}: generated from studies/${name}/ by \`decktet study report\`; do not edit by hand -->`;
const end = (name: string) => `<!-- /study:${name} -->`;

/** The studies a document shows, by their markers. */
export function studiesShownIn(doc: string): string[] {
  return [...doc.matchAll(/<!-- study:([a-z0-9-]+):/g)].map((m) => m[1]!);
}

/** The document with a study's generated part replaced; throws when its markers are missing. */
export function withStudyTables(doc: string, name: string, markdown: string, where = 'the document'): string {
  const from = doc.indexOf(begin(name));
  const to = doc.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`${where} has no generated part for the study "${name}": put the lines\n${begin(name)}\n${end(name)}\nwhere its tables belong`);
  return doc.slice(0, from) + `${begin(name)}\n${markdown}\n` + doc.slice(to);
}
