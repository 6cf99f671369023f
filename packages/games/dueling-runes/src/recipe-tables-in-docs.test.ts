/**
 * Every document that shows the recipe table shows the current table's rows (DRA-3, DRA-33): the
 * rows are rendered here from the table data (advanced/tables.ts) and each document must hold them
 * — docs/advanced-game.md the whole rendered table, RULES.md and RULES.es.md their activation,
 * energy and reading columns in their own words. A new table changes the documents with it, or
 * this test says which row is out of date.
 */
import { readFileSync } from 'node:fs';
import { SUIT_NAME } from '@decktet/decktet';
import { describe, expect, it } from 'vitest';
import { READINGS, type Reading, type Recipe } from './advanced/recipes';
import { CURRENT_TABLE, TABLES, TABLE_NAMES } from './advanced/tables';
import { PHASE_NAME, type Phase, type Rune } from './core/runes';
import { SPELLS, spellName } from './core/spells-table';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const current = TABLES[CURRENT_TABLE].book.recipes;

/** The words a document uses for runes, phases and readings. */
interface Words {
  readonly rune: (r: Rune) => string;
  readonly phase: (p: Phase) => string;
  readonly reading: Readonly<Record<Reading, string>>;
}

const ENGLISH: Words = { rune: (r) => SUIT_NAME[r], phase: (p) => PHASE_NAME[p], reading: { damage: 'damage', health: 'health', attack: 'attack', turns: 'turns', loss: 'loss' } };
const SPANISH_RUNES: Readonly<Record<Rune, string>> = { suns: 'Soles', waves: 'Olas', leaves: 'Hojas', moons: 'Lunas', wyrms: 'Sierpes', knots: 'Nudos' };
const SPANISH: Words = {
  rune: (r) => SPANISH_RUNES[r],
  phase: (p) => ({ moon: 'Luna', wyrm: 'Sierpe', knot: 'Nudo' })[p],
  reading: { damage: 'daño', health: 'vida', attack: 'ataque', turns: 'turnos', loss: 'pérdida' },
};

const runes = (list: readonly Rune[], words: Words, marked: boolean) => list.map((r) => (marked ? `:suit[${r}] ${words.rune(r)}` : words.rune(r))).join(' + ');
const activation = (p: Phase, words: Words, marked: boolean) => (marked ? `:suit[${({ moon: 'moons', wyrm: 'wyrms', knot: 'knots' } as const)[p]}] ${words.phase(p)}` : words.phase(p));
const readings = (r: Recipe, words: Words) =>
  READINGS.filter((k) => r.readings[k])
    .map((k) => `${words.reading[k]} = ${runes(r.readings[k]!, words, false)}`)
    .join(', ') || '—';

/** The table of docs/advanced-game.md, rendered from the current table's rows. */
function docsTable(recipes: readonly Recipe[]): string {
  const rows = recipes.map((r) => `| ${spellName(r.spell)} | ${activation(r.phase, ENGLISH, false)} | ${runes(r.energy, ENGLISH, false)} | ${readings(r, ENGLISH)} | ${SPELLS[r.spell].does} | ${SPELLS[r.spell].stoppedBy.map(spellName).join(', ')} |`);
  return ['| spell | activation | energy | reading | what it does | stopped by |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The rows of the Markdown table whose header starts with `header`: their activation, energy and reading cells. */
function recipeColumns(text: string, header: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith(header));
  if (at < 0) throw new Error(`no table "${header}"`);
  const out: string[] = [];
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break;
    out.push(line.slice(1, -1).split('|').slice(1, 4).map((cell) => cell.trim()).join(' | '));
  }
  return out;
}

const expectedColumns = (words: Words) => current.map((r) => `${activation(r.phase, words, true)} | ${runes(r.energy, words, true)} | ${readings(r, words)}`);

describe('the recipe table in every document is the current table (DRA-3, DRA-33)', () => {
  it('DRA-3: docs/advanced-game.md shows the current table, rendered from its rows', () => {
    expect(read('../../../../docs/advanced-game.md')).toContain(docsTable(current));
  });

  it('DRA-3: RULES.md and RULES.es.md show its activations, energies and readings, row for row', () => {
    expect(recipeColumns(read('../RULES.md'), '| spell | activation | energy | reading |')).toEqual(expectedColumns(ENGLISH));
    expect(recipeColumns(read('../RULES.es.md'), '| hechizo | activación | energía | lectura |')).toEqual(expectedColumns(SPANISH));
  });

  it('DRA-33: docs/advanced-game.md names every table and what it changed', () => {
    const docs = read('../../../../docs/advanced-game.md');
    for (const name of TABLE_NAMES) expect(docs).toContain(`| \`${name}\` | ${TABLES[name].changes} |`);
  });
});
