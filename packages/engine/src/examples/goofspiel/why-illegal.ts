/**
 * Why Goofspiel refuses a bid, in words. Only the rejection path of `apply` comes here. It reads
 * only what the bidding seat may know — its own hand and bid, the face-up prize, the past rounds —
 * so two states that differ only in hidden cards give the same words.
 */
import { type CardId, card } from '@decktet/decktet';
import type { Seat } from '../../contract';

/** The parts of a Goofspiel state a refusal may read. */
interface Table {
  names: string[];
  hands: CardId[][];
  bids: (CardId | null)[];
  prizes: CardId[];
  rounds: { prize: CardId; bids: readonly CardId[] }[];
}

const named = (id: CardId) => `${card(id).title} (${card(id).value})`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Why `seat`, which owes no bid now, cannot bid. */
export function whyNotYourTurn(s: Table, seat: Seat): string {
  if (seat !== 0 && seat !== 1) return `There is no seat ${seat}: Goofspiel is played by seats 0 and 1`;
  const mine = s.bids[seat];
  const other = s.names[seat === 0 ? 1 : 0];
  return mine ? `You have already bid ${named(mine)} this round; waiting for ${other} to bid` : `It is not your turn: waiting for ${other} to bid`;
}

/** Why `seat` cannot bid card `id` (a known card that is not in its hand). */
export function whyNotBid(s: Table, seat: Seat, id: CardId): string {
  const c = card(id);
  const title = capital(c.title);
  if (!c.basic) return `${title} is not dealt in Goofspiel: only the 36 cards of the basic deck are (Aces, 2–9 and Crowns)`;
  if (s.prizes[0] === id) return `${title} is the prize of this round, not a card in your hand`;
  for (const [i, round] of s.rounds.entries()) {
    if (round.prize === id) return `${title} was the prize of round ${i + 1}`;
    const by = round.bids.indexOf(id);
    if (by >= 0) return `${title} was bid by ${by === seat ? 'you' : s.names[by]} in round ${i + 1}: each card is bid once`;
  }
  const hand = s.hands[seat]!;
  return `${title} is not in your hand (${hand.length ? `you hold ${hand.map((h) => card(h).title).join(', ')}` : 'your hand is empty'})`;
}
