/**
 * Hidden worlds (HG-13): `randomizeHidden` re-deals what a seat cannot see, `sampleState` builds a
 * full state from a seat's view. Both respect everything public: tomb compositions, the Crown at
 * each tomb's bottom, the revealed letters of each current word, and which unseen cards must be
 * in a hand because they were drawn before the last reshuffle.
 */
import { type CardId, Rng, fastRngState } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { byChartOrder, info } from './cards';
import { cloneState } from './clone';
import { unseenSplit, without, wordCandidates } from './knowledge';
import type { HieroglyphsState, HieroglyphsView, PlayerState, TombState } from './types';

/**
 * Orders a tomb's hidden cards (top to bottom) at random among the orders consistent with the
 * revealed letters and a Crown at the bottom, each such order equally likely.
 */
export function dealTombCards(hidden: readonly CardId[], revealed: string, rng: Rng): CardId[] {
  if (hidden.length <= 1) return hidden.slice();
  const candidates = wordCandidates(hidden, revealed);
  if (!candidates.length) throw new Error(`no hidden card fits the revealed letters "${revealed}"`);
  let crowns = 0;
  for (const c of hidden) if (info(c).isCrown) crowns++;
  // Orders with a given current word number (Crowns left for the bottom) × (the rest)!.
  const weights = candidates.map((c) => crowns - (info(c).isCrown ? 1 : 0));
  let roll = rng.int(1, weights.reduce((a, b) => a + b, 0));
  let current = candidates[0]!;
  for (const [i, w] of weights.entries()) {
    if (roll <= w) {
      current = candidates[i]!;
      break;
    }
    roll -= w;
  }
  const rest = hidden.filter((c) => c !== current);
  const bottom = rng.pick(rest.filter((c) => info(c).isCrown));
  const middle = rng.shuffle(rest.filter((c) => c !== bottom));
  return [current, ...middle, bottom];
}

function revealedOf(t: TombState): string {
  return t.revealed ? info(t.cards[1]!).letters.slice(-t.revealed) : '';
}

/** Deals a player's unseen cards into a hand of `handSize` and a draw pile, as the public may imagine. */
function dealUnseen(inHand: CardId[], loose: CardId[], handSize: number, rng: Rng): { hand: CardId[]; drawPile: CardId[] } {
  rng.shuffle(loose);
  const fill = handSize - inHand.length;
  return { hand: [...inHand, ...loose.slice(0, fill)], drawPile: loose.slice(fill) };
}

export function randomizeHidden(s: HieroglyphsState, seat: Seat, rng: Rng): HieroglyphsState {
  const next = cloneState(s);
  for (const t of next.tombs) {
    if (t.cards.length > 1) t.cards = [t.cards[0]!, ...dealTombCards(byChartOrder(t.cards.slice(1)), revealedOf(t), rng)];
  }
  for (const owner of [0, 1] as const) {
    const p: PlayerState = next.players[owner];
    if (owner === seat) {
      rng.shuffle(p.drawPile);
      continue;
    }
    const { inHand, loose } = unseenSplit([...p.hand, ...p.drawPile], [], p.lastShuffle);
    const dealt = dealUnseen(inHand, loose, p.hand.length, rng);
    p.hand = dealt.hand;
    p.drawPile = dealt.drawPile;
  }
  next.rng = fastRngState(rng.seedString());
  return next;
}

export function sampleState(v: HieroglyphsView, _seat: Seat, rng: Rng): HieroglyphsState {
  const player = (owner: 0 | 1): PlayerState => {
    const pv = v.players[owner];
    const owned = [...pv.startingDeck, ...pv.collected];
    let hand: CardId[];
    let drawPile: CardId[];
    if (pv.hand) {
      hand = pv.hand.slice();
      drawPile = rng.shuffle(without(without(owned, pv.discard), hand));
    } else {
      const { inHand, loose } = unseenSplit(owned, pv.discard, pv.lastShuffle);
      ({ hand, drawPile } = dealUnseen(inHand, loose, pv.handSize, rng));
    }
    return {
      drawPile,
      hand,
      discard: pv.discard.slice(),
      startingDeck: pv.startingDeck.slice(),
      collected: pv.collected.slice(),
      lastShuffle: pv.lastShuffle.slice(),
    };
  };
  const tomb = (i: 0 | 1 | 2): TombState => {
    const tv = v.tombs[i];
    return { cards: [tv.top, ...dealTombCards(tv.hidden, tv.revealed, rng)], aside: tv.aside.slice(), revealed: tv.revealed.length };
  };
  return {
    log: [],
    names: [v.players[0].name, v.players[1].name],
    rng: fastRngState(rng.seedString()),
    players: [player(0), player(1)],
    tombs: [tomb(0), tomb(1), tomb(2)],
    turn: v.turn ?? 0,
    turnNumber: v.turnNumber,
    over: v.over,
  };
}
