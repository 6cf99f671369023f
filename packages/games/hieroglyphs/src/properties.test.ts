/** Invariants over random games (fast-check): cards, letters, tombs and points. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { info } from './cards';
import { hieroglyphs } from './game';
import { randomPlayout } from './fast/playout';
import { finalScores, pointsOf, TOTAL_RANK_POINTS } from './scoring';
import type { HieroglyphsState } from './types';

const sorted = (ids: readonly string[]) => [...ids].sort().join(',');
const ALL = sorted(CARDS.map((c) => c.id));
const tombCards = (s: HieroglyphsState) => s.tombs.flatMap((t) => [...t.cards, ...t.aside]);
const playerCards = (s: HieroglyphsState, seat: 0 | 1) => {
  const p = s.players[seat];
  return [...p.drawPile, ...p.hand, ...p.discard];
};

/** The first broken invariant, or null (checked as one string so thousands of states stay fast). */
function brokenInvariant(s: HieroglyphsState, initialTombs: string): string | null {
  if (sorted([...tombCards(s), ...playerCards(s, 0), ...playerCards(s, 1)]) !== ALL) return 'the 45 cards are not each in exactly one place';
  if (sorted([...tombCards(s), ...s.players[0].collected, ...s.players[1].collected]) !== initialTombs) return 'tomb cards plus collected cards changed';
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    if (sorted(playerCards(s, seat)) !== sorted([...p.startingDeck, ...p.collected])) return `player ${seat} holds cards that are not theirs`;
    if (p.hand.length > 3) return `player ${seat} holds ${p.hand.length} cards`;
    if (p.drawPile.some((c) => !p.lastShuffle.includes(c))) return `player ${seat}'s draw pile has a card that was not shuffled into it`;
  }
  const view = hieroglyphs.view(s, null);
  for (const [i, t] of s.tombs.entries()) {
    if (!info(t.cards.at(-1)!).isCrown) return `Tomb ${i + 1} has no Crown at the bottom`;
    if (t.cards.length === 1) {
      if (t.revealed !== 0) return `depleted Tomb ${i + 1} shows letters`;
      continue;
    }
    const word = info(t.cards[1]!).letters;
    const shown = view.tombs[i]!.revealed;
    if (t.revealed < 0 || t.revealed >= word.length) return `Tomb ${i + 1} reveals ${t.revealed} letters of ${word}`;
    if (!word.endsWith(shown) || shown.length !== t.revealed) return `Tomb ${i + 1} shows "${shown}", not a suffix of ${word}`;
    if (!view.tombs[i]!.candidates.includes(t.cards[1]!)) return `Tomb ${i + 1}'s current word is not among its candidates`;
  }
  const [a, b] = finalScores(s);
  if (a + b > TOTAL_RANK_POINTS) return `${a + b} points in play`;
  if (a + b + pointsOf(tombCards(s)) !== TOTAL_RANK_POINTS) return 'rank points were created or lost';
  if (view.players[0].points + view.players[1].points !== a + b) return 'the view\'s points disagree with the piles';
  return null;
}

describe('invariants over random games', () => {
  it('hold after every action of random games', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer(), (seed, choices) => {
        const s = unwrap(hieroglyphs.setup({}, seed));
        const initialTombs = sorted(tombCards(s));
        const rng = Rng.seeded(String(choices));
        expect(brokenInvariant(s, initialTombs)).toBeNull();
        let steps = 0;
        while (!s.over) {
          const legal = hieroglyphs.legalActions(s, s.turn);
          expect(legal.length).toBeGreaterThan(0);
          hieroglyphs.applyInPlace!(s, s.turn, rng.pick(legal));
          const broken = brokenInvariant(s, initialTombs);
          if (broken) expect.fail(`after step ${steps}: ${broken}`);
          if (++steps > 1000) expect.fail('the game did not end within 1000 actions');
        }
        expect(s.tombs.filter((t) => t.cards.length === 1)).toHaveLength(2);
        const outcome = hieroglyphs.outcome(s)!;
        expect(outcome.points![0]! + outcome.points![1]!).toBeLessThanOrEqual(TOTAL_RANK_POINTS);
      }),
      { numRuns: 120 },
    );
  });

  it('apply and the in-place fast path reach the same state, and apply never changes its input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer(), (seed, choices) => {
        let s = unwrap(hieroglyphs.setup({}, seed));
        const fast = hieroglyphs.clone!(s);
        const rng = Rng.seeded(String(choices));
        while (!s.over) {
          const action = rng.pick(hieroglyphs.legalActions(s, s.turn));
          const before = JSON.stringify(s);
          const seat = s.turn;
          const next = unwrap(hieroglyphs.apply(s, seat, action));
          expect(JSON.stringify(s)).toBe(before);
          hieroglyphs.applyInPlace!(fast, seat, action);
          expect({ ...fast, log: [] }).toEqual({ ...next, log: [] });
          s = next;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('random playouts on the fast path end with two tombs depleted', () => {
    const rng = Rng.seeded('playouts');
    for (let i = 0; i < 50; i++) {
      const s = unwrap(hieroglyphs.setup({}, `playout-${i}`));
      const actions = randomPlayout(s, rng);
      expect(s.over).toBe(true);
      expect(actions).toBeGreaterThan(10);
      expect(s.tombs.filter((t) => t.cards.length === 1)).toHaveLength(2);
      expect(s.log.length).toBeLessThan(20); // only setup's lines: the fast path writes no log
    }
  });
});
