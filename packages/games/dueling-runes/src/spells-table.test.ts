/**
 * The spell table of the code (`SPELLS`) against the tables of RULES.md, read out of the Markdown:
 * the activation × energy grid and the "spell | what it does | stopped by" table under "The spells"
 * (DR-5, DR-11), and the special spells of "Special spells from your hand" (DR-16, DR-27).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENERGIES, PHASES, type Phase } from './runes';
import { SPELLS, SPELL_IDS, type SpellId, type TargetKind, spellName, spellOf } from './spells-table';

const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** The lines of the section under a heading, up to the next heading. */
function section(heading: string): string[] {
  const lines = rules.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`RULES.md has no "${heading}"`);
  const end = lines.findIndex((line, i) => i > start && /^#{1,3} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The rows of the Markdown table whose header starts with `header`, as trimmed cells. */
function table(lines: readonly string[], header: string): string[][] {
  const at = lines.findIndex((line) => line.startsWith(header));
  if (at < 0) throw new Error(`no table "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, -1).split('|').map((cell) => cell.trim()));
  }
  return rows;
}

const theSpells = section('### The spells');
const grid = table(theSpells, '| activation / energy |');
const effects = table(theSpells, '| spell | what it does | stopped by |');
const specials = section('### Special spells from your hand').join(' ').replace(/\s+/g, ' ');

const TARGET_WORDS: Readonly<Record<string, TargetKind>> = { 'on yourself': 'self', 'at another wizard': 'another', 'at anyone, you too': 'anyone' };
const byName = (name: string): SpellId => {
  const id = SPELL_IDS.find((i) => spellName(i) === name);
  if (!id) throw new Error(`no spell is named "${name}"`);
  return id;
};

describe('the SPELLS table mirrors the spell tables of RULES.md (DR-5, DR-11, DR-16)', () => {
  it('the activation × energy grid: each cell is the spell a cast makes, its phase, energy and target (DR-5, DR-9)', () => {
    expect(grid.map((row) => row[0])).toHaveLength(3);
    for (const row of grid) {
      const [head, ...cells] = row as [string, ...string[]];
      const phase = head.match(/\*\*(\w+)\*\*/)![1]!.toLowerCase() as Phase;
      const target = TARGET_WORDS[head.split('—')[1]!.trim()];
      expect(PHASES).toContain(phase);
      expect(target, head).toBeDefined();
      cells.forEach((name, column) => {
        const energy = column < ENERGIES.length ? ENERGIES[column]! : null;
        const id = spellOf(phase, energy);
        expect(SPELLS[id]).toMatchObject({ name, phase, energy: energy === null ? [] : [energy], target });
      });
    }
  });

  it('the "what it does | stopped by" table, row for row and in its order', () => {
    const cast = SPELL_IDS.filter((id) => SPELLS[id].phase !== null);
    expect(effects.map(([name]) => byName(name!.replace(' (n)', '')))).toEqual(cast);
    for (const [name, does, stoppedBy] of effects) {
      const spell = SPELLS[byName(name!.replace(' (n)', ''))];
      // "(n)": the spell has a power, the energy runes used (DR-6).
      expect(name!.endsWith(' (n)'), name).toBe(spell.energy.length > 0);
      expect(spell.does).toBe(does);
      expect(spell.stoppedBy.map(spellName).join(', ')).toBe(stoppedBy);
    }
  });

  it('"A Magic Mirror turns any of these back on its caster"', () => {
    expect(theSpells.join(' ')).toContain('A Magic Mirror turns any of these back on its caster.');
    for (const id of SPELL_IDS) expect(SPELLS[id].turnedBackBy, id).toBe('magic-mirror');
  });

  it('the special spells: what each does in the words of RULES.md; aimed at anyone; turned back by mirrors, stopped by nothing (DR-9, DR-27)', () => {
    const special = SPELL_IDS.filter((id) => SPELLS[id].phase === null);
    expect(special).toEqual(['counter-spell', 'magic-mirror']);
    for (const id of special) {
      const spell = SPELLS[id];
      expect(specials).toContain(`**${spell.name}** needs`);
      expect(specials).toContain(spell.does);
      expect(spell).toMatchObject({ energy: [], target: 'anyone', stoppedBy: [], turnedBackBy: 'magic-mirror' });
    }
    expect(rules).toContain('Counter Spell does not stop special spells.');
  });

  it('every spell has one row, keyed by its id', () => {
    expect(SPELL_IDS).toHaveLength(14);
    for (const id of SPELL_IDS) expect(SPELLS[id].id).toBe(id);
  });
});
