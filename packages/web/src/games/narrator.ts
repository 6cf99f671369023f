import type { BaseState, Seat } from '@decktet/engine';
import type { Narrator } from '../play/types';

/** A game package's own narration (typed for its state and actions) as a replay's Narrator. */
export function narrator<S extends BaseState, A>(
  describe: (state: S, seat: Seat, action: A, viewer: Seat | null) => string,
  turnOf: (state: S) => { number: number; title: string },
): Narrator {
  return {
    describe: (state, seat, action, viewer) => describe(state as S, seat, action as A, viewer),
    turnOf: (state) => turnOf(state as S),
  };
}
