import { describe, expect, it } from 'vitest';
import { Match } from '@decktet/engine';
import { EXAMPLE_GAMES, GAMES } from '@decktet/catalog';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch } from '../test/fixtures';
import { adaOnAAndBobOnB, postgresInstancesForFile } from '../test/file-servers';
import { playSeat, seededPicker } from '../test/play';
import type { LiveMatchState, LiveServerMessage } from '@decktet/protocol';
import { openPostgresStorage } from './storage';
import type { StoredAction } from './storage';

const games = [...GAMES, ...EXAMPLE_GAMES];
// Two instances on two ports, sharing one database.
const { cluster, a, b } = postgresInstancesForFile(games);

describe('several instances sharing PostgreSQL', () => {
  it('players on different instances finish a Dueling Runes duel together', async () => {
    const match = await createMatch(a.url, { game: 'dueling-runes', config: { health: 4 }, seats: [{ kind: 'human' }, { kind: 'human' }] });
    const { bob, onA, onB } = await adaOnAAndBobOnB(a, b, match.id);
    expect(bob.match.status).toBe('live');
    const [x, y] = await Promise.all([playSeat(onA, seededPicker(21)), playSeat(onB, seededPicker(22))]);
    expect(x!.final.outcome).toEqual(y!.final.outcome);
    expect(x!.final.seq).toBe(y!.final.seq);

    const fromA = await api(a.url, 'GET', `/api/matches/${match.id}/record`);
    const fromB = await api(b.url, 'GET', `/api/matches/${match.id}/record`);
    expect(fromA.body).toEqual(fromB.body);
    const replayed = Match.fromRecord(games, fromB.body);
    expect(replayed.ok).toBe(true);
    onA.close();
    onB.close();
  });

  it('simultaneous bids sent to two instances at once are both kept, in one order', async () => {
    const match = await createMatch(b.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const { onA, onB } = await adaOnAAndBobOnB(a, b, match.id);
    const [x] = await Promise.all([playSeat(onA, seededPicker(1)), playSeat(onB, seededPicker(2))]);
    expect(x!.final.seq).toBe(10);
    const record = await api<{ actions: { seat: number }[] }>(a.url, 'GET', `/api/matches/${match.id}/record`);
    expect(record.body.actions.filter((s) => s.seat === 0)).toHaveLength(5);
    onA.close();
    onB.close();
  });

  it('instances that lose their LISTEN connection reconnect and keep hearing each other', async () => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const killed = await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()");
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);
      await new Promise((r) => setTimeout(r, 1500));
      const match = await createMatch(a.url, { game: 'goofspiel', config: { handSize: 2 }, seats: [{ kind: 'human' }, { kind: 'human' }] });
      const { onA, onB } = await adaOnAAndBobOnB(a, b, match.id);
      const [x] = await Promise.all([playSeat(onA, seededPicker(3), { timeoutMs: 10_000 }), playSeat(onB, seededPicker(4), { timeoutMs: 10_000 })]);
      expect(x!.final.seq).toBe(4);
      onA.close();
      onB.close();
    } finally {
      await client.end();
    }
  });

  it("chat lines and the server's log lines reach the sockets on every instance, each channel only its readers", async () => {
    const match = await createMatch(a.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: null });
    const ada = await joinMatch(a.url, match.id, 'Ada');
    const bob = await joinMatch(b.url, match.id, 'Bob');
    // The spectators come signed in, from addresses of their own: while a match is played the
    // spectators' chat is for signed-in players who sit at none of its seats.
    const wanda = await api<{ session: { token: string } }>(a.url, 'POST', '/api/players', { name: 'Wanda Watcher', bearer: true });
    const watcherSession = { authorization: `Bearer ${wanda.body.session.token}` };
    const [onA, onB, watchA, watchB] = await Promise.all([
      LiveTestClient.connect(a.url),
      LiveTestClient.connect(b.url),
      LiveTestClient.connect(a.url, '127.0.0.31', watcherSession),
      LiveTestClient.connect(b.url, '127.0.0.32', watcherSession),
    ]);
    onA.hello(match.id, ada.token);
    onB.hello(match.id, bob.token);
    watchA.hello(match.id);
    watchB.hello(match.id);
    await Promise.all([onA, onB, watchA, watchB].map((c) => c.next((m) => m.type === 'welcome')));
    onA.send({ type: 'chat', channel: 'players', text: 'hello from A' });
    for (const c of [onB, watchB]) expect(await c.next((m) => m.type === 'chat')).toMatchObject({ line: { seat: 0, name: 'Ada', text: 'hello from A' } });
    watchB.send({ type: 'chat', channel: 'spectators', text: 'seen on A?' });
    expect(await watchA.next((m) => m.type === 'chat' && m.line.channel === 'spectators')).toMatchObject({ line: { text: 'seen on A?' } });
    expect((await api(b.url, 'POST', `/api/matches/${match.id}/leave`, { token: bob.token })).status).toBe(200);
    const told = await onA.next((m) => m.type === 'update' && m.log.includes('Bob left: the AI plays for them to the end'));
    expect(told.type === 'update' && told.seats[1]!.cover).toMatchObject({ reason: 'left' });
    expect(onA.raw.join('\n')).not.toContain('seen on A?');
    for (const c of [onA, onB, watchA, watchB]) c.close();
  });

  it('a player connected to the other instance shows as they are there: online, away, offline; spectators of both instances are counted', async () => {
    const match = await createMatch(a.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: null });
    const { onA, onB } = await adaOnAAndBobOnB(a, b, match.id);
    const seen = (m: LiveServerMessage, presence: string[], spectators: number) => isUpdate(m) && m.seats.map((s) => s.presence).join() === presence.join() && m.spectators === spectators;
    // Each sees the other, connected to the other instance, online.
    await onA.next((m) => seen(m, ['online', 'online'], 0));
    await onB.next((m) => seen(m, ['online', 'online'], 0));
    const watcher = await LiveTestClient.connect(b.url, '127.0.0.33');
    watcher.hello(match.id);
    await onA.next((m) => seen(m, ['online', 'online'], 1));
    onB.send({ type: 'presence', state: 'away' });
    await onA.next((m) => seen(m, ['online', 'away'], 1));
    onB.close();
    watcher.close();
    await onA.next((m) => seen(m, ['online', 'offline'], 0));
    onA.close();
  });

  it('a second write of the same (match, seq) is a conflict, never an overwrite', async () => {
    const storage = await openPostgresStorage(cluster.url);
    try {
      const match = await createMatch(a.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
      const first: StoredAction = { seq: 1, seat: 0, action: 'bid pact', clientSeq: 1, logEnd: 3, by: 'player' };
      expect(await storage.appendAction(match.id, first)).toBe('ok');
      expect(await storage.appendAction(match.id, { ...first, seat: 1, clientSeq: 1, action: 'bid sea' })).toBe('conflict');
      expect(await storage.appendAction(match.id, { ...first, seq: 2 })).toBe('duplicate');
      expect(await storage.actionsAfter(match.id, 0)).toEqual([{ ...first, chain: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    } finally {
      await storage.close();
    }
  });
});

function isUpdate(m: LiveServerMessage): m is LiveServerMessage & LiveMatchState {
  return m.type === 'update' || m.type === 'welcome';
}
