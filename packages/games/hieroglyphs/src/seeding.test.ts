import { describe, expect, it } from 'vitest';
import { Rng, hashSeed, legacySeed, rngKind } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { hieroglyphs } from './game';
import { configSchema } from './setup';
import type { HieroglyphsState } from './types';

/** Two server-style seeds (128 random bits, hex) whose legacy 32-bit hashes collide. */
const COLLIDING_SEEDS = ['093cbb78aeb2dd56cf06bdb386631000', 'f86e7b9371fd2ecf69e8560a2b20cc07'] as const;

const deal = (seed: string): HieroglyphsState => unwrap(hieroglyphs.setup(configSchema.parse({}), seed));
/** Starting decks in draw order, the three tombs' hidden orders, the first player: the table without the generator. */
const table = (s: HieroglyphsState) => JSON.stringify({ ...s, rng: null });

const oneCharacterOff = (seed: string): string[] => {
  const at = (i: number) => seed.slice(0, i) + (seed[i] === '0' ? '1' : '0') + seed.slice(i + 1);
  return [at(0), at(Math.floor(seed.length / 2)), at(seed.length - 1)];
};

describe('Hieroglyphs deals (finding 1)', () => {
  it('finding 1: seeds differing in one character (first, middle, last) deal different tombs and decks', () => {
    for (const seed of ['c07e5b19a2d64f3e8b0a17c9e4d25f60', 'abc', 'three tombs and two scholars '.repeat(12)]) {
      const base = deal(seed);
      for (const other of oneCharacterOff(seed)) {
        const s = deal(other);
        expect(table(s), `${seed} / ${other}`).not.toBe(table(base));
        // The tombs alone already differ: the spectator's target in the finding.
        expect(s.tombs.map((t) => t.cards)).not.toEqual(base.tombs.map((t) => t.cards));
      }
    }
  });

  it('finding 1: two seeds whose legacy hashes collide deal one game under v1: and two games without it', () => {
    const [a, b] = COLLIDING_SEEDS;
    expect(hashSeed(a)).toBe(hashSeed(b));
    expect(deal(legacySeed(a))).toEqual(deal(legacySeed(b)));
    expect(table(deal(a))).not.toBe(table(deal(b)));
  });

  it('finding 1: the table keeps its ChaCha20 stream through every reshuffle; a v1: table keeps the legacy one', () => {
    for (const [seed, kind] of [['stream', 'chacha20'], [legacySeed('stream'), 'xoroshiro128+']] as const) {
      for (let g = 0; g < 4; g++) {
        let s = deal(`${seed}-${g}`);
        const choices = Rng.fast(`choices-${g}`);
        const streams = new Set<string>();
        while (!hieroglyphs.outcome(s)) {
          expect(rngKind(s.rng)).toBe(kind);
          streams.add(JSON.stringify(s.rng));
          const seat = hieroglyphs.pending(s)[0]!;
          s = unwrap(hieroglyphs.apply(s, seat, choices.pick(hieroglyphs.legalActions(s, seat))));
        }
        expect(rngKind(s.rng)).toBe(kind);
        expect(streams.size).toBeGreaterThan(1);
      }
    }
  });

  it('finding 1: imagined states (determinizations) get the fast generator, never a ChaCha20 one', () => {
    const s = deal('imagined');
    const rng = Rng.fast('ai');
    for (const seat of [0, 1]) {
      expect(rngKind(hieroglyphs.sampleState(hieroglyphs.view(s, seat), seat, rng).rng)).toBe('xoroshiro128+');
      expect(rngKind(hieroglyphs.randomizeHidden(s, seat, rng).rng)).toBe('xoroshiro128+');
    }
  });
});
