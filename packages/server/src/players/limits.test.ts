import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerCreatedReply } from '@decktet/protocol';
import { testServer } from '../../test/fixtures';
import { call } from '../../test/players-bed';

type Server = Awaited<ReturnType<typeof testServer>>;
type Failure = { error: { code: string; message: string; params?: Record<string, unknown> } };

describe('limits on creating players, signing in and recovering, per client address', () => {
  let server: Server;
  beforeAll(async () => {
    // Behind a trusted proxy, so that X-Forwarded-For stands for other clients.
    server = await testServer([], { trustProxy: true, limits: { playersPerHour: 3, signInsPerMinute: 4, recoveriesPerHour: 2 } });
  });
  afterAll(() => server?.dispose());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const create = (name: string, address: string) => call<PlayerCreatedReply & Failure>(server.url, 'POST', '/api/players', { name }, from(address));

  it('one address creates at most so many players an hour; past that 429 says so, and another address still may', async () => {
    const statuses = [];
    for (const name of ['Ada', 'Bo', 'Cy']) statuses.push((await create(name, '203.0.113.1')).status);
    expect(statuses).toEqual([201, 201, 201]);
    const fourth = await create('Di', '203.0.113.1');
    expect(fourth).toMatchObject({ status: 429, body: { error: { code: 'rate-limited', message: expect.stringMatching(/too many players created from your address: at most 3 an hour/), params: { kind: 'players-created', most: 3, per: 'hour', by: 'address', waitSeconds: expect.any(Number) } } } });
    expect(fourth.headers.get('retry-after')).not.toBeNull();
    expect((await call(server.url, 'GET', '/api/players/Di')).status).toBe(404);
    expect((await create('Di', '203.0.113.2')).status).toBe(201);
  });

  it('sign-ins by device key and by passkey draw on one budget a minute', async () => {
    const { deviceKey } = (await create('Eve', '203.0.113.3')).body;
    const address = from('203.0.113.4');
    const signIn = () => call(server.url, 'POST', '/api/session', { deviceKey }, address);
    const passkeyOptions = () => call(server.url, 'POST', '/api/session/passkey/options', undefined, address);
    const statuses = [(await signIn()).status, (await passkeyOptions()).status, (await signIn()).status, (await passkeyOptions()).status];
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await signIn()).toMatchObject({ status: 429, body: { error: { code: 'rate-limited', message: expect.stringMatching(/too many sign-ins from your address: at most 4 a minute/), params: { kind: 'sign-ins', most: 4, per: 'minute', by: 'address' } } } });
    expect((await passkeyOptions()).status).toBe(429);
    expect((await call(server.url, 'POST', '/api/session', { deviceKey }, from('203.0.113.5'))).status).toBe(200);
  });

  it('recovery attempts, right or wrong, are limited an hour', async () => {
    const { recoveryCode } = (await create('Flo', '203.0.113.6')).body;
    const recover = (code: string) => call(server.url, 'POST', '/api/session/recover', { name: 'Flo', recoveryCode: code }, from('203.0.113.7'));
    expect((await recover('WRONG-CODE')).status).toBe(401);
    expect((await recover(recoveryCode)).status).toBe(200);
    expect(await recover(recoveryCode)).toMatchObject({ status: 429, body: { error: { code: 'rate-limited', message: expect.stringMatching(/too many recovery attempts from your address: at most 2 an hour/), params: { kind: 'recovery-attempts', most: 2, per: 'hour', by: 'address' } } } });
  });
});

describe('the session cookie over HTTPS', () => {
  const cookieOf = async (server: Server, name: string) => {
    const created = await call(server.url, 'POST', '/api/players', { name }, { 'x-forwarded-proto': 'https' });
    expect(created.status).toBe(201);
    return created.headers.getSetCookie()[0]!.split('; ');
  };

  it('is Secure when a trusted proxy says the request came over HTTPS; a client’s own claim is not believed', async () => {
    const proxied = await testServer([], { trustProxy: '127.0.0.1' });
    const direct = await testServer([]);
    try {
      expect(await cookieOf(proxied, 'Ada')).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']));
      const plain = await cookieOf(direct, 'Ada');
      expect(plain).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
      expect(plain).not.toContain('Secure');
    } finally {
      await Promise.all([proxied.dispose(), direct.dispose()]);
    }
  });
});
