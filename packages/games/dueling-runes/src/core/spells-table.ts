/**
 * The spells, one row each, as RULES.md lists them under "The spells" (DR-5, DR-11 … DR-16): the
 * activation × energy grid gives each spell's phase, energy and target; the "spell | what it
 * does | stopped by" table its effect and what stops it; "Special spells from your hand" the two
 * spells cast from the hand; the Advanced Game's spells follow, their phase and energy taken from
 * the recipe table (advanced/recipes.ts), their effect from "The advanced spells". A test
 * (spells-table.test.ts) reads those tables out of RULES.md and checks every row against them,
 * so the two cannot drift apart.
 *
 * This file holds the basic game's rows; a variant adds its own spells (`addSpells`, the Advanced
 * Game's from advanced/recipes.ts), whose ids it names in `SpellsAdded`.
 *
 * The rules' code asks this table what a cast makes (`spellOf`) and what stops or turns back a
 * spell (`stoppedBy`, `turnedBackBy`); it does not restate it.
 */
import { ENERGIES, type Energy, PHASES, type Phase, type Rune, energyIndex, phaseIndex } from './runes';

/** The spells of the basic game, the two special spells included. */
export type BasicSpellId =
  | 'resist-cold'
  | 'resist-heat'
  | 'heal'
  | 'shield'
  | 'fire-ball'
  | 'ice-bolt'
  | 'drain'
  | 'hit'
  | 'haste'
  | 'invisibility'
  | 'amnesia'
  | 'confusion'
  | 'counter-spell'
  | 'magic-mirror';

/**
 * The spells a variant adds to the table, cast by name with the runes of each type they use (the
 * Advanced Game's, DRA-2, DRA-3), as keys: each variant's folder adds its ids by declaration
 * merging (`declare module '../core/spells-table'`) and its rows with `addSpells`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an open slot that variants fill by declaration merging
export interface SpellsAdded {}

/** A spell a variant adds (`SpellsAdded`): cast by name with the runes of each type it uses. */
export type SpellCastByName = Extract<keyof SpellsAdded, string>;

/** Every spell: the basic game's and the variants' (the Advanced Game's, DRA-3). */
export type SpellId = BasicSpellId | SpellCastByName;

/** The spells that stand on a wizard and stop others (the "stopped by" column, DR-11, DR-16; Protection, DRA-21). */
export type Protection = Extract<SpellId, 'resist-cold' | 'resist-heat' | 'shield' | 'counter-spell' | 'protection'>;

/**
 * Whom a spell may be aimed at (DR-9): its caster, another wizard, or anyone, the caster included;
 * Dispel Magic names no one and reaches everyone (DRA-20).
 */
export type TargetKind = 'self' | 'another' | 'anyone' | 'everyone';

export interface Spell {
  id: SpellId;
  /** Its name in the rules. */
  name: string;
  /** The row of the spell table: the phase whose activation rune casts it; null for a spell cast from the hand (DR-16). */
  phase: Phase | null;
  /**
   * The energy runes that power it, one of each type it needs: one for a spell of the Suns, Waves
   * or Leaves column, none for the "no energy" column and the special spells (DR-5). The Advanced
   * Game's recipes combine two or three types (DRA-2).
   */
  energy: readonly Rune[];
  target: TargetKind;
  /** What stops it once it reaches its target, in the order RULES.md names them (DR-11, DR-16, DR-27). */
  stoppedBy: readonly Protection[];
  /** What turns it back on its caster when another wizard casts it on the target (DR-16, DR-27). */
  turnedBackBy: 'magic-mirror' | null;
  /** In the Advanced Game, may it be aimed at another wizard's monster (DRA-6, DRA-11)? */
  atMonsters: boolean;
  /** What it does, in the words of RULES.md ("n" is its power: the energy runes used). */
  does: string;
}

/** Builds one row; its id is its key in `SPELLS`. Only Wyrm spells aim at monsters unless the row says so. */
export const row = <Id extends SpellId>(id: Id, spell: Omit<Spell, 'id' | 'atMonsters'> & { atMonsters?: boolean }): Spell & { id: Id } =>
  Object.freeze({ id, ...spell, atMonsters: spell.atMonsters ?? spell.phase === 'wyrm' });

