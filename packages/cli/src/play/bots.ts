import { type AnyGame, type Seat } from '@decktet/engine';
import { Rng } from '@decktet/decktet';

/** A computer player: sees only a seat's view and legal actions, returns one of them. */
export interface Bot {
  readonly name: string;
  decide(view: unknown, legal: readonly unknown[], seat: Seat): unknown;
}

export type BotFactory = (game: AnyGame, spec: string, seed: string) => Bot;

/** The bot specs --seats accepts after `ai:`. */
export const BOT_SPECS = ['random'];

export function checkBotSpec(spec: string): string | null {
  return BOT_SPECS.includes(spec) ? null : `unknown AI "${spec}": use one of ${BOT_SPECS.map((s) => `ai:${s}`).join(', ')}`;
}

export const createBot: BotFactory = (_game, spec, seed) => {
  const problem = checkBotSpec(spec);
  if (problem) throw new Error(problem);
  const rng = Rng.seeded(seed);
  return { name: spec, decide: (_view, legal) => rng.pick(legal) };
};
