import { parentPort } from 'node:worker_threads';
import { BOT_GAMES, createBot } from '@decktet/ai';
import { indexOfChoice } from '../match/automation';
import type { BotRequest } from './pool';

// The games a bot plays are the AI's: the product's, and the engine's example game (used by tests).
parentPort?.on('message', (request: BotRequest & { id: number }) => {
  try {
    const game = BOT_GAMES.find(request.game)?.game;
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
