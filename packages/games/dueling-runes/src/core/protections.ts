/**
 * What keeps a spell from doing what its caster means, all of it public (DR-19): a target out of
 * reach (dead, invisible, DR-9, DR-13), Magic Mirrors that turn it back (DR-16, DR-27), and the
 * protection that stops it once it lands (the "stopped by" column of the spell table, DR-11). The
 * functions read only what a wizard has standing on it, so they work alike on a state's wizards
 * and on the wizards of a seat's view.
 */
import { type Protection, SPELLS, type SpellId } from './spells-table';

/** What stands on a wizard, as far as aiming at it and stopping spells go. */
export interface Standing extends Wards {
  alive: boolean;
  /** Invisibility holds from `invisibleFrom` to `invisibleUntil` inclusive (0: none, DR-13). */
  invisibleFrom: number;
  invisibleUntil: number;
  /** DR-13: in the turn Invisibility is cast on it, others' Knot spells of this card value or lower cannot aim at it (0: none). */
  veil: number;
  mirrored: boolean;
}

/** The protections standing on a wizard. */
export interface Wards {
  /** Last turn of Resist Cold / Resist Heat (0: none); each holds while the turn is not past it (DR-10). */
  resistColdUntil: number;
  resistHeatUntil: number;
  /** For the rest of this turn (DR-11, DR-16). */
  shielded: boolean;
  countered: boolean;
  /** The Advanced Game: the last turn of its Protection (0: none, DRA-21); absent in the basic game. */
  advanced?: { readonly protectionUntil: number };
}

/** A table to aim at: its wizards and the turn. */
export interface Aiming {
  wizards: readonly Standing[];
  turn: number;
}

/** A protection standing on a wizard, in words: "Bo resists heat", "you resist heat". */
export const PROTECTION_WORDS: Readonly<Record<Protection, { third: string; second: string }>> = Object.freeze({
  'resist-heat': { third: 'resists heat', second: 'resist heat' },
  'resist-cold': { third: 'resists cold', second: 'resist cold' },
  shield: { third: 'is shielded', second: 'are shielded' },
  'counter-spell': { third: 'is under a Counter Spell', second: 'are under a Counter Spell' },
  protection: { third: 'is protected', second: 'are protected' },
});

/** Does `protection` stand on a wizard in `turn`? */
export function protects(protection: Protection, w: Wards, turn: number): boolean {
  switch (protection) {
    case 'resist-cold':
      return w.resistColdUntil >= turn;
    case 'resist-heat':
      return w.resistHeatUntil >= turn;
    case 'shield':
      return w.shielded;
    case 'counter-spell':
      return w.countered;
    case 'protection':
      return isProtected(w, turn);
  }
}

/** Does a Protection stand on a wizard in `turn` (DRA-21)? */
export function isProtected(w: Wards, turn: number): boolean {
  return w.advanced !== undefined && w.advanced.protectionUntil >= turn;
}

/**
 * The protection that stops `spell` once it has reached `target`, or null: the first of its
 * "stopped by" that stands. Protection is a Shield that lasts (DRA-21): it stops what Shield
 * stops, and is named when no Shield of this turn stands.
 */
export function protectionAgainst(spell: SpellId, target: Wards, turn: number): Protection | null {
  // Most wizards have no protection standing: then nothing needs looking up.
  if (!target.shielded && !target.countered && target.resistColdUntil < turn && target.resistHeatUntil < turn && (target.advanced === undefined || target.advanced.protectionUntil < turn)) return null;
  for (const protection of SPELLS[spell].stoppedBy) {
    if (protects(protection, target, turn)) return protection;
    if (protection === 'shield' && isProtected(target, turn)) return 'protection';
  }
  return null;
}

/** Is wizard `w` invisible to others in `turn` (DR-13)? */
export function isInvisible(w: Pick<Standing, 'invisibleFrom' | 'invisibleUntil'>, turn: number): boolean {
  return w.invisibleFrom > 0 && w.invisibleFrom <= turn && turn <= w.invisibleUntil;
}

/**
 * Why a wizard cannot be aimed at (DR-9, DR-13): it is dead; it is invisible to others; or
 * Invisibility was cast on it this turn, veiling it from others' Knot spells of its card value or less.
 */
export type TargetProblem = 'dead' | 'invisible' | 'veiled';

/**
 * Why `caster` cannot aim a spell at `target` (DR-9, DR-13), or null if it can. `knotValue` is
 * the card value of a Knot spell (for Invisibility's protection in the turn it is cast), 0 for
 * other spells. The legal actions, the refusals and the guidance all ask this one question.
 */
export function targetProblem(table: Aiming, caster: number, target: number, knotValue: number): TargetProblem | null {
  const t = table.wizards[target]!;
  if (!t.alive) return 'dead';
  if (caster === target) return null;
  if (isInvisible(t, table.turn)) return 'invisible';
  return knotValue === 0 || knotValue > t.veil ? null : 'veiled';
}

/** Can `caster` aim a spell at `target` (DR-9, DR-13)? See `targetProblem`. */
export function canTarget(table: Aiming, caster: number, target: number, knotValue: number): boolean {
  return targetProblem(table, caster, target, knotValue) === null;
}

/** The health a spell that hurts takes from what it lands on (DR-11): a Hit 1, whatever its power; the others their power. */
export function lossOf(spell: SpellId, power: number): number {
  return spell === 'hit' ? 1 : power;
}

/**
 * The health a Wyrm spell that reaches wizard `target` takes from it: nothing when a protection
 * standing on it stops the spell (the spell table's "stopped by" column, DR-11, DR-16), else its loss.
 */
export function damage(spell: SpellId, power: number, target: Wards, turn: number): number {
  return protectionAgainst(spell, target, turn) === null ? lossOf(spell, power) : 0;
}

/** Where a spell lands once Magic Mirrors have turned it: its caster and target then. */
export interface Landing {
  caster: number;
  target: number;
  /**
   * How many mirrors turned it: 1, the target's, so that it lands on its caster, the mirror's
   * holder casting it; or 2, the target's and then the caster's own, so that it lands where it
   * was aimed.
   */
  turns: 1 | 2;
}

/**
 * Where Magic Mirrors send `spell`, cast by `caster` at `target` (DR-16, DR-27); null if no mirror
 * turns it, and it lands where it was aimed. A mirror on a target other than the caster turns it
 * back, the target becoming its caster; a mirror on the caster then turns it back again — and
 * there it stays, as each mirror turns a spell at most once.
 */
export function turnedBack(wizards: readonly Standing[], spell: SpellId, caster: number, target: number): Landing | null {
  if (target === caster || !wizards[target]!.mirrored || SPELLS[spell].turnedBackBy === null) return null;
  return wizards[caster]!.mirrored ? { caster, target, turns: 2 } : { caster: target, target: caster, turns: 1 };
}

/** The wizards whose mirrors turned a spell, in the order they turned it. */
export function mirrorsOf(landing: Landing): number[] {
  return landing.turns === 1 ? [landing.caster] : [landing.target, landing.caster];
}
