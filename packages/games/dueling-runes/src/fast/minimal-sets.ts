/**
 * The minimal discard sets of a hand for Counter Spell and Magic Mirror (DR-16), as numbers: the
 * random reactions of playout.ts and of the numbered duel (duel.ts) draw from them.
 */
import type { CardId } from '@decktet/decktet';
import { CARD_IDS, RUNES } from '../core/cards';
import { FULL_HAND } from '../core/deck';
import type { RecipeRunes } from '../core/recipes';
import { NO_RUNES, type RuneSet, hasAll, sharesRune, union } from '../core/runes';
import { type Draws, HandSets } from './scratch';

/**
 * The minimal sets of wizard `w`'s hand for both recipes (recipes.ts, minimalSets), found in the
 * lists of a scratch (scratch.ts) without lists of lists, or as found before for the same hand:
 * `cards` holds the hand's cards carrying a rune of either recipe, in chart order, and a set is a
 * number whose bit i stands for `cards[i]` — so counting up through the numbers goes through the
 * sets in the order minimalSets lists them. This module is the one place besides runes.ts that
 * uses bit operations: on these subsets of a hand.
 */
export function minimalSetsOf(draws: Draws, w: number, hand: ArrayLike<number>, size: number, { counter, mirror }: RecipeRunes): HandSets {
  if (size > FULL_HAND) throw new RangeError(`a hand of ${size} cards: at most ${FULL_HAND} are expected`);
  const found = (draws.hands[w] ??= new HandSets());
  if (sameCards(found.hand, hand, size)) return found;
  copyCards(hand, size, found.hand);
  const cards = found.cards;
  const useful = union(counter, mirror);
  let k = 0;
  for (let h = 0; h < size; h++) {
    const c = hand[h]!;
    if (!sharesRune(RUNES[c]!, useful)) continue;
    // In chart order as they come (an insertion sort).
    let j = k++;
    for (; j > 0 && cards[j - 1]! > c; j--) cards[j] = cards[j - 1]!;
    cards[j] = c;
  }
  found.cardCount = k;
  // Each subset's runes from the subset without its lowest card: smaller numbers come first.
  const runes = draws.subsetRunes;
  const [counters, mirrors] = found.sets;
  runes[0] = NO_RUNES;
  let nc = 0;
  let nm = 0;
  for (let set = 1; set < 1 << k; set++) {
    const low = set & -set;
    const held = union(runes[set ^ low]!, RUNES[cards[31 - Math.clz32(low)]!]!);
    runes[set] = held;
    if (hasAll(held, counter) && isMinimal(runes, set, counter)) counters[nc++] = set;
    if (hasAll(held, mirror) && isMinimal(runes, set, mirror)) mirrors[nm++] = set;
  }
  found.setCount[0] = nc;
  found.setCount[1] = nm;
  for (let i = 0; i < nc; i++) found.ids[0][i] = null;
  for (let i = 0; i < nm; i++) found.ids[1][i] = null;
  return found;
}

/** Does list `a` hold the first `size` cards of `b`, in the same order? */
function sameCards(a: readonly number[], b: ArrayLike<number>, size: number): boolean {
  if (a.length !== size) return false;
  for (let i = 0; i < size; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Makes `to` a copy of the first `size` cards of `from`, keeping its room. */
function copyCards(from: ArrayLike<number>, size: number, to: number[]): void {
  for (let i = 0; i < size; i++) to[i] = from[i]!;
  while (to.length > size) to.pop();
}

/** Does subset `set`, which holds the runes `need`, need every one of its cards? */
function isMinimal(runes: readonly RuneSet[], set: number, need: RuneSet): boolean {
  for (let rest = set; rest !== 0; rest &= rest - 1) if (hasAll(runes[set ^ (rest & -rest)]!, need)) return false;
  return true;
}

/** The card ids of the `index`-th minimal set of recipe `k` (chart order), made once per hand. */
export function setIds(found: HandSets, k: 0 | 1, index: number): CardId[] {
  const made = found.ids[k][index];
  if (made) return made;
  const set = found.sets[k][index]!;
  let size = 0;
  for (let rest = set; rest !== 0; rest &= rest - 1) size++;
  // Made at its exact size (pushing into an empty list would grow its storage first).
  const ids = new Array<CardId>(size);
  for (let i = 0, j = 0; i < found.cardCount; i++) if (set & (1 << i)) ids[j++] = CARD_IDS[found.cards[i]!]!;
  found.ids[k][index] = ids;
  return ids;
}

