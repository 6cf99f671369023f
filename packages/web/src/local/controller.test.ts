import { afterEach, describe, expect, it } from 'vitest';
import { type AnyGame, goofspiel } from '@decktet/engine';
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
