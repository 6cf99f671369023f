/**
 * A designer's recipe table (DRA-35): the rows a config gives in `recipes`, checked against what
 * the rules need of a recipe table (DRA-2, DRA-3) so that every duel set up with them plays by the
 * rules, and put in the order of every table's rows. The named table (`table`) keeps every other
 * rule; tables.ts plays the rows in its place.
 */
import type { RecipeRow } from '../core/config';
import { PHASE_NAME } from '../core/runes';
import { ADVANCED_SPELL_IDS, type AdvancedSpellId, READINGS, type Reading, type Recipe, STARTING_RECIPES, isAdvancedSpell } from './recipes';

/** What is wrong with a row, and where (`path` within the `recipes` list). */
export interface RecipeProblem {
  readonly path: (string | number)[];
  readonly message: string;
}

/** The readings each spell's effect reads: the same in every table, since the effect is the rules' (DRA-3). */
const READINGS_OF: ReadonlyMap<AdvancedSpellId, readonly Reading[]> = new Map(STARTING_RECIPES.map((r) => [r.spell, READINGS.filter((k) => r.readings[k] !== undefined)]));

const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');

/** Every problem of a designer's rows (none: they make a recipe table the rules can play). */
export function recipeRowProblems(rows: readonly RecipeRow[]): RecipeProblem[] {
  const problems: RecipeProblem[] = [];
  const seen = new Map<string, number>();
  const byCombination = new Map<string, string>();
  rows.forEach((row, i) => {
    const at = (path: (string | number)[], message: string) => problems.push({ path: [i, ...path], message });
    if (!isAdvancedSpell(row.spell)) return at(['spell'], `"${row.spell}" is not an advanced spell: the advanced spells are ${ADVANCED_SPELL_IDS.join(', ')}`);
    if (seen.has(row.spell)) at(['spell'], `${row.spell} has a row already (row ${seen.get(row.spell)! + 1}): a recipe table has one row per advanced spell`);
    seen.set(row.spell, i);
    const energy = new Set(row.energy);
    if (energy.size !== row.energy.length) at(['energy'], `${row.spell}: each energy type is named once`);
    if (energy.size < 2 || energy.size > 3) at(['energy'], `${row.spell}: an advanced spell's energy is two or three rune types (DRA-2), not ${energy.size}`);
    const combination = `${row.phase}:${[...energy].sort().join('+')}`;
    const other = byCombination.get(combination);
    if (other !== undefined && other !== row.spell) {
      at(['energy'], `${row.spell} and ${other} are both ${PHASE_NAME[row.phase]} spells with ${list([...energy])}: no two recipes share an activation and a set of energy types (DRA-2)`);
    }
    byCombination.set(combination, row.spell);
    const wanted = READINGS_OF.get(row.spell)!;
    const given = Object.keys(row.readings);
    for (const name of given) if (!wanted.includes(name as Reading)) at(['readings', name], `${row.spell} has no "${name}" reading: its effect reads ${list(wanted)}`);
    for (const name of wanted) {
      const types = row.readings[name];
      if (types === undefined || types.length === 0) {
        at(['readings', name], `${row.spell}: its effect reads "${name}": name the energy types whose counts make it`);
        continue;
      }
      const outside = types.filter((t) => !energy.has(t));
      if (outside.length) at(['readings', name], `${row.spell}: the "${name}" reading counts only the spell's own energy types (${list([...energy])}), not ${list(outside)}`);
      if (new Set(types).size !== types.length) at(['readings', name], `${row.spell}: the "${name}" reading names each type once`);
    }
    for (const name of row.smallest ?? []) {
      if (!wanted.includes(name as Reading)) at(['smallest'], `${row.spell} has no "${name}" reading to take the smallest count of: its effect reads ${list(wanted)}`);
      else if ((row.readings[name] ?? []).length < 2) at(['smallest'], `${row.spell}: the "${name}" reading takes the smallest of its counts only when it counts two types or more`);
    }
    if (row.smallest && new Set(row.smallest).size !== row.smallest.length) at(['smallest'], `${row.spell}: each reading is named once among those that take the smallest count`);
    for (const name of Object.keys(row.atMost ?? {})) if (!wanted.includes(name as Reading)) at(['atMost', name], `${row.spell} has no "${name}" reading to cap: its effect reads ${list(wanted)}`);
  });
  const missing = ADVANCED_SPELL_IDS.filter((spell) => !seen.has(spell));
  if (missing.length) problems.push({ path: [], message: `a recipe table has a row for every advanced spell; missing: ${missing.join(', ')}` });
  return problems;
}

/** Checked rows as a table's recipes, in the order of every table's rows. */
export function editedRecipes(rows: readonly RecipeRow[]): readonly Recipe[] {
  const bySpell = new Map(rows.map((r) => [r.spell, r]));
  return Object.freeze(
    ADVANCED_SPELL_IDS.map((spell) => {
      const r = bySpell.get(spell)!;
      const read = READINGS_OF.get(spell)!;
      const readings = Object.fromEntries(read.map((k) => [k, Object.freeze([...r.readings[k]!])]));
      // In the readings' own order, so that the same table is the same config however it was written.
      const smallest = read.filter((k) => r.smallest?.includes(k));
      const atMost = Object.fromEntries(read.filter((k) => r.atMost?.[k] !== undefined).map((k) => [k, r.atMost![k]!]));
      return Object.freeze({
        spell,
        phase: r.phase,
        energy: Object.freeze([...r.energy]),
        readings: Object.freeze(readings),
        ...(smallest.length ? { smallest: Object.freeze(smallest) } : {}),
        ...(Object.keys(atMost).length ? { atMost: Object.freeze(atMost) } : {}),
      });
    }),
  );
}

/** A table's recipes as config rows (what the Workbench edits and a config carries). */
export function recipeRows(recipes: readonly Recipe[]): RecipeRow[] {
  return recipes.map((r) => ({
    spell: r.spell,
    phase: r.phase,
    energy: [...r.energy],
    readings: Object.fromEntries(Object.entries(r.readings).map(([k, v]) => [k, [...v]])),
    ...(r.smallest?.length ? { smallest: [...r.smallest] } : {}),
    ...(r.atMost && Object.keys(r.atMost).length ? { atMost: { ...r.atMost } } : {}),
  }));
}
