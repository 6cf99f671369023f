/**
 * No gifts at any level: a bot does not choose a move whose only effect helps an opponent or
 * hurts itself (the game's `gift` rule says which, docs/ai.md "Gifts") unless its search judges
 * that move better than every other. The rules of thumb and the rule bots never choose a gift
 * while another legal action exists; a search keeps a gift only when the gift was tried at least
 * `JUSTIFYING_VISITS` times and its mean clearly beats (beyond the noise of the playouts) every
 * other well-tried move's mean, and the most visited one's — otherwise it takes the most visited
 * move that is not a gift.
 */
import type { AnyGame, Seat } from '@decktet/engine';
import type { Bot } from './bot';
import type { GiftRule } from './heuristic';
import type { SearchResult } from './ismcts';

/** The fewest visits on which a search's estimate may justify a gift (and count as a rival's estimate). */
export const JUSTIFYING_VISITS = 10;

/**
 * How many standard errors a gift's mean must lead a rival's by: the search must show the gift
 * better, not merely draw it luckier in a few playouts.
 */
export const JUSTIFYING_MARGIN = 2;

type Estimate = SearchResult['stats'][number];

/** The legal actions that are not gifts; all of them when the game defines none or every one is a gift. */
export function withoutGifts(gift: GiftRule | undefined, view: unknown, legal: readonly unknown[], seat: Seat): readonly unknown[] {
  if (!gift || legal.length < 2) return legal;
  const kept = legal.filter((a) => gift(view, a, seat) === null);
  return kept.length > 0 ? kept : legal;
}

/** A bot that chooses only among the actions that are not gifts (the rules of thumb, rule bots). */
export function sparingGifts(bot: Bot, gift: GiftRule | undefined): Bot {
  if (!gift) return bot;
  return { name: bot.name, decide: (view, legal, seat) => bot.decide(view, withoutGifts(gift, view, legal, seat), seat) };
}

/** The estimate a search would choose among `stats`: the most visited, then the higher mean (as `ismctsSearch`). */
function mostVisited(stats: readonly Estimate[]): Estimate | undefined {
  let best: Estimate | undefined;
  for (const s of stats) if (!best || s.visits > best.visits || (s.visits === best.visits && s.mean > best.mean)) best = s;
  return best;
}

/**
 * Does estimate `a` show a higher mean than `b` beyond the noise of their playouts? Rewards lie in
 * [0, 1], so a mean m over n playouts varies by at most sqrt(m(1 − m) / n); `a` must lead by
 * `JUSTIFYING_MARGIN` times the two taken together.
 */
export function clearlyBetter(a: Estimate, b: Estimate): boolean {
  const noise = Math.sqrt((a.mean * (1 - a.mean)) / Math.max(1, a.visits) + (b.mean * (1 - b.mean)) / Math.max(1, b.visits));
  return a.mean - b.mean > JUSTIFYING_MARGIN * noise;
}

/**
 * Does the search justify choosing the gift `gift` over the actions that are not gifts? It must
 * have been tried `JUSTIFYING_VISITS` times and its mean must clearly beat the mean of every other
 * action tried as often, and of the most visited other action.
 */
export function searchJustifies(gift: Estimate, others: readonly Estimate[]): boolean {
  if (gift.visits < JUSTIFYING_VISITS) return false;
  const rivals = others.filter((s) => s.visits >= JUSTIFYING_VISITS);
  const top = mostVisited(others);
  if (top) rivals.push(top);
  return rivals.every((r) => clearlyBetter(gift, r));
}

/** How a search's choice stood with the gift rule: the action played, and the gift kept if any, with the estimates. */
export interface SearchChoice {
  readonly action: unknown;
  /** The search's choice was a gift that its estimates justified (null otherwise). */
  readonly justifiedGift: { readonly reason: string; readonly gift: Estimate; readonly bestOther: Estimate } | null;
}

/**
 * The search's choice, unless it is a gift its estimates do not justify: then the most visited
 * action that is not a gift. When every legal action is a gift the search's choice stands.
 */
export function searchChoice(game: AnyGame, gift: GiftRule | undefined, view: unknown, legal: readonly unknown[], seat: Seat, result: SearchResult): SearchChoice {
  const reason = gift && legal.length > 1 ? gift(view, result.action, seat) : null;
  if (reason === null) return { action: result.action, justifiedGift: null };
  const byKey = new Map(legal.map((a) => [game.formatAction(a), a] as const));
  const chosenKey = game.formatAction(result.action);
  const giftKeys = new Set([...byKey].filter(([key, a]) => key === chosenKey || gift!(view, a, seat) !== null).map(([key]) => key));
  const others = result.stats.filter((s) => !giftKeys.has(s.action));
  const bestOther = mostVisited(others);
  if (!bestOther) return { action: result.action, justifiedGift: null };
  const chosen = result.stats.find((s) => s.action === chosenKey)!;
  if (searchJustifies(chosen, others)) return { action: result.action, justifiedGift: { reason, gift: chosen, bestOther } };
  return { action: byKey.get(bestOther.action), justifiedGift: null };
}
