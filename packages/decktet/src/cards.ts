/** The card vocabulary of the Decktet: 45 cards as plain data. */

export const SUITS = ['moons', 'suns', 'waves', 'leaves', 'wyrms', 'knots'] as const;
export type Suit = (typeof SUITS)[number];

export const RANK_KINDS = ['ace', 'number', 'pawn', 'court', 'crown', 'excuse'] as const;
export type RankKind = (typeof RANK_KINDS)[number];

/** The rank as players name it: 1–9, or the name of a face rank, or null for the Excuse. */
export type Rank = number | 'pawn' | 'court' | 'crown' | null;

export type CardId = string;

export interface Card {
  /** The title without a leading "the", lower-case, hyphenated: `chance-meeting`. */
  readonly id: CardId;
  /** The printed title: "the Chance Meeting". */
  readonly title: string;
  readonly kind: RankKind;
  /** The printed rank: 1 for an Ace, 2–9, 'pawn' | 'court' | 'crown', null for the Excuse. */
  readonly rank: Rank;
  /** Numeric rank: Ace 1, numbered 2–9, Crown 10 (the basic deck's count), 0 for Pawns, Courts and the Excuse. */
  readonly value: number;
  /** Position in the Decktet's rank order: Ace 1 … 9, Pawn 10, Court 11, Crown 12; Excuse 0. */
  readonly ordinal: number;
  /** Suits in canonical order (Moons, Suns, Waves, Leaves, Wyrms, Knots). */
  readonly suits: readonly Suit[];
  /** The title's letters without "the", spaces or punctuation, upper-case: `CHANCEMEETING`. */
  readonly letters: string;
  /** true for the 36 cards of the basic deck. */
  readonly basic: boolean;
}

type Row = readonly [title: string, rank: Rank, suits: readonly Suit[]];

const ROWS: readonly Row[] = [
  ['Ace of Moons', 1, ['moons']],
  ['Ace of Suns', 1, ['suns']],
  ['Ace of Waves', 1, ['waves']],
  ['Ace of Leaves', 1, ['leaves']],
  ['Ace of Wyrms', 1, ['wyrms']],
  ['Ace of Knots', 1, ['knots']],
  ['the Author', 2, ['moons', 'knots']],
  ['the Desert', 2, ['suns', 'wyrms']],
  ['the Origin', 2, ['waves', 'leaves']],
  ['the Journey', 3, ['moons', 'waves']],
  ['the Painter', 3, ['suns', 'knots']],
  ['the Savage', 3, ['leaves', 'wyrms']],
  ['the Mountain', 4, ['moons', 'suns']],
  ['the Sailor', 4, ['waves', 'leaves']],
  ['the Battle', 4, ['wyrms', 'knots']],
  ['the Forest', 5, ['moons', 'leaves']],
  ['the Discovery', 5, ['suns', 'waves']],
  ['the Soldier', 5, ['wyrms', 'knots']],
  ['the Lunatic', 6, ['moons', 'waves']],
  ['the Penitent', 6, ['suns', 'wyrms']],
  ['the Market', 6, ['leaves', 'knots']],
  ['the Chance Meeting', 7, ['moons', 'leaves']],
  ['the Castle', 7, ['suns', 'knots']],
  ['the Cave', 7, ['waves', 'wyrms']],
  ['the Diplomat', 8, ['moons', 'suns']],
  ['the Mill', 8, ['waves', 'leaves']],
  ['the Betrayal', 8, ['wyrms', 'knots']],
  ['the Pact', 9, ['moons', 'suns']],
  ['the Darkness', 9, ['waves', 'wyrms']],
  ['the Merchant', 9, ['leaves', 'knots']],
  ['the Huntress', 'crown', ['moons']],
  ['the Bard', 'crown', ['suns']],
  ['the Sea', 'crown', ['waves']],
  ['the End', 'crown', ['leaves']],
  ['the Calamity', 'crown', ['wyrms']],
  ['the Windfall', 'crown', ['knots']],
  ['the Excuse', null, []],
  ['the Watchman', 'pawn', ['moons', 'wyrms', 'knots']],
  ['the Harvest', 'pawn', ['moons', 'suns', 'leaves']],
  ['the Light Keeper', 'pawn', ['suns', 'waves', 'knots']],
  ['the Borderland', 'pawn', ['waves', 'leaves', 'wyrms']],
  ['the Consul', 'court', ['moons', 'waves', 'knots']],
  ['the Rite', 'court', ['moons', 'leaves', 'wyrms']],
  ['the Island', 'court', ['suns', 'waves', 'wyrms']],
  ['the Window', 'court', ['suns', 'leaves', 'knots']],
];

/** A title without its article: "the Chance Meeting" → "Chance Meeting". */
export function bareTitle(title: string): string {
  return title.replace(/^the\s+/i, '');
}

/** The canonical id of a title: "the Chance Meeting" → `chance-meeting`. */
export function idOfTitle(title: string): CardId {
  return bareTitle(title).toLowerCase().replace(/\s+/g, '-');
}

/** The letters of a title as Hieroglyphs counts them: no "the", letters only, upper-case. */
export function lettersOfTitle(title: string): string {
  return bareTitle(title).toUpperCase().replace(/[^A-Z]/g, '');
}

function kindOf(rank: Rank): RankKind {
  if (rank === null) return 'excuse';
  if (rank === 1) return 'ace';
  if (typeof rank === 'number') return 'number';
  return rank;
}

const ORDINAL_OF_FACE = { pawn: 10, court: 11, crown: 12 } as const;

function makeCard([title, rank, suits]: Row): Card {
  const kind = kindOf(rank);
  const value = typeof rank === 'number' ? rank : rank === 'crown' ? 10 : 0;
  const ordinal = typeof rank === 'number' ? rank : rank === null ? 0 : ORDINAL_OF_FACE[rank];
  return Object.freeze({
    id: idOfTitle(title),
    title,
    kind,
    rank,
    value,
    ordinal,
    suits: Object.freeze([...suits]),
    letters: lettersOfTitle(title),
    basic: kind === 'ace' || kind === 'number' || kind === 'crown',
  });
}

/** All 45 cards in the order of the Decktet's charts: the basic deck, then the extended deck. */
export const CARDS: readonly Card[] = Object.freeze(ROWS.map(makeCard));

const BY_ID: ReadonlyMap<CardId, Card> = new Map(CARDS.map((c) => [c.id, c]));

export function isCardId(id: string): boolean {
  return BY_ID.has(id);
}

/** Looks a card up by id; throws an Error naming the unknown id. Use `findCard` to test softly. */
export function card(id: CardId): Card {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`unknown card "${id}" (card ids are titles without "the", e.g. "chance-meeting")`);
  return found;
}

export function findCard(id: string): Card | undefined {
  return BY_ID.get(id);
}

export function hasSuit(c: Card, suit: Suit): boolean {
  return c.suits.includes(suit);
}

export function sharesSuit(a: Card, b: Card): boolean {
  return a.suits.some((s) => b.suits.includes(s));
}
