import { describe, expect, it } from 'vitest';
import { Rng, hashSeed, legacySeed, rngKind } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { configSchema } from './config';
import { duelingRunes } from './game';
import type { DuelingRunesState } from './core/state';

/** Two server-style seeds (128 random bits, hex) whose legacy 32-bit hashes collide. */
const COLLIDING_SEEDS = ['093cbb78aeb2dd56cf06bdb386631000', 'f86e7b9371fd2ecf69e8560a2b20cc07'] as const;

const deal = (seed: string, players = 2): DuelingRunesState => unwrap(duelingRunes.setup(configSchema.parse({ players }), seed));
/** Hands, sequences, draw pile: everything the seed decides at the table, without the generator itself. */
const table = (s: DuelingRunesState) => JSON.stringify({ ...s, rng: null });

const oneCharacterOff = (seed: string): string[] => {
  const at = (i: number) => seed.slice(0, i) + (seed[i] === '0' ? '1' : '0') + seed.slice(i + 1);
  return [at(0), at(Math.floor(seed.length / 2)), at(seed.length - 1)];
};

describe('Dueling Runes deals (finding 1)', () => {
  it('finding 1: seeds differing in one character (first, middle, last) deal different tables', () => {
    const seeds = ['3f9c2a61d0b84e7a95c1e06b7d2f4a88', 'abc', 'a long seed for a table of four wizards '.repeat(8)];
    for (const seed of seeds) {
      for (const players of [2, 4]) {
        const base = table(deal(seed, players));
        for (const other of oneCharacterOff(seed)) expect(table(deal(other, players)), `${seed} / ${other}`).not.toBe(base);
      }
    }
  });

  it('finding 1: two seeds whose legacy hashes collide deal one game under v1: and two games without it', () => {
    const [a, b] = COLLIDING_SEEDS;
    expect(hashSeed(a)).toBe(hashSeed(b));
    expect(deal(legacySeed(a))).toEqual(deal(legacySeed(b)));
    expect(table(deal(a))).not.toBe(table(deal(b)));
  });

  it('finding 1: the table keeps its ChaCha20 stream through reshuffles and Confusion draws; a v1: table keeps the legacy one', () => {
    for (const [seed, kind] of [['stream', 'chacha20'], [legacySeed('stream'), 'xoroshiro128+']] as const) {
      for (let g = 0; g < 6; g++) {
        let s = deal(`${seed}-${g}`, 2 + (g % 3));
        const choices = Rng.fast(`choices-${g}`);
        const streams = new Set<string>();
        while (!duelingRunes.outcome(s)) {
          expect(rngKind(s.rng)).toBe(kind);
          streams.add(JSON.stringify(s.rng));
          const seat = duelingRunes.pending(s)[0]!;
          s = unwrap(duelingRunes.apply(s, seat, choices.pick(duelingRunes.legalActions(s, seat))));
        }
        expect(rngKind(s.rng)).toBe(kind);
        expect(streams.size).toBeGreaterThan(1);
      }
    }
  });

  it('finding 1: imagined states (determinizations) get the fast generator, never a ChaCha20 one', () => {
    const s = deal('imagined', 3);
    const rng = Rng.fast('ai');
    for (let seat = 0; seat < 3; seat++) {
      expect(rngKind(duelingRunes.sampleState(duelingRunes.view(s, seat), seat, rng).rng)).toBe('xoroshiro128+');
      expect(rngKind(duelingRunes.randomizeHidden(s, seat, rng).rng)).toBe('xoroshiro128+');
    }
  });
});
