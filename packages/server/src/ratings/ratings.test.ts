import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatResult } from '@decktet/engine';
import { type LiveMatchState, MIN_RATED_DECISIONS, type PlayerProfile } from '@decktet/protocol';
import { openPostgresStorage, openSqliteStorage } from '../storage';
import { call, postgresBed, sqliteBed } from '../../test/players-bed';
import { playSeat, seededPicker } from '../../test/play';
import { ratingsAfter } from './ratings';
import type { RatedSeat } from './result';
import { type RatingTestServer, type TestPlayer, markRated, markedRated, newPlayer, playDecisions, profileOf, ratingServer, seatSocket, seatedMatch, wonByLeaving } from '../../test/ratings-bed';

const beds = [sqliteBed(), postgresBed()];
afterAll(async () => {
  for (const bed of beds) await bed.close();
});

type Failure = { error: { code: string; message: string } };
const SCORE: Record<SeatResult, 0 | 0.5 | 1> = { win: 1, draw: 0.5, loss: 0 };
const rounded = (x: number) => Math.round(x * 100) / 100;

/** Both seats played to the end over their sockets; the final state. */
async function playedOut(server: RatingTestServer, match: { id: string; tokens: [string, string] }): Promise<LiveMatchState> {
  const sockets = await Promise.all(match.tokens.map((token) => seatSocket(server, match.id, token)));
  const [a] = await Promise.all(sockets.map((socket, i) => playSeat(socket, seededPicker(i + 1))));
  for (const socket of sockets) socket.close();
  return a!.final;
}

/** What the two players' ratings become after their first rated game ends with these results. */
function firstGame(a: TestPlayer, b: TestPlayer, results: readonly SeatResult[]) {
  const seat = (n: number, p: TestPlayer): RatedSeat => ({ seat: n, playerId: p.id, result: results[n]!, score: SCORE[results[n]!], forfeit: null });
  return ratingsAfter({ matchId: 'm', game: 'goofspiel', seats: [seat(0, a), seat(1, b)] }, new Map());
}

