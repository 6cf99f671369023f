/**
 * The Advanced Game's recipe table (DRA-2, DRA-3), as data: one row per advanced spell, with the
 * phase its activation rune casts it in, the two or three rune types of its energy (at least one
 * rune of each), and its *readings* — which counts give its damage, a monster's health and attack,
 * a lasting effect's turns, Poison's loss. A reading adds up the counts of the types it lists.
 *
 * The rows are the table of DRA-3 as RULES.md shows it ("The advanced spells"); a test checks the
 * two against each other. The balance study (DRA-9) changes a row here and nothing else: the turn
 * machinery asks this table what a cast needs and what its counts mean.
 */
import type { Phase, Rune, RuneCounts } from '../core/runes';

export type { RuneCounts } from '../core/runes';

export type AdvancedSpellId =
  | 'summon-troll'
  | 'summon-fire-elemental'
  | 'summon-ice-elemental'
  | 'protection'
  | 'lightning-bolt'
  | 'poison'
  | 'fear'
  | 'charm'
  | 'electric-touch'
  | 'remove-enchantment'
  | 'dispel-magic';

/** What a count of an advanced spell can mean. */
export type Reading = 'damage' | 'health' | 'attack' | 'turns' | 'loss';
export const READINGS: readonly Reading[] = ['damage', 'health', 'attack', 'turns', 'loss'];

export interface Recipe {
  readonly spell: AdvancedSpellId;
  /** The phase of its activation rune (DR-6). */
  readonly phase: Phase;
  /** Its energy types, in the order the notation names them. */
  readonly energy: readonly Rune[];
  /** Each reading: the energy types whose counts it adds up. */
  readonly readings: Readonly<Partial<Record<Reading, readonly Rune[]>>>;
}

const recipe = (spell: AdvancedSpellId, phase: Phase, energy: readonly Rune[], readings: Recipe['readings']): Recipe => Object.freeze({ spell, phase, energy: Object.freeze(energy), readings: Object.freeze(readings) });

/** The recipe table (DRA-3), in the order of the advanced spells' ids. */
export const RECIPES: readonly Recipe[] = Object.freeze([
  recipe('summon-troll', 'moon', ['suns', 'waves'], { health: ['waves'], attack: ['suns'] }),
  recipe('summon-fire-elemental', 'moon', ['suns', 'leaves'], { health: ['leaves'], attack: ['suns'] }),
  recipe('summon-ice-elemental', 'moon', ['waves', 'leaves'], { health: ['leaves'], attack: ['waves'] }),
  recipe('protection', 'moon', ['suns', 'waves', 'leaves'], { turns: ['suns', 'waves', 'leaves'] }),
  recipe('lightning-bolt', 'wyrm', ['suns', 'moons'], { damage: ['suns'] }),
  recipe('poison', 'wyrm', ['waves', 'leaves'], { turns: ['waves'], loss: ['leaves'] }),
  recipe('fear', 'knot', ['leaves', 'wyrms'], { turns: ['leaves'] }),
  recipe('charm', 'knot', ['leaves', 'moons'], { turns: ['leaves'] }),
  recipe('electric-touch', 'knot', ['waves', 'suns'], { turns: ['waves'] }),
  recipe('remove-enchantment', 'knot', ['knots', 'moons'], {}),
  recipe('dispel-magic', 'knot', ['knots', 'moons', 'waves'], {}),
]);

/** The advanced spells, in the table's order. */
export const ADVANCED_SPELL_IDS: readonly AdvancedSpellId[] = RECIPES.map((r) => r.spell);

const BY_SPELL: ReadonlyMap<string, Recipe> = new Map(RECIPES.map((r) => [r.spell, r]));

export function isAdvancedSpell(id: string): id is AdvancedSpellId {
  return BY_SPELL.has(id);
}

export function recipeOf(spell: AdvancedSpellId): Recipe {
  return BY_SPELL.get(spell)!;
}

/** The recipe table split by phase once (a declaration lists a phase's spells at every step of a playout). */
const RECIPES_OF_PHASE: Readonly<Record<Phase, readonly Recipe[]>> = Object.freeze({
  moon: Object.freeze(RECIPES.filter((r) => r.phase === 'moon')),
  wyrm: Object.freeze(RECIPES.filter((r) => r.phase === 'wyrm')),
  knot: Object.freeze(RECIPES.filter((r) => r.phase === 'knot')),
});

/** The advanced spells cast in `phase`, in the table's order. */
export function recipesOf(phase: Phase): readonly Recipe[] {
  return RECIPES_OF_PHASE[phase];
}

/** A reading of a cast: the counts of the types it lists, added up (0 if the spell has no such reading). */
export function readingOf(spell: AdvancedSpellId, reading: Reading, counts: RuneCounts): number {
  let n = 0;
  for (const rune of recipeOf(spell).readings[reading] ?? []) n += counts[rune] ?? 0;
  return n;
}

/** The advanced spell a phase casts with exactly these energy types, if any (DRA-2: at most one). */
export function advancedSpellFor(phase: Phase, types: readonly Rune[]): AdvancedSpellId | null {
  const wanted = new Set(types);
  const found = RECIPES.find((r) => r.phase === phase && r.energy.length === wanted.size && r.energy.every((t) => wanted.has(t)));
  return found ? found.spell : null;
}
