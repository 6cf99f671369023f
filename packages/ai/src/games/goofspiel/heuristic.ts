import { card } from '@decktet/decktet';
import type { GoofspielAction, GoofspielView } from '@decktet/engine';
import type { GameHeuristic } from '../../heuristic';

/**
 * Goofspiel rule of thumb: pay for a prize what it is worth — bid the card of your hand closest
 * in value to the prize, the cheaper one on a tie (a high card spent on a low prize is lost).
 */
export const goofspielHeuristic: GameHeuristic = {
  choose(view, legal) {
    const v = view as GoofspielView;
    const bids = legal as readonly GoofspielAction[];
    const prize = v.prize ? card(v.prize).value : 0;
    let best = bids[0]!;
    for (const b of bids) {
      const d = Math.abs(card(b.card).value - prize) - Math.abs(card(best.card).value - prize);
      if (d < 0 || (d === 0 && card(b.card).value < card(best.card).value)) best = b;
    }
    return best;
  },
};
