import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimitedKind, describeIssues, liveCreateMatchRequestSchema, liveJoinRequestSchema, liveLeaveRequestSchema, LIVE_PROTOCOL_VERSION } from '@decktet/protocol';
import type { ClientError } from '../match/errors';
import { type LobbyResult, type Lobby, type Origin, inviteLink, summarize } from '../match/lobby';
import { clientKey } from './client-address';

/** The origin the client used (behind a proxy: X-Forwarded-Proto / Host). */
export function originOf(request: FastifyRequest): Origin {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() === 'https' ? 'https' : request.protocol;
  const host = request.headers.host ?? 'localhost';
  return { http: `${proto}://${host}`, ws: `${proto === 'https' ? 'wss' : 'ws'}://${host}` };
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

/** Sends a refusal as `{ error: { code, message, params? } }`. */
export function sendRefusal(reply: FastifyReply, status: number, error: ClientError) {
  return reply.code(status).send({ error: error.params ? { code: error.code, message: error.message, params: error.params } : { code: error.code, message: error.message } });
}

export function parseBody<T>(schema: z.ZodType<T, unknown>, body: unknown, reply: FastifyReply): T | null {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  void sendError(reply, 400, 'bad-request', describeIssues(parsed.error.issues));
  return null;
}

function answer<T>(reply: FastifyReply, result: LobbyResult<T>, ok: (value: T) => unknown, status = 200) {
  if (!result.ok) return sendRefusal(reply, result.status, result.error);
  return reply.code(status).send(ok(result.value));
}

const statusQuery = z.object({ status: z.enum(['open', 'live', 'finished']).default('open') });
type IdParams = { Params: { id: string } };

/** What each rate limit counts, in the English of its message. */
const COUNTED: Record<RateLimitedKind, string> = {
  'lobby-requests': 'lobby requests',
  'matches-created': 'matches created',
  'tables-created': 'tables created',
  'quick-matches': 'quick matches',
  'seats-taken': 'seats taken',
  'seats-left': 'seats left',
  'players-created': 'players created',
  'sign-ins': 'sign-ins',
  'recovery-attempts': 'recovery attempts',
};

/**
 * The refusal of a 429 from the rate limiter (@fastify/rate-limit's errorResponseBuilder): what it
 * counts (`kind`), its time window, who it counts and the wait, in `params` and in the message.
 */
export function rateLimited(kind: RateLimitedKind, per: 'minute' | 'hour' = 'minute', by: 'player' | 'address' = 'address') {
  return (_request: FastifyRequest, context: { statusCode: number; max: number; after: string; ttl: number }) => ({
    statusCode: context.statusCode,
    code: 'rate-limited',
    message: `too many ${COUNTED[kind]}${by === 'address' ? ' from your address' : ''}: ${by === 'address' ? '' : 'a player may ask for '}at most ${context.max} ${per === 'hour' ? 'an hour' : 'a minute'}; try again in ${context.after}`,
    params: { kind, most: context.max, per, by, waitSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
  });
}

/** The lobby's JSON API under /api/ (shapes in @decktet/protocol's live/lobby.ts). */
export function registerLobbyRoutes(app: FastifyInstance, lobby: Lobby, limits: { createsPerMinute: number }): void {
  app.get('/healthz', async () => ({ ok: true }));

  app.get('/api/games', async () => ({
    games: lobby.games().map((g) => ({
      id: g.id,
      name: g.name,
      minSeats: g.minSeats,
      maxSeats: g.maxSeats,
      configSchema: z.toJSONSchema(g.configSchema, { io: 'input', unrepresentable: 'any' }),
      defaultConfig: g.configSchema.parse({}),
    })),
  }));

  const creation = { rateLimit: { max: limits.createsPerMinute, timeWindow: 60_000, errorResponseBuilder: rateLimited('matches-created') } };
  app.post('/api/matches', { config: creation }, async (request, reply) => {
    const body = parseBody(liveCreateMatchRequestSchema, request.body, reply);
    if (!body) return reply;
    return answer(reply, await lobby.create(body, { address: clientKey(request.ip) }), (room) => summarize(room, originOf(request)), 201);
  });

  app.get('/api/matches', async (request, reply) => {
    const query = parseBody(statusQuery, request.query, reply);
    if (!query) return reply;
    const rooms = await lobby.list(query.status);
    return { matches: rooms.map((room) => summarize(room, originOf(request))) };
  });

  app.get<IdParams>('/api/matches/:id', async (request, reply) => answer(reply, await lobby.find(request.params.id), (room) => summarize(room, originOf(request))));

  app.post<IdParams>('/api/matches/:id/join', async (request, reply) => {
    const body = parseBody(liveJoinRequestSchema, request.body, reply);
    if (!body) return reply;
    return answer(reply, await lobby.join(request.params.id, body.name, body.seat, originOf(request), undefined, clientKey(request.ip)), (joined) => joined);
  });

  app.post<IdParams>('/api/matches/:id/leave', async (request, reply) => {
    const body = parseBody(liveLeaveRequestSchema, request.body, reply);
    if (!body) return reply;
    return answer(reply, await lobby.leave(request.params.id, body.token, clientKey(request.ip)), (left) => left);
  });

  app.get<IdParams>('/api/matches/:id/spectate', async (request, reply) => {
    const origin = originOf(request);
    return answer(reply, await lobby.find(request.params.id), (room) => ({
      match: summarize(room, origin),
      ws: `${origin.ws}/ws`,
      hello: { type: 'hello', v: LIVE_PROTOCOL_VERSION, match: room.id },
      invite: inviteLink(origin, room.id),
    }));
  });

  app.get<IdParams>('/api/matches/:id/record', async (request, reply) => {
    const found = await lobby.find(request.params.id);
    if (!found.ok) return answer(reply, found, () => null);
    const room = found.value;
    // Unfinished matches keep their hidden cards (the record's seed reveals every order).
    if (!room.finished) return sendError(reply, 409, 'not-finished', 'the record is available once the match is over');
    return reply.header('content-disposition', `attachment; filename="${room.game.id}-${room.id}.json"`).send(room.record());
  });

  app.get<IdParams>('/api/matches/:id/chat', async (request, reply) => {
    const found = await lobby.find(request.params.id);
    if (!found.ok) return answer(reply, found, () => null);
    const room = found.value;
    // While it is played the spectators' channel stays hidden from the players; both are public after.
    if (!room.finished) return sendError(reply, 409, 'not-finished', 'the chat is available here once the match is over; while it is played it arrives over the live socket');
    return { chat: await room.ctx.storage.chat(room.id) };
  });
}
