/**
 * The spell table of the code (`SPELLS`) against the tables of RULES.md, read out of the Markdown:
 * the activation × energy grid and the "spell | what it does | stopped by" table under "The spells"
 * (DR-5, DR-11), the special spells of "Special spells from your hand" (DR-16, DR-27), and the
 * Advanced Game's recipe table under "The advanced spells" (DRA-3), against `SPELLS` and the
 * recipe table of the code (`RECIPES`).
 */
import { readFileSync } from 'node:fs';
import { SUITS, SUIT_NAME } from '@decktet/decktet';
import { describe, expect, it } from 'vitest';
import { ADVANCED_SPELL_IDS, READINGS, type Reading } from './advanced/recipes';
import { RECIPES } from './advanced/tables';
import { ENERGIES, PHASES, PHASE_NAME, type Phase, type Rune, activationOf } from './core/runes';
import { BASIC_SPELL_IDS, SPELLS, SPELL_IDS, type SpellId, type TargetKind, spellName, spellOf } from './core/spells-table';

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
    const cast = BASIC_SPELL_IDS.filter((id) => SPELLS[id].phase !== null);
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
    for (const id of BASIC_SPELL_IDS) expect(SPELLS[id].turnedBackBy, id).toBe('magic-mirror');
  });

  it('the special spells: what each does in the words of RULES.md; aimed at anyone; turned back by mirrors, stopped by nothing (DR-9, DR-27)', () => {
    const special = BASIC_SPELL_IDS.filter((id) => SPELLS[id].phase === null);
    expect(special).toEqual(['counter-spell', 'magic-mirror']);
    for (const id of special) {
      const spell = SPELLS[id];
      expect(specials).toContain(`**${spell.name}** needs`);
      expect(specials).toContain(spell.does);
      expect(spell).toMatchObject({ energy: [], target: 'anyone', stoppedBy: [], turnedBackBy: 'magic-mirror' });
    }
    expect(rules).toContain('Counter Spell does not stop special spells.');
  });

  it('every spell has one row, keyed by its id: the basic game\'s fourteen, then the eleven of the Advanced Game (DRA-3)', () => {
    expect(BASIC_SPELL_IDS).toHaveLength(14);
    expect(SPELL_IDS).toEqual([...BASIC_SPELL_IDS, ...ADVANCED_SPELL_IDS]);
    for (const id of SPELL_IDS) expect(SPELLS[id].id).toBe(id);
  });
});

const advanced = section('### The advanced spells');
const recipeRows = table(advanced, '| spell | activation | energy | reading | what it does | stopped by |');

/** ":suit[suns] Suns" → suns, checking that the word is the rune's name. */
function runeOf(cell: string): Rune {
  const m = cell.trim().match(/^:suit\[(\w+)\] (\w+)$/);
  if (!m) throw new Error(`not a rune: "${cell}"`);
  const rune = SUITS.find((r) => r === m[1]);
  if (!rune) throw new Error(`no rune "${m[1]}"`);
  return rune;
}

/** "turns = Suns + Waves + Leaves, loss = Leaves" → { turns: [suns, waves, leaves], loss: [leaves] }; "—" → {}. */
function readingsOf(cell: string): Partial<Record<Reading, Rune[]>> {
  if (cell === '—') return {};
  return Object.fromEntries(
    cell.split(', ').map((part) => {
      const [reading, runes] = part.split(' = ') as [Reading, string];
      expect(READINGS).toContain(reading);
      return [reading, runes.split(' + ').map((name) => SUITS.find((r) => SUIT_NAME[r] === name)!)];
    }),
  );
}

