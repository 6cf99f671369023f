import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '@decktet/catalog';
import { EXAMPLE_GAME, EXAMPLE_TABLE } from '@decktet/engine';
import { LIVE_PROTOCOL_VERSION, type LiveJoinReply, type LobbyFeedMessage, type LiveMatchSummary, type TableList } from '@decktet/protocol';
import { type PlayerTestServer, call, postgresBed, sqliteBed } from '../test/players-bed';
import { type Failure, FeedClient, ManualClock, lobbyOptions, signUp, type TestPlayer } from '../test/lobby-bed';
import { testServer } from '../test/fixtures';
import { rawSocket, until } from '../test/sockets';

/*
 * Issue 28, findings 6, 8, 10 and 12 (joins): each attack as a script over loopback would run it,
 * now refused. The servers trust X-Forwarded-For, so one test stands for many client addresses;
 * the limits that tell people apart by address are set back to what a real server has.
 */

const STRICT = { joinsPerMinute: 10, leavesPerMinute: 10, abandonsPerHour: 3, guestSeatsPerAddress: 1 };

/** A request as `player` (null: a guest) from client address `from`. */
const as = (base: string, player: TestPlayer | null, from: string) => <T = Failure>(method: string, path: string, body?: unknown) =>
  call<T>(base, method, path, body, { 'x-forwarded-for': from, ...(player ? { cookie: player.cookie } : {}) });

const twoSeatTable = { game: EXAMPLE_TABLE.game, seats: [{ kind: 'human' }, { kind: 'human' }], rated: false };

