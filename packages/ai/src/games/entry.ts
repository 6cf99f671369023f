import type { GameEntry } from '@decktet/engine';
import type { GameStatistics } from '../arena/game-stats';
import type { GameHeuristic, GiftRule, RuleBot } from '../heuristic';
import type { GameDifficulties } from '../spec';
import type { SecretChoicesRule } from '../weighting/secret-choices';

/**
 * A game's spells, for bots forbidden some of them (a bot spec's `:no=`, docs/ai.md "Balance
 * studies").
 */
export interface GameSpells {
  /** Every spell of the game by id, in the game's own order. */
  readonly ids: readonly string[];
  /** The spell an action casts, or null when it casts none. */
  spellOf(action: unknown): string | null;
}

/** What the AI knows of one game: its rules, rules of thumb, arena statistics and own difficulty levels. */
export interface AiGameEntry extends GameEntry {
  /** The rules of thumb: the `heuristic` bot, and guided playouts for the search. */
  readonly heuristic?: GameHeuristic;
  /** What the arena measures in this game beyond wins and length. */
  readonly statistics?: GameStatistics;
  /** Where a level needs another budget in this game; the other levels play DIFFICULTY_SPECS. */
  readonly difficulties?: GameDifficulties;
  /** Players who follow one stated rule, by the name a bot spec gives them (e.g. `greedy-exact`). */
  readonly ruleBots?: Readonly<Record<string, RuleBot>>;
  /**
   * Why an action is a gift in this seat's view — a move whose only effect helps an opponent or
   * hurts the mover — or null if it is not (docs/ai.md, "Gifts"). The levels do not choose a gift
   * unless their search judges it better than every other move (`src/gifts.ts`).
   */
  readonly gift?: GiftRule;
  /** The game's spells, where it has any: a bot spec may forbid a bot some of them. */
  readonly spells?: GameSpells;
  /**
   * Where opponents choose in secret: how the rules of thumb re-deal those choices in a sampled
   * determinization, for weighted search (a bot spec's `:weighted`, `src/weighting/secret-choices.ts`).
   */
  readonly secretChoices?: SecretChoicesRule;
}
