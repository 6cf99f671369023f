/** The fast random path (playout.ts) plays exactly the games the rules files play, draw for draw. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, legacySeed } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { hieroglyphs } from './game';
import { randomAction, randomPlayout } from './fast/playout';
import { matchOf, REST } from '../test/testing';
import type { HieroglyphsState } from './types';

const withoutLog = (s: HieroglyphsState) => ({ ...s, log: [] });

/** The step-by-step random game: `rng.pick(legalActions)` applied through the rules, at most `limit` actions. */
function byTheRules(start: HieroglyphsState, rng: Rng, limit = Infinity): { state: HieroglyphsState; played: number } {
  const s = hieroglyphs.clone!(start);
  let played = 0;
  for (; !s.over && played < limit; played++) hieroglyphs.applyInPlace!(s, s.turn, rng.pick(hieroglyphs.legalActions(s, s.turn)));
  return { state: s, played };
}

/** Runs both paths from `start` with generators in the same state; both must end alike and leave the generator alike. */
function expectSameGame(start: HieroglyphsState, seed: string, limit?: number): number {
  const slow = Rng.fast(seed);
  const quick = Rng.fast(seed);
  const expected = byTheRules(start, slow, limit);
  const s = hieroglyphs.clone!(start);
  const played = limit === undefined ? randomPlayout(s, quick) : randomPlayout(s, quick, limit);
  expect(played).toBe(expected.played);
  expect(withoutLog(s)).toEqual(withoutLog(expected.state));
  expect(quick.int(0, 1 << 30)).toBe(slow.int(0, 1 << 30));
  return played;
}

describe('random playouts on the fast path', () => {
  it('play the same whole games as the rules, from fresh deals', () => {
    for (let g = 0; g < 150; g++) {
      const start = unwrap(hieroglyphs.setup({}, `fast-${g}`));
      expect(expectSameGame(start, `choices-${g}`)).toBeGreaterThan(10);
    }
  });

  it('play the same games from deals of the legacy generator and from imagined states (xoroshiro128+ in the state)', () => {
    for (let g = 0; g < 40; g++) {
      expectSameGame(unwrap(hieroglyphs.setup({}, legacySeed(`old-${g}`))), `old-choices-${g}`);
      const { state: played } = byTheRules(unwrap(hieroglyphs.setup({}, `imagined-${g}`)), Rng.fast(`walk-${g}`), 5 + (g % 30));
      const sampled = hieroglyphs.sampleState(hieroglyphs.view(played, played.turn), played.turn, Rng.fast(`sample-${g}`));
      expectSameGame(sampled, `sampled-choices-${g}`);
    }
  });

  it('stopped after any number of actions, stand where the rules stand', () => {
    for (let g = 0; g < 4; g++) {
      const start = unwrap(hieroglyphs.setup({}, `stops-${g}`));
      const length = byTheRules(start, Rng.fast(`stop-choices-${g}`)).played;
      for (let limit = 0; limit <= length + 1; limit++) expectSameGame(start, `stop-choices-${g}`, limit);
    }
  });

  it('play on from the middle of a game, mid-turn and mid-phrase', () => {
    for (let g = 0; g < 30; g++) {
      const start = unwrap(hieroglyphs.setup({}, `middle-${g}`));
      const { state } = byTheRules(start, Rng.fast(`lead-${g}`), 3 + 7 * (g % 9));
      expectSameGame(state, `middle-choices-${g}`);
    }
  });

  it('play the game the rules play from any position, stopped anywhere (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 90 }), fc.string(), fc.option(fc.nat({ max: 120 }), { nil: undefined }), (seed, lead, choices, limit) => {
        const { state } = byTheRules(unwrap(hieroglyphs.setup({}, seed)), Rng.fast(`lead ${seed}`), lead);
        expectSameGame(state, choices, limit);
      }),
      { numRuns: 120 },
    );
  });

  it('refuse a state whose player on turn holds nothing, saying so and changing nothing', () => {
    const s = unwrap(hieroglyphs.setup({}, 'empty hand'));
    randomPlayout(s, Rng.fast('a few'), 5);
    s.players[s.turn as 0 | 1].hand = [];
    const before = JSON.stringify(s);
    expect(() => randomPlayout(s, Rng.fast('on'))).toThrow('the player on turn has no legal action (an empty hand)');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('change nothing once the game is over', () => {
    const s = unwrap(hieroglyphs.setup({}, 'over'));
    randomPlayout(s, Rng.fast('over'));
    const before = JSON.stringify(s);
    expect(randomPlayout(s, Rng.fast('again'))).toBe(0);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('the fast random action', () => {
  it('is the action a pick from the legal actions makes, with the same draw, at every step', () => {
    for (let g = 0; g < 40; g++) {
      const s = unwrap(hieroglyphs.setup({}, `action-${g}`));
      const rng = Rng.fast(`action-choices-${g}`);
      while (!s.over) {
        const before = JSON.stringify(s);
        const quick = Rng.from(rng.state());
        const chosen = randomAction(s, s.turn, quick);
        const listed = rng.pick(hieroglyphs.legalActions(s, s.turn));
        expect(chosen).toEqual(listed);
        expect(quick.state()).toEqual(rng.state());
        expect(JSON.stringify(s)).toBe(before);
        hieroglyphs.applyInPlace!(s, s.turn, listed);
      }
    }
  });

  it('covers every legal action of a rich hand: power-ups joining or not, a table Crown, every tomb and rank', () => {
    // Ada holds the Battle (4: Wyrms, Knots) with the Watchman (±1) and the Consul (±2) sharing Knots;
    // the Windfall, the Crown of Knots, lies face up on Tomb 1 (±3).
    const m = matchOf({
      tombs: [['windfall', REST, 'calamity'], ['pact', 'mill', 'darkness', 'merchant', 'sea'], ['bard', 'lunatic', 'penitent', 'end']],
      drawPiles: [['battle', 'watchman', 'consul', 'ace-of-moons'], ['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots']],
    });
    const s = m.state as HieroglyphsState;
    const legal = hieroglyphs.legalActions(s, 0).map(hieroglyphs.formatAction);
    expect(legal).toHaveLength(2 + 3 * (7 + 8 + 9 + 10));
    const seen = new Set<string>();
    const rng = Rng.fast('rich');
    for (let i = 0; i < legal.length * 40 && seen.size < legal.length; i++) seen.add(hieroglyphs.formatAction(randomAction(s, 0, rng)));
    expect([...seen].sort()).toEqual([...legal].sort());
  });

  it('is refused, with the reason, to a seat not on turn and once the game is over', () => {
    const s = unwrap(hieroglyphs.setup({}, 'refused'));
    const other = s.turn === 0 ? 1 : 0;
    expect(() => randomAction(s, other, Rng.fast('x'))).toThrow(`seat ${other} has no action to choose: it is seat ${s.turn}'s turn`);
    randomPlayout(s, Rng.fast('to the end'));
    expect(() => randomAction(s, s.turn, Rng.fast('x'))).toThrow('the game is over');
  });
});
