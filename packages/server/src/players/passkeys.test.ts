import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_GAME, EXAMPLE_TABLE } from '@decktet/engine';
import type { LiveJoinReply, PlayerCreatedReply, PlayerSessionReply } from '@decktet/protocol';
import { type AuthenticationOptions, type RegistrationOptions, SoftwareAuthenticator } from '../../test/software-authenticator';
import { type PlayerTestBed, type PlayerTestServer, call, postgresBed, sessionCookie, sqliteBed } from '../../test/players-bed';

const beds = [sqliteBed(), postgresBed()];
afterAll(async () => {
  for (const bed of beds) await bed.close();
});

/** Passkeys are bound to the origin the server is configured with. */
const ORIGIN = 'https://decktet.example';
type Failure = { error: { code: string; message: string; params?: Record<string, unknown> } };

/** A server bound to ORIGIN with a clock the test moves, and the ceremonies against it (or another instance). */
function passkeyServer(bed: PlayerTestBed) {
  let server: PlayerTestServer;
  let clock = Date.parse('2030-01-01T00:00:00Z');
  beforeAll(async () => {
    server = await bed.server({ games: [EXAMPLE_GAME], publicOrigin: ORIGIN, players: { now: () => clock }, limits: { signInsPerMinute: 1000, playersPerHour: 1000, openLiveTablesPerPlayer: 10 } });
  }, 120_000);
  afterAll(() => server?.dispose());

  const post = <T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>, on = server) => call<T>(on.url, 'POST', path, body, headers);
  const registrationOptions = async (cookie: Record<string, string>) => {
    const reply = await post<{ options: RegistrationOptions & { excludeCredentials: { id: string }[] } }>('/api/players/me/passkeys/options', undefined, cookie);
    expect(reply.status).toBe(200);
    return reply.body.options;
  };
  const authenticationOptions = async (on = server) => (await post<{ options: AuthenticationOptions }>('/api/session/passkey/options', undefined, {}, on)).body.options;
  return {
    server: () => server,
    /** Another instance on the same database (PostgreSQL). */
    sibling: () => bed.server({ databaseUrl: server.databaseUrl!, publicOrigin: ORIGIN, players: { now: () => clock } }),
    later: (ms: number) => {
      clock += ms;
    },
    post,
    registrationOptions,
    authenticationOptions,
    async signUp(name: string) {
      const created = await post<PlayerCreatedReply>('/api/players', { name });
      expect(created.status).toBe(201);
      return { player: created.body.player, cookie: { cookie: sessionCookie(created)! } };
    },
    register: async (cookie: Record<string, string>, authenticator: SoftwareAuthenticator) =>
      post<Failure>('/api/players/me/passkeys', { response: authenticator.register(await registrationOptions(cookie), ORIGIN) }, cookie),
    signIn: async (authenticator: SoftwareAuthenticator, extra: object = {}, on = server) =>
      post<PlayerSessionReply & Failure>('/api/session/passkey', { response: authenticator.authenticate(await authenticationOptions(on), ORIGIN), ...extra }, {}, on),
  };
}

