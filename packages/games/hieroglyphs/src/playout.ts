/** Random playouts on the fast path (legal actions + in-place application), for tests, AI and benchmarks. */
import type { Rng } from '@decktet/decktet';
import { legalActions } from './legal';
import { applyAction } from './turn';
import type { HieroglyphsState } from './types';

/**
 * Plays uniformly random legal actions on `state`, in place and without logging, until the game
 * ends or `maxActions` have been played; returns the number of actions played.
 */
export function randomPlayout(state: HieroglyphsState, rng: Rng, maxActions = 10_000): number {
  let n = 0;
  while (!state.over && n < maxActions) {
    const legal = legalActions(state, state.turn);
    applyAction(state, state.turn, legal[rng.int(0, legal.length - 1)]!, false);
    n++;
  }
  return n;
}
