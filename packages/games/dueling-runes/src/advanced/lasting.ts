/**
 * The Advanced Game's lasting effects (DRA-7, DRA-15 … DRA-23): Protection, Poison, Fear, Charm
 * and Electric Touch last "for n turns" — the casting turn and the next n−1 — each kept as the last
 * turn it holds (0: none). Casting one again keeps the longer time (and Poison the larger loss).
 * Remove Enchantment and Dispel Magic end them; at the end of a turn poison takes its losses and
 * the effects whose last turn it was end (DRA-25).
 */
import { type AdvancedWizard, type Afflictions, freeFromCharm } from './wizard';
import type { EffectView } from '../core/effects';
import type { Wizard } from '../core/state';

/** The last turn of an effect of `turns` turns counted from turn `first`, kept against the one already standing (DRA-7, DRA-23, DRA-33). */
export function lastTurnOf(standing: number, first: number, turns: number): number {
  return Math.max(standing, first + turns - 1);
}

export function isFeared(a: Afflictions, turn: number): boolean {
  return a.fearUntil >= turn;
}

export function isPoisoned(a: Afflictions, turn: number): boolean {
  return a.poisonUntil >= turn;
}

/** Does an Electric Touch stand on the wizard (DRA-18)? A wizard of a state, or one of a view with its timers. */
export function isTouched(w: { readonly advanced?: { readonly touchUntil: number } }, turn: number): boolean {
  return w.advanced !== undefined && w.advanced.touchUntil >= turn;
}

/** The Poison on a wizard or monster once a new one of `turns` turns (counted from turn `first`) and `loss` lands in turn `turn`: the longer time, the larger loss (DRA-15). */
export function poisonAfter(a: Afflictions, turn: number, first: number, turns: number, loss: number): Poisoning {
  return isPoisoned(a, turn) ? { until: lastTurnOf(a.poisonUntil, first, turns), loss: Math.max(a.poisonLoss, loss) } : { until: first + turns - 1, loss };
}

export interface Poisoning {
  readonly until: number;
  readonly loss: number;
}

export function poison(a: Afflictions, after: Poisoning): void {
  a.poisonUntil = after.until;
  a.poisonLoss = after.loss;
}

/** The effects a view shows that Remove Enchantment and Dispel Magic leave standing: the special spells are not lasting effects (DRA-19). */
export const OUTLASTS_REMOVAL: readonly EffectView['kind'][] = Object.freeze(['counter-spell', 'magic-mirror']);

/**
 * Remove Enchantment on a wizard (DRA-19): Resist Cold, Resist Heat, Shield, Protection, Haste,
 * Invisibility with its same-turn veil, Confusion, Poison, Fear, Electric Touch and being charmed
 * end. Face-down cards stay face down; Counter Spell and Magic Mirror are not lasting effects.
 */
export function removeEnchantment(w: Wizard): void {
  w.resistColdUntil = w.resistHeatUntil = 0;
  w.shielded = false;
  w.hasteFrom = w.hasteUntil = 0;
  w.invisibleFrom = w.invisibleUntil = 0;
  w.veil = 0;
  w.confusedTurn = 0;
  const a = w.advanced!;
  a.protectionUntil = a.touchUntil = 0;
  a.poisonUntil = a.poisonLoss = a.fearUntil = 0;
  freeFromCharm(a);
}

/** The end of turn `turn` (DRA-25): the effects whose last turn it was end, on the wizard and its monster. */
export function endExpired(a: AdvancedWizard, turn: number): void {
  if (a.protectionUntil <= turn) a.protectionUntil = 0;
  if (a.touchUntil <= turn) a.touchUntil = 0;
  if (a.charmUntil <= turn) freeFromCharm(a);
  endExpiredAfflictions(a, turn);
  if (a.monster) endExpiredAfflictions(a.monster, turn);
}

function endExpiredAfflictions(a: Afflictions, turn: number): void {
  if (a.poisonUntil <= turn) a.poisonUntil = a.poisonLoss = 0;
  if (a.fearUntil <= turn) a.fearUntil = 0;
}