describe('the recipe table and the advanced spells mirror "The advanced spells" of RULES.md (DRA-3, DRA-11 … DRA-22)', () => {
  it('one row per advanced spell, in the order of their ids', () => {
    expect(recipeRows.map(([name]) => byName(name!))).toEqual(ADVANCED_SPELL_IDS);
    expect(RECIPES.map((r) => r.spell)).toEqual(ADVANCED_SPELL_IDS);
  });

  it('DRA-2, DRA-3: each row\'s activation, energy (two or three types, in order) and readings are the recipe\'s', () => {
    for (const [name, activation, energy, reading] of recipeRows) {
      const id = byName(name!);
      const recipe = RECIPES.find((r) => r.spell === id)!;
      const rune = runeOf(activation!);
      expect(rune, name).toBe(activationOf(recipe.phase));
      expect(activation, name).toBe(`:suit[${rune}] ${PHASE_NAME[recipe.phase]}`);
      expect(energy!.split(' + ').map(runeOf), name).toEqual(recipe.energy);
      expect(recipe.energy.length === 2 || recipe.energy.length === 3, name).toBe(true);
      expect(readingsOf(reading!), name).toEqual(recipe.readings);
      // A reading counts only runes the recipe uses.
      for (const runes of Object.values(recipe.readings)) for (const r of runes) expect(recipe.energy, name).toContain(r);
      expect(SPELLS[id]).toMatchObject({ phase: recipe.phase, energy: recipe.energy });
    }
  });

  it('DRA-11, DRA-12, DRA-22: what each does and what stops it, in the words of RULES.md', () => {
    for (const [name, , , , does, stoppedBy] of recipeRows) {
      const spell = SPELLS[byName(name!)];
      expect(spell.does, name).toBe(does);
      expect(spell.stoppedBy.map(spellName).join(', '), name).toBe(stoppedBy);
    }
  });

  it('DRA-2: a phase and a set of energy types make at most one advanced spell, and never a basic one', () => {
    const keys = RECIPES.map((r) => `${r.phase} ${[...r.energy].sort().join('+')}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of RECIPES) expect(new Set(r.energy).size, r.spell).toBeGreaterThan(1);
    for (const id of BASIC_SPELL_IDS) expect(SPELLS[id].energy.length).toBeLessThanOrEqual(1);
  });

  it('DRA-8, DRA-11: a Magic Mirror turns back every advanced spell aimed at a wizard; summons, Protection and Dispel Magic, which have no target, never', () => {
    expect(advanced.join(' ').replace(/\s+/g, ' ')).toContain('A Magic Mirror turns back every advanced spell aimed at a wizard');
    for (const id of ADVANCED_SPELL_IDS) {
      const spell = SPELLS[id];
      const noTarget = spell.target === 'self' || spell.target === 'everyone';
      expect(spell.turnedBackBy, id).toBe(noTarget ? null : 'magic-mirror');
    }
    expect(ADVANCED_SPELL_IDS.filter((id) => SPELLS[id].turnedBackBy === null)).toEqual(['summon-troll', 'summon-fire-elemental', 'summon-ice-elemental', 'protection', 'dispel-magic']);
  });

  it('DRA-6, DRA-11: the spells that may aim at a monster: the Wyrm spells, Fear, Charm and Remove Enchantment', () => {
    expect(SPELL_IDS.filter((id) => SPELLS[id].atMonsters)).toEqual(['fire-ball', 'ice-bolt', 'drain', 'hit', 'lightning-bolt', 'poison', 'fear', 'charm', 'remove-enchantment']);
    const targets: Partial<Record<SpellId, TargetKind>> = Object.fromEntries(ADVANCED_SPELL_IDS.map((id) => [id, SPELLS[id].target]));
    expect(targets).toEqual({
      'summon-troll': 'self',
      'summon-fire-elemental': 'self',
      'summon-ice-elemental': 'self',
      protection: 'self',
      'lightning-bolt': 'another',
      poison: 'another',
      fear: 'another',
      charm: 'another',
      'electric-touch': 'anyone',
      'remove-enchantment': 'anyone',
      'dispel-magic': 'everyone',
    });
  });
});
