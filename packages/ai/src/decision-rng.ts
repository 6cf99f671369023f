import { Rng } from '@decktet/decktet';
import { type Seat, canonicalJson, digest } from '@decktet/engine';

/**
 * The random stream for one decision, derived from the bot's seed and what the seat sees.
 * A bot is then a pure function of (seed, view): it needs no memory between calls, can be
 * recreated anywhere (a worker, a restarted server) and still choose the same, and two states
 * that look alike to the seat necessarily get the same choice.
 */
export function decisionRng(seed: string, view: unknown, seat: Seat): Rng {
  return Rng.fast(`${seed}|${seat}|${digest(canonicalJson(view))}`);
}
