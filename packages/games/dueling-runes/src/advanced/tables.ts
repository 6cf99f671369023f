/**
 * The Advanced Game's tables: every table the game has been played with, by name (config
 * `table`). A table is its recipes (DRA-3) and every rule a tuning may change; a duel keeps the
 * table it was set up with, so a record or a stored match replays under the table it was played
 * with, and a new duel takes the current one.
 *
 * A new table (after a balance study, DRA-9) is one more entry of `TABLES`: its recipe rows as
 * data and, where a rule reads differently, the name of one of the functions below (a new reading
 * is one more named function there). `CURRENT_TABLE` then names it. A table never changes once
 * games have been played with it.
 */
import { ENERGIES, type Phase, RUNE_ORDER, type Rune } from '../core/runes';
import { type RecipeRow, STARTING_HEALTH } from '../core/config';
import { type Protection, type Spell, addSpells, row } from '../core/spells-table';
import { type AdvancedSpellId, type Reading, type ReadingChange, type Recipe, type RecipeBook, type RuneCounts, STARTING_RECIPES, readingIn, recipeBook, spellIn, withReadings } from './recipes';

/**
 * Where a cast stands when its lasting effect's turns are counted: its turn, its phase (null: no
 * phase is resolving, as a view between phases shows it) and whether it is the haste mini-turn. A
 * duel's state is one; a view gives its `turn`, `phase` and `miniTurn`.
 */
export interface CastMoment {
  readonly turn: number;
  readonly phase: Phase | null;
  readonly mini: boolean;
}

/**
 * The lasting spells whose casting turn holds nothing left for them to act on once the Knot phase
 * of a regular turn is reached (DRA-33): Fear acts on Wyrm casts and monster attacks, Charm on
 * placements, Electric Touch on Hits and monster attacks — all of them before the Knot phase.
 * Protection (a Moon spell) and Poison (a Wyrm spell, which bites at the end of the turn) always
 * act in their casting turn, and after a haste mini-turn's Knot phase the regular turn follows.
 */
export const IDLE_AFTER_THE_KNOT_PHASE: readonly AdvancedSpellId[] = Object.freeze(['fear', 'charm', 'electric-touch']);

/** How many turns after the casting one a lasting effect starts counting its n turns (DRA-7, DRA-33). */
export type CountFrom = (spell: AdvancedSpellId, at: CastMoment) => number;

/** The ways a table counts a lasting effect's turns, by name. */
export const COUNTS_FROM = Object.freeze({
  /** DRA-7: the casting turn and the next n−1. */
  castingTurn: (() => 0) satisfies CountFrom,
  /** DRA-33: from the next turn when the casting turn holds nothing left for the effect to act on. */
  nextTurnWhenIdle: ((spell, at) => (!at.mini && at.phase === 'knot' && IDLE_AFTER_THE_KNOT_PHASE.includes(spell) ? 1 : 0)) satisfies CountFrom,
});

/** The names of every table, oldest first. */
export const TABLE_NAMES = ['original', 'lasting-from-next-turn', 'smaller-monster-attacks', 'poison-at-most-2', 'smaller-lightning-bolts', 'starting-health-20'] as const;
export type TableName = (typeof TABLE_NAMES)[number];

/** The table every Advanced Game was played with before tables had names. */
export const ORIGINAL_TABLE: TableName = 'original';
/** The table a new duel is set up with. */
export const CURRENT_TABLE: TableName = 'starting-health-20';

export interface AdvancedTable {
  readonly name: TableName;
  /** What this table changed from the one before it, in a sentence (docs/advanced-game.md, "Tables"). */
  readonly changes: string;
  readonly book: RecipeBook;
  /** How it counts a lasting effect's turns (a name of `COUNTS_FROM`). */
  readonly countsFrom: keyof typeof COUNTS_FROM;
  /** The health each wizard starts with when the config names none. */
  readonly startingHealth: number;
}

const table = (name: TableName, changes: string, recipes: readonly Recipe[], countsFrom: AdvancedTable['countsFrom'], startingHealth = STARTING_HEALTH): AdvancedTable =>
  Object.freeze({ name, changes, book: recipeBook(recipes), countsFrom, startingHealth });

/** A monster attacks for the smaller count of its summon's two energy types, not for one type's count. */
const MONSTERS_ATTACK_BY_THE_SMALLER: readonly ReadingChange[] = [
  { spell: 'summon-troll', reading: 'attack', of: ['suns', 'waves'], smallest: true },
  { spell: 'summon-fire-elemental', reading: 'attack', of: ['suns', 'leaves'], smallest: true },
  { spell: 'summon-ice-elemental', reading: 'attack', of: ['waves', 'leaves'], smallest: true },
];
/** Poison takes at most 2 health at each end of turn. */
const POISON_LOSS_AT_MOST_2: readonly ReadingChange[] = [{ spell: 'poison', reading: 'loss', atMost: 2 }];
/** Lightning Bolt's damage is the smaller of its Suns and Moons counts. */
const LIGHTNING_BOLT_BY_THE_SMALLER: readonly ReadingChange[] = [{ spell: 'lightning-bolt', reading: 'damage', of: ['suns', 'moons'], smallest: true }];

