/**
 * Health changes that land together (DR-8, DR-18, DR-29): a group's spells, the Advanced Game's
 * attacks of one card value (DRA-13), the poison at an end of turn (DRA-25). They are added up
 * first, then each wizard's health moves once, never above its starting health; then the wizards
 * at 0 die, all at once. In the Advanced Game a monster's health moves too, never above its
 * summoned health, and at 0 it is destroyed at once; a wizard's monster dies with it, and so do
 * the charms it held and the charm on it (DRA-14, DRA-17).
 */
import { freeFromCharm } from '../advanced/wizard';
import { endCharmsOf } from '../advanced/charm';
import { tell } from './log';
import type { DuelingRunesState } from './state';

/** Destroys wizard `owner`'s monster, if it has one, saying why in the log. */
function destroyMonster(s: DuelingRunesState, owner: number, why: 'slain' | 'with-owner', log: boolean): void {
  const a = s.wizards[owner]!.advanced;
  if (!a?.monster) return;
  if (log) tell(s, { type: 'monster-gone', owner, monster: a.monster.kind, why });
  a.monster = null;
}

/**
 * Lands the health changes `delta` (per wizard) and, in the Advanced Game, `monsterDelta` (per
 * monster, by owner; null in the basic game, which has no monsters and no charms). Returns the
 * wizards who died, or null if nobody did.
 */
export function landHealthChanges(s: DuelingRunesState, delta: readonly number[], monsterDelta: readonly number[] | null, log: boolean): number[] | null {
  const wizards = s.wizards;
  for (let w = 0; w < wizards.length; w++) {
    if (delta[w] === 0) continue;
    const wizard = wizards[w]!;
    wizard.health = Math.max(0, Math.min(wizard.maxHealth, wizard.health + delta[w]!));
  }
  if (monsterDelta) {
    for (let owner = 0; owner < wizards.length; owner++) {
      const m = wizards[owner]!.advanced?.monster;
      if (!m || monsterDelta[owner] === 0) continue;
      m.health = Math.max(0, Math.min(m.maxHealth, m.health + monsterDelta[owner]!));
      if (m.health === 0) destroyMonster(s, owner, 'slain', log);
    }
  }
  let died: number[] | null = null;
  for (let w = 0; w < wizards.length; w++) {
    const wizard = wizards[w]!;
    if (wizard.alive && wizard.health <= 0) {
      wizard.alive = false;
      (died ??= []).push(w);
      if (log) tell(s, { type: 'dies', wizard: w });
    }
  }
  if (died && monsterDelta) {
    for (const w of died) {
      destroyMonster(s, w, 'with-owner', log);
      endCharmsOf(s, w);
      freeFromCharm(wizards[w]!.advanced!);
    }
  }
  return died;
}
