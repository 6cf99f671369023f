/**
 * The spells, one row each, as RULES.md lists them under "The spells" (DR-5, DR-11 … DR-16): the
 * activation × energy grid gives each spell's phase, energy and target; the "spell | what it
 * does | stopped by" table its effect and what stops it; "Special spells from your hand" the two
 * spells cast from the hand; the Advanced Game's spells follow, their phase and energy taken from
 * the recipe table (advanced-recipes.ts), their effect from "The advanced spells". A test
 * (spells-table.test.ts) reads those tables out of RULES.md and checks every row here against
 * them, so the two cannot drift apart.
 *
 * The rules' code asks this table what a cast makes (`spellOf`) and what stops or turns back a
 * spell (`stoppedBy`, `turnedBackBy`); it does not restate it.
 */
import type { AdvancedSpellId } from '../advanced/recipes';
import { recipeOf } from '../advanced/tables';

export type { AdvancedSpellId } from '../advanced/recipes';
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

/** Every spell: the basic game's and the Advanced Game's (DRA-3). */
export type SpellId = BasicSpellId | AdvancedSpellId;

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
const row = <Id extends SpellId>(id: Id, spell: Omit<Spell, 'id' | 'atMonsters'> & { atMonsters?: boolean }): Spell & { id: Id } =>
  Object.freeze({ id, ...spell, atMonsters: spell.atMonsters ?? spell.phase === 'wyrm' });

/** An advanced spell's row: its phase and energy are its recipe's in the current table (DRA-3), as the rules for players show it. */
const advancedRow = <Id extends AdvancedSpellId>(id: Id, spell: Omit<Spell, 'id' | 'phase' | 'energy' | 'atMonsters'> & { atMonsters?: boolean }): Spell & { id: Id } =>
  row(id, { ...spell, phase: recipeOf(id).phase, energy: recipeOf(id).energy });

const ON_YOURSELF = 'self';
const AT_ANOTHER = 'another';
const AT_ANYONE = 'anyone';
const MIRROR = 'magic-mirror';
const COUNTER: readonly Protection[] = ['counter-spell'];

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

export const SPELLS: Readonly<{ [Id in SpellId]: Spell & { id: Id } }> = Object.freeze({
  ...BASIC_SPELLS,
  // The Advanced Game (DRA-3, DRA-11 … DRA-22): summons, Protection and Dispel Magic are never turned back (they have no target).
  'summon-troll': advancedRow('summon-troll', { name: 'Summon Troll', target: ON_YOURSELF, stoppedBy: COUNTER, turnedBackBy: null, does: 'a troll with that health and attack fights for you; Shield and Protection block its attacks' }),
  'summon-fire-elemental': advancedRow('summon-fire-elemental', {
    name: 'Summon Fire Elemental',
    target: ON_YOURSELF,
    stoppedBy: COUNTER,
    turnedBackBy: null,
    does: 'a fire elemental with that health and attack fights for you; Resist Heat blocks its attacks',
  }),
  'summon-ice-elemental': advancedRow('summon-ice-elemental', {
    name: 'Summon Ice Elemental',
    target: ON_YOURSELF,
    stoppedBy: COUNTER,
    turnedBackBy: null,
    does: 'an ice elemental with that health and attack fights for you; Resist Cold blocks its attacks',
  }),
  protection: advancedRow('protection', { name: 'Protection', target: ON_YOURSELF, stoppedBy: COUNTER, turnedBackBy: null, does: 'you are shielded as by Shield for that many turns' }),
  'lightning-bolt': advancedRow('lightning-bolt', { name: 'Lightning Bolt', target: AT_ANOTHER, stoppedBy: COUNTER, turnedBackBy: MIRROR, does: 'the target loses that much health; Shield, Protection and Resists do not block it' }),
  poison: advancedRow('poison', { name: 'Poison', target: AT_ANOTHER, stoppedBy: COUNTER, turnedBackBy: MIRROR, does: 'for that many turns the target loses that much health at each end of turn' }),
  fear: advancedRow('fear', { name: 'Fear', target: AT_ANOTHER, stoppedBy: COUNTER, turnedBackBy: MIRROR, atMonsters: true, does: 'for that many turns the target casts nothing with Wyrm runes; a feared monster does not attack' }),
  charm: advancedRow('charm', {
    name: 'Charm',
    target: AT_ANOTHER,
    stoppedBy: COUNTER,
    turnedBackBy: MIRROR,
    atMonsters: true,
    does: 'for that many turns you choose the card the target places, and it draws one card more at each end of turn; a charmed monster becomes yours',
  }),
  'electric-touch': advancedRow('electric-touch', {
    name: 'Electric Touch',
    target: AT_ANYONE,
    stoppedBy: COUNTER,
    turnedBackBy: MIRROR,
    does: 'for that many turns a Hit or monster attack that lands on the target costs its attacker 1 health',
  }),
  'remove-enchantment': advancedRow('remove-enchantment', {
    name: 'Remove Enchantment',
    target: AT_ANYONE,
    stoppedBy: COUNTER,
    turnedBackBy: MIRROR,
    atMonsters: true,
    does: 'every lasting effect on the target ends; a monster it aims at is destroyed',
  }),
  // A Counter Spell keeps its own wizard's effects (DRA-20): Dispel Magic checks it wizard by wizard.
  'dispel-magic': advancedRow('dispel-magic', {
    name: 'Dispel Magic',
    target: 'everyone',
    stoppedBy: COUNTER,
    turnedBackBy: null,
    does: 'every lasting effect ends on every wizard, you too, but one under a Counter Spell; every monster is destroyed',
  }),
});

/** Every spell, in the order of the table: the basic game's, the special spells, then the Advanced Game's. */
export const SPELL_IDS = Object.keys(SPELLS) as readonly SpellId[];

/** The spells of the basic game, the special spells included, in the order of the table. */
export const BASIC_SPELL_IDS = Object.keys(BASIC_SPELLS) as readonly BasicSpellId[];

/**
 * The spells cast by name with the runes of each type they use (the Advanced Game's, DRA-2,
 * DRA-3), in the order of the table: every spell but the basic game's.
 */
export const SPELLS_CAST_BY_NAME = SPELL_IDS.filter((id) => !Object.hasOwn(BASIC_SPELLS, id)) as readonly AdvancedSpellId[];

/** Is `id` a spell cast by name (`SPELLS_CAST_BY_NAME`)? */
export function isCastByName(id: string): id is AdvancedSpellId {
  return Object.hasOwn(SPELLS, id) && !Object.hasOwn(BASIC_SPELLS, id);
}

/** The spell cast by name whose energy is exactly these types, in a phase (DRA-2: at most one), or null. */
export function spellCastWith(phase: Phase, types: readonly Rune[]): AdvancedSpellId | null {
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
