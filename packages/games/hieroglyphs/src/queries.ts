/**
 * The questions other layers (AI, web, CLI, server) ask of Hieroglyphs, answered by the very
 * code the rules run on — nothing here is worked out a second time. Whether an action is legal
 * and why not come from one check (`check`), the same one `apply` validates with; the legal
 * actions come from the one move lister that random playouts draw from (fast/menu.ts).
 */
import type { RuleError, Seat } from '@decktet/engine';
import { check } from './legal';
import type { HieroglyphsAction, HieroglyphsState } from './types';
import { refusal } from './why-illegal';

export { check, type Problem } from './legal';
export { EXCUSE_MAX, isDepleted, rankBounds, tableCrowns } from './table';
export { wordCandidates } from './knowledge';
export { lettersNeeded, rankRange, revealPreview, tombRevealPreview, type RankModifier, type RankRange, type RevealEffect, type RevealPreview } from './preview';

/**
 * Why the rules refuse a well-formed action for a seat now (the refusal `apply` would return:
 * its stable code and the reason in words), or null when the action is legal.
 */
export function whyIllegal(state: HieroglyphsState, seat: Seat, action: HieroglyphsAction): RuleError | null {
  const problem = check(state, seat, action);
  return problem && refusal(state, seat, problem);
}
