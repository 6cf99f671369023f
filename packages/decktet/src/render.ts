import { type Card, type Suit, bareTitle, card, CARDS, SUITS } from './cards';

/** One distinct Unicode symbol per suit, and a plain ASCII letter for terminals without Unicode. */
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = {
  moons: '☾',
  suns: '☀',
  waves: '≈',
  leaves: '♣',
  wyrms: '§',
  knots: '∞',
};
export const SUIT_LETTER: Readonly<Record<Suit, string>> = {
  moons: 'M',
  suns: 'S',
  waves: 'V',
  leaves: 'L',
  wyrms: 'Y',
  knots: 'K',
};
export const SUIT_NAME: Readonly<Record<Suit, string>> = {
  moons: 'Moons',
  suns: 'Suns',
  waves: 'Waves',
  leaves: 'Leaves',
  wyrms: 'Wyrms',
  knots: 'Knots',
};
/** ANSI 256-colour foregrounds, chosen to stay apart for common colour-blindness too (shape still carries the suit). */
export const SUIT_ANSI: Readonly<Record<Suit, number>> = {
  moons: 141,
  suns: 214,
  waves: 39,
  leaves: 70,
  wyrms: 160,
  knots: 180,
};

export interface RenderOptions {
  /** ASCII only: suit letters instead of symbols. */
  plain?: boolean;
  /** ANSI colours. */
  color?: boolean;
}

export function suitMark(suit: Suit, options: RenderOptions = {}): string {
  const mark = options.plain ? SUIT_LETTER[suit] : SUIT_SYMBOL[suit];
  return options.color ? `\x1b[38;5;${SUIT_ANSI[suit]}m${mark}\x1b[39m` : mark;
}

/** Short rank label: A, 2–9, P, C, K (Crown), X (Excuse). */
export function rankLabel(c: Card): string {
  switch (c.kind) {
    case 'ace':
      return 'A';
    case 'number':
      return String(c.rank);
    case 'pawn':
      return 'P';
    case 'court':
      return 'C';
    case 'crown':
      return 'K';
    case 'excuse':
      return 'X';
  }
}

export function rankName(c: Card): string {
  switch (c.kind) {
    case 'ace':
      return 'Ace';
    case 'number':
      return String(c.rank);
    case 'excuse':
      return '—';
    default:
      return c.kind[0]!.toUpperCase() + c.kind.slice(1);
  }
}

export function suitMarks(c: Card, options: RenderOptions = {}): string {
  return c.suits.map((s) => suitMark(s, options)).join('');
}

/** A short form for terminals: `7☾♣ Chance Meeting`. */
export function shortCard(idOrCard: string | Card, options: RenderOptions = {}): string {
  const c = typeof idOrCard === 'string' ? card(idOrCard) : idOrCard;
  const name = bareTitle(c.title);
  const marks = suitMarks(c, options);
  return `${rankLabel(c)}${marks} ${name}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds every card written by `shortCard` in a text, in any of its forms (symbols or letters,
 * coloured or not), so a layout can keep a card's rank, suits and title on one line.
 */
export function shortCardPattern(): RegExp {
  const ranks = [...new Set(CARDS.map(rankLabel))].join('');
  const marks = SUITS.map((s) => SUIT_SYMBOL[s] + SUIT_LETTER[s]).join('');
  const names = [...new Set(CARDS.map((c) => bareTitle(c.title)))].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}])[${ranks}](?:(?:\\x1b\\[38;5;\\d+m)?[${escaped(marks)}](?:\\x1b\\[39m)?)* (?:${names.map(escaped).join('|')})\\b`, 'gu');
}

export { SUITS };
