import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlayerCreatedReply, type PlayerDevicesReply, type PlayerRecoveredReply, type PlayerSessionReply, playerNameKey } from '@decktet/protocol';
import { type PlayerTestServer, call, postgresBed, sessionCookie, sqliteBed } from '../../test/players-bed';

const beds = [sqliteBed(), postgresBed()];
afterAll(async () => {
  for (const bed of beds) await bed.close();
});

const DAY = 24 * 3600 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DEVICE_KEY = /^[A-Za-z0-9_-]{43}$/;
const RECOVERY_CODE = /^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/;
type Failure = { error: { code: string; message: string; params?: Record<string, unknown> } };

describe.each(beds)('players on $database', (bed) => {
  let server: PlayerTestServer;
  let clock = Date.parse('2030-01-01T00:00:00Z');
  beforeAll(async () => {
    // Generous limits: the limits have tests of their own.
    server = await bed.server({ players: { now: () => clock }, limits: { playersPerHour: 1000, signInsPerMinute: 1000, recoveriesPerHour: 1000 } });
  }, 120_000);
  afterAll(() => server?.dispose());

  const post = <T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>(server.url, 'POST', path, body, headers);
  const get = <T = Record<string, unknown>>(path: string, headers?: Record<string, string>) => call<T>(server.url, 'GET', path, undefined, headers);
  const create = async (name: string, extra: object = {}) => {
    const created = await post<PlayerCreatedReply>('/api/players', { name, ...extra });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created;
  };
  const count = async (table: string) => Number((await server.rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);

  it('creates a player: the device key and recovery code come once, a session cookie is set, the name is normalised', async () => {
    const created = await create('  Ａｄａ   Lovelace ');
    expect(created.body).toEqual({
      player: { id: expect.any(String), name: 'Ada Lovelace' },
      deviceKey: expect.stringMatching(DEVICE_KEY),
      recoveryCode: expect.stringMatching(RECOVERY_CODE),
      session: { expiresAt: clock + 30 * DAY },
    });
    expect(created.headers.get('cache-control')).toBe('no-store');
    const [cookie] = created.headers.getSetCookie();
    expect(cookie!.split('; ').slice(1).sort()).toEqual(['Expires=' + new Date(clock + 30 * DAY).toUTCString(), 'HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);
    const me = await get('/api/players/me', { cookie: sessionCookie(created)! });
    expect(me).toMatchObject({ status: 200, body: created.body.player });
  });

  it('names are unique by their key: case, width, spacing and look-alike letters collide, and the refusal says the name is taken', async () => {
    const before = await count('players');
    await create('Grace Hopper');
    for (const same of ['grace hopper', 'GRACE  HOPPER', 'Ｇｒａｃｅ Ｈｏｐｐｅｒ', 'Gr\u0430c\u0435 Hopp\u0435r' /* Cyrillic а and е */, 'GRACE HOPPΕR' /* Greek Ε */]) {
      const taken = await post<Failure>('/api/players', { name: same });
      expect(taken.status, same).toBe(409);
      // The name as it was checked travels beside the message, for the client to word.
      expect(taken.body.error).toEqual({ code: 'name-taken', message: expect.stringMatching(/^that name is taken/), params: { name: expect.any(String) } });
      expect(taken.body.error.message, same).toContain(`"${taken.body.error.params!.name as string}"`);
    }
    await create('Straße');
    expect((await post('/api/players', { name: 'STRASSE' })).status).toBe(409);
    await create('Grace Hopper 2');
    expect(await count('players')).toBe(before + 3);
  });

  it('refuses names that break the rule, saying why, and creates nothing', async () => {
    const before = await count('players');
    const refusals: [string, RegExp][] = [
      ['--..--', /at least one letter or digit/],
      ['\u0301\u0301', /no visible character/],
      ['ME', /kept for the server's own use/],
      ['Easy Bot', /looks like a computer player's name/],
      ['Ada\u202eecarG', /U\+202E \(right-to-left override\)/],
      ['Ada\x1b[2J', /U\+001B \(escape\)/],
      ['A'.repeat(41), /too long/],
      ['   ', /empty/],
    ];
    for (const [name, why] of refusals) {
      const refused = await post<Failure>('/api/players', { name });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body.error).toEqual({ code: 'bad-request', message: expect.stringMatching(why) });
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    expect(await count('players')).toBe(before);
  });

  it('signs in with the device key, by cookie or as a bearer token; an unknown key is refused', async () => {
    const created = await create('Katherine Johnson');
    const byCookie = await post<PlayerSessionReply>('/api/session', { deviceKey: created.body.deviceKey });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toEqual({ player: created.body.player, session: { expiresAt: clock + 30 * DAY } });
    expect((await get('/api/players/me', { cookie: sessionCookie(byCookie)! })).body).toEqual(created.body.player);

    const byBearer = await post<PlayerSessionReply>('/api/session', { deviceKey: created.body.deviceKey, bearer: true });
    expect(byBearer.body.session).toEqual({ expiresAt: clock + 30 * DAY, token: expect.stringMatching(DEVICE_KEY) });
    expect(byBearer.headers.getSetCookie()).toEqual([]);
    expect((await get('/api/players/me', { authorization: `Bearer ${byBearer.body.session.token}` })).body).toEqual(created.body.player);

    const unknown = await post<Failure>('/api/session', { deviceKey: 'x'.repeat(43) });
    expect(unknown).toMatchObject({ status: 401, body: { error: { code: 'sign-in-refused' } } });
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('recovers on another device with the name and recovery code; a renewed code replaces the old one', async () => {
    const created = await create('Hedy Lamarr');
    const { recoveryCode, deviceKey } = created.body;
    // Typed by hand: lower case, spaces for dashes, any case of the name.
    const typed = recoveryCode.toLowerCase().replaceAll('-', ' ');
    const recovered = await post<PlayerRecoveredReply>('/api/session/recover', { name: 'hedy lamarr', recoveryCode: typed });
    expect(recovered.status).toBe(200);
    expect(recovered.body).toEqual({ player: created.body.player, deviceKey: expect.stringMatching(DEVICE_KEY), session: { expiresAt: clock + 30 * DAY } });
    expect(recovered.body.deviceKey).not.toBe(deviceKey);
    // Both devices sign in.
    for (const key of [deviceKey, recovered.body.deviceKey]) expect((await post('/api/session', { deviceKey: key })).status).toBe(200);

    const renewed = await post<{ recoveryCode: string }>('/api/players/me/recovery-code', undefined, { cookie: sessionCookie(recovered)! });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCode).toMatch(RECOVERY_CODE);
    expect(renewed.body.recoveryCode).not.toBe(recoveryCode);
    const old = await post<Failure>('/api/session/recover', { name: 'Hedy Lamarr', recoveryCode });
    expect(old).toMatchObject({ status: 401, body: { error: { code: 'recovery-refused', message: 'that name and recovery code do not match' } } });
    expect((await post('/api/session/recover', { name: 'Hedy Lamarr', recoveryCode: renewed.body.recoveryCode })).status).toBe(200);
    // Another player's code, or a name nobody has, is refused the same way.
    const other = await create('Ida Rhodes');
    for (const attempt of [{ name: 'Hedy Lamarr', recoveryCode: other.body.recoveryCode }, { name: 'Nobody Here', recoveryCode }]) {
      expect(await post('/api/session/recover', attempt)).toMatchObject({ status: 401, body: { error: { code: 'recovery-refused' } } });
    }
  });

  it('lists a player’s devices with what each called itself; forgetting one stops its key and ends its sessions, and only the owner can', async () => {
    const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const created = await create('Dorothy Hodgkin', { bearer: true });
    clock += 1000;
    const phone = await post<PlayerRecoveredReply>('/api/session/recover', { name: 'Dorothy Hodgkin', recoveryCode: created.body.recoveryCode, bearer: true }, { 'user-agent': PHONE });
    clock += 1000;
    const laptop = await post<PlayerRecoveredReply>('/api/session/recover', { name: 'Dorothy Hodgkin', recoveryCode: created.body.recoveryCode, bearer: true }, { 'user-agent': LAPTOP });
    const asPhone = { authorization: `Bearer ${phone.body.session.token}` };
    const listed = await get<PlayerDevicesReply>('/api/players/me/devices', asPhone);
    expect(listed.status).toBe(200);
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(listed.body.devices).toEqual([
      { id: expect.any(String), label: 'Firefox on Linux', createdAt: iso(clock), lastUsedAt: iso(clock), current: false },
      { id: expect.any(String), label: 'Chrome on Android', createdAt: iso(clock - 1000), lastUsedAt: iso(clock - 1000), current: true },
      { id: expect.any(String), label: null, createdAt: iso(clock - 2000), lastUsedAt: null, current: false },
    ]);
    // The ids are public and say nothing of the keys.
    const [laptopDevice, , firstDevice] = listed.body.devices;
    for (const key of [created.body.deviceKey, phone.body.deviceKey, laptop.body.deviceKey]) expect(JSON.stringify(listed.body)).not.toContain(sha256(key).slice(0, 16));

    // Another player cannot forget Dorothy's devices, nor learn whether an id is one.
    const stranger = await create('Chien-Shiung Wu', { bearer: true });
    const notYours = await call<Failure>(server.url, 'DELETE', `/api/players/me/devices/${laptopDevice!.id}`, undefined, { authorization: `Bearer ${stranger.body.session.token}` });
    expect(notYours).toMatchObject({ status: 404, body: { error: { code: 'unknown-device' } } });
    expect((await post('/api/session', { deviceKey: laptop.body.deviceKey })).status).toBe(200);

    // Forgotten from the phone: the laptop's key is refused and its open session has ended.
    const forgotten = await call(server.url, 'DELETE', `/api/players/me/devices/${laptopDevice!.id}`, undefined, asPhone);
    expect(forgotten).toMatchObject({ status: 200, body: { removed: true, signedOut: false } });
    expect(await post<Failure>('/api/session', { deviceKey: laptop.body.deviceKey })).toMatchObject({ status: 401, body: { error: { code: 'sign-in-refused' } } });
    expect((await get('/api/players/me', { authorization: `Bearer ${laptop.body.session.token}` })).status).toBe(401);
    expect((await get('/api/players/me', asPhone)).status).toBe(200);
    expect((await call<Failure>(server.url, 'DELETE', `/api/players/me/devices/${laptopDevice!.id}`, undefined, asPhone)).body.error.code).toBe('unknown-device');

    // A device that forgets itself is signed out (its cookie dropped); the other devices stay.
    const first = await post<PlayerSessionReply>('/api/session', { deviceKey: created.body.deviceKey });
    const itself = await call(server.url, 'DELETE', `/api/players/me/devices/${firstDevice!.id}`, undefined, { cookie: sessionCookie(first)! });
    expect(itself).toMatchObject({ status: 200, body: { removed: true, signedOut: true } });
    expect(itself.headers.getSetCookie()[0]).toMatch(/^decktet_session=; .*Max-Age=0/);
    expect((await get('/api/players/me', { cookie: sessionCookie(first)! })).status).toBe(401);
    expect((await get<PlayerDevicesReply>('/api/players/me/devices', asPhone)).body.devices.map((d) => d.label)).toEqual(['Chrome on Android']);
  });

  it('a device label is plain words, however the User-Agent is crafted', async () => {
    const crafted = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 <img src=x onerror=alert(1)> %1b[31m';
    const created = await create('Cecilia Payne', { bearer: true });
    clock += 1000;
    const recovered = await post<PlayerRecoveredReply>('/api/session/recover', { name: 'Cecilia Payne', recoveryCode: created.body.recoveryCode, bearer: true }, { 'user-agent': crafted });
    const listed = await get<PlayerDevicesReply>('/api/players/me/devices', { authorization: `Bearer ${recovered.body.session.token}` });
    expect(listed.body.devices.map((d) => d.label)).toEqual(['Chrome on Linux', null]);
  });

  it('a session ends after 30 days by the clock (and its cookie is dropped), or when signed out', async () => {
    const created = await create('Mary Somerville');
    const cookie = { cookie: sessionCookie(created)! };
    const bearer = (await post<PlayerSessionReply>('/api/session', { deviceKey: created.body.deviceKey, bearer: true })).body.session.token!;
    clock += 30 * DAY - 1;
    expect((await get('/api/players/me', cookie)).status).toBe(200);
    clock += 1;
    const ended = await get<Failure>('/api/players/me', cookie);
    expect(ended).toMatchObject({ status: 401, body: { error: { code: 'session-expired' } } });
    expect(ended.headers.getSetCookie()[0]).toMatch(/^decktet_session=; .*Max-Age=0/);
    expect((await get('/api/players/me', { authorization: `Bearer ${bearer}` })).status).toBe(401);
    // The ended session is forgotten; the device key still signs in.
    expect(await server.rows('SELECT * FROM player_sessions WHERE token_hash = ?', [sha256(bearer)])).toEqual([]);
    const again = await post<PlayerSessionReply>('/api/session', { deviceKey: created.body.deviceKey });
    const signedOut = await call(server.url, 'DELETE', '/api/session', undefined, { cookie: sessionCookie(again)! });
    expect(signedOut).toMatchObject({ status: 200, body: { signedOut: true } });
    expect(signedOut.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect((await get<Failure>('/api/players/me', { cookie: sessionCookie(again)! })).body.error.code).toBe('not-signed-in');
  });

  it('every write endpoint, and the player’s own page, refuses a request without a valid session', async () => {
    const created = await create('Emmy Noether');
    const before = await server.rows('SELECT recovery_hash FROM players WHERE id = ?', [created.body.player.id]);
    const requests: [string, string][] = [
      ['POST', '/api/players/me/recovery-code'],
      ['POST', '/api/players/me/passkeys/options'],
      ['POST', '/api/players/me/passkeys'],
      ['DELETE', '/api/session'],
      ['GET', '/api/players/me'],
      ['GET', '/api/players/me/devices'],
      ['DELETE', '/api/players/me/devices/any'],
    ];
    const strangers: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-session' }, { authorization: 'Basic YWRhOmFkYQ==' }, { cookie: 'decktet_session=forged' }];
    for (const [method, path] of requests) {
      for (const headers of strangers) {
        const refused = await call<Failure>(server.url, method, path, undefined, headers);
        expect(refused.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(refused.body.error.code).toBe('not-signed-in');
      }
    }
    expect(await server.rows('SELECT recovery_hash FROM players WHERE id = ?', [created.body.player.id])).toEqual(before);
    expect(await count('passkey_challenges')).toBe(0);
  });

  it('stores only hashes of device keys, recovery codes and session tokens', async () => {
    const created = await create('Sophie Germain', { bearer: true });
    const { deviceKey, recoveryCode, session } = created.body;
    const id = created.body.player.id;
    const player = await server.rows<Record<string, unknown>>('SELECT * FROM players WHERE id = ?', [id]);
    const keys = await server.rows<Record<string, unknown>>('SELECT * FROM player_device_keys WHERE player_id = ?', [id]);
    const sessions = await server.rows<Record<string, unknown>>('SELECT * FROM player_sessions WHERE player_id = ?', [id]);
    expect(player[0]).toMatchObject({ name: 'Sophie Germain', name_key: playerNameKey('Sophie Germain'), recovery_hash: sha256(recoveryCode.replaceAll('-', '')) });
    expect(keys.map((k) => k.key_hash)).toEqual([sha256(deviceKey)]);
    expect(sessions.map((s) => s.token_hash)).toEqual([sha256(session.token!)]);
    const everything = JSON.stringify([player, keys, sessions]);
    for (const secret of [deviceKey, recoveryCode, recoveryCode.replaceAll('-', ''), session.token!]) expect(everything).not.toContain(secret);
  });

  it("a player's public page shows the name and when the player came, nothing else", async () => {
    const created = await create('Ada Yonath');
    const page = await get(`/api/players/${encodeURIComponent('ADA YONATH')}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ name: 'Ada Yonath', createdAt: new Date(clock).toISOString() });
    expect(JSON.stringify(page.body)).not.toContain(created.body.player.id);
    expect(await get('/api/players/Nobody%20Here')).toMatchObject({ status: 404, body: { error: { code: 'unknown-player' } } });
  });

  it('malformed bodies are refused with a clear error and change nothing', async () => {
    const created = await create('Lise Meitner');
    const counts = async () => Promise.all(['players', 'player_device_keys', 'player_sessions'].map(count));
    const before = await counts();
    const cases: [string, unknown, string, RegExp][] = [
      ['/api/players', '{"name": "Ada', 'bad-json', /JSON/i],
      ['/api/players', {}, 'bad-request', /^name: /],
      ['/api/players', { name: 7 }, 'bad-request', /^name: /],
      ['/api/players', { name: 'Marie Curie', admin: true }, 'bad-request', /admin/],
      ['/api/players', { name: 'Marie Curie', bearer: 'yes' }, 'bad-request', /^bearer: /],
      ['/api/session', {}, 'bad-request', /^deviceKey: /],
      ['/api/session', { deviceKey: '' }, 'bad-request', /device key is empty/],
      ['/api/session', { deviceKey: 'k'.repeat(257) }, 'bad-request', /device key is too long/],
      ['/api/session/recover', { name: 'Lise Meitner' }, 'bad-request', /^recoveryCode: /],
      ['/api/session/recover', [created.body.recoveryCode], 'bad-request', /expected object/],
    ];
    for (const [path, body, code, message] of cases) {
      const refused = await post<Failure>(path, body);
      expect(refused.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(refused.body.error).toEqual({ code, message: expect.stringMatching(message) });
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    const passkey = await post<Failure>('/api/players/me/passkeys', { response: { id: '!' } }, { cookie: sessionCookie(created)! });
    expect(passkey).toMatchObject({ status: 400, body: { error: { code: 'bad-request' } } });
    expect(await counts()).toEqual(before);
  });

  it("writes from another site's pages are refused; the server's own pages and clients without an Origin may write", async () => {
    const created = await create('Rosalind Franklin');
    const body = { deviceKey: created.body.deviceKey };
    expect(await post('/api/session', body, { origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { error: { code: 'bad-origin' } } });
    expect((await post('/api/players', { name: 'Mallory' }, { origin: 'null' })).status).toBe(403);
    expect((await post('/api/session', body, { origin: server.url })).status).toBe(200);
    expect((await post('/api/session', body)).status).toBe(200);
    expect((await get('/api/players/Mallory')).status).toBe(404);
  });
});
