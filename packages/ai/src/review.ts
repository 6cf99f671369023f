/**
 * Post-game review: every decision of every seat judged by the teacher's search from that seat's
 * view at that moment (never the full state), with its loss of win chance, a mark and a
 * per-player accuracy. Thresholds and the accuracy formula are in docs/ai.md ("Hints and reviews").
 */
import { type AnyGame, type BaseState, type GameRecord, type GameReview, type PlayerSummary, type RecordedAction, type ReviewMark, type ReviewedDecision, type Seat, MARK_THRESHOLDS, Match, WITHDRAW_STEP } from '@decktet/engine';
import type { Rng } from '@decktet/decktet';
import { type ActionEstimate, TEACHER_LEVEL, analyseDecision } from './analysis';
import { searchOptions } from './create-bot';
import { decisionRng } from './decision-rng';
import { playOut, randomPlayout, step } from './ismcts';
import { BOT_GAMES } from './registry';
import { type Difficulty, difficultySpec } from './spec';

export type { GameReview, PlayerSummary, ReviewedDecision } from '@decktet/engine';
export type Mark = ReviewMark;

/** The least loss of win chance that earns each mark (the engine keeps them, for the pages that explain the marks too). */
export { MARK_THRESHOLDS };

/**
 * A played action the search tried fewer times than this gets this many playouts of its own,
 * pooled with the search's (see `playedEstimate`), so that a rarely tried move is not judged on a
 * handful of playouts.
 */
export const MIN_PLAYED_VISITS = 30;

/**
 * The mark a move other than the search's choice earns by the win chance it lost against it (a
 * fraction of 1): `good` below an inaccuracy. (The search's own choice is marked `best`.)
 */
