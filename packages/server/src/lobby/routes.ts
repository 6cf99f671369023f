import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RateLimitedKind, pushSubscriptionRequestSchema, pushUnsubscribeRequestSchema, quickMatchPreviewQuerySchema, quickMatchRequestSchema, tableCreateRequestSchema, tablePageQuerySchema } from '@decktet/protocol';
import type { ServerLimits } from '../http/limits';
import { clientKey } from '../http/client-address';
import { originOf, parseBody, rateLimited, sendRefusal } from '../http/routes';
import type { Lobby, LobbyResult } from '../match/lobby';
import { type PlayerAccounts, type SignedIn, tokenHolderOf } from '../players/accounts';
import { fromOurPages, presentedToken, requireSession } from '../players/session-http';
import type { TableStore } from '../storage';
import type { PushSender } from './push';
import type { Tables } from './tables';
import { YourTurn } from './your-turn';

export type TableRouteLimits = Pick<ServerLimits, 'tablesPerMinute' | 'quickMatchesPerMinute' | 'pushSubscriptionsPerPlayer'>;

export interface TableRoutes {
  tables: Tables;
  lobby: Lobby;
  store: TableStore;
  push: PushSender;
  accounts: PlayerAccounts;
  allowedOrigins: readonly string[];
  limits: TableRouteLimits;
  /** The server's clock (epoch ms). */
  now: () => number;
}

type IdParams = { Params: { id: string } };

/** Sends a refusal as `{ error }`, or the value (with `status`). */
function answer<T>(reply: FastifyReply, result: LobbyResult<T>, status = 200) {
  if (!result.ok) return sendRefusal(reply, result.status, result.error);
  return reply.code(status).send(result.value);
}

/**
 * The signed-in player a seat is taken for: its token tied to the session's device (or passkey
 * session), with the address the request came from (rated tables keep it, salted).
 */
const seatHolder = (me: SignedIn, request: FastifyRequest) => ({ id: me.player.id, name: me.player.name, tokenHolder: tokenHolderOf(me), address: request.ip });

/** The lobby's tables, Quick match, "Your turn" and Web Push under /api/ (shapes in @decktet/protocol's tables.ts and push.ts). */
export function registerTableRoutes(app: FastifyInstance, routes: TableRoutes): void {
  const { tables, accounts, limits, push } = routes;
  /**
   * A budget per signed-in player for one kind of request (a request without a session counts
   * against its address, and is refused anyway). The limiters share one store: the key names the kind.
   */
  const perPlayer = (max: number, kind: RateLimitedKind) =>
    app.rateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: async (request: FastifyRequest) => {
        const session = await accounts.signedIn(presentedToken(request));
        return `${kind}/${session.ok ? `player:${session.value.player.id}` : `address:${request.ip}`}`;
      },
      errorResponseBuilder: rateLimited(kind, 'minute', 'player'),
    });
  const signedIn = (request: FastifyRequest, reply: FastifyReply) => requireSession(accounts, request, reply);
  const yourTurn = new YourTurn(routes.lobby, routes.store);

  app.register(async (scope) => {
    // Seat tokens are in the replies: no cache keeps them.
    scope.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    const write = { preHandler: fromOurPages(routes.allowedOrigins, 'create, join or cancel tables, or subscribe to reminders, here') };

    scope.post('/api/tables', { ...write, onRequest: perPlayer(limits.tablesPerMinute, 'tables-created') }, async (request, reply) => {
      const me = await signedIn(request, reply);
      const body = me && parseBody(tableCreateRequestSchema, request.body, reply);
      if (!me || !body) return reply;
      return answer(reply, await tables.create(body, seatHolder(me, request), originOf(request), clientKey(request.ip)), 201);
    });

    scope.get('/api/tables', async (request, reply) => {
      const query = parseBody(tablePageQuerySchema, request.query, reply);
      return query ? answer(reply, await tables.list(query, originOf(request))) : reply;
    });

    scope.post<IdParams>('/api/tables/:id/join', write, async (request, reply) => {
      const me = await signedIn(request, reply);
      return me ? answer(reply, await tables.join(request.params.id, seatHolder(me, request), originOf(request), clientKey(request.ip))) : reply;
    });

    scope.delete<IdParams>('/api/tables/:id', write, async (request, reply) => {
      const me = await signedIn(request, reply);
      return me ? answer(reply, await tables.cancel(request.params.id, seatHolder(me, request))) : reply;
    });

    scope.post('/api/quick-match', { ...write, onRequest: perPlayer(limits.quickMatchesPerMinute, 'quick-matches') }, async (request, reply) => {
      const me = await signedIn(request, reply);
      const body = me && parseBody(quickMatchRequestSchema, request.body, reply);
      if (!me || !body) return reply;
      return answer(reply, await tables.quickMatch(body, seatHolder(me, request), originOf(request), clientKey(request.ip)));
    });

    scope.get('/api/quick-match/preview', async (request, reply) => {
      const me = await signedIn(request, reply);
      const query = me && parseBody(quickMatchPreviewQuerySchema, request.query, reply);
      if (!me || !query) return reply;
      return answer(reply, await tables.quickMatchPreview(query, seatHolder(me, request), originOf(request)));
    });

    scope.get('/api/players/me/your-turn', async (request, reply) => {
      const me = await signedIn(request, reply);
      return me ? { matches: await yourTurn.of(me.player.id, originOf(request)), now: routes.now() } : reply;
    });

    scope.get('/api/push/key', async () => ({ publicKey: push.publicKey }));

    scope.post('/api/push/subscription', write, async (request, reply) => {
      const me = await signedIn(request, reply);
      const body = me && parseBody(pushSubscriptionRequestSchema, request.body, reply);
      if (!me || !body) return reply;
      const refused = await push.subscribe(me.player.id, body, limits.pushSubscriptionsPerPlayer);
      return refused ? sendRefusal(reply, 400, refused) : reply.code(201).send({ subscribed: true });
    });

    scope.delete('/api/push/subscription', write, async (request, reply) => {
      const me = await signedIn(request, reply);
      const body = me && parseBody(pushUnsubscribeRequestSchema, request.body, reply);
      if (!me || !body) return reply;
      return { unsubscribed: await push.unsubscribe(me.player.id, body.endpoint) };
    });
  });
}
