/**
 * Random games for the AI's playouts, simulations and benchmarks, on the rules' own move lister
 * and decipher.
 *
 * A random game asks some seventy times for its legal actions and applies one. Listing every
 * action as an object to pick one, looking card facts up by id and moving ids between arrays
 * cost far more than the rules themselves, so a playout here copies the state once into card
 * numbers (numbers.ts), plays on those and writes the state back once at the end. It does
 * not restate the rules of a play: it draws its action from the one move lister (fast/menu.ts,
 * which `legalActions` expands) and deciphers with the one `decipherIn` (decipher.ts, which
 * `apply` runs too). What it keeps of its own is the bookkeeping of numbered hands and piles —
 * drawing, reshuffling and passing the turn as turn.ts does — which docs/performance.md
 * ("Hieroglyphs: one set of rules") shows is worth keeping.
 *
 * It must play exactly the game the rules files play: the action `rng.pick(legalActions(…))`
 * would choose, with the same single draw; the same reshuffles from the state's own generator;
 * the same state at the end, apart from the log, which it does not write. The engine's
 * conformance suite and playout.test.ts hold it to that.
 */
import { Rng } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { type Dig, OVERSHOOT, PHRASE, WORD, decipherIn, endOf } from '../decipher';
import { type Choice, type Menu, actionAt, actionOf, listActions, newChoice, newMenu } from './menu';
import { BITS, CROWN_SUITS, ID, ids, inChartOrder, numberOf, numbered, wordLength } from './numbers';
import { openTombs, tableCrownMask } from '../table';
import { TURN_DRAW, otherSeat } from '../turn';
import { type HieroglyphsAction, type HieroglyphsState, PHRASE_LENGTH, type PlayerState, type TombState } from '../types';

interface Chooser {
  menu: Menu;
  choice: Choice;
}

const newChooser = (): Chooser => ({ menu: newMenu(), choice: newChoice() });

/** Draws once from `rng`, as `rng.pick(legalActions(…))` does, and writes that action into the chooser's choice. */
function choose(hand: readonly number[], crownMask: number, open: number, rng: Rng, chooser: Chooser): Choice {
  const count = listActions(hand, crownMask, open, chooser.menu);
  if (count === 0) throw new RangeError('the player on turn has no legal action (an empty hand)');
  actionAt(chooser.menu, open, rng.int(0, count - 1), chooser.choice);
  return chooser.choice;
}

/**
 * The contract's `randomAction`: for the seat on turn, the very action
 * `rng.pick(legalActions(state, seat))` would choose, with the same draw, without the list.
 */
export function randomAction(state: HieroglyphsState, seat: Seat, rng: Rng): HieroglyphsAction {
  if (state.over) throw new RangeError('the game is over: there is no action to choose');
  if (seat !== state.turn) throw new RangeError(`seat ${seat} has no action to choose: it is seat ${state.turn}'s turn`);
  const choice = choose(state.players[seat as 0 | 1].hand.map(numberOf), tableCrownMask(state.tombs), openTombs(state.tombs), rng, newChooser());
  return actionOf(choice);
}

/** One player's cards, numbered; `pile[top]` is the top of the draw pile. */
interface Side {
  pile: number[];
  top: number;
  hand: number[];
  discard: number[];
  /**
   * The draw pile made by this playout's last reshuffle, if any: drawing only moves `top`, so it
   * still holds every card shuffled into it (put in chart order when written back).
   */
  shuffled: number[] | null;
  /** Cards collected or received in this playout, in the order they came. */
  gained: number[];
}

/** The suits of the face-up Crowns on a tomb: its top card and its set-aside sliders (table.ts, tableCrownMask). */
function crownsOn(tomb: Dig<number>): number {
  let mask = CROWN_SUITS[tomb.cards[0]!]!;
  for (let i = 0; i < tomb.aside.length; i++) mask |= CROWN_SUITS[tomb.aside[i]!]!;
  return mask;
}

const digOf = (t: TombState): Dig<number> => ({ cards: numbered(t.cards), aside: numbered(t.aside), revealed: t.revealed });

/** Takes a card out of a hand, the cards after it moving up one place (turn.ts, takeFromHand). */
function take(hand: number[], card: number): void {
  let carried = hand.pop()!;
  for (let i = hand.length - 1; carried !== card && i >= 0; i--) {
    const here = hand[i]!;
    hand[i] = carried;
    carried = here;
  }
}

const sideOf = (p: PlayerState): Side => ({
  pile: numbered(p.drawPile),
  top: 0,
  hand: numbered(p.hand),
  discard: numbered(p.discard),
  shuffled: null,
  gained: [],
});

/**
 * A game in card numbers, played in place and written back to its state once. Its tombs are
 * deciphered by the rules' own `decipherIn` (decipher.ts); its moves are listed by the rules' own
 * move lister (fast/menu.ts).
 */
class Table {
  private readonly sides: [Side, Side];
  private readonly tombs: [Dig<number>, Dig<number>, Dig<number>];
  /** The suits of the face-up Crowns on each tomb. */
  private readonly crownsOnTomb: [number, number, number];
  private readonly chooser = newChooser();
  /** The state's own generator, read only when a reshuffle needs it. */
  private deal: Rng | null = null;
  private turn: Seat;
  private turnNumber: number;
  private over: boolean;
  /** The face-up Crowns' suits and the open tombs (as bits), which change only when a play deciphers. */
  private crowns = 0;
  private open = 0;

