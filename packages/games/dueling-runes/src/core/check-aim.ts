/**
 * The aiming rules every targeted action shares (DR-9, DR-13): the target is a wizard of this duel,
 * alive, and not hidden from the caster. `targetProblem` (protections.ts) is the one question the
 * legal casts, special spells and attacks are listed by; these put its answer in words.
 */
import { type TargetProblem, targetProblem } from './protections';
import { type Problem, illegal } from './problem';
import type { DuelingRunesState } from './state';
import { listOf } from './words';

/** There is no wizard `target` in this duel. */
export function noSuchWizard(s: DuelingRunesState, target: number): Problem {
  const wizards = listOf(s.wizards.map((w, i) => `${i + 1} ${w.name}`));
  return illegal('no-such-wizard', `There is no wizard ${target + 1}: the wizards are ${wizards}`, { target: target + 1 });
}

/** Why wizard `target` is out of reach (`why`, DR-9, DR-13); `knotValue`: the card value of a Knot spell, 0 for others. */
export function outOfReach(s: DuelingRunesState, target: number, why: TargetProblem, knotValue: number): Problem {
  const t = s.wizards[target]!;
  const params = { target: target + 1 };
  switch (why) {
    case 'dead':
      return illegal('target-dead', `${t.name} is dead: the dead are never targets (DR-9)`, params);
    case 'invisible':
      return illegal('target-invisible', `${t.name} is invisible through turn ${t.invisibleUntil}: others cannot target them (DR-13)`, { ...params, until: t.invisibleUntil });
    case 'veiled':
      return illegal(
        'target-veiled',
        `Invisibility was cast on ${t.name} this turn: it already hides them from others' Knot spells of value ${t.veil} or less, and your card's value is ${knotValue} (DR-13)`,
        { ...params, veil: t.veil, value: knotValue },
      );
  }
}

/**
 * DR-9, DR-13: may `caster` aim at wizard `target` — one of this duel's, alive, not invisible to it,
 * nor veiled from a Knot spell of card value `knotValue` (0 for other spells)? Null if it may.
 */
export function wizardTargetProblem(s: DuelingRunesState, caster: number, target: number, knotValue: number): Problem | null {
  if (!s.wizards[target]) return noSuchWizard(s, target);
  const why = targetProblem(s, caster, target, knotValue);
  return why && outOfReach(s, target, why, knotValue);
}
