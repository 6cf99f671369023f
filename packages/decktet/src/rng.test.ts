import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { LEGACY_SEED_PREFIX, Rng, fastRngState, hashSeed, isRngState, legacySeed, rngKind, rngStateProblem, seedRng, withRng } from './rng';

/** Two server-style seeds (128 random bits, hex) whose 32-bit hashes collide, found by a birthday search. */
const COLLIDING_SEEDS = ['093cbb78aeb2dd56cf06bdb386631000', 'f86e7b9371fd2ecf69e8560a2b20cc07'] as const;

describe('seeded generators', () => {
  it('the fast generator is pinned: the same seed gives the same numbers on every machine', () => {
    expect(hashSeed('decktet')).toBe(hashSeed('decktet'));
    expect(fastRngState('decktet')).toEqual(fastRngState('decktet'));
    const rng = Rng.fast('decktet');
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
    expect(Rng.fast('table').shuffle(['a', 'b', 'c', 'd', 'e', 'f'])).toMatchInlineSnapshot(`
      [
        "b",
        "c",
        "a",
        "e",
        "f",
        "d",
      ]
    `);
    expect(Rng.seeded('decktet').state()).toEqual(fastRngState('decktet'));
  });

  it('finding 1: a v1: seed deals exactly what the rest of the seed dealt before ChaCha20', () => {
    expect(LEGACY_SEED_PREFIX).toBe('v1:');
    expect(legacySeed('abc')).toBe('v1:abc');
    // The draws pinned above were, before version 2, what seedRng('decktet') dealt.
    const legacy = Rng.from(seedRng('v1:decktet'));
    expect(Array.from({ length: 8 }, () => legacy.int(1, 100))).toEqual([3, 42, 33, 60, 36, 59, 86, 66]);
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(seedRng(legacySeed(seed))).toEqual(fastRngState(seed));
        expect(rngKind(seedRng(legacySeed(seed)))).toBe('xoroshiro128+');
      }),
    );
    // Only the exact prefix marks a legacy seed.
    for (const seed of ['V1:abc', 'v1abc', ' v1:abc', 'v2:abc', 'abc']) expect(rngKind(seedRng(seed))).toBe('chacha20');
  });

  it('finding 1: every other seed keys ChaCha20 with SHA-256 of its UTF-8 bytes, with no 32/64-bit reduction', () => {
    for (const seed of ['', 'decktet', COLLIDING_SEEDS[0], 'x'.repeat(10_000), 'Ünïcödé 🂡 seed', 'v1', 'v1-abc']) {
      const state = seedRng(seed);
      expect(rngKind(state)).toBe('chacha20');
      const key = Buffer.alloc(32);
      for (let i = 0; i < 8; i++) key.writeUInt32LE(state[i]!, i * 4);
      expect(key.toString('hex')).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
      expect(state.slice(8)).toEqual([0, 0]);
    }
  });

  it('finding 1: distinct seeds never share a generator state (arbitrary strings, lone surrogates included)', () => {
    const seed = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
    fc.assert(
      fc.property(seed, seed, (a, b) => {
        fc.pre(a !== b);
        expect(seedRng(a)).not.toEqual(seedRng(b));
      }),
      { numRuns: 2000 },
    );
    // The same replacement character in UTF-8, different keys.
    expect(seedRng('\ud800')).not.toEqual(seedRng('\udc00'));
    expect(seedRng('\ud800')).not.toEqual(seedRng('\ufffd'));
  });

  it('finding 1: the legacy 32-bit hash collides within ~10^5 seeds; ChaCha20 seeds of a colliding pair differ', () => {
    const seen = new Map<number, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; pair === null && i < 1_000_000; i++) {
      const seed = `table-${i}`;
      const h = hashSeed(seed);
      const earlier = seen.get(h);
      if (earlier !== undefined) pair = [earlier, seed];
      seen.set(h, seed);
    }
    expect(pair).not.toBeNull();
    const [a, b] = pair!;
    expect(fastRngState(a)).toEqual(fastRngState(b));
    expect(seedRng(legacySeed(a))).toEqual(seedRng(legacySeed(b)));
    expect(seedRng(a)).not.toEqual(seedRng(b));
    expect(hashSeed(COLLIDING_SEEDS[0])).toBe(hashSeed(COLLIDING_SEEDS[1]));
    expect(seedRng(COLLIDING_SEEDS[0])).not.toEqual(seedRng(COLLIDING_SEEDS[1]));
  });

  it('keeps its state as plain JSON that resumes the same stream, for both kinds', () => {
    for (const state of [seedRng('resume'), fastRngState('resume')]) {
      const a = Rng.from(state);
      a.int(0, 10);
      const saved = JSON.parse(JSON.stringify(a.state()));
      expect(isRngState(saved)).toBe(true);
      const b = Rng.from(saved);
      expect(Array.from({ length: 20 }, () => b.int(0, 1000))).toEqual(Array.from({ length: 20 }, () => a.int(0, 1000)));
    }
  });

  it('withRng stores the advanced state back', () => {
    const holder = { rng: seedRng('x') };
    const first = withRng(holder, (r) => r.int(0, 1e6));
    const second = withRng(holder, (r) => r.int(0, 1e6));
    expect(rngKind(holder.rng)).toBe('chacha20');
    const replay = Rng.from(seedRng('x'));
    expect([replay.int(0, 1e6), replay.int(0, 1e6)]).toEqual([first, second]);
    expect(replay.state()).toEqual(holder.rng);
  });

  it('int stays within bounds and shuffle is a permutation, for both kinds', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), fc.array(fc.integer()), (seed, fast, from, width, items) => {
        const rng = fast ? Rng.fast(seed) : Rng.from(seedRng(seed));
        const n = rng.int(from, from + width);
        expect(n).toBeGreaterThanOrEqual(from);
        expect(n).toBeLessThanOrEqual(from + width);
        expect([...rng.shuffle([...items])].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('the fast generator\'s int draws exactly what pure-rand\'s uniformInt draws from the same state', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1e6, max: 1e6 }), fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 2 ** 32, max: 2 ** 40 })), (seed, from, width) => {
        const state = fastRngState(seed);
        const ours = Rng.from(state);
        const theirs = xoroshiro128plusFromState(state);
        for (let i = 0; i < 20; i++) expect(ours.int(from, from + width)).toBe(uniformInt(theirs, from, from + width));
        expect(ours.state()).toEqual([...theirs.getState()]);
      }),
    );
  });

  it('rejects empty ranges and empty picks', () => {
    for (const rng of [Rng.fast('e'), Rng.from(seedRng('e'))]) {
      expect(() => rng.int(3, 2)).toThrow(RangeError);
      expect(() => rng.pick([])).toThrow(/empty/);
    }
  });

  it('split gives an independent deterministic stream of the same kind', () => {
    for (const make of [() => Rng.fast('s'), () => Rng.from(seedRng('s'))]) {
      const a = make();
      const b = make();
      const child = a.split();
      expect(child.kind).toBe(a.kind);
      expect(child.int(0, 1e9)).toBe(b.split().int(0, 1e9));
      expect(a.seedString()).toBe(b.seedString());
      expect(child.state()).not.toEqual(a.state());
    }
  });

  it('finding 1: a generator state is validated, and anything else is refused with a clear error', () => {
    expect(isRngState(seedRng('a'))).toBe(true);
    expect(isRngState(fastRngState('a'))).toBe(true);
    const cases: [unknown, RegExp][] = [
      [null, /list of numbers, not null/],
      ['1,2,3,4', /list of numbers, not string/],
      [[1, 2, 3], /4 numbers \(xoroshiro128\+\) or 10 \(ChaCha20\), not 3/],
      [[1, 2, 3, 2 ** 31], /whole numbers from -2147483648 to 2147483647/],
      [[1, 2, 3, 0.5], /whole numbers/],
      [[...seedRng('a').slice(0, 3), -1, ...seedRng('a').slice(4)], /key word 4 is not a whole number from 0 to 4294967295/],
      [[...seedRng('a').slice(0, 8), 2 ** 32, 0], /block counter/],
      [[...seedRng('a').slice(0, 8), 0, 16], /word index is not a whole number from 0 to 15/],
      [[...seedRng('a').slice(0, 8), 0, '3'], /word index/],
    ];
    for (const [value, message] of cases) {
      expect(isRngState(value)).toBe(false);
      expect(rngStateProblem(value)).toMatch(message);
      expect(() => Rng.from(value as number[])).toThrow(RangeError);
      expect(() => Rng.from(value as number[])).toThrow(message);
    }
  });

  it('finding 1: a refusal never repeats the secret key words', () => {
    const state = seedRng('secret');
    const bad = [...state.slice(0, 8), 0, 99];
    const message = rngStateProblem(bad)!;
    for (const word of state.slice(0, 8)) expect(message).not.toContain(String(word));
  });
});
