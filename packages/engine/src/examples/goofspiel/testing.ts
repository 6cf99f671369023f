import type { BaseState, Seat } from '../../contract';
import { type GoofspielState, goofspiel } from '.';

/**
 * What the server's live test (packages/server/src/games.test.ts) must know of Goofspiel to play it
 * over sockets: the cards whose place a seat cannot know (the other hand, the other's bid before
 * both are shown, the prizes still face down). It plays with the defaults.
 */
export const goofspielLiveFacts = {
  game: goofspiel,
  hiddenCards(state: BaseState, seat: Seat | null): readonly string[] {
    const s = state as GoofspielState;
    const other = seat === 0 ? 1 : 0;
    const bid = s.bids[other];
    return [...s.hands[other], ...(bid ? [bid] : []), ...s.prizes.slice(1)];
  },
};
