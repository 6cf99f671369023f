/**
 * The questions other layers (AI, web, CLI) ask of Dueling Runes, answered by the very code the
 * rules run on: nothing here is worked out a second time, and nothing outside the game should
 * work it out again. Who may be aimed at and why not (`targetProblem`, `aimProblem`: the same checks
 * that list the legal casts and explain a refused one), what a protection blocks, what a spell takes, what
 * the Advanced Game's lasting effects and monsters change, which casts change nothing as things
 * stand (DRA-33), and which runes a variant spends.
 * Whether an action is legal and why not come from one check (`check`), the same one `apply`
 * refuses with and the legal actions are listed by.
 */
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from './core/actions';
import { checkWith } from './core/check';
import type { Problem } from './core/problem';
import type { DuelingRunesState } from './core/state';
import type { DuelingRunesView } from './core/view';
import type { Variant } from './core/config';
import type { Rune } from './core/runes';
import { isTouched } from './advanced/lasting';
import { rulesOf } from './variants';

export { type Aiming, type Standing, type TargetProblem, type Wards, canTarget, damage, isInvisible, isProtected, lossOf, protectionAgainst, protects, targetProblem, turnedBack } from './core/protections';
export { type AimProblem, aimProblem, castTargets, declarationsOf, specialTargets } from './core/options';
export { type Aim, type CastBlock, blockCast, castsIn, countsAt } from './core/cast-blocks';
export { standingSeen } from './core/guidance';
export { BLOCKED_BY as MONSTER_BLOCKED_BY } from './advanced/monsters';
export { isTouched } from './advanced/lasting';
export { type IdleCast, castChangesNothing } from './advanced/idle';
export { spellName as protectionName } from './core/spells-table';
export { rulesOf } from './variants';
export type { VariantRules } from './core/variant';
export type { Problem, ProblemParams, ProblemRule, RefusalCode } from './core/problem';

/**
 * The first thing the rules forbid about well-formed action `action` (normalizeAction's form) of
 * `seat` now — its refusal code, the rule broken, the reason in words and their figures — or null
 * when it is legal: exactly the listed legal actions pass, and `apply` refuses with this problem.
 */
export function check(state: DuelingRunesState, seat: Seat, action: DuelingRunesAction): Problem | null {
  return checkWith(rulesOf(state.config.variant, state.config.table), state, seat, action);
}

/** Does an Electric Touch stand on wizard `index` of the view this turn (DRA-18)? */
export function isTouchedSeen(view: DuelingRunesView, index: number): boolean {
  const w = view.wizards[index];
  return w?.advanced !== undefined && isTouched({ advanced: w.advanced.timers }, view.turn);
}

/** The rune types a cast may spend as energy in a variant: Suns, Waves and Leaves (DR-4), and in the Advanced Game every type a recipe names (DRA-2). */
export function energyRunesOf(variant: Variant | undefined): readonly Rune[] {
  return rulesOf(variant).energyRunes;
}
