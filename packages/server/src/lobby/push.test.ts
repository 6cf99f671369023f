import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveAck, type PushKeyReply, pushReminderSchema } from '@decktet/protocol';
import { type PlayerTestServer, call, postgresBed, sqliteBed } from '../../test/players-bed';
import type { ServerOptions } from '../server';
import { until } from '../../test/sockets';
import { TEST_PUSH_HOST, TestBrowser, TestPushService, vapidClaims } from '../../test/push-service';
import { type Failure, ManualClock, type TestPlayer, join, lobbyOptions, signUp, sitDown, table } from '../../test/lobby-bed';

const beds = [sqliteBed(), postgresBed()];
const dirs: string[] = [];
let service: TestPushService;
beforeAll(async () => {
  service = await TestPushService.start();
});
afterAll(async () => {
  for (const bed of beds) await bed.close();
  await service?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const SUBJECT = 'mailto:ops@decktet.example';

describe.each(beds)('Web Push reminders on $database', (bed) => {
  const clock = new ManualClock(Date.parse('2030-05-01T08:00:00Z'));
  let server: PlayerTestServer;
  let options: ServerOptions;
  let n = 0;
  beforeAll(async () => {
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'decktet-push-'));
    dirs.push(dataDir);
    options = lobbyOptions(clock, { dataDir, push: { subject: SUBJECT, services: [TEST_PUSH_HOST], agent: service.agent }, limits: { pushSubscriptionsPerPlayer: 2 } });
    server = await bed.server(options);
  }, 120_000);
  afterAll(() => server?.dispose());

  /** A row written behind the server, as an old release or a hand edit would leave it. */
  const write = async (sql: string, params: unknown[]) => {
    if (server.databaseUrl) return void (await server.rows(sql, params));
    const db = new Database(joinPath(server.dataDir, 'decktet.sqlite'));
    try {
      db.prepare(sql).run(...params);
    } finally {
      db.close();
    }
  };
  const player = (name: string) => signUp(server.url, `${name} ${++n}`);
  /** A path of the push service no other test uses (the service is shared by both databases' tests). */
  const unique = (name: string) => `/push/${bed.database}/${name}-${++n}`;
  const publicKey = async () => (await call<PushKeyReply>(server.url, 'GET', '/api/push/key')).body.publicKey;
  /** A browser of the player, subscribed at `path` of the push service. */
  const subscribed = async (p: TestPlayer, path: string) => {
    const browser = new TestBrowser();
    const reply = await p.post('/api/push/subscription', { endpoint: service.endpoint(path), expirationTime: null, keys: browser.keys });
    expect(reply).toMatchObject({ status: 201, body: { subscribed: true } });
    return browser;
  };

  it('reminds a player who is not at a turn-based table that it waits for them: once per decision, encrypted for their browser, signed by the server', async () => {
    const [ada, bo] = await Promise.all([player('Ada'), player('Bo')]);
    const path = unique('bo');
    const browser = await subscribed(bo, path);
    const made = await table(ada, { pace: 'turn-based' });
    const { client: adaAtTable } = await sitDown(server, made);
    await join(bo, made.match.id);
    const started = await adaAtTable.next((m) => m.type === 'update' && m.legal.length > 0);
    await until(() => service.to(path).length === 1);

    const [push] = service.to(path);
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal', topic: expect.stringMatching(/^[\w-]{32}$/) });
    const reminder = pushReminderSchema.parse(JSON.parse(browser.decrypt(push!.body)));
    expect(reminder).toEqual({ type: 'your-turn', match: made.match.id, game: 'goofspiel', gameName: 'Goofspiel', opponents: [ada.name], path: `/match/${made.match.id}` });
    const claims = vapidClaims(push!.headers.authorization, await publicKey());
    expect(claims).toEqual({ aud: new URL(service.endpoint('/')).origin, sub: SUBJECT, exp: expect.any(Number) });
    // Nothing hidden travels: no card, no seat token.
    expect(JSON.stringify(reminder)).not.toContain(made.token);

    // Ada bids while Bo still owes the same decision: no second reminder for it.
    adaAtTable.send({ type: 'act', clientSeq: 1, action: (started as { legal: string[] }).legal[0]! });
    await adaAtTable.next<LiveAck>((m) => m.type === 'ack');
    // Bo comes, bids and goes away again: the next decision is reminded once he has gone.
    const boSeat = await join(bo, made.match.id);
    const { client: boAtTable, welcome: boWelcome } = await sitDown(server, boSeat);
    boAtTable.send({ type: 'act', clientSeq: 1, action: boWelcome.legal[0]! });
    await boAtTable.next<LiveAck>((m) => m.type === 'ack');
    expect(service.to(path)).toHaveLength(1);
    boAtTable.close();
    await until(() => service.to(path).length === 2);
    expect(pushReminderSchema.parse(JSON.parse(browser.decrypt(service.to(path)[1]!.body)))).toMatchObject({ match: made.match.id, opponents: [ada.name] });
    adaAtTable.close();
  });

  it.runIf(bed.database === 'PostgreSQL')('does not remind a player whose socket is open on another instance; reminds them once it closes', async () => {
    const [ada, bo] = await Promise.all([player('Ada'), player('Bo')]);
    const path = unique('bo-elsewhere');
    await subscribed(bo, path);
    const made = await table(ada, { pace: 'turn-based' });
    const { client: adaAtTable } = await sitDown(server, made);
    await join(bo, made.match.id);
    // The first decision is reminded: Bo is at no table yet.
    await until(() => service.to(path).length === 1);
    const other = await bed.server({ ...options, databaseUrl: server.databaseUrl });
    try {
      const { client: boElsewhere, welcome } = await sitDown(other, await join(bo, made.match.id));
      // Ada's instance sees Bo, connected to the other one, at the table.
      await adaAtTable.next((m) => m.type === 'update' && m.seats[1]!.presence === 'online');
      boElsewhere.send({ type: 'act', clientSeq: 1, action: welcome.legal[0]! });
      await boElsewhere.next<LiveAck>((m) => m.type === 'ack');
      const round = await adaAtTable.next((m) => m.type === 'update' && m.legal.length > 0);
      adaAtTable.send({ type: 'act', clientSeq: 1, action: (round as { legal: string[] }).legal[0]! });
      await adaAtTable.next<LiveAck>((m) => m.type === 'ack');
      // Bo owes the next bid while his socket is open on the other instance: nobody reminds him.
      await boElsewhere.next((m) => m.type === 'update' && m.legal.length > 0);
      expect(service.to(path)).toHaveLength(1);
      boElsewhere.close();
      await until(() => service.to(path).length === 2);
    } finally {
      adaAtTable.close();
      await other.dispose();
    }
  });

  it('keeps a few browsers per player; a browser unsubscribes; a subscription its push service says is gone is forgotten', async () => {
    const [cy, di] = await Promise.all([player('Cy'), player('Di')]);
    const paths = [1, 2, 3].map(() => unique('cy'));
    for (const path of paths) {
      await subscribed(cy, path);
      clock.advance(1000);
    }
    const endpoints = async (p: TestPlayer) => (await server.rows<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE player_id = ? ORDER BY endpoint', [p.id])).map((r) => r.endpoint);
    // Two at most: the newest.
    expect(await endpoints(cy)).toEqual([service.endpoint(paths[1]!), service.endpoint(paths[2]!)]);
    expect(await cy.delete('/api/push/subscription', { endpoint: service.endpoint(paths[2]!) })).toMatchObject({ status: 200, body: { unsubscribed: true } });
    expect(await cy.delete('/api/push/subscription', { endpoint: service.endpoint(paths[2]!) })).toMatchObject({ status: 200, body: { unsubscribed: false } });
    // Another player cannot take Cy's browser off.
    expect(await di.delete('/api/push/subscription', { endpoint: service.endpoint(paths[1]!) })).toMatchObject({ body: { unsubscribed: false } });
    expect(await endpoints(cy)).toEqual([service.endpoint(paths[1]!)]);

    service.gone.add(paths[1]!);
    const made = await table(di, { pace: 'turn-based' });
    await join(cy, made.match.id);
    await until(async () => (await endpoints(cy)).length === 0);
    expect(service.to(paths[1]!)).toHaveLength(1);
  });

  it('refuses a subscription to anything but an allowed push service, or with keys that are not a browser’s', async () => {
    const eve = await player('Eve');
    const keys = new TestBrowser().keys;
    const refusals: [unknown, string, RegExp][] = [
      [{ endpoint: 'https://evil.example/push/1', keys }, 'bad-push-service', /not at a push service this server sends to \(this server sends to push\.test\)/],
      [{ endpoint: 'https://push.test.evil.example/push/1', keys }, 'bad-push-service', /not at a push service/],
      [{ endpoint: service.endpoint('/push/eve').replace('https:', 'http:'), keys }, 'bad-request', /^endpoint: the endpoint must be an https:\/\/ URL/],
      [{ endpoint: service.endpoint('/push/eve'), keys: { ...keys, p256dh: Buffer.alloc(65, 2).toString('base64url') } }, 'bad-push-keys', /P-256 public key/],
      [{ endpoint: service.endpoint('/push/eve'), keys: { ...keys, auth: 'A'.repeat(23) } }, 'bad-push-keys', /16-byte auth secret/],
      [{ endpoint: service.endpoint('/push/eve'), keys: { p256dh: keys.p256dh } }, 'bad-request', /^keys\.auth: /],
    ];
    for (const [body, code, message] of refusals) {
      const refused = await eve.post<Failure>('/api/push/subscription', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      // A refused push service names the services this server sends to, for the client to word.
      expect(refused.body.error).toEqual({ code, message: expect.stringMatching(message), ...(code === 'bad-push-service' ? { params: { services: ['push.test'] } } : {}) });
    }
    expect(await server.rows('SELECT endpoint FROM push_subscriptions WHERE player_id = ?', [eve.id])).toEqual([]);
  });

  it('issue 28 finding 7: endpoints that another URL parser reads as another host are refused, and a stored one is never connected to', async () => {
    const [mallory, victim] = await Promise.all([player('Mallory'), player('Vic')]);
    const keys = new TestBrowser().keys;
    const tricks = [';', "'", '{'].map((c) => `https://127.0.0.1${c}.${TEST_PUSH_HOST}/x`);
    const others = [`https://u:p@${TEST_PUSH_HOST}/x`, `https://${TEST_PUSH_HOST}:8443/x`, 'https://127.0.0.1/x', 'https://2130706433/x', 'https://[::1]/x'];
    for (const endpoint of [...tricks, ...others]) {
      const refused = await mallory.post<Failure>('/api/push/subscription', { endpoint, keys });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body.error.code, endpoint).toBe('bad-push-service');
    }
    // Rows written before these rules (or behind the server) are checked again before each send.
    const path = unique('vic');
    const browser = await subscribed(victim, path);
    for (const endpoint of tricks) {
      await write('INSERT INTO push_subscriptions (endpoint, player_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)', [endpoint, victim.id, browser.keys.p256dh, browser.keys.auth, 1]);
    }
    const before = service.connections.length;
    const made = await table(mallory, { pace: 'turn-based' });
    await join(victim, made.match.id);
    await until(() => service.to(path).length === 1);
    // The sender asked for the allowed host on 443 and nothing else: not 127.0.0.1, not any other port.
    const asked = service.connections.slice(before);
    expect(asked.length).toBeGreaterThan(0);
    for (const c of asked) expect(c).toEqual({ host: TEST_PUSH_HOST, port: 443, servername: TEST_PUSH_HOST });
    expect(service.received.filter((r) => r.path === '/x')).toEqual([]);
  });

  it('makes its VAPID keys on the first start and keeps them: a restart, and another instance of the same database, use the same', async () => {
    const key = await publicKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const rows = await server.rows<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM push_keys');
    expect(rows).toEqual([{ public_key: key, private_key: expect.any(String) }]);
    const other = await bed.server({ ...options, ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}) });
    try {
      expect((await call<PushKeyReply>(other.url, 'GET', '/api/push/key')).body.publicKey).toBe(key);
    } finally {
      await other.dispose();
    }
  });
});
