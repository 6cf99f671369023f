/**
 * The working memory of the rules for one duel, owned by one caller: `act` makes one for a step,
 * a random game keeps one for its whole game. It holds what the rules would otherwise allocate
 * again and again — the lists a group of spells takes effect in, the runes of the table's special
 * spells — and what they may remember within a turn: which wizards could not react. Nothing in it
 * is part of the duel: the state holds the game, and a fresh Scratch takes every step the same.
 */
import type { CardId } from '@decktet/decktet';
import { type RecipeRunes, type Recipes, recipeRunesOf } from '../core/recipes';
import type { Energy, RuneSet } from '../core/runes';
import type { DuelingRunesState } from '../core/state';
import type { TurnHooks } from '../core/turn-hooks';

/**
 * The minimal sets of one wizard's hand for both special spells (playout.ts), kept while the hand
 * stays as it was: a hand changes at most a few times a turn, and a random game asks for its sets
 * at every reaction window the wizard is asked in.
 */
export class HandSets {
  /** The hand they were found for, in its order. */
  readonly hand: number[] = [];
  /** The hand's cards carrying a rune of either special spell, in chart order, and how many. */
  readonly cards: number[] = [];
  cardCount = 0;
  /** The minimal sets of Counter Spell [0] and Magic Mirror [1] as subsets of `cards`, and how many of each. */
  readonly sets: readonly [number[], number[]] = [[], []];
  readonly setCount: [number, number] = [0, 0];
  /** Each set's card ids, made when first drawn and shared by every action naming it (actions are never changed in place). */
  readonly ids: readonly [(CardId[] | null)[], (CardId[] | null)[]] = [[], []];
}

/** The lists random draws work in (playout.ts), kept by one caller: a random game keeps one set for the whole game. */
export class Draws {
  // The lists grow to their size in the first draws of a game, then keep it.
  /** The runes of every subset of a hand's useful cards (`HandSets.cards`). */
  readonly subsetRunes: RuneSet[] = [];
  /** Per wizard, the minimal sets of its hand as last asked (made when the wizard is first asked). */
  readonly hands: (HandSets | null)[] = [null, null, null, null];
  /** The free energy of the wizard declaring. */
  readonly free: Record<Energy, number> = { suns: 0, waves: 0, leaves: 0 };
}

/** The lists a group of spells takes effect in (spells.ts), one entry per wizard or per declaration (at most four of each). */
export interface GroupLists {
  /** The health changes per wizard … */
  readonly delta: number[];
  /** … and, in the Advanced Game, per monster, by owner (DRA-13, DRA-14) … */
  readonly monsterDelta: number[];
  /** … and per declaration the wizard its lasting effect takes hold on (-1: none), with the cards an Amnesia turns. */
  readonly lands: number[];
  readonly hides: (readonly number[] | null)[];
  /** A round of special spells: the wizard each one lands on (-1: none cast). */
  readonly landsOn: number[];
}

/**
 * Each part is made the first time it is needed: a step that opens no reaction window and takes
 * no spell into effect makes none, and a random game makes each once.
 */
export class Scratch {
  private recipeRunes: RecipeRunes | null = null;
  private unable: number[] | null = null;
  private group: GroupLists | null = null;
  /** Called with the state each time a reaction window opens (windows.ts shows them to a table, DR-16); null when nobody listens. */
  onWindow: ((s: DuelingRunesState) => void) | null = null;

  /**
   * `rules`: the hooks of the duel's variant (src/variants.ts, `rulesOf(config.variant)`), which
   * the turn's steps call where the variant changes them.
   */
  constructor(
    private readonly config: Recipes,
    readonly rules: TurnHooks,
  ) {}

  /** The runes each special spell needs at this table (DR-16). */
  recipes(): RecipeRunes {
    return (this.recipeRunes ??= recipeRunesOf(this.config));
  }

  /**
   * Per wizard, the turn in which it was last found unable to cast a special spell (0: not known):
   * a hand only loses cards until the turn ends, so it stays unable for the rest of that turn.
   */
  unableIn(): number[] {
    return (this.unable ??= [0, 0, 0, 0]);
  }

  groupLists(): GroupLists {
    return (this.group ??= { delta: [0, 0, 0, 0], monsterDelta: [0, 0, 0, 0], lands: [-1, -1, -1, -1], hides: [null, null, null, null], landsOn: [-1, -1, -1, -1] });
  }
}
