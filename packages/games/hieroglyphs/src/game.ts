/** The Hieroglyphs game object under the engine contract. */
import { defineGame, ok } from '@decktet/engine';
import { cloneState } from './clone';
import { legalActions, pendingSeats, validate } from './legal';
import { GAME_ID, GAME_NAME } from './name';
import { formatAction, parseAction } from './notation';
import { randomizeHidden, sampleState } from './hidden';
import { randomAction, randomPlayout } from './fast/playout';
import { outcomeOf } from './scoring';
import { configSchema, layoutSchema, setup } from './setup';
import { applyAction } from './turn';
import type { HieroglyphsAction, HieroglyphsConfig, HieroglyphsLayout, HieroglyphsState, HieroglyphsView } from './types';
import { view } from './view';
import { refusal } from './why-illegal';

export const hieroglyphs = defineGame<HieroglyphsState, HieroglyphsAction, HieroglyphsView, HieroglyphsConfig, HieroglyphsLayout>({
  id: GAME_ID,
  name: GAME_NAME,
  minSeats: 2,
  maxSeats: 2,
  configSchema,
  layoutSchema,
  seatCount: () => 2,
  // HG-24: rated games use every default setting.
  ratingPools: [{ id: GAME_ID, name: GAME_NAME, config: {} }],
  setup,
  pending: pendingSeats,
  legalActions,
  apply(state, seat, action) {
    const valid = validate(state, seat, action);
    if (!valid.ok) return { ok: false, error: 'problem' in valid ? refusal(state, seat, valid.problem) : valid.error };
    const next = cloneState(state);
    applyAction(next, seat, valid.value, true);
    return ok(next);
  },
  applyInPlace: (state, seat, action) => applyAction(state, seat, action, false),
  clone: cloneState,
  randomAction,
  randomPlayout,
  turnNumber: (state) => state.turnNumber,
  view,
  outcome: outcomeOf,
  formatAction,
  parseAction,
  sampleState,
  randomizeHidden,
});
