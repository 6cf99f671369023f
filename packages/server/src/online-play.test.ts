import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, goofspiel } from '@decktet/engine';
import { GAMES } from '@decktet/catalog';
import type { LiveAck, LiveMatchSummary, LiveServerMessage, LiveUpdate, LiveWelcome } from '@decktet/protocol';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch, testServer } from '../test/fixtures';
import { playSeat, seededPicker } from '../test/play';
import { until } from '../test/sockets';

const games = [goofspiel];
const lines: Record<string, unknown>[] = [];
let server: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  server = await testServer(games, { logLevel: 'info', logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
});
afterAll(async () => {
  await server.dispose();
});

const isState = (m: LiveServerMessage): m is LiveWelcome | LiveUpdate => m.type === 'welcome' || m.type === 'update';
/** Every log line a socket was sent, in order. */
const logOf = (client: LiveTestClient) => client.received.filter(isState).flatMap((m) => m.log);

/** A two-seat Goofspiel match with Ada and Bob seated (and so started). */
async function seated(body: Record<string, unknown> = {}) {
  const match = await createMatch(server.url, { game: 'goofspiel', config: { handSize: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }], ...body });
  const ada = await joinMatch(server.url, match.id, 'Ada');
  const bob = await joinMatch(server.url, match.id, 'Bob');
  return { match, ada, bob };
}

async function connected(match: string, token?: string): Promise<LiveTestClient> {
  const client = await LiveTestClient.connect(server.url);
  client.hello(match, token);
  await client.peek((m) => m.type === 'welcome');
  return client;
}

describe('the turn clock every online match has', () => {
  it('defaults to a clock for live play; null asks for none; the bounds are explained', async () => {
    const plain = await createMatch(server.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(plain.turnSeconds).toBe(90);
    const none = await createMatch(server.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: null });
    expect(none.turnSeconds).toBeNull();

    const strict = await testServer(games, { minTurnSeconds: 10, defaultTurnSeconds: 45 });
    try {
      expect((await createMatch(strict.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] })).turnSeconds).toBe(45);
      const short = await api<{ error: { code: string; message: string } }>(strict.url, 'POST', '/api/matches', { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: 5 });
      expect(short).toMatchObject({ status: 400, body: { error: { code: 'bad-request' } } });
      expect(short.body.error.message).toBe('turnSeconds: the turn clock must be from 10 to 86400 seconds (or null for no clock), not 5');
      const long = await api<{ error: { code: string; message: string } }>(strict.url, 'POST', '/api/matches', { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: 86_401 });
      expect(long).toMatchObject({ status: 400, body: { error: { code: 'bad-request' } } });
      expect(long.body.error.message).toMatch(/^turnSeconds:/);
      expect((await api<{ matches: LiveMatchSummary[] }>(strict.url, 'GET', '/api/matches?status=open')).body.matches).toHaveLength(1);
    } finally {
      await strict.dispose();
    }
    await expect(testServer(games, { defaultTurnSeconds: 5, minTurnSeconds: 10 })).rejects.toThrow('the default turn clock must be a whole number of seconds from 10 to 86400 (or none), not 5');
  });

  it("shows the server's deadline and clock to everyone", async () => {
    const { match, ada } = await seated();
    const client = await connected(match.id, ada.token);
    const welcome = await client.next<LiveWelcome>((m) => m.type === 'welcome');
    expect(welcome.pending).toEqual([0, 1]);
    const [mine, theirs] = welcome.deadlines!;
    expect(mine).toBe(theirs);
    // The deadline lies within the 90 seconds after the server's own clock.
    expect(mine! - welcome.now).toBeGreaterThan(0);
    expect(mine! - welcome.now).toBeLessThanOrEqual(90_000);
    client.close();
  });
});