describe.each(beds)('passkeys on $database', (bed) => {
  const { server, later, post, registrationOptions, authenticationOptions, signUp, register, signIn } = passkeyServer(bed);

  it('a signed-in player registers a passkey and signs in with it: a real round trip through WebAuthn verification', async () => {
    const { player, cookie } = await signUp('Ada Lovelace');
    const options = await registrationOptions(cookie);
    expect(options).toMatchObject({ rp: { id: 'decktet.example', name: 'Decktet Table' }, user: { name: 'Ada Lovelace', id: Buffer.from(player.id).toString('base64url') }, attestation: 'none', excludeCredentials: [] });
    const authenticator = new SoftwareAuthenticator();
    const registered = await post('/api/players/me/passkeys', { response: authenticator.register(options, ORIGIN) }, cookie);
    expect(registered).toMatchObject({ status: 201, body: { passkey: { id: authenticator.id } } });
    const [row] = await server().rows<Record<string, unknown>>('SELECT * FROM player_passkeys WHERE player_id = ?', [player.id]);
    expect(row).toMatchObject({ id: authenticator.id, transports: '["internal"]' });
    expect(Number(row!.counter)).toBe(0);

    const signedIn = await signIn(authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ player, session: { expiresAt: expect.any(Number) } });
    expect((await call(server().url, 'GET', '/api/players/me', undefined, { cookie: sessionCookie(signedIn)! })).body).toEqual(player);
    const asBearer = await signIn(authenticator, { bearer: true });
    expect(asBearer.body.session.token).toEqual(expect.any(String));
    const [used] = await server().rows<{ counter: number | string }>('SELECT counter FROM player_passkeys WHERE id = ?', [authenticator.id]);
    expect(Number(used!.counter)).toBe(2);
    // Options for the next passkey leave this one out.
    expect((await registrationOptions(cookie)).excludeCredentials.map((c) => c.id)).toEqual([authenticator.id]);
    expect(await register(cookie, authenticator)).toMatchObject({ status: 409, body: { error: { code: 'passkey-known' } } });
  });

  it('refuses answers that do not hold: replayed, too late, from another site, for another player, by a key that is not the passkey’s', async () => {
    const ada = await signUp('Grace Hopper');
    const authenticator = new SoftwareAuthenticator();
    expect((await register(ada.cookie, authenticator)).status).toBe(201);

    // The same answer twice: its challenge was used up.
    const answer = authenticator.authenticate(await authenticationOptions(), ORIGIN);
    expect((await post('/api/session/passkey', { response: answer })).status).toBe(200);
    expect(await post('/api/session/passkey', { response: answer })).toMatchObject({ status: 400, body: { error: { code: 'passkey-refused', message: expect.stringMatching(/did not give/), params: { reason: 'unknown-challenge' } } } });

    // Past the challenge's five minutes.
    const late = await authenticationOptions();
    later(5 * 60_000);
    expect(await post('/api/session/passkey', { response: authenticator.authenticate(late, ORIGIN) })).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/expired/), params: { reason: 'challenge-expired' } } } });

    // Signed on another site's page, or for another relying party.
    const phished = await post<Failure>('/api/session/passkey', { response: authenticator.authenticate(await authenticationOptions(), 'https://decktet.example.evil') });
    expect(phished).toMatchObject({ status: 401, body: { error: { code: 'passkey-refused', message: expect.stringMatching(/origin "https:\/\/decktet.example.evil"/), params: { reason: 'not-verified' } } } });
    const otherParty = await post<Failure>('/api/session/passkey', { response: authenticator.authenticate({ ...(await authenticationOptions()), rpId: 'evil.example' }, ORIGIN) });
    expect(otherParty).toMatchObject({ status: 401, body: { error: { code: 'passkey-refused', message: expect.stringMatching(/Unexpected RP ID hash/), params: { reason: 'not-verified' } } } });

    // A key posing as the passkey (ahead of its counter, or behind it like a clone), an unknown passkey, and a passkey claiming another player.
    for (const [start, why] of [[100, /did not verify/], [0, /counter value 1 was lower/]] as const) {
      const impostor = new SoftwareAuthenticator(authenticator.credentialId, start);
      impostor.userHandle = authenticator.userHandle;
      expect(await signIn(impostor)).toMatchObject({ status: 401, body: { error: { code: 'passkey-refused', message: expect.stringMatching(why), params: { reason: 'not-verified' } } } });
    }
    expect((await signIn(authenticator)).status).toBe(200);
    expect(await signIn(new SoftwareAuthenticator())).toMatchObject({ status: 401, body: { error: { message: 'that passkey is not registered here', params: { reason: 'not-registered' } } } });
    authenticator.userHandle = Buffer.from('someone else').toString('base64url');
    expect(await signIn(authenticator)).toMatchObject({ status: 401, body: { error: { message: 'that passkey belongs to another player', params: { reason: 'other-player' } } } });

    // A registration answering a challenge given to another player, or made for another relying party.
    const bo = await signUp('Bo Peep');
    const adaOptions = await registrationOptions(ada.cookie);
    expect(await post('/api/players/me/passkeys', { response: new SoftwareAuthenticator().register(adaOptions, ORIGIN) }, bo.cookie)).toMatchObject({ status: 400, body: { error: { code: 'passkey-refused', message: expect.stringMatching(/did not give/) } } });
    const misplaced = new SoftwareAuthenticator().register(await registrationOptions(bo.cookie), ORIGIN, { rpId: 'evil.example' });
    expect(await post('/api/players/me/passkeys', { response: misplaced }, bo.cookie)).toMatchObject({ status: 400, body: { error: { code: 'passkey-refused', message: expect.stringMatching(/RP ID/) } } });
    expect(await server().rows('SELECT id FROM player_passkeys WHERE player_id = ?', [bo.player.id])).toEqual([]);
  });

  it("signing out of a passkey's session ends the seat tokens issued to it; a device's session keeps its seats (the device signs in again)", async () => {
    const { cookie } = await signUp(`Rosalind Franklin ${bed.database}`);
    const authenticator = new SoftwareAuthenticator();
    expect((await register(cookie, authenticator)).status).toBe(201);
    const byPasskey = { cookie: sessionCookie(await signIn(authenticator))! };
    const table = { ...EXAMPLE_TABLE, seats: [{ kind: 'human' }, { kind: 'human' }], rated: false };
    const passkeySeat = await post<LiveJoinReply>('/api/tables', table, byPasskey);
    const deviceSeat = await post<LiveJoinReply>('/api/tables', table, cookie);
    expect([passkeySeat.status, deviceSeat.status]).toEqual([201, 201]);
    const [holder] = await server().rows<{ token_holder: string }>('SELECT token_holder FROM seats WHERE match_id = ? AND seat = 0', [passkeySeat.body.match.id]);
    expect(holder!.token_holder).toMatch(/^session:[0-9a-f]{64}$/);

    for (const signedIn of [byPasskey, cookie]) expect((await call(server().url, 'DELETE', '/api/session', undefined, signedIn)).status).toBe(200);
    const leave = (seat: LiveJoinReply) => post<Failure>(`/api/matches/${seat.match.id}/leave`, { token: seat.token });
    expect(await leave(passkeySeat.body)).toMatchObject({ status: 403, body: { error: { code: 'device-forgotten' } } });
    // The device's key still signs that device in: its seat is its own still.
    expect((await leave(deviceSeat.body)).status).toBe(200);
  });

  it('without a configured origin, passkeys are bound to the origin each request names', async () => {
    const local = await bed.server({});
    try {
      const created = await post<PlayerCreatedReply>('/api/players', { name: 'Hedy Lamarr' }, {}, local);
      const cookie = { cookie: sessionCookie(created)! };
      const options = (await post<{ options: RegistrationOptions }>('/api/players/me/passkeys/options', undefined, cookie, local)).body.options;
      expect(options.rp.id).toBe('127.0.0.1');
      const authenticator = new SoftwareAuthenticator();
      expect((await post('/api/players/me/passkeys', { response: authenticator.register(options, local.url) }, cookie, local)).status).toBe(201);
      const signIn = authenticator.authenticate((await post<{ options: AuthenticationOptions }>('/api/session/passkey/options', undefined, {}, local)).body.options, local.url);
      expect((await post('/api/session/passkey', { response: signIn }, {}, local)).status).toBe(200);
    } finally {
      await local.dispose();
    }
  });
});

describe('passkeys on two PostgreSQL instances', () => {
  const { sibling, post, registrationOptions, authenticationOptions, signUp } = passkeyServer(beds[1]!);

  it('two instances share players, sessions and challenges: options from one, the answer to the other', async () => {
    const other = await sibling();
    try {
      const { player, cookie } = await signUp('Mary Somerville');
      expect((await call(other.url, 'GET', '/api/players/me', undefined, cookie)).body).toEqual(player);
      const authenticator = new SoftwareAuthenticator();
      const options = await registrationOptions(cookie);
      expect((await post('/api/players/me/passkeys', { response: authenticator.register(options, ORIGIN) }, cookie, other)).status).toBe(201);
      const answer = authenticator.authenticate(await authenticationOptions(other), ORIGIN);
      const signedIn = await post<PlayerSessionReply>('/api/session/passkey', { response: answer });
      expect(signedIn).toMatchObject({ status: 200, body: { player } });
      expect((await post('/api/players', { name: 'mary SOMERVILLE' }, {}, other)).status).toBe(409);
    } finally {
      await other.dispose();
    }
  });
});
