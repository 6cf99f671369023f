/** Readable sentences for the log: card lists in English. */
import type { CardId } from '@decktet/decktet';
import { titleOf } from './cards';

/** "the Sea", "the Sea and the Pact", "the Sea, the Pact and Ace of Moons". */
export function listCards(ids: readonly CardId[]): string {
  const titles = ids.map(titleOf);
  if (titles.length <= 1) return titles[0] ?? 'nothing';
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

/** "1 card", "3 cards". */
export function cardCount(n: number): string {
  return `${n} card${n === 1 ? '' : 's'}`;
}
