/**
 * The Advanced Game's steps of the end of a turn (DRA-25), around the basic game's (turn.ts, DR-8
 * step 4): poison takes its losses from wizards and monsters, and those it kills die together
 * (DR-29); at the draws a charmed wizard draws one card more; then the effects whose last turn it
 * was end.
 */
import { charmerOf } from './charm';
import { landHealthChanges } from '../core/health';
import { MONSTER_HEALTH } from './monster-health';
import { endExpired, isPoisoned } from './lasting';
import { tell } from '../core/log';
import type { DuelingRunesState, Wizard } from '../core/state';

/** Poison's losses at the end of the turn (DRA-15), landing together. Returns the wizards who died, or null. */
export function poisonAtEndOfTurn(s: DuelingRunesState, log: boolean): number[] | null {
  const delta = s.wizards.map(() => 0);
  const monsterDelta = s.wizards.map(() => 0);
  let any = false;
  s.wizards.forEach((w, i) => {
    const a = w.advanced!;
    if (w.alive && isPoisoned(a, s.turn)) {
      delta[i] = -a.poisonLoss;
      if (log) tell(s, { type: 'poison', on: i, amount: a.poisonLoss });
      any = true;
    }
    if (w.alive && a.monster && isPoisoned(a.monster, s.turn)) {
      monsterDelta[i] = -a.monster.poisonLoss;
      if (log) tell(s, { type: 'poison', on: i, monster: a.monster.kind, amount: a.monster.poisonLoss });
      any = true;
    }
  });
  return any ? landHealthChanges(s, delta, monsterDelta, log, MONSTER_HEALTH) : null;
}

/** The cards a wizard draws beyond the usual at this end of turn: one while charmed (DRA-17). */
export function extraDraws(s: DuelingRunesState, w: Wizard): number {
  return w.advanced && charmerOf(s, w) >= 0 ? 1 : 0;
}

/** The effects whose last turn this was end (DRA-25). */
export function endLastingEffects(s: DuelingRunesState): void {
  for (const w of s.wizards) endExpired(w.advanced!, s.turn);
}
