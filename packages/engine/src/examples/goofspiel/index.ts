/**
 * Goofspiel with Decktet cards: the engine's small example game, used to prove the contract,
 * the match runner and the conformance suite, and to test the AI where the best move is known.
 *
 * Each player is dealt a hidden hand of basic cards; as many prize cards lie face down. Each round
 * the next prize is turned up, both players secretly bid a card from hand, and the bids are
 * revealed together: the higher value (Ace 1 … 9, Crown 10) takes the prize's value in points; a
 * tie takes nothing. Bids are public once revealed. Most points after the last round wins.
 */
import { z } from 'zod';
import { type CardId, Rng, type RngState, basicDeck, card, fastRngState, findCard, seedRng, unknownCardMessage } from '@decktet/decktet';
import type { AnyGame, BaseState, Outcome, Seat } from '../../contract';
import { defineGame } from '../../define-game';
import { defaultNames } from '../../log';
import { type Result, err, ok } from '../../result';
import { whyNotBid, whyNotYourTurn } from './why-illegal';

export interface GoofspielConfig {
  handSize: number;
}

export interface GoofspielLayout {
  hands: [CardId[], CardId[]];
  prizes: CardId[];
}

export interface GoofspielRound {
  prize: CardId;
  bids: [CardId, CardId];
  winner: Seat | null;
}

export interface GoofspielState extends BaseState {
  rng: RngState;
  hands: [CardId[], CardId[]];
  /** Prizes still to come; prizes[0] is the face-up prize of the current round. */
  prizes: CardId[];
  /** The secret bids of the current round (null: not yet chosen). */
  bids: [CardId | null, CardId | null];
  points: [number, number];
  rounds: GoofspielRound[];
}

export type GoofspielAction = { type: 'bid'; card: CardId };

export interface GoofspielView {
  seat: Seat | null;
  names: string[];
  /** The viewer's own hand (empty for spectators). */
  hand: CardId[];
  handSizes: [number, number];
  prize: CardId | null;
  prizesLeft: number;
  points: [number, number];
  /** Who has already chosen a bid this round (their cards stay hidden). */
  chosen: [boolean, boolean];
  /** The viewer's own secret bid this round, if chosen. */
  myBid: CardId | null;
  rounds: GoofspielRound[];
}

const configSchema = z.object({ handSize: z.number().int().min(1).max(9).default(5) }).strict();
const layoutSchema = z.object({
  hands: z.tuple([z.array(z.string()), z.array(z.string())]),
  prizes: z.array(z.string()),
});

const value = (id: CardId) => card(id).value;
const other = (seat: Seat): 0 | 1 => (seat === 0 ? 1 : 0);
const named = (id: CardId) => `${card(id).title} (${value(id)})`;

function clone(s: GoofspielState): GoofspielState {
  return {
    log: s.log.slice(),
    names: s.names.slice(),
    rng: s.rng.slice(),
    hands: [s.hands[0].slice(), s.hands[1].slice()],
    prizes: s.prizes.slice(),
    bids: [s.bids[0], s.bids[1]],
    points: [s.points[0], s.points[1]],
    rounds: s.rounds.map((r) => ({ prize: r.prize, bids: [r.bids[0], r.bids[1]], winner: r.winner })),
  };
}

function over(s: GoofspielState): boolean {
  return s.prizes.length === 0;
}

function pending(s: GoofspielState): Seat[] {
  if (over(s)) return [];
  return [0, 1].filter((seat) => s.bids[seat] === null);
}

function validate(s: GoofspielState, seat: Seat, action: unknown): Result<GoofspielAction> {
  if (over(s)) return err('game-over', `The game is over: ${goofspiel.outcome(s)!.summary}`);
  if (!pending(s).includes(seat)) return err('not-your-turn', whyNotYourTurn(s, seat));
  if (typeof action !== 'object' || action === null || (action as { type?: unknown }).type !== 'bid') {
    return err('malformed-action', 'expected a bid: { type: "bid", card }');
  }
  const id = (action as { card?: unknown }).card;
  if (typeof id !== 'string' || !findCard(id)) return err('unknown-card', unknownCardMessage(id));
  if (!s.hands[seat as 0 | 1].includes(id)) return err('illegal-action', whyNotBid(s, seat, id));
  return ok({ type: 'bid', card: id });
}

