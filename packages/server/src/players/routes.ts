import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type Player,
  passkeyAuthenticationRequestSchema,
  passkeyRegistrationRequestSchema,
  playerCreateRequestSchema,
  playerRecoverRequestSchema,
  playerSignInRequestSchema,
} from '@decktet/protocol';
import { originOf, parseBody, rateLimited, sendRefusal } from '../http/routes';
import type { ServerLimits } from '../http/limits';
import type { PlayerStore, StoredPlayer } from '../storage';
import { type PlayerResult, PlayerAccounts } from './accounts';
import { deviceLabel } from './device-label';
import { Passkeys, relyingParty } from './passkeys';
import { clearSessionCookie, fromOurPages, handOver, presentedToken, requireSession } from './session-http';
import type { PlayerSettings } from './settings';

export type PlayerLimits = Pick<ServerLimits, 'playersPerHour' | 'signInsPerMinute' | 'recoveriesPerHour'>;

const HOUR = 3600_000;
/** A player as the player sees themself: id and name (the public page has the name alone). */
const asPlayer = (p: StoredPlayer): Player => ({ id: p.id, name: p.name });

/** Sends a refusal as `{ error }`; null when it was one. */
function settled<T>(reply: FastifyReply, result: PlayerResult<T>): T | null {
  if (result.ok) return result.value;
  void sendRefusal(reply, result.status, result.error);
  return null;
}

/** Tells the rooms of these matches (here and on every instance) that seat tokens in them ended: their sockets are told and watch on as spectators. */
export type SeatsEnded = (matchIds: readonly string[]) => Promise<void>;

/** The players' and sessions' JSON API (shapes in @decktet/protocol's players.ts). */
/**
 * `seatsEnded` hears of matches whose seat tokens a forgotten device or ended session held.
 * `sameBrowser` hears of a browser that signs in (or takes a name) as one player while it holds
 * another's session: the two are linked, and never rated against each other (docs/ratings.md).
 */
