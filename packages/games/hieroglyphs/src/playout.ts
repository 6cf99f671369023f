/**
 * Random games on a fast path of their own, for the AI's playouts, simulations and benchmarks.
 *
 * The rules files say each rule once, in the game's words, on the JSON state. A random game asks
 * them some seventy times for its legal actions and applies one; looking card facts up by id,
 * listing every legal action to pick one and moving ids between arrays cost far more than the
 * rules themselves. So a playout here copies the state once into cards numbered in chart order,
 * in buffers the call owns, plays on those, and writes the state back once at the end.
 *
 * It must play exactly the game the rules files play: the action `rng.pick(legalActions(…))`
 * would choose, with the same single draw; the same reshuffles from the state's own generator;
 * the same state at the end, apart from the log, which it does not write. The engine's
 * conformance suite and playout.test.ts hold it to that, so every rule restated below names the
 * rules file it follows.
 */
import { CARDS, type CardId, Rng } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { info, suitCount } from './cards';
import { EXCUSE_MAX } from './legal';
import { isDepleted, tableCrownMask } from './table';
import { TURN_DRAW, otherSeat } from './turn';
import { type HieroglyphsAction, type HieroglyphsState, PHRASE_LENGTH, type PlayerState, type TombNumber, type TombState } from './types';

/** A constant table by card number (typed arrays read fastest; the type forbids writing to them). */
type Facts = { readonly [card: number]: number; readonly length: number };

// Card facts by chart-order number (info(id).order), read once from cards.ts and never written.
const ID: readonly CardId[] = CARDS.map((c) => c.id);
const POWER_UP = 0;
const RANK_CARD = 1;
const EXCUSE_CARD = 2;
const ROLE: Facts = Uint8Array.from(ID, (id) => ({ 'power-up': POWER_UP, rank: RANK_CARD, excuse: EXCUSE_CARD })[info(id).role]);
const RANK: Facts = Uint8Array.from(ID, (id) => info(id).rank);
const MODIFIER: Facts = Uint8Array.from(ID, (id) => info(id).modifier);
const SUITS: Facts = Uint8Array.from(ID, (id) => info(id).suitMask);
/** A Crown's suits (each suit has one Crown), 0 for every other card: face-up Crowns make the table's mask. */
const CROWN_SUITS: Facts = Uint8Array.from(ID, (id) => (info(id).isCrown ? info(id).suitMask : 0));
const WORD_LENGTH: Facts = Uint8Array.from(ID, (id) => info(id).letters.length);
/** Set bits of a 6-bit mask: suits shared, or tombs open. */
const BITS: Facts = Uint8Array.from({ length: 64 }, (_, mask) => suitCount(mask));

const NUMBER: ReadonlyMap<CardId, number> = new Map(ID.map((id, i) => [id, i]));
const numberOf = (id: CardId): number => NUMBER.get(id)!;

/**
 * The legal actions of a hand in legalActions' order (legal.ts), as blocks instead of a list: a
 * power-up's discard is a block of one (width 0); the Excuse, or a rank card with one subset of
 * its joining power-ups, is a block of `width` ranks from `lo` on each open tomb, tomb by tomb.
 * Its arrays are reused from step to step.
 */
interface Menu {
  blocks: number;
  card: number[];
  lo: number[];
  width: number[];
  /** The power-ups joining block b's play: those of `joining[from[b]…]` picked by the bits of `subset[b]`. */
  from: number[];
  subset: number[];
  joining: number[];
}

/** A chosen action: a play on tomb 0–2, or a power-up's discard (tomb −1). */
interface Choice {
  card: number;
  tomb: number;
  rank: number;
  /** The power-ups joining the play, chart order (the first `powerUpCount`). */
  powerUps: number[];
  powerUpCount: number;
}

interface Chooser {
  menu: Menu;
  choice: Choice;
}

const newChooser = (): Chooser => ({
  menu: { blocks: 0, card: [], lo: [], width: [], from: [], subset: [], joining: [] },
  choice: { card: 0, tomb: -1, rank: 0, powerUps: [], powerUpCount: 0 },
});

/** The hand's power-ups sharing a suit with `suits`, chart order, into `into` from `at`; returns how many (legal.ts, joiningPowerUps). */
function joiningPowerUps(hand: readonly number[], suits: number, into: number[], at: number): number {
  let n = 0;
  for (let i = 0; i < hand.length; i++) {
    const u = hand[i]!;
    if (ROLE[u] !== POWER_UP || (SUITS[u]! & suits) === 0) continue;
    let j = at + n++;
    for (; j > at && into[j - 1]! > u; j--) into[j] = into[j - 1]!;
    into[j] = u;
  }
  return n;
}