const ON_YOURSELF = 'self';
const AT_ANOTHER = 'another';
const AT_ANYONE = 'anyone';
const MIRROR = 'magic-mirror';

/** The basic game's rows, the special spells included. */
const BASIC_SPELLS: Readonly<{ [Id in BasicSpellId]: Spell & { id: Id } }> = Object.freeze({
  // Moon — on yourself.
  'resist-cold': row('resist-cold', { name: 'Resist Cold', phase: 'moon', energy: ['suns'], target: ON_YOURSELF, stoppedBy: ['counter-spell'], turnedBackBy: MIRROR, does: 'Ice Bolts cannot hurt you, this turn and the next n−1' }),
  'resist-heat': row('resist-heat', { name: 'Resist Heat', phase: 'moon', energy: ['waves'], target: ON_YOURSELF, stoppedBy: ['counter-spell'], turnedBackBy: MIRROR, does: 'Fire Balls cannot hurt you, this turn and the next n−1' }),
  heal: row('heal', { name: 'Heal', phase: 'moon', energy: ['leaves'], target: ON_YOURSELF, stoppedBy: ['counter-spell'], turnedBackBy: MIRROR, does: 'you gain n health, never above your starting health' }),
  shield: row('shield', { name: 'Shield', phase: 'moon', energy: [], target: ON_YOURSELF, stoppedBy: ['counter-spell'], turnedBackBy: MIRROR, does: 'blocks Hits, Drains and Confusions aimed at you, for the rest of the turn' }),
  // Wyrm — at another wizard.
  'fire-ball': row('fire-ball', { name: 'Fire Ball', phase: 'wyrm', energy: ['suns'], target: AT_ANOTHER, stoppedBy: ['resist-heat'], turnedBackBy: MIRROR, does: 'the target loses n health' }),
  'ice-bolt': row('ice-bolt', { name: 'Ice Bolt', phase: 'wyrm', energy: ['waves'], target: AT_ANOTHER, stoppedBy: ['resist-cold'], turnedBackBy: MIRROR, does: 'the target loses n health' }),
  drain: row('drain', { name: 'Drain', phase: 'wyrm', energy: ['leaves'], target: AT_ANOTHER, stoppedBy: ['shield', 'counter-spell'], turnedBackBy: MIRROR, does: 'the target loses n health and you gain n' }),
  hit: row('hit', { name: 'Hit', phase: 'wyrm', energy: [], target: AT_ANOTHER, stoppedBy: ['shield'], turnedBackBy: MIRROR, does: 'the target loses 1 health' }),
  // Knot — at anyone, you too.
  haste: row('haste', { name: 'Haste', phase: 'knot', energy: ['suns'], target: AT_ANYONE, stoppedBy: ['counter-spell'], turnedBackBy: MIRROR, does: 'for n turns from next turn, the target also plays the haste mini-turn (an extra card first)' }),
  invisibility: row('invisibility', {
    name: 'Invisibility',
    phase: 'knot',
    energy: ['waves'],
    target: AT_ANYONE,
    stoppedBy: ['counter-spell'],
    turnedBackBy: MIRROR,
    does: 'for n turns from next turn, nobody else can aim at the target; this turn it already hides from Knot spells of lower or equal card value',
  }),
  amnesia: row('amnesia', { name: 'Amnesia', phase: 'knot', energy: ['leaves'], target: AT_ANYONE, stoppedBy: ['counter-spell'], turnedBackBy: MIRROR, does: "you turn n face-up cards of the target's sequence face down: they give no runes" }),
  confusion: row('confusion', { name: 'Confusion', phase: 'knot', energy: [], target: AT_ANYONE, stoppedBy: ['shield', 'counter-spell'], turnedBackBy: MIRROR, does: "next turn the target's cards are picked from its hand at random" }),
  // Special spells, cast from the hand: Counter Spell does not stop them (DR-27).
  'counter-spell': row('counter-spell', { name: 'Counter Spell', phase: null, energy: [], target: AT_ANYONE, stoppedBy: [], turnedBackBy: MIRROR, does: 'For the rest of the turn its target is untouched by Moon spells, Knot spells and Drain, even its own.' }),
  'magic-mirror': row('magic-mirror', { name: 'Magic Mirror', phase: null, energy: [], target: AT_ANYONE, stoppedBy: [], turnedBackBy: MIRROR, does: 'For the rest of the turn every spell another wizard casts on its target turns back on that caster.' }),
});