describe('issue 28, finding 6: seats taken and left, per player and per address', () => {
  const bed = sqliteBed();
  const clock = new ManualClock();
  let server: PlayerTestServer;
  let n = 0;
  beforeAll(async () => {
    server = await bed.server(lobbyOptions(clock, { trustProxy: true, limits: STRICT }));
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
    await bed.close();
  });

  /** `count` open tables, each made by its own player from its own address. */
  async function openTables(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const creator = await signUp(server.url, `Host ${++n}`);
      const made = await as(server.url, creator, `198.51.100.${n % 250}`)<LiveJoinReply>('POST', '/api/tables', twoSeatTable);
      expect(made.status).toBe(201);
      ids.push(made.body.match.id);
    }
    return ids;
  }

  it('finding 6: one account cannot start and abandon every open table (16 joined and left at once: the fourth join is refused for an hour)', async () => {
    const ids = await openTables(16);
    const mallory = await signUp(server.url, `Mallory ${++n}`);
    const request = as(server.url, mallory, '203.0.113.66');
    const outcomes: string[] = [];
    for (const id of ids) {
      const joined = await request<LiveJoinReply & Failure>('POST', `/api/tables/${id}/join`);
      if (joined.status !== 200) {
        outcomes.push(joined.body.error.code);
        continue;
      }
      // The table is full: it started. Leaving it at once hands the seat to the AI.
      expect(joined.body.match.status).toBe('live');
      const left = await request('POST', `/api/matches/${id}/leave`, { token: joined.body.token });
      outcomes.push(left.status === 200 ? 'abandoned' : left.body.error.code);
    }
    expect(outcomes.slice(0, 3)).toEqual(['abandoned', 'abandoned', 'abandoned']);
    expect(new Set(outcomes.slice(3))).toEqual(new Set(['too-many-abandoned']));
    const refused = await request<Failure>('POST', `/api/tables/${ids[3]}/join`);
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'too-many-abandoned', message: expect.stringMatching(/^you left 3 started matches within the last hour \(at most 3\): you may take a new seat again in \d+ min$/) } } });
    // The figures travel beside the message, for the client to word (@decktet/protocol's refusals.ts).
    expect(refused.body.error.params).toEqual({ abandoned: 3, most: 3, by: 'player', waitSeconds: expect.any(Number) });
    expect(refused.body.error.params!.waitSeconds).toBeGreaterThan(60);
    // A second account from the same address is held to the address's count too.
    const accomplice = await signUp(server.url, `Accomplice ${++n}`);
    expect(await as(server.url, accomplice, '203.0.113.66')('POST', `/api/tables/${ids[4]}/join`)).toMatchObject({ status: 429, body: { error: { code: 'too-many-abandoned', message: expect.stringMatching(/^your address left 3/), params: { abandoned: 3, most: 3, by: 'address' } } } });
    // Tables the refused joins did not touch are still open for everyone else.
    const summary = await call<LiveMatchSummary>(server.url, 'GET', `/api/matches/${ids[4]}`);
    expect(summary.body.status).toBe('open');
    // An hour on (the tables waiting since then have expired), the account may sit down again.
    clock.advance(61 * 60_000);
    const [fresh] = await openTables(1);
    expect((await request('POST', `/api/tables/${fresh}/join`)).status).toBe(200);
  });

  it('finding 12: joins are limited per player and per address (the eleventh seat in a minute is refused)', async () => {
    const ids = await openTables(12);
    const eve = await signUp(server.url, `Eve ${++n}`);
    const statuses: number[] = [];
    for (const id of ids.slice(0, 11)) statuses.push((await as(server.url, eve, '203.0.113.70')('POST', `/api/tables/${id}/join`)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const eleventh = await as(server.url, eve, '203.0.113.71')('POST', `/api/tables/${ids[11]}/join`);
    expect(eleventh).toMatchObject({ status: 429, body: { error: { code: 'rate-limited', message: expect.stringMatching(/^too many seats taken: a player may take at most 10 a minute; try again in \d+ s$/), params: { kind: 'seats-taken', most: 10, per: 'minute', by: 'player', waitSeconds: expect.any(Number) } } } });
    // Another account at the same address is held to the address's count.
    const friend = await signUp(server.url, `Friend ${++n}`);
    expect(await as(server.url, friend, '203.0.113.70')('POST', `/api/tables/${ids[11]}/join`)).toMatchObject({ status: 429, body: { error: { message: expect.stringMatching(/one address may take at most 10 a minute/) } } });
    clock.advance(61_000);
    expect((await as(server.url, eve, '203.0.113.70')('POST', `/api/tables/${ids[11]}/join`)).status).toBe(200);
  });

  it('finding 12: leaves are limited per player and per address', async () => {
    const ids = await openTables(11);
    const guest = as(server.url, null, '203.0.113.80');
    const statuses: number[] = [];
    // A guest may take and leave a seat before the start over and over; the eleventh leave in a minute is refused.
    clock.advance(61_000);
    for (const id of ids) {
      const seat = await call<LiveJoinReply>(server.url, 'POST', `/api/matches/${id}/join`, { name: 'Drifter' }, { 'x-forwarded-for': `192.0.2.${ids.indexOf(id) + 1}` });
      expect(seat.status).toBe(200);
      statuses.push((await guest('POST', `/api/matches/${id}/leave`, { token: seat.body.token })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("finding 6: one address holds one seat of a match through the guests' join; its seat, left before the start, may be taken again", async () => {
    const me = as(server.url, null, '203.0.113.90');
    const made = await me<LiveMatchSummary>('POST', '/api/matches', { game: EXAMPLE_TABLE.game, seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(made.status).toBe(201);
    const first = await me<LiveJoinReply>('POST', `/api/matches/${made.body.id}/join`, { name: 'Solo' });
    expect(first.status).toBe(200);
    const second = await me('POST', `/api/matches/${made.body.id}/join`, { name: 'Solo Again' });
    expect(second).toMatchObject({ status: 409, body: { error: { code: 'already-seated', message: expect.stringMatching(/your address already holds a seat at this match/) } } });
    // The refusal changed nothing: the other seat is free for someone else.
    expect((await call<LiveMatchSummary>(server.url, 'GET', `/api/matches/${made.body.id}`)).body.seats.map((s) => s.taken)).toEqual([true, false]);
    expect((await me('POST', `/api/matches/${made.body.id}/leave`, { token: first.body.token })).status).toBe(200);
    expect((await me('POST', `/api/matches/${made.body.id}/join`, { name: 'Solo' })).status).toBe(200);
  });

  it('finding 6: tables count under their creator and their address: accounts at one address share its open tables', async () => {
    clock.advance(61_000);
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 21; i++) {
      const host = await signUp(server.url, `Squatter ${++n}`);
      const made = await as(server.url, host, '203.0.113.95')('POST', '/api/tables', twoSeatTable);
      statuses.push(made.status === 201 ? 201 : made.body.error.code);
      // Past the address's seats a minute (a creator's first seat counts): wait a minute every ten.
      if (i % 10 === 9) clock.advance(61_000);
    }
    // MAX_OPEN_MATCHES_PER_ADDRESS (20): the twenty-first account at the address is refused.
    expect(statuses).toEqual([...Array(20).fill(201), 'too-many-open']);
  });

  it('finding 6: a signed-in player holds one seat of a table: joining again gives their own seat back, never a second', async () => {
    const host = await signUp(server.url, `Host ${++n}`);
    const made = await as(server.url, host, '203.0.113.91')<LiveJoinReply>('POST', '/api/tables', twoSeatTable);
    const again = await as(server.url, host, '203.0.113.92')<LiveJoinReply>('POST', `/api/tables/${made.body.match.id}/join`);
    expect(again.status).toBe(200);
    expect(again.body.seat).toBe(made.body.seat);
    expect(again.body.match.seats.map((s) => s.taken)).toEqual([true, false]);
  });
});

describe('issue 28, finding 8: bot-only limits hold for a table its humans have all left', () => {
  const lines: string[] = [];
  let server: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    server = await testServer(GAMES, {
      trustProxy: true,
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
      limits: { ...STRICT, botOnlyPerAddress: 1, botOnlyTotal: 8, botOnlyDifficulties: ['easy', 'normal'] },
    });
  }, 60_000);
  afterAll(() => server?.dispose());

  const humanAnd = (difficulty: string) => ({ game: 'dueling-runes', config: { maxTurns: 20 }, seats: [{ kind: 'human' }, { kind: 'bot', difficulty }] });

  /** Creates the table from `from`, sits at its human seat and leaves at once. */
  async function joinAndLeave(from: string, difficulty: string): Promise<string> {
    const me = as(server.url, null, from);
    const made = await me<LiveMatchSummary>('POST', '/api/matches', humanAnd(difficulty));
    expect(made.status).toBe(201);
    const seat = await me<LiveJoinReply>('POST', `/api/matches/${made.body.id}/join`, { name: 'Ghost' });
    expect(seat.body.match.status).toBe('live');
    expect((await me('POST', `/api/matches/${made.body.id}/leave`, { token: seat.body.token })).status).toBe(200);
    return made.body.id;
  }

  it('finding 8: a table of expert bots made by joining and leaving at once plays only when the bots have nothing else to do', async () => {
    const id = await joinAndLeave('203.0.113.100', 'expert');
    await until(() => lines.some((l) => l.includes(id) && l.includes('its bots play in the background')));
  });

  it('finding 8: so does one whose human sits down and lets the clock run out (the AI covers the seat)', async () => {
    const me = as(server.url, null, '203.0.113.102');
    const made = await me<LiveMatchSummary>('POST', '/api/matches', { ...humanAnd('expert'), turnSeconds: 1 });
    expect(made.status).toBe(201);
    expect((await me('POST', `/api/matches/${made.body.id}/join`, { name: 'Sleeper' })).status).toBe(200);
    await until(() => lines.some((l) => l.includes(made.body.id) && l.includes('its bots play in the background')));
  });

  it('finding 8: a table that ended up as bots only counts as one: its creator may not make another at once', async () => {
    const id = await joinAndLeave('203.0.113.101', 'easy');
    expect(lines.some((l) => l.includes(id) && l.includes('in the background'))).toBe(false);
    const botsOnly = { game: 'dueling-runes', config: { maxTurns: 20 }, seats: [{ kind: 'bot', difficulty: 'easy' }, { kind: 'bot', difficulty: 'easy' }] };
    expect(await as(server.url, null, '203.0.113.101')('POST', '/api/matches', botsOnly)).toMatchObject({ status: 429, body: { error: { code: 'too-many-bot-only', params: { held: 1, most: 1 } } } });
    // The second one made that way is beyond the address's share: it goes to the background.
    const second = await joinAndLeave('203.0.113.101', 'easy');
    await until(() => lines.some((l) => l.includes(second) && l.includes('its bots play in the background')));
  });
});

describe.each([sqliteBed(), postgresBed()])('issue 28, finding 10: open tables expire and lists page through them all ($database)', (bed) => {
  const clock = new ManualClock();
  let server: PlayerTestServer;
  let n = 0;
  beforeAll(async () => {
    server = await bed.server(lobbyOptions(clock, { trustProxy: true }));
  }, 120_000);
  afterAll(async () => {
    await server?.dispose();
    await bed.close();
  });

  const status = async (id: string) => (await call<LiveMatchSummary>(server.url, 'GET', `/api/matches/${id}`)).body.status;

  it('finding 10: a live table waiting an hour is called off (its watchers told), a turn-based one after a week; a started one stays', async () => {
    const [ada, bo, cy] = (await Promise.all(['Ada', 'Bo', 'Cy'].map((name) => signUp(server.url, `${name} ${++n}`)))) as [TestPlayer, TestPlayer, TestPlayer];
    const live = (await ada.post<LiveJoinReply>('/api/tables', twoSeatTable)).body.match.id;
    const slow = (await bo.post<LiveJoinReply>('/api/tables', { ...twoSeatTable, pace: 'turn-based' })).body.match.id;
    const started = (await cy.post<LiveJoinReply>('/api/tables', { ...twoSeatTable, pace: 'turn-based' })).body.match.id;
    expect((await ada.post(`/api/tables/${started}/join`)).status).toBe(200);
    const feed = await FeedClient.connect(server.url);
    await feed.next((m) => m.type === 'tables');
    clock.advance(59 * 60_000);
    expect(await status(live)).toBe('open');
    clock.advance(2 * 60_000);
    await until(async () => (await status(live)) === 'cancelled');
    await feed.next((m) => m.type === 'table-removed' && m.id === live && m.reason === 'cancelled');
    expect(await status(slow)).toBe('open');
    clock.advance(7 * 24 * 3600_000);
    await until(async () => (await status(slow)) === 'cancelled');
    expect(await status(started)).toBe('live');
    feed.close();
  });

  it('finding 10: GET /api/tables pages through every open public table, newest first', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const host = await signUp(server.url, `Host ${++n}`);
      made.push((await host.post<LiveJoinReply>('/api/tables', twoSeatTable)).body.match.id);
      clock.advance(1000);
    }
    const all = (await call<TableList>(server.url, 'GET', '/api/tables?limit=200')).body;
    expect(all.next).toBeNull();
    const newest = all.tables.map((t) => t.id);
    expect(newest.slice(0, 7)).toEqual([...made].reverse());
    for (const limit of [1, 2, 3, 7]) {
      const seen: string[] = [];
      let after: string | null | undefined;
      do {
        const page = await call<TableList>(server.url, 'GET', `/api/tables?limit=${limit}${after ? `&after=${after}` : ''}`);
        expect(page.status).toBe(200);
        expect(page.body.tables.length).toBeLessThanOrEqual(limit);
        seen.push(...page.body.tables.map((t) => t.id));
        after = page.body.next;
      } while (after);
      expect(seen).toEqual(newest);
    }
    // The lobby feed's first list is the newest tables too (all of them here: no `next`).
    const feed = await FeedClient.connect(server.url);
    const first = await feed.next<Extract<LobbyFeedMessage, { type: 'tables' }>>((m) => m.type === 'tables');
    feed.close();
    expect(first.tables.map((t) => t.id)).toEqual(newest);
    expect(first.next).toBeUndefined();
    expect(await call<Failure>(server.url, 'GET', '/api/tables?after=nope')).toMatchObject({ status: 400, body: { error: { code: 'bad-request', message: 'after: there is no table "nope" (use the "next" of the page before)' } } });
    expect(await call<Failure>(server.url, 'GET', '/api/tables?limit=500')).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/^limit: /) } } });
  });
});

