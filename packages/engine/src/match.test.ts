import { describe, expect, it } from 'vitest';
import type { Game } from './contract';
import { type GoofspielState, goofspiel } from './examples/goofspiel';
import { Match, recordedConfigOf } from './match';
import { type RecordedAction, WITHDRAW_STEP, sealRecord } from './record';
import { err, ok, unwrap } from './result';

function playOut(seed: string) {
  const match = unwrap(Match.create(goofspiel, { handSize: 4 }, seed, { names: ['Ada', 'Bo'], seats: ['human', 'ai:easy'] }));
  while (match.pending().length) {
    const seat = match.pending()[0]!;
    unwrap(match.act(seat, match.legal(seat)[0]!));
  }
  return match;
}

describe('match runner', () => {
  it('saves a whole match as JSON and loads it back to the identical state', () => {
    const match = playOut('save');
    const record = JSON.parse(JSON.stringify(match.toRecord({ savedAt: '2026-01-01' })));
    expect(record.format).toBe('decktet-table/game-record');
    const loaded = unwrap(Match.fromRecord([goofspiel], record));
    expect(loaded.state).toEqual(match.state);
    expect(loaded.outcome()).toEqual(match.outcome());
    expect(loaded.toRecord().checksum).toBe(record.checksum);
  });

  it('replays seed + config + log to identical states at every step', () => {
    const match = playOut('replay');
    const states = match.states();
    expect(states).toHaveLength(match.actions.length + 1);
    expect(states.at(-1)).toEqual(match.state);
  });

  it('resumes a half-played match from its record', () => {
    const match = unwrap(Match.create(goofspiel, {}, 'half'));
    unwrap(match.act(0, match.legal(0)[0]!));
    const loaded = unwrap(Match.fromRecord(goofspiel, match.toRecord()));
    expect(loaded.pending()).toEqual([1]);
    expect(loaded.state).toEqual(match.state);
  });

  it('rejects corrupt and tampered records with a clear error', () => {
    const record = playOut('tamper').toRecord();
    expect(Match.fromRecord([goofspiel], 'not json at all')).toMatchObject({ ok: false, error: { code: 'invalid-record', message: expect.stringMatching(/not a Decktet Table game record/) } });
    expect(Match.fromRecord([goofspiel], { ...record, game: 'chess' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/unknown game "chess"/) } });
    const edited = { ...record, actions: record.actions.map((a, i) => (i === 0 ? { ...a, action: 'bid pact' } : a)) };
    expect(Match.fromRecord([goofspiel], edited)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/checksum/) } });
    const resealed = sealRecord({ ...edited, checksum: undefined } as never);
    const r = Match.fromRecord([goofspiel], resealed);
    expect(r.ok).toBe(false);
    const fakeResult = sealRecord({ ...record, outcome: { ...record.outcome!, summary: 'I win' }, checksum: undefined } as never);
    expect(Match.fromRecord([goofspiel], fakeResult)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/result does not match/) } });
    expect(Match.fromRecord([goofspiel], { ...record, actions: [{ seat: 'x', action: 1 }] })).toMatchObject({ ok: false, error: { code: 'invalid-record' } });
  });
});

import { jsonProblem } from './conformance';

describe('jsonProblem', () => {
  it('names what is not plain JSON data', () => {
    expect(jsonProblem({ a: [1, 'x', null, { b: true }] }, 'state')).toBeNull();
    expect(jsonProblem({ a: { b: undefined } }, 'state')).toBe('state.a.b is undefined');
    expect(jsonProblem({ a: [1, NaN] }, 'state')).toBe('state.a[1] is NaN');
    expect(jsonProblem({ m: new Map() }, 'state')).toBe('state.m is a Map, not a plain object');
    expect(jsonProblem({ f: () => 1 }, 'state')).toBe('state.f is a function');
  });
});


/** Goofspiel where a bid may be taken back until the other player bids (as `Game.withdraw` allows). */
const goofspielTakeBack: Game<GoofspielState, unknown, unknown, unknown, unknown> = {
  ...(goofspiel as unknown as Game<GoofspielState, unknown, unknown, unknown, unknown>),
  withdraw(state, seat) {
    const bid = state.bids[seat];
    if (bid === null || bid === undefined) return err('nothing-to-withdraw', `${state.names[seat]} has no bid to take back`);
    const next = structuredClone(state);
    next.hands[seat]!.push(bid);
    next.bids[seat] = null;
    return ok(next);
  },
};

describe('withdrawals', () => {
  it('a game without hidden choices to take back refuses, and nothing is recorded', () => {
    const match = unwrap(Match.create(goofspiel, {}, 'no-withdraw'));
    unwrap(match.act(0, match.legal(0)[0]!));
    const before = match.state;
    expect(match.withdraw(0)).toMatchObject({ ok: false, error: { code: 'not-supported' } });
    expect(match.checkStep({ seat: 0, action: WITHDRAW_STEP })).toMatchObject({ ok: false, error: { code: 'not-supported' } });
    expect(match.state).toBe(before);
    expect(match.actions).toHaveLength(1);
  });

  it('a withdrawal is recorded as a step, and the record replays it', () => {
    const match = unwrap(Match.create(goofspielTakeBack, {}, 'take-back', { names: ['Ada', 'Bo'] }));
    const bid = match.legalText(0)[0]!;
    unwrap(match.act(0, bid));
    expect(match.pending()).toEqual([1]);
    unwrap(match.replayStep({ seat: 0, action: WITHDRAW_STEP }));
    expect(match.pending()).toEqual([0, 1]);
    expect(match.legalText(0)).toContain(bid);
    expect(match.actions).toEqual([{ seat: 0, action: bid }, { seat: 0, action: WITHDRAW_STEP }]);
    expect(match.withdraw(0)).toMatchObject({ ok: false, error: { code: 'nothing-to-withdraw' } });
    const loaded = unwrap(Match.fromRecord([goofspielTakeBack], JSON.parse(JSON.stringify(match.toRecord()))));
    expect(loaded.state).toEqual(match.state);
  });
});

