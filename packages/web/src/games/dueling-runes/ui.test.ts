/** Dueling Runes' web entry names the Advanced Game, and its Rules link opens that section, in each language the rules are written in (DRA-1). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { TABLE_NAMES } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { rulesPath, tableTitle } from '../../i18n/games';
import { parseRules } from '../../rules/document';
import { duelingRunesUi } from './ui';

const rules = (file: string) => readFileSync(fileURLToPath(new URL(`../../../../games/dueling-runes/${file}`, import.meta.url)), 'utf8');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the Advanced Game, named and linked', () => {
  it.each([
    ['en', 'RULES.md', 'Dueling Runes — Advanced Game'],
    ['es', 'RULES.es.md', 'Duelo de Runas — Juego avanzado'],
  ])('in %s: the title names it and the Rules link opens its section of %s', async (language, file, title) => {
    await i18n.changeLanguage(language);
    expect(tableTitle(duelingRunesUi, { variant: 'advanced' })).toBe(title);
    // An online table has no config at hand: its view's rules name the variant.
    expect(tableTitle(duelingRunesUi, { rules: { variant: 'advanced' } })).toBe(title);
    const path = rulesPath(duelingRunesUi, { variant: 'advanced' });
    const anchor = path.split('#')[1]!;
    expect(parseRules(rules(file)).outline).toContainEqual(expect.objectContaining({ depth: 2, id: anchor }));
  });

  it('the basic game is named and linked as the game alone', () => {
    expect(tableTitle(duelingRunesUi, { players: 2 })).toBe('Dueling Runes');
    expect(rulesPath(duelingRunesUi, {})).toBe('/rules/dueling-runes');
    expect(duelingRunesUi.tableTags!({})).toEqual([]);
  });
});

describe('a lobby table of the Advanced Game names its table (DRA-33)', () => {
  it('DRA-33: in both languages, the table a config names, and the original one for a config stored before tables had names', async () => {
    expect(duelingRunesUi.tableTags!({ variant: 'advanced', table: 'lasting-from-next-turn' })).toEqual(['Advanced Game', 'Table: lasting effects from the next turn']);
    expect(duelingRunesUi.tableTags!({ variant: 'advanced' })).toEqual(['Advanced Game', 'Table: original']);
    await i18n.changeLanguage('es');
    expect(duelingRunesUi.tableTags!({ variant: 'advanced', table: 'lasting-from-next-turn' })).toEqual(['Juego avanzado', 'Tabla: efectos duraderos desde el turno siguiente']);
    // Every table has its words (a missing one would show its key).
    for (const name of TABLE_NAMES) expect(duelingRunesUi.tableTags!({ variant: 'advanced', table: name })[1]).not.toMatch(/advancedTables/);
  });
});

describe('the set-up form: starting health follows the game chosen (DR-3, DRA-34)', () => {
  const health = (options: Record<string, unknown>) => (duelingRunesUi.config(options, 2) as { health: number }).health;

  it('DRA-34: choosing the Advanced Game moves a health left at the basic game\'s 12 to the current table\'s 20, and back', () => {
    const basic = { courts: false, health: 12, advanced: false };
    const advanced = duelingRunesUi.followOptions!(basic, { ...basic, advanced: true });
    expect(advanced.health).toBe(20);
    expect(health(advanced)).toBe(20);
    expect(duelingRunesUi.followOptions!(advanced, { ...advanced, advanced: false }).health).toBe(12);
  });

  it('DR-3: a health the player set is kept whichever game is chosen, and the form starts at the basic game\'s', () => {
    expect(duelingRunesUi.options!.find((o) => o.key === 'health')!.default).toBe(12);
    const handicap = { courts: false, health: 7, advanced: false };
    expect(duelingRunesUi.followOptions!(handicap, { ...handicap, advanced: true }).health).toBe(7);
    // Other changes leave health alone.
    expect(duelingRunesUi.followOptions!(handicap, { ...handicap, courts: true })).toEqual({ ...handicap, courts: true });
  });
});
