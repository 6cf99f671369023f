import { stripVTControlCharacters } from 'node:util';
import type { Command } from 'commander';
import { CARDS, type Card, rankName, suitMarks } from '@decktet/decktet';

export interface CardJson {
  id: string;
  title: string;
  rank: string;
  suits: string[];
}

/** A card as `decktet cards --json` prints it: rank as players name it ("Ace", "7", "Crown", "—"). */
export function cardJson(c: Card): CardJson {
  return { id: c.id, title: c.title, rank: rankName(c), suits: [...c.suits] };
}

export function cardsTable(options: { plain?: boolean; color?: boolean } = {}): string {
  const rows = CARDS.map((c) => [c.id, c.title, rankName(c), suitMarks(c, options) || '—', c.suits.join(', ') || '(none)']);
  const head = ['id', 'title', 'rank', 'runes', 'suits'];
  // Width by visible characters, so coloured marks line up too.
  const visible = (s: string) => stripVTControlCharacters(s).length;
  const widths = head.map((h, i) => Math.max(visible(h), ...rows.map((r) => visible(r[i]!))));
  const line = (cells: string[]) => cells.map((c, i) => c + ' '.repeat(widths[i]! - visible(c))).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function registerCards(program: Command): void {
  program
    .command('cards')
    .description('list the 45 Decktet cards')
    .option('--json', 'print a JSON array of {id, title, rank, suits}')
    .option('--plain', 'ASCII suit letters instead of symbols')
    .option('--no-color', 'no colours')
    .action((opts: { json?: boolean; plain?: boolean; color?: boolean }) => {
      if (opts.json) {
        process.stdout.write(JSON.stringify(CARDS.map(cardJson), null, 2) + '\n');
        return;
      }
      const color = opts.color !== false && process.stdout.isTTY === true && !process.env.NO_COLOR;
      process.stdout.write(cardsTable({ plain: opts.plain, color }) + '\n');
    });
}
