/** Views (HG-13): what a seat, or a spectator, may know. */
import type { Seat } from '@decktet/engine';
import { byChartOrder, info } from './cards';
import { wordCandidates } from './knowledge';
import { pointsOf } from './scoring';
import { isDepleted, tableCrowns } from './table';
import { type HieroglyphsState, type HieroglyphsView, PHRASE_LENGTH, type PlayerView, type TombNumber, type TombView } from './types';

function tombView(s: HieroglyphsState, t: number): TombView {
  const tomb = s.tombs[t]!;
  const hidden = byChartOrder(tomb.cards.slice(1));
  const word = tomb.cards[1];
  const revealed = word && tomb.revealed ? info(word).letters.slice(-tomb.revealed) : '';
  return {
    number: (t + 1) as TombNumber,
    phraseLength: PHRASE_LENGTH[t]!,
    top: tomb.cards[0]!,
    aside: tomb.aside.slice(),
    wordsDeciphered: tomb.aside.length,
    revealed,
    hidden,
    cardsLeft: hidden.length,
    candidates: hidden.length ? wordCandidates(hidden, revealed) : [],
    depleted: isDepleted(tomb),
  };
}

function playerView(s: HieroglyphsState, owner: 0 | 1, seat: Seat | null): PlayerView {
  const p = s.players[owner];
  return {
    name: s.names[owner]!,
    hand: seat === owner ? p.hand.slice() : null,
    handSize: p.hand.length,
    drawPileSize: p.drawPile.length,
    discard: p.discard.slice(),
    startingDeck: p.startingDeck.slice(),
    collected: p.collected.slice(),
    lastShuffle: p.lastShuffle.slice(),
    points: pointsOf(p.startingDeck) + pointsOf(p.collected),
  };
}

export function view(s: HieroglyphsState, seat: Seat | null): HieroglyphsView {
  return {
    seat,
    players: [playerView(s, 0, seat), playerView(s, 1, seat)],
    tombs: [tombView(s, 0), tombView(s, 1), tombView(s, 2)],
    tableCrowns: byChartOrder(tableCrowns(s.tombs)),
    turn: s.over ? null : s.turn,
    turnNumber: s.turnNumber,
    pending: s.over ? [] : [s.turn],
    over: s.over,
  };
}
