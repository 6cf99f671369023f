import { z } from 'zod';

/**
 * Every limit that keeps one client from starving the others, with its default. Each has an
 * environment variable (`npm start`, see `limitsFromEnv`) and is listed in docs/deploy.md.
 */
export interface ServerLimits {
  /** Messages per second one socket may send on average, and in one burst. */
  messagesPerSecond: number;
  burst: number;
  /** Messages per second all sockets of one client address may send together, and in one burst. */
  addressMessagesPerSecond: number;
  addressBurst: number;
  /** Refused messages within ten seconds before a socket is closed as a flood. */
  floodClose: number;
  /** Unsent bytes queued for a socket before it is dropped as too slow. */
  maxBufferedBytes: number;
  /** A new socket that has not said a valid hello by then is closed. */
  helloTimeoutMs: number;
  /** The server pings every socket this often; one that has not answered the previous ping is dropped. */
  pingIntervalMs: number;
  /** Time allowed for a request's headers (counted from the connection for its first request). */
  headersTimeoutMs: number;
  /** Time allowed for a whole request. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing happens for this long is closed (WebSockets excepted: they have heartbeats). */
  idleTimeoutMs: number;
  /** Open TCP connections in all. */
  maxConnections: number;
  /** Open TCP connections from one address (not applied behind a trusted proxy, where every connection comes from the proxy). */
  maxConnectionsPerAddress: number;
  /** Open WebSockets from one client address (behind a trusted proxy: the forwarded address). */
  maxSocketsPerAddress: number;
  /** Lobby requests (`/api/…`) per minute from one client address. */
  apiRequestsPerMinute: number;
  /** Matches one client address may create per minute. */
  createsPerMinute: number;
  /** Players one client address may create per hour. */
  playersPerHour: number;
  /** Sign-ins (device key or passkey, the passkey's options included) per minute from one client address. */
  signInsPerMinute: number;
  /** Sign-ins with a recovery code per hour from one client address. */
  recoveriesPerHour: number;
  /** Matches one client address may have waiting for players at once. */
  maxOpenMatchesPerAddress: number;
  /** Lobby tables one player may have waiting for players at once: live ones, and turn-based ones. */
  openLiveTablesPerPlayer: number;
  openTurnBasedTablesPerPlayer: number;
  /** Lobby tables one player may create per minute, and Quick matches one player may ask for per minute. */
  tablesPerMinute: number;
  quickMatchesPerMinute: number;
  /** Push subscriptions (browsers) kept per player: a new one beyond this replaces the oldest. */
  pushSubscriptionsPerPlayer: number;
  /** Tables of bots only (watched, nobody plays): live at once from one client address, and in all. */
  botOnlyPerAddress: number;
  botOnlyTotal: number;
  /** Tables of bots only: the highest turn limit (games that have one, `Game.turnLimit`). */
  botOnlyMaxTurns: number;
  /** Tables of bots only: the difficulties their bots may play at. */
  botOnlyDifficulties: string[];
  /** Seats one player, and one client address, may take per minute (each counted on its own). */
  joinsPerMinute: number;
  /** Seats one player, and one client address, may leave per minute. */
  leavesPerMinute: number;
  /** Started matches one player, or one client address, may leave within an hour; past it, they take no new seat until the hour has passed. */
  abandonsPerHour: number;
  /** Seats one client address may hold at one match through the guests' join (signed-in players hold one seat per table, always). */
  guestSeatsPerAddress: number;
  /** A live table (or match) still waiting for players this long after it was made is called off. */
  openLiveTableMinutes: number;
  /** A turn-based table still waiting for players this long after it was made is called off. */
  openTurnBasedTableHours: number;
  /** The share of the connection cap (maxConnections) one client address may hold, in percent: its TCP connections, and its WebSockets. */
  addressSharePercent: number;
  /** A WebSocket on which the client has sent no message of its own (protocol pongs do not count) for this long is closed. */
  idleSocketMs: number;
}

