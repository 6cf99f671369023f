/**
 * A card in words, in the player's language: named inside a sentence, and what a screen reader
 * says for it (title, rank and suits, once). Card titles stay the Decktet's English titles in
 * every language (Hieroglyphs deciphers them letter by letter); the article around a title is the
 * language's own: "the Penitent" in English, "el Penitent" in Spanish (every title is taken as a
 * masculine name, as Spanish does with a foreign name: «coloca el Penitent», «la Luna del
 * Mountain»). An Ace has no title of its own: it is named by rank and suit in the player's words
 * ("Ace of Moons", "el As de Lunas"). English reads exactly as the games' own logs do.
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

/** The title without its English article: "Chance Meeting". */
export function bareTitle(c: Card | CardId): string {
  return toCard(c).title.replace(/^the\s+/i, '');
}

/**
 * The name along a card's foot and on its inline chip: the title without "the" ("Chance Meeting",
 * the same in every language); an Ace, which has no title of its own, by rank and suit in the
 * reader's words ("Ace of Waves", «As de Olas»).
 */
export function faceTitle(c: Card | CardId): string {
  const k = toCard(c);
  return k.kind === 'ace' ? rankAndSuits(k) : bareTitle(k);
}

/** Words that open a sentence, their first letter a capital: "the Penitent" → "The Penitent", «el As de Lunas» → «El As de Lunas». */
export function atSentenceStart(words: string): string {
  return words.charAt(0).toLocaleUpperCase(i18n.language) + words.slice(1);
}

/** A card named inside a sentence: "the Penitent" / "el Penitent"; "Ace of Moons" / "el As de Lunas". */
export function cardName(c: Card | CardId): string {
  const k = toCard(c);
  if (k.kind === 'ace') return i18n.t('cards.aceName', { suit: suitName(k.suits[0]!) });
  return i18n.t('cards.name', { title: bareTitle(k) });
}

/** Several cards named in a sentence: "the Pact, the Mill and Ace of Suns" / "el Pact, el Mill y el As de Soles". */
export function cardNames(ids: readonly (Card | CardId)[]): string {
  return wordList(ids.map(cardName));
}

/** A card's name standing alone: "The Watchman: Pawn of Moons, Wyrms and Knots" / "El Watchman: …"; "Ace of Suns" / "As de Soles". */
export function cardLabel(c: Card | CardId): string {
  const k = toCard(c);
  if (k.kind === 'ace') return rankAndSuits(k);
  const name = cardName(k);
  return i18n.t('cards.label', { title: atSentenceStart(name), rankAndSuits: rankAndSuits(k) });
}

/** A card's name inside a sentence with its rank and suits: "the Watchman (Pawn of Moons, Wyrms and Knots)", "Ace of Suns". */
export function cardPhrase(c: Card | CardId): string {
  const k = toCard(c);
  if (k.kind === 'ace') return cardName(k);
  return i18n.t('cards.phrase', { title: cardName(k), rankAndSuits: rankAndSuits(k) });
}
