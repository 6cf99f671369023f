import type { PlayerSql } from './players';
import type { RatingSql, Statement } from './ratings';

/**
 * How every store reaches either database: SQL with `?` placeholders, the same text for SQLite
 * and PostgreSQL, so each query is written once. Parameters may be booleans (SQLite stores 1/0).
 * A read ending in `FOR UPDATE` locks its rows until the transaction ends on PostgreSQL; SQLite,
 * whose write transactions run one at a time, reads it without the clause.
 */
export interface Sql extends PlayerSql, RatingSql {
  /**
   * Runs `work` in one transaction: committed when it returns, rolled back when it throws. Nothing
   * else written through this Sql lands in between. `readOnly`: one consistent view of the
   * database (another instance's write cannot land between its reads), and no writes.
   */
  transaction<T>(work: (tx: SqlTx) => Promise<T>, options?: { readOnly?: boolean }): Promise<T>;
  /**
   * In one transaction: reads `read` (PostgreSQL holds its rows for update until the commit), runs
   * the writes `decide` makes of those rows, commits, and answers what `decide` said. `decide` runs
   * at once, awaiting nothing: on SQLite the whole of it is one synchronous transaction (no turn of
   * the event loop inside it). A write that fails rolls everything back and throws.
   */
  readThenWrite<R, T>(read: Statement, decide: (rows: R[]) => Decision<T>): Promise<T>;
  /**
   * In one transaction: runs `claim`, a write whose WHERE says whether the rest may follow; when it
   * changes no row, nothing more runs (nothing was written) and the answer is false. Otherwise runs
   * `then`, commits: true. A write that fails rolls everything back and throws.
   */
  claimThenWrite(claim: Statement, then: readonly Statement[]): Promise<boolean>;
}

/** What `readThenWrite` makes of the rows it read: the writes to run, and its answer. */
export interface Decision<T> {
  readonly writes: readonly Statement[];
  readonly result: T;
}

/** Statements inside a transaction. */
export interface SqlTx {
  rows<R>(sql: string, params: readonly unknown[]): Promise<R[]>;
  /** Runs a write; returns how many rows it changed. */
  run(sql: string, params: readonly unknown[]): Promise<number>;
}
