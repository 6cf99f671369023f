/**
 * The questions other layers (AI, web, CLI) ask of Dueling Runes, answered by the very code the
 * rules run on: nothing here is worked out a second time, and nothing outside the game should
 * work it out again. Who may be aimed at and why not (`targetProblem`, `aimProblem`: the same checks
 * that list the legal casts and explain a refused one), what a protection blocks, what a spell takes, what
 * the Advanced Game's lasting effects and monsters change, how long a lasting effect cast now
 * stands in the duel's table (`lastingAfter`, from the moment `shownPhase` shows; DRA-7, DRA-33),
 * which casts change nothing as things stand (`castFutility`, DRA-33), and which runes a variant spends.
 * Whether an action is legal and why not come from one check (`check`), the same one `apply`
 * refuses with and the legal actions are listed by.
 */
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from './core/actions';
import { checkWith } from './core/check';
import type { Problem } from './core/problem';
import type { DuelingRunesState } from './core/state';
import type { DuelingRunesView } from './core/view';
import type { RecipeRow, Variant } from './core/config';
import { energyRunesOfTable, tableOf } from './advanced/tables';
import { READINGS, type Recipe } from './advanced/recipes';
import type { Rune } from './core/runes';
import { isTouched } from './advanced/lasting';
import { rulesOf } from './variants';
import type { CastAction, Futility } from './core/futility';
import { futilityText } from './core/futility-words';
import { spellOf } from './core/spells-table';

export { type Aiming, type Standing, type TargetProblem, type Wards, canTarget, damage, isInvisible, isProtected, lossOf, protectionAgainst, protects, targetProblem, turnedBack } from './core/protections';
export { type AimProblem, aimProblem, castTargets, declarationsOf, specialTargets } from './core/options';
export { type Aim, type CastBlock, blockCast, castsIn, countsAt } from './core/cast-blocks';
export { standingSeen } from './core/guidance';
export { BLOCKED_BY as MONSTER_BLOCKED_BY } from './advanced/monsters';
export { isTouched } from './advanced/lasting';
export { type LastingSpell, type LastingTimers, lastingAfter } from './advanced/effects';
export type { CastMoment } from './advanced/tables';
export { shownPhase } from './core/view';
export { spellName as protectionName } from './core/spells-table';
export { rulesOf } from './variants';
export type { VariantRules } from './core/variant';
export type { Problem, ProblemParams, ProblemRule, RefusalCode } from './core/problem';
export type { CastAction, Futility } from './core/futility';

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

/**
 * The rune types a cast may spend as energy under a duel's rules (a view's `rules`): Suns, Waves and
 * Leaves (DR-4), and in the Advanced Game every type a recipe of its table names (DRA-2), a
 * designer's rows included (DRA-35).
 */
export function energyRunesOf(rules: { readonly variant?: Variant; readonly table?: string; readonly recipes?: readonly RecipeRow[] }): readonly Rune[] {
  return rules.recipes ? energyRunesOfTable(tableOf(rules)) : rulesOf(rules.variant, rules.table).energyRunes;
}

/**
 * Why a cast by wizard `caster` can change nothing as the view shows the table (a Heal at full
 * health, an effect already standing for as long, a lasting spell that ends before it can work, a
 * removal with nothing to remove, a spell a standing protection stops), or null if it can change
 * something. A lasting spell's turns are counted as the duel's own table counts them (DRA-33).
 * The web and the terminal warn before such a cast; the rules still allow it.
 */
export function castFutility(view: DuelingRunesView, caster: number, cast: CastAction): Futility | null {
  return rulesOf(view.rules.variant, view.rules.table).castFutility(view, caster, cast);
}

/** A cast's `Futility` in an English sentence for its caster ("You are at full health: the Heal would change nothing"). */
export function castFutilityText(view: DuelingRunesView, caster: number, cast: CastAction, f: Futility): string {
  return futilityText(view, caster, cast.type === 'cast' ? spellOf(cast.rune, cast.energy) : cast.spell, f);
}

/** A row of a designer's recipe table (DRA-35) beside the row of the named table it changes. */
export interface ChangedRecipe {
  readonly here: Recipe;
  readonly standard: Recipe;
}

const sameTypes = (a: readonly Rune[] | undefined, b: readonly Rune[] | undefined) => (a?.length ?? 0) === (b?.length ?? 0) && (a ?? []).every((r) => b?.includes(r));

/** Whether two rows cast their spell alike: the same phase, energy types, and readings (types, smallest, cap); the order types are named in does not count. */
function sameRecipe(a: Recipe, b: Recipe): boolean {
  return (
    a.phase === b.phase &&
    sameTypes(a.energy, b.energy) &&
    READINGS.every((r) => sameTypes(a.readings[r], b.readings[r]) && Boolean(a.smallest?.includes(r)) === Boolean(b.smallest?.includes(r)) && a.atMost?.[r] === b.atMost?.[r])
  );
}

/**
 * The rows of a duel's own recipe table (a view's or a config's rules) that cast their spell
 * otherwise than its named table does, in the table's order: none without a designer's rows
 * (DRA-35). Every screen that shows a duel says these, so that nobody plays changed rules unwarned.
 */
export function changedRecipes(rules: { readonly variant?: Variant; readonly table?: string; readonly recipes?: readonly RecipeRow[] }): ChangedRecipe[] {
  if (rules.variant !== 'advanced' || !rules.recipes) return [];
  const standard = tableOf({ table: rules.table }).book.recipes;
  return tableOf(rules).book.recipes.flatMap((here) => {
    const before = standard.find((r) => r.spell === here.spell)!;
    return sameRecipe(here, before) ? [] : [{ here, standard: before }];
  });
}

/** The variant a table plays, named for players ("Advanced Game", DRA-1); null for the basic game. */
export function variantTitle(variant: Variant | undefined): string | null {
  return rulesOf(variant).title;
}
