import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUITS } from '@decktet/decktet';
import { RUNES, playableCards } from './core/cards';
import { minimalSets, runesOfCards } from './core/recipes';
import { type RuneSet, hasAll, runeSet } from './core/runes';

/** Every subset of `cards`, as lists in the order of `cards`. */
function everySubset(cards: readonly number[]): number[][] {
  if (cards.length === 0) return [[]];
  const [first, ...rest] = cards;
  const without = everySubset(rest);
  return [...without, ...without.map((set) => [first!, ...set])];
}

const holds = (set: readonly number[], need: RuneSet) => hasAll(runesOfCards(set), need);

describe('the minimal sets a special spell is cast with (DR-16)', () => {
  it('are exactly the sets of hand cards that hold every needed rune and from which no card could be left out, in the order the legal actions list them', () => {
    const deck = playableCards(true);
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...deck), { minLength: 0, maxLength: 8 }), fc.subarray([...SUITS], { minLength: 1 }), (hand, suits) => {
        const need = runeSet(suits);
        const useful = [...hand].sort((a, b) => a - b).filter((c) => suits.some((s) => hasAll(RUNES[c]!, runeSet([s]))));
        const expected = everySubset(useful)
          .filter((set) => set.length > 0 && holds(set, need) && set.every((_, i) => !holds(set.filter((__, j) => j !== i), need)))
          .map((set) => [...set].sort((a, b) => a - b))
          // The documented order: a set's number has binary digit i for the i-th useful card.
          .sort((a, b) => a.reduce((n, c) => n + 2 ** useful.indexOf(c), 0) - b.reduce((n, c) => n + 2 ** useful.indexOf(c), 0));
        expect(minimalSets(hand, need)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('are none when the hand lacks a needed rune', () => {
    const moonsAndKnots = runeSet(['moons', 'knots']);
    const withoutKnots = playableCards(false).filter((c) => !hasAll(RUNES[c]!, runeSet(['knots'])));
    expect(minimalSets(withoutKnots.slice(0, 6), moonsAndKnots)).toEqual([]);
  });
});
