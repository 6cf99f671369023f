/**
 * The cards as Hieroglyphs sees them: rank cards, power-ups and their modifiers, suit masks and
 * title lengths, precomputed into plain lookups because legal-action generation and playouts
 * consult them constantly.
 */
import { CARDS, type Card, type CardId, SUITS } from '@decktet/decktet';

/** What a card does in Hieroglyphs. */
export type Role = 'rank' | 'excuse' | 'power-up';

export interface CardInfo {
  readonly id: CardId;
  readonly card: Card;
  readonly role: Role;
  /** Letters deciphered when played as a rank card (Ace 1 … 9); 0 for the Excuse and power-ups. */
  readonly rank: number;
  /** How far a power-up stretches the rank: Pawn 1, Court 2, Crown 3; 0 otherwise. */
  readonly modifier: number;
  /** One bit per suit, in canonical suit order. */
  readonly suitMask: number;
  /** The title's letters (no "the", no spaces), upper-case. */
  readonly letters: string;
  /** Position in the Decktet's chart order, for canonical sorting. */
  readonly order: number;
  readonly isCrown: boolean;
}

const MODIFIER: Partial<Record<Card['kind'], number>> = { pawn: 1, court: 2, crown: 3 };

function infoOf(card: Card, order: number): CardInfo {
  const role: Role = card.kind === 'excuse' ? 'excuse' : card.kind === 'ace' || card.kind === 'number' ? 'rank' : 'power-up';
  let suitMask = 0;
  for (const s of card.suits) suitMask |= 1 << SUITS.indexOf(s);
  return Object.freeze({
    id: card.id,
    card,
    role,
    rank: role === 'rank' ? (card.rank as number) : 0,
    modifier: MODIFIER[card.kind] ?? 0,
    suitMask,
    letters: card.letters,
    order,
    isCrown: card.kind === 'crown',
  });
}

// A Map: string-keyed lookups here sit on the hot path of every playout.
const INFO: ReadonlyMap<CardId, CardInfo> = new Map(CARDS.map((c, i) => [c.id, infoOf(c, i)]));

/** The Hieroglyphs facts of a known card id (callers validate ids first with `isKnownCard`). */
export function info(id: CardId): CardInfo {
  return INFO.get(id) as CardInfo;
}

export function isKnownCard(id: unknown): id is CardId {
  return typeof id === 'string' && INFO.has(id);
}

/** "the Mill", "Ace of Moons": the title as it reads in a sentence. */
export function titleOf(id: CardId): string {
  return info(id).card.title;
}

/** Sorts ids into the Decktet's chart order (the canonical order of every public card list). */
export function byChartOrder(ids: readonly CardId[]): CardId[] {
  return ids.slice().sort((a, b) => info(a).order - info(b).order);
}

/** Set bits of every 6-bit mask, counted once. */
const SET_BITS: { readonly [mask: number]: number } = Uint8Array.from({ length: 64 }, (_, mask) => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
});

/** Counts the set bits of a suit mask (six suits: 0 to 63), or of the open tombs' bits. */
export function suitCount(mask: number): number {
  return SET_BITS[mask]!;
}

/** Rank points of a card at scoring (HG-12): Ace–9 count their rank; power-ups and the Excuse nothing. */
export function points(id: CardId): number {
  return info(id).rank;
}
