/**
 * A caller's playout memory (`DuelMemory`) changes nothing in what a random game plays: games
 * played one after another through one memory — the basic game between two and three wizards, the
 * Advanced Game (DRA-1), and games cut off by their limit of actions followed by others — reach
 * the same states, with the same counts of actions and the same next draws, as games that each
 * make their own memory.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '@decktet/decktet';
import { type PlayoutMemory, unwrap } from '@decktet/engine';
import { configSchema } from '../config';
import type { DuelingRunesState } from '../core/state';
import { duelingRunes } from '../game';
import { PLACEMENT_BOUND } from './duel';
import { DuelMemory, randomPlayout } from './playout';

// The last: long duels (high health), which a limit cuts off in the middle of the numbered duel.
const CONFIGS: Record<string, unknown>[] = [{}, { players: 3 }, { variant: 'advanced' }, { players: 3, courts: true, health: 20 }];

/** A game to play: a table, a deal, a generator and a limit of actions (some cut the game off). */
const gameArb = fc.record({
  config: fc.constantFrom(...CONFIGS.keys()),
  seed: fc.nat(10_000),
  limit: fc.oneof(fc.constant(100_000), fc.integer({ min: 1, max: 2 * PLACEMENT_BOUND })),
});

interface Played {
  state: string;
  actions: number;
  next: number;
}

function play(game: { config: number; seed: number; limit: number }, memory?: PlayoutMemory): Played {
  const s: DuelingRunesState = unwrap(duelingRunes.setup(configSchema.parse(CONFIGS[game.config]), `memory-${game.seed}`));
  const rng = Rng.fast(`memory-moves-${game.seed}`);
  const actions = randomPlayout(s, rng, game.limit, memory);
  return { state: JSON.stringify(s), actions, next: rng.int(0, 1 << 30) };
}

describe('a random game’s playout memory, owned by its caller', () => {
  it('plays the same games, one after another through one memory, as with fresh memory each time', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { minLength: 2, maxLength: 8 }), (games) => {
        const memory = duelingRunes.playoutMemory!();
        for (const game of games) expect(play(game, memory)).toEqual(play(game));
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('plays on after a game cut off by its limit in the middle of the numbered duel', () => {
    const memory = new DuelMemory();
    const cut = { config: 3, seed: 7, limit: PLACEMENT_BOUND + 40 };
    const cutPlayed = play(cut, memory);
    expect(cutPlayed.actions).toBe(cut.limit);
    expect(JSON.parse(cutPlayed.state).stage).not.toBe('over');
    for (const next of [{ config: 0, seed: 8, limit: 100_000 }, { config: 1, seed: 9, limit: 100_000 }, { config: 2, seed: 10, limit: 100_000 }]) {
      expect(play(next, memory)).toEqual(play(next));
    }
  });

  it('refuses another game’s memory, with a clear error', () => {
    const s = unwrap(duelingRunes.setup(configSchema.parse({}), 'foreign'));
    const before = JSON.stringify(s);
    expect(() => randomPlayout(s, Rng.fast('foreign'), 100, { playoutMemoryOf: 'hieroglyphs' })).toThrow("another game's playout memory (hieroglyphs)");
    expect(JSON.stringify(s)).toBe(before);
  });
});
