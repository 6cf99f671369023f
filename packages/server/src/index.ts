export { startServer, type RunningServer, type ServerOptions } from './server';
export { openStorage, openSqliteStorage, openPostgresStorage } from './storage';
export type { Storage, StoredMatch, StoredSeat, StoredAction } from './storage';
export { closeOnSignals } from './signals';
export { settingsFromEnv, LIMIT_ENV, DEFAULT_LIMITS, type ServerLimits } from './http/limits';
export { parseTurnSeconds, turnClockFromEnv } from './match/turn-clock';
export type { ServerClock } from './match/clock';
export { pushFromEnv } from './lobby/push-settings';
export { serverOptionsFromEnv, portFromEnv, type EnvOptions } from './env';
