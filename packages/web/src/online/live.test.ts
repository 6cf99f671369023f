// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_PROTOCOL_VERSION } from '@decktet/protocol';
import { KEEP_ALIVE_MS, LiveConnection, PONG_TIMEOUT_MS, mergeChat, retryDelay } from './live';
import { FakeSocket } from '../../test/online/fake-socket';

const seats = [
  { seat: 0, kind: 'human', name: 'Ada', taken: true, coveredByBot: false, presence: 'online', cover: null },
  { seat: 1, kind: 'human', name: 'Bo', taken: true, coveredByBot: false, presence: 'online', cover: null },
];

function state(seq: number, legal: string[], extra: object = {}) {
  return { match: 'm1', game: 'goofspiel', status: 'live', seq, seat: 0, seats, pending: [0, 1], view: {}, legal, log: [], deadlines: null, outcome: null, spectators: 0, now: Date.now(), ...extra };
}

function welcome(seq: number, legal: string[], lastClientSeq: number, extra: object = {}) {
  return { type: 'welcome', v: LIVE_PROTOCOL_VERSION, ...state(seq, legal), lastClientSeq, chat: [], muted: [], ...extra };
}

let sockets: FakeSocket[];
let conn: LiveConnection;

function connect(token: string | undefined = 'tok') {
  conn = new LiveConnection('ws://x/ws', 'm1', token, {
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    random: () => 0.5,
  });
  return conn;
}
const current = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => {
  conn?.close();
  vi.useRealTimers();
});