describe('presence', () => {
  it('a closed socket shows its seat offline at once; a presence report shows it away; spectators are counted', async () => {
    const { match, ada, bob } = await seated({ turnSeconds: null });
    const a = await connected(match.id, ada.token);
    const welcome = await a.next<LiveWelcome>((m) => m.type === 'welcome');
    expect(welcome.seats.map((s) => s.presence)).toEqual(['online', 'offline']);
    expect(welcome.spectators).toBe(0);

    const b = await connected(match.id, bob.token);
    await a.next((m) => isState(m) && m.seats[1]!.presence === 'online');
    b.send({ type: 'presence', state: 'away' });
    await a.next((m) => isState(m) && m.seats[1]!.presence === 'away');
    b.send({ type: 'presence', state: 'online' });
    await a.next((m) => isState(m) && m.seats[1]!.presence === 'online');
    b.close();
    const gone = await a.next<LiveUpdate>((m) => isState(m) && m.seats[1]!.presence === 'offline');
    expect(gone.seats[0]!.presence).toBe('online');

    const watchers = [await connected(match.id), await connected(match.id)];
    await a.next((m) => isState(m) && m.spectators === 2);
    // A spectator's presence reports change nothing anyone sees.
    watchers[0]!.send({ type: 'presence', state: 'away' });
    watchers[1]!.close();
    const one = await a.next<LiveUpdate>((m) => isState(m) && m.spectators === 1);
    expect(one.seats.map((s) => s.presence)).toEqual(['online', 'offline']);
    a.close();
    watchers[0]!.close();
  });

  it('a seat whose sockets fall silent shows away', async () => {
    const quiet = await testServer(games, { awayAfterMs: 300 });
    try {
      const match = await createMatch(quiet.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: null });
      const ada = await joinMatch(quiet.url, match.id, 'Ada');
      await joinMatch(quiet.url, match.id, 'Bob');
      const a = await LiveTestClient.connect(quiet.url);
      a.hello(match.id, ada.token);
      const watcher = await LiveTestClient.connect(quiet.url);
      watcher.hello(match.id);
      // Ada says nothing more: the server's idle check finds her away.
      await watcher.next((m) => isState(m) && m.seats[0]!.presence === 'away', 20_000);
      a.send({ type: 'ping' });
      await watcher.next((m) => isState(m) && m.seats[0]!.presence === 'online');
      a.close();
      watcher.close();
    } finally {
      await quiet.dispose();
    }
  });
});

