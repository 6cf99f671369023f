import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { Rng, hashSeed, isRngState, seedRng, withRng } from './rng';

describe('seeded PRNG', () => {
  it('is pinned: the same seed gives the same numbers on every machine', () => {
    expect(hashSeed('decktet')).toBe(hashSeed('decktet'));
    expect(seedRng('decktet')).toEqual(seedRng('decktet'));
    const rng = Rng.seeded('decktet');
    const draws = Array.from({ length: 8 }, () => rng.int(1, 100));
    expect(draws).toMatchInlineSnapshot(`
      [
        3,
        42,
        33,
        60,
        36,
        59,
        86,
        66,
      ]
    `);
    expect(Rng.seeded('table').shuffle(['a', 'b', 'c', 'd', 'e', 'f'])).toMatchInlineSnapshot(`
      [
        "b",
        "c",
        "a",
        "e",
        "f",
        "d",
      ]
    `);
  });

  it('keeps its state as plain JSON that resumes the same stream', () => {
    const a = Rng.seeded('resume');
    a.int(0, 10);
    const saved = JSON.parse(JSON.stringify(a.state()));
    expect(isRngState(saved)).toBe(true);
    const b = Rng.from(saved);
    expect(Array.from({ length: 20 }, () => b.int(0, 1000))).toEqual(Array.from({ length: 20 }, () => a.int(0, 1000)));
  });

  it('withRng stores the advanced state back', () => {
    const holder = { rng: seedRng('x') };
    const first = withRng(holder, (r) => r.int(0, 1e6));
    const second = withRng(holder, (r) => r.int(0, 1e6));
    expect(first).not.toBe(second);
    const replay = Rng.seeded('x');
    expect([replay.int(0, 1e6), replay.int(0, 1e6)]).toEqual([first, second]);
  });

  it('int stays within bounds and shuffle is a permutation', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), fc.array(fc.integer()), (seed, from, width, items) => {
        const rng = Rng.seeded(seed);
        const n = rng.int(from, from + width);
        expect(n).toBeGreaterThanOrEqual(from);
        expect(n).toBeLessThanOrEqual(from + width);
        expect([...rng.shuffle([...items])].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('int draws exactly what pure-rand\'s uniformInt draws from the same state', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1e6, max: 1e6 }), fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 2 ** 32, max: 2 ** 40 })), (seed, from, width) => {
        const state = seedRng(seed);
        const ours = Rng.from(state);
        const theirs = xoroshiro128plusFromState(state);
        for (let i = 0; i < 20; i++) expect(ours.int(from, from + width)).toBe(uniformInt(theirs, from, from + width));
        expect(ours.state()).toEqual([...theirs.getState()]);
      }),
    );
  });

  it('rejects empty ranges and empty picks', () => {
    const rng = Rng.seeded('e');
    expect(() => rng.int(3, 2)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(/empty/);
  });

  it('split gives an independent deterministic stream', () => {
    const a = Rng.seeded('s');
    const b = Rng.seeded('s');
    expect(a.split().int(0, 1e9)).toBe(b.split().int(0, 1e9));
    expect(a.seedString()).toBe(b.seedString());
  });
});
