import type { AnyGame } from '@decktet/engine';
import { BOT_GAMES } from '../registry';
import type { GameStatistics } from './game-stats';

/** Games the arena can run: the product's games, and the engine's small example game. */
export const ARENA_GAMES: readonly AnyGame[] = BOT_GAMES.rules;

export function arenaGame(id: string): AnyGame | undefined {
  return BOT_GAMES.find(id)?.game;
}

/** The game-specific statistics the arena collects, if written for this game. */
export function statisticsFor(gameId: string): GameStatistics | undefined {
  return BOT_GAMES.find(gameId)?.statistics;
}

/** Each game's rule bots (e.g. "hieroglyphs: greedy-exact"), for help texts; empty when none has any. */
export function ruleBotNames(): string[] {
  return BOT_GAMES.entries.flatMap((e) => Object.keys(e.ruleBots ?? {}).map((name) => `${e.game.id}: ${name}`));
}
