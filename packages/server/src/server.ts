import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import pino from 'pino';
import type { AnyGame } from '@decktet/engine';
import { DEFAULT_TURN_SECONDS, LIVE_AWAY_AFTER_MS, LIVE_MAX_CLIENT_MESSAGE_BYTES, LOBBY_FEED_PATH, TURN_SECONDS_MAX, TURN_SECONDS_MIN } from '@decktet/protocol';
import { BotPool } from './bots/pool';
import type { ServerContext } from './context';
import { clientKey } from './http/client-address';
import { guardConnections } from './http/connection-guard';
import { AddressCreationPolicy } from './http/creation-policy';
import { SeatGuard } from './http/seat-guard';
import { SECURITY_HEADERS, noStoreForApi, staticCacheHeaders } from './http/headers';
import { DEFAULT_LIMITS, type ServerLimits, addressShare } from './http/limits';
import { originOf, rateLimited, registerLobbyRoutes } from './http/routes';
import { LobbyFeed } from './lobby/feed';
import { handleFeedSocket } from './lobby/feed-socket';
import { PushSender } from './lobby/push';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from './lobby/push-settings';
import { TurnReminders } from './lobby/reminders';
import { registerTableRoutes } from './lobby/routes';
import { Tables } from './lobby/tables';
import { REAL_CLOCK, type ServerClock } from './match/clock';
import { Hub } from './match/hub';
import { Lobby, type TurnClockPolicy } from './match/lobby';
import { PlayerAccounts } from './players/accounts';
import { registerPlayerRoutes } from './players/routes';
import { DEFAULT_PLAYER_SETTINGS, type PlayerSettings } from './players/settings';
import { DEFAULT_RATING_PAGES, RatingReader, type RatingPages } from './ratings/pages';
import { DEFAULT_RATED_PLAY, type RatedPlay, RatedResults } from './ratings/ratings';
import { registerRatingRoutes } from './ratings/routes';
import { openStorage } from './storage';
import { presentedToken } from './players/session-http';
import { ChatRate } from './ws/chat-rate';
import { ClientAddresses } from './ws/client-addresses';
import { handleConnection } from './ws/connection';
import { Heartbeat } from './ws/heartbeat';
import { originAllowed } from './ws/origin';

