import { describe, expect, it } from 'vitest';
import { Match, goofspiel } from '@decktet/engine';
import type { LiveMatchSummary, LiveWelcome } from '@decktet/protocol';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch } from '../test/fixtures';
import { serverForFile } from '../test/file-servers';
import { playSeat, seededPicker } from '../test/play';

const games = [goofspiel];
const server = serverForFile(games);

describe('lobby', () => {
  it('lists games with their config schema and defaults', async () => {
    const { status, body } = await api<{ games: { id: string; defaultConfig: unknown; configSchema: { type: string } }[] }>(server.url, 'GET', '/api/games');
    expect(status).toBe(200);
    expect(body.games).toEqual([expect.objectContaining({ id: 'goofspiel', name: 'Goofspiel', minSeats: 2, maxSeats: 2, defaultConfig: { handSize: 5 } })]);
    expect(body.games[0]!.configSchema.type).toBe('object');
    expect((await api(server.url, 'GET', '/healthz')).body).toEqual({ ok: true });
  });

  it('creates, lists, joins and starts a match', async () => {
    const match = await createMatch(server.url, { game: 'goofspiel', config: { handSize: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(match).toMatchObject({ game: 'goofspiel', status: 'open', seq: 0, config: { handSize: 3 } });
    expect(match.invite).toBe(`${server.url.replace('localhost', '127.0.0.1')}/match/${match.id}`);
    const open = await api<{ matches: LiveMatchSummary[] }>(server.url, 'GET', '/api/matches?status=open');
    expect(open.body.matches.map((m) => m.id)).toContain(match.id);

    const ada = await joinMatch(server.url, match.id, 'Ada');
    expect(ada.seat).toBe(0);
    expect(Buffer.from(ada.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(ada.ws).toMatch(/^ws:\/\/.*\/ws$/);
    const bob = await joinMatch(server.url, match.id, 'Bob');
    expect(bob.seat).toBe(1);
    expect(bob.match.status).toBe('live');
    expect(bob.match.seats.map((s) => s.name)).toEqual(['Ada', 'Bob']);

    const full = await api<{ error: { code: string } }>(server.url, 'POST', `/api/matches/${match.id}/join`, { name: 'Cy' });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('match-started');
  });

  it('leaving before the start opens the seat again; spectating says how to watch', async () => {
    const match = await createMatch(server.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const ada = await joinMatch(server.url, match.id, 'Ada');
    const left = await api(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: ada.token });
    expect(left).toEqual({ status: 200, body: { left: true, seat: 0 } });
    const summary = await api<LiveMatchSummary>(server.url, 'GET', `/api/matches/${match.id}`);
    expect(summary.body.seats[0]).toMatchObject({ taken: false, name: null });
    expect((await api(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: ada.token })).body).toMatchObject({ error: { code: 'bad-token' } });
    expect((await joinMatch(server.url, match.id, 'Cy')).seat).toBe(0);
    const spectate = await api<{ ws: string; hello: unknown }>(server.url, 'GET', `/api/matches/${match.id}/spectate`);
    expect(spectate.body.hello).toEqual({ type: 'hello', v: 1, match: match.id });
    expect(spectate.body.ws).toMatch(/^ws:\/\/.*\/ws$/);
  });

  it('explains bad lobby requests', async () => {
    const unknownGame = await api<{ error: { code: string; message: string } }>(server.url, 'POST', '/api/matches', { game: 'chess', seats: [{ kind: 'human' }] });
    expect(unknownGame).toMatchObject({ status: 400, body: { error: { code: 'unknown-game' } } });
    expect(unknownGame.body.error.message).toContain('goofspiel');
    const badConfig = await api(server.url, 'POST', '/api/matches', { game: 'goofspiel', config: { handSize: 99 }, seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(badConfig).toMatchObject({ status: 400, body: { error: { code: 'invalid-config' } } });
    const badSeats = await api<{ error: { message: string } }>(server.url, 'POST', '/api/matches', { game: 'goofspiel', seats: [{ kind: 'human' }] });
    expect(badSeats.body.error.message).toBe('Goofspiel with this config is played by 2 seats; the request asks for 1');
    const badJson = await api(server.url, 'POST', '/api/matches', '{"game":');
    expect(badJson).toMatchObject({ status: 400, body: { error: { code: 'bad-json' } } });
    const badField = await api<{ error: { message: string } }>(server.url, 'POST', '/api/matches', { game: 'goofspiel', seats: [{ kind: 'bot', difficulty: 'godlike' }] });
    expect(badField.status).toBe(400);
    expect(badField.body.error.message).toMatch(/^seats\.0\.difficulty/);
    expect(await api(server.url, 'GET', '/api/matches/nope')).toMatchObject({ status: 404, body: { error: { code: 'unknown-match' } } });
    expect(await api(server.url, 'GET', '/api/nothing')).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    const huge = await api(server.url, 'POST', '/api/matches', { game: 'goofspiel', seats: [], pad: 'x'.repeat(100_000) });
    expect(huge).toMatchObject({ status: 413, body: { error: { code: 'too-large' } } });
  });
});

describe('live play', () => {
  it('plays a whole match between two sockets and serves its record', async () => {
    const match = await createMatch(server.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const seats = [await joinMatch(server.url, match.id, 'Ada'), await joinMatch(server.url, match.id, 'Bob')];
    const early = await api(server.url, 'GET', `/api/matches/${match.id}/record`);
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'not-finished' } } });

    const clients = await Promise.all(seats.map(() => LiveTestClient.connect(server.url)));
    const watcher = await LiveTestClient.connect(server.url);
    clients.forEach((c, i) => c.hello(match.id, seats[i]!.token));
    watcher.hello(match.id);
    const [a, b] = await Promise.all(clients.map((c, i) => playSeat(c, seededPicker(i + 7))));
    expect(a!.final.outcome).toEqual(b!.final.outcome);
    expect(a!.actions).toBe(5);

    const record = await api(server.url, 'GET', `/api/matches/${match.id}/record`);
    expect(record.status).toBe(200);
    const replayed = Match.fromRecord(games, record.body);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.value.outcome()).toEqual(a!.final.outcome);

    // The spectator saw the public view all along and the same ending.
    const welcome = await watcher.next<LiveWelcome>((m) => m.type === 'welcome');
    expect(welcome.seat).toBeNull();
    expect(welcome.legal).toEqual([]);
    const last = await watcher.next((m) => m.type === 'update' && m.outcome !== null);
    expect(last.type === 'update' && last.outcome).toEqual(a!.final.outcome);
    const finished = await api<{ matches: LiveMatchSummary[] }>(server.url, 'GET', '/api/matches?status=finished');
    expect(finished.body.matches.find((m) => m.id === match.id)?.summary).toBe(a!.final.outcome!.summary);
    for (const c of [...clients, watcher]) c.close();
  });
});