export const DEFAULT_LIMITS: Readonly<ServerLimits> = {
  messagesPerSecond: 20,
  burst: 40,
  addressMessagesPerSecond: 60,
  addressBurst: 120,
  floodClose: 200,
  maxBufferedBytes: 4 * 1024 * 1024,
  helloTimeoutMs: 10_000,
  pingIntervalMs: 30_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnections: 4_000,
  maxConnectionsPerAddress: 64,
  maxSocketsPerAddress: 32,
  apiRequestsPerMinute: 600,
  createsPerMinute: 30,
  playersPerHour: 20,
  signInsPerMinute: 30,
  recoveriesPerHour: 20,
  maxOpenMatchesPerAddress: 20,
  openLiveTablesPerPlayer: 1,
  openTurnBasedTablesPerPlayer: 10,
  tablesPerMinute: 5,
  quickMatchesPerMinute: 10,
  pushSubscriptionsPerPlayer: 10,
  botOnlyPerAddress: 2,
  botOnlyTotal: 16,
  botOnlyMaxTurns: 100,
  botOnlyDifficulties: ['easy', 'normal', 'hard'],
  joinsPerMinute: 10,
  leavesPerMinute: 10,
  abandonsPerHour: 3,
  guestSeatsPerAddress: 1,
  openLiveTableMinutes: 60,
  openTurnBasedTableHours: 7 * 24,
  addressSharePercent: 10,
  idleSocketMs: 5 * 60_000,
};

/** The environment variable of each limit. */
export const LIMIT_ENV: Readonly<Record<keyof ServerLimits, string>> = {
  messagesPerSecond: 'MESSAGES_PER_SECOND',
  burst: 'MESSAGE_BURST',
  addressMessagesPerSecond: 'ADDRESS_MESSAGES_PER_SECOND',
  addressBurst: 'ADDRESS_MESSAGE_BURST',
  floodClose: 'FLOOD_CLOSE',
  maxBufferedBytes: 'MAX_BUFFERED_BYTES',
  helloTimeoutMs: 'HELLO_TIMEOUT_MS',
  pingIntervalMs: 'PING_INTERVAL_MS',
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  idleTimeoutMs: 'IDLE_TIMEOUT_MS',
  maxConnections: 'MAX_CONNECTIONS',
  maxConnectionsPerAddress: 'MAX_CONNECTIONS_PER_ADDRESS',
  maxSocketsPerAddress: 'MAX_SOCKETS_PER_ADDRESS',
  apiRequestsPerMinute: 'API_REQUESTS_PER_MINUTE',
  createsPerMinute: 'CREATES_PER_MINUTE',
  playersPerHour: 'PLAYERS_PER_HOUR',
  signInsPerMinute: 'SIGN_INS_PER_MINUTE',
  recoveriesPerHour: 'RECOVERIES_PER_HOUR',
  maxOpenMatchesPerAddress: 'MAX_OPEN_MATCHES_PER_ADDRESS',
  openLiveTablesPerPlayer: 'OPEN_LIVE_TABLES_PER_PLAYER',
  openTurnBasedTablesPerPlayer: 'OPEN_TURN_BASED_TABLES_PER_PLAYER',
  tablesPerMinute: 'TABLES_PER_MINUTE',
  quickMatchesPerMinute: 'QUICK_MATCHES_PER_MINUTE',
  pushSubscriptionsPerPlayer: 'PUSH_SUBSCRIPTIONS_PER_PLAYER',
  botOnlyPerAddress: 'BOT_ONLY_PER_ADDRESS',
  botOnlyTotal: 'BOT_ONLY_TOTAL',
  botOnlyMaxTurns: 'BOT_ONLY_MAX_TURNS',
  botOnlyDifficulties: 'BOT_ONLY_DIFFICULTIES',
  joinsPerMinute: 'JOINS_PER_MINUTE',
  leavesPerMinute: 'LEAVES_PER_MINUTE',
  abandonsPerHour: 'ABANDONS_PER_HOUR',
  guestSeatsPerAddress: 'GUEST_SEATS_PER_ADDRESS',
  openLiveTableMinutes: 'OPEN_LIVE_TABLE_MINUTES',
  openTurnBasedTableHours: 'OPEN_TURN_BASED_TABLE_HOURS',
  addressSharePercent: 'ADDRESS_SHARE_PERCENT',
  idleSocketMs: 'IDLE_SOCKET_MS',
};

const count = z.coerce.number().int().min(1);
const difficulties = z
  .string()
  .transform((s) => s.split(',').map((d) => d.trim()).filter(Boolean))
  .pipe(z.array(z.enum(['easy', 'normal', 'hard', 'expert'])).min(1));

