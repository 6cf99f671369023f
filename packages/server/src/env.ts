import { settingsFromEnv } from './http/limits';
import { pushFromEnv } from './lobby/push-settings';
import { turnClockFromEnv } from './match/turn-clock';
import { windowHoldFromEnv } from './match/window-hold';
import type { ServerOptions } from './server';

type Env = Readonly<Record<string, string | undefined>>;

/** The options `serverOptionsFromEnv` reads: everything but the games, clocks and streams a program gives itself. */
export type EnvOptions = Pick<
  ServerOptions,
  'port' | 'host' | 'dataDir' | 'databaseUrl' | 'logLevel' | 'snapshotEvery' | 'limits' | 'trustProxy' | 'allowedOrigins' | 'publicOrigin' | 'defaultTurnSeconds' | 'push' | 'windowHoldMs'
>;

/** PORT: a port number, 0 for any free one. */
export function portFromEnv(text: string | undefined, variable = 'PORT'): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const port = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || port > 65535) throw new Error(`${variable} must be a port number (0-65535), not "${text}"`);
  return port;
}

/** SNAPSHOT_EVERY: a state snapshot is stored every this many actions. */
export function snapshotEveryFromEnv(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const every = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || every < 1) throw new Error(`SNAPSHOT_EVERY must be a whole number of actions of at least 1, not "${text}"`);
  return every;
}

/**
 * Every server setting the environment holds, read in this one place for both `npm start` and
 * `decktet serve`: PORT, HOST, DATA_DIR, DATABASE_URL, LOG_LEVEL, SNAPSHOT_EVERY, TRUST_PROXY,
 * ALLOWED_ORIGINS, PUBLIC_ORIGIN, DEFAULT_TURN_SECONDS, PUSH_SUBJECT, PUSH_SERVICES, REACTION_HOLD_MS and every
 * abuse limit (LIMIT_ENV). Unset variables are left out (the caller's or the server's defaults
 * hold); a wrong one throws an error naming it.
 */
export function serverOptionsFromEnv(env: Env): EnvOptions {
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const port = portFromEnv(env.PORT);
  const snapshotEvery = snapshotEveryFromEnv(env.SNAPSHOT_EVERY);
  const host = text('HOST');
  const dataDir = text('DATA_DIR');
  const databaseUrl = text('DATABASE_URL');
  const logLevel = text('LOG_LEVEL');
  return {
    ...(port !== undefined ? { port } : {}),
    ...(host !== undefined ? { host } : {}),
    ...(dataDir !== undefined ? { dataDir } : {}),
    ...(databaseUrl !== undefined ? { databaseUrl } : {}),
    ...(logLevel !== undefined ? { logLevel } : {}),
    ...(snapshotEvery !== undefined ? { snapshotEvery } : {}),
    ...settingsFromEnv(env),
    ...turnClockFromEnv(env),
    ...pushFromEnv(env),
    ...windowHoldFromEnv(env),
  };
}
