import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveMatchSummary, type LiveWelcome, MIN_RATED_DECISIONS, type MatchRating, type PlayerProfile, type QuickMatchPreview, type QuickMatchReply, RATED_PAIRINGS_PER_DAY } from '@decktet/protocol';
import { ManualClock } from '../../test/manual-clock';
import { call, postgresBed, sessionCookie, sqliteBed } from '../../test/players-bed';
import { playSeat, seededPicker } from '../../test/play';
import { type RatingTestServer, type TestPlayer, as, newPlayer, playDecisions, profileOf, ratingServer, seatSocket, seatedMatch } from '../../test/ratings-bed';

/*
 * Issue 28's attacks on ratings, each as a hostile player made it over loopback, and what stops it
 * now (docs/ratings.md): rigged settings at rated tables and Quick match, farming by join-and-leave
 * from a second account, seats from one address, repeated pairings, aborts before each player's
 * own decisions; and one story for a timeout: the return deadline, kept or missed.
 */

const beds = [sqliteBed(), postgresBed()];
afterAll(async () => {
  for (const bed of beds) await bed.close();
});

type Failure = { error: { code: string; message: string } };

/** Waits until `check` holds (the server finishes what a request or a clock set off), or fails naming `what`. */
async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ratingOf = (profile: PlayerProfile) => profile.ratings.find((r) => r.pool === 'goofspiel');
const matchRating = async (server: RatingTestServer, id: string) => (await call<MatchRating>(server.url, 'GET', `/api/matches/${id}/rating`)).body;
const summary = async (server: RatingTestServer, id: string) => (await call<LiveMatchSummary>(server.url, 'GET', `/api/matches/${id}`)).body;

