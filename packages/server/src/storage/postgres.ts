import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type MigrationTarget, migrate } from './migrations';
import type { Statement } from './ratings';
import { InOrder } from './in-order';
import { parsePresencePayload, presencePayload } from './presence';
import { SEALS_VERSION, type Seal, type SealKeySource, openSeal } from './seal';
import type { Decision, Sql, SqlTx } from './sql';
import { sqlStores } from './stores';
import type { PresenceReport, Storage } from './types';

const CHANNEL = 'decktet_match';
/** Where instances tell each other how their sockets show a match (payload `<instance> <match> <report or ?>`). */
const PRESENCE_CHANNEL = 'decktet_presence';
/** Serialises migrations when several instances start at once. */
const MIGRATION_LOCK = 7_261_045;

/**
 * Shared storage for several server instances. Every write to a match is announced with
 * NOTIFY (payload `<instance> <match>`); each instance LISTENs and catches up on others' writes.
 * The seal key (seal.ts) is SEAL_KEY, the same on every instance; `sealSource.dataDir` may hold it instead for a single one.
 */
export async function openPostgresStorage(databaseUrl: string, onError: (e: Error) => void = () => {}, sealSource: SealKeySource = {}): Promise<Storage> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', onError);
  const instance = randomUUID();
  const listeners: ((matchId: string) => void)[] = [];
  const presenceListeners: ((from: string, matchId: string, report: PresenceReport | null) => void)[] = [];

  const sql = postgresSql(pool);
  let seal: Seal;
  try {
    const setup = await pool.connect();
    try {
      await setup.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const { from } = await migrate(migrationTarget(setup, databaseUrl));
      // Still under the lock: the first start seals the stored rows once, as the others wait.
      seal = await openSeal(sql, sealSource, { sealsAdded: from < SEALS_VERSION });
    } finally {
      await setup.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      setup.release();
    }
  } catch (e) {
    await pool.end().catch(() => {});
    throw e;
  }

  let listener: pg.Client | null = null;
  let closed = false;
  const tell = (matchId: string) => {
    for (const l of listeners) l(matchId);
  };
  const hearPresence = (payload: string) => {
    const [from, matchId, ...rest] = payload.split(' ');
    if (!from || from === instance || !matchId) return;
    const report = parsePresencePayload(rest.join(' '));
    if (report === undefined) return onError(new Error(`an unreadable presence report from instance ${from} was ignored`));
    for (const l of presenceListeners) l(from, matchId, report);
  };
  /** A dedicated connection LISTENs; if it drops it is replaced, and everything is re-read (notifications may have been missed). */
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    let replaced = false;
    const replace = (e?: Error) => {
      if (replaced || closed) return;
      replaced = true;
      if (e) onError(e);
      client.end().catch(() => {});
      setTimeout(() => {
        listen().then(
          () => tell('*'),
          (err: Error) => {
            onError(err);
            replace();
          },
        );
      }, 1000).unref();
    };
    client.on('error', replace);
    client.on('end', () => replace());
    client.on('notification', (n) => {
      if (!n.payload) return;
      if (n.channel === PRESENCE_CHANNEL) return hearPresence(n.payload);
      if (n.channel !== CHANNEL) return;
      const [from, matchId] = n.payload.split(' ');
      if (from !== instance && matchId) tell(matchId);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    await client.query(`LISTEN ${PRESENCE_CHANNEL}`);
    listener = client;
  };
  await listen();
  // One match's reports leave one after another: sent side by side on two pooled connections,
  // they could commit (and so be heard) in either order, and a stale report heard last would
  // stand until it is dropped (PRESENCE_KEPT_MS). PostgreSQL delivers in commit order.
  const presenceSent = new InOrder();

  return {
    kind: 'postgres',
    ...sqlStores(sql, seal),
    soleInstance: false,
    async announce(matchId) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${instance} ${matchId}`]);
    },
    onRemoteChange(l) {
      listeners.push(l);
    },
    presence: {
      async share(matchId, report) {
        const payload = `${instance} ${matchId} ${presencePayload(report)}`;
        await presenceSent.run(matchId, () => pool.query('SELECT pg_notify($1, $2)', [PRESENCE_CHANNEL, payload]));
      },
      onReport(l) {
        presenceListeners.push(l);
      },
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** Runs `work` on one connection in a transaction (`begin` opens it): committed when it returns, rolled back when it throws. */
async function inTransaction<T>(pool: pg.Pool, begin: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/** SQL written with `?` placeholders, numbered as PostgreSQL's ($1, $2, …). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** The stores' SQL on the pool; a transaction's statements share one connection. */
function postgresSql(pool: pg.Pool): Sql {
  const run = (client: pg.PoolClient, [sql, params]: Statement) => client.query(numbered(sql), [...params]);
  const on = (client: pg.PoolClient): SqlTx => ({
    async rows<R>(sql: string, params: readonly unknown[]) {
      return (await run(client, [sql, params])).rows as R[];
    },
    async run(sql, params) {
      return (await run(client, [sql, params])).rowCount ?? 0;
    },
  });
  return {
    async rows<R>(sql: string, params: readonly unknown[]) {
      return (await pool.query(numbered(sql), [...params])).rows as R[];
    },
    async run(sql, params) {
      return (await pool.query(numbered(sql), [...params])).rowCount ?? 0;
    },
    async atomically(list) {
      await inTransaction(pool, 'BEGIN', async (client) => {
        for (const statement of list) await run(client, statement);
      });
    },
    async once<R>(claim: Statement, prepare: readonly Statement[], read: Statement, write: (rows: R[]) => readonly Statement[]) {
      return inTransaction(pool, 'BEGIN', async (client) => {
        if (((await run(client, claim)).rowCount ?? 0) === 0) return false;
        for (const statement of prepare) await run(client, statement);
        const rows = (await run(client, [`${read[0]} FOR UPDATE`, read[1]])).rows as R[];
        for (const statement of write(rows)) await run(client, statement);
        return true;
      });
    },
    async readThenWrite<R, T>(read: Statement, decide: (rows: R[]) => Decision<T>) {
      return inTransaction(pool, 'BEGIN', async (client) => {
        const { writes, result } = decide((await run(client, [`${read[0]} FOR UPDATE`, read[1]])).rows as R[]);
        for (const statement of writes) await run(client, statement);
        return result;
      });
    },
    async claimThenWrite(claim: Statement, then: readonly Statement[]) {
      return inTransaction(pool, 'BEGIN', async (client) => {
        if (((await run(client, claim)).rowCount ?? 0) === 0) return false;
        for (const statement of then) await run(client, statement);
        return true;
      });
    },
    transaction(work, options = {}) {
      return inTransaction(pool, options.readOnly ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN', (client) => work(on(client)));
    },
    isUniqueViolation: (e) => (e as { code?: string }).code === '23505',
  };
}

/** Migrations run on the one connection that holds the advisory lock. */
function migrationTarget(client: pg.PoolClient, databaseUrl: string): MigrationTarget {
  return {
    dialect: 'postgres',
    where: `the PostgreSQL database ${withoutPassword(databaseUrl)}`,
    foreignTablesAllowed: true,
    async exec(sql) {
      await client.query(sql);
    },
    async query<R>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(numbered(sql), [...params])).rows as R[];
    },
    async tables() {
      return (await client.query<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()')).rows.map((r) => r.table_name);
    },
    async columns(table) {
      const rows = await client.query<{ column_name: string }>('SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1', [table]);
      return rows.rows.map((r) => r.column_name);
    },
    async transaction(work) {
      await client.query('BEGIN');
      try {
        await work();
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      }
    },
  };
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}
