/**
 * Health changes that land together (DR-8, DR-18, DR-29): a group's spells, the Advanced Game's
 * attacks of one card value (DRA-13), the poison at an end of turn (DRA-25). They are added up
 * first, then each wizard's health moves once, never above its starting health; then the wizards
 * at 0 die, all at once. A variant may land changes of its own in between and take more with the
 * dead (the Advanced Game's monsters and charms, advanced/monster-health.ts, DRA-14, DRA-17).
 */
import { tell } from './log';
import type { DuelingRunesState } from './state';

/** What a variant adds to health changes that land together. */
export interface HealthHooks {
  /** Lands the variant's changes `others` (per monster, by owner, DRA-13) once the wizards' health moved, before deaths are checked. */
  landOthers(s: DuelingRunesState, others: readonly number[], log: boolean): void;
  /** The wizards `died` have just died: what goes with them. */
  afterDeaths(s: DuelingRunesState, died: readonly number[], log: boolean): void;
}

/**
 * Lands the health changes `delta` (per wizard) and, with the variant's `hooks`, its changes
 * `others` (null in the basic game). Returns the wizards who died, or null if nobody did.
 */
export function landHealthChanges(s: DuelingRunesState, delta: readonly number[], others: readonly number[] | null, log: boolean, hooks: HealthHooks | null): number[] | null {
  const wizards = s.wizards;
  for (let w = 0; w < wizards.length; w++) {
    if (delta[w] === 0) continue;
    const wizard = wizards[w]!;
    wizard.health = Math.max(0, Math.min(wizard.maxHealth, wizard.health + delta[w]!));
  }
  if (others && hooks) hooks.landOthers(s, others, log);
  let died: number[] | null = null;
  for (let w = 0; w < wizards.length; w++) {
    const wizard = wizards[w]!;
    if (wizard.alive && wizard.health <= 0) {
      wizard.alive = false;
      (died ??= []).push(w);
      if (log) tell(s, { type: 'dies', wizard: w });
    }
  }
  if (died && others && hooks) hooks.afterDeaths(s, died, log);
  return died;
}
