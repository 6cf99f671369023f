import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyGame, goofspiel } from '@decktet/engine';
import { CURRENT_TABLE, configSchema, duelingRunes } from '@decktet/dueling-runes';
import { i18n } from '../i18n';
import { restoreMatch } from './controller';
import type { SavedLocalGame } from './storage';

const game: AnyGame = goofspiel;
const saved: SavedLocalGame = { id: 'g', game: 'goofspiel', mode: 'hotseat', seed: 'seed', config: { handSize: 3 }, names: ['Ada', 'Bo'], seats: ['human', 'human'], actions: [], createdAt: 1, updatedAt: 1, finished: false };

afterEach(() => i18n.changeLanguage('en'));

describe('a saved local game that cannot be restored', () => {
  it('says which action would not replay, and the rules’ reason, in the player’s language', async () => {
    const broken = { ...saved, actions: [{ seat: 0, action: 'no such move' }] };
    const english = restoreMatch(game, broken);
    expect(english.ok).toBe(false);
    if (!english.ok) expect(english.error.message).toMatch(/^This saved game cannot be replayed at action 1: \S/);
    await i18n.changeLanguage('es');
    const spanish = restoreMatch(game, broken);
    expect(spanish.ok).toBe(false);
    if (!spanish.ok) expect(spanish.error.message).toMatch(/^No se puede reproducir esta partida guardada en la acción 1: \S/);
  });

  it('says so when the game cannot even be set up', async () => {
    const unplayable = { ...saved, config: { handSize: 0 } };
    const english = restoreMatch(game, unplayable);
    expect(english.ok).toBe(false);
    if (!english.ok) expect(english.error.message).toMatch(/^This saved game cannot be set up: \S/);
    await i18n.changeLanguage('es');
    const spanish = restoreMatch(game, unplayable);
    expect(spanish.ok).toBe(false);
    if (!spanish.ok) expect(spanish.error.message).toMatch(/^No se puede preparar esta partida guardada: \S/);
  });
});

describe('a local Advanced Game saved before its tables had names (DRA-33)', () => {
  it('DRA-33: resumes under the original table; saved now, a game names the current one', () => {
    const before = JSON.parse(readFileSync(new URL('../../../cli/src/fixtures/v2-dueling-runes-advanced-before-tables.json', import.meta.url), 'utf8')) as { seed: string; config: object; names: string[]; actions: SavedLocalGame['actions'] };
    const old: SavedLocalGame = { ...saved, game: duelingRunes.id, seed: before.seed, config: before.config, names: before.names, actions: before.actions };
    const restored = restoreMatch(duelingRunes as AnyGame, old);
    expect(restored.ok && (restored.value.config as { table?: string }).table).toBe('original');
    expect(restored.ok && restored.value.outcome()).toMatchObject({ summary: 'A draw between Ada and Bo' });
    // A new game's save keeps its config as the schema read it, with the current table.
    const fresh = restoreMatch(duelingRunes as AnyGame, { ...old, config: configSchema.parse({ variant: 'advanced' }), actions: [] });
    expect(fresh.ok && (fresh.value.config as { table?: string }).table).toBe(CURRENT_TABLE);
  });
});
