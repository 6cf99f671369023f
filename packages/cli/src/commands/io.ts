import type { Readable, Writable } from 'node:stream';
import type { GameRegistry } from '@decktet/engine';
import type { GameAdapter } from '../games/adapter';
import type { BotFactory } from '../play/bots';
import { createBot } from '../play/bots';
import { CLI_GAMES } from '../games';

/** Everything a command touches outside itself, so tests can drive it in-process. */
export interface CommandIO {
  readonly input: Readable & { isTTY?: boolean };
  readonly output: Writable & { isTTY?: boolean };
  readonly errors: Writable;
  /** The games offered, one terminal entry each. */
  readonly games: GameRegistry<GameAdapter>;
  readonly createBot: BotFactory;
  /** Where records go by default. */
  readonly recordsDir?: string;
}

export function processIO(): CommandIO {
  return { input: process.stdin, output: process.stdout, errors: process.stderr, games: CLI_GAMES, createBot };
}
