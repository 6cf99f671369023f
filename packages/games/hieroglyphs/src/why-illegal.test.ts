import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARDS, Rng } from '@decktet/decktet';
import { hieroglyphs } from './game';
import { REST, matchOf, play } from '../test/testing';
import type { HieroglyphsAction } from './types';

// Tomb 2 starts depleted (only its Crown, the Bard, which lies face up on the table); Ada holds
// the Journey (3: Moons, Waves), Ace of Moons and the Harvest (a Pawn: Moons, Suns, Leaves).
const sketch = {
  tombs: [['watchman', 'sea'], ['bard'], [REST, 'windfall']] as [string[], string[], string[]],
  drawPiles: [
    ['journey', 'ace-of-moons', 'harvest', 'excuse'],
    ['ace-of-suns', 'author', 'window', 'ace-of-waves'],
  ] as [string[], string[]],
};

function refusal(m: ReturnType<typeof matchOf>, seat: number, text: string): { code: string; message: string } {
  const before = JSON.stringify(m.state);
  const r = m.act(seat, text);
  if (r.ok) throw new Error(`"${text}" was accepted`);
  expect(JSON.stringify(m.state)).toBe(before);
  return { code: r.error.code, message: r.error.message };
}

describe('why a play or a discard is refused (HG-8, HG-14 … HG-16)', () => {
  it('power-ups: on the table, named twice, a rank card in their place', () => {
    const m = matchOf(sketch);
    expect(refusal(m, 0, 'decipher tomb3 journey+bard as 6').message).toBe(
      'The Bard is not in your hand: it lies face up on the table and already helps any rank card sharing its suit, so leave it out of the play (HG-14)',
    );
    expect(refusal(m, 0, 'decipher tomb3 journey+harvest+harvest as 4').message).toBe('The Harvest is named twice: each power-up joins a play once');
    expect(refusal(m, 0, 'decipher tomb3 journey+ace-of-moons as 4').message).toBe(
      'Ace of Moons is a rank card, not a power-up: a play has one rank card, joined only by Pawns, Courts and Crowns (HG-8)',
    );
    expect(refusal(m, 0, 'decipher tomb3 harvest+journey as 3').message).toMatch(/^The Harvest is a power-up: it cannot lead a play/);
    expect(refusal(m, 0, 'decipher tomb3 journey+excuse as 3').message).toBe('The Excuse is not a power-up: it is played on its own, at a rank from 1 to 9 that you declare (HG-16)');
  });

  it('a rank out of reach says where the modifiers come from, and which power-up in hand would reach it', () => {
    const m = matchOf(sketch);
    expect(refusal(m, 0, 'decipher tomb3 journey as 4')).toEqual({
      code: 'illegal-action',
      message: 'The Journey (3) has no modifier here, so it deciphers exactly 3 letters, not 4; with the Harvest from your hand it could reach 2 to 4 (HG-8)',
    });
    expect(refusal(m, 0, 'decipher tomb3 journey as 5').message).toBe('The Journey (3) has no modifier here, so it deciphers exactly 3 letters, not 5 (HG-8)');
  });

  it('discards: only power-ups, only from the hand', () => {
    const m = matchOf(sketch);
    expect(refusal(m, 0, 'discard excuse').message).toBe('The Excuse is not a power-up, so it cannot be discarded on its own: play it on a tomb at a rank from 1 to 9 (HG-16)');
    expect(refusal(m, 0, 'discard window').message).toBe('The Window is not in your hand (you hold the Journey, Ace of Moons and the Harvest)');
  });

  it('a card that does not exist, a seat not on turn, a seat that does not exist', () => {
    const m = matchOf(sketch);
    expect(refusal(m, 0, 'decipher tomb3 journey+harvst as 4')).toEqual({ code: 'unknown-card', message: 'Unknown card "harvst" — did you mean the Harvest (harvest)?' });
    expect(refusal(m, 1, 'discard window')).toEqual({ code: 'not-your-turn', message: 'It is not your turn: Ada is playing, until their hand is empty (HG-20)' });
    expect(hieroglyphs.apply(m.state, 5, { type: 'discard', card: 'window' })).toMatchObject({ ok: false, error: { code: 'not-your-turn', message: 'There is no seat 5: Hieroglyphs is played by seats 0 and 1' } });
  });

  it('after the end, every action is refused with the result', () => {
    const m = matchOf(sketch);
    play(m, 'decipher tomb1 journey as 3');
    expect(refusal(m, 0, 'discard harvest')).toEqual({ code: 'game-over', message: 'The game is over: A draw at 4 points each' });
  });
});

/** Any well-formed action over the 45 cards, half of them from `hand`: most are illegal at any moment. */
function anyAction(rng: Rng, hand: readonly string[]): HieroglyphsAction {
  const card = () => (hand.length && rng.int(0, 1) ? rng.pick(hand) : rng.pick(CARDS).id);
  if (rng.int(0, 3) === 0) return { type: 'discard', card: card() };
  const powerUps = Array.from({ length: rng.int(0, 2) }, card);
  return { type: 'decipher', tomb: rng.pick([1, 2, 3] as const), card: card(), powerUps, rank: rng.int(0, 14) };
}

describe('refusals reveal nothing hidden (HG-13)', () => {
  it('states that differ only in what a seat cannot see give that seat the same refusal, word for word (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 120 }), (seed, steps) => {
        const state = hieroglyphs.setup({}, `why-${seed}`);
        if (!state.ok) throw new Error(state.error.message);
        const s = state.value;
        const rng = Rng.seeded(`why-moves-${seed}`);
        for (let i = 0; i < steps && !s.over; i++) hieroglyphs.applyInPlace!(s, s.turn, rng.pick(hieroglyphs.legalActions(s, s.turn)));
        for (let tries = 0; tries < 12; tries++) {
          const seat = rng.int(0, 1);
          const action = anyAction(rng, s.players[seat as 0 | 1].hand);
          const refused = hieroglyphs.apply(s, seat, action);
          if (refused.ok) continue;
          for (let k = 0; k < 3; k++) {
            const other = hieroglyphs.randomizeHidden(s, seat, Rng.seeded(`why-hidden-${seed}-${tries}-${k}`));
            expect(hieroglyphs.apply(other, seat, action)).toEqual(refused);
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});