const SMALLER_MONSTER_ATTACKS = withReadings(STARTING_RECIPES, MONSTERS_ATTACK_BY_THE_SMALLER);
const POISON_AT_MOST_2 = withReadings(SMALLER_MONSTER_ATTACKS, POISON_LOSS_AT_MOST_2);
const SMALLER_LIGHTNING_BOLTS = withReadings(POISON_AT_MOST_2, LIGHTNING_BOLT_BY_THE_SMALLER);

export const TABLES: Readonly<Record<TableName, AdvancedTable>> = Object.freeze({
  original: table('original', 'The starting proposal of DRA-3; every lasting effect counts its casting turn (DRA-7).', STARTING_RECIPES, 'castingTurn'),
  'lasting-from-next-turn': table(
    'lasting-from-next-turn',
    'Fear, Charm and Electric Touch cast in the Knot phase of a regular turn count their turns from the next turn (DRA-33); the recipes are unchanged.',
    STARTING_RECIPES,
    'nextTurnWhenIdle',
  ),
  'smaller-monster-attacks': table(
    'smaller-monster-attacks',
    "A monster attacks for the smaller of its summon's two counts (a troll for the smaller of Suns and Waves, a fire elemental of Suns and Leaves, an ice elemental of Waves and Leaves); otherwise as lasting-from-next-turn.",
    SMALLER_MONSTER_ATTACKS,
    'nextTurnWhenIdle',
  ),
  'poison-at-most-2': table('poison-at-most-2', 'Poison takes at most 2 health at each end of turn; otherwise as smaller-monster-attacks.', POISON_AT_MOST_2, 'nextTurnWhenIdle'),
  'smaller-lightning-bolts': table(
    'smaller-lightning-bolts',
    "Lightning Bolt's damage is the smaller of its Suns and Moons counts; otherwise as poison-at-most-2.",
    SMALLER_LIGHTNING_BOLTS,
    'nextTurnWhenIdle',
  ),
  'starting-health-20': table(
    'starting-health-20',
    'Every wizard starts with 20 health unless the table sets another (DRA-34); the recipes and the counting of lasting effects are those of lasting-from-next-turn.',
    STARTING_RECIPES,
    'nextTurnWhenIdle',
    20,
  ),
});

/**
 * The table a duel plays with. The schema names one in every Advanced Game config it reads (the
 * current table unless the config chooses another), so a config without one was set up before
 * tables had names — a state stored then, say — and plays the original table.
 */
export function tableOf(config: { readonly table?: string; readonly recipes?: readonly RecipeRow[] }): AdvancedTable {
  const name = config.table ?? ORIGINAL_TABLE;
  if (!isTableName(name)) throw new RangeError(`no Advanced Game table is named "${name}": the tables are ${TABLE_NAMES.join(', ')}`);
  // A designer's rows (DRA-35), which the config schema checked and put in every table's order, on the named table's rules.
  return config.recipes ? { ...TABLES[name], book: recipeBook(config.recipes as readonly Recipe[]) } : TABLES[name];
}

export function isTableName(name: string): name is TableName {
  return (TABLE_NAMES as readonly string[]).includes(name);
}

/** The recipe of `spell` in a table (the current one unless named). */
export function recipeOf(spell: AdvancedSpellId, t: AdvancedTable = TABLES[CURRENT_TABLE]): Recipe {
  return t.book.bySpell.get(spell)!;
}

/** The advanced spells cast in `phase`, in the table's order. */
export function recipesOf(phase: Phase, t: AdvancedTable = TABLES[CURRENT_TABLE]): readonly Recipe[] {
  return t.book.byPhase[phase];
}

/** A reading of a cast (DRA-3): the counts of the types it lists, added up (0 if the spell has no such reading). */
export function readingOf(spell: AdvancedSpellId, reading: Reading, counts: RuneCounts, t: AdvancedTable = TABLES[CURRENT_TABLE]): number {
  return readingIn(t.book, spell, reading, counts);
}

/** The advanced spell a phase casts with exactly these energy types, if any (DRA-2: at most one). */
export function advancedSpellFor(phase: Phase, types: readonly Rune[], t: AdvancedTable = TABLES[CURRENT_TABLE]): AdvancedSpellId | null {
  return spellIn(t.book, phase, types);
}

/** The current table's rows (DRA-3), as the rules for players show them. */
/** The rune types a table's casts may spend as energy: Suns, Waves and Leaves, and every type one of its recipes names (DRA-2). */
export function energyRunesOfTable(t: AdvancedTable): readonly Rune[] {
  return RUNE_ORDER.filter((r) => (ENERGIES as readonly Rune[]).includes(r) || t.book.recipes.some((recipe) => recipe.energy.includes(r)));
}

export const RECIPES: readonly Recipe[] = TABLES[CURRENT_TABLE].book.recipes;

/** The first turn a lasting effect of `spell` cast at moment `at` counts among its n turns, in table `t` (DRA-7, DRA-33). */
export function firstTurnOf(t: AdvancedTable, spell: AdvancedSpellId, at: CastMoment): number {
  return at.turn + COUNTS_FROM[t.countsFrom](spell, at);
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
