/** Applying actions in place: plays, discards, draws, reshuffles, turns and the end (HG-7 … HG-11). */
import { Rng, type CardId } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { byChartOrder, info, titleOf } from './cards';
import { decipher } from './decipher';
import { finalScores } from './scoring';
import { depletedCount, isDepleted, tableCrowns } from './table';
import { cardCount, listCards } from './text';
import { type DecipherAction, type HieroglyphsAction, type HieroglyphsState, PHRASE_LENGTH } from './types';

export const otherSeat = (seat: Seat): 0 | 1 => (seat === 0 ? 1 : 0);

/** Cards drawn at the start of a turn (HG-7). */
export const TURN_DRAW = 3;

function reshuffle(s: HieroglyphsState, seat: Seat, logging: boolean): void {
  const p = s.players[seat as 0 | 1];
  const rng = Rng.from(s.rng);
  const count = p.discard.length;
  p.drawPile = rng.shuffle(p.discard);
  p.discard = [];
  s.rng = rng.state();
  p.lastShuffle = byChartOrder(p.drawPile);
  if (logging) s.log.push({ text: `${s.names[seat]} shuffles their discard pile (${cardCount(count)}) into a new draw pile.` });
}

/** Draws up to `count` cards; an empty draw pile is refilled from the discard pile mid-draw (HG-7). */
function draw(s: HieroglyphsState, seat: Seat, count: number, logging: boolean): CardId[] | null {
  const p = s.players[seat as 0 | 1];
  const drawn: CardId[] | null = logging ? [] : null;
  for (let i = 0; i < count; i++) {
    if (p.drawPile.length === 0) {
      if (p.discard.length === 0) break;
      reshuffle(s, seat, logging);
    }
    const c = p.drawPile.shift()!;
    p.hand.push(c);
    if (drawn) drawn.push(c);
  }
  return drawn;
}

function logDraw(s: HieroglyphsState, seat: Seat, drawn: CardId[], publicText: string): void {
  s.log.push({ text: publicText });
  if (drawn.length) s.log.push({ text: `You draw ${listCards(drawn)}.`, seats: [seat] });
}

export function startTurn(s: HieroglyphsState, seat: Seat, logging: boolean): void {
  s.turn = seat;
  s.turnNumber++;
  const at = s.log.length;
  const drawn = draw(s, seat, TURN_DRAW, logging);
  if (drawn) {
    logDraw(s, seat, drawn, `${s.names[seat]} draws ${cardCount(drawn.length)}.`);
    s.log.splice(at, 0, { text: `Turn ${s.turnNumber}: ${s.names[seat]}'s turn.` });
  }
}

function takeFromHand(hand: CardId[], id: CardId): void {
  hand.splice(hand.indexOf(id), 1);
}

function endGame(s: HieroglyphsState, logging: boolean): void {
  s.over = true;
  if (!logging) return;
  const [a, b] = finalScores(s);
  const verdict = a === b ? 'a draw' : `${s.names[a > b ? 0 : 1]} wins`;
  s.log.push({ text: `The game ends: two tombs are depleted. ${s.names[0]} ${a}, ${s.names[1]} ${b} — ${verdict}.` });
}

/** ", helped by the Bard on the table," when face-up Crowns modified a play away from its printed rank. */
function tableHelpers(s: HieroglyphsState, action: DecipherAction): string {
  const rankCard = info(action.card);
  if (rankCard.role !== 'rank' || action.rank === rankCard.rank) return '';
  const crowns = tableCrowns(s.tombs).filter((c) => info(c).suitMask & rankCard.suitMask);
  return crowns.length ? `, helped by ${listCards(crowns)} on the table,` : '';
}

/** A play (HG-8 … HG-11); returns true when it ended the game. */
function applyPlay(s: HieroglyphsState, seat: Seat, action: DecipherAction, logging: boolean): boolean {
  const p = s.players[seat as 0 | 1];
  const name = s.names[seat]!;
  // All cards of a play go to the discard pile first (HG-8), then collected cards, then the draw.
  takeFromHand(p.hand, action.card);
  p.discard.push(action.card);
  for (const u of action.powerUps) {
    takeFromHand(p.hand, u);
    p.discard.push(u);
  }
  const t = action.tomb - 1;
  const tomb = s.tombs[t]!;
  const events: string[] | null = logging ? [] : null;
  // Read before deciphering moves cards: the table Crowns that stretched this play's rank.
  const helpers = logging ? tableHelpers(s, action) : '';
  const result = decipher(tomb, PHRASE_LENGTH[t]!, action.rank, events);
  let tail = '';
  if (result.slid.length) {
    const gainer = result.end === 'phrase' ? seat : otherSeat(seat);
    const g = s.players[gainer]!;
    for (const c of result.slid) {
      g.discard.push(c);
      g.collected.push(c);
    }
    if (logging) tail = ` — ${s.names[gainer]} ${result.end === 'phrase' ? 'collects' : 'receives'} ${listCards(result.slid)}`;
  }
  const depletedNow = isDepleted(tomb);
  const over = depletedNow && depletedCount(s.tombs) >= 2;
  // HG-10: a play ending exactly on a word's last letter draws one card, unless it ended the game.
  const extra = !over && (result.end === 'word' || result.end === 'phrase');
  const at = s.log.length;
  const drawn = extra ? draw(s, seat, 1, logging) : null;
  if (logging) {
    const withUps = action.powerUps.length ? ` with ${listCards(action.powerUps)}` : '';
    // The play's own cards are already in the discard pile, so there is always a card to draw.
    const drawText = extra ? `${tail ? ', ' : ` — ${name} `}draws a card` : '';
    // The play's line goes before any reshuffle line the extra draw wrote.
    s.log.splice(at, 0, { text: `${name} plays ${titleOf(action.card)}${withUps}${helpers} as ${action.rank} on Tomb ${action.tomb}: ${events!.join(', ')}${tail}${drawText}.` });
    if (drawn?.length) s.log.push({ text: `You draw ${listCards(drawn)}.`, seats: [seat] });
    if (depletedNow) s.log.push({ text: `Tomb ${action.tomb} is depleted: ${titleOf(tomb.cards[0]!)} stays on the table.` });
  }
  if (over) endGame(s, logging);
  return over;
}

/**
 * Applies a legal action in place. With `logging` off it writes no log (the playout fast path);
 * the resulting state is otherwise identical.
 */
export function applyAction(s: HieroglyphsState, seat: Seat, action: HieroglyphsAction, logging: boolean): void {
  const hand = s.players[seat as 0 | 1].hand;
  if (action.type === 'discard') {
    takeFromHand(hand, action.card);
    s.players[seat as 0 | 1].discard.push(action.card);
    if (logging) s.log.push({ text: `${s.names[seat]} discards ${titleOf(action.card)} (no effect).` });
  } else if (applyPlay(s, seat, action, logging)) return;
  if (hand.length === 0) startTurn(s, otherSeat(seat), logging);
}
