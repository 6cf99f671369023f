/**
 * The spells, one row each, as RULES.md lists them under "The spells" (DR-5, DR-11 … DR-16): the
 * activation × energy grid gives each spell's phase, energy and target; the "spell | what it
 * does | stopped by" table its effect and what stops it; "Special spells from your hand" the two
 * spells cast from the hand. A test (spells-table.test.ts) reads those tables out of RULES.md and
 * checks every row here against them, so the two cannot drift apart.
 *
 * The rules' code asks this table what a cast makes (`spellOf`) and what stops or turns back a
 * spell (`stoppedBy`, `turnedBackBy`); it does not restate it.
 */
import { ENERGIES, type Energy, PHASES, type Phase, type Rune, energyIndex, phaseIndex } from './runes';

export type SpellId =
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

/** The spells that stand on a wizard and stop others (the "stopped by" column, DR-11, DR-16). */
export type Protection = Extract<SpellId, 'resist-cold' | 'resist-heat' | 'shield' | 'counter-spell'>;

/** Whom a spell may be aimed at (DR-9): its caster, another wizard, or anyone, the caster included. */
export type TargetKind = 'self' | 'another' | 'anyone';

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
  /** What it does, in the words of RULES.md ("n" is its power: the energy runes used). */
  does: string;
}

/** Builds one row; its id is its key in `SPELLS`. */
const row = <Id extends SpellId>(id: Id, spell: Omit<Spell, 'id'>): Spell & { id: Id } => Object.freeze({ id, ...spell });

const ON_YOURSELF = 'self';
const AT_ANOTHER = 'another';
const AT_ANYONE = 'anyone';
const MIRROR = 'magic-mirror';

export const SPELLS: Readonly<{ [Id in SpellId]: Spell & { id: Id } }> = Object.freeze({
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

/** Every spell, in the order of the table. */
export const SPELL_IDS = Object.keys(SPELLS) as readonly SpellId[];

export function spellName(id: SpellId): string {
  return SPELLS[id].name;
}

/** "Fire Ball (3)", "Shield": a spell with its power, as the log names it. */
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
