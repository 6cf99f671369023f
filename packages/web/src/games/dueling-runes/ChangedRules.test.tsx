// @vitest-environment happy-dom
/** A duel with a designer's recipe table says so wherever a player meets it: the table, its title, the lobby (DRA-35). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { unwrap } from '@decktet/engine';
import { type Rune, RECIPES, configSchema, duelingRunes, recipeRows } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { tableTitle } from '../../i18n/games';
import { showTable } from '../../../test/games/dueling-runes/testing';
import { changedRows } from './changed-rules';
import { duelingRunesUi } from './ui';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

/** Lightning Bolt's damage counts its Moons too, and Poison's loss is at most 2: two rows changed. */
const designersRows = () =>
  recipeRows(RECIPES).map((r) => {
    if (r.spell === 'lightning-bolt') return { ...r, readings: { damage: ['suns', 'moons'] as Rune[] } };
    if (r.spell === 'poison') return { ...r, atMost: { loss: 2 } };
    return r;
  });
const changedDuel = () => unwrap(duelingRunes.setup(configSchema.parse({ variant: 'advanced', recipes: designersRows() }), 'changed-rules'));

describe("a designer's recipe table at the table (DRA-35)", () => {
  it('names each changed spell with its row and the standard one, and nothing for the standard table', () => {
    const rows = changedRows(duelingRunes.view(changedDuel(), 0).rules);
    expect(rows).toEqual([
      { spell: 'Lightning Bolt', here: 'Wyrm phase, energy Suns + Moons; damage counts Suns + Moons', standard: 'Wyrm phase, energy Suns + Moons; damage counts Suns' },
      { spell: 'Poison', here: 'Wyrm phase, energy Waves + Leaves; turns counts Waves; loss per turn counts Leaves, loss per turn at most 2', standard: 'Wyrm phase, energy Waves + Leaves; turns counts Waves; loss per turn counts Leaves' },
    ]);
    const standard = unwrap(duelingRunes.setup(configSchema.parse({ variant: 'advanced' }), 'standard'));
    expect(changedRows(duelingRunes.view(standard, 0).rules)).toEqual([]);
    // The designer's rows as they stand in the standard table change nothing to say.
    const same = unwrap(duelingRunes.setup(configSchema.parse({ variant: 'advanced', recipes: recipeRows(RECIPES) }), 'same'));
    expect(changedRows(duelingRunes.view(same, 0).rules)).toEqual([]);
  });

  it('the table says so before anything else, in the player’s language; the title and the lobby too', async () => {
    showTable(changedDuel(), 0);
    expect(screen.getByText('Changed rules: Lightning Bolt, Poison')).toBeTruthy();
    expect(screen.getByText(/This duel plays a designer's recipe table: 2 spells are cast otherwise than in the standard Advanced Game\. A duel with changed rules is never rated\./)).toBeTruthy();
    expect(screen.getByText('Lightning Bolt: Wyrm phase, energy Suns + Moons; damage counts Suns + Moons (standard: Wyrm phase, energy Suns + Moons; damage counts Suns)')).toBeTruthy();
    const view = duelingRunes.view(changedDuel(), 0);
    expect(tableTitle(duelingRunesUi, view)).toBe('Dueling Runes — Advanced Game, changed rules');
    expect(duelingRunesUi.tableTags!({ variant: 'advanced', recipes: designersRows() })).toEqual(['Advanced Game', 'Changed rules']);
    cleanup();
    await i18n.changeLanguage('es');
    showTable(changedDuel(), 0);
    expect(screen.getByText(/^Reglas cambiadas: /)).toBeTruthy();
    expect(screen.getByText(/Este duelo se juega con una tabla de recetas de diseñador: 2 hechizos se lanzan de otro modo/)).toBeTruthy();
    expect(tableTitle(duelingRunesUi, view)).toBe('Duelo de Runas — Juego avanzado, reglas cambiadas');
  });

  it('a standard duel shows no such notice', () => {
    showTable(unwrap(duelingRunes.setup(configSchema.parse({ variant: 'advanced' }), 'standard')), 0);
    expect(screen.queryByText(/^Changed rules/)).toBeNull();
  });
});
