/** Playing an action under the rules: the game's `apply`, and the reaction windows it opens on the way (DR-36). */
import type { Seat } from '@decktet/engine';
import { type Result, err, ok } from '@decktet/engine';
import { type DuelingRunesAction, normalizeAction } from './core/actions';
import { checkWith, seatProblem } from './core/check';
import { Scratch } from './fast/scratch';
import { type DuelingRunesState, cloneState } from './core/state';
import { act } from './core/turn';
import { rulesOf } from './variants';

/**
 * `seat` plays `action` in `s`, checked first: the state after it, or why it may not. `onWindow`
 * hears of each reaction window that opens on the way, as the state it opens in (which play goes
 * on to change). `s` is not changed.
 */
export function applyAction(s: DuelingRunesState, seat: Seat, action: unknown, onWindow: ((at: DuelingRunesState) => void) | null = null): Result<DuelingRunesState> {
  const rules = rulesOf(s.config.variant, s.config.table);
  // A seat that may not act is told so before its action is read.
  const cannot = seatProblem(rules, s, seat);
  if (cannot) return err(cannot.code, cannot.message);
  const normal = normalizeAction(action);
  if (!normal.ok) return normal;
  const problem = checkWith(rules, s, seat, normal.value);
  if (problem) return err(problem.code, problem.message);
  const next = cloneState(s);
  const scratch = new Scratch(next.config, rules);
  scratch.onWindow = onWindow;
  act(next, seat, normal.value, true, scratch);
  return ok(next);
}

/** `applyAction` that also gives the reaction windows the action opened, as `windowsOpenedBy` finds them. */
export function applyOpening(s: DuelingRunesState, seat: Seat, action: DuelingRunesAction): Result<{ state: DuelingRunesState; opened: DuelingRunesState[] }> {
  const opened: DuelingRunesState[] = [];
  const applied = applyAction(s, seat, action, (at) => opened.push(cloneState(at)));
  return applied.ok ? ok({ state: applied.value, opened }) : applied;
}
