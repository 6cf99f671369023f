import { parentPort } from 'node:worker_threads';
import { type AnyGame, goofspiel } from '@decktet/engine';
import { GAMES, createBot } from '@decktet/ai';
import { indexOfChoice } from '../match/automation';
import type { BotRequest } from './pool';

/** Games a bot can play: the product's registry, plus the engine's example game (used by tests). */
const games = new Map([...GAMES, goofspiel as unknown as AnyGame].map((g) => [g.id, g]));

parentPort?.on('message', (request: BotRequest & { id: number }) => {
  try {
    const game = games.get(request.game);
    if (!game) throw new Error(`no bot plays the game "${request.game}"`);
    const bot = createBot(game, request.spec, request.seed);
    const index = indexOfChoice(request.legal, bot.decide(request.view, request.legal, request.seat));
    if (index < 0) throw new Error(`the ${request.spec} bot chose an action that is not legal`);
    parentPort?.postMessage({ id: request.id, index });
  } catch (e) {
    // The kind of error too (a RangeError from the rules reads differently from a bad spec).
    parentPort?.postMessage({ id: request.id, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }
});
