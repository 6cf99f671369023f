/**
 * `greedy-exact`: the one rule a beginner plays Hieroglyphs by — "finish the word exactly".
 * 1. If a play finishes the current word of a tomb exactly (its rank is the number of letters the
 *    word still needs), make it; where the word is not known yet, the play that finishes the most
 *    of its candidates. A tie goes to the lower card.
 * 2. Otherwise make the smallest play that cannot overshoot any candidate (it only reveals letters).
 * 3. Otherwise discard a power-up if there is one, else make the smallest play there is.
 * Nothing else: no look at the prize, the score or the opponent. Written as a bot so anyone can
 * measure a level against it (`decktet sim --game hieroglyphs --bots normal,greedy-exact`).
 */
import type { Seat } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsView, lettersNeeded } from '@decktet/hieroglyphs';
import { bestOf } from '../../heuristics/best';
import type { RuleBot } from '../../heuristic';

/** Letters each candidate of a tomb's current word still needs. */
function needs(v: HieroglyphsView, tomb: number): number[] {
  return lettersNeeded(v.tombs[tomb - 1]!);
}

/** How a beginner ranks a play: exact finishes first (by their share of candidates), then safe reveals. */
function beginnersValue(v: HieroglyphsView, a: HieroglyphsAction): number {
  if (a.type === 'discard') return -1;
  const need = needs(v, a.tomb);
  if (need.length === 0) return -3;
  const exact = need.filter((n) => n === a.rank).length / need.length;
  // The lower card is kept for later: a small cost per rank point breaks ties.
  const spend = 0.01 * a.rank;
  if (exact > 0) return 10 + exact - spend;
  if (a.rank < Math.min(...need)) return 1 - spend;
  return -2 - spend;
}

export const greedyExact: RuleBot = {
  summary: 'finishes a word exactly whenever it can, else reveals without overshooting (Hieroglyphs beginner)',
  choose(view, legal, _seat: Seat, rng) {
    const v = view as HieroglyphsView;
    return bestOf(legal, (a) => beginnersValue(v, a as HieroglyphsAction), rng);
  },
};
