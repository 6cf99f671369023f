/** Applying actions in place: plays, discards, draws, reshuffles, turns and the end (HG-7 … HG-11). */
import { Rng, type CardId } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { byChartOrder, info } from './cards';
import { type DecipherResult, type DecipherSteps, decipher, noSteps } from './decipher';
import { type HieroglyphsEvent, type PlayEvent, entry } from './log';
import { finalScores } from './scoring';
import { depletedCount, isDepleted, tableCrowns } from './table';
import { type DecipherAction, type HieroglyphsAction, type HieroglyphsState, PHRASE_LENGTH } from './types';

export const otherSeat = (seat: Seat): 0 | 1 => (seat === 0 ? 1 : 0);

/** Cards drawn at the start of a turn (HG-7). */
export const TURN_DRAW = 3;

/** Writes an event's line in the log; `seats`: the only seats that may read it (none: public). */
function tell(s: HieroglyphsState, event: HieroglyphsEvent, seats?: readonly Seat[]): void {
  s.log.push(entry(event, s.names, seats));
}

function reshuffle(s: HieroglyphsState, seat: Seat, logging: boolean): void {
  const p = s.players[seat as 0 | 1];
  const rng = Rng.from(s.rng);
  const count = p.discard.length;
  p.drawPile = rng.shuffle(p.discard);
  p.discard = [];
  s.rng = rng.state();
  p.lastShuffle = byChartOrder(p.drawPile);
  if (logging) tell(s, { type: 'reshuffle', seat, count });
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

/** The drawn cards, named only to the drawer. */
function tellDrawn(s: HieroglyphsState, seat: Seat, drawn: CardId[]): void {
  if (drawn.length) tell(s, { type: 'you-draw', cards: drawn }, [seat]);
}

export function startTurn(s: HieroglyphsState, seat: Seat, logging: boolean): void {
  s.turn = seat;
  s.turnNumber++;
  const at = s.log.length;
  const drawn = draw(s, seat, TURN_DRAW, logging);
  if (drawn) {
    tell(s, { type: 'draw', seat, count: drawn.length });
    tellDrawn(s, seat, drawn);
    // The turn's line goes before any reshuffle line the draw wrote.
    s.log.splice(at, 0, entry({ type: 'turn', turn: s.turnNumber, seat }, s.names));
  }
}

function takeFromHand(hand: CardId[], id: CardId): void {
  hand.splice(hand.indexOf(id), 1);
}

function endGame(s: HieroglyphsState, logging: boolean): void {
  s.over = true;
  if (!logging) return;
  tell(s, { type: 'end', points: finalScores(s) });
}

/** The face-up Crowns on the table that helped a play away from its printed rank (none when it kept it). */
function tableHelpers(s: HieroglyphsState, action: DecipherAction): CardId[] {
  const rankCard = info(action.card);
  if (rankCard.role !== 'rank' || action.rank === rankCard.rank) return [];
  return tableCrowns(s.tombs).filter((c) => info(c).suitMask & rankCard.suitMask);
}

/** Who takes a completed phrase's sliders: the player on an exact phrase, the opponent on an overshoot (HG-9). */
const slidersTo = (result: DecipherResult, seat: Seat): 0 | 1 => (result.end === 'phrase' ? (seat as 0 | 1) : otherSeat(seat));

/** The facts of a play for the log: what was played, what it deciphered, and what came of it. */
function playEvent(seat: Seat, action: DecipherAction, helpers: CardId[], steps: DecipherSteps, result: DecipherResult, extraDraw: boolean): PlayEvent {
  const slid = [...result.slid];
  return {
    type: 'play',
    seat,
    card: action.card,
    powerUps: [...action.powerUps],
    helpers,
    rank: action.rank,
    tomb: action.tomb,
    ...steps,
    end: result.end,
    surplus: result.surplus,
    slid,
    ...(slid.length ? { gainer: slidersTo(result, seat) } : {}),
    draws: extraDraw ? 1 : 0,
  };
}

/** A play (HG-8 … HG-11); returns true when it ended the game. */
function applyPlay(s: HieroglyphsState, seat: Seat, action: DecipherAction, logging: boolean): boolean {
  const p = s.players[seat as 0 | 1];
  // All cards of a play go to the discard pile first (HG-8), then collected cards, then the draw.
  takeFromHand(p.hand, action.card);
  p.discard.push(action.card);
  for (const u of action.powerUps) {
    takeFromHand(p.hand, u);
    p.discard.push(u);
  }
  const t = action.tomb - 1;
  const tomb = s.tombs[t]!;
  const steps = logging ? noSteps() : null;
  // Read before deciphering moves cards: the table Crowns that stretched this play's rank.
  const helpers = steps ? tableHelpers(s, action) : null;
  const result = decipher(tomb, PHRASE_LENGTH[t]!, action.rank, steps);
  if (result.slid.length) {
    const g = s.players[slidersTo(result, seat)];
    for (const c of result.slid) {
      g.discard.push(c);
      g.collected.push(c);
    }
  }
  const depletedNow = isDepleted(tomb);
  const over = depletedNow && depletedCount(s.tombs) >= 2;
  // HG-10: a play ending exactly on a word's last letter draws one card, unless it ended the game.
  // The play's own cards are already in the discard pile, so there is always a card to draw.
  const extra = !over && (result.end === 'word' || result.end === 'phrase');
  const at = s.log.length;
  const drawn = extra ? draw(s, seat, 1, logging) : null;
  if (steps) {
    // The play's line goes before any reshuffle line the extra draw wrote.
    s.log.splice(at, 0, entry(playEvent(seat, action, helpers!, steps, result, extra), s.names));
    if (drawn) tellDrawn(s, seat, drawn);
    if (depletedNow) tell(s, { type: 'depleted', tomb: action.tomb, top: tomb.cards[0]! });
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
    if (logging) tell(s, { type: 'discard', seat, card: action.card });
  } else if (applyPlay(s, seat, action, logging)) return;
  if (hand.length === 0) startTurn(s, otherSeat(seat), logging);
}
