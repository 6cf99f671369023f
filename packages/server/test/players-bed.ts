import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { ServerOptions } from '../src/server';
import { testServer } from './fixtures';
import { type PgCluster, startPgCluster } from './pg-cluster';

/*
 * The players' tests run the real server on each database: SQLite in a fresh data directory, and
 * PostgreSQL in a fresh database of one throw-away cluster. Each server reads its own rows back.
 */

export type PlayerTestServer = Awaited<ReturnType<typeof testServer>> & {
  /** Rows of a query on the server's database (SQL with `?` placeholders). */
  rows<R>(sql: string, params?: unknown[]): Promise<R[]>;
  /** PostgreSQL: the database's URL (another instance may share it). */
  databaseUrl?: string;
};

export interface PlayerTestBed {
  readonly database: 'SQLite' | 'PostgreSQL';
  /** A server on a database of its own (no games: players need none); with `databaseUrl`, another instance on that one. */
  server(options?: ServerOptions): Promise<PlayerTestServer>;
  close(): Promise<void>;
}

export function sqliteBed(): PlayerTestBed {
  return {
    database: 'SQLite',
    async server(options = {}) {
      const server = await testServer([], options);
      const rows = async <R>(sql: string, params: unknown[] = []) => {
        const db = new Database(join(server.dataDir, 'decktet.sqlite'), { readonly: true });
        try {
          return db.prepare(sql).all(...params) as R[];
        } finally {
          db.close();
        }
      };
      return { ...server, rows };
    },
    async close() {},
  };
}

/** PostgreSQL: the cluster starts with the first server. */
export function postgresBed(): PlayerTestBed {
  let cluster: Promise<PgCluster> | null = null;
  let made = 0;
  const query = async <R>(url: string, sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      let n = 0;
      return (await client.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as R[];
    } finally {
      await client.end();
    }
  };
  return {
    database: 'PostgreSQL',
    async server(options = {}) {
      cluster ??= startPgCluster();
      const { url } = await cluster;
      let databaseUrl = options.databaseUrl;
      if (!databaseUrl) {
        const name = `players_${process.pid}_${++made}`;
        await query(url, `CREATE DATABASE ${name}`);
        databaseUrl = url.replace(/\/postgres$/, `/${name}`);
      }
      const server = await testServer([], { ...options, databaseUrl });
      return { ...server, databaseUrl, rows: <R>(sql: string, params?: unknown[]) => query<R>(databaseUrl, sql, params) };
    },
    async close() {
      if (cluster) (await cluster).stop();
    },
  };
}

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON request with the headers a test chooses (cookie, authorization, origin, forwarded address…). */
export async function call<T = Record<string, unknown>>(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const response = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** The session cookie a reply set, as a request sends it back (`decktet_session=…`); null: none set. */
export function sessionCookie(reply: Reply<unknown>): string | null {
  const set = reply.headers.getSetCookie().find((c) => c.startsWith('decktet_session='));
  return set ? set.split(';')[0]! : null;
}
