/**
 * Card numbers: the small fast type behind the rules. A card's number is its place in the
 * Decktet's chart order (`info(id).order`), so its facts are read from constant typed arrays
 * instead of being looked up by id, and sorting numbers sorts cards into chart order. The move
 * lister (menu.ts) and the random playout (playout.ts) run on numbers; the state stays in ids.
 */
import { CARDS, type CardId } from '@decktet/decktet';
import { info, suitCount } from '../cards';

/** A constant table by card number (typed arrays read fastest; the type forbids writing to them). */
export type Facts = { readonly [card: number]: number; readonly length: number };

/** The id of each card number. */
export const ID: readonly CardId[] = CARDS.map((c) => c.id);
export const POWER_UP = 0;
export const RANK_CARD = 1;
export const EXCUSE_CARD = 2;
export const ROLE: Facts = Uint8Array.from(ID, (id) => ({ 'power-up': POWER_UP, rank: RANK_CARD, excuse: EXCUSE_CARD })[info(id).role]);
export const RANK: Facts = Uint8Array.from(ID, (id) => info(id).rank);
export const MODIFIER: Facts = Uint8Array.from(ID, (id) => info(id).modifier);
export const SUITS: Facts = Uint8Array.from(ID, (id) => info(id).suitMask);
/** A Crown's suits (each suit has one Crown), 0 for every other card: face-up Crowns make the table's mask. */
export const CROWN_SUITS: Facts = Uint8Array.from(ID, (id) => (info(id).isCrown ? info(id).suitMask : 0));
/** The letters in each card's title (HG-9). */
export const WORD_LENGTH: Facts = Uint8Array.from(ID, (id) => info(id).letters.length);
/** A card number's title length, for `decipherIn`. */
export const wordLength = (card: number): number => WORD_LENGTH[card]!;
/** Set bits of a 6-bit mask: suits shared, or tombs open. */
export const BITS: Facts = Uint8Array.from({ length: 64 }, (_, mask) => suitCount(mask));

const NUMBER: ReadonlyMap<CardId, number> = new Map(ID.map((id, i) => [id, i]));
/** The number of a known card id. */
export const numberOf = (id: CardId): number => NUMBER.get(id)!;

export function numbered(cards: readonly CardId[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cards.length; i++) out.push(NUMBER.get(cards[i]!)!);
  return out;
}

/** The ids of `cards` from index `from` on. */
export function ids(cards: readonly number[], from = 0): CardId[] {
  const out = new Array<CardId>(cards.length - from);
  for (let i = from; i < cards.length; i++) out[i - from] = ID[cards[i]!]!;
  return out;
}

/** Card numbers are chart positions: marking them and reading the marks in order sorts them. */
export function inChartOrder(cards: readonly number[]): CardId[] {
  const marked = new Uint8Array(ID.length);
  for (let i = 0; i < cards.length; i++) marked[cards[i]!] = 1;
  const out: CardId[] = [];
  for (let c = 0; c < ID.length; c++) if (marked[c]) out.push(ID[c]!);
  return out;
}
