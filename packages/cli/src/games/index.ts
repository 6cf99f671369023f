import { GAMES } from '@decktet/catalog';
import { type GameModule, type GameRegistry, loadFolderRegistry } from '@decktet/engine';
import type { GameAdapter } from './adapter';

/** A game's folder of the terminal, `./<game>/index.ts`, which exports its adapter. */
const folderOf = (id: string): Promise<GameModule> => import(`./${id}/index.ts`);

/** The games the `decktet` command offers: the catalog's, one terminal entry each (its adapter, in ./<game>/). */
export const CLI_GAMES: GameRegistry<GameAdapter> = await loadFolderRegistry('terminal', GAMES, folderOf);

/** Finds a game by id, or by an unambiguous part of its id or name ("runes", "hiero"). */
export function findCliGame(games: GameRegistry<GameAdapter>, text: string): GameAdapter | string {
  const t = text.trim().toLowerCase();
  const named = (a: GameAdapter) => a.game.name.toLowerCase();
  const exact = games.entries.find((a) => a.game.id === t || named(a) === t);
  if (exact) return exact;
  const close = games.entries.filter((a) => a.game.id.includes(t) || named(a).includes(t));
  if (close.length === 1) return close[0]!;
  const ids = (list: readonly GameAdapter[]) => list.map((a) => a.game.id);
  return close.length > 1 ? `"${text}" could mean ${ids(close).join(' or ')}` : `unknown game "${text}": the games are ${ids(games.entries).join(', ')}`;
}

/** The games' ids for a command's help: "dueling-runes or hieroglyphs". */
export function gameIdsText(games: GameRegistry<GameAdapter> = CLI_GAMES): string {
  const ids = games.entries.map((a) => a.game.id);
  return ids.length > 1 ? `${ids.slice(0, -1).join(', ')} or ${ids.at(-1)}` : (ids[0] ?? '');
}