export interface ServerOptions {
  port?: number;
  host?: string;
  /** SQLite lives here (default ./data) unless databaseUrl is set. */
  dataDir?: string;
  /** postgres://… : matches live in PostgreSQL, shared by every instance using the same database. */
  databaseUrl?: string;
  /** The games offered (default: the product's games from @decktet/ai). */
  games?: readonly AnyGame[];
  /** pino level: fatal, error, warn, info (default), debug, silent. */
  logLevel?: string;
  /** Where the structured log lines go (default standard output). */
  logStream?: { write(line: string): void };
  /** The built web client to serve (default packages/web/dist). */
  webDir?: string;
  /** Bot worker threads (default: one per core, at least one). */
  botWorkers?: number;
  snapshotEvery?: number;
  tokenTtlMs?: number;
  /** Abuse limits (defaults in DEFAULT_LIMITS, docs/deploy.md "Limits"). */
  limits?: Partial<ServerLimits>;
  /**
   * Behind a reverse proxy: which proxies to believe about the client's address (X-Forwarded-For)
   * and scheme — true (any), or the proxies' addresses/CIDRs separated by commas (e.g.
   * "127.0.0.1,10.0.0.0/8"). Default false: the address is the connection's own.
   */
  trustProxy?: boolean | string;
  /** Pages on other origins allowed to open live sockets (the server's own origin always is; "*": any). */
  allowedOrigins?: readonly string[];
  /** The turn clock of a match created without one (default DEFAULT_TURN_SECONDS; null: no clock). */
  defaultTurnSeconds?: number | null;
  /** The shortest turn clock a creator may ask for (default TURN_SECONDS_MIN). Tests lower it to keep short clocks quick. */
  minTurnSeconds?: number;
  /** A seat whose sockets have sent nothing for this long shows as away (default LIVE_AWAY_AFTER_MS). */
  awayAfterMs?: number;
  /**
   * How long every reaction window (DR-16, DR-36) stays on show at least, at a table with a person
   * seated while somebody watches it, so that a window nobody could answer looks like one answered at once (default
   * DEFAULT_WINDOW_HOLD_MS, 1 s; docs/security.md).
   */
  windowHoldMs?: number;
  /** The origin players reach the server at (https://decktet.example): passkeys are bound to it. Default: each request's own. */
  publicOrigin?: string;
  /** Players' sessions and passkey challenges (defaults in DEFAULT_PLAYER_SETTINGS); tests set the clock. */
  players?: Partial<Pick<PlayerSettings, 'sessionTtlMs' | 'challengeTtlMs' | 'now'>>;
  /** The clock of turn clocks (and, unless `players.now` is set, of sessions): real time unless a test moves a ManualClock. */
  clock?: ServerClock;
  /** Web Push reminders (defaults in DEFAULT_PUSH_SETTINGS): the VAPID subject, the push services allowed. */
  push?: Partial<PushSettings>;
  /** Who the leaderboards list and what players' pages show (defaults in DEFAULT_RATING_PAGES). */
  ratings?: Partial<RatingPages>;
  /** The rules that keep ratings earned (defaults in DEFAULT_RATED_PLAY: decisions before a result counts, results per pair a day). */
  ratedPlay?: Partial<RatedPlay>;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the match server: lobby under /api/, live play at /ws, the web client everywhere else. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const clock = checkClockOptions(options);
  const logOptions = { level: options.logLevel ?? 'info', base: { service: 'decktet-server' } };
  const log = options.logStream ? pino(logOptions, options.logStream) : pino(logOptions);
  const games = options.games ?? (await import('@decktet/catalog')).GAMES;
  const storage = await openStorage({ dataDir: options.dataDir ?? './data', databaseUrl: options.databaseUrl, onError: (e) => log.error({ err: e }, 'database error') });
  const bots = new BotPool(options.botWorkers ?? Math.max(1, cpus().length));
  const serverClock = options.clock ?? REAL_CLOCK;
  const players: PlayerSettings = { ...DEFAULT_PLAYER_SETTINGS, now: () => serverClock.now(), ...options.players, publicOrigin: options.publicOrigin ?? null, allowedOrigins: options.allowedOrigins ?? [] };
  const push = await PushSender.start(storage.push, { ...DEFAULT_PUSH_SETTINGS, ...options.push }, log, () => serverClock.now());
  const reminders = new TurnReminders(storage.tables, push, new Map(games.map((g) => [g.id, g])), log);
  const gameMap = new Map(games.map((g) => [g.id, g]));
  const ratedContext = {
    seatsShareAddress: (id: string) => storage.tables.seatsShareAddress(id),
    playersLinked: (a: string, b: string) => storage.ratings.linked(a, b),
    pairings: (pool: string, a: string, b: string, since: number) => storage.ratings.pairings(pool, a, b, since),
  };
  const results = new RatedResults(storage.ratings, log, players.now, gameMap, ratedContext, { ...DEFAULT_RATED_PLAY, ...options.ratedPlay });
  const ctx: ServerContext = {
    storage,
    games: gameMap,
    log,
    bots,
    snapshotEvery: options.snapshotEvery ?? 50,
    tokenTtlMs: options.tokenTtlMs ?? 30 * 24 * 3600 * 1000,
    coverDifficulty: 'normal',
    awayAfterMs: options.awayAfterMs ?? LIVE_AWAY_AFTER_MS,
    ...(options.windowHoldMs !== undefined ? { windowHoldMs: options.windowHoldMs } : {}),
    results,
    clock: serverClock,
    turnOwed: (owed) => reminders.owed(owed),
    whoPlays: (matchId, anyone) => void lobby.whoPlays(matchId, anyone).catch((e: unknown) => log.error({ err: e, match: matchId }, 'following who plays a match failed')),
  };
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const accounts = new PlayerAccounts(storage.players, players);
  const hub = new Hub(ctx, bots);
  const lobby = new Lobby(hub, new AddressCreationPolicy(limits), clock, new SeatGuard(limits, () => serverClock.now()));
  const tables = new Tables(lobby, hub, limits);
  const stopExpiry = expireOpenTables(tables, serverClock, log);
  const feed = new LobbyFeed(lobby, storage, log);
  const trustProxy = options.trustProxy ?? false;
  const allowedOrigins = options.allowedOrigins ?? [];