export function registerPlayerRoutes(app: FastifyInstance, store: PlayerStore, settings: PlayerSettings, limits: PlayerLimits, seatsEnded: SeatsEnded = async () => undefined, sameBrowser?: (a: string, b: string) => Promise<void>): void {
  const accounts = new PlayerAccounts(store, settings);
  const passkeys = new Passkeys(store, settings);
  // One budget per client address for each: signing in (every way of it) counts in one.
  const creating = app.rateLimit({ max: limits.playersPerHour, timeWindow: HOUR, errorResponseBuilder: rateLimited('players-created', 'hour') });
  const signingIn = app.rateLimit({ max: limits.signInsPerMinute, timeWindow: 60_000, errorResponseBuilder: rateLimited('sign-ins') });
  const recovering = app.rateLimit({ max: limits.recoveriesPerHour, timeWindow: HOUR, errorResponseBuilder: rateLimited('recovery-attempts', 'hour') });

  const rp = (request: FastifyRequest) => relyingParty(settings.publicOrigin ?? originOf(request).http);

  const signedIn = (request: FastifyRequest, reply: FastifyReply) => requireSession(accounts, request, reply);
  /** Opens a session for the player on a device (null: by passkey) and answers with it (cookie or bearer token). */
  const sessionReply = async (request: FastifyRequest, reply: FastifyReply, player: StoredPlayer, deviceId: string | null, bearer: boolean | undefined, extra: object = {}, status = 200) => {
    const before = sameBrowser ? await accounts.signedIn(presentedToken(request)) : null;
    if (before?.ok && before.value.player.id !== player.id) await sameBrowser!(before.value.player.id, player.id);
    const session = handOver(request, reply, await accounts.openSession(player, deviceId), bearer, settings.now());
    return reply.code(status).send({ player: asPlayer(player), ...extra, session });
  };

  app.register(async (scope) => {
    // Replies may carry secrets shown once: no cache keeps them.
    scope.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    const write = { preHandler: fromOurPages(settings.allowedOrigins, 'sign in or change a player here') };

    scope.post('/api/players', { ...write, onRequest: creating }, async (request, reply) => {
      const body = parseBody(playerCreateRequestSchema, request.body, reply);
      if (!body) return reply;
      const created = settled(reply, await accounts.create(body.name, deviceLabel(request.headers['user-agent'])));
      if (!created) return reply;
      return sessionReply(request, reply, created.player, created.deviceId, body.bearer, { deviceKey: created.deviceKey, recoveryCode: created.recoveryCode }, 201);
    });

    scope.get('/api/players/me', async (request, reply) => {
      const me = await signedIn(request, reply);
      return me ? asPlayer(me.player) : reply;
    });

    scope.post('/api/players/me/recovery-code', write, async (request, reply) => {
      const me = await signedIn(request, reply);
      return me ? { recoveryCode: await accounts.renewRecoveryCode(me.player) } : reply;
    });

    scope.get('/api/players/me/devices', async (request, reply) => {
      const me = await signedIn(request, reply);
      return me ? { devices: await accounts.devices(me) } : reply;
    });

    scope.delete<{ Params: { id: string } }>('/api/players/me/devices/:id', write, async (request, reply) => {
      const me = await signedIn(request, reply);
      const forgotten = me && settled(reply, await accounts.forgetDevice(me, request.params.id));
      if (!forgotten) return reply;
      await seatsEnded(forgotten.endedSeatsIn);
      if (forgotten.signedOut) clearSessionCookie(request, reply);
      return { removed: true, signedOut: forgotten.signedOut };
    });

    scope.post('/api/players/me/passkeys/options', write, async (request, reply) => {
      const me = await signedIn(request, reply);
      return me ? { options: await passkeys.registrationOptions(me.player, rp(request)) } : reply;
    });

    scope.post('/api/players/me/passkeys', write, async (request, reply) => {
      const me = await signedIn(request, reply);
      const body = me && parseBody(passkeyRegistrationRequestSchema, request.body, reply);
      if (!me || !body) return reply;
      const registered = settled(reply, await passkeys.register(me.player, body, rp(request)));
      return registered ? reply.code(201).send({ passkey: registered }) : reply;
    });

    scope.get<{ Params: { name: string } }>('/api/players/:name', async (request, reply) => settled(reply, await accounts.profile(request.params.name)) ?? reply);

    scope.post('/api/session', { ...write, onRequest: signingIn }, async (request, reply) => {
      const body = parseBody(playerSignInRequestSchema, request.body, reply);
      const found = body && settled(reply, await accounts.signIn(body.deviceKey));
      return body && found ? sessionReply(request, reply, found.player, found.deviceId, body.bearer) : reply;
    });

    scope.post('/api/session/recover', { ...write, onRequest: recovering }, async (request, reply) => {
      const body = parseBody(playerRecoverRequestSchema, request.body, reply);
      const recovered = body && settled(reply, await accounts.recover(body.name, body.recoveryCode, deviceLabel(request.headers['user-agent'])));
      return body && recovered ? sessionReply(request, reply, recovered.player, recovered.deviceId, body.bearer, { deviceKey: recovered.deviceKey }) : reply;
    });

    scope.post('/api/session/passkey/options', { ...write, onRequest: signingIn }, async (request) => ({ options: await passkeys.authenticationOptions(rp(request)) }));

    scope.post('/api/session/passkey', { ...write, onRequest: signingIn }, async (request, reply) => {
      const body = parseBody(passkeyAuthenticationRequestSchema, request.body, reply);
      const player = body && settled(reply, await passkeys.authenticate(body, rp(request)));
      return body && player ? sessionReply(request, reply, player, null, body.bearer) : reply;
    });

    scope.delete('/api/session', write, async (request, reply) => {
      const me = await signedIn(request, reply);
      if (!me) return reply;
      await seatsEnded(await accounts.closeSession(me));
      clearSessionCookie(request, reply);
      return { signedOut: true };
    });
  });
}
