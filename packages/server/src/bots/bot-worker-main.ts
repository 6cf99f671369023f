import { parentPort } from 'node:worker_threads';
import { type AnyGame, goofspiel } from '@decktet/engine';
import { GAMES, createBot } from '@decktet/ai';
import type { BotRequest } from './pool';

/** Games a bot can play: the product's registry, plus the engine's example game (used by tests). */
const games = new Map([...GAMES, goofspiel as unknown as AnyGame].map((g) => [g.id, g]));

parentPort?.on('message', (request: BotRequest & { id: number }) => {
  try {
    const game = games.get(request.game);
    if (!game) throw new Error(`no bot plays the game "${request.game}"`);
    const bot = createBot(game, request.spec, request.seed);
    const choice = bot.decide(request.view, request.legal, request.seat);
    let index = request.legal.indexOf(choice);
    if (index < 0) index = request.legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(choice));
    if (index < 0) throw new Error(`the ${request.spec} bot chose an action that is not legal`);
    parentPort?.postMessage({ id: request.id, index });
  } catch (e) {
    parentPort?.postMessage({ id: request.id, error: (e as Error).message });
  }
});