/** How each limit is read from its environment variable. */
const LIMIT_PARSERS: { [K in keyof ServerLimits]: z.ZodType<ServerLimits[K], unknown> } = {
  messagesPerSecond: z.coerce.number().positive(),
  burst: count,
  addressMessagesPerSecond: z.coerce.number().positive(),
  addressBurst: count,
  floodClose: count,
  maxBufferedBytes: count,
  helloTimeoutMs: count,
  pingIntervalMs: count,
  headersTimeoutMs: count,
  requestTimeoutMs: count,
  keepAliveTimeoutMs: count,
  idleTimeoutMs: count,
  maxConnections: count,
  maxConnectionsPerAddress: count,
  maxSocketsPerAddress: count,
  apiRequestsPerMinute: count,
  createsPerMinute: count,
  playersPerHour: count,
  signInsPerMinute: count,
  recoveriesPerHour: count,
  maxOpenMatchesPerAddress: count,
  openLiveTablesPerPlayer: count,
  openTurnBasedTablesPerPlayer: count,
  tablesPerMinute: count,
  quickMatchesPerMinute: count,
  pushSubscriptionsPerPlayer: count,
  botOnlyPerAddress: z.coerce.number().int().min(0),
  botOnlyTotal: z.coerce.number().int().min(0),
  botOnlyMaxTurns: count,
  botOnlyDifficulties: difficulties,
  joinsPerMinute: count,
  leavesPerMinute: count,
  abandonsPerHour: count,
  guestSeatsPerAddress: count,
  openLiveTableMinutes: count,
  openTurnBasedTableHours: count,
  addressSharePercent: z.coerce.number().int().min(1).max(100),
  idleSocketMs: count,
};

/** The limits set in the environment (unset ones are left out); throws naming the variable that is wrong. */
export function limitsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<ServerLimits> {
  const limits: Partial<Record<keyof ServerLimits, unknown>> = {};
  for (const key of Object.keys(LIMIT_ENV) as (keyof ServerLimits)[]) {
    const name = LIMIT_ENV[key];
    const text = env[name];
    if (text === undefined || text.trim() === '') continue;
    const parsed = LIMIT_PARSERS[key].safeParse(text.trim());
    if (!parsed.success) throw new Error(`${name} must be ${describe(key)}, not "${text}"`);
    limits[key] = parsed.data;
  }
  return limits as Partial<ServerLimits>;
}

function describe(key: keyof ServerLimits): string {
  if (key === 'botOnlyDifficulties') return 'a comma-separated list of difficulties (easy, normal, hard, expert)';
  if (key === 'botOnlyPerAddress' || key === 'botOnlyTotal') return 'a whole number (0 refuses tables of bots only)';
  if (key === 'addressSharePercent') return 'a whole percentage from 1 to 100';
  if (key === 'messagesPerSecond' || key === 'addressMessagesPerSecond') return 'a positive number';
  return 'a whole number of at least 1';
}

/**
 * What one client address may hold of a cap shared by everyone: its own limit, and never more than
 * its share (`addressSharePercent`) of the whole connection cap, so a few addresses cannot fill it.
 */
export function addressShare(own: number, limits: Pick<ServerLimits, 'maxConnections' | 'addressSharePercent'>): number {
  return Math.max(1, Math.min(own, Math.floor((limits.maxConnections * limits.addressSharePercent) / 100)));
}

/** Reads TRUST_PROXY: unset or "false" (no proxy), "true" (believe any), or proxy addresses/CIDRs separated by commas. */
export function trustProxyFromEnv(text: string | undefined): boolean | string {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** Reads ALLOWED_ORIGINS: origins (scheme://host[:port]) separated by commas, or "*" for any. */
export function allowedOriginsFromEnv(text: string | undefined): string[] {
  const origins = (text ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) if (origin !== '*') checkOrigin('ALLOWED_ORIGINS', origin);
  return origins;
}

/** An origin setting is scheme and host (and port), nothing more; throws naming the variable. */
function checkOrigin(variable: string, origin: string): void {
  if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`${variable}: "${origin}" is not an origin such as https://decktet.example (scheme and host, no path)`);
}

/** Reads PUBLIC_ORIGIN: the origin players reach the server at (scheme://host[:port]); unset: each request's own. */
export function publicOriginFromEnv(text: string | undefined): { publicOrigin?: string } {
  const origin = text?.trim() ?? '';
  if (origin === '') return {};
  checkOrigin('PUBLIC_ORIGIN', origin);
  return { publicOrigin: new URL(origin).origin };
}

/** Everything about abuse limits and origins `npm start` reads from the environment; throws naming a variable that is wrong. */
export function settingsFromEnv(env: Readonly<Record<string, string | undefined>>): { limits: Partial<ServerLimits>; trustProxy: boolean | string; allowedOrigins: string[]; publicOrigin?: string } {
  return { limits: limitsFromEnv(env), trustProxy: trustProxyFromEnv(env.TRUST_PROXY), allowedOrigins: allowedOriginsFromEnv(env.ALLOWED_ORIGINS), ...publicOriginFromEnv(env.PUBLIC_ORIGIN) };
}
