import { type AnyGame, gameRegistry } from '@decktet/engine';
import type { GameHeuristic } from './heuristic';
import { duelingRunesAi } from './games/dueling-runes';
import type { AiGameEntry } from './games/entry';
import { goofspielAi } from './games/goofspiel';
import { hieroglyphsAi } from './games/hieroglyphs';

/** The product's games, one entry each (in ./games): the rules and what the AI knows of them. */
export const AI_GAMES = gameRegistry<AiGameEntry>([duelingRunesAi, hieroglyphsAi]);

/** The product's games' rules: what the server, the CLI and the web client play. */
export const GAMES: readonly AnyGame[] = AI_GAMES.rules;

/** Every game the bots and the arena play: the product's, and the engine's small example game. */
export const BOT_GAMES = AI_GAMES.with(goofspielAi);

/** A game of the product by id. */
export function findGame(id: string): AnyGame | undefined {
  return AI_GAMES.find(id)?.game;
}

/** The rules of thumb written for a game, if any. */
export function heuristicFor(gameId: string): GameHeuristic | undefined {
  return BOT_GAMES.find(gameId)?.heuristic;
}