describe.each(beds)('ratings on $database', (bed) => {
  let server: RatingTestServer;
  let names = 0;
  const player = (name: string) => newPlayer(server, `${name} ${++names}`);
  const goofspielRating = (profile: PlayerProfile) => profile.ratings.find((r) => r.game === 'goofspiel');
  const count = async (table: string) => Number((await server.rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);

  beforeAll(async () => {
    server = await ratingServer(bed);
  }, 120_000);
  afterAll(() => server?.dispose());

  it('a rated match played to its end rates both players once: rating, record and a history point each', async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const match = await seatedMatch(server, [ada, bo], { rated: true });
    const final = await playedOut(server, match);
    const results = final.outcome!.results;
    const expected = firstGame(ada, bo, results);

    for (const [seat, p] of [ada, bo].entries()) {
      const profile = await profileOf(server, p.name);
      const result = results[seat]!;
      const after = expected.get(p.id)!;
      expect(profile.ratings).toEqual([
        { game: 'goofspiel', pool: 'goofspiel', poolName: 'Goofspiel', rating: rounded(after.rating), deviation: rounded(after.deviation), provisional: true, games: 1, wins: Number(result === 'win'), draws: Number(result === 'draw'), losses: Number(result === 'loss') },
      ]);
      expect(profile.history).toEqual([
        { game: 'goofspiel', pool: 'goofspiel', matchId: match.id, at: expect.any(String), result, forfeit: null, before: 1500, rating: rounded(after.rating), deviation: rounded(after.deviation) },
      ]);
      expect(profile.recentGames).toEqual([
        { matchId: match.id, game: 'goofspiel', createdAt: expect.any(String), summary: final.outcome!.summary, pace: 'live', rated: true, seat, result, players: [{ seat: 0, name: ada.name }, { seat: 1, name: bo.name }] },
      ]);
    }
    expect(await server.rows('SELECT match_id FROM rated_results WHERE match_id = ?', [match.id])).toHaveLength(1);
  });

  it('leaving a rated match (after each made the decisions a result needs) loses it at once; the AI plays the seat on and the end changes nothing', async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const match = await seatedMatch(server, [ada, bo], { rated: true });
    await playDecisions(server, match, MIN_RATED_DECISIONS);
    const a = await seatSocket(server, match.id, match.tokens[0]);
    expect((await call(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: match.tokens[1] })).status).toBe(200);
    const expected = firstGame(ada, bo, ['win', 'loss']);
    expect(goofspielRating(await profileOf(server, bo.name))).toMatchObject({ rating: rounded(expected.get(bo.id)!.rating), games: 1, losses: 1 });
    expect((await profileOf(server, bo.name)).history[0]).toMatchObject({ result: 'loss', forfeit: 'left' });

    // Whatever the game's own result against the AI, the result stood when Bo left.
    await playSeat(a, seededPicker(3));
    a.close();
    expect(goofspielRating(await profileOf(server, ada.name))).toMatchObject({ rating: rounded(expected.get(ada.id)!.rating), games: 1, wins: 1, losses: 0 });
    expect(goofspielRating(await profileOf(server, bo.name))).toMatchObject({ games: 1, losses: 1 });
  });

  it("running out of time in a rated match and not returning within one more turn clock loses it: the AI played the seat on", async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const match = await seatedMatch(server, [ada, bo], { rated: true, turnSeconds: 2 });
    await playDecisions(server, match, MIN_RATED_DECISIONS);
    // Ada plays on at once; Bo never comes back to the table.
    const a = await seatSocket(server, match.id, match.tokens[0]);
    await playSeat(a, seededPicker(4));
    a.close();
    const bo1 = await profileOf(server, bo.name);
    expect(bo1.history).toEqual([expect.objectContaining({ matchId: match.id, result: 'loss', forfeit: 'clock' })]);
    expect(goofspielRating(await profileOf(server, ada.name))).toMatchObject({ games: 1, wins: 1 });
  });

  it('unrated: a table not made rated; a match marked rated with a guest or a bot in a seat — nobody is rated', async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const before = await count('rated_results');
    // Signed-in players at an unrated table.
    await playedOut(server, await seatedMatch(server, [ada, bo], { rated: false }));
    // Storage says rated, but a guest holds a seat (a rated table would not have let them sit).
    await playedOut(server, await markedRated(server, [{ kind: 'human' }, { kind: 'human' }], [ada, null]));
    // Storage says rated, but a bot holds a seat.
    const withBot = await markedRated(server, [{ kind: 'human' }, { kind: 'bot', difficulty: 'easy' }], [ada]);
    const a = await seatSocket(server, withBot.id, withBot.tokens[0]);
    await playSeat(a, seededPicker(5));
    a.close();

    expect(await count('rated_results')).toBe(before);
    for (const p of [ada, bo]) {
      const profile = await profileOf(server, p.name);
      expect(profile.ratings).toEqual([]);
      expect(profile.history).toEqual([]);
      expect(profile.recentGames.every((g) => !g.rated && g.result === null)).toBe(true);
    }
    expect((await profileOf(server, ada.name)).recentGames).toHaveLength(3);
  });

  it('a result is applied exactly once, however many times and from however many instances it is applied', async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const match = await seatedMatch(server, [ada, bo], { rated: false });
    const before = await profileOf(server, ada.name);
    // Other instances of the store on the same database, all applying the same result at once.
    const stores = await Promise.all([0, 1, 2].map(() => (server.databaseUrl ? openPostgresStorage(server.databaseUrl) : openSqliteStorage(server.dataDir))));
    try {
      const seats = [
        { seat: 0, playerId: ada.id, result: 'win' as const, forfeit: null },
        { seat: 1, playerId: bo.id, result: 'loss' as const, forfeit: null },
      ];
      const rate = (was: ReadonlyMap<string, { rating: number; deviation: number; volatility: number }>) =>
        ratingsAfter({ matchId: match.id, game: 'goofspiel', seats: seats.map((s) => ({ ...s, score: SCORE[s.result] })) as [RatedSeat, RatedSeat] }, was);
      const applied = await Promise.all(stores.flatMap((s) => [1, 2, 3].map(() => s.ratings.settle({ matchId: match.id, game: 'goofspiel', at: Date.now(), seats }, { rating: 1500, deviation: 350, volatility: 0.06 }, rate))));
      expect(applied.filter(Boolean)).toHaveLength(1);
    } finally {
      for (const s of stores) await s.close();
    }
    expect(before.ratings).toEqual([]);
    const after = await profileOf(server, ada.name);
    expect(after.ratings).toEqual([expect.objectContaining({ rating: 1662.31, games: 1, wins: 1 })]);
    expect(after.history).toHaveLength(1);
    expect(await server.rows('SELECT player_id FROM rating_history WHERE match_id = ?', [match.id])).toHaveLength(2);
  });

  it('profiles: unknown players are refused clearly; a page is public and holds nothing private', async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    await wonByLeaving(server, ada, bo);
    const played = await seatedMatch(server, [ada, bo], { rated: false });
    await playedOut(server, played);
    const open = await seatedMatch(server, [ada, bo], { rated: false });
    // A private table, finished: its match id is its invite link.
    const secret = await seatedMatch(server, [ada, bo], { rated: true, visibility: 'private' });
    await playedOut(server, secret);

    const page = await call(server.url, 'GET', `/api/players/${encodeURIComponent(ada.name.toUpperCase())}/profile`);
    expect(page.status).toBe(200);
    const profile = page.body as unknown as PlayerProfile;
    expect(Object.keys(profile).sort()).toEqual(['createdAt', 'history', 'name', 'ratings', 'recentGames']);
    expect(profile.name).toBe(ada.name);
    expect(profile.ratings[0]).toMatchObject({ games: 2 });
    // The private table's game counts, but its id is shown nowhere; unfinished matches are not listed.
    expect(profile.history.map((p) => p.matchId === null)).toEqual([false, true]);
    expect(profile.recentGames.map((g) => g.matchId)).toEqual([played.id]);
    const text = JSON.stringify(profile);
    const tokenHashes = await server.rows<{ token_hash: string }>('SELECT token_hash FROM seats WHERE token_hash IS NOT NULL');
    for (const secretText of [secret.id, open.id, ada.id, bo.id, ada.deviceKey, ada.recoveryCode, ada.cookie.split('=')[1]!, ...secret.tokens, ...open.tokens, ...tokenHashes.map((r) => r.token_hash)]) {
      expect(text).not.toContain(secretText);
    }

    for (const name of ['Nobody Here', 'me', '   ']) {
      const unknown = await call<Failure>(server.url, 'GET', `/api/players/${encodeURIComponent(name)}/profile`);
      expect(unknown, name).toMatchObject({ status: 404, body: { error: { code: 'unknown-player', message: 'no player has that name' } } });
    }
  });

  it("recent games tell their pace: a turn-based table's, a live table's, and live for a match made without the lobby", async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const turnBased = await seatedMatch(server, [ada, bo], { rated: true, pace: 'turn-based' });
    await playedOut(server, turnBased);
    const live = await seatedMatch(server, [ada, bo], { rated: false });
    await playedOut(server, live);
    const invited = await markedRated(server, [{ kind: 'human' }, { kind: 'bot', difficulty: 'easy' }], [ada]);
    const a = await seatSocket(server, invited.id, invited.tokens[0]);
    await playSeat(a, seededPicker(6));
    a.close();

    const recent = (await profileOf(server, ada.name)).recentGames;
    expect(new Map(recent.map((g) => [g.matchId, g.pace]))).toEqual(
      new Map([
        [turnBased.id, 'turn-based'],
        [live.id, 'live'],
        [invited.id, 'live'],
      ]),
    );
    expect(recent.find((g) => g.matchId === turnBased.id)).toMatchObject({ rated: true, pace: 'turn-based' });
    expect((await profileOf(server, bo.name)).recentGames.map((g) => g.pace).sort()).toEqual(['live', 'turn-based']);
  });

  it('the leaderboard: unknown or missing games and bad paging are refused clearly', async () => {
    const unknown = await call<Failure>(server.url, 'GET', '/api/leaderboard?game=chess');
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'unknown-game', message: 'there is no game "chess" here; games: goofspiel' } } });
    const missing = await call<Failure>(server.url, 'GET', '/api/leaderboard');
    expect(missing).toMatchObject({ status: 400, body: { error: { code: 'bad-request', message: 'game: name the game whose leaderboard you want (?game=…)' } } });
    for (const query of ['?limit=10', '?game=goofspiel&limit=0', '?game=goofspiel&limit=101', '?game=goofspiel&offset=-1', '?game=goofspiel&established=maybe']) {
      const refused = await call<Failure>(server.url, 'GET', `/api/leaderboard${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.code).toBe('bad-request');
    }
  });

  it('rated results still to apply when the server stopped are applied at the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'decktet-ratings-'));
    const first = await ratingServer(bed, server.databaseUrl ? {} : { dataDir });
    const databaseUrl = first.databaseUrl;
    try {
      const [ada, bo] = [await newPlayer(first, 'Ada'), await newPlayer(first, 'Bo')];
      const match = await seatedMatch(first, [ada, bo], { rated: false });
      const final = await playedOut(first, match);
      // Still being played: Bo left it.
      const [cy, di] = [await newPlayer(first, 'Cy'), await newPlayer(first, 'Di')];
      const left = await seatedMatch(first, [cy, di], { rated: false });
      await playDecisions(first, left, MIN_RATED_DECISIONS);
      expect((await call(first.url, 'POST', `/api/matches/${left.id}/leave`, { token: left.tokens[1] })).status).toBe(200);
      // As if the server had stopped between each result's moment and applying it.
      await markRated(first, match.id, [ada, bo]);
      await markRated(first, left.id, [cy, di]);
      await first.dispose();
      for (let start = 0; start < 2; start++) {
        // Started twice: applied by the first start, not again by the second.
        const again = await ratingServer(bed, databaseUrl ? { databaseUrl } : { dataDir });
        try {
          const expected = firstGame(ada, bo, final.outcome!.results);
          expect(goofspielRating(await profileOf(again, ada.name))).toMatchObject({ rating: rounded(expected.get(ada.id)!.rating), games: 1 });
          expect(await again.rows('SELECT * FROM rating_history WHERE match_id = ?', [match.id])).toHaveLength(2);
          expect((await profileOf(again, di.name)).history).toEqual([expect.objectContaining({ matchId: left.id, result: 'loss', forfeit: 'left' })]);
          expect(goofspielRating(await profileOf(again, cy.name))).toMatchObject({ games: 1, wins: 1 });
        } finally {
          await again.dispose();
        }
      }
    } finally {
      await first.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(beds)('the leaderboard on $database', (bed) => {
  let server: RatingTestServer;
  beforeAll(async () => {
    // Listed from two rated games; provisional while the deviation is above 270.
    server = await ratingServer(bed, { ratings: { leaderboardMinGames: 2, provisionalDeviation: 270 } });
  }, 120_000);
  afterAll(() => server?.dispose());

  it('lists the best first, with ranks, a record, provisional marks, the filters and pages', async () => {
    const [ada, bo, cy, di, ed] = [await newPlayer(server, 'Ada'), await newPlayer(server, 'Bo'), await newPlayer(server, 'Cy'), await newPlayer(server, 'Di'), await newPlayer(server, 'Ed')];
    // Ada beats everyone; Bo beats Cy and Di; Cy beats Di; Ed plays once.
    for (const [winner, loser] of [[ada, bo], [ada, cy], [ada, di], [bo, cy], [bo, di], [cy, di], [ada, ed]] as const) await wonByLeaving(server, winner, loser);

    const board = await call<{ entries: { name: string; rank: number; rating: number; deviation: number; provisional: boolean; games: number; wins: number; losses: number }[]; total: number }>(
      server.url, 'GET', '/api/leaderboard?game=goofspiel',
    );
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({ game: 'goofspiel', gameName: 'Goofspiel', minGames: 2, established: false, total: 4, offset: 0, limit: 50 });
    // Ed has one game: not listed.
    expect(board.body.entries.map((e) => [e.rank, e.name, e.games, e.wins, e.losses])).toEqual([
      [1, 'Ada', 4, 4, 0],
      [2, 'Bo', 3, 2, 1],
      [3, 'Cy', 3, 1, 2],
      [4, 'Di', 3, 0, 3],
    ]);
    const ratings = board.body.entries.map((e) => e.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    for (const e of board.body.entries) expect(e.provisional, e.name).toBe(e.deviation > 270);
    const established = board.body.entries.filter((e) => !e.provisional).map((e) => e.name);
    expect(established.length).toBeGreaterThan(0);

    const page = await call<{ entries: { name: string; rank: number }[]; total: number; offset: number; limit: number }>(server.url, 'GET', '/api/leaderboard?game=goofspiel&limit=2&offset=1');
    expect(page.body).toMatchObject({ total: 4, offset: 1, limit: 2, entries: [{ rank: 2, name: 'Bo' }, { rank: 3, name: 'Cy' }] });
    const sure = await call<{ entries: { name: string }[]; total: number; established: boolean }>(server.url, 'GET', '/api/leaderboard?game=goofspiel&established=true');
    expect(sure.body).toMatchObject({ established: true, total: established.length });
    expect(sure.body.entries.map((e) => e.name)).toEqual(established);
    // Ed's page still shows the rating.
    expect((await profileOf(server, ed.name)).ratings).toEqual([expect.objectContaining({ games: 1, losses: 1, provisional: true })]);
  });
});
