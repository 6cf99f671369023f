import type { Rng } from '@decktet/decktet';
import type { BaseState, Seat } from '@decktet/engine';

/**
 * A game's rules of thumb: a fast greedy choice. `choose` reads only a seat's view (it is the
 * `heuristic` bot). `playout`, when present, is the same policy reading a determinized state
 * the search sampled for itself (no secret of the real game), which is cheaper than building
 * a view at every step of a playout.
 */
export interface GameHeuristic {
  choose(view: unknown, legal: readonly unknown[], seat: Seat, rng: Rng): unknown;
  playout?(state: BaseState, legal: readonly unknown[], seat: Seat, rng: Rng): unknown;
  /**
   * `playout`'s choice among the legal actions of `seat`, with the same draws, made without being
   * handed their list: the game's rules of thumb may go through large sets of choices (the Advanced
   * Game's casts) without making each one.
   */
  playoutDirect?(state: BaseState, seat: Seat, rng: Rng): unknown;
  /**
   * A position's worth per seat in [0, 1], for playouts cut off before the end (long games,
   * where a full playout costs more than it tells).
   */
  evaluate?(state: BaseState): number[];
  /**
   * A second evaluation, fitted to the outcomes of playouts played on to the end (a bot spec's
   * `:fitted`): it estimates what the rest of the playout would have said, where `evaluate` is a
   * judgement written by hand.
   */
  fitted?(state: BaseState): number[];
}

/**
 * A player who follows one stated rule (e.g. Hieroglyphs' `greedy-exact`): a yardstick for the
 * levels, named in bot specs by its key in the game's AI entry. It reads only a seat's view.
 */
export interface RuleBot {
  /** The rule in a line, for help texts and reports. */
  readonly summary: string;
  choose(view: unknown, legal: readonly unknown[], seat: Seat, rng: Rng): unknown;
}

/** A game's definition of a gift: why `action` is one for `seat` in its view, or null (docs/ai.md, "Gifts"). */
export type GiftRule = (view: unknown, action: unknown, seat: Seat) => string | null;
