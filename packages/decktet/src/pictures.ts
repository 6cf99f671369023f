import { type Card, type CardId, type Suit, SUITS, findCard } from './cards';

/**
 * The pictures a game's rules text (its RULES.md) draws with cards, read the same way by the web
 * client's rules page and the terminal's `rules` command; each of them draws what is read here in
 * its own way.
 *
 * A fenced block with the info string `cards` draws rows of cards, one row per line: an optional
 * label ending in a colon, then card ids, `(id)` for a card set aside (a Hieroglyphs slider), `?`
 * for a face-down card, or `…LETTERS` (also `...LETTERS`) for a Hieroglyphs word showing its
 * revealed end. Inline, `:suit[moons]` names a suit and `:card[penitent]` a card.
 */
export type PictureItem = { kind: 'card'; id: CardId; aside: boolean } | { kind: 'face-down' } | { kind: 'word'; letters: string };

export interface PictureRow {
  /** The text before the colon, or null for a row without one. */
  readonly label: string | null;
  readonly items: readonly PictureItem[];
}

/** What is wrong with a picture; `line` counts the block's lines from 1. */
export type PictureProblem =
  | { kind: 'no-cards' }
  | { kind: 'empty-row'; line: number; label: string }
  | { kind: 'not-a-card'; line: number; token: string };

export type PictureResult = { ok: true; rows: readonly PictureRow[] } | { ok: false; problem: PictureProblem };

function pictureItem(token: string): PictureItem | null {
  if (token === '?') return { kind: 'face-down' };
  const word = /^(?:…|\.\.\.)([A-Z]*)$/.exec(token);
  if (word) return { kind: 'word', letters: word[1]! };
  const aside = /^\((.*)\)$/.exec(token);
  const card = findCard(aside ? aside[1]! : token);
  return card ? { kind: 'card', id: card.id, aside: aside !== null } : null;
}

/** A `cards` block's text read into rows; the first problem found spoils the whole picture. */
export function parseCardsPicture(text: string): PictureResult {
  const rows: PictureRow[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    const label = colon === -1 ? null : line.slice(0, colon).trim();
    const tokens = line.slice(colon + 1).trim().split(/\s+/).filter(Boolean);
    // Without a colon the line is not blank, so it has tokens: only a labelled row can be empty.
    if (tokens.length === 0) return { ok: false, problem: { kind: 'empty-row', line: i + 1, label: label ?? '' } };
    const items: PictureItem[] = [];
    for (const token of tokens) {
      const item = pictureItem(token);
      if (!item) return { ok: false, problem: { kind: 'not-a-card', line: i + 1, token } };
      items.push(item);
    }
    rows.push({ label, items });
  }
  if (rows.length === 0) return { ok: false, problem: { kind: 'no-cards' } };
  return { ok: true, rows };
}

/** A picture's problem in English words, as the terminal says it. */
export function pictureProblemText(problem: PictureProblem): string {
  switch (problem.kind) {
    case 'no-cards':
      return 'Card picture: no cards.';
    case 'empty-row':
      return `Card picture, line ${problem.line}: no cards after "${problem.label}:".`;
    case 'not-a-card':
      return `Card picture, line ${problem.line}: "${problem.token}" is not a card id.`;
  }
}

/** The suit a `:suit[…]` picture names ("moons", in any case), if it names one. */
export const pictureSuit = (label: string): Suit | undefined => SUITS.find((s) => s === label.trim().toLowerCase());

/** The card a `:card[…]` picture names by its id, if it names one. */
export const pictureCard = (label: string): Card | undefined => findCard(label.trim());
