/**
 * Reaction windows as a table shows them (DR-16, DR-35 … DR-38): whether a wizard could cast a
 * special spell is hidden, so every window is shown alike, the ones nobody is asked in too. The
 * engine still asks only the wizards able to cast (old records replay unchanged); what the others
 * are sent must not depend on it. This is the game's `secretWindows` (engine contract).
 */
import type { SecretWindows, Seat } from '@decktet/engine';
import type { DuelingRunesAction } from './core/actions';
import { Scratch } from './fast/scratch';
import { type DuelingRunesState, cloneState } from './core/state';
import { act } from './core/turn';
import { rulesOf } from './variants';
import { applyOpening } from './apply';

/** A state stands in a reaction window. */
export const inReactionWindow = (s: DuelingRunesState): boolean => s.stage === 'react';

/**
 * The reaction windows that opened while `seat` played `action` (legal) in `s`, as the states they
 * opened in (DR-36): the ones nobody was asked in, which close at once, included. `s` is not changed.
 */
export function windowsOpenedBy(s: DuelingRunesState, seat: Seat, action: DuelingRunesAction): DuelingRunesState[] {
  const opened: DuelingRunesState[] = [];
  const scratch = new Scratch(s.config, rulesOf(s.config.variant, s.config.table));
  scratch.onWindow = (at) => opened.push(cloneState(at));
  act(cloneState(s), seat, action, true, scratch);
  return opened;
}

export const reactionWindows: SecretWindows<DuelingRunesState, DuelingRunesAction> = {
  isOpen: inReactionWindow,
  openedBy: windowsOpenedBy,
  applyOpening,
  decisionsIn: (s) => s.windowDecisions ?? 0,
  // DR-38: a wizard whose time runs out in a window passes, as a quick player would.
  timeoutAction: () => ({ type: 'pass' }),
};