describe.each(beds)('fair play in rated games on $database', (bed) => {
  let server: RatingTestServer;
  let names = 0;
  const player = (name: string, address?: string) => newPlayer(server, `${name} ${++names}`, address);

  beforeAll(async () => {
    server = await ratingServer(bed);
  }, 120_000);
  afterAll(() => server?.dispose());

  it('finding 1: a rated table with rigged settings is refused, naming each setting and the standard one', async () => {
    const rigger = await player('Rigger');
    const rigged = await call<Failure>(server.url, 'POST', '/api/tables', { game: 'goofspiel', config: { handSize: 1 }, seats: [{ kind: 'human' }, { kind: 'human' }], rated: true }, as(rigger));
    expect(rigged).toMatchObject({
      status: 400,
      body: { error: { code: 'not-standard', message: "a rated table is played with Goofspiel's standard settings (Goofspiel); these differ: handSize 1 (standard: 5). Use the standard settings, or make the table unrated" } },
    });
    // Nothing was made.
    expect((await call<{ tables: LiveMatchSummary[] }>(server.url, 'GET', '/api/tables?game=goofspiel')).body.tables.filter((t) => t.table?.creator === rigger.name)).toEqual([]);
    // The same settings unrated are fine, and say what differs and that they are on no leaderboard.
    const unrated = await call<{ match: LiveMatchSummary }>(server.url, 'POST', '/api/tables', { game: 'goofspiel', config: { handSize: 1 }, seats: [{ kind: 'human' }, { kind: 'human' }], rated: false }, as(rigger));
    expect(unrated.status).toBe(201);
    expect(unrated.body.match.table).toMatchObject({ rated: false, pool: null, settingsApart: [{ setting: 'handSize', value: 1, standard: 5 }] });
    await call(server.url, 'DELETE', `/api/tables/${unrated.body.match.id}`, undefined, as(rigger));
  });

  it('finding 1: Quick match never seats a stranger at other settings unless asked, and then shows them first', async () => {
    const [rigger, stranger] = [await player('Rigger'), await player('Stranger')];
    const made = await call<{ match: LiveMatchSummary }>(server.url, 'POST', '/api/tables', { game: 'goofspiel', config: { handSize: 1 }, seats: [{ kind: 'human' }, { kind: 'human' }] }, as(rigger));
    // A table storage says is rated but whose settings are no leaderboard's (made before rated meant standard).
    await server.run('UPDATE matches SET rated = TRUE WHERE id = ?', [made.body.match.id]);
    await call(server.url, 'GET', `/api/matches/${made.body.match.id}`);

    const quick = await call<QuickMatchReply>(server.url, 'POST', '/api/quick-match', { game: 'goofspiel' }, as(stranger));
    expect(quick.status).toBe(200);
    expect(quick.body.match.id).not.toBe(made.body.match.id);
    expect(quick.body).toMatchObject({ opened: true, match: { config: { handSize: 5 }, table: { rated: true, pool: { id: 'goofspiel', name: 'Goofspiel' }, settingsApart: [] } } });
    await call(server.url, 'DELETE', `/api/tables/${quick.body.match.id}`, undefined, as(stranger));

    // Asked for any settings, the preview shows the table and every setting that differs; nothing is joined yet.
    const preview = await call<QuickMatchPreview>(server.url, 'GET', '/api/quick-match/preview?game=goofspiel&anySettings=true', undefined, as(stranger));
    expect(preview.body.match).toMatchObject({ id: made.body.match.id, table: { pool: null, settingsApart: [{ setting: 'handSize', value: 1, standard: 5 }] } });
    expect((await summary(server, made.body.match.id)).status).toBe('open');
    // Lists filter by leaderboard, and by standard or not.
    const other = (await call<{ tables: LiveMatchSummary[] }>(server.url, 'GET', '/api/tables?game=goofspiel&standard=false')).body.tables.map((t) => t.id);
    expect(other).toContain(made.body.match.id);
    const standard = (await call<{ tables: LiveMatchSummary[] }>(server.url, 'GET', '/api/tables?game=goofspiel&pool=goofspiel')).body.tables.map((t) => t.id);
    expect(standard).not.toContain(made.body.match.id);
    expect((await call<Failure>(server.url, 'POST', '/api/quick-match', { game: 'goofspiel', pool: 'goofspiel-1-health' }, as(stranger))).body.error).toMatchObject({ code: 'unknown-pool' });
    await call(server.url, 'DELETE', `/api/tables/${made.body.match.id}`, undefined, as(rigger));
  });

  it('finding 2: farming by a second account joining and leaving at once changes no rating; each is recorded as aborted', async () => {
    const farmer = await player('Farmer');
    const second = await player('Second');
    for (let round = 0; round < 5; round++) {
      const match = await seatedMatch(server, [farmer, second], { rated: true });
      expect((await call(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: match.tokens[1] })).status).toBe(200);
      const rating = await until('the abort recorded', () => matchRating(server, match.id), (r) => r.status !== 'pending');
      expect(rating).toMatchObject({ status: 'aborted', pool: { id: 'goofspiel' }, seats: [], reason: expect.stringContaining(`${MIN_RATED_DECISIONS} decisions of their own`) });
    }
    expect((await profileOf(server, farmer.name)).ratings).toEqual([]);
    expect((await profileOf(server, second.name)).ratings).toEqual([]);
  });

  it('an abort before each player made enough decisions of their own is no result, even after some play', async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const match = await seatedMatch(server, [ada, bo], { rated: true });
    await playDecisions(server, match, MIN_RATED_DECISIONS - 1);
    expect((await call(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: match.tokens[0] })).status).toBe(200);
    expect(await until('the abort recorded', () => matchRating(server, match.id), (r) => r.status !== 'pending')).toMatchObject({ status: 'aborted' });
    expect((await profileOf(server, ada.name)).ratings).toEqual([]);
  });

  it('linked accounts: seats taken from one address are never rated against each other', async () => {
    const home = '192.0.2.44';
    const [main, alt] = [await player('Main', home), await player('Alt', home)];
    const match = await seatedMatch(server, [main, alt], { rated: true });
    await playDecisions(server, match, MIN_RATED_DECISIONS);
    expect((await call(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: match.tokens[1] })).status).toBe(200);
    expect(await until('the result judged', () => matchRating(server, match.id), (r) => r.status !== 'pending')).toMatchObject({ status: 'linked', seats: [] });
    expect((await profileOf(server, main.name)).ratings).toEqual([]);
    // An IPv6 home is one /64: two addresses in it are one home.
    const [v6a, v6b] = [await player('Six', '2001:db8:1:2::10'), await player('Sixb', '2001:db8:1:2:ffff::7')];
    const six = await seatedMatch(server, [v6a, v6b], { rated: true });
    await playDecisions(server, six, MIN_RATED_DECISIONS);
    await call(server.url, 'POST', `/api/matches/${six.id}/leave`, { token: six.tokens[1] });
    expect(await until('the result judged', () => matchRating(server, six.id), (r) => r.status !== 'pending')).toMatchObject({ status: 'linked' });
    // The address is kept as a salted hash only.
    const kept = await server.rows<{ address_key: string }>('SELECT address_key FROM rated_seat_addresses WHERE match_id = ?', [match.id]);
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(row.address_key).not.toContain(home);
  });

  it('linked accounts: a browser that signs in as a second player while it holds the first one\'s session links the two; they are never rated against each other', async () => {
    const main = await player('Main');
    // The same browser (it sends Main's session cookie) takes a second name, from another address.
    const created = await call<{ player: { id: string; name: string }; deviceKey: string; recoveryCode: string }>(server.url, 'POST', '/api/players', { name: `Alt ${++names}` }, { cookie: main.cookie, 'x-forwarded-for': '192.0.2.200' });
    expect(created.status).toBe(201);
    const alt: TestPlayer = { ...created.body.player, cookie: sessionCookie(created)!, deviceKey: created.body.deviceKey, recoveryCode: created.body.recoveryCode, address: '192.0.2.200' };
    const match = await seatedMatch(server, [main, alt], { rated: true });
    await playDecisions(server, match, MIN_RATED_DECISIONS);
    await call(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: match.tokens[1] });
    expect(await until('the result judged', () => matchRating(server, match.id), (r) => r.status !== 'pending')).toMatchObject({ status: 'linked' });
    expect((await profileOf(server, main.name)).ratings).toEqual([]);
  });

  it(`repeated pairings: the same two players count ${RATED_PAIRINGS_PER_DAY} results a day, later ones change nothing`, async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const statuses: string[] = [];
    for (let game = 0; game <= RATED_PAIRINGS_PER_DAY; game++) {
      const match = await seatedMatch(server, [ada, bo], { rated: true });
      await playDecisions(server, match, MIN_RATED_DECISIONS);
      await call(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: match.tokens[1] });
      statuses.push((await until('the result judged', () => matchRating(server, match.id), (r) => r.status !== 'pending')).status);
    }
    expect(statuses).toEqual([...Array<string>(RATED_PAIRINGS_PER_DAY).fill('rated'), 'repeated']);
    expect(ratingOf(await profileOf(server, ada.name))).toMatchObject({ games: RATED_PAIRINGS_PER_DAY, wins: RATED_PAIRINGS_PER_DAY });
    // A day later the pair counts again (the results are dated a day back).
    await server.run('UPDATE rating_history SET at = at - ? WHERE player_id IN (?, ?)', [25 * 3600 * 1000, ada.id, bo.id]);
    const later = await seatedMatch(server, [ada, bo], { rated: true });
    await playDecisions(server, later, MIN_RATED_DECISIONS);
    await call(server.url, 'POST', `/api/matches/${later.id}/leave`, { token: later.tokens[1] });
    expect(await until('the result judged', () => matchRating(server, later.id), (r) => r.status !== 'pending')).toMatchObject({ status: 'rated' });
  });

  it('the match rating says what a rated result did: each seat, its result, its forfeit, its rating before and after', async () => {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const match = await seatedMatch(server, [ada, bo], { rated: true });
    expect(await matchRating(server, match.id)).toMatchObject({ status: 'pending', pool: { id: 'goofspiel', name: 'Goofspiel' } });
    await playDecisions(server, match, MIN_RATED_DECISIONS);
    await call(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: match.tokens[1] });
    const rating = await until('the result applied', () => matchRating(server, match.id), (r) => r.status === 'rated');
    expect(rating.seats).toEqual([
      { seat: 0, name: ada.name, result: 'win', forfeit: null, before: 1500, rating: 1662.31 },
      { seat: 1, name: bo.name, result: 'loss', forfeit: 'left', before: 1500, rating: 1337.69 },
    ]);
    const unrated = await seatedMatch(server, [ada, bo], { rated: false });
    expect(await matchRating(server, unrated.id)).toMatchObject({ status: 'unrated', seats: [] });
    expect((await call<Failure>(server.url, 'GET', '/api/matches/nope/rating')).status).toBe(404);
  });
});

