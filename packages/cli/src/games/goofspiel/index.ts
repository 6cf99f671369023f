import { type GoofspielView, goofspiel } from '@decktet/engine';
import type { GameAdapter } from '../adapter';

/**
 * The engine's small example game: bid a card from hand for each prize. Only the tests register it
 * (the CLI's own games are in ./index.ts); docs/architecture.md follows it through "Adding a game".
 */
export const goofspielAdapter: GameAdapter = {
  game: goofspiel,
  defaultSeats: 'human,ai:random',
  config: () => ({}),
  rules: () =>
    [
      'Goofspiel (the engine\'s example game)',
      '',
      'Each round a prize card is turned up. Both players secretly bid a card from hand; the bids',
      'are revealed together. The higher bid (Ace 1 … 9, Crown 10) takes the prize\'s value in points;',
      'a tie takes nothing. Most points after the last prize wins.',
      '',
      'Notation: bid <card>, e.g. "bid pact".',
    ].join('\n'),
  render(raw, { style, seat }) {
    const v = raw as GoofspielView;
    const out: string[] = [];
    out.push(style.bold(`Prize: ${v.prize ? style.card(v.prize) : '—'}`) + style.dim(`   (${v.prizesLeft} prize${v.prizesLeft === 1 ? '' : 's'} left)`));
    for (const [i, name] of v.names.entries()) {
      const you = seat === i ? style.accent(' (you)') : '';
      const chose = v.chosen[i] ? style.dim('  has bid') : '';
      out.push(`  ${name}${you}: ${v.points[i]} points, ${v.handSizes[i]} cards${chose}`);
    }
    const last = v.rounds[v.rounds.length - 1];
    if (last) out.push(style.dim(`  Last round: ${style.card(last.prize)} — ${v.names[0]} bid ${style.card(last.bids[0])}, ${v.names[1]} bid ${style.card(last.bids[1])}`));
    if (seat !== null) {
      out.push(`Your hand: ${v.hand.map(style.card).join(', ') || '(empty)'}`);
      if (v.myBid) out.push(`Your bid: ${style.card(v.myBid)}`);
    }
    return out.join('\n');
  },
};
