/**
 * `npm start`: the match server from the environment. PORT (8080), HOST (0.0.0.0), DATA_DIR
 * (./data, for SQLite), DATABASE_URL (PostgreSQL instead of SQLite), LOG_LEVEL (info),
 * SNAPSHOT_EVERY (50 actions).
 */
import { startServer } from './server';
import { closeOnSignals } from './signals';

const env = process.env;
const port = env.PORT === undefined ? 8080 : Number(env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0-65535), not "${env.PORT}"`);
  process.exit(2);
}

const server = await startServer({
  port,
  host: env.HOST ?? '0.0.0.0',
  dataDir: env.DATA_DIR ?? './data',
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  logLevel: env.LOG_LEVEL ?? 'info',
  ...(env.SNAPSHOT_EVERY ? { snapshotEvery: Math.max(1, Number(env.SNAPSHOT_EVERY) || 50) } : {}),
});

closeOnSignals(server, (e) => console.error(e));
