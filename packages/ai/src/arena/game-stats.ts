import type { BaseState, Seat } from '@decktet/engine';
import type { ArenaGameResult, GameStatsSummary } from './types';

export interface PlayedAction {
  readonly seat: Seat;
  readonly action: unknown;
}

/**
 * What the arena measures for one game beyond wins and length. `collect` reads a finished game
 * (the arena, not a bot, holds the full state); `summarize` turns all games' details into figures
 * and charts for the report.
 */
export interface GameStatistics {
  collect(final: BaseState, history: readonly PlayedAction[]): Record<string, unknown>;
  summarize(games: readonly ArenaGameResult[], botNames: readonly string[]): GameStatsSummary;
}
