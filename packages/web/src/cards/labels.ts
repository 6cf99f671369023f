/**
 * What a screen reader says for a card: its title, rank and suits, once, in the player's language.
 * Titles stay the Decktet's English names in every language. Aces are titled by rank and suit
 * already ("Ace of Suns"), so their title is the whole name.
 */
import { type Card, type CardId, type Suit, card } from '@decktet/decktet';
import { currentLanguage, i18n } from '../i18n';

const toCard = (c: Card | CardId): Card => (typeof c === 'string' ? card(c) : c);

/** A suit's name ("Moons"), as the legend, card labels and suit symbols say it. */
export function suitName(suit: Suit): string {
  switch (suit) {
    case 'moons':
      return i18n.t('cards.suit.moons');
    case 'suns':
      return i18n.t('cards.suit.suns');
    case 'waves':
      return i18n.t('cards.suit.waves');
    case 'leaves':
      return i18n.t('cards.suit.leaves');
    case 'wyrms':
      return i18n.t('cards.suit.wyrms');
    case 'knots':
      return i18n.t('cards.suit.knots');
  }
}

function rankWord(c: Card): string {
  switch (c.kind) {
    case 'ace':
      return i18n.t('cards.rank.ace');
    case 'pawn':
      return i18n.t('cards.rank.pawn');
    case 'court':
      return i18n.t('cards.rank.court');
    case 'crown':
      return i18n.t('cards.rank.crown');
    default:
      return String(c.rank);
  }
}

const LISTS = new Map<string, Intl.ListFormat>();

/** "the Sea, the Pact and Ace of Moons" with the language's own list words (British English: no serial comma). */
export function wordList(words: readonly string[]): string {
  const language = currentLanguage();
  let list = LISTS.get(language);
  if (!list) LISTS.set(language, (list = new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { style: 'long', type: 'conjunction' })));
  return list.format(words);
}

/** "Moons, Wyrms and Knots". */
const suitList = (suits: readonly Suit[]): string => wordList(suits.map(suitName));

/** "Pawn of Moons, Wyrms and Knots", "7 of Suns and Knots", "Ace of Suns"; the Excuse has neither. */
export function rankAndSuits(c: Card | CardId): string {
  const k = toCard(c);
  if (k.kind === 'excuse') return i18n.t('cards.noRank');
  return i18n.t('cards.rankOfSuits', { rank: rankWord(k), suits: suitList(k.suits) });
}

/** A card's name standing alone: "The Watchman: Pawn of Moons, Wyrms and Knots", "Ace of Suns". */
export function cardLabel(c: Card | CardId): string {
  const k = toCard(c);
  if (k.kind === 'ace') return k.title;
  return i18n.t('cards.label', { title: `${k.title.charAt(0).toUpperCase()}${k.title.slice(1)}`, rankAndSuits: rankAndSuits(k) });
}

/** A card's name inside a sentence: "the Watchman (Pawn of Moons, Wyrms and Knots)", "Ace of Suns". */
export function cardPhrase(c: Card | CardId): string {
  const k = toCard(c);
  if (k.kind === 'ace') return k.title;
  return i18n.t('cards.phrase', { title: k.title, rankAndSuits: rankAndSuits(k) });
}
