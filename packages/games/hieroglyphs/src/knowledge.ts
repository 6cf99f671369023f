/**
 * What can be known about hidden cards from public information: which hidden cards may be a
 * tomb's current word, and which of a player's unseen cards must be in the hand.
 */
import type { CardId } from '@decktet/decktet';
import { info } from './cards';

/**
 * Hidden cards of a tomb that may be its current word: the title ends in the revealed letters
 * and is longer than them (a word fully revealed is deciphered), and a Crown must remain for the
 * bottom unless the current word is the last card.
 */
export function wordCandidates(hidden: readonly CardId[], revealed: string): CardId[] {
  if (hidden.length === 1) return info(hidden[0]!).letters.endsWith(revealed) ? [hidden[0]!] : [];
  let crowns = 0;
  for (const c of hidden) if (info(c).isCrown) crowns++;
  return hidden.filter((c) => {
    const i = info(c);
    return i.letters.length > revealed.length && i.letters.endsWith(revealed) && crowns - (i.isCrown ? 1 : 0) >= 1;
  });
}

/** Removes one copy of each of `minus` from `from` (cards are unique, so a set difference). */
export function without(from: readonly CardId[], minus: readonly CardId[]): CardId[] {
  const gone = new Set(minus);
  return from.filter((c) => !gone.has(c));
}

/**
 * A player's unseen cards (hand and draw pile together) split by what the public knows: cards
 * not in the last shuffle were drawn before it and must be in the hand (HG-7: the pile is
 * emptied before a reshuffle); the rest may be anywhere among hand and pile.
 */
export function unseenSplit(owned: readonly CardId[], discard: readonly CardId[], lastShuffle: readonly CardId[]): { inHand: CardId[]; loose: CardId[] } {
  const unseen = without(owned, discard);
  const shuffled = new Set(lastShuffle);
  return { inHand: unseen.filter((c) => !shuffled.has(c)), loose: unseen.filter((c) => shuffled.has(c)) };
}
