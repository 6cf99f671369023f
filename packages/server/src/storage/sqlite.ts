import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chainStart, nextChain } from './chain';
import { DatabaseRefused, type MigrationTarget, migrate } from './migrations';
import { type PlayerSql, playerStore } from './players';
import { pushStore } from './push';
import { type RatingSql, type Statement, ratingStore } from './ratings';
import { tableStore } from './tables';
import { type ActionRow, type ChatRow, type MatchRow, type NoteRow, type SeatRow, type SnapshotRow, actionFromRow, chatFromRow, matchFromRow, noteFromRow, seatFromRow, snapshotFromRow } from './schema';
import type { AppendResult, LoadedMatch, MatchStatus, SeatPatch, Storage, StoredAction, StoredMatch, StoredSeat } from './types';

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
  const value = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
  return {
    dialect: 'sqlite',
    where: path,
    foreignTablesAllowed: false,
    async exec(text) {
      db.exec(sql(text));
    },
    async query<R>(text: string, params: readonly unknown[] = []) {
      const statement = db.prepare(sql(text));
      const values = params.map(value);
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

/** Embedded storage: one file, one server instance. */
export async function openSqliteStorage(dataDir: string): Promise<Storage> {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'decktet.sqlite');
  const db = openDatabase(path);
  try {
    // Nothing is written before the file is known to be ours (or new): migrate checks first.
    await migrate(migrationTarget(db, path));
    db.pragma(`application_id = ${APPLICATION_ID}`);
    // WAL with NORMAL sync survives a killed process (every commit is in the log before we ack).
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  } catch (e) {
    db.close();
    throw e;
  }
  return sqliteStorage(db);
}

function sqliteStorage(db: Database.Database): Storage {
  const sql = sqliteStoreSql(db);
  const q = {
    insertMatch: db.prepare('INSERT INTO matches (id, game, config, seed, seat_specs, turn_seconds, created_at, status, summary, rated, pace, visibility, creator_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    insertSeat: db.prepare('INSERT INTO seats (match_id, seat, kind, name, token_hash, token_expires, left_match, covered, player_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
    getMatch: db.prepare('SELECT * FROM matches WHERE id = ?'),
    listMatches: db.prepare('SELECT * FROM matches WHERE status = ? ORDER BY created_at DESC LIMIT ?'),
    seats: db.prepare('SELECT * FROM seats WHERE match_id = ? ORDER BY seat'),
    seatByToken: db.prepare('SELECT * FROM seats WHERE match_id = ? AND token_hash = ?'),
    takeSeat: db.prepare("UPDATE seats SET name = ?, token_hash = ?, token_expires = ?, player_id = ? WHERE match_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL AND left_match = 0"),
    openSeats: db.prepare("SELECT COUNT(*) AS n FROM seats WHERE match_id = ? AND kind = 'human' AND token_hash IS NULL"),
    startMatch: db.prepare("UPDATE matches SET status = 'live' WHERE id = ? AND status = 'open'"),
    setStatus: db.prepare('UPDATE matches SET status = ?, summary = ? WHERE id = ?'),
    markDamaged: db.prepare("UPDATE matches SET status = 'damaged', damage = ? WHERE id = ?"),
    head: db.prepare('SELECT head_seq, head_chain FROM matches WHERE id = ?'),
    moveHead: db.prepare('UPDATE matches SET head_seq = ?, head_chain = ? WHERE id = ?'),
    append: db.prepare('INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind, chain) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    actionsAfter: db.prepare('SELECT * FROM actions WHERE match_id = ? AND seq > ? ORDER BY seq'),
    saveSnapshot: db.prepare('INSERT OR REPLACE INTO snapshots (match_id, seq, state, chain) VALUES (?, ?, ?, ?)'),
    latestSnapshot: db.prepare('SELECT seq, state, chain FROM snapshots WHERE match_id = ? ORDER BY seq DESC LIMIT 1'),
    addNote: db.prepare('INSERT INTO match_notes (match_id, seq, text, event) VALUES (?, ?, ?, ?)'),
    notes: db.prepare('SELECT id, seq, text, event FROM match_notes WHERE match_id = ? ORDER BY id'),
    addChat: db.prepare('INSERT INTO chat (match_id, channel, seat, name, text, at) VALUES (?, ?, ?, ?, ?, ?)'),
    chat: db.prepare('SELECT id, channel, seat, name, text, at FROM chat WHERE match_id = ? ORDER BY id'),
    latestChat: db.prepare('SELECT * FROM (SELECT id, channel, seat, name, text, at FROM chat WHERE match_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id'),
  };

  const createMatch = db.transaction((m: StoredMatch, seats: StoredSeat[]) => {
    q.insertMatch.run(m.id, m.game, JSON.stringify(m.config), m.seed, JSON.stringify(m.seats), m.turnSeconds, m.createdAt, m.status, m.summary, m.rated ? 1 : 0, ...tableColumns(m));
    for (const s of seats) q.insertSeat.run(m.id, s.seat, s.kind, s.name, s.tokenHash, s.tokenExpires, s.left ? 1 : 0, s.covered ? 1 : 0, s.playerId ?? null);
  });
  const takeSeat = db.transaction((matchId: string, seat: number, name: string, tokenHash: string, expires: number, playerId: string | null) => {
    if (q.takeSeat.run(name, tokenHash, expires, playerId, matchId, seat).changes !== 1) return false;
    if ((q.openSeats.get(matchId) as { n: number }).n === 0) q.startMatch.run(matchId);
    return true;
  });
  const append = db.transaction((matchId: string, a: StoredAction): AppendResult => {
    const head = q.head.get(matchId) as Pick<MatchRow, 'head_seq' | 'head_chain'> | undefined;
    if (!head || head.head_seq !== a.seq - 1) return 'conflict';
    const chain = nextChain(head.head_chain ?? chainStart(matchId), a);
    q.append.run(matchId, a.seq, a.seat, a.action, a.clientSeq, a.logEnd, a.by, chain);
    q.moveHead.run(a.seq, chain, matchId);
    return 'ok';
  });
  // One synchronous read: nothing can be written between its queries.
  const load = (matchId: string): LoadedMatch | null => {
    const row = q.getMatch.get(matchId) as MatchRow | undefined;
    if (!row) return null;
    const snapshot = q.latestSnapshot.get(matchId) as SnapshotRow | undefined;
    return {
      match: matchFromRow(row),
      seats: (q.seats.all(matchId) as SeatRow[]).map(seatFromRow),
      actions: (q.actionsAfter.all(matchId, 0) as ActionRow[]).map(actionFromRow),
      snapshot: snapshot ? snapshotFromRow(snapshot) : null,
      head: { seq: row.head_seq, chain: row.head_chain },
    };
  };

  return {
    kind: 'sqlite',
    players: playerStore(sql),
    ratings: ratingStore(sql),
    tables: tableStore(sql),
    push: pushStore(sql),
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
    async takeSeat(matchId, seat, name, tokenHash, expires, playerId = null) {
      return takeSeat(matchId, seat, name, tokenHash, expires, playerId);
    },
    async updateSeat(matchId: string, seat: number, patch: SeatPatch) {
      const { sets, values } = seatPatchSql(patch, () => '?');
      if (sets.length) db.prepare(`UPDATE seats SET ${sets.join(', ')} WHERE match_id = ? AND seat = ?`).run(...values.map(sqliteValue), matchId, seat);
    },
    async setStatus(matchId, status, summary = null) {
      q.setStatus.run(status, summary, matchId);
    },
    async markDamaged(matchId, reason) {
      q.markDamaged.run(reason, matchId);
    },
    async appendAction(matchId: string, a: StoredAction): Promise<AppendResult> {
      try {
        return append(matchId, a);
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
    async saveSnapshot(matchId, seq, state, chain) {
      q.saveSnapshot.run(matchId, seq, JSON.stringify(state), chain);
    },
    async loadMatch(matchId) {
      return load(matchId);
    },
    async addNote(matchId, seq, text, event) {
      const id = Number(q.addNote.run(matchId, seq, text, JSON.stringify(event)).lastInsertRowid);
      return { id, seq, text, event };
    },
    async notes(matchId) {
      return (q.notes.all(matchId) as NoteRow[]).map(noteFromRow);
    },
    async addChat(matchId, line) {
      const id = Number(q.addChat.run(matchId, line.channel, line.seat, line.name, line.text, line.at).lastInsertRowid);
      return { id, ...line };
    },
    async chat(matchId, latest) {
      const rows = latest === undefined ? q.chat.all(matchId) : q.latestChat.all(matchId, latest);
      return (rows as ChatRow[]).map(chatFromRow);
    },
    async announce() {},
    onRemoteChange() {},
    async close() {
      db.close();
    },
  };
}

/** The player and rating stores' SQL on this file: statements prepared once, transactions synchronous. */
function sqliteStoreSql(db: Database.Database): PlayerSql & RatingSql {
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const atomically = db.transaction((list: readonly (readonly [string, readonly unknown[]])[]) => {
    for (const [sql, params] of list) prepared(sql).run(...params);
  });
  const once = db.transaction((claim: Statement, prepare: readonly Statement[], read: Statement, write: (rows: unknown[]) => readonly Statement[]) => {
    if (prepared(claim[0]).run(...claim[1]).changes === 0) return false;
    atomically(prepare);
    atomically(write(prepared(read[0]).all(...read[1])));
    return true;
  });
  return {
    async rows<R>(sql: string, params: readonly unknown[]) {
      return prepared(sql).all(...params) as R[];
    },
    async run(sql, params) {
      return prepared(sql).run(...params).changes;
    },
    async atomically(list) {
      atomically(list);
    },
    async once<R>(claim: Statement, prepare: readonly Statement[], read: Statement, write: (rows: R[]) => readonly Statement[]) {
      return once(claim, prepare, read, write as (rows: unknown[]) => readonly Statement[]);
    },
    isUniqueViolation: (e) => /^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test((e as { code?: string }).code ?? ''),
  };
}

/** The lobby's columns of a match row: pace, visibility and creator (a match made without the tables API has none). */
export function tableColumns(m: StoredMatch): [pace: string, visibility: string | null, creatorId: string | null] {
  return [m.table?.pace ?? 'live', m.table?.visibility ?? null, m.table?.creatorId ?? null];
}

function sqliteValue(v: unknown): unknown {
  return typeof v === 'boolean' ? (v ? 1 : 0) : v;
}

/** The SET clause of a seat update (shared by both databases; `param` writes a placeholder). */
export function seatPatchSql(patch: SeatPatch, param: (i: number) => string): { sets: string[]; values: unknown[] } {
  const columns: Record<string, unknown> = {
    name: patch.name,
    player_id: patch.playerId,
    token_hash: patch.tokenHash,
    token_expires: patch.tokenExpires,
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
    values.push(value);
    sets.push(`${column} = ${param(values.length)}`);
  }
  return { sets, values };
}
