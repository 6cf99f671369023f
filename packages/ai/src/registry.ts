import { EXAMPLE_GAMES, GAMES } from '@decktet/catalog';
import { type GameModule, layerRegistry, loadFolderRegistry } from '@decktet/engine';
import type { GameHeuristic } from './heuristic';
import type { AiGameEntry } from './games/entry';

/** A game's folder of the AI, `./games/<game>/index.ts`, which exports its entry. */
const folderOf = (id: string): Promise<GameModule> => import(`./games/${id}/index.ts`);

/** Every game the bots and the arena play: the catalog's, and the engine's small example game. */
export const BOT_GAMES = await loadFolderRegistry<AiGameEntry>('AI', [...GAMES, ...EXAMPLE_GAMES], folderOf);

/** What the AI knows of the catalog's games, one entry each (in ./games/<game>/). */
export const AI_GAMES = layerRegistry<AiGameEntry>('AI', GAMES, BOT_GAMES.entries.filter((entry) => GAMES.includes(entry.game)));

/** The rules of thumb written for a game, if any. */
export function heuristicFor(gameId: string): GameHeuristic | undefined {
  return BOT_GAMES.find(gameId)?.heuristic;
}
