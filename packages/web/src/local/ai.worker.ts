import '../no-eval';
import { GAMES, createBot } from '@decktet/ai';
import type { BotRequest } from './bots';
import { makeDecider } from './decide';

// The AI's own thread: receives a seat's view and legal actions, answers with a choice.
const decide = makeDecider(GAMES, createBot);

self.onmessage = (e: MessageEvent<{ id: number; request: BotRequest }>) => {
  const { id, request } = e.data;
  try {
    self.postMessage({ id, index: decide(request) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
