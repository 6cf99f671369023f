import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveAck, LiveMatchSummary, LiveUpdate, YourTurnReply } from '@decktet/protocol';
import { type PlayerTestServer, call, postgresBed, sqliteBed } from '../../test/players-bed';
import { until } from '../../test/sockets';
import { ManualClock, type TestPlayer, join, lobbyOptions, signUp, sitDown, table } from '../../test/lobby-bed';

const beds = [sqliteBed(), postgresBed()];
const dirs: string[] = [];
afterAll(async () => {
  for (const bed of beds) await bed.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const HOUR = 3600_000;
const T0 = Date.parse('2030-03-01T12:00:00Z');

describe.each(beds)('turn-based tables on $database', (bed) => {
  const clock = new ManualClock(T0);
  let server: PlayerTestServer;
  let n = 0;
  beforeAll(async () => {
    server = await bed.server(lobbyOptions(clock));
  }, 120_000);
  afterAll(() => server?.dispose());

  const player = (name: string) => signUp(server.url, `${name} ${++n}`);
  const yourTurn = async (p: TestPlayer) => (await p.get<YourTurnReply>('/api/players/me/your-turn')).body;
  const seatsOf = async (id: string) => (await call<LiveMatchSummary>(server.url, 'GET', `/api/matches/${id}`)).body.seats;
  const turnBased = (p: TestPlayer, turnHours: number) => table(p, { pace: 'turn-based', turnHours });

  it('each decision has its hours; "Your turn" lists the match for whoever owes one; a decision not made in time is played by the AI and, the match being rated, counts as lost unless the player returns within one more turn clock', async () => {
    const [ada, bo] = await Promise.all([player('Ada'), player('Bo')]);
    const start = clock.now();
    const made = await turnBased(ada, 24);
    await join(bo, made.match.id);
    const id = made.match.id;
    expect(await yourTurn(ada)).toEqual({
      now: start,
      matches: [{ match: id, game: 'goofspiel', gameName: 'Goofspiel', seat: 0, pace: 'turn-based', rated: true, deadline: start + 24 * HOUR, opponents: [bo.name], invite: expect.stringContaining(`/match/${id}`) }],
    });
    expect((await yourTurn(bo)).matches).toMatchObject([{ match: id, seat: 1, deadline: start + 24 * HOUR, opponents: [ada.name] }]);

    // Ada bids in the evening; Bo does not come.
    clock.advance(6 * HOUR);
    const { client, welcome } = await sitDown(server, made);
    client.send({ type: 'act', clientSeq: 1, action: welcome.legal[0]! });
    expect(await client.next<LiveAck>((m) => m.type === 'ack')).toMatchObject({ seq: 1 });
    expect((await yourTurn(ada)).matches).toEqual([]);
    expect((await yourTurn(bo)).matches).toMatchObject([{ match: id, deadline: start + 24 * HOUR }]);

    clock.advance(18 * HOUR - 1);
    expect((await seatsOf(id))[1]).toMatchObject({ coveredByBot: false });
    clock.advance(1);
    await until(async () => (await seatsOf(id))[1]!.coveredByBot);
    // Bo has one more day to come back before the rated match counts as lost for him (docs/ratings.md).
    expect((await seatsOf(id))[1]).toMatchObject({ forfeit: null, cover: { reason: 'clock', returnBy: start + 48 * HOUR } });
    // The AI made Bo's bid: the next round waits for Ada, with a new day to make it.
    await until(async () => (await yourTurn(ada)).matches.length === 1);
    expect((await yourTurn(ada)).matches).toMatchObject([{ match: id, deadline: start + 48 * HOUR }]);
    client.send({ type: 'act', clientSeq: 2, action: (await client.next<LiveUpdate>((m) => m.type === 'update' && m.legal.length > 0)).legal[0]! });
    await client.next<LiveAck>((m) => m.type === 'ack' && m.seq > 1);
    clock.advance(24 * HOUR);
    await until(async () => (await seatsOf(id))[1]!.forfeit === 'clock');
    const [forfeit] = await server.rows<Record<string, unknown>>('SELECT forfeit, forfeit_at FROM seats WHERE match_id = ? AND seat = 1', [id]);
    expect({ ...forfeit, forfeit_at: Number(forfeit!.forfeit_at) }).toEqual({ forfeit: 'clock', forfeit_at: start + 48 * HOUR });
    client.close();
  });

  it('a player plays many turn-based matches at once: "Your turn" lists every one waiting, soonest deadline first', async () => {
    const [ada, bo] = await Promise.all([player('Ada'), player('Bo')]);
    const now = clock.now();
    const ids: string[] = [];
    for (const hours of [48, 1, 12]) {
      const made = await turnBased(ada, hours);
      await join(bo, made.match.id);
      ids.push(made.match.id);
    }
    const listed = await yourTurn(ada);
    expect(listed.matches.map((m) => [m.match, m.deadline])).toEqual([
      [ids[1], now + HOUR],
      [ids[2], now + 12 * HOUR],
      [ids[0], now + 48 * HOUR],
    ]);
    expect((await yourTurn(bo)).matches).toHaveLength(3);
  });
});

describe.each(beds)('a turn-based clock across a restart on $database', (bed) => {
  it('goes on from where it was: a day later the waiting seats are played by the AI at once', async () => {
    const clock = new ManualClock(T0);
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'decktet-turn-based-'));
    dirs.push(dataDir);
    const first = await bed.server(lobbyOptions(clock, { dataDir }));
    const [ada, bo] = await Promise.all([signUp(first.url, 'Ada'), signUp(first.url, 'Bo')]);
    const made = await table(ada, { pace: 'turn-based', turnHours: 24 });
    await join(bo, made.match.id);
    const kept = () => first.rows<{ clock_decision: number | string | null; clock_deadline: number | string | null }>('SELECT clock_decision, clock_deadline FROM seats WHERE match_id = ? ORDER BY seat', [made.match.id]);
    // Each seat's clock is stored as it starts (the writes do not hold up play).
    await until(async () => (await kept()).every((r) => r.clock_deadline !== null));
    expect((await kept()).map((r) => [Number(r.clock_decision), Number(r.clock_deadline)])).toEqual([
      [0, T0 + 24 * HOUR],
      [0, T0 + 24 * HOUR],
    ]);
    await first.dispose();

    clock.advance(25 * HOUR);
    const second = await bed.server(lobbyOptions(clock, { dataDir, ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}) }));
    try {
      // The restarted server's clocks ran out while it was down: they fire at its first tick.
      clock.advance(1);
      await until(async () => (await second.rows<{ covered: unknown }>('SELECT covered FROM seats WHERE match_id = ? AND cover_reason IS NOT NULL', [made.match.id])).length === 2);
      const seats = (await call<LiveMatchSummary>(second.url, 'GET', `/api/matches/${made.match.id}`)).body.seats;
      expect(seats.map((s) => s.cover?.reason)).toEqual(['clock', 'clock']);
    } finally {
      await second.dispose();
    }
  });
});
