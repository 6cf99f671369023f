/**
 * Counter Spell and Magic Mirror are cast from the hand (DR-16): by discarding a *minimal* set of
 * hand cards — no card could be left out — whose runes include every rune the spell's recipe
 * needs. The recipes are table options (by default Moons + Knots, and Moons + Waves + Knots).
 */
import type { Suit } from '@decktet/decktet';
import { RUNES, inChartOrder } from './cards';
import { NO_RUNES, type RuneSet, hasAll, runeSet, sharesRune, union } from './runes';
import type { SpellId } from './spells-table';
import type { DuelingRunesState } from './state';

/** The two special spells, as actions name them, and the spells they are. */
export type Special = 'counter' | 'mirror';
export const SPECIALS: readonly Special[] = ['counter', 'mirror'];
export const SPECIAL_SPELL: Readonly<Record<Special, SpellId>> = Object.freeze({ counter: 'counter-spell', mirror: 'magic-mirror' });

/** The recipes of a table (its config). */
export interface Recipes {
  counterSpell: readonly Suit[];
  magicMirror: readonly Suit[];
}

/**
 * The runes each special spell needs at a table, read once from its config: a duel asks at every
 * reaction window who can pay for them.
 */
export interface RecipeRunes {
  readonly counter: RuneSet;
  readonly mirror: RuneSet;
}

export function recipeRunesOf(config: Recipes): RecipeRunes {
  return { counter: runeSet(config.counterSpell), mirror: runeSet(config.magicMirror) };
}

/** The runes special spell `special` needs. */
export function needs(recipes: RecipeRunes, special: Special): RuneSet {
  return special === 'counter' ? recipes.counter : recipes.mirror;
}

/** The runes of a set of cards together. */
export function runesOfCards(cards: readonly number[]): RuneSet {
  let runes = NO_RUNES;
  for (let i = 0; i < cards.length; i++) runes = union(runes, RUNES[cards[i]!]!);
  return runes;
}

/** Does a hand hold the runes of Counter Spell or Magic Mirror? */
export function handCanCastSpecial(recipes: RecipeRunes, hand: readonly number[]): boolean {
  if (hand.length === 0) return false;
  const runes = runesOfCards(hand);
  return hasAll(runes, recipes.counter) || hasAll(runes, recipes.mirror);
}

/** Can this wizard cast Counter Spell or Magic Mirror now (DR-16)? Only those who can are asked. */
export function canCastSpecial(s: DuelingRunesState, w: number, recipes: RecipeRunes = recipeRunesOf(s.config)): boolean {
  const wizard = s.wizards[w]!;
  return wizard.alive && wizard.seat !== null && handCanCastSpecial(recipes, wizard.hand);
}

/** What the rules remember within a turn about special spells (the Scratch of fast/scratch.ts keeps it). */
export interface SpecialMemory {
  /** The runes each special spell needs at this table. */
  recipes(): RecipeRunes;
  /** Per wizard, the turn in which it was last found unable to cast a special spell (0: not known). */
  unableIn(): number[];
}

/**
 * Asks every wizard able to cast Counter Spell or Magic Mirror now, and only those (DR-16); false
 * if nobody is asked. A wizard the scratch remembers as unable earlier in this turn is not checked
 * again: a hand only loses cards until the turn ends.
 */
export function askWhoCanCastSpecial(s: DuelingRunesState, scratch: SpecialMemory): boolean {
  const unableIn = scratch.unableIn();
  const recipes = scratch.recipes();
  let asked = false;
  for (let i = 0; i < s.wizards.length; i++) {
    const w = s.wizards[i]!;
    w.pick = null;
    w.owes = unableIn[i] !== s.turn && canCastSpecial(s, i, recipes);
    if (w.owes) asked = true;
    else unableIn[i] = s.turn;
  }
  return asked;
}

/**
 * The minimal sets of hand cards holding the runes `need` (DR-16), each in chart order. The sets
 * come in one fixed order, the one the legal actions list them in: the hand's cards carrying a
 * needed rune are taken in chart order, and the subsets of them are numbered 1, 2, 3 … with card
 * i in subset m when the i-th binary digit of m is 1 — so every set made of the first k cards
 * comes before any set that needs the (k+1)-th.
 */
export function minimalSets(hand: readonly number[], need: RuneSet): number[][] {
  const useful = inChartOrder(hand.filter((c) => sharesRune(RUNES[c]!, need)));
  if (!hasAll(runesOfCards(useful), need)) return [];
  const runes = subsetRunes(useful);
  const sets: number[][] = [];
  for (let subset = 1; subset < runes.length; subset++) {
    if (!hasAll(runes[subset]!, need)) continue;
    // Minimal: no card of it could be left out.
    const cards = cardsOf(subset);
    if (cards.every((i) => !hasAll(runes[subset - 2 ** i]!, need))) sets.push(cards.map((i) => useful[i]!));
  }
  return sets;
}

/** The positions of the cards in subset number `subset` (its binary digits that are 1), lowest first. */
function cardsOf(subset: number): number[] {
  const cards: number[] = [];
  for (let i = 0, rest = subset; rest > 0; i++, rest = Math.floor(rest / 2)) if (rest % 2 === 1) cards.push(i);
  return cards;
}

/**
 * The runes of every subset of `cards`, by subset number: each is a smaller subset's runes (the
 * same cards without the last) and the last card's, so every subset is read once.
 */
function subsetRunes(cards: readonly number[]): RuneSet[] {
  const runes: RuneSet[] = [NO_RUNES];
  for (let last = 0; last < cards.length; last++) {
    const size = runes.length;
    for (let without = 0; without < size; without++) runes.push(union(runes[without]!, RUNES[cards[last]!]!));
  }
  return runes;
}
