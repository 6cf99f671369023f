/**
 * What a screen reader says for a card: its title, rank and suits, once. Aces are titled by rank
 * and suit already ("Ace of Suns"), so their title is the whole name.
 */
import { type Card, type CardId, card, rankName, SUIT_NAME } from '@decktet/decktet';

const LIST = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

const toCard = (c: Card | CardId): Card => (typeof c === 'string' ? card(c) : c);

/** "Pawn of Moons, Wyrms and Knots", "7 of Suns and Knots", "Ace of Suns"; the Excuse has neither. */
export function rankAndSuits(c: Card | CardId): string {
  const k = toCard(c);
  if (k.kind === 'excuse') return 'no rank, no suit';
  return `${rankName(k)} of ${LIST.format(k.suits.map((s) => SUIT_NAME[s]))}`;
}

/** A card's name standing alone: "The Watchman: Pawn of Moons, Wyrms and Knots", "Ace of Suns". */
export function cardLabel(c: Card | CardId): string {
  const k = toCard(c);
  if (k.kind === 'ace') return k.title;
  return `${k.title.charAt(0).toUpperCase()}${k.title.slice(1)}: ${rankAndSuits(k)}`;
}

/** A card's name inside a sentence: "the Watchman (Pawn of Moons, Wyrms and Knots)", "Ace of Suns". */
export function cardPhrase(c: Card | CardId): string {
  const k = toCard(c);
  if (k.kind === 'ace') return k.title;
  return `${k.title} (${rankAndSuits(k)})`;
}
