/**
 * The Advanced Game's recipe table (DRA-2, DRA-3), as data: one row per advanced spell, with the
 * phase its activation rune casts it in, the two or three rune types of its energy (at least one
 * rune of each), and its *readings* — which counts give its damage, a monster's health and attack,
 * a lasting effect's turns, Poison's loss. A reading adds up the counts of the types it lists.
 *
 * The rows are the table of DRA-3 as RULES.md shows it ("The advanced spells"); a test checks the
 * two against each other. The balance study (DRA-9) changes a row here and nothing else: the turn
 * machinery asks this table what a cast needs and what its counts mean.
 *
 * The advanced spells' rows of the spell table (core/spells-table.ts) are added here too: their
 * phase and energy are their recipes', their effect that of "The advanced spells".
 */
import type { Phase, Rune, RuneCounts } from '../core/runes';
import { type Protection, type Spell, addSpells, row } from '../core/spells-table';

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

declare module '../core/spells-table' {
  // The advanced spells are the spells this variant adds to the table.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the ids are its keys
  interface SpellsAdded extends Record<AdvancedSpellId, true> {}
}

/** An advanced spell's row: its phase and energy are its recipe's (DRA-3). */
const advancedRow = <Id extends AdvancedSpellId>(id: Id, spell: Omit<Spell, 'id' | 'phase' | 'energy' | 'atMonsters'> & { atMonsters?: boolean }): Spell & { id: Id } =>
  row(id, { ...spell, phase: recipeOf(id).phase, energy: recipeOf(id).energy });

const ON_YOURSELF = 'self';
const AT_ANOTHER = 'another';
const AT_ANYONE = 'anyone';
const MIRROR = 'magic-mirror';
const COUNTER: readonly Protection[] = ['counter-spell'];

addSpells([
  // The Advanced Game (DRA-3, DRA-11 … DRA-22): summons, Protection and Dispel Magic are never turned back (they have no target).
  advancedRow('summon-troll', { name: 'Summon Troll', target: ON_YOURSELF, stoppedBy: COUNTER, turnedBackBy: null, does: 'a troll with that health and attack fights for you; Shield and Protection block its attacks' }),
  advancedRow('summon-fire-elemental', {
    name: 'Summon Fire Elemental',
    target: ON_YOURSELF,
    stoppedBy: COUNTER,
    turnedBackBy: null,
    does: 'a fire elemental with that health and attack fights for you; Resist Heat blocks its attacks',
  }),
  advancedRow('summon-ice-elemental', {
    name: 'Summon Ice Elemental',
    target: ON_YOURSELF,
    stoppedBy: COUNTER,
    turnedBackBy: null,
    does: 'an ice elemental with that health and attack fights for you; Resist Cold blocks its attacks',
  }),
  advancedRow('protection', { name: 'Protection', target: ON_YOURSELF, stoppedBy: COUNTER, turnedBackBy: null, does: 'you are shielded as by Shield for that many turns' }),
  advancedRow('lightning-bolt', { name: 'Lightning Bolt', target: AT_ANOTHER, stoppedBy: COUNTER, turnedBackBy: MIRROR, does: 'the target loses that much health; Shield, Protection and Resists do not block it' }),
  advancedRow('poison', { name: 'Poison', target: AT_ANOTHER, stoppedBy: COUNTER, turnedBackBy: MIRROR, does: 'for that many turns the target loses that much health at each end of turn' }),
  advancedRow('fear', { name: 'Fear', target: AT_ANOTHER, stoppedBy: COUNTER, turnedBackBy: MIRROR, atMonsters: true, does: 'for that many turns the target casts nothing with Wyrm runes; a feared monster does not attack' }),
  advancedRow('charm', {
    name: 'Charm',
    target: AT_ANOTHER,
    stoppedBy: COUNTER,
    turnedBackBy: MIRROR,
    atMonsters: true,
    does: 'for that many turns you choose the card the target places, and it draws one card more at each end of turn; a charmed monster becomes yours',
  }),
  advancedRow('electric-touch', {
    name: 'Electric Touch',
    target: AT_ANYONE,
    stoppedBy: COUNTER,
    turnedBackBy: MIRROR,
    does: 'for that many turns a Hit or monster attack that lands on the target costs its attacker 1 health',
  }),
  advancedRow('remove-enchantment', {
    name: 'Remove Enchantment',
    target: AT_ANYONE,
    stoppedBy: COUNTER,
    turnedBackBy: MIRROR,
    atMonsters: true,
    does: 'every lasting effect on the target ends; a monster it aims at is destroyed',
  }),
  // A Counter Spell keeps its own wizard's effects (DRA-20): Dispel Magic checks it wizard by wizard.
  advancedRow('dispel-magic', {
    name: 'Dispel Magic',
    target: 'everyone',
    stoppedBy: COUNTER,
    turnedBackBy: null,
    does: 'every lasting effect ends on every wizard, you too, but one under a Counter Spell; every monster is destroyed',
  }),
]);
