/**
 * The figures of DRA-9's criteria, from a study's stored chunks: each with its estimate, its 95%
 * sequential interval (./sequential.ts), its bounds and its verdict, and the runs it is made from.
 */
import { ADVANCED_SPELL_IDS, SPELL_IDS, type SpellId, spellName } from '@decktet/dueling-runes';
import type { ChunkRecord, DuelRecord } from './chunk';
import type { FigureUnit } from './numbers';
import { type Criterion, type Study, type StudyRun } from './definition';
import { ALPHA, type Bounds, type Interval, type Verdict, boundedMeanInterval, meanInterval, momentsAtLooks, ratioOf, runningIntersection, spreadShareIntervalOf, verdictOf } from './sequential';

export type { Criterion };

export interface Figure {
  /** A stable key: `seat-balance`, `cast-in:<spell>`, `cast-share:<spell>`, `dominance:<spell>`, `length`, `turn-limit`. */
  readonly key: string;
  readonly criterion: Criterion;
  /** What is measured, in words. */
  readonly label: string;
  readonly spell?: SpellId;
  /** The runs whose games make it. */
  readonly runs: readonly string[];
  /** Its games (the fewest of its runs'). */
  readonly games: number;
  readonly estimate: number;
  readonly ci: Interval | null;
  readonly bounds: Bounds;
  /** A share (shown as %) or a ratio (shown as ×). */
  readonly unit: FigureUnit;
  readonly verdict: Verdict;
  /** Undecided with every run of it at the cap: "within noise of the bound". */
  readonly atCap: boolean;
  /** Why the study accepts it whatever its verdict (`Study.accepted`); an accepted figure keeps no run playing. */
  readonly accepted?: string;
}

/** The duels of a run's chunks, in order. */
export const duelsOf = (chunks: readonly ChunkRecord[]): DuelRecord[] => chunks.flatMap((c) => c.duels);

interface Measure {
  readonly key: string;
  readonly criterion: Criterion;
  readonly label: string;
  readonly spell?: SpellId;
  readonly runs: readonly StudyRun[];
  readonly bounds: Bounds;
  readonly unit: FigureUnit;
}

/**
 * A figure's values, one per duel it counts, in the order the run stored them, and the study's
 * looks at them: how many values there were at the end of each chunk (the last: all of them).
 */
export interface Series {
  readonly values: readonly number[];
  readonly looks: readonly number[];
}

/** The series of `valueOf` over a run's chunks; a duel it gives null for does not count. */
export function seriesOf(chunks: readonly ChunkRecord[], valueOf: (d: DuelRecord) => number | null): Series {
  const values: number[] = [];
  const looks: number[] = [];
  for (const chunk of chunks) {
    for (const d of chunk.duels) {
      const v = valueOf(d);
      if (v !== null) values.push(v);
    }
    if (values.length > (looks[looks.length - 1] ?? 0)) looks.push(values.length);
  }
  if (looks.length === 0) looks.push(0);
  return { values, looks };
}

/**
 * A mean of values in [0, 1] over some of a run's duels (`spread`: its interval narrows with their
 * spread, ./sequential.ts). Its interval is the running intersection of the intervals at every
 * look, so a figure once decided stays decided.
 */
function share(m: Measure, series: Series, spread = false): Omit<Figure, 'games' | 'atCap' | 'runs'> {
  const at = momentsAtLooks(series.values, series.looks);
  const ci = runningIntersection(at.map((x) => (spread ? spreadShareIntervalOf(x) : boundedMeanInterval(x.sum, x.n))));
  const all = at[at.length - 1]!;
  const { runs: _, ...rest } = m;
  return { ...rest, estimate: all.n ? all.sum / all.n : 0, ci, verdict: verdictOf(ci, m.bounds) };
}

const castsOf = (d: DuelRecord) => Object.values(d.casts).reduce((a: number, n) => a + (n ?? 0), 0);

/** A mean duel length's interval at α/2 (for a ratio at α), the running intersection over the looks. */
function turnsInterval(series: Series): Interval | null {
  return runningIntersection(momentsAtLooks(series.values, series.looks).map((x) => meanInterval(x, ALPHA / 2)));
}

