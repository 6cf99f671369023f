import { describe, expect, it } from 'vitest';
import { LIVE_PROTOCOL_VERSION, liveCreateMatchRequestSchema, liveServerMessageSchema, parseLiveClientMessage } from './index';

describe('live client messages', () => {
  it('accepts hello, act and ping', () => {
    expect(parseLiveClientMessage(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: 'm1', token: 't', lastSeq: 3 }))).toMatchObject({ ok: true });
    expect(parseLiveClientMessage('{"type":"act","clientSeq":1,"action":"bid pact"}')).toEqual({ ok: true, value: { type: 'act', clientSeq: 1, action: 'bid pact' } });
    expect(parseLiveClientMessage('{"type":"ping"}')).toMatchObject({ ok: true });
  });

  it('names what is wrong', () => {
    expect(parseLiveClientMessage('{not json')).toEqual({ ok: false, code: 'bad-json', message: 'the message is not valid JSON' });
    const noSeq = parseLiveClientMessage('{"type":"act","action":"bid pact"}');
    expect(noSeq.ok).toBe(false);
    if (!noSeq.ok) expect(noSeq.message).toMatch(/^clientSeq:/);
    const extra = parseLiveClientMessage('{"type":"ping","x":1}');
    expect(extra).toMatchObject({ ok: false, code: 'bad-message' });
    const unknown = parseLiveClientMessage('{"type":"dance"}');
    expect(unknown).toMatchObject({ ok: false, code: 'bad-message' });
    if (!unknown.ok) expect(unknown.message).toMatch(/^type:/);
  });
});

describe('server messages and lobby requests', () => {
  it('validate a welcome and an ack', () => {
    const welcome = {
      type: 'welcome', v: LIVE_PROTOCOL_VERSION, match: 'm', game: 'goofspiel', status: 'live', seq: 0, seat: 0,
      seats: [{ seat: 0, kind: 'human', name: 'Ada', taken: true, coveredByBot: false }],
      pending: [0], view: {}, legal: ['bid pact'], log: [], deadlines: null, outcome: null, lastClientSeq: 0,
    };
    expect(liveServerMessageSchema.parse(welcome)).toEqual(welcome);
    expect(liveServerMessageSchema.safeParse({ type: 'ack', clientSeq: 1, seq: 1, duplicate: false }).success).toBe(true);
  });

  it('fills bot difficulty and rejects unknown seat kinds', () => {
    expect(liveCreateMatchRequestSchema.parse({ game: 'g', seats: [{ kind: 'human' }, { kind: 'bot' }] }).seats[1]).toEqual({ kind: 'bot', difficulty: 'normal' });
    expect(liveCreateMatchRequestSchema.safeParse({ game: 'g', seats: [{ kind: 'alien' }] }).success).toBe(false);
  });
});