  constructor(private readonly state: HieroglyphsState) {
    this.sides = [sideOf(state.players[0]), sideOf(state.players[1])];
    this.tombs = [digOf(state.tombs[0]), digOf(state.tombs[1]), digOf(state.tombs[2])];
    this.crownsOnTomb = [crownsOn(this.tombs[0]), crownsOn(this.tombs[1]), crownsOn(this.tombs[2])];
    this.turn = state.turn;
    this.turnNumber = state.turnNumber;
    this.over = state.over;
    this.crowns = this.crownsOnTomb[0] | this.crownsOnTomb[1] | this.crownsOnTomb[2];
    this.open = openTombs(state.tombs);
  }

  /** Plays random actions until the game ends or `maxActions` were played; returns how many. */
  play(rng: Rng, maxActions: number): number {
    let n = 0;
    for (; !this.over && n < maxActions; n++) {
      const seat = this.turn;
      const side = this.sides[seat as 0 | 1];
      const choice = choose(side.hand, this.crowns, this.open, rng, this.chooser);
      // turn.ts, applyAction: a discard or a play; an empty hand passes the turn.
      if (choice.tomb < 0) {
        take(side.hand, choice.card);
        side.discard.push(choice.card);
      } else if (this.decipherPlay(seat, side, choice)) continue;
      if (side.hand.length === 0) this.startTurn(otherSeat(seat));
    }
    return n;
  }

  /** turn.ts, applyPlay; returns true when the play ended the game. */
  private decipherPlay(seat: Seat, side: Side, choice: Choice): boolean {
    take(side.hand, choice.card);
    side.discard.push(choice.card);
    for (let i = 0; i < choice.powerUpCount; i++) {
      take(side.hand, choice.powerUps[i]!);
      side.discard.push(choice.powerUps[i]!);
    }
    const t = choice.tomb;
    const tomb = this.tombs[t]!;
    const end = endOf(decipherIn(tomb, PHRASE_LENGTH[t]!, choice.rank, wordLength, null));
    if (end === PHRASE || end === OVERSHOOT) {
      const gainer = this.sides[end === PHRASE ? (seat as 0 | 1) : otherSeat(seat)];
      for (let i = 0; i < tomb.aside.length; i++) {
        gainer.discard.push(tomb.aside[i]!);
        gainer.gained.push(tomb.aside[i]!);
      }
      while (tomb.aside.length > 0) tomb.aside.pop();
    }
    this.crownsOnTomb[t] = crownsOn(tomb);
    this.crowns = this.crownsOnTomb[0] | this.crownsOnTomb[1] | this.crownsOnTomb[2];
    if (tomb.cards.length <= 1) this.open &= ~(1 << t);
    // turn.ts: the game ends when a play depletes a second tomb.
    if ((this.open & (1 << t)) === 0 && BITS[this.open]! <= 1) {
      this.over = true;
      return true;
    }
    if (end === WORD || end === PHRASE) this.draw(side, 1);
    return false;
  }

  /** turn.ts, startTurn. */
  private startTurn(seat: Seat): void {
    this.turn = seat;
    this.turnNumber++;
    this.draw(this.sides[seat as 0 | 1], TURN_DRAW);
  }

  /** turn.ts, draw: an empty draw pile is refilled from the discard pile mid-draw. */
  private draw(side: Side, count: number): void {
    for (let i = 0; i < count; i++) {
      if (side.top === side.pile.length) {
        if (side.discard.length === 0) return;
        this.reshuffle(side);
      }
      side.hand.push(side.pile[side.top++]!);
    }
  }

  /** turn.ts, reshuffle: the discard pile, shuffled by the state's generator, becomes the draw pile. */
  private reshuffle(side: Side): void {
    this.deal ??= Rng.from(this.state.rng);
    side.pile = this.deal.shuffle(side.discard);
    side.top = 0;
    side.discard = [];
    side.shuffled = side.pile;
  }

  /** Writes the game back into its state. */
  writeBack(): void {
    const s = this.state;
    s.turn = this.turn;
    s.turnNumber = this.turnNumber;
    s.over = this.over;
    for (const seat of [0, 1] as const) {
      const side = this.sides[seat];
      const p = s.players[seat];
      p.drawPile = ids(side.pile, side.top);
      p.hand = ids(side.hand);
      p.discard = ids(side.discard);
      if (side.shuffled) p.lastShuffle = inChartOrder(side.shuffled);
      for (let i = 0; i < side.gained.length; i++) p.collected.push(ID[side.gained[i]!]!);
    }
    for (let t = 0; t < 3; t++) {
      const dig = this.tombs[t]!;
      const tomb = s.tombs[t]!;
      tomb.cards = ids(dig.cards);
      tomb.aside = ids(dig.aside);
      tomb.revealed = dig.revealed;
    }
    if (this.deal) s.rng = this.deal.state();
  }
}

/**
 * Plays uniformly random legal actions on `state`, in place and without logging, until the game
 * ends or `maxActions` have been played; returns the number of actions played. The same game,
 * draw for draw, as applying `rng.pick(legalActions(state, state.turn))` step by step.
 */
export function randomPlayout(state: HieroglyphsState, rng: Rng, maxActions = 10_000): number {
  if (state.over || maxActions <= 0) return 0;
  const table = new Table(state);
  const played = table.play(rng, maxActions);
  table.writeBack();
  return played;
}
