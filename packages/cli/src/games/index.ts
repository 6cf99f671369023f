import type { AnyGame } from '@decktet/engine';
import { GAMES } from '@decktet/ai';
import { type GameAdapter, packageFile, renderData } from './adapter';
import { duelingRunesAdapter } from './dueling-runes';
import { goofspielAdapter } from './goofspiel';
import { hieroglyphsAdapter } from './hieroglyphs';

/** The games the `decktet` command offers: the product's registry. */
export const CLI_GAMES: readonly AnyGame[] = GAMES;

const ADAPTERS: readonly GameAdapter[] = [duelingRunesAdapter, hieroglyphsAdapter, goofspielAdapter];

/** The terminal adapter of a game; a game without one is still playable, drawn as plain data. */
export function adapterFor(game: AnyGame): GameAdapter {
  return (
    ADAPTERS.find((a) => a.id === game.id) ?? {
      id: game.id,
      defaultSeats: Array.from({ length: game.minSeats }, (_, i) => (i === 0 ? 'human' : 'ai:random')).join(','),
      config: () => ({}),
      rules: () => packageFile(`@decktet/${game.id}`, 'RULES.md'),
      render: (view) => renderData(view),
    }
  );
}

/** Finds a game by id, or by an unambiguous part of its id or name ("runes", "hiero"). */
export function findCliGame(games: readonly AnyGame[], text: string): AnyGame | string {
  const t = text.trim().toLowerCase();
  const exact = games.find((g) => g.id === t || g.name.toLowerCase() === t);
  if (exact) return exact;
  const close = games.filter((g) => g.id.includes(t) || g.name.toLowerCase().includes(t));
  if (close.length === 1) return close[0]!;
  const list = games.map((g) => g.id).join(', ');
  return close.length > 1 ? `"${text}" could mean ${close.map((g) => g.id).join(' or ')}` : `unknown game "${text}": the games are ${list}`;
}
