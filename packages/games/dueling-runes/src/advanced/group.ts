/**
 * The Advanced Game's part of a group of spells taking effect (DR-8; spells.ts asks it through
 * the variant's `startGroup` hook): which removals and monsters land, Lightning Bolt's damage,
 * Electric Touch, and the lasting effects of the advanced spells (DRA-11 … DRA-22, effects.ts).
 */
import type { GroupEffects } from '../core/turn-hooks';
import type { DuelingRunesState } from '../core/state';
import { advancedResult, aimAtMonster, applyAdvancedEffect, groupFates, isRemoval, landMonsterEffects, landRemovals, landingOf } from './effects';
import { isTouched } from './lasting';
import { MONSTER_HEALTH } from './monster-health';
import { isAdvancedSpell } from './recipes';
import { readingOf, tableOf } from './tables';

/** The group about to take effect in `s`, its fates worked out once for the whole group. */
export function advancedGroup(s: DuelingRunesState): GroupEffects {
  const fates = groupFates(s);
  return {
    aimAtMonster: (d, delta, monsterDelta) => aimAtMonster(s, d, fates, delta, monsterDelta),
    // Lightning Bolt's damage is its counts' reading (DRA-3); the basic spells' is their power.
    damage: (d) => (d.counts && isAdvancedSpell(d.spell) ? readingOf(d.spell, 'damage', d.counts, tableOf(s.config)) : null),
    touched: (w) => isTouched(w, s.turn),
    result: (d, caster, target) => (isAdvancedSpell(d.spell) ? advancedResult(s, d, caster, target, fates) : null),
    landRemovals: () => landRemovals(s, fates),
    isRemoval,
    applyEffect: (d, target) => {
      if (!isAdvancedSpell(d.spell)) return false;
      applyAdvancedEffect(s, d, landingOf(s, d).caster, target, fates);
      return true;
    },
    landMonsterEffects: () => landMonsterEffects(s, fates),
    health: MONSTER_HEALTH,
  };
}
