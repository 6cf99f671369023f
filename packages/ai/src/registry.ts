import { EXAMPLE_GAMES, GAMES } from '@decktet/catalog';
import { layerRegistry } from '@decktet/engine';
import type { GameHeuristic } from './heuristic';
import { duelingRunesAi } from './games/dueling-runes';
import type { AiGameEntry } from './games/entry';
import { goofspielAi } from './games/goofspiel';
import { hieroglyphsAi } from './games/hieroglyphs';

/** What the AI knows of the catalog's games, one entry each (in ./games/<game>/). */
export const AI_GAMES = layerRegistry<AiGameEntry>('AI', GAMES, [duelingRunesAi, hieroglyphsAi]);

/** Every game the bots and the arena play: the catalog's, and the engine's small example game. */
export const BOT_GAMES = layerRegistry<AiGameEntry>('AI', [...GAMES, ...EXAMPLE_GAMES], [...AI_GAMES.entries, goofspielAi]);

/** The rules of thumb written for a game, if any. */
export function heuristicFor(gameId: string): GameHeuristic | undefined {
  return BOT_GAMES.find(gameId)?.heuristic;
}
