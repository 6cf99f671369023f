import { type AnyGame, goofspiel } from '@decktet/engine';
import { GAMES } from '../registry';
import type { GameStatistics } from './game-stats';
import { duelingRunesStatistics } from './stats/dueling-runes';
import { hieroglyphsStatistics } from './stats/hieroglyphs';

/** Games the arena can run: the product's games, and the engine's small example game. */
export const ARENA_GAMES: readonly AnyGame[] = [...GAMES, goofspiel as unknown as AnyGame];

export function arenaGame(id: string): AnyGame | undefined {
  return ARENA_GAMES.find((g) => g.id === id);
}

const STATISTICS: readonly GameStatistics[] = [duelingRunesStatistics, hieroglyphsStatistics];

/** The game-specific statistics the arena collects, if written for this game. */
export function statisticsFor(gameId: string): GameStatistics | undefined {
  return STATISTICS.find((s) => s.gameId === gameId);
}