describe.each(beds)('finding 3: a timeout in a rated game on $database', (bed) => {
  let server: RatingTestServer;
  const clock = new ManualClock();
  let names = 0;
  const player = (name: string) => newPlayer(server, `${name} ${++names}`);
  const TURN = 30;

  beforeAll(async () => {
    server = await ratingServer(bed, { clock, minTurnSeconds: 10 });
  }, 120_000);
  afterAll(() => server?.dispose());

  /** A rated table with a 30 s clock at which both made their decisions and Bo has gone; Ada made one more; Bo's clock ran out. */
  async function boTimedOut(): Promise<{ ada: TestPlayer; bo: TestPlayer; id: string; tokens: [string, string]; returnBy: number }> {
    const [ada, bo] = [await player('Ada'), await player('Bo')];
    const match = await seatedMatch(server, [ada, bo], { rated: true, turnSeconds: TURN });
    await playDecisions(server, match, MIN_RATED_DECISIONS);
    const a = await seatSocket(server, match.id, match.tokens[0]);
    const welcome = a.received.find((m) => m.type === 'welcome') as LiveWelcome;
    a.send({ type: 'act', clientSeq: welcome.lastClientSeq + 1, action: welcome.legal[0]! });
    await a.next((m) => m.type === 'ack');
    a.close();
    const before = clock.now();
    clock.advance(TURN * 1000);
    const covered = await until('the AI covers Bo', () => summary(server, match.id), (s) => s.seats[1]?.cover !== null);
    expect(covered.seats[1]).toMatchObject({ coveredByBot: true, forfeit: null, cover: { reason: 'clock', returnBy: before + 2 * TURN * 1000 } });
    expect(await matchRating(server, match.id)).toMatchObject({ status: 'pending' });
    return { ada, bo, ...match, returnBy: covered.seats[1]!.cover!.returnBy! };
  }

  it('a player who returns before the deadline keeps the game: the rated result is the board’s', async () => {
    const { id, tokens } = await boTimedOut();
    const b = await seatSocket(server, id, tokens[1]);
    const a = await seatSocket(server, id, tokens[0]);
    const [ap, bp] = await Promise.all([playSeat(a, seededPicker(7)), playSeat(b, seededPicker(8))]);
    a.close();
    b.close();
    // Long after the deadline: nothing changes, the seat was taken back.
    clock.advance(10 * TURN * 1000);
    const results = ap.final.outcome!.results;
    expect(bp.final.outcome!.results).toEqual(results);
    const rating = await until('the result applied', () => matchRating(server, id), (r) => r.status === 'rated');
    expect(rating.seats.map((s) => [s.result, s.forfeit])).toEqual(results.map((r) => [r, null]));
    expect((await summary(server, id)).seats[1]).toMatchObject({ cover: null, forfeit: null });
  });

  it('a player who misses the deadline loses the rated game, says so, and may still play on: the board may differ, the rating says why', async () => {
    const { bo, id, tokens, returnBy } = await boTimedOut();
    clock.advance(returnBy - clock.now());
    const rating = await until('the forfeit applied', () => matchRating(server, id), (r) => r.status === 'rated');
    expect(rating.seats[1]).toMatchObject({ result: 'loss', forfeit: 'clock', before: 1500 });
    expect((await summary(server, id)).seats[1]).toMatchObject({ forfeit: 'clock' });
    expect((await profileOf(server, bo.name)).history).toEqual([expect.objectContaining({ matchId: id, result: 'loss', forfeit: 'clock' })]);
    // Bo comes back and plays to the end: whatever the board says, the rating stands and says why.
    const a = await seatSocket(server, id, tokens[0]);
    const b = await seatSocket(server, id, tokens[1]);
    await Promise.all([playSeat(a, seededPicker(9)), playSeat(b, seededPicker(10))]);
    a.close();
    b.close();
    expect((await matchRating(server, id)).seats[1]).toMatchObject({ result: 'loss', forfeit: 'clock' });
  });
});
