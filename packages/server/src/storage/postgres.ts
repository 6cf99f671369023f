import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { chainStart, nextChain } from './chain';
import { type MigrationTarget, migrate } from './migrations';
import { type PlayerSql, playerStore } from './players';
import { pushStore } from './push';
import { type RatingSql, type Statement, ratingStore } from './ratings';
import { type ActionRow, type ChatRow, type MatchRow, type NoteRow, type SeatRow, type SnapshotRow, actionFromRow, chatFromRow, matchFromRow, noteFromRow, seatFromRow, snapshotFromRow } from './schema';
import { seatPatchSql, tableColumns } from './sqlite';
import { tableStore } from './tables';
import type { AppendResult, MatchStatus, Storage, StoredAction, StoredMatch, StoredSeat } from './types';

const CHANNEL = 'decktet_match';
/** Serialises migrations when several instances start at once. */
const MIGRATION_LOCK = 7_261_045;

/**
 * Shared storage for several server instances. Every write to a match is announced with
 * NOTIFY (payload `<instance> <match>`); each instance LISTENs and catches up on others' writes.
 */
export async function openPostgresStorage(databaseUrl: string, onError: (e: Error) => void = () => {}): Promise<Storage> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', onError);
  const instance = randomUUID();
  const listeners: ((matchId: string) => void)[] = [];

  try {
    const setup = await pool.connect();
    try {
      await setup.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(migrationTarget(setup, databaseUrl));
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
      if (n.channel !== CHANNEL || !n.payload) return;
      const [from, matchId] = n.payload.split(' ');
      if (from !== instance && matchId) tell(matchId);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  await listen();

  const sql = postgresStoreSql(pool);
  const one = async <R extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<R | undefined> => (await pool.query<R>(sql, values)).rows[0];

  return {
    kind: 'postgres',
    players: playerStore(sql),
    ratings: ratingStore(sql),
    tables: tableStore(sql),
    push: pushStore(sql),
    async createMatch(m: StoredMatch, seats: StoredSeat[]) {
      await inTransaction(pool, async (client) => {
        await client.query('INSERT INTO matches (id, game, config, seed, seat_specs, turn_seconds, created_at, status, summary, rated, pace, visibility, creator_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)', [
          m.id, m.game, JSON.stringify(m.config), m.seed, JSON.stringify(m.seats), m.turnSeconds, m.createdAt, m.status, m.summary, m.rated ?? false, ...tableColumns(m),
        ]);
        for (const s of seats) {
          await client.query('INSERT INTO seats (match_id, seat, kind, name, token_hash, token_expires, left_match, covered, player_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
            m.id, s.seat, s.kind, s.name, s.tokenHash, s.tokenExpires, s.left, s.covered, s.playerId ?? null,
          ]);
        }
      });
    },
    async getMatch(id) {
      const row = await one<MatchRow>('SELECT * FROM matches WHERE id = $1', [id]);
      return row ? matchFromRow(row) : null;
    },
    async listMatches(status: MatchStatus, limit: number) {
      return (await pool.query<MatchRow>('SELECT * FROM matches WHERE status = $1 ORDER BY created_at DESC LIMIT $2', [status, limit])).rows.map(matchFromRow);
    },
    async seats(matchId) {
      return (await pool.query<SeatRow>('SELECT * FROM seats WHERE match_id = $1 ORDER BY seat', [matchId])).rows.map(seatFromRow);
    },
    async seatByToken(matchId, tokenHash) {
      const row = await one<SeatRow>('SELECT * FROM seats WHERE match_id = $1 AND token_hash = $2', [matchId, tokenHash]);
      return row ? seatFromRow(row) : null;
    },
    async takeSeat(matchId, seat, name, tokenHash, expires, playerId = null) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const taken = await client.query(
          "UPDATE seats SET name = $1, token_hash = $2, token_expires = $3, player_id = $6 WHERE match_id = $4 AND seat = $5 AND kind = 'human' AND token_hash IS NULL AND NOT left_match",
          [name, tokenHash, expires, matchId, seat, playerId],
        );
        if (taken.rowCount !== 1) {
          await client.query('ROLLBACK');
          return false;
        }
        // Lock the match row so two last joins cannot both miss that the table is full.
        await client.query('SELECT id FROM matches WHERE id = $1 FOR UPDATE', [matchId]);
        const open = await client.query<{ n: string }>("SELECT COUNT(*) AS n FROM seats WHERE match_id = $1 AND kind = 'human' AND token_hash IS NULL", [matchId]);
        if (Number(open.rows[0]?.n) === 0) await client.query("UPDATE matches SET status = 'live' WHERE id = $1 AND status = 'open'", [matchId]);
        await client.query('COMMIT');
        return true;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async updateSeat(matchId, seat, patch) {
      const { sets, values } = seatPatchSql(patch, (i) => `$${i}`);
      if (!sets.length) return;
      await pool.query(`UPDATE seats SET ${sets.join(', ')} WHERE match_id = $${values.length + 1} AND seat = $${values.length + 2}`, [...values, matchId, seat]);
    },
    async setStatus(matchId, status, summary = null) {
      await pool.query('UPDATE matches SET status = $1, summary = $2 WHERE id = $3', [status, summary, matchId]);
    },
    async markDamaged(matchId, reason) {
      await pool.query("UPDATE matches SET status = 'damaged', damage = $1 WHERE id = $2", [reason, matchId]);
    },
    async appendAction(matchId: string, a: StoredAction): Promise<AppendResult> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // The match row's lock orders appends: the chain continues from the head this write saw.
        const head = (await client.query<Pick<MatchRow, 'head_seq' | 'head_chain'>>('SELECT head_seq, head_chain FROM matches WHERE id = $1 FOR UPDATE', [matchId])).rows[0];
        if (!head || head.head_seq !== a.seq - 1) {
          await client.query('ROLLBACK');
          return 'conflict';
        }
        const chain = nextChain(head.head_chain ?? chainStart(matchId), a);
        await client.query('INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind, chain) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
          matchId, a.seq, a.seat, a.action, a.clientSeq, a.logEnd, a.by, chain,
        ]);
        await client.query('UPDATE matches SET head_seq = $1, head_chain = $2 WHERE id = $3', [a.seq, chain, matchId]);
        await client.query('COMMIT');
        return 'ok';
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        const error = e as { code?: string; constraint?: string };
        if (error.code === '23505') return error.constraint === 'actions_client_seq' ? 'duplicate' : 'conflict';
        throw e;
      } finally {
        client.release();
      }
    },
    async actionsAfter(matchId, seq) {
      return (await pool.query<ActionRow>('SELECT * FROM actions WHERE match_id = $1 AND seq > $2 ORDER BY seq', [matchId, seq])).rows.map(actionFromRow);
    },
    async saveSnapshot(matchId, seq, state, chain) {
      await pool.query('INSERT INTO snapshots (match_id, seq, state, chain) VALUES ($1, $2, $3, $4) ON CONFLICT (match_id, seq) DO NOTHING', [matchId, seq, JSON.stringify(state), chain]);
    },
    async loadMatch(matchId) {
      const client = await pool.connect();
      try {
        // One snapshot of the database: another instance's append cannot land between the reads.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const row = (await client.query<MatchRow>('SELECT * FROM matches WHERE id = $1', [matchId])).rows[0];
        if (!row) return null;
        const seats = (await client.query<SeatRow>('SELECT * FROM seats WHERE match_id = $1 ORDER BY seat', [matchId])).rows;
        const actions = (await client.query<ActionRow>('SELECT * FROM actions WHERE match_id = $1 ORDER BY seq', [matchId])).rows;
        const snapshot = (await client.query<SnapshotRow>('SELECT seq, state, chain FROM snapshots WHERE match_id = $1 ORDER BY seq DESC LIMIT 1', [matchId])).rows[0];
        return {
          match: matchFromRow(row),
          seats: seats.map(seatFromRow),
          actions: actions.map(actionFromRow),
          snapshot: snapshot ? snapshotFromRow(snapshot) : null,
          head: { seq: row.head_seq, chain: row.head_chain },
        };
      } finally {
        await client.query('COMMIT').catch(() => {});
        client.release();
      }
    },
    async addNote(matchId, seq, text, event) {
      const row = await one<{ id: string }>('INSERT INTO match_notes (match_id, seq, text, event) VALUES ($1, $2, $3, $4) RETURNING id', [matchId, seq, text, JSON.stringify(event)]);
      return { id: Number(row!.id), seq, text, event };
    },
    async notes(matchId) {
      return (await pool.query<NoteRow>('SELECT id, seq, text, event FROM match_notes WHERE match_id = $1 ORDER BY id', [matchId])).rows.map(noteFromRow);
    },
    async addChat(matchId, line) {
      const row = await one<{ id: string }>('INSERT INTO chat (match_id, channel, seat, name, text, at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
        matchId, line.channel, line.seat, line.name, line.text, line.at,
      ]);
      return { id: Number(row!.id), ...line };
    },
    async chat(matchId, latest) {
      const rows = latest === undefined
        ? await pool.query<ChatRow>('SELECT id, channel, seat, name, text, at FROM chat WHERE match_id = $1 ORDER BY id', [matchId])
        : await pool.query<ChatRow>('SELECT * FROM (SELECT id, channel, seat, name, text, at FROM chat WHERE match_id = $1 ORDER BY id DESC LIMIT $2) AS latest ORDER BY id', [matchId, latest]);
      return rows.rows.map(chatFromRow);
    },
    async announce(matchId) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `${instance} ${matchId}`]);
    },
    onRemoteChange(l) {
      listeners.push(l);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** Runs `work` on one connection in a transaction: committed when it returns, rolled back when it throws. */
async function inTransaction(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
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

/** The player and rating stores' SQL on the pool; writes that go together share one connection's transaction. */
function postgresStoreSql(pool: pg.Pool): PlayerSql & RatingSql {
  const run = (client: pg.PoolClient, [sql, params]: Statement) => client.query(numbered(sql), [...params]);
  return {
    async rows<R>(sql: string, params: readonly unknown[]) {
      return (await pool.query(numbered(sql), [...params])).rows as R[];
    },
    async run(sql, params) {
      return (await pool.query(numbered(sql), [...params])).rowCount ?? 0;
    },
    async atomically(list) {
      await inTransaction(pool, async (client) => {
        for (const statement of list) await run(client, statement);
      });
    },
    async once<R>(claim: Statement, prepare: readonly Statement[], read: Statement, write: (rows: R[]) => readonly Statement[]) {
      let done = false;
      await inTransaction(pool, async (client) => {
        if (((await run(client, claim)).rowCount ?? 0) === 0) return;
        for (const statement of prepare) await run(client, statement);
        const rows = (await run(client, [`${read[0]} FOR UPDATE`, read[1]])).rows as R[];
        for (const statement of write(rows)) await run(client, statement);
        done = true;
      });
      return done;
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
