/** Counted nouns in the table's English: "1 card", "3 cards", "1 word", "2 words". */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