describe('checking a step before recording it', () => {
  it('check says what an action would do without doing it; commit records it as act would', () => {
    const match = unwrap(Match.create(goofspiel, {}, 'check', { names: ['Ada', 'Bo'] }));
    const twin = unwrap(Match.create(goofspiel, {}, 'check', { names: ['Ada', 'Bo'] }));
    const before = match.state;
    const text = match.legalText(0)[1]!;
    const checked = unwrap(match.check(0, text));
    expect(checked.step).toEqual({ seat: 0, action: text });
    expect(checked.from).toBe(before);
    expect(match.state).toBe(before);
    expect(match.actions).toEqual([]);
    const acted = unwrap(twin.act(0, text));
    expect(checked.state).toEqual(acted.state);
    expect(checked.added).toEqual(acted.added);
    expect(match.commit(checked)).toEqual({ state: checked.state, added: checked.added });
    expect(match.state).toBe(checked.state);
    expect(match.actions).toEqual(twin.actions);
  });

  it('a step given as an action is recorded in the game\'s notation', () => {
    const match = unwrap(Match.create(goofspiel, {}, 'notation'));
    const action = match.legal(1)[0]!;
    expect(unwrap(match.check(1, action)).step).toEqual({ seat: 1, action: goofspiel.formatAction(action) });
  });

  it('an illegal, malformed or seatless step is refused by check, and nothing changes', () => {
    const match = unwrap(Match.create(goofspiel, {}, 'refused'));
    const before = match.state;
    expect(match.check(0, 'nonsense')).toMatchObject({ ok: false });
    expect(match.check(5, match.legalText(0)[0]!)).toMatchObject({ ok: false, error: { code: 'not-your-turn', message: 'there is no seat 5 in this match' } });
    expect(match.checkStep({ seat: 0, action: 'bid nothing-at-all' })).toMatchObject({ ok: false });
    expect(match.state).toBe(before);
    expect(match.actions).toEqual([]);
  });

  it('a step checked against an earlier position cannot be committed', () => {
    const match = unwrap(Match.create(goofspiel, {}, 'moved-on'));
    const checked = unwrap(match.check(0, match.legalText(0)[0]!));
    unwrap(match.act(1, match.legalText(1)[0]!));
    const now = match.state;
    expect(() => match.commit(checked)).toThrow(/checked against an earlier position/);
    expect(match.state).toBe(now);
    expect(match.actions).toHaveLength(1);
  });

  it('a recorded step keeps only its seat and action', () => {
    const match = unwrap(Match.create(goofspiel, {}, 'plain-steps'));
    const stored = { seq: 1, seat: 0, action: match.legalText(0)[0]!, by: 'player' } as RecordedAction;
    unwrap(match.replayStep(stored));
    expect(match.actions).toEqual([{ seat: 0, action: stored.action }]);
  });
});

describe('resuming from a saved position', () => {
  it('carries on exactly as the match that played to that position, and records every step', () => {
    const played = playOut('resume');
    const half = Math.floor(played.actions.length / 2);
    const states = played.states();
    const resumed = unwrap(Match.create(goofspiel, { handSize: 4 }, 'resume', { names: ['Ada', 'Bo'], seats: ['human', 'ai:easy'] }));
    const steps = played.actions.slice(0, half).map((a, i) => ({ ...a, seq: i + 1 }));
    resumed.resumeFrom(steps, structuredClone(states[half]!));
    expect(resumed.state).toEqual(states[half]);
    expect(resumed.actions).toEqual(played.actions.slice(0, half));
    for (const step of played.actions.slice(half)) unwrap(resumed.replayStep(step));
    expect(resumed.state).toEqual(played.state);
    expect(resumed.toRecord()).toEqual(played.toRecord());
    expect(resumed.states()).toEqual(states);
  });
});

describe('a config kept with a game, read as when it was written', () => {
  it('a setting it lacks takes the default of its time; given as a function, the default may depend on other settings', () => {
    const fixed = { ...goofspiel, recordedConfigDefaults: { handSize: 13 } };
    expect(recordedConfigOf(fixed, {})).toEqual({ handSize: 13 });
    expect(recordedConfigOf(fixed, { handSize: 5 })).toEqual({ handSize: 5 });
    const read = { ...goofspiel, recordedConfigDefaults: (c: Readonly<Record<string, unknown>>) => (c.handSize === undefined ? { ...c, handSize: 7 } : c) };
    expect(recordedConfigOf(read, { other: 1 })).toEqual({ other: 1, handSize: 7 });
    expect(recordedConfigOf(read, { handSize: 3 })).toEqual({ handSize: 3 });
    // Without defaults, or for a config that is not an object, the config is as kept.
    expect(recordedConfigOf(goofspiel, { handSize: 2 })).toEqual({ handSize: 2 });
    expect(recordedConfigOf(fixed, null)).toBeNull();
  });
});
