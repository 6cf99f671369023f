import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goofspiel } from '@decktet/engine';
import { GAMES } from '@decktet/catalog';
import { LIVE_PROTOCOL_VERSION } from '@decktet/protocol';
import { api } from '../test/live-client';
import { startChildServer } from '../test/child-server';
import { createMatch, testServer } from '../test/fixtures';
import { HEALTH_REQUEST, rawConnection, rawSocket, until } from '../test/sockets';

const games = [goofspiel];
type Server = Awaited<ReturnType<typeof testServer>>;

/** POST /api/matches as a client at `address` (the servers here trust X-Forwarded-For). */
async function createAs(url: string, address: string, body: unknown): Promise<{ status: number; body: { error?: { code: string; message: string } } }> {
  const response = await fetch(`${url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
}

const twoHumans = { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] };

describe('finding 3: idle and silent connections are dropped', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer(games, { limits: { headersTimeoutMs: 300, requestTimeoutMs: 1000, idleTimeoutMs: 1000, helloTimeoutMs: 300, pingIntervalMs: 200 } });
  });
  afterAll(() => server.dispose());

  it('finding 3: a raw TCP connection that sends nothing is closed with 408 after the headers timeout', async () => {
    const silent = await rawConnection(server.url);
    await silent.closed;
    expect(silent.status()).toBe(408);
  });

  it('finding 3: half-sent upgrade headers are closed with 408 after the headers timeout', async () => {
    const half = await rawConnection(server.url, { send: 'GET /ws HTTP/1.1\r\nHost: test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' });
    await half.closed;
    expect(half.status()).toBe(408);
  });

  it('finding 3: a WebSocket that never says hello is closed (4408, hello-timeout)', async () => {
    const quiet = rawSocket(server.url);
    await quiet.opened;
    expect((await quiet.closed).code).toBe(4408);
    expect(quiet.messages).toEqual([expect.objectContaining({ type: 'error', code: 'hello-timeout' })]);
  });

  it('finding 3: a peer that stops answering pings is dropped; one that answers stays', async () => {
    const match = await createMatch(server.url, twoHumans);
    const hello = JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: match.id });
    const dead = rawSocket(server.url, {}, { autoPong: false });
    const alive = rawSocket(server.url);
    await Promise.all([dead.opened, alive.opened]);
    dead.ws.send(hello);
    alive.ws.send(hello);
    let pings = 0;
    alive.ws.on('ping', () => pings++);
    // No close frame reaches a dead peer: it is terminated (1006 here).
    expect((await dead.closed).code).toBe(1006);
    await until(() => pings >= 3);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    expect(alive.messages[0]).toMatchObject({ type: 'welcome' });
    alive.ws.close();
  });
});

describe('finding 3: connection caps', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer(games, { limits: { maxConnections: 8, maxConnectionsPerAddress: 5, headersTimeoutMs: 20_000, requestTimeoutMs: 20_000, keepAliveTimeoutMs: 20_000, idleTimeoutMs: 20_000 } });
  });
  afterAll(() => server.dispose());

  it('finding 3: one address gets at most its share of connections (429), and everyone at most the total (503), while others are served', async () => {
    const held = [];
    // Each held connection has been served once and stays open (keep-alive): it certainly counts.
    for (let i = 0; i < 5; i++) {
      const c = await rawConnection(server.url, { from: '127.0.0.2', send: HEALTH_REQUEST });
      expect(await c.replied).toBe(200);
      held.push(c);
    }
    const sixth = await rawConnection(server.url, { from: '127.0.0.2', send: HEALTH_REQUEST });
    expect(await sixth.replied).toBe(429);
    await sixth.closed;
    expect(sixth.received()).toContain('"code":"too-many-connections"');

    // Another client is still served while the first holds its share.
    const other = await rawConnection(server.url, { from: '127.0.0.3', send: HEALTH_REQUEST });
    expect(await other.replied).toBe(200);
    held.push(other);
    for (let i = 0; i < 2; i++) {
      const c = await rawConnection(server.url, { from: '127.0.0.4', send: HEALTH_REQUEST });
      expect(await c.replied).toBe(200);
      held.push(c);
    }
    const overall = await rawConnection(server.url, { from: '127.0.0.5', send: HEALTH_REQUEST });
    expect(await overall.replied).toBe(503);

    for (const c of held) c.socket.destroy();
    await until(async () => (await (await rawConnection(server.url, { from: '127.0.0.5', send: 'GET /healthz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n' })).replied) === 200);
  });
});

describe('finding 4: per-address limits on creating matches and on live messages', () => {
  let server: Server;
  beforeAll(async () => {
    server = await testServer([...GAMES, ...games], {
      trustProxy: true,
      limits: { createsPerMinute: 5, maxOpenMatchesPerAddress: 3, maxSocketsPerAddress: 3, messagesPerSecond: 100, burst: 100, addressMessagesPerSecond: 1, addressBurst: 10, botOnlyPerAddress: 2, botOnlyTotal: 3, botOnlyDifficulties: ['easy', 'normal'] },
    });
  });
  afterAll(() => server.dispose());

  it('finding 4: one address may create only so many matches a minute (429 rate-limited); another address still may', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await createAs(server.url, '203.0.113.1', { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'easy' }] })).status);
    // The first three fill the address's open matches (too-many-open), the sixth is past the rate.
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses.slice(3, 5)).toEqual([429, 429]);
    const sixth = await createAs(server.url, '203.0.113.1', twoHumans);
    expect(sixth).toMatchObject({ status: 429, body: { error: { code: 'rate-limited', message: expect.stringMatching(/at most 5 a minute/), params: { kind: 'matches-created', most: 5, per: 'minute', by: 'address', waitSeconds: expect.any(Number) } } } });
    const elsewhere = await createAs(server.url, '203.0.113.2', twoHumans);
    expect(elsewhere.status).toBe(201);
  });

  it('finding 4: one address may keep only so many matches waiting for players (too-many-open)', async () => {
    for (let i = 0; i < 3; i++) expect((await createAs(server.url, '203.0.113.3', twoHumans)).status).toBe(201);
    expect(await createAs(server.url, '203.0.113.3', twoHumans)).toMatchObject({ status: 429, body: { error: { code: 'too-many-open', message: expect.stringMatching(/at most 3/), params: { open: 3, most: 3 } } } });
    const open = await api<{ matches: unknown[] }>(server.url, 'GET', '/api/matches?status=open');
    expect(open.status).toBe(200);
  });

  it('finding 4: tables of bots only are capped in turns and difficulty, per address and in all', async () => {
    const bots = (difficulty: string) => [{ kind: 'bot', difficulty }, { kind: 'bot', difficulty }];
    const runes = (config: object, difficulty = 'easy') => ({ game: 'dueling-runes', config, seats: bots(difficulty) });
    expect(await createAs(server.url, '198.51.100.9', runes({ maxTurns: null }))).toMatchObject({ status: 400, body: { error: { code: 'bot-only-limit', message: expect.stringMatching(/needs a turn limit of at most 100 turns/), params: { reason: 'no-turn-limit', most: 100 } } } });
    expect(await createAs(server.url, '198.51.100.9', runes({ maxTurns: 1000 }))).toMatchObject({ status: 400, body: { error: { code: 'bot-only-limit', message: expect.stringMatching(/at most 100 turns/), params: { reason: 'too-many-turns', most: 100, turns: 1000 } } } });
    expect(await createAs(server.url, '198.51.100.9', runes({}, 'hard'))).toMatchObject({ status: 400, body: { error: { code: 'bot-only-limit', message: expect.stringMatching(/easy, normal bots, not hard/), params: { reason: 'difficulty', difficulty: 'hard', allowed: ['easy', 'normal'] } } } });
    // Long enough duels that they are still being played while the caps are tested.
    const long = runes({ health: 20 });
    // A table of bots only plays with the game's simulation settings unless it sets them: 100 turns (DR-28).
    expect(await createAs(server.url, '198.51.100.1', long)).toMatchObject({ status: 201, body: { config: { maxTurns: 100 } } });
    expect((await createAs(server.url, '198.51.100.1', long)).status).toBe(201);
    expect(await createAs(server.url, '198.51.100.1', long)).toMatchObject({ status: 429, body: { error: { code: 'too-many-bot-only', params: { held: 2, most: 2 } } } });
    expect((await createAs(server.url, '198.51.100.2', long)).status).toBe(201);
    expect(await createAs(server.url, '198.51.100.3', long)).toMatchObject({ status: 503, body: { error: { code: 'bot-only-full' } } });
    // A human's match is not a table of bots only.
    expect((await createAs(server.url, '198.51.100.3', { game: 'dueling-runes', seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'hard' }] })).status).toBe(201);
  });

  it('finding 4: fresh sockets from one address share one message budget; other addresses are not affected', async () => {
    const match = await createMatch(server.url, twoHumans);
    const hello = JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: match.id });
    const flood = [0, 1, 2].map(() => rawSocket(server.url, { 'x-forwarded-for': '192.0.2.7' }));
    await Promise.all(flood.map((s) => s.opened));
    // A fourth socket from the same address is one too many.
    const fourth = rawSocket(server.url, { 'x-forwarded-for': '192.0.2.7' });
    expect((await fourth.closed).code).toBe(4429);
    expect(fourth.messages).toEqual([expect.objectContaining({ code: 'too-many-sockets' })]);

    for (const s of flood) {
      for (let i = 0; i < 10; i++) s.ws.send(JSON.stringify({ type: 'ping' }));
      // Always answered (refused or not) and answered last: when it is back, every ping was judged.
      s.ws.send(JSON.stringify({ type: 'act', clientSeq: 99, action: 'pass' }));
    }
    await until(() => flood.every((s) => s.messages.some((m) => m.clientSeq === 99)));
    const all = flood.flatMap((s) => s.messages);
    const pongs = all.filter((m) => m.type === 'pong').length;
    // 10 at once for the address, then one a second: far fewer than the 30 sent.
    expect(pongs).toBeGreaterThanOrEqual(10);
    expect(pongs).toBeLessThan(20);
    expect(all.find((m) => m.code === 'rate-limited')?.message).toMatch(/from your address/);

    const neighbour = rawSocket(server.url, { 'x-forwarded-for': '192.0.2.8' });
    await neighbour.opened;
    neighbour.ws.send(hello);
    await until(() => neighbour.messages.length > 0);
    expect(neighbour.messages[0]).toMatchObject({ type: 'welcome' });
    for (const s of [...flood, neighbour]) s.ws.close();
  });
});

describe('limits under npm start', () => {
  it('come from the environment, and a wrong one stops the start with its name', async () => {
    await expect(startChildServer({ PORT: '0', MAX_CONNECTIONS: 'lots' })).rejects.toThrow(/exited \(2\)[\s\S]*MAX_CONNECTIONS must be a whole number/);
    const dataDir = mkdtempSync(join(tmpdir(), 'decktet-limits-'));
    const child = await startChildServer({ PORT: '0', DATA_DIR: dataDir, HELLO_TIMEOUT_MS: '300', MAX_SOCKETS_PER_ADDRESS: '1' });
    try {
      const first = rawSocket(child.url);
      await first.opened;
      const second = rawSocket(child.url);
      expect((await second.closed).code).toBe(4429);
      expect((await first.closed).code).toBe(4408);
    } finally {
      child.child.kill('SIGTERM');
      await child.exited();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
