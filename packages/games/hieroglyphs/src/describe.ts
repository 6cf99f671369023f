/**
 * Actions in words, for replays and logs: "Bo plays the Sailor with the Rite as 2 on Tomb 3",
 * "Ada discards the Bard". Every Hieroglyphs play is made face up (HG-8), so the words are the same
 * for every reader; the viewer is taken only to keep one signature across games.
 */
import type { Seat } from '@decktet/engine';
import { byChartOrder, titleOf } from './cards';
import { listCards } from './text';
import type { HieroglyphsAction, HieroglyphsState } from './types';

function nameOf(state: HieroglyphsState, seat: Seat): string {
  const name = state.names[seat];
  if (name === undefined) throw new RangeError(`there is no seat ${seat} in this game (seats 0 and 1)`);
  return name;
}

/** `action`, made by `seat` in `state` (the state before it), in words. */
export function describeAction(state: HieroglyphsState, seat: Seat, action: HieroglyphsAction, _viewer: Seat | null = null): string {
  const name = nameOf(state, seat);
  if (action.type === 'discard') return `${name} discards ${titleOf(action.card)}`;
  const ups = action.powerUps.length ? ` with ${listCards(byChartOrder(action.powerUps))}` : '';
  return `${name} plays ${titleOf(action.card)}${ups} as ${action.rank} on Tomb ${action.tomb}`;
}

/** The turn an action made in `state` belongs to: "Turn 3: Bo's turn". */
export function turnOf(state: HieroglyphsState): { number: number; title: string } {
  return { number: state.turnNumber, title: `Turn ${state.turnNumber}: ${nameOf(state, state.turn)}'s turn` };
}
