import type { CardId, RngState } from '@decktet/decktet';
import type { BaseState, Seat } from '@decktet/engine';

/** Tomb numbers as players say them. */
export type TombNumber = 1 | 2 | 3;

/** Words per phrase in Tomb 1, 2 and 3 (HG-4). */
export const PHRASE_LENGTH: readonly [number, number, number] = [1, 2, 3];

/** Hieroglyphs has no options yet; the config is an empty object (kept for the contract). */
export type HieroglyphsConfig = Record<string, never>;

/**
 * The layout override: fixes every hidden order so any position can be built (see
 * docs/games/hieroglyphs.md). All 45 cards appear exactly once across tombs, draw piles and discards.
 */
export interface HieroglyphsLayout {
  /** Each tomb top card first; its last card (the bottom) must be a Crown. */
  tombs: [CardId[], CardId[], CardId[]];
  /** Each player's draw pile, top card first. */
  drawPiles: [CardId[], CardId[]];
  /** Each player's discard pile, bottom card first (default: empty). */
  discards?: [CardId[], CardId[]];
  /** Who takes the first turn (default: chosen at random from the seed, HG-6). */
  firstPlayer?: Seat;
}

export interface PlayerState {
  /** Top card first. Hidden from everyone (its contents are known to its owner). */
  drawPile: CardId[];
  /** Hidden from the opponent. Never more than 3 cards. */
  hand: CardId[];
  /** Bottom card first. Public. */
  discard: CardId[];
  /** The player's own cards at the start (HG-2), chart order. Public. */
  startingDeck: CardId[];
  /** Cards that came to this player from the tombs, in the order they came. Public. */
  collected: CardId[];
  /** The cards shuffled to form the current draw pile, chart order. Public (they were face up). */
  lastShuffle: CardId[];
}

export interface TombState {
  /** [0] is the face-up top card (the slider), [1] the word being deciphered, the last the bottom Crown. */
  cards: CardId[];
  /** Sliders set aside face up during the current phrase, oldest first. */
  aside: CardId[];
  /** Letters of the current word revealed so far (from the end of its title). */
  revealed: number;
}

export interface HieroglyphsState extends BaseState {
  rng: RngState;
  players: [PlayerState, PlayerState];
  tombs: [TombState, TombState, TombState];
  /** Whose turn it is (the last player to act once the game is over). */
  turn: Seat;
  /** Turns begun so far, counting from 1. */
  turnNumber: number;
  over: boolean;
}

/**
 * A play: one rank card (Ace–9 or the Excuse) with any power-ups from the hand, deciphering
 * `rank` letters on a tomb. Notation: `decipher tomb3 penitent+window as 6`.
 */
export interface DecipherAction {
  type: 'decipher';
  tomb: TombNumber;
  card: CardId;
  /** Power-ups from the hand joining the play, chart order. */
  powerUps: CardId[];
  /** The effective rank: letters to decipher. */
  rank: number;
}

/** A power-up discarded on its own, with no effect. Notation: `discard watchman`. */
export interface DiscardAction {
  type: 'discard';
  card: CardId;
}

export type HieroglyphsAction = DecipherAction | DiscardAction;

/** One tomb as every seat sees it. */
export interface TombView {
  number: TombNumber;
  /** Words in each phrase of this tomb (1, 2 or 3). */
  phraseLength: number;
  /** The face-up top card (the slider). */
  top: CardId;
  /** Sliders set aside face up in the current phrase, oldest first. */
  aside: CardId[];
  /** Words of the current phrase deciphered so far (= aside.length). */
  wordsDeciphered: number;
  /** The revealed end of the current word's title ('' when none); never its length. */
  revealed: string;
  /** The cards under the top card, chart order (the tomb's composition; their order is hidden). */
  hidden: CardId[];
  /** How many cards lie under the top card. */
  cardsLeft: number;
  /** Hidden cards that may be the current word: their titles end in the revealed letters. */
  candidates: CardId[];
  /** Only the bottom Crown is left: the tomb takes no more plays (HG-11). */
  depleted: boolean;
}

/** One player as a given seat sees them. */
export interface PlayerView {
  name: string;
  /** The hand, for its owner only; null when hidden from the viewer. */
  hand: CardId[] | null;
  handSize: number;
  drawPileSize: number;
  /** Bottom card first. */
  discard: CardId[];
  startingDeck: CardId[];
  collected: CardId[];
  /** The cards shuffled into the current draw pile (what is left of them is in the pile or the hand). */
  lastShuffle: CardId[];
  /** Rank points the player owns right now (starting deck plus collected cards, HG-12). */
  points: number;
}

/** What a seat (or a spectator, seat null) may know. Plain JSON. */
export interface HieroglyphsView {
  seat: Seat | null;
  players: [PlayerView, PlayerView];
  tombs: [TombView, TombView, TombView];
  /** Face-up Crowns on the table now: anyone's rank card sharing their suit may use them (HG-8). */
  tableCrowns: CardId[];
  /** Whose turn it is; null once the game is over. */
  turn: Seat | null;
  turnNumber: number;
  /** Seats owing a decision (the player on turn, who must play or discard until the hand is empty). */
  pending: Seat[];
  over: boolean;
}
