import type { AnyGame, Seat } from '@decktet/engine';
import { searchOptions } from './create-bot';
import { decisionRng } from './decision-rng';
import { searchChoice } from './gifts';
import { ismctsSearch } from './ismcts';
import { BOT_GAMES } from './registry';
import { type Difficulty, difficultySpec } from './spec';

/**
 * The level whose search hints and reviews show: the strongest the product has. Hints and
 * reviews read the searching seat's view only, like every bot.
 */
export const TEACHER_LEVEL: Difficulty = 'expert';

/** One legal action as a search judged it. */
export interface ActionEstimate {
  readonly action: unknown;
  /** The action in the game's notation (`formatAction`). */
  readonly notation: string;
  /** The seat's expected score after it, in [0, 1]: in a two-player game, the chance to win (a draw counts half). */
  readonly winChance: number;
  /** How many of the search's iterations tried it: the more, the surer the estimate. */
  readonly visits: number;
}

/** A decision as the teacher's search sees it, from the deciding seat's view only. */
export interface DecisionAnalysis {
  readonly seat: Seat;
  /** The search's choice, then the next best (null when only one action is legal). */
  readonly best: ActionEstimate;
  readonly runnerUp: ActionEstimate | null;
  /** Every legal action, most tried first. */
  readonly actions: readonly ActionEstimate[];
  readonly iterations: number;
}

export interface AnalysisOptions {
  /** The level whose search judges (default TEACHER_LEVEL). */
  readonly level?: Difficulty;
  /** The search's seed: the same seed, view and level give the same analysis. */
  readonly seed?: string;
}

/**
 * What the teacher's search makes of one decision: its choice with its estimated win chance,
 * the runner-up's (neither of them a gift the search does not justify, as for every level), and
 * every legal action's. A forced move (one legal action) is searched too,
 * so that its estimate says what the position is worth.
 */
export function analyseDecision(game: AnyGame, view: unknown, legal: readonly unknown[], seat: Seat, options: AnalysisOptions = {}): DecisionAnalysis {
  if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} has no legal action to analyse`);
  const level = options.level ?? TEACHER_LEVEL;
  const spec = difficultySpec(level, BOT_GAMES.find(game.id)?.difficulties);
  if (spec.kind !== 'ismcts') throw new Error(`level "${level}" does not search, so it cannot analyse a decision`);
  const rng = decisionRng(options.seed ?? `analysis-${level}`, view, seat);
  const result = ismctsSearch(game, view, legal, seat, rng, { ...searchOptions(game, spec), searchForcedMoves: true });
  const byNotation = new Map(legal.map((action) => [game.formatAction(action), action] as const));
  const actions = result.stats.map((s) => ({ action: byNotation.get(s.action), notation: s.action, winChance: s.mean, visits: s.visits }));
  // The teacher follows the levels' rule on gifts (gifts.ts): it suggests one only where its search justifies it.
  const gift = BOT_GAMES.find(game.id)?.gift;
  const chosen = game.formatAction(searchChoice(game, gift, view, legal, seat, result).action);
  const best = actions.find((a) => a.notation === chosen)!;
  const runnerUp = actions.find((a) => a !== best && (!gift || gift(view, a.action, seat) === null)) ?? actions.find((a) => a !== best) ?? null;
  return { seat, best, runnerUp, actions, iterations: result.iterations };
}
