import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goofspiel } from '@decktet/engine';
import type { LiveAck, LiveError, LiveMatchState, LiveServerMessage, LiveWelcome } from '@decktet/protocol';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch, testServer } from '../test/fixtures';

const games = [goofspiel];
type Server = Awaited<ReturnType<typeof testServer>>;

const isState = (m: LiveServerMessage): m is LiveServerMessage & LiveMatchState => m.type === 'welcome' || m.type === 'update';
/** A notice about the socket itself (not an answer to one of its actions). */
const isNotice = (m: LiveServerMessage): m is LiveError => m.type === 'error' && m.clientSeq === undefined;

async function liveMatch(url: string) {
  const match = await createMatch(url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
  const ada = await joinMatch(url, match.id, 'Ada');
  const bob = await joinMatch(url, match.id, 'Bob');
  return { match, ada, bob };
}

async function seated(url: string, matchId: string, token?: string) {
  const client = await LiveTestClient.connect(url);
  client.hello(matchId, token);
  const welcome = await client.next<LiveWelcome>((m) => m.type === 'welcome');
  return { client, welcome };
}

/** Everything a demoted socket received after being told it lost its seat: spectator frames only. */
function afterNotice(client: LiveTestClient): LiveServerMessage[] {
  const at = client.received.findIndex(isNotice);
  expect(at).toBeGreaterThanOrEqual(0);
  return client.received.slice(at + 1);
}

function expectSpectatorOnly(frames: LiveServerMessage[]): void {
  const states = frames.filter(isState);
  expect(states.length).toBeGreaterThan(0);
  for (const state of states) {
    expect(state.seat).toBeNull();
    expect(state.legal).toEqual([]);
    // Goofspiel's public view shows nobody's hand (before the start there is no view at all).
    if (state.view !== null) expect((state.view as { hand: unknown[] }).hand).toEqual([]);
  }
}

describe('finding 5: leaving takes the seat from every open socket at once', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer(games);
  });
  afterAll(() => server.dispose());

  it('finding 5: after /leave, both open sockets of the seat are told, see only the public view, and can no longer act', async () => {
    const { match, ada } = await liveMatch(server.url);
    const first = await seated(server.url, match.id, ada.token);
    const second = await seated(server.url, match.id, ada.token);
    expect(first.welcome.seat).toBe(0);
    const action = first.welcome.legal[0]!;

    expect((await api(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: ada.token })).body).toEqual({ left: true, seat: 0 });
    for (const { client } of [first, second]) {
      const notice = await client.next<LiveError>(isNotice);
      expect(notice).toMatchObject({ code: 'token-expired', message: expect.stringMatching(/you left this seat.*spectator/) });
      await client.next((m) => m.type === 'update' && m.seat === null);
    }
    // Five tries, as in the finding: none is acknowledged, none is stored as the player's.
    for (let clientSeq = 1; clientSeq <= 5; clientSeq++) {
      first.client.send({ type: 'act', clientSeq, action });
      const reply = await first.client.next<LiveAck | LiveError>((m) => (m.type === 'ack' || m.type === 'error') && m.clientSeq === clientSeq);
      expect(reply).toMatchObject({ type: 'error', code: 'token-expired', clientSeq });
    }
    const record = await api<{ seats: { coveredByBot: boolean }[] }>(server.url, 'GET', `/api/matches/${match.id}`);
    expect(record.body.seats[0]!.coveredByBot).toBe(true);
    // The bot covering the seat moves on; the old sockets see it only as spectators do.
    await first.client.next((m) => m.type === 'update' && m.seq >= 1);
    expectSpectatorOnly(afterNotice(first.client));
    expectSpectatorOnly(afterNotice(second.client));
    first.client.close();
    second.client.close();
  });

  it('finding 5: a seat left before the start and taken again gives the old socket nothing of the new player', async () => {
    const match = await createMatch(server.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const ada = await joinMatch(server.url, match.id, 'Ada', 0);
    const old = await seated(server.url, match.id, ada.token);
    expect(old.welcome.seat).toBe(0);
    await api(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: ada.token });
    await old.client.next<LiveError>(isNotice);
    const cy = await joinMatch(server.url, match.id, 'Cy', 0);
    await joinMatch(server.url, match.id, 'Bob', 1);
    const mine = await seated(server.url, match.id, cy.token);
    expect(mine.welcome.seat).toBe(0);
    await old.client.next((m) => m.type === 'update' && m.status === 'live');
    expectSpectatorOnly(afterNotice(old.client));
    old.client.send({ type: 'act', clientSeq: 1, action: mine.welcome.legal[0]! });
    expect(await old.client.next((m) => m.type === 'error' && m.clientSeq === 1)).toMatchObject({ code: 'token-expired' });
    // The old token opens nothing now.
    const again = await LiveTestClient.connect(server.url);
    again.hello(match.id, ada.token);
    expect(await again.next((m) => m.type === 'error')).toMatchObject({ code: 'bad-token' });
    old.client.close();
    mine.client.close();
  });

  it('finding 9: the same clientSeq with a different action is refused (seq-reused); the same action again is a duplicate', async () => {
    const { match, ada } = await liveMatch(server.url);
    const one = await seated(server.url, match.id, ada.token);
    const two = await seated(server.url, match.id, ada.token);
    const [mine, other] = one.welcome.legal;
    one.client.send({ type: 'act', clientSeq: 1, action: mine! });
    expect(await one.client.next((m) => m.type === 'ack')).toEqual({ type: 'ack', clientSeq: 1, seq: 1, duplicate: false });
    two.client.send({ type: 'act', clientSeq: 1, action: other! });
    expect(await two.client.next((m) => m.type === 'error' && m.clientSeq === 1)).toMatchObject({ code: 'seq-reused', message: expect.stringMatching(/different action.*from 2/) });
    two.client.send({ type: 'act', clientSeq: 1, action: mine! });
    expect(await two.client.next((m) => m.type === 'ack')).toEqual({ type: 'ack', clientSeq: 1, seq: 1, duplicate: true });
    const record = await api<{ seq: number }>(server.url, 'GET', `/api/matches/${match.id}`);
    expect(record.body.seq).toBe(1);
    one.client.close();
    two.client.close();
  });
});

