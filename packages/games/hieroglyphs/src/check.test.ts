/**
 * One check for legality and refusals (HG-8, HG-11, HG-15, HG-16): `check` passes exactly the
 * actions `legalActions` lists, and a refusal is the reason `apply` gives, from the same check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, type CardId, Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { hieroglyphs } from './game';
import { randomPlayout } from './fast/playout';
import { check, lettersNeeded, tombRevealPreview, whyIllegal } from './queries';
import type { HieroglyphsAction, HieroglyphsState, TombNumber } from './types';

const POWER_UPS = CARDS.filter((c) => c.kind === 'pawn' || c.kind === 'court' || c.kind === 'crown').map((c) => c.id);

/** A random position: a fresh deal walked some random actions through the rules. */
function position(seed: string, steps: number): HieroglyphsState {
  const s = unwrap(hieroglyphs.setup({}, seed));
  const rng = Rng.fast(`walk ${seed}`);
  for (let i = 0; i < steps && !s.over; i++) hieroglyphs.applyInPlace!(s, s.turn, rng.pick(hieroglyphs.legalActions(s, s.turn)));
  return s;
}

/** Every action worth asking about: each hand card led or discarded, with every subset of the hand's other cards and a stranger power-up, on every tomb, at ranks 0 … 14. */
function candidates(s: HieroglyphsState, stranger: CardId): HieroglyphsAction[] {
  const hand = s.players[s.turn as 0 | 1].hand;
  const out: HieroglyphsAction[] = [];
  for (const card of [...hand, stranger]) {
    out.push({ type: 'discard', card });
    const others = [...hand.filter((c) => c !== card), stranger];
    for (let subset = 0; subset < 1 << others.length; subset++) {
      const powerUps = others.filter((_, i) => subset & (1 << i));
      for (const tomb of [1, 2, 3] as TombNumber[]) for (let rank = 0; rank <= 14; rank++) out.push({ type: 'decipher', tomb, card, powerUps, rank });
    }
  }
  return out;
}

const key = (a: HieroglyphsAction) => hieroglyphs.formatAction(a);

describe('check: the one test of legality', () => {
  it('passes exactly the legal actions, and refuses the rest with the reason apply gives', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 80 }), fc.constantFrom(...POWER_UPS), (seed, steps, stranger) => {
        const s = position(seed, steps);
        const seat = s.turn;
        const legal = new Set(hieroglyphs.legalActions(s, seat).map(key));
        const before = JSON.stringify(s);
        for (const a of candidates(s, stranger)) {
          const problem = check(s, seat, a);
          const canonical = a.type === 'decipher' ? { ...a, powerUps: [...a.powerUps].sort((x, y) => CARDS.findIndex((c) => c.id === x) - CARDS.findIndex((c) => c.id === y)) } : a;
          expect(problem === null, `${key(a)}: ${JSON.stringify(problem)}`).toBe(legal.has(key(canonical)));
          const applied = hieroglyphs.apply(s, seat, a);
          if (problem) expect(applied).toEqual({ ok: false, error: whyIllegal(s, seat, a) });
          else expect(applied.ok).toBe(true);
        }
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses every action of a seat not on turn and of a finished game, in the words apply uses', () => {
    const s = position('finished', 0);
    const other = s.turn === 0 ? 1 : 0;
    const a = hieroglyphs.legalActions(s, s.turn)[0]!;
    expect(check(s, other, a)).toEqual({ kind: 'not-your-turn' });
    expect(whyIllegal(s, other, a)).toEqual((hieroglyphs.apply(s, other, a) as { error: unknown }).error);
    expect(whyIllegal(s, s.turn, a)).toBeNull();
    randomPlayout(s, Rng.fast('to the end'));
    expect(check(s, s.turn, a)).toEqual({ kind: 'game-over' });
    expect(whyIllegal(s, s.turn, a)?.code).toBe('game-over');
  });
});

describe('lettersNeeded (HG-9)', () => {
  it('is, for each candidate of a tomb, the fewest letters whose preview deciphers it', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 80 }), (seed, steps) => {
        const s = position(seed, steps);
        for (const t of hieroglyphs.view(s, s.turn).tombs) {
          const needs = lettersNeeded(t);
          expect(needs).toHaveLength(t.candidates.length);
          needs.forEach((need, i) => {
            expect(need).toBeGreaterThan(0);
            expect(tombRevealPreview(t, need)[i]).toMatchObject({ word: t.candidates[i], deciphers: true, beyond: 0 });
            expect(tombRevealPreview(t, need - 1)[i]).toMatchObject({ deciphers: false });
          });
        }
      }),
      { numRuns: 60 },
    );
  });
});
