import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goofspiel } from '@decktet/engine';
import { LIVE_MAX_CLIENT_MESSAGE_BYTES, type LiveError, type LiveUpdate, type LiveWelcome } from '@decktet/protocol';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch, testServer } from '../test/fixtures';

const games = [goofspiel];
let server: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  server = await testServer(games, { limits: { messagesPerSecond: 20, burst: 40, floodClose: 100 } });
});
afterAll(async () => {
  await server.dispose();
});

async function liveMatch() {
  const match = await createMatch(server.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
  const ada = await joinMatch(server.url, match.id, 'Ada');
  const bob = await joinMatch(server.url, match.id, 'Bob');
  return { match, ada, bob };
}

async function seated(matchId: string, token?: string) {
  const client = await LiveTestClient.connect(server.url);
  client.hello(matchId, token);
  const welcome = await client.next<LiveWelcome>((m) => m.type === 'welcome');
  return { client, welcome };
}

const nextError = (c: LiveTestClient) => c.next<LiveError>((m) => m.type === 'error');

describe('bad input over the socket', () => {
  it('answers malformed JSON and invalid messages with clear errors and stays up', async () => {
    const c = await LiveTestClient.connect(server.url);
    c.send('{"type": "hello",');
    expect(await nextError(c)).toEqual({ type: 'error', code: 'bad-json', message: 'the message is not valid JSON' });
    c.send({ type: 'hello', v: 1 } as never);
    expect((await nextError(c)).message).toMatch(/^match:/);
    c.send({ type: 'act', clientSeq: 1, action: 'bid pact' });
    expect(await nextError(c)).toMatchObject({ code: 'hello-first', clientSeq: 1 });
    c.send({ type: 'ping' });
    expect(await c.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    c.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await nextError(c)).toMatchObject({ code: 'bad-message' });
    c.close();
  });

  it('closes a socket that sends an oversized frame', async () => {
    const c = await LiveTestClient.connect(server.url);
    c.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(LIVE_MAX_CLIENT_MESSAGE_BYTES) }));
    expect((await c.closedBy()).code).toBe(1009);
    expect((await api(server.url, 'GET', '/healthz')).status).toBe(200);
  });

  it('refuses unknown matches, wrong tokens, other versions and tokens of left seats', async () => {
    const { match, ada } = await liveMatch();
    const unknown = await LiveTestClient.connect(server.url);
    unknown.hello('no-such-match', ada.token);
    expect(await nextError(unknown)).toMatchObject({ code: 'unknown-match' });
    expect((await unknown.closedBy()).code).toBe(4404);

    const wrong = await LiveTestClient.connect(server.url);
    wrong.hello(match.id, 'not-a-real-token');
    expect(await nextError(wrong)).toEqual({ type: 'error', code: 'bad-token', message: 'that token holds no seat in this match' });
    expect((await wrong.closedBy()).code).toBe(4403);

    const old = await LiveTestClient.connect(server.url);
    old.send({ type: 'hello', v: 99, match: match.id });
    expect(await nextError(old)).toMatchObject({ code: 'version-mismatch' });

    // Ada's token from another match does not open this one.
    const other = await liveMatch();
    const crossed = await LiveTestClient.connect(server.url);
    crossed.hello(match.id, other.ada.token);
    expect(await nextError(crossed)).toMatchObject({ code: 'bad-token' });

    // Leaving a started match hands the seat to a bot and retires the token.
    expect((await api(server.url, 'POST', `/api/matches/${other.match.id}/leave`, { token: other.ada.token })).body).toEqual({ left: true, seat: 0 });
    const gone = await LiveTestClient.connect(server.url);
    gone.hello(other.match.id, other.ada.token);
    expect(await nextError(gone)).toMatchObject({ code: 'token-expired' });
    const summary = await api<{ seats: { coveredByBot: boolean }[] }>(server.url, 'GET', `/api/matches/${other.match.id}`);
    expect(summary.body.seats[0]!.coveredByBot).toBe(true);
  });

  it('an expired token gets a clear error', async () => {
    const brief = await testServer(games, { tokenTtlMs: 1 });
    try {
      const match = await createMatch(brief.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
      const ada = await joinMatch(brief.url, match.id, 'Ada');
      await new Promise((r) => setTimeout(r, 20));
      const late = await LiveTestClient.connect(brief.url);
      late.hello(match.id, ada.token);
      expect(await nextError(late)).toEqual({ type: 'error', code: 'token-expired', message: 'this seat token has expired' });
      expect((await late.closedBy()).code).toBe(4403);
    } finally {
      await brief.dispose();
    }
  });

  it('a token acts only for its own seat; spectators cannot act', async () => {
    const { match, ada } = await liveMatch();
    const { client: a, welcome } = await seated(match.id, ada.token);
    expect(welcome.seat).toBe(0);
    // Seat 0 sends a card from seat 1's hand: refused as not in its hand, and nothing else is said about it.
    const { client: watcher } = await seated(match.id);
    watcher.send({ type: 'act', clientSeq: 1, action: welcome.legal[0]! });
    expect(await nextError(watcher)).toMatchObject({ code: 'spectator' });
    a.send({ type: 'act', clientSeq: 1, action: 'bid nonsense' });
    expect(await nextError(a)).toMatchObject({ code: 'unknown-card', clientSeq: 1 });
    a.send({ type: 'act', clientSeq: 2, action: 'dance' });
    expect(await nextError(a)).toMatchObject({ code: 'malformed-action', clientSeq: 2 });
    expect((await api<{ seq: number }>(server.url, 'GET', `/api/matches/${match.id}`)).body.seq).toBe(0);
    a.close();
    watcher.close();
  });

  it('replayed sequence numbers are idempotent; stale ones are refused', async () => {
    const { match, ada } = await liveMatch();
    const { client: a, welcome } = await seated(match.id, ada.token);
    const action = welcome.legal[0]!;
    a.send({ type: 'act', clientSeq: 5, action });
    expect(await a.next((m) => m.type === 'ack')).toEqual({ type: 'ack', clientSeq: 5, seq: 1, duplicate: false });
    a.send({ type: 'act', clientSeq: 5, action });
    expect(await a.next((m) => m.type === 'ack')).toEqual({ type: 'ack', clientSeq: 5, seq: 1, duplicate: true });
    a.send({ type: 'act', clientSeq: 3, action: welcome.legal[1]! });
    expect(await nextError(a)).toMatchObject({ code: 'stale-seq', clientSeq: 3 });
    // A second bid in the same round is not Ada's turn.
    a.send({ type: 'act', clientSeq: 6, action: welcome.legal[1]! });
    expect(await nextError(a)).toMatchObject({ code: 'not-your-turn', clientSeq: 6 });
    expect((await api<{ seq: number }>(server.url, 'GET', `/api/matches/${match.id}`)).body.seq).toBe(1);
    // A reconnecting client learns where to continue numbering.
    const { welcome: again } = await seated(match.id, ada.token);
    expect(again.lastClientSeq).toBe(5);
    a.close();
  });

  it('rate-limits floods and closes sockets that keep flooding', async () => {
    const c = await LiveTestClient.connect(server.url);
    for (let i = 0; i < 60; i++) c.send({ type: 'ping' });
    expect(await nextError(c)).toMatchObject({ code: 'rate-limited' });
    for (let i = 0; i < 200; i++) c.send({ type: 'ping' });
    expect((await c.closedBy()).code).toBe(1008);
    expect((await api(server.url, 'GET', '/healthz')).status).toBe(200);
    // A refused action is answered with its clientSeq, so the client knows to resend it.
    const actor = await LiveTestClient.connect(server.url);
    for (let i = 1; i <= 50; i++) actor.send({ type: 'act', clientSeq: i, action: 'bid pact' });
    const refused = await actor.next<LiveError>((m) => m.type === 'error' && m.code === 'rate-limited');
    expect(refused.clientSeq).toBeGreaterThan(40);
    actor.close();
  });

  it('resumes from the last seen seq without losing log lines', async () => {
    const { match, ada, bob } = await liveMatch();
    const { client: a, welcome } = await seated(match.id, ada.token);
    const { client: b, welcome: bw } = await seated(match.id, bob.token);
    a.send({ type: 'act', clientSeq: 1, action: welcome.legal[0]! });
    await a.next((m) => m.type === 'ack');
    a.close();
    b.send({ type: 'act', clientSeq: 1, action: bw.legal[0]! });
    const afterRound = await b.next<LiveUpdate>((m) => m.type === 'update' && m.seq === 2);
    // Ada missed the reveal: resuming from seq 1 gives her exactly the lines after it.
    const { welcome: resumed } = await (async () => {
      const c = await LiveTestClient.connect(server.url);
      c.hello(match.id, ada.token, 1);
      return { welcome: await c.next<LiveWelcome>((m) => m.type === 'welcome') };
    })();
    expect(resumed.seq).toBe(2);
    // Bob's private line about his own bid is his alone.
    expect(resumed.log).toEqual(afterRound.log.filter((line) => !line.startsWith('You bid')));
    expect(resumed.log).toHaveLength(afterRound.log.length - 1);
    expect(resumed.log.join(' ')).toMatch(/takes it|tie/);
    b.close();
  });
});
