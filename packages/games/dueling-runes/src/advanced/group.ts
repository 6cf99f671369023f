/**
 * The Advanced Game's part of a group of spells taking effect (DR-8; spells.ts asks it through
 * the variant's `startGroup` hook): which removals and monsters land, Lightning Bolt's damage,
 * Electric Touch, and the lasting effects of the advanced spells (DRA-11 … DRA-22, effects.ts).
 */
import type { GroupEffects } from '../core/turn-hooks';
import type { Declaration, DuelingRunesState, Wizard } from '../core/state';
import type { SpellResult } from '../core/log';
import { type GroupFates, advancedResult, aimAtMonster, applyAdvancedEffect, groupFates, isRemoval, landMonsterEffects, landRemovals, landingOf } from './effects';
import { isTouched } from './lasting';
import { MONSTER_HEALTH } from './monster-health';
import { isAdvancedSpell } from './recipes';
import { readingOf, tableOf } from './tables';

/** The group about to take effect in `s`, its fates worked out once for the whole group. */
export function advancedGroup(s: DuelingRunesState): GroupEffects {
  return new AdvancedGroup(s, groupFates(s));
}

/** One group's part in the Advanced Game (a class: a group of every playout step makes one object, its methods shared). */
class AdvancedGroup implements GroupEffects {
  readonly health = MONSTER_HEALTH;
  private readonly s: DuelingRunesState;
  private readonly fates: GroupFates;

  constructor(s: DuelingRunesState, fates: GroupFates) {
    this.s = s;
    this.fates = fates;
  }

  aimAtMonster(d: Declaration, delta: number[], monsterDelta: number[]): SpellResult {
    return aimAtMonster(this.s, d, this.fates, delta, monsterDelta);
  }

  /** Lightning Bolt's damage is its counts' reading (DRA-3); the basic spells' is their power. */
  damage(d: Declaration): number | null {
    return d.counts && isAdvancedSpell(d.spell) ? readingOf(d.spell, 'damage', d.counts, tableOf(this.s.config)) : null;
  }

  touched(w: Wizard): boolean {
    return isTouched(w, this.s.turn);
  }

  result(d: Declaration, caster: number, target: number): SpellResult | null {
    return isAdvancedSpell(d.spell) ? advancedResult(this.s, d, caster, target, this.fates) : null;
  }

  landRemovals(): void {
    landRemovals(this.s, this.fates);
  }

  isRemoval(d: Declaration): boolean {
    return isRemoval(d);
  }

  applyEffect(d: Declaration, target: number): boolean {
    if (!isAdvancedSpell(d.spell)) return false;
    applyAdvancedEffect(this.s, d, landingOf(this.s, d).caster, target, this.fates);
    return true;
  }

  landMonsterEffects(): void {
    landMonsterEffects(this.s, this.fates);
  }
}
