import { CARDS, type Card, type CardId, type RankKind } from './cards';

const ids = (pred: (c: Card) => boolean): CardId[] => CARDS.filter(pred).map((c) => c.id);
const ofKind = (...kinds: RankKind[]) => (c: Card) => kinds.includes(c.kind);

/** The 36 cards of the basic deck: Aces, numbered cards and Crowns. */
export function basicDeck(): CardId[] {
  return ids((c) => c.basic);
}
export function pawns(): CardId[] {
  return ids(ofKind('pawn'));
}
export function courts(): CardId[] {
  return ids(ofKind('court'));
}
export function crowns(): CardId[] {
  return ids(ofKind('crown'));
}
export function aces(): CardId[] {
  return ids(ofKind('ace'));
}
export const EXCUSE: CardId = 'excuse';

export interface DeckOptions {
  pawns?: boolean;
  courts?: boolean;
  excuse?: boolean;
}

/** The basic deck plus whichever extended cards are asked for, in chart order. */
export function buildDeck(options: DeckOptions = {}): CardId[] {
  return [
    ...basicDeck(),
    ...(options.pawns ? pawns() : []),
    ...(options.courts ? courts() : []),
    ...(options.excuse ? [EXCUSE] : []),
  ];
}

/** Every card id, all 45. */
export function fullDeck(): CardId[] {
  return CARDS.map((c) => c.id);
}
