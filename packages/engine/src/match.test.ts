import { describe, expect, it } from 'vitest';
import { goofspiel } from './examples/goofspiel';
import { Match } from './match';
import { sealRecord } from './record';
import { unwrap } from './result';

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

import { applyStep } from './match';
import { WITHDRAW_STEP } from './record';

describe('withdrawals', () => {
  it('a game without hidden choices to take back refuses, and nothing is recorded', () => {
    const match = unwrap(Match.create(goofspiel, {}, 'no-withdraw'));
    unwrap(match.act(0, match.legal(0)[0]!));
    const before = match.state;
    expect(match.withdraw(0)).toMatchObject({ ok: false, error: { code: 'not-supported' } });
    expect(applyStep(goofspiel, before, { seat: 0, action: WITHDRAW_STEP })).toMatchObject({ ok: false, error: { code: 'not-supported' } });
    expect(match.state).toBe(before);
    expect(match.actions).toHaveLength(1);
  });

  it('applyStep applies a recorded action as act does', () => {
    const match = unwrap(Match.create(goofspiel, {}, 'step'));
    const text = goofspiel.formatAction(match.legal(0)[0]!);
    const stepped = unwrap(applyStep(goofspiel, match.state, { seat: 0, action: text }));
    unwrap(match.act(0, text));
    expect(stepped).toEqual(match.state);
    expect(applyStep(goofspiel, match.state, { seat: 0, action: 'nonsense' }).ok).toBe(false);
  });
});