describe('the AI covering an absent player', () => {
  it('covers after the clock, and says so in the seat, the log, the server log, the result and the record', async () => {
    const { match, ada, bob } = await seated({ turnSeconds: 2 });
    const gone = await connected(match.id, bob.token);
    gone.close();
    const a = await connected(match.id, ada.token);
    const watcher = await connected(match.id);
    const first = await a.next<LiveWelcome>((m) => m.type === 'welcome');
    a.send({ type: 'act', clientSeq: 1, action: first.legal[0]! });
    const covered = await a.next<LiveUpdate>((m) => m.type === 'update' && m.seats[1]!.cover !== null, 15_000);
    expect(covered.seats[1]).toMatchObject({ name: 'Bob', presence: 'offline', coveredByBot: true, cover: { since: 1, turn: 1, reason: 'clock' } });
    expect(covered.seats[0]).toMatchObject({ presence: 'online', coveredByBot: false, cover: null });
    expect(logOf(a)).toContain('The AI plays for Bob from turn 1 (their time ran out)');

    const played = await playSeat(a, seededPicker(5), { lastClientSeq: 1 });
    const summary = played.final.outcome!.summary;
    expect(summary).toMatch(/Bob \(AI from turn 1\)/);
    const end = await watcher.next<LiveUpdate>((m) => isState(m) && m.outcome !== null);
    expect(end.outcome!.summary).toBe(summary);
    expect(logOf(watcher)).toContain('The AI plays for Bob from turn 1 (their time ran out)');
    // Shown once, not again with every later update.
    expect(logOf(watcher).filter((l) => l.startsWith('The AI plays for Bob'))).toHaveLength(1);

    const listed = await api<LiveMatchSummary>(server.url, 'GET', `/api/matches/${match.id}`);
    expect(listed.body.summary).toBe(summary);
    const record = await api<{ meta: Record<string, string>; outcome: { summary: string } }>(server.url, 'GET', `/api/matches/${match.id}/record`);
    expect(record.body.meta['cover.1']).toBe('turn 1 (clock)');
    expect(record.body.meta['cover.0']).toBeUndefined();
    // The record's outcome stays the game's own: the record replays to it.
    const replayed = Match.fromRecord(games, record.body);
    expect(replayed.ok && replayed.value.outcome()?.summary).toBe(record.body.outcome.summary);

    const logged = lines.find((l) => l.msg === 'turn clock ran out: the AI covers the seat' && l.match === match.id);
    expect(logged).toMatchObject({ seat: 1, turn: 1, since: 1, reason: 'clock' });
    a.close();
    watcher.close();
  });

  it('a player who returns takes the seat back at their next decision', async () => {
    const { match, ada, bob } = await seated({ turnSeconds: 3, config: { handSize: 4 } });
    (await connected(match.id, bob.token)).close();
    const a = await connected(match.id, ada.token);
    const first = await a.next<LiveWelcome>((m) => m.type === 'welcome');
    a.send({ type: 'act', clientSeq: 1, action: first.legal[0]! });
    // Bob's time runs out; the AI bids for him in round 1 and, at once, in round 2.
    await a.next((m) => isState(m) && m.seats[1]!.cover !== null, 15_000);
    const waiting = await a.next<LiveUpdate>((m) => isState(m) && m.seq === 3, 15_000);
    expect(waiting.pending).toEqual([0]);

    // Bob comes back while he owes nothing: the AI keeps his seat until his next decision.
    const b = await LiveTestClient.connect(server.url);
    b.hello(match.id, bob.token);
    const back = await b.next<LiveWelcome>((m) => m.type === 'welcome');
    expect(back.seats[1]).toMatchObject({ presence: 'online', cover: { reason: 'clock', turn: 1 } });
    expect(back.legal).toEqual([]);
    a.send({ type: 'act', clientSeq: 2, action: (await a.next<LiveUpdate>((m) => isState(m) && m.legal.length > 0)).legal[0]! });
    const mine = await b.next<LiveUpdate>((m) => m.type === 'update' && m.seats[1]!.cover === null && m.legal.length > 0, 15_000);
    expect(mine.seq).toBe(4);
    expect(logOf(b)).toContain('Bob is back and plays again');
    b.send({ type: 'act', clientSeq: 1, action: mine.legal[0]! });
    expect(await b.next((m) => m.type === 'ack' || m.type === 'error')).toMatchObject({ type: 'ack', seq: expect.any(Number) });
    await until(() => logOf(a).includes('Bob is back and plays again'));
    const tally = logOf(a).filter((l) => l.startsWith('The AI plays for Bob') || l === 'Bob is back and plays again');
    expect(tally).toEqual(['The AI plays for Bob from turn 1 (their time ran out)', 'Bob is back and plays again']);
    a.close();
    b.close();
  });

  it('a player who leaves is played by the AI to the end, and everyone reads the same line', async () => {
    const { match, ada, bob } = await seated({ turnSeconds: null });
    const a = await connected(match.id, ada.token);
    const b = await connected(match.id, bob.token);
    const left = await api(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: bob.token });
    expect(left).toEqual({ status: 200, body: { left: true, seat: 1 } });
    const told = await a.next<LiveUpdate>((m) => isState(m) && m.seats[1]!.cover !== null);
    expect(told.seats[1]).toMatchObject({ coveredByBot: true, cover: { since: 0, turn: 1, reason: 'left' } });
    // The leaver's socket watches on as a spectator, and reads what the others read.
    await b.next((m) => m.type === 'error' && m.code === 'token-expired');
    await until(() => logOf(b).includes('Bob left: the AI plays for them to the end'));
    expect(logOf(a)).toContain('Bob left: the AI plays for them to the end');

    const played = await playSeat(a, seededPicker(9));
    expect(played.final.outcome!.summary).toMatch(/Bob \(AI from turn 1\)/);
    const record = await api<{ meta: Record<string, string> }>(server.url, 'GET', `/api/matches/${match.id}/record`);
    expect(record.body.meta['cover.1']).toBe('turn 1 (left)');
    expect(await api(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: bob.token })).toMatchObject({ status: 409, body: { error: { code: 'token-expired' } } });
    const late = await api<{ error: { message: string } }>(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: ada.token });
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'game-over' } } });
    const after = await api<LiveMatchSummary>(server.url, 'GET', `/api/matches/${match.id}`);
    expect(after.body.seats[0]!.cover).toBeNull();
    a.close();
    b.close();
  });
});

