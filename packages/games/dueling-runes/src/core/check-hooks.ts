/**
 * What a variant adds to the checks of an action (check.ts): its own actions and stages, its
 * rules on activating a spell and on aiming at monsters, and the words for what its stages ask.
 * The basic game's hooks (core/variant.ts) add nothing but refuse what only a variant has.
 */
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from './actions';
import type { Problem } from './problem';
import type { Phase } from './runes';
import type { SpellId } from './spells-table';
import type { DuelingRunesState, Wizard } from './state';

export interface CheckHooks {
  /** An action this variant does not have at all (an advanced spell, an attack, a spell at a monster in the basic game), or null. */
  readonly outsideVariant: (s: DuelingRunesState, a: DuelingRunesAction) => Problem | null;
  /** What the variant adds to activating a spell of `phase`, named by `spell` (DRA-10, DRA-16), or null. */
  readonly activationProblem: (s: DuelingRunesState, w: Wizard, phase: Phase, spell: () => string) => Problem | null;
  /** Why a spell (or, with `spell` null, an attack) may not aim at wizard `target`'s monster (DRA-11), or null. */
  readonly monsterAimProblem: (s: DuelingRunesState, caster: Seat, target: number, spell: SpellId | null) => Problem | null;
  /** The checks of the variant's own actions in their stage: an advanced cast, an attack, a charmer's choice of card (DRA-2, DRA-13, DRA-17). */
  readonly variantActionProblem: (s: DuelingRunesState, seat: Seat, a: DuelingRunesAction) => Problem | null;
  /** What a stage of the variant asks of a wizard who owes a decision, in words, or null for the basic stages. */
  readonly stageWants: (s: DuelingRunesState, seat: Seat) => string | null;
  /** Why wizard `w`, owing nothing, is not asked in a stage or situation of the variant, or null. */
  readonly notAsked: (s: DuelingRunesState, seat: Seat, w: Wizard) => string | null;
}
