import { afterAll, describe, expect, it } from 'vitest';
import { TABLE_NAMES } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { duelingRunesUi } from './ui';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('a lobby table of the Advanced Game names its table (DRA-33)', () => {
  it('DRA-33: in both languages, the table a config names, and the original one for a config stored before tables had names', async () => {
    await i18n.changeLanguage('en');
    expect(duelingRunesUi.tableTags!({ variant: 'advanced', table: 'lasting-from-next-turn' })).toEqual(['Advanced', 'Table: lasting effects from the next turn']);
    expect(duelingRunesUi.tableTags!({ variant: 'advanced' })).toEqual(['Advanced', 'Table: original']);
    expect(duelingRunesUi.tableTags!({})).toEqual([]);
    await i18n.changeLanguage('es');
    expect(duelingRunesUi.tableTags!({ variant: 'advanced', table: 'lasting-from-next-turn' })).toEqual(['Avanzado', 'Tabla: efectos duraderos desde el turno siguiente']);
    // Every table has its words (a missing one would show its key).
    for (const name of TABLE_NAMES) expect(duelingRunesUi.tableTags!({ variant: 'advanced', table: name })[1]).not.toMatch(/advancedTables/);
  });
});
