import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlayerTestServer, postgresBed, sqliteBed } from '../../test/players-bed';
import { type Failure, ManualClock, join, lobbyOptions, quickMatch, signUp, table } from '../../test/lobby-bed';

const beds = [sqliteBed(), postgresBed()];
afterAll(async () => {
  for (const bed of beds) await bed.close();
});

describe.each(beds)('Quick match on $database', (bed) => {
  let server: PlayerTestServer;
  beforeAll(async () => {
    server = await bed.server(lobbyOptions(new ManualClock()));
  }, 120_000);
  afterAll(() => server?.dispose());

  it("seats a player at the longest waiting fitting table — same game and pace, rated, public, not the player's own — or opens one", async () => {
    const [dee, eve, fay, gus] = await Promise.all([signUp(server.url, 'Dee'), signUp(server.url, 'Eve'), signUp(server.url, 'Fay'), signUp(server.url, 'Gus')]);
    // Nothing fits: an unrated table, a private one and a turn-based one wait, and none is Dee's to join.
    await table(fay, { rated: false });
    await table(fay, { visibility: 'private', pace: 'turn-based' });
    await table(gus, { pace: 'turn-based' });
    const opened = await quickMatch(dee, { game: 'goofspiel' });
    expect(opened).toMatchObject({ opened: true, seat: 0, match: { status: 'open', table: { pace: 'live', rated: true, visibility: 'public', creator: dee.name } } });
    // Asked again, Dee is seated at the table already waiting, not at a second one.
    const waiting = await quickMatch(dee, { game: 'goofspiel', pace: 'live' });
    expect(waiting).toMatchObject({ opened: true, seat: 0, match: { id: opened.match.id } });

    const matched = await quickMatch(eve, { game: 'goofspiel' });
    expect(matched).toMatchObject({ opened: false, seat: 1, match: { id: opened.match.id, status: 'live' } });
    const slow = await quickMatch(eve, { game: 'goofspiel', pace: 'turn-based' });
    expect(slow).toMatchObject({ opened: false, match: { table: { pace: 'turn-based', creator: gus.name }, status: 'live' } });
  });
});

describe('limits on tables, per player', () => {
  const bed = sqliteBed();
  let server: PlayerTestServer;
  beforeAll(async () => {
    server = await bed.server(lobbyOptions(new ManualClock(), { limits: { openLiveTablesPerPlayer: 1, openTurnBasedTablesPerPlayer: 2, tablesPerMinute: 6, quickMatchesPerMinute: 3 } }));
  });
  afterAll(() => server?.dispose());

  it('a player has at most so many tables of each pace waiting for players; one that starts or is cancelled makes room', async () => {
    const [ada, bo] = await Promise.all([signUp(server.url, 'Ada'), signUp(server.url, 'Bo')]);
    const live = await table(ada);
    const second = await ada.post<Failure>('/api/tables', { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(second).toMatchObject({ status: 429, body: { error: { code: 'too-many-open-tables', message: expect.stringMatching(/^you already have 1 live table waiting for players \(at most 1 at once\)/), params: { open: 1, most: 1, pace: 'live', quickMatch: false } } } });
    await table(ada, { pace: 'turn-based' });
    await table(ada, { pace: 'turn-based' });
    expect(await ada.post<Failure>('/api/tables', { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }], pace: 'turn-based' })).toMatchObject({ status: 429, body: { error: { code: 'too-many-open-tables', params: { open: 2, most: 2, pace: 'turn-based', quickMatch: false } } } });
    // Bo fills the live table: it has started, so Ada may open another.
    await join(bo, live.match.id);
    expect(await table(ada, { rated: false })).toMatchObject({ match: { status: 'open' } });
    // That unrated table is no Quick match's: with nothing to join, Quick match says why it opens none.
    const quick = await ada.post<Failure>('/api/quick-match', { game: 'goofspiel' });
    expect(quick).toMatchObject({ status: 429, body: { error: { code: 'too-many-open-tables', message: expect.stringMatching(/^Quick match found no live goofspiel table to join, and cannot open one: you already have 1 live table waiting/), params: { open: 1, most: 1, pace: 'live', quickMatch: true } } } });
  });

  it('tables created and Quick matches asked for are counted per player a minute, with a clear refusal', async () => {
    const [cy, di] = await Promise.all([signUp(server.url, 'Cy'), signUp(server.url, 'Di')]);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await cy.post('/api/tables', { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }], pace: 'turn-based' })).status);
    // Two turn-based tables fit (the open-table limit refuses the others); every request counts in the rate.
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
    const seventh = await cy.post<Failure>('/api/tables', { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(seventh).toMatchObject({ status: 429, body: { error: { code: 'rate-limited', message: expect.stringMatching(/^too many tables created: a player may ask for at most 6 a minute; try again in/), params: { kind: 'tables-created', most: 6, per: 'minute', by: 'player', waitSeconds: expect.any(Number) } } } });
    // Another player has a budget of their own.
    expect((await di.post('/api/tables', { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }], rated: true })).status).toBe(201);

    for (let i = 0; i < 3; i++) expect((await di.post('/api/quick-match', { game: 'goofspiel' })).status).toBe(200);
    expect(await di.post<Failure>('/api/quick-match', { game: 'goofspiel' })).toMatchObject({ status: 429, body: { error: { code: 'rate-limited', message: expect.stringMatching(/^too many quick matches: a player may ask for at most 3 a minute/), params: { kind: 'quick-matches', most: 3, per: 'minute', by: 'player' } } } });
  });
});
