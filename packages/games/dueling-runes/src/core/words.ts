/** English list words shared by the words of refusals (the checks: check*.ts, advanced/check.ts) and the log. */
import { TITLE } from './cards';

/** "The Mill" at the start of a sentence ("Ace of Moons" stays as it is). */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "the Mill", "the Mill and the Pact", "the Mill, the Pact and the Sea". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The titles of cards as a list: "the Mill and the Pact". */
export const titles = (cards: readonly number[]): string => listOf(cards.map((c) => TITLE[c]!));
