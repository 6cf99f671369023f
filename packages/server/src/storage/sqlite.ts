import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DatabaseRefused, type MigrationTarget, migrate } from './migrations';
import type { Statement } from './ratings';
import { SEALS_VERSION, type SealKeySource, openSeal } from './seal';
import type { Decision, Sql, SqlTx } from './sql';
import { sqlStores } from './stores';
import type { Storage } from './types';

/** `PRAGMA application_id` of our files ("DkTt"): tells them apart from other applications' SQLite files. */
const APPLICATION_ID = 0x446b5474;
const SQLITE_HEADER = 'SQLite format 3\0';

/**
 * Refuses, before SQLite touches it, a file that cannot be our database: empty (SQLite would
 * silently treat it as a new database, and every match would seem gone) or not SQLite at all.
 */
function checkFile(path: string): void {
  let size: number;
  try {
    size = statSync(path).size;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return; // a new data directory: created fresh
    throw new DatabaseRefused(`cannot read the database file ${path}: ${(e as Error).message}`);
  }
  if (size === 0) {
    throw new DatabaseRefused(`the database file ${path} is empty (0 bytes), so every stored match would be lost: restore it from a backup, or move it away to start a fresh database`);
  }
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER) throw new DatabaseRefused(`${path} is not an SQLite database (its first bytes are not an SQLite header): restore it from a backup, or move it away`);
}

function openDatabase(path: string): Database.Database {
  checkFile(path);
  let db: Database.Database | null = null;
  try {
    db = new Database(path);
    db.pragma('busy_timeout = 5000');
    const id = db.pragma('application_id', { simple: true }) as number;
    if (id !== 0 && id !== APPLICATION_ID) throw new DatabaseRefused(`${path} belongs to another application (SQLite application_id ${id}), not Decktet Table: point DATA_DIR elsewhere`);
    return db;
  } catch (e) {
    db?.close();
    if (e instanceof DatabaseRefused) throw e;
    // SQLITE_NOTADB, SQLITE_CORRUPT…: the file is damaged beyond what SQLite can open.
    throw new DatabaseRefused(`${path} cannot be opened as an SQLite database: ${(e as Error).message}`);
  }
}

function migrationTarget(db: Database.Database, path: string): MigrationTarget {
  const sql = (text: string) => text.replaceAll('BIGINT', 'INTEGER').replaceAll('BOOLEAN', 'INTEGER');
  return {
    dialect: 'sqlite',
    where: path,
    foreignTablesAllowed: false,
    async exec(text) {
      db.exec(sql(text));
    },
    async query<R>(text: string, params: readonly unknown[] = []) {
      const statement = db.prepare(sql(text));
      const values = params.map(sqliteValue);
      if (statement.reader) return statement.all(...values) as R[];
      statement.run(...values);
      return [];
    },
    async tables() {
      return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((r) => r.name);
    },
    async columns(table) {
      return (db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((r) => r.name);
    },
    async transaction(work) {
      // better-sqlite3's own transactions cannot span an await; this runs alone at start-up.
      db.exec('BEGIN IMMEDIATE');
      try {
        await work();
        db.exec('COMMIT');
      } catch (e) {
        db.exec('ROLLBACK');
        throw e;
      }
    },
  };
}

/**
 * Embedded storage: one file, one server instance. The seal key is `sealKey` (SEAL_KEY) when
 * given, else the file seal.key beside the database (see seal.ts).
 */
export async function openSqliteStorage(dataDir: string, options: { sealKey?: string | undefined } = {}): Promise<Storage> {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'decktet.sqlite');
  const db = openDatabase(path);
  try {
    // Nothing is written before the file is known to be ours (or new): migrate checks first.
    const { from } = await migrate(migrationTarget(db, path));
    db.pragma(`application_id = ${APPLICATION_ID}`);
    // WAL with NORMAL sync survives a killed process (every commit is in the log before we ack).
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const sql = sqliteSql(db);
    const source: SealKeySource = { key: options.sealKey, dataDir };
    const seal = await openSeal(sql, source, { sealsAdded: from < SEALS_VERSION });
    return {
      kind: 'sqlite',
      ...sqlStores(sql, seal),
      // One instance: nobody else to tell, nobody else to hear.
      soleInstance: true,
      async announce() {},
      onRemoteChange() {},
      presence: { async share() {}, onReport() {} },
      async close() {
        db.close();
      },
    };
  } catch (e) {
    db.close();
    throw e;
  }
}