describe('finding 5: an expired token stops acting and seeing at its expiry', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer(games, { tokenTtlMs: 2500 });
  });
  afterAll(() => server.dispose());

  it("finding 5: at expiry the open socket is told, gets only the public view and cannot act; /leave refuses the expired token", async () => {
    const { match, ada, bob } = await liveMatch(server.url);
    // Both tokens were issued by now, so both have expired once this moment plus the lifetime is past.
    const bothExpireBy = Date.now() + 2500;
    const a = await seated(server.url, match.id, ada.token);
    expect(a.welcome.seat).toBe(0);
    const action = a.welcome.legal[0]!;
    const notice = await a.client.next<LiveError>(isNotice, 20_000);
    expect(notice).toMatchObject({ code: 'token-expired', message: expect.stringMatching(/expired.*spectator/) });
    const demoted = await a.client.next<LiveMatchState & LiveServerMessage>((m) => m.type === 'update');
    expect(demoted.seat).toBeNull();
    a.client.send({ type: 'act', clientSeq: 1, action });
    expect(await a.client.next((m) => m.type === 'error' && m.clientSeq === 1)).toMatchObject({ code: 'token-expired' });
    expect((await api<{ seq: number }>(server.url, 'GET', `/api/matches/${match.id}`)).body.seq).toBe(0);
    // Bob joined after Ada, so his token may outlive her notice by a few milliseconds.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, bothExpireBy - Date.now()) + 10));
    const leave = await api(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: bob.token });
    expect(leave).toMatchObject({ status: 403, body: { error: { code: 'token-expired' } } });
    expectSpectatorOnly(afterNotice(a.client));
    a.client.close();
  });
});
