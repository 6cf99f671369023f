import { openPostgresStorage } from './postgres';
import { openSqliteStorage } from './sqlite';
import type { Storage } from './types';

export type * from './types';
export type * from './ratings';
export { chainStart, nextChain } from './chain';
export { DatabaseRefused, MIGRATIONS } from './migrations';
export { Seal, parseSealKey } from './seal';
export { openPostgresStorage, openSqliteStorage };

/**
 * PostgreSQL when a database URL is given (several instances), else SQLite under dataDir. The
 * seal key (seal.ts): `sealKey` (SEAL_KEY) when given, else the file seal.key in dataDir.
 */
export async function openStorage(options: { dataDir: string; databaseUrl?: string | undefined; sealKey?: string | undefined; onError?: (e: Error) => void }): Promise<Storage> {
  return options.databaseUrl
    ? openPostgresStorage(options.databaseUrl, options.onError, { key: options.sealKey, dataDir: options.dataDir })
    : openSqliteStorage(options.dataDir, { sealKey: options.sealKey });
}
