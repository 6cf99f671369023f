/** An arena's options checked and its game and config resolved: no Node API, so a browser's workers use it too. */
import { type AnyGame, parseConfig } from '@decktet/engine';
import { createBot } from '../create-bot';
import { arenaGame, ARENA_GAMES } from './games';
import type { ArenaGameSpec } from './play';

export interface ArenaOptions {
  /** Game id: `dueling-runes`, `hieroglyphs` (or the engine's `goofspiel`). */
  readonly game: string;
  /** Bot specs; seats take them in rotation, game by game. */
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed?: string;
  /** Raw game config (validated by the game's schema). */
  readonly config?: unknown;
  /** Worker threads (default: one per core, at most one per game); 0 plays in this thread. */
  readonly workers?: number;
  /** Called after each finished game. */
  readonly onProgress?: (done: number, total: number) => void;
}

const MAX_GAMES = 1_000_000;

/** Checks the options and resolves the game and config; throws an Error saying what is wrong. */
export function prepareArena(options: ArenaOptions): { game: AnyGame; spec: ArenaGameSpec } {
  const game = arenaGame(options.game);
  if (!game) throw new Error(`unknown game "${options.game}": choose one of ${ARENA_GAMES.map((g) => g.id).join(', ')}`);
  if (!Number.isInteger(options.games) || options.games < 1 || options.games > MAX_GAMES) {
    throw new Error(`the number of games must be a whole number from 1 to ${MAX_GAMES}, not ${options.games}`);
  }
  // A simulation plays with the game's simulation settings (a turn limit, say) unless its config sets them.
  const raw = options.config ?? {};
  const config = parseConfig(game, typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...game.simulationConfig, ...raw } : raw);
  if (!config.ok) throw new Error(config.error.message);
  const seats = game.seatCount(config.value);
  if (options.bots.length < 1) throw new Error('name at least one bot');
  if (options.bots.length > seats) {
    throw new Error(`${options.bots.length} bots were named but this ${game.name} game has ${seats} seats: name at most ${seats} bots or change the config`);
  }
  // Building each bot once validates its spec for this game (unknown spec, missing heuristic).
  for (const b of options.bots) createBot(game, b, 'check');
  return { game, spec: { bots: [...options.bots], config: config.value, seed: options.seed ?? 'arena' } };
}