describe('issue 28, finding 10: the connection cap is shared out by address, and idle sockets are reclaimed', () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    server = await testServer([EXAMPLE_GAME], { trustProxy: true, limits: { maxConnections: 20, addressSharePercent: 25, maxSocketsPerAddress: 32, idleSocketMs: 400, pingIntervalMs: 100 } });
  });
  afterAll(() => server?.dispose());

  it('finding 10: one address holds at most its share of the cap (a quarter of 20: five sockets), another address still gets in', async () => {
    const mine = Array.from({ length: 6 }, () => rawSocket(server.url, { 'x-forwarded-for': '203.0.113.120' }));
    await until(() => mine.filter((s) => s.ws.readyState === s.ws.OPEN || s.ws.readyState === s.ws.CLOSED).length === 6);
    const codes = await Promise.all(mine.map((s) => Promise.race([s.closed.then((c) => c.code), new Promise<number>((r) => setTimeout(() => r(0), 300))])));
    expect(codes.filter((c) => c === 4429)).toHaveLength(1);
    const other = rawSocket(server.url, { 'x-forwarded-for': '203.0.113.121' });
    await other.opened;
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    for (const s of [...mine, other]) s.ws.close();
  });

  it('finding 10: a spectator socket that only answers pings is closed as idle (4409); one whose client keeps talking stays', async () => {
    const match = await call<LiveMatchSummary>(server.url, 'POST', '/api/matches', { game: EXAMPLE_TABLE.game, seats: [{ kind: 'human' }, { kind: 'human' }] }, { 'x-forwarded-for': '203.0.113.129' });
    const hello = JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: match.body.id });
    const idle = rawSocket(server.url, { 'x-forwarded-for': '203.0.113.130' });
    const talking = rawSocket(server.url, { 'x-forwarded-for': '203.0.113.131' });
    await Promise.all([idle.opened, talking.opened]);
    idle.ws.send(hello);
    talking.ws.send(hello);
    const keepAlive = setInterval(() => talking.ws.send(JSON.stringify({ type: 'ping' })), 100);
    try {
      expect((await idle.closed).code).toBe(4409);
      expect(idle.messages[0]).toMatchObject({ type: 'welcome' });
      expect(talking.ws.readyState).toBe(talking.ws.OPEN);
    } finally {
      clearInterval(keepAlive);
      talking.ws.close();
    }
  });
});