function applyInPlace(s: GoofspielState, seat: Seat, action: GoofspielAction, quiet = true): void {
  const hand = s.hands[seat as 0 | 1];
  hand.splice(hand.indexOf(action.card), 1);
  s.bids[seat as 0 | 1] = action.card;
  if (!quiet) s.log.push({ text: `You bid ${named(action.card)}.`, seats: [seat] });
  const [a, b] = s.bids;
  if (a === null || b === null) {
    if (!quiet) s.log.push({ text: `${s.names[seat]} has chosen a bid.` });
    return;
  }
  const prize = s.prizes.shift() as CardId;
  const winner = value(a) > value(b) ? 0 : value(b) > value(a) ? 1 : null;
  if (winner !== null) s.points[winner] += value(prize);
  s.rounds.push({ prize, bids: [a, b], winner });
  s.bids = [null, null];
  if (!quiet) {
    const result = winner === null ? 'a tie: nobody takes it' : `${s.names[winner]} takes it (${value(prize)} points)`;
    s.log.push({ text: `${s.names[0]} bids ${named(a)}, ${s.names[1]} bids ${named(b)}: ${result}.` });
    if (s.prizes[0]) s.log.push({ text: `Next prize: ${named(s.prizes[0])}.` });
  }
}

function deal(handSize: number, rng: Rng): GoofspielLayout {
  const deck = rng.shuffle(basicDeck());
  return { hands: [deck.slice(0, handSize), deck.slice(handSize, 2 * handSize)], prizes: deck.slice(2 * handSize, 3 * handSize) };
}

function checkLayout(layout: GoofspielLayout, handSize: number): string | null {
  const all = [...layout.hands[0], ...layout.hands[1], ...layout.prizes];
  for (const id of all) if (!findCard(id) || !card(id).basic) return `"${id}" is not a card of the basic deck`;
  if (new Set(all).size !== all.length) return 'a card appears twice';
  if (layout.hands.some((h) => h.length !== handSize) || layout.prizes.length !== handSize) return `hands and prizes must have ${handSize} cards each`;
  return null;
}

/** The cards whose place `seat` cannot know: everything but its own hand and bid and what is face up. */
function unseenBy(s: { hands: CardId[][]; bids: (CardId | null)[]; prizes: CardId[]; rounds: GoofspielRound[] }, seat: Seat): CardId[] {
  const seen = new Set<CardId>([...s.hands[seat]!, ...s.rounds.flatMap((r) => [r.prize, ...r.bids])]);
  const mine = s.bids[seat];
  if (mine) seen.add(mine);
  if (s.prizes[0]) seen.add(s.prizes[0]);
  return basicDeck().filter((id) => !seen.has(id));
}