function sqliteValue(v: unknown): unknown {
  return typeof v === 'boolean' ? (v ? 1 : 0) : v;
}

/** SQLite reads a `FOR UPDATE` as written for PostgreSQL without it: its write transactions run one at a time. */
const withoutLock = (sql: string) => sql.replace(/\s+FOR UPDATE$/, '');

/**
 * The stores' SQL on this file: statements prepared once. Transactions are synchronous where
 * they can be; `transaction` (whose work awaits) holds a gate every other statement waits behind,
 * so nothing written outside it lands inside it, or is rolled back with it.
 */
function sqliteSql(db: Database.Database): Sql {
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(withoutLock(sql))));
    return statement;
  };
  const all = (sql: string, params: readonly unknown[]) => {
    const statement = prepared(sql);
    const values = params.map(sqliteValue);
    if (statement.reader) return statement.all(...values);
    statement.run(...values);
    return [];
  };
  const run = (sql: string, params: readonly unknown[]) => prepared(sql).run(...params.map(sqliteValue)).changes;
  const atomically = db.transaction((list: readonly Statement[]) => {
    for (const [sql, params] of list) run(sql, params);
  });
  const once = db.transaction((claim: Statement, prepare: readonly Statement[], read: Statement, write: (rows: unknown[]) => readonly Statement[]) => {
    if (run(...claim) === 0) return false;
    atomically(prepare);
    atomically(write(all(...read)));
    return true;
  });
  const readThenWrite = db.transaction((read: Statement, decide: (rows: unknown[]) => Decision<unknown>) => {
    const { writes, result } = decide(all(...read));
    for (const [sql, params] of writes) run(sql, params);
    return result;
  });
  const claimThenWrite = db.transaction((claim: Statement, then: readonly Statement[]) => {
    if (run(...claim) === 0) return false;
    for (const [sql, params] of then) run(sql, params);
    return true;
  });
  /** Settled when the open `transaction` ends; null while none is open. */
  // Each method waits with `while (open) await open` written out, then runs at once: no await
  // between finding the gate free and using the database, so nothing can slip in between.
  let open: Promise<void> | null = null;
  const tx: SqlTx = {
    async rows<R>(sql: string, params: readonly unknown[]) {
      return all(sql, params) as R[];
    },
    async run(sql, params) {
      return run(sql, params);
    },
  };
  return {
    async rows<R>(sql: string, params: readonly unknown[]) {
      while (open) await open;
      return all(sql, params) as R[];
    },
    async run(sql, params) {
      while (open) await open;
      return run(sql, params);
    },
    async atomically(list) {
      while (open) await open;
      atomically(list);
    },
    async once<R>(claim: Statement, prepare: readonly Statement[], read: Statement, write: (rows: R[]) => readonly Statement[]) {
      while (open) await open;
      return once(claim, prepare, read, write as (rows: unknown[]) => readonly Statement[]);
    },
    async readThenWrite<R, T>(read: Statement, decide: (rows: R[]) => Decision<T>) {
      while (open) await open;
      // BEGIN IMMEDIATE, as `transaction` writes: the write lock is taken before the read.
      return readThenWrite.immediate(read, decide as (rows: unknown[]) => Decision<unknown>) as T;
    },
    async claimThenWrite(claim: Statement, then: readonly Statement[]) {
      while (open) await open;
      return claimThenWrite.immediate(claim, then);
    },
    async transaction<T>(work: (tx: SqlTx) => Promise<T>, options: { readOnly?: boolean } = {}) {
      while (open) await open;
      let release!: () => void;
      open = new Promise<void>((resolve) => (release = resolve));
      try {
        prepared(options.readOnly ? 'BEGIN' : 'BEGIN IMMEDIATE').run();
        try {
          const result = await work(tx);
          prepared('COMMIT').run();
          return result;
        } catch (e) {
          if (db.inTransaction) prepared('ROLLBACK').run();
          throw e;
        }
      } finally {
        open = null;
        release();
      }
    },
    isUniqueViolation: (e) => /^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test((e as { code?: string }).code ?? ''),
  };
}