/** DRA-9's bounds of each criterion; a study may set its own (`bounds`, a designer's in the Workbench). */
export const DRA9_BOUNDS: Readonly<Record<Criterion, Bounds>> = Object.freeze({
  'seat balance': { min: 0.45, max: 0.55 },
  'no dead spell': { min: 0.05 },
  'no must-have': { max: 0.1 },
  'no spell dominates': { min: 0.45, max: 0.55 },
  'duel length': { min: 0.7, max: 1.5 },
  'turn limit': { max: 0.01 },
});

/** Every figure of the study, from its runs' chunks (by run name; a run without data has none). */
export function studyFigures(study: Study, data: ReadonlyMap<string, readonly ChunkRecord[]>): Figure[] {
  const duels = (run: StudyRun) => duelsOf(data.get(run.run) ?? []);
  const series = (run: StudyRun, valueOf: (d: DuelRecord) => number | null) => seriesOf(data.get(run.run) ?? [], valueOf);
  const finish = (m: Measure, f: Omit<Figure, 'games' | 'atCap' | 'runs'>): Figure => {
    const games = Math.min(...m.runs.map((r) => duels(r).length));
    const accepted = study.accepted?.[m.key];
    return { ...f, runs: m.runs.map((r) => r.run), games, atCap: f.verdict === 'undecided' && games >= study.cap, ...(accepted === undefined ? {} : { accepted }) };
  };
  const bounds = (c: Criterion): Bounds => study.bounds?.[c] ?? DRA9_BOUNDS[c];
  const figures: Figure[] = [];
  const advanced = study.runs.filter((r) => r.role === 'advanced');
  const basic = study.runs.find((r) => r.role === 'basic');
  for (const run of advanced) {
    const suffix = advanced.length > 1 ? ` (${run.run})` : '';
    const seat: Measure = { key: 'seat-balance', criterion: 'seat balance', label: `seat 1's score${suffix}`, runs: [run], bounds: bounds('seat balance'), unit: 'share' };
    figures.push(finish(seat, share(seat, series(run, (d) => d.scores[0]!))));
    for (const spell of ADVANCED_SPELL_IDS) {
      const m: Measure = { key: `cast-in:${spell}`, criterion: 'no dead spell', label: `duels casting ${spellName(spell)}${suffix}`, spell, runs: [run], bounds: bounds('no dead spell'), unit: 'share' };
      figures.push(finish(m, share(m, series(run, (d) => ((d.casts[spell] ?? 0) > 0 ? 1 : 0)))));
    }
    for (const spell of SPELL_IDS) {
      const m: Measure = { key: `cast-share:${spell}`, criterion: 'no must-have', label: `${spellName(spell)}'s share of a duel's casts${suffix}`, spell, runs: [run], bounds: bounds('no must-have'), unit: 'share' };
      figures.push(finish(m, share(m, series(run, (d) => (castsOf(d) > 0 ? (d.casts[spell] ?? 0) / castsOf(d) : null)), true)));
    }
    if (basic) {
      const a = series(run, (d) => d.turns);
      const b = series(basic, (d) => d.turns);
      const ci = ratioOf(turnsInterval(a), turnsInterval(b));
      const mean = (x: Series) => x.values.reduce((t, v) => t + v, 0) / x.values.length;
      const m: Measure = { key: 'length', criterion: 'duel length', label: `mean turns against the basic game's${suffix}`, runs: [run, basic], bounds: bounds('duel length'), unit: 'ratio' };
      const { runs: _, ...rest } = m;
      figures.push(finish(m, { ...rest, estimate: a.values.length && b.values.length && mean(b) > 0 ? mean(a) / mean(b) : 0, ci, verdict: verdictOf(ci, m.bounds) }));
    }
    const limit: Measure = { key: 'turn-limit', criterion: 'turn limit', label: `duels reaching the turn limit${suffix}`, runs: [run], bounds: bounds('turn limit'), unit: 'share' };
    figures.push(finish(limit, share(limit, series(run, (d) => (d.turnLimit ? 1 : 0)))));
  }
  for (const run of study.runs.filter((r) => r.role === 'dominance')) {
    const spell = run.spell!;
    // The second bot is the one forbidden the spell: its score in each duel, whichever seat it held.
    const forbidden = series(run, (d) => d.scores[d.botBySeat.indexOf(1)]!);
    const m: Measure = { key: `dominance:${spell}`, criterion: 'no spell dominates', label: `score of the bot forbidden ${spellName(spell)}`, spell, runs: [run], bounds: bounds('no spell dominates'), unit: 'share' };
    figures.push(finish(m, share(m, forbidden)));
  }
  return figures;
}

