/**
 * The Advanced Game's part of health changes that land together (core/health.ts): a monster's
 * health moves too, never above its summoned health, and at 0 it is destroyed at once; a wizard's
 * monster dies with it, and so do the charms it held and the charm on it (DRA-14, DRA-17).
 */
import type { HealthHooks } from '../core/health';
import { tell } from '../core/log';
import type { DuelingRunesState } from '../core/state';
import { endCharmsOf } from './charm';
import { freeFromCharm } from './wizard';

/** Destroys wizard `owner`'s monster, if it has one, saying why in the log. */
function destroyMonster(s: DuelingRunesState, owner: number, why: 'slain' | 'with-owner', log: boolean): void {
  const a = s.wizards[owner]!.advanced;
  if (!a?.monster) return;
  if (log) tell(s, { type: 'monster-gone', owner, monster: a.monster.kind, why });
  a.monster = null;
}

export const MONSTER_HEALTH: HealthHooks = Object.freeze<HealthHooks>({
  // `monsterDelta`: the changes per monster, by owner.
  landOthers(s, monsterDelta, log) {
    const wizards = s.wizards;
    for (let owner = 0; owner < wizards.length; owner++) {
      const m = wizards[owner]!.advanced?.monster;
      if (!m || monsterDelta[owner] === 0) continue;
      m.health = Math.max(0, Math.min(m.maxHealth, m.health + monsterDelta[owner]!));
      if (m.health === 0) destroyMonster(s, owner, 'slain', log);
    }
  },
  afterDeaths(s, died, log) {
    for (const w of died) {
      destroyMonster(s, w, 'with-owner', log);
      endCharmsOf(s, w);
      freeFromCharm(s.wizards[w]!.advanced!);
    }
  },
});
