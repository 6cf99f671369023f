import type { Seat } from '@decktet/engine';

/**
 * A player that chooses from what one seat may know: that seat's view and its legal actions.
 * It never receives the full state, so it cannot peek at hidden cards. `decide` is synchronous,
 * returns one of `legal`, and is deterministic for the bot's seed (and, for a search, its budget
 * in iterations).
 */
export interface Bot {
  readonly name: string;
  decide(view: unknown, legal: readonly unknown[], seat: Seat): unknown;
}

/** Search budget: a number of iterations (deterministic) or a time limit in milliseconds. */
export type SearchBudget = { readonly iterations: number } | { readonly ms: number };

/**
 * What any bot spec may add (`:no=`, docs/ai.md "Balance studies"): spells, by the game's ids,
 * that the bot never casts.
 */
export interface SpecRestrictions {
  readonly forbidden?: readonly string[];
}

/**
 * Which of the opponents' secret choices a search's determinizations weigh by the opponents' rules
 * of thumb: those already made (`made`), or also those still to be made in the same stage as the
 * searcher's own (`all`). See ./weighting/secret-choices.ts.
 */
export type Weighting = 'made' | 'all';

/** A parsed bot spec. */
export type BotSpec = (
  | { readonly kind: 'random' }
  | { readonly kind: 'heuristic' }
  /** A rule bot of the game's AI entry, by name. */
  | { readonly kind: 'rule'; readonly name: string }
  | {
      readonly kind: 'ismcts';
      readonly budget: SearchBudget;
      readonly playout: 'random' | 'heuristic';
      /**
       * With heuristic playouts in a game that has an evaluation: actions played out before the
       * evaluation judges the position (default CUTOFF_DEPTH, ./create-bot.ts).
       */
      readonly cutoff?: number;
      /** The cut-off position is judged by the game's fitted evaluation (`GameHeuristic.fitted`) instead of its hand-written one. */
      readonly evaluation?: 'fitted';
      readonly maxMs?: number;
      /** Decisions deep the tree grows (see IsmctsOptions.treeDepth). */
      readonly treeDepth?: number;
      /** Determinizations weigh opponents' secret choices by their rules of thumb (./weighting/secret-choices.ts). */
      readonly weighted?: Weighting;
    }
) &
  SpecRestrictions;
