import { chainStart, nextChain } from './chain';
import { type ActionRow, type ChatRow, type MatchRow, type NoteRow, type SeatRow, type SnapshotRow, actionFromRow, chatFromRow, matchFromRow, noteFromRow, seatFromRow, snapshotFromRow } from './schema';
import { Seal } from './seal';
import type { Statement } from './ratings';
import type { Decision, Sql } from './sql';
import type { AppendResult, LoadedMatch, SeatPatch, Storage, StoredAction, StoredMatch } from './types';

/** What storage does with matches, seats, actions, snapshots, notes and chat: the same SQL on either database. */
export type MatchStore = Pick<
  Storage,
  | 'createMatch'
  | 'getMatch'
  | 'listMatches'
  | 'seats'
  | 'seatByToken'
  | 'takeSeat'
  | 'updateSeat'
  | 'setStatus'
  | 'markDamaged'
  | 'appendAction'
  | 'actionsAfter'
  | 'saveSnapshot'
  | 'loadMatch'
  | 'addNote'
  | 'notes'
  | 'addChat'
  | 'chat'
>;

/** How many matches' last sealed heads a store remembers (beyond that it forgets them all and checks seals in full again). */
const HEADS_KEPT = 10_000;

/** A match row's columns the seal covers, with the seal stored beside them. */
type HeadRow = Pick<MatchRow, 'id' | 'game' | 'config' | 'seed' | 'seat_specs' | 'turn_seconds' | 'head_seq' | 'head_chain' | 'seal'>;
const HEAD_COLUMNS = 'id, game, config, seed, seat_specs, turn_seconds, head_seq, head_chain, seal';

/** Whether two head rows hold the same values, column by column (numbers as numbers, whichever type the database gave them as). */
function sameHead(a: HeadRow | undefined, b: HeadRow): boolean {
  const number = (n: number | string | null) => (n === null ? null : Number(n));
  return (
    a !== undefined &&
    a.id === b.id &&
    a.game === b.game &&
    a.config === b.config &&
    a.seed === b.seed &&
    a.seat_specs === b.seat_specs &&
    number(a.turn_seconds) === number(b.turn_seconds) &&
    number(a.head_seq) === number(b.head_seq) &&
    a.head_chain === b.head_chain &&
    a.seal === b.seal
  );
}

/** The action's row. */
function insertAction(matchId: string, a: StoredAction, chain: string | null): Statement {
  return ['INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind, chain) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [matchId, a.seq, a.seat, a.action, a.clientSeq, a.logEnd, a.by, chain]];
}

/** Moves the match's head to `next`, only where the row is still exactly `was` (every column the seal covers, and the seal). */
function moveHead(next: HeadRow, was: HeadRow): Statement {
  const number = (n: number | string | null) => (n === null ? null : Number(n));
  return [
    'UPDATE matches SET head_seq = ?, head_chain = ?, seal = ? WHERE id = ? AND game = ? AND config = ? AND seed = ? AND seat_specs = ? AND turn_seconds IS NOT DISTINCT FROM ? AND head_seq = ? AND head_chain IS NOT DISTINCT FROM ? AND seal = ?',
    [next.head_seq, next.head_chain, next.seal, was.id, was.game, was.config, was.seed, was.seat_specs, number(was.turn_seconds), number(was.head_seq), was.head_chain, was.seal],
  ];
}

/** The lobby's columns of a match row: pace, visibility and creator (a match made without the tables API has none). */
function tableColumns(m: StoredMatch): [pace: string, visibility: string | null, creatorId: string | null] {
  return [m.table?.pace ?? 'live', m.table?.visibility ?? null, m.table?.creatorId ?? null];
}

/** The SET clause of a seat update. */
function seatPatchSql(patch: SeatPatch): { sets: string[]; values: unknown[] } {
  const columns: Record<string, unknown> = {
    name: patch.name,
    player_id: patch.playerId,
    token_hash: patch.tokenHash,
    token_expires: patch.tokenExpires,
    token_holder: patch.tokenHolder,
    left_match: patch.left,
    ...(patch.cover !== undefined
      ? { covered: patch.cover !== null, cover_since: patch.cover?.since ?? null, cover_turn: patch.cover?.turn ?? null, cover_reason: patch.cover?.reason ?? null, cover_return_by: patch.cover?.returnBy ?? null }
      : {}),
    muted: patch.muted === undefined ? undefined : JSON.stringify(patch.muted),
  };
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const [column, value] of Object.entries(columns)) {
    if (value === undefined) continue;
    sets.push(`${column} = ?`);
    values.push(value);
  }
  return { sets, values };
}