describe('withdrawing a hidden choice online', () => {
  it('is refused with a rule error by a game that cannot take a choice back, and changes nothing', async () => {
    const { match, ada } = await seated({ turnSeconds: null });
    const a = await connected(match.id, ada.token);
    const welcome = await a.next<LiveWelcome>((m) => m.type === 'welcome');
    a.send({ type: 'act', clientSeq: 1, action: welcome.legal[0]! });
    await a.next((m) => m.type === 'ack');
    a.send({ type: 'withdraw', clientSeq: 2 });
    expect(await a.next((m) => m.type === 'error')).toMatchObject({ code: 'not-supported', clientSeq: 2 });
    const summary = await api<LiveMatchSummary>(server.url, 'GET', `/api/matches/${match.id}`);
    expect(summary.body.seq).toBe(1);
    a.close();
  });

  it('takes back a secret choice before the reveal: acknowledged, stored as a step, replayed by the record', async () => {
    const duel = await testServer(GAMES);
    try {
      const match = await createMatch(duel.url, { game: 'dueling-runes', seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: null });
      const ada = await joinMatch(duel.url, match.id, 'Ada');
      const bob = await joinMatch(duel.url, match.id, 'Bob');
      const a = await LiveTestClient.connect(duel.url);
      a.hello(match.id, ada.token);
      const welcome = await a.next<LiveWelcome>((m) => m.type === 'welcome');
      a.send({ type: 'act', clientSeq: 1, action: welcome.legal[0]! });
      await a.next((m) => m.type === 'ack');
      const chosen = await a.next<LiveUpdate>((m) => m.type === 'update' && m.seq === 1);
      expect(chosen.legal).toEqual([]);
      a.send({ type: 'withdraw', clientSeq: 2 });
      expect(await a.next<LiveAck>((m) => m.type === 'ack')).toEqual({ type: 'ack', clientSeq: 2, seq: 2, duplicate: false });
      const again = await a.next<LiveUpdate>((m) => m.type === 'update' && m.seq === 2);
      expect(again.legal).toEqual(welcome.legal);
      expect(again.log).toContain('Ada takes back their choice.');
      // Resent after a reconnect: the same ack, nothing taken back twice.
      a.send({ type: 'withdraw', clientSeq: 2 });
      expect(await a.next<LiveAck>((m) => m.type === 'ack')).toEqual({ type: 'ack', clientSeq: 2, seq: 2, duplicate: true });
      // With nothing to take back, the game says so.
      a.send({ type: 'withdraw', clientSeq: 3 });
      expect(await a.next((m) => m.type === 'error')).toMatchObject({ code: 'nothing-to-withdraw', clientSeq: 3 });

      const b = await LiveTestClient.connect(duel.url);
      b.hello(match.id, bob.token);
      const [endA, endB] = await Promise.all([playSeat(a, seededPicker(1), { lastClientSeq: 3 }), playSeat(b, seededPicker(2))]);
      expect(endA!.final.outcome).toEqual(endB!.final.outcome);
      const record = await api<{ actions: { seat: number; action: string }[] }>(duel.url, 'GET', `/api/matches/${match.id}/record`);
      expect(record.body.actions[1]).toEqual({ seat: 0, action: 'withdraw' });
      expect(Match.fromRecord(GAMES, record.body).ok).toBe(true);
      a.close();
      b.close();
    } finally {
      await duel.dispose();
    }
  });
});
