import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMatchSummary, LobbyFeedMessage } from '@decktet/protocol';
import { type PlayerTestServer, call, postgresBed, sqliteBed } from '../../test/players-bed';
import { FeedClient, ManualClock, join, lobbyOptions, signUp, table } from '../../test/lobby-bed';

const sqlite = sqliteBed();
const postgres = postgresBed();
afterAll(async () => {
  await sqlite.close();
  await postgres.close();
});

type Tables = Extract<LobbyFeedMessage, { type: 'tables' }>;
type Told = Extract<LobbyFeedMessage, { type: 'table-added' | 'table-changed' }>;
type Removed = Extract<LobbyFeedMessage, { type: 'table-removed' }>;
const about = (id: string) => (m: LobbyFeedMessage) => ('table' in m && m.table.id === id) || ('id' in m && m.id === id);

describe.each([sqlite, postgres])('the lobby feed on $database', (bed) => {
  let server: PlayerTestServer;
  beforeAll(async () => {
    server = await bed.server(lobbyOptions(new ManualClock()));
  }, 120_000);
  afterAll(() => server?.dispose());

  it('first lists the open public tables that fit its filters, then tells each change: added, changed, removed as started or cancelled', async () => {
    const [ada, bo] = await Promise.all([signUp(server.url, 'Ada'), signUp(server.url, 'Bo')]);
    const waiting = await table(ada);
    const everything = await FeedClient.connect(server.url);
    const slowOnly = await FeedClient.connect(server.url, '?game=goofspiel&pace=turn-based');
    const otherGame = await FeedClient.connect(server.url, '?game=hieroglyphs');
    const listed = await everything.next<Tables>((m) => m.type === 'tables');
    expect(listed.tables).toEqual([expect.objectContaining({ id: waiting.match.id, status: 'open', table: expect.objectContaining({ pace: 'live', creator: ada.name }) })]);
    expect(await slowOnly.next<Tables>((m) => m.type === 'tables')).toEqual({ type: 'tables', tables: [] });
    expect(await otherGame.next<Tables>((m) => m.type === 'tables')).toEqual({ type: 'tables', tables: [] });

    // A private table is never told; the public one made after it is.
    const hidden = await table(bo, { visibility: 'private', pace: 'turn-based' });
    const slow = await table(bo, { pace: 'turn-based' });
    for (const feed of [everything, slowOnly]) {
      const added = await feed.next<Told>((m) => m.type !== 'pong');
      expect(added).toMatchObject({ type: 'table-added', table: { id: slow.match.id, seats: [{ name: bo.name, taken: true }, { taken: false }], table: { pace: 'turn-based', creator: bo.name } } });
    }

    // Bo leaves his seat, then takes it again: the table changes twice.
    expect((await call(server.url, 'POST', `/api/matches/${slow.match.id}/leave`, { token: slow.token })).status).toBe(200);
    expect(await everything.next<Told>(about(slow.match.id))).toMatchObject({ type: 'table-changed', table: { seats: [{ name: null, taken: false }, { taken: false }], table: { creator: null } } });
    expect(await slowOnly.next<Told>(about(slow.match.id))).toMatchObject({ type: 'table-changed', table: { seats: [{ name: null }, { taken: false }] } });
    await join(bo, slow.match.id);
    for (const feed of [everything, slowOnly]) {
      expect(await feed.next<Told>(about(slow.match.id))).toMatchObject({ type: 'table-changed', table: { seats: [{ name: bo.name }, { taken: false }], table: { creator: bo.name } } });
    }

    await join(ada, slow.match.id);
    for (const feed of [everything, slowOnly]) expect(await feed.next<Removed>(about(slow.match.id))).toEqual({ type: 'table-removed', id: slow.match.id, reason: 'started' });
    expect((await ada.delete(`/api/tables/${waiting.match.id}`)).status).toBe(200);
    expect(await everything.next<Removed>(about(waiting.match.id))).toEqual({ type: 'table-removed', id: waiting.match.id, reason: 'cancelled' });

    expect([...everything.messages, ...slowOnly.messages, ...otherGame.messages].filter(about(hidden.match.id))).toEqual([]);
    expect(otherGame.unread()).toEqual([]);
    expect(slowOnly.unread()).toEqual([]);
    for (const feed of [everything, slowOnly, otherGame]) feed.close();
  });

  it('answers ping; refuses bad filters (4400), other messages, and pages of other sites', async () => {
    const feed = await FeedClient.connect(server.url, '?pace=live');
    await feed.next((m) => m.type === 'tables');
    feed.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await feed.next()).toEqual({ type: 'pong' });
    feed.socket.send(JSON.stringify({ type: 'hello', match: 'x' }));
    expect(await feed.next()).toMatchObject({ type: 'error', code: 'bad-message' });
    feed.close();

    const bad = await FeedClient.connect(server.url, '?pace=slow');
    expect(await bad.next()).toMatchObject({ type: 'error', code: 'bad-request', message: expect.stringMatching(/^pace: /) });
    await expect.poll(() => bad.closed).toBe(4400);
    await expect(FeedClient.connect(server.url, '', { origin: 'https://evil.example' })).rejects.toThrow(/upgrade refused: 403/);
    const own = await FeedClient.connect(server.url, '', { origin: server.url });
    expect(await own.next()).toMatchObject({ type: 'tables' });
    own.close();
  });
});

describe('the lobby feed with two instances sharing PostgreSQL', () => {
  it('a socket on one instance is told of tables made, changed and started through the other', async () => {
    const first = await postgres.server(lobbyOptions(new ManualClock()));
    const second = await postgres.server(lobbyOptions(new ManualClock(), { databaseUrl: first.databaseUrl! }));
    try {
      const feed = await FeedClient.connect(second.url, '?pace=live');
      expect(await feed.next((m) => m.type === 'tables')).toEqual({ type: 'tables', tables: [] });
      const [ada, bo] = await Promise.all([signUp(first.url, 'Ada'), signUp(first.url, 'Bo')]);
      const made = await table(ada);
      const added = await feed.next<Told>(about(made.match.id));
      expect(added).toMatchObject({ type: 'table-added', table: { id: made.match.id, seats: [{ name: ada.name }, { taken: false }] } });
      // Its links point where this socket reached the server.
      expect(added.table.invite.startsWith(second.url)).toBe(true);
      expect((await call<LiveMatchSummary>(first.url, 'POST', `/api/matches/${made.match.id}/leave`, { token: made.token })).status).toBe(200);
      expect(await feed.next<Told>(about(made.match.id))).toMatchObject({ type: 'table-changed', table: { seats: [{ taken: false }, { taken: false }] } });
      await join(ada, made.match.id);
      await join(bo, made.match.id);
      expect(await feed.next<Removed>((m) => m.type === 'table-removed')).toEqual({ type: 'table-removed', id: made.match.id, reason: 'started' });
      feed.close();
    } finally {
      await Promise.all([first.dispose(), second.dispose()]);
    }
  }, 120_000);
});
