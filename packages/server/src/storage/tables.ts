import type { PlayerSql } from './players';
import type { MatchStatus, Pace, StoredClock, StoredForfeit, TableStore } from './types';

/** `?, ?, ?` for a list of values. */
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** The lobby's table store over either database (SQL written once, as the players' store is). */
export function tableStore(db: PlayerSql): TableStore {
  return {
    async openTables({ game, pace, limit, newest, after }) {
      const where = ["m.status = 'open'", "m.visibility = 'public'"];
      const params: unknown[] = [];
      if (game !== undefined) {
        where.push('m.game = ?');
        params.push(game);
      }
      if (pace !== undefined) {
        where.push('m.pace = ?');
        params.push(pace);
      }
      if (after !== undefined) {
        where.push(newest ? '(m.created_at < ? OR (m.created_at = ? AND m.id < ?))' : '(m.created_at > ? OR (m.created_at = ? AND m.id > ?))');
        params.push(after.createdAt, after.createdAt, after.id);
      }
      const order = newest ? 'm.created_at DESC, m.id DESC' : 'm.created_at, m.id';
      const rows = await db.rows<{ id: string }>(`SELECT m.id FROM matches m WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ?`, [...params, limit]);
      return rows.map((r) => r.id);
    },
    async placeOf(matchId) {
      const [row] = await db.rows<{ id: string; created_at: string }>('SELECT id, created_at FROM matches WHERE id = ?', [matchId]);
      return row ? { id: row.id, createdAt: row.created_at } : null;
    },
    async expiredOpen({ live, turnBased, limit }) {
      const rows = await db.rows<{ id: string }>(
        "SELECT id FROM matches WHERE status = 'open' AND ((pace = 'turn-based' AND created_at < ?) OR ((pace IS NULL OR pace <> 'turn-based') AND created_at < ?)) ORDER BY created_at, id LIMIT ?",
        [turnBased, live, limit],
      );
      return rows.map((r) => r.id);
    },
    async openTablesOf(creatorId: string, pace: Pace) {
      const [row] = await db.rows<{ n: number | string }>("SELECT COUNT(*) AS n FROM matches WHERE creator_id = ? AND status = 'open' AND pace = ?", [creatorId, pace]);
      return Number(row?.n ?? 0);
    },
    async cancel(matchId) {
      return (await db.run("UPDATE matches SET status = 'cancelled' WHERE id = ? AND status = 'open'", [matchId])) === 1;
    },
    async markedSeatsOf(playerId: string, statuses: readonly MatchStatus[], limit: number) {
      const rows = await db.rows<{ match_id: string; seat: number | string; head_seq: number | string; left_match: number | boolean; cover_since: number | string | null; clock_deadline: number | string | null }>(
        `SELECT s.match_id, s.seat, m.head_seq, s.left_match, s.cover_since, s.clock_deadline FROM seats s JOIN matches m ON m.id = s.match_id WHERE s.player_id = ? AND m.status IN (${placeholders(statuses.length)}) ORDER BY m.created_at, m.id, s.seat LIMIT ?`,
        [playerId, ...statuses, limit],
      );
      return rows.map((r) => ({ matchId: r.match_id, seat: Number(r.seat), mark: `${Number(r.head_seq)}/${Number(r.left_match)}/${r.cover_since ?? ''}/${r.clock_deadline ?? ''}` }));
    },
    async forfeit(matchId: string, seat: number, f: StoredForfeit) {
      return (await db.run('UPDATE seats SET forfeit = ?, forfeit_seq = ?, forfeit_at = ? WHERE match_id = ? AND seat = ? AND forfeit IS NULL', [f.reason, f.seq, f.at, matchId, seat])) === 1;
    },
    async addSeatAddress(matchId, seat, addressKey) {
      await db.run('INSERT INTO rated_seat_addresses (match_id, seat, address_key) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [matchId, seat, addressKey]);
    },
    async clearSeatAddresses(matchId, seat) {
      await db.run('DELETE FROM rated_seat_addresses WHERE match_id = ? AND seat = ?', [matchId, seat]);
    },
    async seatsShareAddress(matchId) {
      const rows = await db.rows<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM rated_seat_addresses a JOIN rated_seat_addresses b ON a.match_id = b.match_id AND a.address_key = b.address_key AND a.seat < b.seat WHERE a.match_id = ?',
        [matchId],
      );
      return Number(rows[0]?.n ?? 0) > 0;
    },
    async setClock(matchId: string, seat: number, clock: StoredClock | null) {
      await db.run('UPDATE seats SET clock_decision = ?, clock_deadline = ? WHERE match_id = ? AND seat = ?', [clock?.decision ?? null, clock?.deadline ?? null, matchId, seat]);
    },
    async claimReminder(matchId, seat, decision) {
      const claimed = await db.run('UPDATE seats SET reminded_decision = ? WHERE match_id = ? AND seat = ? AND (reminded_decision IS NULL OR reminded_decision < ?)', [decision, matchId, seat, decision]);
      return claimed === 1;
    },
  };
}
