import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveError, LiveJoinReply, LiveMatchSummary, TableList } from '@decktet/protocol';
import { type PlayerTestServer, call, postgresBed, sqliteBed } from '../../test/players-bed';
import { LiveTestClient } from '../../test/live-client';
import { type Failure, ManualClock, join, lobbyOptions, signUp, sitDown, table } from '../../test/lobby-bed';

const beds = [sqliteBed(), postgresBed()];
afterAll(async () => {
  for (const bed of beds) await bed.close();
});

const TWO_HUMANS = [{ kind: 'human' }, { kind: 'human' }];

describe.each(beds)('lobby tables on $database', (bed) => {
  let server: PlayerTestServer;
  let n = 0;
  beforeAll(async () => {
    server = await bed.server(lobbyOptions(new ManualClock()));
  }, 120_000);
  afterAll(() => server?.dispose());

  /** A new player with a name of its own in this server. */
  const player = (name: string) => signUp(server.url, `${name} ${++n}`);
  const listed = async (query = '') => (await call<TableList>(server.url, 'GET', `/api/tables${query}`)).body.tables.map((t) => t.id);
  const summary = async (id: string) => (await call<LiveMatchSummary>(server.url, 'GET', `/api/matches/${id}`)).body;
  const seatRows = (id: string) => server.rows<{ seat: number; player_id: string | null; name: string | null }>('SELECT seat, player_id, name FROM seats WHERE match_id = ? ORDER BY seat', [id]);

  it('a signed-in player creates a table and sits at its first seat; public tables are listed by game and pace, private ones are not', async () => {
    const [ada, bo, cy] = await Promise.all([player('Ada'), player('Bo'), player('Cy')]);
    const live = await table(ada);
    expect(live).toMatchObject({ seat: 0, token: expect.any(String), invite: expect.stringContaining(`/match/${live.match.id}`), ws: expect.stringMatching(/^ws:\/\/.*\/ws$/) });
    expect(live.match).toMatchObject({
      status: 'open',
      turnSeconds: 90,
      table: { pace: 'live', turnHours: null, rated: true, visibility: 'public', creator: ada.name },
      seats: [
        { seat: 0, name: ada.name, taken: true },
        { seat: 1, name: null, taken: false },
      ],
    });
    const hidden = await table(bo, { pace: 'turn-based', turnHours: 48, visibility: 'private', rated: false });
    expect(hidden.match).toMatchObject({ turnSeconds: 48 * 3600, table: { pace: 'turn-based', turnHours: 48, rated: false, visibility: 'private', creator: bo.name } });
    const slow = await table(cy, { pace: 'turn-based' });
    expect(slow.match).toMatchObject({ turnSeconds: 24 * 3600, table: { pace: 'turn-based', turnHours: 24 } });

    expect(await listed()).toEqual(expect.arrayContaining([live.match.id, slow.match.id]));
    // Players are shown by name: no player's id is public.
    const everything = JSON.stringify((await call(server.url, 'GET', '/api/tables')).body);
    for (const p of [ada, bo, cy]) expect(everything).not.toContain(p.id);
    expect(await listed()).not.toContain(hidden.match.id);
    expect(await listed('?pace=turn-based')).toContain(slow.match.id);
    expect(await listed('?pace=turn-based')).not.toContain(live.match.id);
    expect(await listed('?game=goofspiel&pace=live')).toContain(live.match.id);
    expect(await listed('?game=hieroglyphs')).toEqual([]);
    expect(await call<Failure>(server.url, 'GET', '/api/tables?pace=slow')).toMatchObject({ status: 400, body: { error: { code: 'bad-request', message: expect.stringMatching(/^pace: /) } } });
    // The private table is found by its invite link alone, in no list.
    const open = (await call<{ matches: LiveMatchSummary[] }>(server.url, 'GET', '/api/matches?status=open')).body.matches.map((m) => m.id);
    expect(open).toEqual(expect.arrayContaining([live.match.id, slow.match.id]));
    expect(open).not.toContain(hidden.match.id);
    expect((await summary(hidden.match.id)).table).toMatchObject({ visibility: 'private' });

    const [row] = await server.rows<Record<string, unknown>>('SELECT pace, visibility, creator_id, rated FROM matches WHERE id = ?', [hidden.match.id]);
    expect(row).toMatchObject({ pace: 'turn-based', visibility: 'private', creator_id: bo.id });
    expect(await seatRows(live.match.id)).toEqual([
      { seat: 0, player_id: ada.id, name: ada.name },
      { seat: 1, player_id: null, name: null },
    ]);
  });

  it("joining takes a seat as the signed-in player; the full table starts with each seat's player recorded; joining again renews the seat's token", async () => {
    const [ada, bo, cy] = await Promise.all([player('Ada'), player('Bo'), player('Cy')]);
    const made = await table(ada);
    const first = await join(bo, made.match.id);
    expect(first).toMatchObject({ seat: 1, match: { status: 'live', seats: [{ name: ada.name }, { name: bo.name }] } });
    expect(await seatRows(made.match.id)).toEqual([
      { seat: 0, player_id: ada.id, name: ada.name },
      { seat: 1, player_id: bo.id, name: bo.name },
    ]);
    const [rated] = await server.rows<{ rated: number | boolean }>('SELECT rated FROM matches WHERE id = ?', [made.match.id]);
    expect(Boolean(rated!.rated)).toBe(true);

    // Bo on another device: the same seat, a new token; the old one no longer plays it.
    const { client: old } = await sitDown(server, first);
    const again = await join(bo, made.match.id);
    expect(again).toMatchObject({ seat: 1 });
    expect(again.token).not.toBe(first.token);
    expect(await old.next<LiveError>((m) => m.type === 'error' && m.clientSeq === undefined)).toMatchObject({ code: 'token-expired' });
    old.close();
    const { welcome } = await sitDown(server, again);
    expect(welcome).toMatchObject({ seat: 1, status: 'live' });

    expect(await cy.post<Failure>(`/api/tables/${made.match.id}/join`)).toMatchObject({ status: 409, body: { error: { code: 'match-started' } } });
    // Ada leaves the rated match: the AI plays her seat on, and the match counts as lost for it.
    expect((await call(server.url, 'POST', `/api/matches/${made.match.id}/leave`, { token: made.token })).status).toBe(200);
    const [left] = await server.rows<{ forfeit: string; forfeit_seq: number | string }>('SELECT forfeit, forfeit_seq FROM seats WHERE match_id = ? AND seat = 0', [made.match.id]);
    expect({ ...left, forfeit_seq: Number(left!.forfeit_seq) }).toEqual({ forfeit: 'left', forfeit_seq: 0 });
    // A player does not take two seats at one table.
    const own = await table(cy, { rated: false });
    expect(await join(cy, own.match.id)).toMatchObject({ seat: 0, match: { status: 'open' } });
  });

  it('rated tables are two seats of signed-in players: bots and other seat counts are refused, and guests cannot take a seat; unrated tables take guests as before', async () => {
    const ada = await player('Ada');
    const withBot = await ada.post<Failure>('/api/tables', { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'bot' }], rated: true });
    expect(withBot).toMatchObject({ status: 400, body: { error: { code: 'bad-request', message: expect.stringMatching(/^rated: a rated table has 2 seats, both for signed-in players, and no bots/) } } });
    const three = await ada.post<Failure>('/api/tables', { game: 'goofspiel', seats: [...TWO_HUMANS, { kind: 'human' }], rated: true });
    expect(three.body.error.message).toMatch(/^rated: /);

    const rated = await table(ada);
    const guest = await call<Failure>(server.url, 'POST', `/api/matches/${rated.match.id}/join`, { name: 'Guest' });
    expect(guest).toMatchObject({ status: 403, body: { error: { code: 'sign-in-required' } } });

    const open = await table(ada, { rated: false });
    const seated = await call<LiveJoinReply>(server.url, 'POST', `/api/matches/${open.match.id}/join`, { name: 'Guest' });
    expect(seated).toMatchObject({ status: 200, body: { seat: 1, match: { status: 'live', table: { rated: false } } } });
    expect((await seatRows(open.match.id)).map((s) => s.player_id)).toEqual([ada.id, null]);
  });

  it("a table's creator cancels it before it starts: its sockets are let go, nobody joins it, it leaves the list; others cannot, and a started table cannot be cancelled", async () => {
    const [ada, bo] = await Promise.all([player('Ada'), player('Bo')]);
    const made = await table(ada);
    const id = made.match.id;
    const { client } = await sitDown(server, made);
    expect(await bo.delete<Failure>(`/api/tables/${id}`)).toMatchObject({ status: 403, body: { error: { code: 'not-your-table' } } });
    expect(await ada.delete(`/api/tables/${id}`)).toMatchObject({ status: 200, body: { cancelled: true } });
    expect(await client.next<LiveError>((m) => m.type === 'error')).toMatchObject({ code: 'table-cancelled', message: expect.stringMatching(/called off before it started: by its creator/) });

    expect(await summary(id)).toMatchObject({ status: 'cancelled' });
    expect(await listed()).not.toContain(id);
    expect(await bo.post<Failure>(`/api/tables/${id}/join`)).toMatchObject({ status: 409, body: { error: { code: 'table-cancelled' } } });
    expect(await call<Failure>(server.url, 'POST', `/api/matches/${id}/join`, { name: 'Guest' })).toMatchObject({ status: 409, body: { error: { code: 'table-cancelled' } } });
    expect(await ada.delete<Failure>(`/api/tables/${id}`)).toMatchObject({ status: 409, body: { error: { code: 'table-cancelled' } } });
    const late = await LiveTestClient.connect(server.url);
    late.hello(id, made.token);
    expect(await late.next((m) => m.type === 'error')).toMatchObject({ code: 'table-cancelled' });
    expect((await late.closedBy()).code).toBe(4404);

    const started = await table(ada);
    await join(bo, started.match.id);
    expect(await ada.delete<Failure>(`/api/tables/${started.match.id}`)).toMatchObject({ status: 409, body: { error: { code: 'table-started' } } });
    expect(await ada.delete<Failure>('/api/tables/no-such-table')).toMatchObject({ status: 404, body: { error: { code: 'unknown-match' } } });
    const plain = await call<LiveMatchSummary>(server.url, 'POST', '/api/matches', { game: 'goofspiel', seats: TWO_HUMANS });
    expect(await ada.delete<Failure>(`/api/tables/${plain.body.id}`)).toMatchObject({ status: 404, body: { error: { code: 'unknown-table' } } });
  });

  it('every write, and "Your turn", refuses a request without a valid session; writes from pages of other sites are refused; nothing is made', async () => {
    const ada = await player('Ada');
    const made = await table(ada);
    const tablesBefore = await server.rows('SELECT id FROM matches ORDER BY id');
    const requests: [string, string, unknown][] = [
      ['POST', '/api/tables', { game: 'goofspiel', seats: TWO_HUMANS }],
      ['POST', `/api/tables/${made.match.id}/join`, undefined],
      ['DELETE', `/api/tables/${made.match.id}`, undefined],
      ['POST', '/api/quick-match', { game: 'goofspiel' }],
      ['POST', '/api/push/subscription', { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }],
      ['DELETE', '/api/push/subscription', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }],
      ['GET', '/api/players/me/your-turn', undefined],
    ];
    for (const [method, path, body] of requests) {
      const strangers: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-session' }, { cookie: 'decktet_session=forged' }];
      for (const headers of strangers) {
        const refused = await call<Failure>(server.url, method, path, body, headers);
        expect(refused.status, `${method} ${path}`).toBe(401);
        expect(refused.body.error.code).toBe('not-signed-in');
      }
      if (method === 'GET') continue;
      const foreign = await call<Failure>(server.url, method, path, body, { cookie: ada.cookie, origin: 'https://evil.example' });
      expect(foreign, `${method} ${path}`).toMatchObject({ status: 403, body: { error: { code: 'bad-origin' } } });
    }
    expect(await server.rows('SELECT id FROM matches ORDER BY id')).toEqual(tablesBefore);
    expect((await summary(made.match.id)).status).toBe('open');
  });

  it('malformed table requests are refused with a clear error and make nothing', async () => {
    const ada = await player('Ada');
    const before = await server.rows('SELECT id FROM matches ORDER BY id');
    const cases: [unknown, string, RegExp][] = [
      ['{"game": ', 'bad-json', /JSON/i],
      [{ seats: TWO_HUMANS }, 'bad-request', /^game: /],
      [{ game: 'goofspiel', seats: TWO_HUMANS, pace: 'slow' }, 'bad-request', /^pace: /],
      [{ game: 'goofspiel', seats: TWO_HUMANS, pace: 'turn-based', turnHours: 169 }, 'bad-request', /^turnHours: /],
      [{ game: 'goofspiel', seats: TWO_HUMANS, pace: 'turn-based', turnSeconds: 60 }, 'bad-request', /^turnSeconds: a turn-based table’s clock is in hours/],
      [{ game: 'goofspiel', seats: TWO_HUMANS, turnHours: 24 }, 'bad-request', /^turnHours: a live table’s clock is in seconds/],
      [{ game: 'goofspiel', seats: [{ kind: 'bot' }, { kind: 'bot' }] }, 'bad-request', /^seats: a table needs a human seat/],
      [{ game: 'goofspiel', seats: TWO_HUMANS, visibility: 'secret' }, 'bad-request', /^visibility: /],
      [{ game: 'goofspiel', seats: TWO_HUMANS, owner: 'me' }, 'bad-request', /owner/],
      [{ game: 'chess', seats: TWO_HUMANS }, 'unknown-game', /there is no game "chess"/],
      [{ game: 'goofspiel', seats: [{ kind: 'human' }] }, 'bad-seats', /played by 2 seats/],
      [{ game: 'goofspiel', seats: TWO_HUMANS, config: { handSize: 99 } }, 'invalid-config', /handSize/],
    ];
    for (const [body, code, message] of cases) {
      const refused = await ada.post<Failure>('/api/tables', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toEqual({ code, message: expect.stringMatching(message) });
    }
    expect(await ada.post<Failure>('/api/quick-match', { game: 'goofspiel', pace: 'soon' })).toMatchObject({ status: 400, body: { error: { code: 'bad-request', message: expect.stringMatching(/^pace: /) } } });
    expect(await ada.post<Failure>('/api/quick-match', { game: 'chess' })).toMatchObject({ status: 400, body: { error: { code: 'unknown-game' } } });
    expect(await server.rows('SELECT id FROM matches ORDER BY id')).toEqual(before);
  });
});
