import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARDS, Rng } from '@decktet/decktet';
import { Match } from '../../match';
import { unwrap } from '../../result';
import { goofspiel } from '.';

const layout = {
  hands: [
    ['pact', 'ace-of-moons', 'mill'],
    ['darkness', 'author', 'sea'],
  ] as [string[], string[]],
  prizes: ['merchant', 'desert', 'huntress'],
};
const start = () => unwrap(Match.create(goofspiel, { handSize: 3 }, 's', { layout, names: ['Ada', 'Bo'] }));
const refusal = (m: ReturnType<typeof start>, seat: number, text: string) => {
  const r = m.act(seat, text);
  return r.ok ? null : r.error;
};

describe('why Goofspiel refuses a bid', () => {
  it('names where a card the bidder may know about is, and nothing else', () => {
    const m = start();
    expect(refusal(m, 0, 'bid watchman')).toEqual({ code: 'illegal-action', message: 'The Watchman is not dealt in Goofspiel: only the 36 cards of the basic deck are (Aces, 2–9 and Crowns)' });
    expect(refusal(m, 0, 'bid merchant')).toEqual({ code: 'illegal-action', message: 'The Merchant is the prize of this round, not a card in your hand' });
    // The Sea is in Bo's hand, the Desert a prize to come: Ada is told only that it is not hers.
    expect(refusal(m, 0, 'bid sea')?.message).toBe('The Sea is not in your hand (you hold the Pact, Ace of Moons, the Mill)');
    expect(refusal(m, 0, 'bid desert')?.message).toBe('The Desert is not in your hand (you hold the Pact, Ace of Moons, the Mill)');
    expect(refusal(m, 0, 'bid pakt')).toEqual({ code: 'unknown-card', message: 'Unknown card "pakt" — did you mean the Pact (pact)?' });
  });

  it('after a round, its cards are public: the refusal says so', () => {
    const m = start();
    unwrap(m.act(0, 'bid pact'));
    expect(refusal(m, 0, 'bid mill')).toEqual({ code: 'not-your-turn', message: 'You have already bid the Pact (9) this round; waiting for Bo to bid' });
    unwrap(m.act(1, 'bid darkness'));
    expect(refusal(m, 0, 'bid pact')?.message).toBe('The Pact was bid by you in round 1: each card is bid once');
    expect(refusal(m, 0, 'bid darkness')?.message).toBe('The Darkness was bid by Bo in round 1: each card is bid once');
    expect(refusal(m, 0, 'bid merchant')?.message).toBe('The Merchant was the prize of round 1');
    expect(goofspiel.apply(m.state, 7, { type: 'bid', card: 'mill' })).toEqual({ ok: false, error: { code: 'not-your-turn', message: 'There is no seat 7: Goofspiel is played by seats 0 and 1' } });
    unwrap(m.act(0, 'bid mill'));
    unwrap(m.act(1, 'bid author'));
    unwrap(m.act(0, 'bid ace-of-moons'));
    unwrap(m.act(1, 'bid sea'));
    expect(refusal(m, 1, 'bid sea')).toEqual({ code: 'game-over', message: 'The game is over: Bo wins 10 to 2' });
  });

  it('states that differ only in what a seat cannot see give it the same refusal (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 12 }), (seed, steps) => {
        const s = unwrap(goofspiel.setup({ handSize: 6 }, `why-${seed}`));
        const rng = Rng.seeded(`why-moves-${seed}`);
        for (let i = 0; i < steps && goofspiel.pending(s).length; i++) {
          const seat = rng.pick(goofspiel.pending(s));
          goofspiel.applyInPlace!(s, seat, rng.pick(goofspiel.legalActions(s, seat)));
        }
        for (let tries = 0; tries < 10; tries++) {
          const seat = rng.int(0, 1);
          const action = { type: 'bid' as const, card: rng.pick(CARDS).id };
          const refused = goofspiel.apply(s, seat, action);
          if (refused.ok) continue;
          for (let k = 0; k < 3; k++) expect(goofspiel.apply(goofspiel.randomizeHidden(s, seat, Rng.seeded(`h-${seed}-${tries}-${k}`)), seat, action)).toEqual(refused);
        }
      }),
      { numRuns: 150 },
    );
  });
});
