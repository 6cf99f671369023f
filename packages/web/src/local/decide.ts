import type { AnyGame } from '@decktet/engine';
import type { Bot } from '@decktet/ai';
import type { BotRequest } from './bots';

/**
 * Answers one bot request with the index of the chosen legal action. Bots are pure functions of
 * their seed and the seat's view, so caching them per (game, spec, seed) only saves set-up time.
 */
export function makeDecider(games: readonly AnyGame[], createBot: (game: AnyGame, spec: string, seed: string) => Bot) {
  const bots = new Map<string, Bot>();
  return (request: BotRequest): number => {
    const game = games.find((g) => g.id === request.game);
    if (!game) throw new Error(`the AI does not know the game "${request.game}"`);
    const key = `${request.game}|${request.spec}|${request.seed}`;
    let bot = bots.get(key);
    if (!bot) {
      bot = createBot(game, request.spec, request.seed);
      bots.set(key, bot);
    }
    const choice = bot.decide(request.view, request.legal, request.seat);
    let index = request.legal.indexOf(choice);
    if (index < 0) {
      const text = JSON.stringify(choice);
      index = request.legal.findIndex((a) => JSON.stringify(a) === text);
    }
    if (index < 0) throw new Error(`the ${request.spec} AI chose an action that is not legal`);
    return index;
  };
}
