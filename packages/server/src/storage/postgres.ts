import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SCHEMA, actionFromRow, matchFromRow, seatFromRow, type ActionRow, type MatchRow, type SeatRow } from './schema';
import { seatPatchSql } from './sqlite';
import type { AppendResult, MatchStatus, Storage, StoredAction, StoredMatch, StoredSeat } from './types';

const CHANNEL = 'decktet_match';
/** Serialises schema creation when several instances start at once. */
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

  const setup = await pool.connect();
  try {
    await setup.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await setup.query(SCHEMA);
  } finally {
    await setup.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    setup.release();
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

  const one = async <R extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<R | undefined> => (await pool.query<R>(sql, values)).rows[0];

  return {
    kind: 'postgres',
    async createMatch(m: StoredMatch, seats: StoredSeat[]) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO matches (id, game, config, seed, seat_specs, turn_seconds, created_at, status, summary) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
          m.id, m.game, JSON.stringify(m.config), m.seed, JSON.stringify(m.seats), m.turnSeconds, m.createdAt, m.status, m.summary,
        ]);
        for (const s of seats) {
          await client.query('INSERT INTO seats (match_id, seat, kind, name, token_hash, token_expires, left_match, covered) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
            m.id, s.seat, s.kind, s.name, s.tokenHash, s.tokenExpires, s.left, s.covered,
          ]);
        }
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
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
    async takeSeat(matchId, seat, name, tokenHash, expires) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const taken = await client.query(
          "UPDATE seats SET name = $1, token_hash = $2, token_expires = $3 WHERE match_id = $4 AND seat = $5 AND kind = 'human' AND token_hash IS NULL AND NOT left_match",
          [name, tokenHash, expires, matchId, seat],
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
    async appendAction(matchId: string, a: StoredAction): Promise<AppendResult> {
      try {
        await pool.query('INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
          matchId, a.seq, a.seat, a.action, a.clientSeq, a.logEnd, a.by,
        ]);
        return 'ok';
      } catch (e) {
        const error = e as { code?: string; constraint?: string };
        if (error.code === '23505') return error.constraint === 'actions_client_seq' ? 'duplicate' : 'conflict';
        throw e;
      }
    },
    async actionsAfter(matchId, seq) {
      return (await pool.query<ActionRow>('SELECT * FROM actions WHERE match_id = $1 AND seq > $2 ORDER BY seq', [matchId, seq])).rows.map(actionFromRow);
    },
    async saveSnapshot(matchId, seq, state) {
      await pool.query('INSERT INTO snapshots (match_id, seq, state) VALUES ($1, $2, $3) ON CONFLICT (match_id, seq) DO NOTHING', [matchId, seq, JSON.stringify(state)]);
    },
    async latestSnapshot(matchId) {
      const row = await one<{ seq: number; state: string }>('SELECT seq, state FROM snapshots WHERE match_id = $1 ORDER BY seq DESC LIMIT 1', [matchId]);
      return row ? { seq: row.seq, state: JSON.parse(row.state) as unknown } : null;
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
