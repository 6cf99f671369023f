/**
 * `npm start`: the match server from the environment, read by `serverOptionsFromEnv` (the same
 * reader `decktet serve` uses): PORT (8080), HOST (0.0.0.0), DATA_DIR (./data, for SQLite),
 * DATABASE_URL (PostgreSQL instead of SQLite), LOG_LEVEL (info), SNAPSHOT_EVERY (50 actions),
 * TRUST_PROXY, ALLOWED_ORIGINS, PUBLIC_ORIGIN, DEFAULT_TURN_SECONDS, PUSH_SUBJECT, PUSH_SERVICES,
 * SEAL_KEY (the stored matches' seal key, read by storage itself; else DATA_DIR/seal.key;
 * SEAL_ALL_MATCHES=yes seals every stored match as it stands, once), REACTION_HOLD_MS (1000: how
 * long every reaction window stays on show at least, docs/security.md), and every abuse limit by
 * the name in LIMIT_ENV (docs/deploy.md lists them all).
 */
import { type EnvOptions, serverOptionsFromEnv } from './env';
import { startServer } from './server';
import { closeOnSignals } from './signals';

let settings: EnvOptions;
try {
  settings = serverOptionsFromEnv(process.env);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

const server = await startServer({ port: 8080, host: '0.0.0.0', dataDir: './data', logLevel: 'info', ...settings }).catch(cannotStart);

closeOnSignals(server, (e) => console.error(e));

/** A start-up failure (a refused database file, a port in use) is the operator's to fix: say what, without a stack trace. */
function cannotStart(e: unknown): never {
  console.error(`decktet server cannot start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
