import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_CHAT_MAX, LIVE_PROTOCOL_VERSION, checkChatText, liveClientMessageSchema, liveCreateMatchRequestSchema, liveLogEntries, liveServerMessageSchema, parseLiveClientMessage } from './index';

describe('live client messages', () => {
  it('accepts hello, act and ping', () => {
    expect(parseLiveClientMessage(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: 'm1', token: 't', lastSeq: 3 }))).toMatchObject({ ok: true });
    expect(parseLiveClientMessage('{"type":"act","clientSeq":1,"action":"bid pact"}')).toEqual({ ok: true, value: { type: 'act', clientSeq: 1, action: 'bid pact' } });
    expect(parseLiveClientMessage('{"type":"ping"}')).toMatchObject({ ok: true });
  });

  it('accepts presence, chat, mute and withdraw', () => {
    expect(parseLiveClientMessage('{"type":"presence","state":"away"}')).toEqual({ ok: true, value: { type: 'presence', state: 'away' } });
    expect(parseLiveClientMessage('{"type":"chat","channel":"players","text":"gl hf"}')).toEqual({ ok: true, value: { type: 'chat', channel: 'players', text: 'gl hf' } });
    expect(parseLiveClientMessage('{"type":"mute","seat":1,"muted":true}')).toEqual({ ok: true, value: { type: 'mute', seat: 1, muted: true } });
    expect(parseLiveClientMessage('{"type":"withdraw","clientSeq":4}')).toEqual({ ok: true, value: { type: 'withdraw', clientSeq: 4 } });
    expect(parseLiveClientMessage('{"type":"presence","state":"offline"}')).toMatchObject({ ok: false, code: 'bad-message' });
    expect(parseLiveClientMessage('{"type":"chat","channel":"everyone","text":"hi"}')).toMatchObject({ ok: false, code: 'bad-message' });
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

  it('reads an act without the schema exactly as the schema would: the same value, and every flaw still refused by it', () => {
    const viaSchema = (text: string) => {
      const parsed = liveClientMessageSchema.safeParse(JSON.parse(text));
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
    };
    const same = (message: unknown) => {
      const text = JSON.stringify(message);
      const fast = parseLiveClientMessage(text);
      const schema = viaSchema(text);
      expect(fast.ok).toBe(schema.ok);
      if (fast.ok && schema.ok) {
        expect(fast.value).toEqual(schema.value);
        // The same keys in the same order, so whatever encodes it again writes the same text.
        expect(JSON.stringify(fast.value)).toBe(JSON.stringify(schema.value));
      }
    };
    const edges = [1, 2, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 2 ** 60, -0, 1e300];
    const texts = ['', 'x', 'bid pact', 'é'.repeat(200), 'a'.repeat(200), 'a'.repeat(201), '😀'.repeat(100), '😀'.repeat(101)];
    for (const clientSeq of edges) for (const action of texts) same({ type: 'act', clientSeq, action });
    same({ type: 'act', clientSeq: 1 });
    same({ type: 'act', action: 'pass' });
    same({ type: 'act', clientSeq: 1, action: 'pass', extra: 1 });
    same({ type: 'act', clientSeq: '1', action: 'pass' });
    same({ type: 'act', clientSeq: 1, action: ['pass'] });
    same({ clientSeq: 1, action: 'pass', type: 'act' });
    same({ type: 'act', clientSeq: 1, action: null });
    same([{ type: 'act', clientSeq: 1, action: 'pass' }]);
    expect(parseLiveClientMessage('{"type":"act","clientSeq":1,"action":"pass","__proto__":{"x":1}}').ok).toBe(false);
    const value = fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 210 }), fc.constant(null), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }));
    fc.assert(
      fc.property(
        fc.record({ type: fc.constantFrom('act', 'ping', 'withdraw', 'ACT'), clientSeq: fc.oneof(fc.integer({ min: -2, max: 2 ** 53 + 2 }), value), action: fc.oneof(fc.string({ maxLength: 210 }), value) }, { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 3 }), value, { maxKeys: 1 }),
        (message, more) => same({ ...message, ...more }),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('server messages and lobby requests', () => {
  it('validate a welcome and an ack', () => {
    const welcome = {
      type: 'welcome', v: LIVE_PROTOCOL_VERSION, match: 'm', game: 'goofspiel', status: 'live', seq: 0, seat: 0,
      seats: [
        { seat: 0, kind: 'human', name: 'Ada', taken: true, coveredByBot: false, presence: 'online', cover: null },
        { seat: 1, kind: 'human', name: 'Guest', taken: true, coveredByBot: true, presence: 'offline', cover: { since: 7, turn: 3, reason: 'clock' } },
      ],
      pending: [0], view: {}, legal: ['bid pact'], log: ['Turn 1: Ada\'s turn.', 'The AI plays for Guest from turn 3'], events: [{ type: 'turn', turn: 1, seat: 0 }, null],
      deadlines: [1_700_000_090_000, null], now: 1_700_000_000_000, spectators: 2, outcome: null, lastClientSeq: 0,
      chat: [{ id: 1, channel: 'players', seat: 1, name: 'Guest', text: 'hi', at: 1_700_000_000_000 }], muted: [],
    };
    expect(liveServerMessageSchema.parse(welcome)).toEqual(welcome);
    const chat = { type: 'chat', line: { id: 2, channel: 'spectators', seat: null, name: 'Spectator', text: 'nice', at: 1 } };
    expect(liveServerMessageSchema.parse(chat)).toEqual(chat);
    expect(liveServerMessageSchema.safeParse({ type: 'ack', clientSeq: 1, seq: 1, duplicate: false }).success).toBe(true);
  });

  it("carries each log line's event beside it, as plain facts", () => {
    const update = { type: 'update', match: 'm', game: 'hieroglyphs', status: 'live', seq: 3, seat: 1, seats: [], pending: [1], view: {}, legal: [], deadlines: null, now: 1, spectators: 0, outcome: null };
    const told = liveServerMessageSchema.parse({ ...update, log: ['You draw the Mill.', 'Bo left'], events: [{ type: 'you-draw', cards: ['mill'] }, null] });
    expect(told.type === 'update' && liveLogEntries(told)).toEqual([{ text: 'You draw the Mill.', event: { type: 'you-draw', cards: ['mill'] } }, { text: 'Bo left' }]);
    // A message without events (a server that writes none) reads as lines without events.
    const plain = liveServerMessageSchema.parse({ ...update, log: ['Bo left'] });
    expect(plain.type === 'update' && liveLogEntries(plain)).toEqual([{ text: 'Bo left' }]);
    // An event is a type and facts: numbers, strings and lists of them.
    expect(liveServerMessageSchema.safeParse({ ...update, log: ['x'], events: [{ cards: ['mill'] }] }).success).toBe(false);
    expect(liveServerMessageSchema.safeParse({ ...update, log: ['x'], events: [{ type: 'draw', by: { seat: 1 } }] }).success).toBe(false);
  });

  it('fills bot difficulty and rejects unknown seat kinds', () => {
    expect(liveCreateMatchRequestSchema.parse({ game: 'g', seats: [{ kind: 'human' }, { kind: 'bot' }] }).seats[1]).toEqual({ kind: 'bot', difficulty: 'normal' });
    expect(liveCreateMatchRequestSchema.safeParse({ game: 'g', seats: [{ kind: 'alien' }] }).success).toBe(false);
  });
});

describe('chat text', () => {
  it('normalises to NFC and trims', () => {
    expect(checkChatText('  Cafe\u0301 at noon?  ')).toEqual({ ok: true, text: 'Caf\u00e9 at noon?' });
  });

  it('refuses empty, too long and invisible text, saying why', () => {
    expect(checkChatText('   ')).toMatchObject({ ok: false, problem: expect.stringMatching(/empty/) });
    expect(checkChatText('x'.repeat(LIVE_CHAT_MAX))).toMatchObject({ ok: true });
    expect(checkChatText('x'.repeat(LIVE_CHAT_MAX + 1))).toMatchObject({ ok: false, problem: expect.stringMatching(/too long \(301 characters\): at most 300/) });
    expect(checkChatText('red\u001b[31m')).toMatchObject({ ok: false, problem: expect.stringMatching(/control character, U\+001B \(escape\)/) });
    expect(checkChatText('two\nlines')).toMatchObject({ ok: false, problem: expect.stringMatching(/U\+000A \(line feed\)/) });
    expect(checkChatText('evil\u202etxt')).toMatchObject({ ok: false, problem: expect.stringMatching(/invisible formatting character, U\+202E/) });
  });
});

describe('chat text that shows nothing', () => {
  it('finding 12: a line of fillers, blanks, selectors or marks alone is refused, saying so', () => {
    for (const line of ['\u3164', '\u2800\u2800', '\u115f \u1160', '\ufe0f', '\u034f\u034f', ' \u0301 ', '\u17b4', '\ue000', '\u3000\u3164\u3000']) {
      expect(checkChatText(line), JSON.stringify(line)).toMatchObject({ ok: false, problem: expect.stringMatching(/no visible character|empty/) });
    }
    // Visible text around them is a line: an emoji with its selector stays as typed.
    expect(checkChatText('I \u2764\ufe0f this')).toEqual({ ok: true, text: 'I \u2764\ufe0f this' });
    expect(checkChatText('ok\u3164')).toMatchObject({ ok: true });
  });
});