function addBlock(menu: Menu, card: number, lo: number, width: number, from: number, subset: number): void {
  const b = menu.blocks++;
  menu.card[b] = card;
  menu.lo[b] = lo;
  menu.width[b] = width;
  menu.from[b] = from;
  menu.subset[b] = subset;
}

/** Lists a hand's legal actions into `menu` (the order of legal.ts, legalActions); returns how many there are. */
function listActions(hand: readonly number[], crownMask: number, open: number, menu: Menu): number {
  const tombs = BITS[open]!;
  menu.blocks = 0;
  let joined = 0;
  let count = 0;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    const role = ROLE[card];
    if (role === POWER_UP) {
      addBlock(menu, card, 0, 0, 0, 0);
      count++;
    } else if (role === EXCUSE_CARD) {
      addBlock(menu, card, 1, EXCUSE_MAX, 0, 0);
      count += tombs * EXCUSE_MAX;
    } else {
      const ups = joiningPowerUps(hand, SUITS[card]!, menu.joining, joined);
      // HG-8: each face-up Crown sharing a suit with the rank card stretches it by 3 (table.ts).
      const base = 3 * BITS[SUITS[card]! & crownMask]!;
      const rank = RANK[card]!;
      for (let subset = 0; subset < 1 << ups; subset++) {
        let k = base;
        for (let i = 0; i < ups; i++) if (subset & (1 << i)) k += MODIFIER[menu.joining[joined + i]!]!;
        // table.ts, rankBounds: [rank − k, rank + k], at least 1.
        const lo = Math.max(1, rank - k);
        addBlock(menu, card, lo, rank + k - lo + 1, joined, subset);
        count += tombs * (rank + k - lo + 1);
      }
      joined += ups;
    }
  }
  return count;
}

/** OPEN_TOMB[open * 3 + i]: the i-th open tomb (0-based) among the tombs open in bits `open`. */
const OPEN_TOMB: Facts = Int8Array.from({ length: 8 * 3 }, (_, at) => {
  const open = Math.floor(at / 3);
  let ordinal = at % 3;
  for (let t = 0; t < 3; t++) if (open & (1 << t) && ordinal-- === 0) return t;
  return -1;
});

/** Writes the `at`-th action of the menu into `out`. */
function actionAt(menu: Menu, open: number, at: number, out: Choice): void {
  const tombs = BITS[open]!;
  for (let b = 0; b < menu.blocks; b++) {
    const width = menu.width[b]!;
    const size = width === 0 ? 1 : tombs * width;
    if (at >= size) {
      at -= size;
      continue;
    }
    out.card = menu.card[b]!;
    if (width === 0) {
      out.tomb = -1;
      out.rank = 0;
    } else {
      let ordinal = 0;
      for (; at >= width; at -= width) ordinal++;
      out.tomb = OPEN_TOMB[open * 3 + ordinal]!;
      out.rank = menu.lo[b]! + at;
    }
    let n = 0;
    const from = menu.from[b]!;
    for (let bits = menu.subset[b]!, i = 0; bits !== 0; bits >>= 1, i++) if (bits & 1) out.powerUps[n++] = menu.joining[from + i]!;
    out.powerUpCount = n;
    return;
  }
  throw new RangeError(`no legal action number ${at}`);
}

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
  let open = 0;
  for (let t = 0; t < 3; t++) if (!isDepleted(state.tombs[t]!)) open |= 1 << t;
  const choice = choose(state.players[seat as 0 | 1].hand.map(numberOf), tableCrownMask(state.tombs), open, rng, newChooser());
  if (choice.tomb < 0) return { type: 'discard', card: ID[choice.card]! };
  const powerUps: CardId[] = [];
  for (let i = 0; i < choice.powerUpCount; i++) powerUps.push(ID[choice.powerUps[i]!]!);
  return { type: 'decipher', tomb: (choice.tomb + 1) as TombNumber, card: ID[choice.card]!, powerUps, rank: choice.rank };
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

/** One tomb, numbered; `cards[top]` is its face-up top card. */
interface Dig {
  cards: number[];
  top: number;
  aside: number[];
  revealed: number;
  phraseLength: number;
  /** The suits of the face-up Crowns on it: its top card and its set-aside sliders (table.ts, tableCrownMask). */
  crowns: number;
}