export const goofspiel = defineGame<GoofspielState, GoofspielAction, GoofspielView, GoofspielConfig, GoofspielLayout>({
  id: 'goofspiel',
  name: 'Goofspiel',
  minSeats: 2,
  maxSeats: 2,
  configSchema,
  layoutSchema,
  seatCount: () => 2,
  ratingPools: [{ id: 'goofspiel', name: 'Goofspiel', config: {} }],

  setup(config, seed, options = {}) {
    const rng = Rng.from(seedRng(seed));
    const layout = options.layout ?? deal(config.handSize, rng);
    const problem = checkLayout(layout, config.handSize);
    if (problem) return err('invalid-layout', problem);
    const names = defaultNames(2, options.names);
    const prizes = layout.prizes.slice();
    return ok({
      log: [{ text: `${names[0]} and ${names[1]} bid for ${prizes.length} prizes. First prize: ${named(prizes[0]!)}.` }],
      names,
      rng: rng.state(),
      hands: [layout.hands[0].slice(), layout.hands[1].slice()],
      prizes,
      bids: [null, null],
      points: [0, 0],
      rounds: [],
    });
  },

  pending,

  legalActions(s, seat) {
    if (!pending(s).includes(seat)) return [];
    return s.hands[seat as 0 | 1].map((id) => ({ type: 'bid', card: id }));
  },

  apply(s, seat, action) {
    const valid = validate(s, seat, action);
    if (!valid.ok) return valid;
    const next = clone(s);
    applyInPlace(next, seat, valid.value, false);
    return ok(next);
  },

  applyInPlace: (s, seat, action) => applyInPlace(s, seat, action),
  clone,

  view(s, seat) {
    return {
      seat,
      names: s.names.slice(),
      hand: seat === null ? [] : s.hands[seat as 0 | 1].slice(),
      handSizes: [s.hands[0].length, s.hands[1].length],
      prize: s.prizes[0] ?? null,
      prizesLeft: s.prizes.length,
      points: [s.points[0], s.points[1]],
      chosen: [s.bids[0] !== null, s.bids[1] !== null],
      myBid: seat === null ? null : s.bids[seat as 0 | 1],
      rounds: s.rounds.map((r) => ({ prize: r.prize, bids: [r.bids[0], r.bids[1]], winner: r.winner })),
    };
  },

  outcome(s): Outcome | null {
    if (!over(s)) return null;
    const [a, b] = s.points;
    const results = a > b ? (['win', 'loss'] as const) : b > a ? (['loss', 'win'] as const) : (['draw', 'draw'] as const);
    const scores = results.map((r) => (r === 'win' ? 1 : r === 'draw' ? 0.5 : 0));
    const summary = a === b ? `A draw at ${a} points each` : `${s.names[a > b ? 0 : 1]} wins ${Math.max(a, b)} to ${Math.min(a, b)}`;
    return { results: [...results], scores, points: [a, b], summary };
  },

  formatAction: (a) => `bid ${a.card}`,

  parseAction(text) {
    const m = /^\s*bid\s+([a-z-]+)\s*$/i.exec(text);
    if (!m) return err('malformed-action', `cannot read "${text}": write "bid <card>", e.g. "bid pact"`);
    const id = m[1]!.toLowerCase();
    if (!findCard(id)) return err('unknown-card', unknownCardMessage(id));
    return ok({ type: 'bid', card: id });
  },

  sampleState(view, seat, rng) {
    const me = seat as 0 | 1;
    const them = other(seat);
    const known = { hands: [[], []] as CardId[][], bids: [null, null] as (CardId | null)[], prizes: view.prize ? [view.prize] : [], rounds: view.rounds };
    known.hands[me] = view.hand;
    known.bids[me] = view.myBid;
    const unseen = rng.shuffle(unseenBy(known, me));
    const theirBid = view.chosen[them] ? unseen.pop()! : null;
    const theirHand = unseen.splice(0, view.handSizes[them]);
    const futurePrizes = unseen.splice(0, Math.max(0, view.prizesLeft - 1));
    const hands: [CardId[], CardId[]] = me === 0 ? [view.hand.slice(), theirHand] : [theirHand, view.hand.slice()];
    const bids: [CardId | null, CardId | null] = me === 0 ? [view.myBid, theirBid] : [theirBid, view.myBid];
    return {
      log: [],
      names: view.names.slice(),
      rng: fastRngState(rng.seedString()),
      hands,
      prizes: view.prize ? [view.prize, ...futurePrizes] : [],
      bids,
      points: [view.points[0], view.points[1]],
      rounds: view.rounds.map((r) => ({ prize: r.prize, bids: [r.bids[0], r.bids[1]], winner: r.winner })),
    };
  },

  randomizeHidden(s, seat, rng) {
    const next = clone(s);
    const them = other(seat);
    const unseen = rng.shuffle(unseenBy(next, seat));
    // The hidden places, refilled with the same counts from a reshuffle of everything unseen.
    if (next.bids[them] !== null) next.bids[them] = unseen.pop()!;
    next.hands[them] = unseen.splice(0, next.hands[them].length);
    next.prizes = next.prizes.length ? [next.prizes[0]!, ...unseen.splice(0, next.prizes.length - 1)] : [];
    next.rng = fastRngState(rng.seedString());
    return next;
  },
});

/**
 * The small example game for the tests of code that serves every game alike (the server's lobby
 * and ratings), which may name no game: a quick two-seat match of three cards each.
 */
export const EXAMPLE_GAME: AnyGame = goofspiel;
export const EXAMPLE_TABLE: Readonly<{ game: string; config: { handSize: number } }> = Object.freeze({ game: goofspiel.id, config: Object.freeze({ handSize: 3 }) });
