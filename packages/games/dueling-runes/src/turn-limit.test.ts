import { describe, expect, it } from 'vitest';
import { Match, type GameRecord, sealRecord, unwrap } from '@decktet/engine';
import { configSchema } from './config';
import { duelingRunes } from './game';
import type { DuelingRunesState } from './core/state';
import type { Duel } from './test-kit';

/** Plays on, every wizard taking its first choice (a card, then pass): nobody casts, nobody is hurt. */
function passUntil(m: Duel, done: (s: DuelingRunesState) => boolean): void {
  while (!m.outcome() && !done(m.state)) {
    const seat = m.pending()[0]!;
    unwrap(m.act(seat, m.legalText(seat)[0]!));
  }
}

const start = (config: Record<string, unknown>) => unwrap(Match.create(duelingRunes, config, 'patient duel')) as Duel;

describe('DR-28: the turn limit', () => {
  it('a duel people play has none unless its table sets one: it goes on past turn 100', () => {
    expect(configSchema.parse({}).maxTurns).toBeNull();
    const m = start({});
    passUntil(m, (s) => s.turn > 101);
    expect(m.outcome()).toBeNull();
    expect(m.view(0).rules.maxTurns).toBeNull();
  });

  it('simulations of computer players have 100 turns unless set otherwise: then the living draw', () => {
    expect(duelingRunes.simulationConfig).toEqual({ maxTurns: 100 });
    const m = start({ ...duelingRunes.simulationConfig });
    passUntil(m, () => false);
    expect(m.state.turn).toBe(100);
    expect(m.outcome()?.results).toEqual(['draw', 'draw']);
    expect(m.logFor(null).at(-1)).toBe('Turn 100 was the last: a draw between Player 1 and Player 2.');
  });

  it('a table may set another limit', () => {
    const m = start({ maxTurns: 3 });
    passUntil(m, () => false);
    expect(m.state.turn).toBe(3);
    expect(m.outcome()?.results).toEqual(['draw', 'draw']);
  });

  it('a record whose config names no limit was written when every duel had 100 turns: it replays to the same end', () => {
    const m = start({ ...duelingRunes.simulationConfig });
    passUntil(m, () => false);
    const { checksum: _checksum, config, ...rest } = m.toRecord();
    const { maxTurns, ...withoutLimit } = config as Record<string, unknown>;
    expect(maxTurns).toBe(100);
    const old: GameRecord = sealRecord({ ...rest, config: withoutLimit });
    const replayed = unwrap(Match.fromRecord(duelingRunes as never, old));
    expect(replayed.outcome()).toEqual(m.outcome());
    expect(replayed.state).toEqual(m.state);
  });
});