  const app = Fastify({
    loggerInstance: log,
    bodyLimit: 64 * 1024,
    trustProxy,
    // A connection on which nothing happens is closed (upgraded WebSockets are exempt: they have heartbeats).
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      // Counted from the connection for its first request: a silent or half-sent request is cut off with 408.
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      requestTimeout: limits.requestTimeoutMs,
      // How often node looks for connections past those timeouts (its own default is 30 s).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  });
  guardConnections(app.server, {
    maxConnections: limits.maxConnections,
    // Behind a proxy every connection comes from the proxy: client addresses are counted per socket and request instead.
    maxConnectionsPerAddress: trustProxy === false ? addressShare(limits.maxConnectionsPerAddress, limits) : null,
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    const code = status === 413 ? 'too-large' : status === 429 ? 'rate-limited' : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'bad-json' : status === 500 ? 'internal' : 'bad-request';
    // A rate limit's refusal carries its figures (rateLimited in http/routes.ts).
    const { params } = error as { params?: Record<string, unknown> };
    return reply.code(status).send({ error: { code, message: status === 500 ? 'the server failed to handle the request' : error.message, ...(status === 429 && params ? { params } : {}) } });
  });
  await app.register(fastifyHelmet, SECURITY_HEADERS);
  await app.register(fastifyRateLimit, {
    max: limits.apiRequestsPerMinute,
    timeWindow: 60_000,
    ipv6Subnet: 64,
    // The lobby API only: the web client's files and /healthz are not counted.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: rateLimited('lobby-requests'),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: LIVE_MAX_CLIENT_MESSAGE_BYTES } });
  // An address's sockets are its share of the connection cap at most (a few addresses cannot hold it all).
  const addresses = new ClientAddresses({ ...limits, maxSocketsPerAddress: addressShare(limits.maxSocketsPerAddress, limits) });
  const chatRate = new ChatRate();
  const heartbeat = new Heartbeat(limits.pingIntervalMs, limits.idleSocketMs);
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (originAllowed(origin, request.headers.host, allowedOrigins)) return;
    request.log.info({ origin }, 'live socket refused: origin not allowed');
    return reply.code(403).send({ error: { code: 'bad-origin', message: `pages from ${origin} may not open live sockets on this server` } });
  };
  app.register(async (scope) => {
    scope.get('/ws', { websocket: true, preValidation: checkOrigin }, (socket, request) => {
      heartbeat.watch(socket);
      const watcher = async () => {
        const session = await accounts.signedIn(presentedToken(request));
        return session.ok ? session.value.player.id : null;
      };
      handleConnection(socket, hub, ctx, limits, { address: clientKey(request.ip), addresses, chatRate, watcher });
    });
    scope.get(LOBBY_FEED_PATH, { websocket: true, preValidation: checkOrigin }, (socket, request) => {
      heartbeat.watch(socket);
      handleFeedSocket(socket, request.query, originOf(request), feed, limits, { address: clientKey(request.ip), addresses });
    });
  });
  registerLobbyRoutes(app as unknown as FastifyInstance, lobby, limits);
  registerPlayerRoutes(app as unknown as FastifyInstance, storage.players, players, limits, async (ids) => {
    // Sockets here hear it from the room, the other instances from the announcement.
    for (const id of ids) {
      await storage.announce(id);
      await hub.remoteChange(id);
    }
  }, (x, y) => storage.ratings.link(x, y, players.now()));
  registerTableRoutes(app as unknown as FastifyInstance, { tables, lobby, store: storage.tables, push, accounts, allowedOrigins: players.allowedOrigins, limits, now: () => serverClock.now() });
  registerRatingRoutes(app as unknown as FastifyInstance, new RatingReader(storage.ratings, storage.players, ctx.games, { ...DEFAULT_RATING_PAGES, ...options.ratings }, storage));
  serveWebClient(app as unknown as FastifyInstance, options.webDir ?? fileURLToPath(new URL('../../web/dist', import.meta.url)));

  const resumed = await hub.resumeLive();
  await results.settleMissed((id) => hub.room(id));
  await app.listen({ port: options.port ?? 8080, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log.info({ url, storage: storage.kind, resumed }, 'decktet server listening');

  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        heartbeat.stop();
        stopExpiry();
        for (const socket of app.websocketServer.clients) socket.close(1001, 'server shutting down');
        await app.close();
        await hub.close();
        await bots.close();
        await storage.close();
        log.info('decktet server stopped');
      })();
      return closing;
    },
  };
}

/** How often open tables past their lifetime are looked for. */
const EXPIRY_SWEEP_MS = 60_000;

/** Calls off open tables past their lifetime, every EXPIRY_SWEEP_MS on the server's clock; returns what stops it. */
function expireOpenTables(tables: Tables, clock: ServerClock, log: { error(o: object, m: string): void }): () => void {
  let cancel = () => {};
  const sweep = () => {
    cancel = clock.after(EXPIRY_SWEEP_MS, () => {
      // The next sweep is set first: a clock moved on by hours runs one sweep per minute on the way.
      sweep();
      tables.expire(clock.now()).catch((e: unknown) => log.error({ err: e }, 'expiring open tables failed'));
    });
  };
  sweep();
  return () => cancel();
}

/** The clock settings, checked before anything starts: a bad default is the operator's to fix. */
function checkClockOptions(options: ServerOptions): TurnClockPolicy {
  const min = options.minTurnSeconds ?? TURN_SECONDS_MIN;
  const fallback = options.defaultTurnSeconds === undefined ? DEFAULT_TURN_SECONDS : options.defaultTurnSeconds;
  if (!Number.isInteger(min) || min < 1 || min > TURN_SECONDS_MAX) throw new Error(`the shortest turn clock must be a whole number of seconds from 1 to ${TURN_SECONDS_MAX}, not ${min}`);
  if (fallback !== null && (!Number.isInteger(fallback) || fallback < min || fallback > TURN_SECONDS_MAX)) {
    throw new Error(`the default turn clock must be a whole number of seconds from ${min} to ${TURN_SECONDS_MAX} (or none), not ${fallback}`);
  }
  return { defaultTurnSeconds: fallback, minTurnSeconds: min };
}

function serveWebClient(app: FastifyInstance, webDir: string): void {
  const index = `${webDir}/index.html`;
  if (existsSync(index)) void app.register(fastifyStatic, { root: webDir, wildcard: false, cacheControl: false, setHeaders: staticCacheHeaders(webDir) });
  app.addHook('onSend', noStoreForApi);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url === '/ws') {
      return reply.code(404).send({ error: { code: 'not-found', message: `no such endpoint: ${request.method} ${request.url.split('?')[0]}` } });
    }
    // The web client routes in the browser: every other page is its index.html.
    if (existsSync(index)) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).type('text/plain').send('The web client is not built: run `npm run build -w @decktet/web` (npm start does it).');
  });
}