export function classify(loss: number): Exclude<Mark, 'best' | 'forced'> {
  if (loss >= MARK_THRESHOLDS.blunder) return 'blunder';
  if (loss >= MARK_THRESHOLDS.mistake) return 'mistake';
  if (loss >= MARK_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'good';
}

/**
 * One decision's accuracy, 0 to 100, from the win chance it lost: 103.1668·e^(−0.04354·points) −
 * 3.1669 with the loss in percentage points (the curve chess sites use), so no loss scores 100, a
 * 5-point inaccuracy about 80, a 20-point blunder about 41.
 */
export function decisionAccuracy(loss: number): number {
  const raw = 103.1668 * Math.exp(-0.04354 * loss * 100) - 3.1669;
  return Math.min(100, Math.max(0, raw));
}

/** A seat's accuracy over its judged decisions' losses: their mean decision accuracy, to a tenth; 100 with none. */
export function accuracy(losses: readonly number[]): number {
  if (losses.length === 0) return 100;
  const mean = losses.reduce((sum, loss) => sum + decisionAccuracy(loss), 0) / losses.length;
  return Math.round(mean * 10) / 10;
}

export interface ReviewOptions {
  /** The level whose search judges (default TEACHER_LEVEL). */
  readonly level?: Difficulty;
  /** The searches' seed: the same record, level and seed give the same review. */
  readonly seed?: string;
  /** Called before the first decision (0 of total) and after each one. */
  onProgress?(done: number, total: number): void;
  /** Asked before each decision (after its progress): true stops the review, which then returns null. */
  shouldStop?(): boolean;
}

/**
 * Judges one decision from what the seat saw: its view, its legal actions and the action it
 * played. Nothing else of the game's state reaches it.
 */
export function reviewDecision(game: AnyGame, view: unknown, legal: readonly unknown[], seat: Seat, step: number, played: string, options: ReviewOptions = {}): ReviewedDecision {
  const analysis = { level: options.level ?? TEACHER_LEVEL, ...(options.seed !== undefined ? { seed: options.seed } : {}) };
  const judged = analyseDecision(game, view, legal, seat, analysis);
  const best = judged.best;
  const base = { step, seat, played, before: best.winChance, best: best.notation, bestWinChance: best.winChance };
  if (legal.length === 1) return { ...base, after: best.winChance, loss: 0, mark: 'forced' };
  if (played === best.notation) return { ...base, after: best.winChance, loss: 0, mark: 'best' };
  const after = playedEstimate(game, view, legal, seat, played, judged.actions, analysis);
  const loss = Math.max(0, best.winChance - after);
  return { ...base, after, loss, mark: classify(loss) };
}

/**
 * The win chance of the action played. The search's own estimate when it tried the action at
 * least MIN_PLAYED_VISITS times; otherwise that estimate pooled with MIN_PLAYED_VISITS playouts
 * of the action itself, each from a state dealt from the seat's view as the level's search deals
 * them, played on by the level's playout policy (and judged by its cutoff evaluation where it has
 * one), with their own seeded stream.
 */
function playedEstimate(game: AnyGame, view: unknown, legal: readonly unknown[], seat: Seat, played: string, actions: readonly ActionEstimate[], analysis: { level: Difficulty; seed?: string }): number {
  const estimate = actions.find((a) => a.notation === played);
  const action = legal.find((a) => game.formatAction(a) === played);
  if (!estimate || action === undefined) throw new Error(`${game.id}: "${played}" is not one of seat ${seat + 1}'s legal actions`);
  if (estimate.visits >= MIN_PLAYED_VISITS) return estimate.winChance;
  const spec = difficultySpec(analysis.level, BOT_GAMES.find(game.id)?.difficulties);
  if (spec.kind !== 'ismcts') throw new Error(`level "${analysis.level}" does not search, so it cannot review a decision`);
  const search = searchOptions(game, spec);
  const sample = search.sample ?? ((v: unknown, s: Seat, r: Rng) => game.sampleState(v, s, r));
  const rng = decisionRng(`${analysis.seed ?? `analysis-${analysis.level}`}|played`, view, seat);
  let reward = estimate.winChance * estimate.visits;
  for (let n = 0; n < MIN_PLAYED_VISITS; n++) {
    const state = step(game, sample(view, seat, rng), seat, action);
    reward += playOut(game, state, search.playout ?? randomPlayout, rng, search.maxPlayoutActions, search.cutoff)[seat] ?? 0;
  }
  return reward / (estimate.visits + MIN_PLAYED_VISITS);
}

/**
 * The steps a review judges: every action, except withdrawals and the hidden choices they took
 * back (a choice the seat took back before it counted is not held against it).
 */
export function reviewedSteps(actions: readonly RecordedAction[]): number[] {
  const withdrawn = new Set<number>();
  actions.forEach((step, i) => {
    if (step.action !== WITHDRAW_STEP) return;
    for (let j = i - 1; j >= 0; j--) {
      const earlier = actions[j]!;
      if (earlier.seat === step.seat && earlier.action !== WITHDRAW_STEP) {
        withdrawn.add(j);
        break;
      }
    }
  });
  return actions.flatMap((step, i) => (step.action === WITHDRAW_STEP || withdrawn.has(i) ? [] : [i]));
}

/** How far a review has come: decisions judged so far, out of all it judges. */
export interface ReviewProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * Reviews a recorded game: replays it and judges each decision (see `reviewDecision`) from the
 * deciding seat's view as it was then. Forced moves are searched too, so each of them still says
 * what the position was worth (the win-chance chart has a point at every decision); they are
 * marked `forced` and not counted in accuracy. Returns null when `shouldStop` stopped it.
 * Throws when the record cannot be replayed.
 */
export function reviewGame(game: AnyGame, record: GameRecord, options: ReviewOptions = {}): GameReview | null {
  const review = reviewing(game, record, options);
  for (let next = review.next(); ; next = review.next()) {
    if (next.done) return next.value;
    options.onProgress?.(next.value.done, next.value.total);
    if (next.value.done < next.value.total && options.shouldStop?.()) return null;
  }
}

/**
 * `reviewGame` one decision at a time: yields its progress before the first decision and after
 * each one, and returns the review. A caller that must stay responsive (to a cancel, a progress
 * display) can wait between steps, or stop by no longer asking for them.
 */
export function* reviewing(game: AnyGame, record: GameRecord, options: Pick<ReviewOptions, 'level' | 'seed'> = {}): Generator<ReviewProgress, GameReview> {
  const states = replayedStates(game, record);
  const steps = reviewedSteps(record.actions);
  const decisions: ReviewedDecision[] = [];
  yield { done: 0, total: steps.length };
  for (const i of steps) {
    const { seat, action } = record.actions[i]!;
    const state = states[i]!;
    decisions.push(reviewDecision(game, game.view(state, seat), game.legalActions(state, seat), seat, i, action, options));
    yield { done: decisions.length, total: steps.length };
  }
  return { version: 1, level: options.level ?? TEACHER_LEVEL, decisions, players: summarise(record.names, decisions) };
}

function replayedStates(game: AnyGame, record: GameRecord): BaseState[] {
  // An earlier review is replaced, so it is not read (nor refused if damaged).
  const { review: _earlier, ...played } = record;
  const match = Match.fromRecord(game, played, { verifyChecksum: false });
  if (!match.ok) throw new Error(`cannot review this record: ${match.error.message}`);
  return match.value.states();
}

/** Each seat's accuracy and count of marks over its judged (not forced) decisions. */
export function summarise(names: readonly string[], decisions: readonly ReviewedDecision[]): PlayerSummary[] {
  return names.map((name, seat) => {
    const judged = decisions.filter((d) => d.seat === seat && d.mark !== 'forced');
    const marked = (mark: Mark) => judged.filter((d) => d.mark === mark).length;
    return {
      seat,
      name,
      accuracy: accuracy(judged.map((d) => d.loss)),
      inaccuracies: marked('inaccuracy'),
      mistakes: marked('mistake'),
      blunders: marked('blunder'),
      decisions: judged.length,
    };
  });
}
