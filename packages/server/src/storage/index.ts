import { openPostgresStorage } from './postgres';
import { openSqliteStorage } from './sqlite';
import type { Storage } from './types';

export type * from './types';
export type * from './ratings';
export { chainStart, nextChain } from './chain';
export { DatabaseRefused, MIGRATIONS } from './migrations';
export { openPostgresStorage, openSqliteStorage };

/** PostgreSQL when a database URL is given (several instances), else SQLite under dataDir. */
export async function openStorage(options: { dataDir: string; databaseUrl?: string | undefined; onError?: (e: Error) => void }): Promise<Storage> {
  return options.databaseUrl ? openPostgresStorage(options.databaseUrl, options.onError) : openSqliteStorage(options.dataDir);
}
