// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { rngKind } from '@decktet/decktet';
import { type AnyGame, type GoofspielState, Match, goofspiel, unwrap } from '@decktet/engine';
import { LocalGameController, restoreMatch } from './controller';
import { type SavedLocalGame, loadLocalGame, saveLocalGame } from './storage';

const KEY = 'decktet-table:local:old';
const game: AnyGame = goofspiel;

afterEach(() => window.localStorage.clear());

/** A hotseat game as the browser kept it before version 2: no version, the seed dealt the legacy way. */
function savedBeforeVersion2(): { stored: Omit<SavedLocalGame, 'id'> & { id: string }; state: GoofspielState } {
  const legacy = unwrap(Match.create(goofspiel, { handSize: 3 }, 'v1:old', { names: ['Ada', 'Bo'] }));
  unwrap(legacy.act(0, legacy.legal(0)[2]!));
  unwrap(legacy.act(1, legacy.legal(1)[0]!));
  unwrap(legacy.act(0, legacy.legal(0)[1]!));
  const stored = { id: 'old', game: 'goofspiel', mode: 'hotseat' as const, seed: 'old', config: { handSize: 3 }, names: ['Ada', 'Bo'], seats: ['human', 'human'], actions: [...legacy.actions], createdAt: 1, updatedAt: 2, finished: false };
  return { stored, state: legacy.state };
}

describe('games saved in this browser (finding 1)', () => {
  it('finding 1: a game saved before version 2 resumes exactly where it was, dealt as it was', () => {
    const { stored, state } = savedBeforeVersion2();
    window.localStorage.setItem(KEY, JSON.stringify(stored));
    const loaded = loadLocalGame('old')!;
    expect(loaded.seed).toBe('v1:old');
    expect(loaded).not.toHaveProperty('version');
    const restored = unwrap(restoreMatch(game, loaded));
    expect(restored.state).toEqual(state);
    expect(rngKind((restored.state as GoofspielState).rng)).toBe('xoroshiro128+');
    // Read with its seed unmarked, the same save would be another deal.
    const unmarked = restoreMatch(game, { ...loaded, seed: 'old' });
    expect(!unmarked.ok || JSON.stringify(unmarked.value.state) !== JSON.stringify(state)).toBe(true);
  });

  it('finding 1: playing on saves it as version 2 with the marked seed, and it reloads the same', () => {
    const { stored } = savedBeforeVersion2();
    window.localStorage.setItem(KEY, JSON.stringify(stored));
    const controller = unwrap(LocalGameController.start(game, loadLocalGame('old')!));
    unwrap(controller.act(1, controller.legal(1)[0]));
    const saved = JSON.parse(window.localStorage.getItem(KEY)!) as SavedLocalGame & { version: number };
    expect(saved).toMatchObject({ version: 2, seed: 'v1:old', actions: controller.match.actions });
    expect(unwrap(restoreMatch(game, loadLocalGame('old')!)).state).toEqual(controller.match.state);
  });

  it('finding 1: a new game is saved at version 2 and dealt by ChaCha20; a save from a newer version is not trusted', () => {
    saveLocalGame({ ...savedBeforeVersion2().stored, seed: 'fresh', actions: [] });
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toMatchObject({ version: 2, seed: 'fresh' });
    const loaded = loadLocalGame('old')!;
    expect(loaded.seed).toBe('fresh');
    expect(rngKind((unwrap(restoreMatch(game, loaded)).state as GoofspielState).rng)).toBe('chacha20');
    window.localStorage.setItem(KEY, JSON.stringify({ ...savedBeforeVersion2().stored, version: 3 }));
    expect(loadLocalGame('old')).toBeNull();
  });
});