function crownsOn(d: Dig): number {
  let mask = CROWN_SUITS[d.cards[d.top]!]!;
  for (let i = 0; i < d.aside.length; i++) mask |= CROWN_SUITS[d.aside[i]!]!;
  return mask;
}

function numbered(cards: readonly CardId[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cards.length; i++) out.push(NUMBER.get(cards[i]!)!);
  return out;
}

function ids(cards: readonly number[], from = 0): CardId[] {
  const out = new Array<CardId>(cards.length - from);
  for (let i = from; i < cards.length; i++) out[i - from] = ID[cards[i]!]!;
  return out;
}

/** Card numbers are chart positions: marking them and reading the marks in order sorts them. */
function inChartOrder(cards: readonly number[]): CardId[] {
  const marked = new Uint8Array(ID.length);
  for (let i = 0; i < cards.length; i++) marked[cards[i]!] = 1;
  const out: CardId[] = [];
  for (let c = 0; c < ID.length; c++) if (marked[c]) out.push(ID[c]!);
  return out;
}

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

function digOf(t: TombState, i: number): Dig {
  const d = { cards: numbered(t.cards), top: 0, aside: numbered(t.aside), revealed: t.revealed, phraseLength: PHRASE_LENGTH[i]!, crowns: 0 };
  d.crowns = crownsOn(d);
  return d;
}

const PARTIAL = 0;
const WORD = 1;
const PHRASE = 2;
const OVERSHOOT = 3;

/** A game in numbered cards, played in place and written back to its state once. */
class Table {
  private readonly sides: [Side, Side];
  private readonly digs: [Dig, Dig, Dig];
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
    this.digs = [digOf(state.tombs[0], 0), digOf(state.tombs[1], 1), digOf(state.tombs[2], 2)];
    this.turn = state.turn;
    this.turnNumber = state.turnNumber;
    this.over = state.over;
    this.readTable();
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

  /** table.ts: the face-up Crowns of all three tombs, and the tombs not depleted (more than the bottom Crown left). */
  private readTable(): void {
    const a = this.digs[0];
    const b = this.digs[1];
    const c = this.digs[2];
    this.crowns = a.crowns | b.crowns | c.crowns;
    this.open = (a.cards.length - a.top > 1 ? 1 : 0) | (b.cards.length - b.top > 1 ? 2 : 0) | (c.cards.length - c.top > 1 ? 4 : 0);
  }

  /** turn.ts, applyPlay; returns true when the play ended the game. */
  private decipherPlay(seat: Seat, side: Side, choice: Choice): boolean {
    take(side.hand, choice.card);
    side.discard.push(choice.card);
    for (let i = 0; i < choice.powerUpCount; i++) {
      take(side.hand, choice.powerUps[i]!);
      side.discard.push(choice.powerUps[i]!);
    }
    const dig = this.digs[choice.tomb]!;
    const end = decipher(dig, choice.rank);
    if (end === PHRASE || end === OVERSHOOT) {
      const gainer = this.sides[end === PHRASE ? (seat as 0 | 1) : otherSeat(seat)];
      for (let i = 0; i < dig.aside.length; i++) {
        gainer.discard.push(dig.aside[i]!);
        gainer.gained.push(dig.aside[i]!);
      }
      while (dig.aside.length > 0) dig.aside.pop();
    }
    dig.crowns = crownsOn(dig);
    this.readTable();
    const over = (this.open & (1 << choice.tomb)) === 0 && BITS[this.open]! <= 1;
    if (over) {
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
      const dig = this.digs[t]!;
      const tomb = s.tombs[t]!;
      tomb.cards = ids(dig.cards, dig.top);
      tomb.aside = ids(dig.aside);
      tomb.revealed = dig.revealed;
    }
    if (this.deal) s.rng = this.deal.state();
  }
}

/**
 * decipher.ts: reveals `letters` letters. A finished word sets its slider aside mid-phrase; a
 * finished phrase leaves all its sliders in `aside` for the caller to hand over. Returns how it ended.
 */
function decipher(dig: Dig, letters: number): number {
  let remaining = letters;
  for (;;) {
    const need = WORD_LENGTH[dig.cards[dig.top + 1]!]! - dig.revealed;
    if (remaining < need) {
      dig.revealed += remaining;
      return PARTIAL;
    }
    remaining -= need;
    dig.revealed = 0;
    const phraseDone = dig.aside.length + 1 === dig.phraseLength;
    dig.aside.push(dig.cards[dig.top++]!);
    if (phraseDone) return remaining === 0 ? PHRASE : OVERSHOOT;
    if (remaining === 0) return WORD;
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
