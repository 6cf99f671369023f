import type { AnyGame } from '@decktet/engine';
import { type Bot, createBot as createAiBot, parseBotSpec } from '@decktet/ai';

export type { Bot };

/** Makes the bot for a seat (injectable so tests can use their own). */
export type BotFactory = (game: AnyGame, spec: string, seed: string) => Bot;

export const createBot: BotFactory = createAiBot;

/** Null when `spec` names a bot (ai:<spec>); otherwise what is wrong, listing the bots there are. */
export function checkBotSpec(spec: string): string | null {
  const parsed = parseBotSpec(spec);
  return parsed.ok ? null : parsed.error.message;
}
