import { TURN_SECONDS_MAX } from '@decktet/protocol';

/** Words an operator may write for "no turn clock". */
const NO_CLOCK = ['none', 'off', 'no'];

/**
 * Reads a default turn clock as an operator writes it (an environment variable, a command-line
 * option): whole seconds, or "none" for matches without a clock. Throws naming `what` and the bounds.
 */
export function parseTurnSeconds(text: string, what: string): number | null {
  const value = text.trim().toLowerCase();
  if (NO_CLOCK.includes(value)) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > TURN_SECONDS_MAX) {
    throw new Error(`${what} must be a whole number of seconds (at most ${TURN_SECONDS_MAX}) or "none" for no clock, not "${text}"`);
  }
  return seconds;
}

/** DEFAULT_TURN_SECONDS from the environment, when it is set. */
export function turnClockFromEnv(env: Readonly<Record<string, string | undefined>>): { defaultTurnSeconds?: number | null } {
  const text = env.DEFAULT_TURN_SECONDS;
  if (text === undefined || text.trim() === '') return {};
  return { defaultTurnSeconds: parseTurnSeconds(text, 'DEFAULT_TURN_SECONDS') };
}