/**
 * Each spell's mean share of a duel's casts in the basic game, measured like "no must-have" on the
 * study's basic run: not a criterion of the Advanced Game (its verdict is against the same 10%), but
 * what a basic spell's advanced share is to be read against. Empty without a basic run.
 */
export function basicShareFigures(study: Study, data: ReadonlyMap<string, readonly ChunkRecord[]>): Figure[] {
  const basic = study.runs.find((r) => r.role === 'basic');
  if (!basic) return [];
  const chunks = data.get(basic.run) ?? [];
  return SPELL_IDS.filter((spell) => !(ADVANCED_SPELL_IDS as readonly SpellId[]).includes(spell)).map((spell) => {
    const m: Measure = { key: `basic-share:${spell}`, criterion: 'no must-have', label: `${spellName(spell)}'s share of a duel's casts in the basic game`, spell, runs: [basic], bounds: { max: 0.1 }, unit: 'share' };
    const shares = seriesOf(chunks, (d) => (castsOf(d) > 0 ? (d.casts[spell] ?? 0) / castsOf(d) : null));
    return { ...share(m, shares, true), runs: [basic.run], games: shares.values.length, atCap: false };
  });
}

/**
 * Seat 1's score over every duel of the study's one Advanced Game table: its equal-bot run and its
 * dominance runs together. Not a criterion (seat balance is measured between equal bots), but what
 * its figure is read beside: in a dominance run the bots swap seats every game, so one bot's edge
 * adds to seat 1's score in half its duels and takes from it in the other half and cancels out.
 * Each run counts as many duels with its first bot in seat 1 as with its second, so that it
 * cancels exactly. Null for a study of several tables, or one without dominance runs.
 */
export function seatOverEveryDuel(study: Study, data: ReadonlyMap<string, readonly ChunkRecord[]>): Figure | null {
  const advanced = study.runs.filter((r) => r.role === 'advanced');
  if (advanced.length !== 1) return null;
  const table = JSON.stringify(advanced[0]!.config);
  const runs = study.runs.filter((r) => r.role === 'advanced' || (r.role === 'dominance' && JSON.stringify(r.config) === table));
  if (runs.length < 2) return null;
  const scores = runs.flatMap((run) => {
    const played = duelsOf(data.get(run.run) ?? []);
    const firstInSeat1 = played.filter((d) => d.botBySeat[0] === 0);
    const secondInSeat1 = played.filter((d) => d.botBySeat[0] !== 0);
    const even = Math.min(firstInSeat1.length, secondInSeat1.length);
    return [...firstInSeat1.slice(0, even), ...secondInSeat1.slice(0, even)].map((d) => d.scores[0]!);
  });
  const m: Measure = { key: 'seat-balance:every-duel', criterion: 'seat balance', label: "seat 1's score over every duel of the table", runs, bounds: study.bounds?.['seat balance'] ?? DRA9_BOUNDS['seat balance'], unit: 'share' };
  // One look, at the end: the duels are put in seat order, not the order they were played in.
  return { ...share(m, { values: scores, looks: [scores.length] }), runs: runs.map((r) => r.run), games: scores.length, atCap: false };
}

/** Games a run has played. */
export const runGames = (data: ReadonlyMap<string, readonly ChunkRecord[]>, run: string) => (data.get(run) ?? []).reduce((a, c) => a + c.games, 0);

/** Whether a figure still asks for games: undecided, and not accepted whatever it turns out to be. */
export const wantsGames = (f: Figure) => f.verdict === 'undecided' && f.accepted === undefined;

/** Whether a run is done: at the cap, or every figure it feeds decided (or accepted). */
export function runDone(study: Study, run: StudyRun, figures: readonly Figure[], games: number): boolean {
  if (games >= study.cap) return true;
  const fed = figures.filter((f) => f.runs.includes(run.run));
  return fed.length > 0 && !fed.some(wantsGames);
}