type SpellTable = Readonly<{ [Id in SpellId]: Spell & { id: Id } }>;

/**
 * Every spell by id: the basic game's rows, then those the variants add (`addSpells`, which makes
 * the table anew: an object built whole is read faster than one grown key by key, and the rules
 * read it at every step).
 */
export let SPELLS: SpellTable = BASIC_SPELLS as SpellTable;

/** Every spell, in the order of the table: the basic game's, the special spells, then the variants' (the Advanced Game's). */
export const SPELL_IDS: readonly SpellId[] = Object.keys(SPELLS) as SpellId[];

/** The spells of the basic game, the special spells included, in the order of the table. */
export const BASIC_SPELL_IDS = Object.keys(BASIC_SPELLS) as readonly BasicSpellId[];

/**
 * The spells cast by name with the runes of each type they use (the Advanced Game's, DRA-2,
 * DRA-3), in the order of the table: every spell but the basic game's.
 */
export const SPELLS_CAST_BY_NAME: readonly SpellCastByName[] = [];

/**
 * A variant adds its spells' rows to the table (the Advanced Game's, DRA-3), in its order, once,
 * as its folder loads; their ids are in `SpellsAdded`.
 */
export function addSpells(rows: readonly (Spell & { id: SpellCastByName })[]): void {
  for (const spell of rows) if (Object.hasOwn(SPELLS, spell.id)) throw new Error(`the spell table has a row for ${spell.id} already`);
  SPELLS = Object.freeze(Object.fromEntries([...Object.entries(SPELLS), ...rows.map((spell) => [spell.id, spell])])) as SpellTable;
  for (const spell of rows) {
    (SPELL_IDS as SpellId[]).push(spell.id);
    (SPELLS_CAST_BY_NAME as SpellCastByName[]).push(spell.id);
  }
}

/** Is `id` a spell cast by name (`SPELLS_CAST_BY_NAME`)? */
export function isCastByName(id: string): id is SpellCastByName {
  return Object.hasOwn(SPELLS, id) && !Object.hasOwn(BASIC_SPELLS, id);
}

/** The spell cast by name whose energy is exactly these types, in a phase (DRA-2: at most one), or null. */
export function spellCastWith(phase: Phase, types: readonly Rune[]): SpellCastByName | null {
  const wanted = new Set(types);
  return SPELLS_CAST_BY_NAME.find((id) => SPELLS[id].phase === phase && SPELLS[id].energy.length === wanted.size && SPELLS[id].energy.every((t) => wanted.has(t))) ?? null;
}

export function spellName(id: SpellId): string {
  return SPELLS[id].name;
}

/** "Fire Ball (3)", "Shield": a basic spell with its power, as the log names it. */
export function spellLabel(id: SpellId, power: number): string {
  const spell = SPELLS[id];
  return spell.energy.length === 0 ? spell.name : `${spell.name} (${power})`;
}

/** The energy type of a spell of the basic table, null for the "no energy" column and the special spells. */
export function energyOf(id: SpellId): Energy | null {
  return (SPELLS[id].energy[0] as Energy | undefined) ?? null;
}

/** The spell table's grid (DR-5): by phase and energy type (`phaseIndex`, `energyIndex`), the spell a cast makes. */
const GRID: readonly (readonly SpellId[])[] = PHASES.map((phase) =>
  [...ENERGIES, null].map((energy) => SPELL_IDS.find((id) => SPELLS[id].phase === phase && SPELLS[id].energy.length === (energy === null ? 0 : 1) && (energy === null || SPELLS[id].energy[0] === energy))!),
);

/** The spell a cast makes: the activation rune picks the row, the energy type the column (DR-5). */
export function spellOf(phase: Phase, energy: Energy | null): SpellId {
  return GRID[phaseIndex(phase)]![energyIndex(energy)]!;
}

/** The names laid out as the grid of DR-5, [phase][Suns, Waves, Leaves, no energy], for clients that read the grid by position. */
export const SPELL_NAMES: readonly (readonly string[])[] = GRID.map((row) => row.map(spellName));