/** The match store over either database; `seal` seals what it writes and checks what it reads (seal.ts). */
export function matchStore(db: Sql, seal: Seal): MatchStore {
  /** match → its head row as this store last sealed it: read back unchanged, its seal holds without computing it again. */
  const lastSealed = new Map<string, HeadRow>();
  const sealed = (row: HeadRow) => sameHead(lastSealed.get(row.id), row) || Seal.holds(seal.match(row), row.seal);
  const sealedHere = (row: HeadRow) => {
    if (lastSealed.size >= HEADS_KEPT) lastSealed.clear();
    lastSealed.set(row.id, { ...row });
  };
  /** The head after `a`: the chain continued from `head`'s, sealed anew. */
  const following = (head: HeadRow, a: StoredAction): HeadRow => {
    const next = { ...head, head_seq: a.seq, head_chain: nextChain(head.head_chain ?? chainStart(head.id), a) };
    next.seal = seal.match(next);
    return next;
  };
  /**
   * An append judged by the head read in its own transaction, which the match row's lock orders:
   * the chain continues from the head this write saw. One read gives the head and whether this
   * seat's client already used the number.
   */
  const appendAfterReading = async (matchId: string, a: StoredAction): Promise<AppendResult> => {
    const read: Statement = [
      `SELECT ${HEAD_COLUMNS}, EXISTS (SELECT 1 FROM actions WHERE match_id = ? AND seat = ? AND client_seq = ?) AS resent FROM matches WHERE id = ?`,
      [matchId, a.seat, a.clientSeq, matchId],
    ];
    try {
      const [result, written] = await db.readThenWrite(read, ([row]: (HeadRow & { resent: unknown })[]): Decision<[AppendResult, HeadRow | null]> => {
        const refused = (result: AppendResult) => ({ writes: [], result: [result, null] as [AppendResult, null] });
        if (!row || Number(row.head_seq) !== a.seq - 1) return refused('conflict');
        const { resent, ...head } = row;
        // Never seal over a row changed behind the server: that would make the change look whole.
        if (!sealed(head)) return refused('damaged');
        // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean; a null clientSeq matches nothing.
        if (Number(resent) === 1) return refused('duplicate');
        const next = following(head, a);
        return {
          writes: [insertAction(matchId, a, next.head_chain), ['UPDATE matches SET head_seq = ?, head_chain = ?, seal = ? WHERE id = ?', [next.head_seq, next.head_chain, next.seal, matchId]]],
          result: ['ok', next],
        };
      });
      // Committed: the head as written is known sealed.
      if (written) sealedHere(written);
      return result;
    } catch (e) {
      // An action row at that seq the head never recorded: that seq is taken.
      if (db.isUniqueViolation(e)) return 'conflict';
      throw e;
    }
  };
  return {
    async createMatch(m, seats) {
      const config = JSON.stringify(m.config);
      const specs = JSON.stringify(m.seats);
      const matchSeal = seal.match({ id: m.id, game: m.game, config, seed: m.seed, seat_specs: specs, turn_seconds: m.turnSeconds, head_seq: 0, head_chain: null });
      await db.atomically([
        [
          'INSERT INTO matches (id, game, config, seed, seat_specs, turn_seconds, created_at, status, summary, rated, pace, visibility, creator_id, seal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [m.id, m.game, config, m.seed, specs, m.turnSeconds, m.createdAt, m.status, m.summary, m.rated ?? false, ...tableColumns(m), matchSeal],
        ],
        ...seats.map(
          (s) =>
            [
              'INSERT INTO seats (match_id, seat, kind, name, token_hash, token_expires, left_match, covered, player_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
              [m.id, s.seat, s.kind, s.name, s.tokenHash, s.tokenExpires, s.left, s.covered, s.playerId ?? null],
            ] as const,
        ),
      ]);
    },
    async getMatch(id) {
      const [row] = await db.rows<MatchRow>('SELECT * FROM matches WHERE id = ?', [id]);
      return row ? matchFromRow(row) : null;
    },
    async listMatches(status, limit) {
      return (await db.rows<MatchRow>('SELECT * FROM matches WHERE status = ? ORDER BY created_at DESC LIMIT ?', [status, limit])).map(matchFromRow);
    },
    async seats(matchId) {
      return (await db.rows<SeatRow>('SELECT * FROM seats WHERE match_id = ? ORDER BY seat', [matchId])).map(seatFromRow);
    },
    async seatByToken(matchId, tokenHash) {
      const [row] = await db.rows<SeatRow>('SELECT * FROM seats WHERE match_id = ? AND token_hash = ?', [matchId, tokenHash]);
      return row ? seatFromRow(row) : null;
    },
    async takeSeat(matchId, seat, name, tokenHash, expires, playerId = null) {
      return db.transaction(async (tx) => {
        const taken = await tx.run("UPDATE seats SET name = ?, token_hash = ?, token_expires = ?, player_id = ? WHERE match_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL AND NOT left_match", [
          name, tokenHash, expires, playerId, matchId, seat,
        ]);
        if (taken !== 1) return false;
        // Lock the match row so two last joins cannot both miss that the table is full.
        await tx.rows('SELECT id FROM matches WHERE id = ? FOR UPDATE', [matchId]);
        const [open] = await tx.rows<{ n: number | string }>("SELECT COUNT(*) AS n FROM seats WHERE match_id = ? AND kind = 'human' AND token_hash IS NULL", [matchId]);
        if (Number(open?.n) === 0) await tx.run("UPDATE matches SET status = 'live' WHERE id = ? AND status = 'open'", [matchId]);
        return true;
      });
    },
    async updateSeat(matchId, seat, patch) {
      const { sets, values } = seatPatchSql(patch);
      if (sets.length) await db.run(`UPDATE seats SET ${sets.join(', ')} WHERE match_id = ? AND seat = ?`, [...values, matchId, seat]);
    },
    async setStatus(matchId, status, summary = null) {
      await db.run('UPDATE matches SET status = ?, summary = ? WHERE id = ?', [status, summary, matchId]);
    },
    async markDamaged(matchId, reason) {
      await db.run("UPDATE matches SET status = 'damaged', damage = ? WHERE id = ?", [reason, matchId]);
    },
    async appendAction(matchId, a) {
      try {
        // The head still as this store last sealed it (the usual case: one server, one writer):
        // moved only where every column it covers, and the seal, are still those, then the action
        // stored; no read first. A head changed since, or an action that cannot be stored (its seq
        // taken, its client number used), leaves nothing written: it is judged by the head read below.
        const known = lastSealed.get(matchId);
        if (known && Number(known.head_seq) === a.seq - 1) {
          const next = following(known, a);
          if (await db.claimThenWrite(moveHead(next, known), [insertAction(matchId, a, next.head_chain)])) {
            sealedHere(next);
            return 'ok';
          }
        }
      } catch (e) {
        if (!db.isUniqueViolation(e)) throw e;
      }
      return appendAfterReading(matchId, a);
    },
    async actionsAfter(matchId, seq) {
      const rows = await db.rows<ActionRow>('SELECT * FROM actions WHERE match_id = ? AND seq > ? ORDER BY seq', [matchId, seq]);
      // Actions a room had not seen (another instance's): the head moved past the one sealed here,
      // so the next append reads it first rather than try a write bound to fail.
      if (rows.length > 0) lastSealed.delete(matchId);
      return rows.map(actionFromRow);
    },
    async saveSnapshot(matchId, seq, state, chain) {
      const text = JSON.stringify(state);
      // A snapshot at a seq is the state after the same actions (its chain says which): the first one stored stands.
      await db.run('INSERT INTO snapshots (match_id, seq, state, chain, seal) VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id, seq) DO NOTHING', [
        matchId, seq, text, chain, seal.snapshot({ match_id: matchId, seq, chain, state: text }),
      ]);
    },
    async loadMatch(matchId) {
      // One view of the database: another instance's append cannot land between the reads.
      return db.transaction(async (tx): Promise<LoadedMatch | null> => {
        const [row] = await tx.rows<MatchRow>('SELECT * FROM matches WHERE id = ?', [matchId]);
        if (!row) return null;
        const seats = await tx.rows<SeatRow>('SELECT * FROM seats WHERE match_id = ? ORDER BY seat', [matchId]);
        const actions = await tx.rows<ActionRow>('SELECT * FROM actions WHERE match_id = ? ORDER BY seq', [matchId]);
        const [snapshot] = await tx.rows<SnapshotRow>('SELECT seq, state, chain, seal FROM snapshots WHERE match_id = ? ORDER BY seq DESC LIMIT 1', [matchId]);
        const snapshotSealed = snapshot ? Seal.holds(seal.snapshot({ match_id: matchId, seq: snapshot.seq, chain: snapshot.chain, state: snapshot.state }), snapshot.seal) : false;
        return {
          match: matchFromRow(row),
          seats: seats.map(seatFromRow),
          actions: actions.map(actionFromRow),
          snapshot: snapshot ? { ...snapshotFromRow(snapshot), sealed: snapshotSealed } : null,
          head: { seq: Number(row.head_seq), chain: row.head_chain },
          sealed: sealed(row),
        };
      }, { readOnly: true });
    },
    async addNote(matchId, seq, text, event) {
      const [row] = await db.rows<{ id: number | string }>('INSERT INTO match_notes (match_id, seq, text, event) VALUES (?, ?, ?, ?) RETURNING id', [matchId, seq, text, JSON.stringify(event)]);
      return { id: Number(row!.id), seq, text, event };
    },
    async notes(matchId) {
      return (await db.rows<NoteRow>('SELECT id, seq, text, event FROM match_notes WHERE match_id = ? ORDER BY id', [matchId])).map(noteFromRow);
    },
    async addChat(matchId, line) {
      const [row] = await db.rows<{ id: number | string }>('INSERT INTO chat (match_id, channel, seat, name, text, at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id', [
        matchId, line.channel, line.seat, line.name, line.text, line.at,
      ]);
      return { id: Number(row!.id), ...line };
    },
    async chat(matchId, latest) {
      const rows = latest === undefined
        ? await db.rows<ChatRow>('SELECT id, channel, seat, name, text, at FROM chat WHERE match_id = ? ORDER BY id', [matchId])
        : await db.rows<ChatRow>('SELECT * FROM (SELECT id, channel, seat, name, text, at FROM chat WHERE match_id = ? ORDER BY id DESC LIMIT ?) AS latest ORDER BY id', [matchId, latest]);
      return rows.map(chatFromRow);
    },
  };
}