describe('the live connection', () => {
  it('says hello with the seat token, and asks only for what it missed after a reconnect', () => {
    connect();
    current().open();
    expect(current().sent[0]).toEqual({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: 'm1', token: 'tok' });
    current().receive(welcome(4, ['bid 1'], 0, { log: ['Ada bids.', 'Bo bids.'], events: [] }));
    current().receive({ type: 'update', ...state(4, []), log: ['The window closes.'], events: [] });
    expect(conn.snapshot.connection).toBe('open');
    current().drop();
    expect(conn.snapshot.connection).toBe('reconnecting');
    vi.advanceTimersByTime(retryDelay(0, 0.5));
    current().open();
    // It says how many log entries it holds (the seq alone cannot tell a window's lines apart, DR-37).
    expect(current().sent[0]).toMatchObject({ type: 'hello', lastSeq: 4, logSeen: 3 });
    current().receive(welcome(4, [], 0, { log: ['Cy bids.'], events: [] }));
    expect(conn.snapshot.log.map((e) => e.text)).toEqual(['Ada bids.', 'Bo bids.', 'The window closes.', 'Cy bids.']);
  });

  it('says hello again by the move number alone to a server that does not know logSeen', () => {
    connect();
    current().open();
    current().receive(welcome(4, ['bid 1'], 0, { log: ['Ada bids.'], events: [] }));
    current().drop();
    vi.advanceTimersByTime(retryDelay(0, 0.5));
    current().open();
    expect(current().sent[0]).toMatchObject({ lastSeq: 4, logSeen: 1 });
    const refusing = current();
    refusing.receive({ type: 'error', code: 'bad-message', message: 'hello: unrecognized key "logSeen"' });
    // A new socket at once, no error shown.
    expect(current()).not.toBe(refusing);
    current().open();
    expect(current().sent[0]).toEqual({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: 'm1', token: 'tok', lastSeq: 4 });
    current().receive(welcome(5, [], 0, { log: ['Bo bids.'], events: [] }));
    expect(conn.snapshot).toMatchObject({ connection: 'open', error: null });
    expect(conn.snapshot.log.map((e) => e.text)).toEqual(['Ada bids.', 'Bo bids.']);
  });

  it('keeps an action made while the connection is down and sends it once it is back', () => {
    connect();
    current().open();
    current().receive(welcome(4, ['bid 1', 'bid 2'], 2));
    current().drop();
    conn.act('bid 2');
    expect(conn.snapshot).toMatchObject({ sending: true, queued: 1, connection: 'reconnecting' });
    vi.advanceTimersByTime(retryDelay(0, 0.5));
    current().open();
    current().receive(welcome(4, ['bid 1', 'bid 2'], 2));
    expect(current().sentOf('act')).toEqual([{ type: 'act', clientSeq: 3, action: 'bid 2' }]);
    current().receive({ type: 'ack', clientSeq: 3, seq: 5, duplicate: false });
    expect(conn.snapshot.sending).toBe(true);
    current().receive({ type: 'update', ...state(5, []) });
    expect(conn.snapshot).toMatchObject({ sending: false, queued: 0 });
  });

  it('does not send again an action the server already has, though its answer was lost', () => {
    connect();
    current().open();
    current().receive(welcome(4, ['bid 1', 'bid 2'], 0));
    conn.act('bid 1');
    expect(current().sentOf('act')).toEqual([{ type: 'act', clientSeq: 1, action: 'bid 1' }]);
    current().drop();
    vi.advanceTimersByTime(retryDelay(0, 0.5));
    current().open();
    // The server applied it (lastClientSeq 1) before the connection dropped.
    current().receive(welcome(5, [], 1));
    expect(current().sentOf('act')).toEqual([]);
    expect(conn.snapshot.sending).toBe(false);
    conn.act('bid 3');
    expect(current().sentOf('act')).toEqual([{ type: 'act', clientSeq: 2, action: 'bid 3' }]);
  });

  it('lets the player choose again when the table moved past their queued move', () => {
    connect();
    current().open();
    current().receive(welcome(4, ['bid 1'], 0));
    current().drop();
    conn.act('bid 1');
    vi.advanceTimersByTime(retryDelay(0, 0.5));
    current().open();
    current().receive(welcome(6, ['bid 5'], 0));
    expect(current().sentOf('act')).toEqual([]);
    expect(conn.snapshot.notice).toBe('moved-on-while-reconnecting');
    expect(conn.snapshot.sending).toBe(false);
  });

  it('takes back a hidden choice with the next number, and sends a withdrawal again after a reconnect', () => {
    connect();
    current().open();
    current().receive(welcome(4, ['bid 1'], 0));
    conn.act('bid 1');
    current().receive({ type: 'ack', clientSeq: 1, seq: 5, duplicate: false });
    current().receive({ type: 'update', ...state(5, []) });
    conn.withdraw();
    expect(current().sentOf('withdraw')).toEqual([{ type: 'withdraw', clientSeq: 2 }]);
    current().drop();
    vi.advanceTimersByTime(retryDelay(0, 0.5));
    current().open();
    current().receive(welcome(5, [], 1));
    expect(current().sentOf('withdraw')).toEqual([{ type: 'withdraw', clientSeq: 2 }]);
  });

  it('watches on as a spectator when the seat is lost elsewhere, and says hello as one after a drop', () => {
    connect();
    current().open();
    current().receive(welcome(4, ['bid 1'], 0, { log: ['Ada bids.'], events: [] }));
    current().receive({ type: 'error', code: 'token-expired', message: 'you left this seat: the token no longer acts for it; this socket now watches as a spectator' });
    expect(conn.snapshot).toMatchObject({ seatLost: true, fatal: false, connection: 'open' });
    expect(current().closedByClient).toBe(false);
    current().drop();
    vi.advanceTimersByTime(retryDelay(0, 0.5));
    current().open();
    // A spectator's log is not the seat's: it asks for the whole log again, and reads it anew.
    expect(current().sent[0]).toEqual({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: 'm1' });
    current().receive(welcome(5, [], 0, { log: ['Ada bids.', 'Bo bids.'], events: [] }));
    expect(conn.snapshot.log.map((e) => e.text)).toEqual(['Ada bids.', 'Bo bids.']);
  });

  it('gives up on a token the server does not know', () => {
    connect();
    current().open();
    current().receive({ type: 'error', code: 'bad-token', message: 'that token holds no seat in this match' });
    expect(conn.snapshot).toMatchObject({ fatal: true, connection: 'closed' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('takes a socket that stops answering for dead and reconnects', () => {
    connect();
    current().open();
    current().receive(welcome(0, [], 0));
    const first = current();
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(first.sentOf('ping')).toHaveLength(1);
    current().receive({ type: 'pong' });
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(first.sentOf('ping')).toHaveLength(2);
    // No answer: the socket is given up without waiting for the browser to notice.
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(first.closedByClient).toBe(true);
    expect(conn.snapshot.connection).toBe('reconnecting');
    vi.advanceTimersByTime(retryDelay(0, 0.5));
    expect(sockets).toHaveLength(2);
  });

  it('waits longer between attempts each time, with jitter, up to a ceiling', () => {
    expect(retryDelay(0, 0)).toBe(250);
    expect(retryDelay(0, 0.999)).toBeLessThanOrEqual(500);
    expect(retryDelay(3, 0)).toBe(2000);
    expect(retryDelay(20, 0.999)).toBeLessThanOrEqual(10_000);
    expect(retryDelay(20, 0)).toBe(5000);
    connect();
    for (let attempt = 0; attempt < 4; attempt++) {
      current().drop();
      expect(sockets).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(retryDelay(attempt, 0.5) - 1);
      expect(sockets).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 2);
    }
  });

  it('reports the player away when the tab is hidden, and back when it is shown', () => {
    connect();
    current().open();
    current().receive(welcome(0, [], 0));
    expect(current().sentOf('presence')).toEqual([{ type: 'presence', state: 'online' }]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(current().sentOf('presence').at(-1)).toEqual({ type: 'presence', state: 'away' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(current().sentOf('presence').at(-1)).toEqual({ type: 'presence', state: 'online' });
  });

  it('keeps chat lines once each across reconnects, and shows chat refusals beside the chat', () => {
    connect();
    current().open();
    const line = (id: number, text: string) => ({ id, channel: 'players', seat: 1, name: 'Bo', text, at: 1000 + id });
    current().receive(welcome(0, [], 0, { chat: [line(1, 'hi'), line(2, 'ready?')], muted: [1] }));
    current().receive({ type: 'chat', line: line(3, 'go') });
    expect(conn.snapshot.chat.map((l) => l.text)).toEqual(['hi', 'ready?', 'go']);
    expect(conn.snapshot.muted).toEqual([1]);
    current().drop();
    vi.advanceTimersByTime(retryDelay(0, 0.5));
    current().open();
    current().receive(welcome(0, [], 0, { chat: [line(2, 'ready?'), line(3, 'go'), line(4, 'back')] }));
    expect(conn.snapshot.chat.map((l) => l.text)).toEqual(['hi', 'ready?', 'go', 'back']);
    expect(conn.chat('players', 'hello')).toBe(true);
    expect(current().sentOf('chat')).toEqual([{ type: 'chat', channel: 'players', text: 'hello' }]);
    current().receive({ type: 'error', code: 'chat-rate-limited', message: 'at most 5 lines in 10 seconds' });
    expect(conn.snapshot.chatError).toMatchObject({ code: 'chat-rate-limited' });
    expect(conn.snapshot.error).toBeNull();
    conn.mute(1, false);
    expect(current().sentOf('mute')).toEqual([{ type: 'mute', seat: 1, muted: false }]);
    expect(conn.snapshot.muted).toEqual([]);
  });

  it('measures how far this device’s clock is from the server’s', () => {
    connect();
    current().open();
    current().receive(welcome(0, [], 0, { now: Date.now() + 4000 }));
    expect(conn.snapshot.clockOffsetMs).toBe(4000);
  });
});

describe('merging chat lines', () => {
  it('adds only unseen lines, in the order they were written', () => {
    const l = (id: number, at: number) => ({ id, channel: 'players' as const, seat: 0, name: 'Ada', text: String(id), at });
    expect(mergeChat([l(1, 10), l(2, 20)], [l(2, 20), l(3, 15)]).map((x) => x.id)).toEqual([1, 3, 2]);
  });
});
