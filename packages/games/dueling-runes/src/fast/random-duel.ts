/**
 * A random duel played to its end through the rules' own `apply`, now and then taking a secret
 * choice back and making it again: for tests that read a whole log (the game's and the clients').
 */
import { Rng } from '@decktet/decktet';
import { type LogEntry, unwrap } from '@decktet/engine';
import { configSchema } from '../config';
import { duelingRunes } from '../game';
import type { DuelingRunesState } from '../core/state';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

/** The whole log of a random duel from `seed` (players named Ada, Bo, Cy, Di), and its names. */
export function randomDuelLog(config: Record<string, unknown>, seed: string): { log: LogEntry[]; names: string[] } {
  const parsed = configSchema.parse(config);
  let s: DuelingRunesState = unwrap(duelingRunes.setup(parsed, seed, { names: NAMES.slice(0, parsed.players) }));
  const rng = Rng.seeded(`${seed}-moves`);
  while (s.stage !== 'over') {
    const seat = rng.pick(duelingRunes.pending(s));
    s = unwrap(duelingRunes.apply(s, seat, rng.pick(duelingRunes.legalActions(s, seat))));
    const waiting = s.wizards.findIndex((w) => w.pick !== null);
    if (waiting >= 0 && rng.int(0, 5) === 0) s = unwrap(duelingRunes.withdraw!(s, waiting));
  }
  return { log: s.log, names: s.names };
}
