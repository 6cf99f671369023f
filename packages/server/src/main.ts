/**
 * `npm start`: the match server from the environment. PORT (8080), HOST (0.0.0.0), DATA_DIR
 * (./data, for SQLite), DATABASE_URL (PostgreSQL instead of SQLite), LOG_LEVEL (info),
 * SNAPSHOT_EVERY (50 actions), TRUST_PROXY (false), ALLOWED_ORIGINS (none beyond the server's
 * own), PUBLIC_ORIGIN (each request's own), DEFAULT_TURN_SECONDS (90; "none" for no clock), PUSH_SUBJECT
 * and PUSH_SERVICES (Web Push: the VAPID contact, the push services allowed), REACTION_HOLD_MS
 * (1000: how long every reaction window stays on show at least, docs/security.md), and
 * every abuse limit by the name in LIMIT_ENV (docs/deploy.md lists them all).
 */
import { settingsFromEnv } from './http/limits';
import { pushFromEnv } from './lobby/push-settings';
import { turnClockFromEnv } from './match/turn-clock';
import { windowHoldFromEnv } from './match/window-hold';
import { type ServerOptions, startServer } from './server';
import { closeOnSignals } from './signals';

const env = process.env;
const port = env.PORT === undefined ? 8080 : Number(env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0-65535), not "${env.PORT}"`);
  process.exit(2);
}

let settings: Pick<ServerOptions, 'limits' | 'allowedOrigins' | 'trustProxy' | 'publicOrigin' | 'defaultTurnSeconds' | 'push' | 'windowHoldMs'>;
try {
  settings = { ...settingsFromEnv(env), ...turnClockFromEnv(env), ...pushFromEnv(env), ...windowHoldFromEnv(env) };
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

const server = await startServer({
  port,
  host: env.HOST ?? '0.0.0.0',
  dataDir: env.DATA_DIR ?? './data',
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  logLevel: env.LOG_LEVEL ?? 'info',
  ...(env.SNAPSHOT_EVERY ? { snapshotEvery: Math.max(1, Number(env.SNAPSHOT_EVERY) || 50) } : {}),
  ...settings,
}).catch(cannotStart);

closeOnSignals(server, (e) => console.error(e));

/** A start-up failure (a refused database file, a port in use) is the operator's to fix: say what, without a stack trace. */
function cannotStart(e: unknown): never {
  console.error(`decktet server cannot start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
