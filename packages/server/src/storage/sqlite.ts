import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AppendResult, MatchStatus, SeatPatch, Storage, StoredAction, StoredMatch, StoredSeat } from './types';
import { SCHEMA, actionFromRow, matchFromRow, seatFromRow, type ActionRow, type MatchRow, type SeatRow } from './schema';

/** Embedded storage: one file, one server instance. */
export function openSqliteStorage(dataDir: string): Storage {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'decktet.sqlite'));
  // WAL with NORMAL sync survives a killed process (every commit is in the log before we ack).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA.replaceAll('BIGINT', 'INTEGER').replaceAll('BOOLEAN', 'INTEGER'));

  const q = {
    insertMatch: db.prepare('INSERT INTO matches (id, game, config, seed, seat_specs, turn_seconds, created_at, status, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    insertSeat: db.prepare('INSERT INTO seats (match_id, seat, kind, name, token_hash, token_expires, left_match, covered) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    getMatch: db.prepare('SELECT * FROM matches WHERE id = ?'),
    listMatches: db.prepare('SELECT * FROM matches WHERE status = ? ORDER BY created_at DESC LIMIT ?'),
    seats: db.prepare('SELECT * FROM seats WHERE match_id = ? ORDER BY seat'),
    seatByToken: db.prepare('SELECT * FROM seats WHERE match_id = ? AND token_hash = ?'),
    takeSeat: db.prepare("UPDATE seats SET name = ?, token_hash = ?, token_expires = ? WHERE match_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL AND left_match = 0"),
    openSeats: db.prepare("SELECT COUNT(*) AS n FROM seats WHERE match_id = ? AND kind = 'human' AND token_hash IS NULL"),
    startMatch: db.prepare("UPDATE matches SET status = 'live' WHERE id = ? AND status = 'open'"),
    setStatus: db.prepare('UPDATE matches SET status = ?, summary = ? WHERE id = ?'),
    append: db.prepare('INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    actionsAfter: db.prepare('SELECT * FROM actions WHERE match_id = ? AND seq > ? ORDER BY seq'),
    saveSnapshot: db.prepare('INSERT OR REPLACE INTO snapshots (match_id, seq, state) VALUES (?, ?, ?)'),
    latestSnapshot: db.prepare('SELECT seq, state FROM snapshots WHERE match_id = ? ORDER BY seq DESC LIMIT 1'),
  };

  const createMatch = db.transaction((m: StoredMatch, seats: StoredSeat[]) => {
    q.insertMatch.run(m.id, m.game, JSON.stringify(m.config), m.seed, JSON.stringify(m.seats), m.turnSeconds, m.createdAt, m.status, m.summary);
    for (const s of seats) q.insertSeat.run(m.id, s.seat, s.kind, s.name, s.tokenHash, s.tokenExpires, s.left ? 1 : 0, s.covered ? 1 : 0);
  });
  const takeSeat = db.transaction((matchId: string, seat: number, name: string, tokenHash: string, expires: number) => {
    if (q.takeSeat.run(name, tokenHash, expires, matchId, seat).changes !== 1) return false;
    if ((q.openSeats.get(matchId) as { n: number }).n === 0) q.startMatch.run(matchId);
    return true;
  });

  return {
    kind: 'sqlite',
    async createMatch(m, seats) {
      createMatch(m, seats);
    },
    async getMatch(id) {
      const row = q.getMatch.get(id) as MatchRow | undefined;
      return row ? matchFromRow(row) : null;
    },
    async listMatches(status: MatchStatus, limit: number) {
      return (q.listMatches.all(status, limit) as MatchRow[]).map(matchFromRow);
    },
    async seats(matchId) {
      return (q.seats.all(matchId) as SeatRow[]).map(seatFromRow);
    },
    async seatByToken(matchId, tokenHash) {
      const row = q.seatByToken.get(matchId, tokenHash) as SeatRow | undefined;
      return row ? seatFromRow(row) : null;
    },
    async takeSeat(matchId, seat, name, tokenHash, expires) {
      return takeSeat(matchId, seat, name, tokenHash, expires);
    },
    async updateSeat(matchId: string, seat: number, patch: SeatPatch) {
      const { sets, values } = seatPatchSql(patch, () => '?');
      if (sets.length) db.prepare(`UPDATE seats SET ${sets.join(', ')} WHERE match_id = ? AND seat = ?`).run(...values.map(sqliteValue), matchId, seat);
    },
    async setStatus(matchId, status, summary = null) {
      q.setStatus.run(status, summary, matchId);
    },
    async appendAction(matchId: string, a: StoredAction): Promise<AppendResult> {
      try {
        q.append.run(matchId, a.seq, a.seat, a.action, a.clientSeq, a.logEnd, a.by);
        return 'ok';
      } catch (e) {
        const message = (e as Error).message;
        if (/UNIQUE constraint failed: actions\.match_id, actions\.seq/.test(message)) return 'conflict';
        if (/UNIQUE constraint failed/.test(message)) return 'duplicate';
        throw e;
      }
    },
    async actionsAfter(matchId, seq) {
      return (q.actionsAfter.all(matchId, seq) as ActionRow[]).map(actionFromRow);
    },
    async saveSnapshot(matchId, seq, state) {
      q.saveSnapshot.run(matchId, seq, JSON.stringify(state));
    },
    async latestSnapshot(matchId) {
      const row = q.latestSnapshot.get(matchId) as { seq: number; state: string } | undefined;
      return row ? { seq: row.seq, state: JSON.parse(row.state) as unknown } : null;
    },
    async announce() {},
    onRemoteChange() {},
    async close() {
      db.close();
    },
  };
}

function sqliteValue(v: unknown): unknown {
  return typeof v === 'boolean' ? (v ? 1 : 0) : v;
}

/** The SET clause of a seat update (shared by both databases; `param` writes a placeholder). */
export function seatPatchSql(patch: SeatPatch, param: (i: number) => string): { sets: string[]; values: unknown[] } {
  const columns: [keyof SeatPatch, string][] = [['name', 'name'], ['tokenHash', 'token_hash'], ['tokenExpires', 'token_expires'], ['left', 'left_match'], ['covered', 'covered']];
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const [key, column] of columns) {
    if (patch[key] === undefined) continue;
    values.push(patch[key]);
    sets.push(`${column} = ${param(values.length)}`);
  }
  return { sets, values };
}
