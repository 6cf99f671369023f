import { SUITS, SUIT_NAME } from '@decktet/decktet';
import type { GameAdapter } from '../games/adapter';
import type { Style } from '../terminal/style';

/**
 * The legend of the glyphs the terminal draws cards with — suit marks and rank letters, in the
 * style in use (symbols, or letters with --plain) — and what they mean in the game at hand, with
 * its options (`view`: a view of the table, which says e.g. the variant being played).
 */
export function legendText(style: Style, adapter: Pick<GameAdapter, 'legend'>, view: unknown): string {
  const suits = SUITS.map((s) => `${style.suit(s)} ${SUIT_NAME[s]}`).join('  ');
  const lines = [
    `Suits: ${suits}`,
    `Cards: rank, suits, title — ${style.card('chance-meeting')} is the 7 of Moons and Leaves.`,
    'Ranks: A Ace, 2-9, P Pawn, C Court, K Crown, X the Excuse.',
  ];
  const note = adapter.legend?.(style, view);
  if (note) lines.push(note);
  return lines.join('\n');
}
