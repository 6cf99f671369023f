import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '@decktet/engine';
import { GAMES } from '@decktet/catalog';
import { HeldMatch } from '../match/held-match';
import { type PgCluster, startPgCluster } from '../../test/pg-cluster';
import { playMoves, writeLiveMatch } from '../../test/stored-matches';
import { type Storage, type StoredAction, openPostgresStorage, openSqliteStorage } from '.';

/*
 * The match SQL is written once (matches.ts over the Sql adapter): the same behaviour on both
 * databases, checked here on each — appends, conflicts, duplicates, snapshots, seats, and the seal.
 */

const duelingRunes = GAMES.find((g) => g.id === 'dueling-runes') as AnyGame;
const dirs: string[] = [];
let cluster: PgCluster | undefined;
afterAll(() => {
  cluster?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A database of each kind: its storage, and raw SQL on it behind the storage (`?` placeholders). */
interface Bed {
  storage: Storage;
  raw(sql: string, params?: unknown[]): Promise<void>;
  /** A second storage on the same database, as another server would hold it (the caller closes it). */
  another(): Promise<Storage>;
}

const beds: { database: string; open(): Promise<Bed> }[] = [
  {
    database: 'SQLite',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'decktet-matches-'));
      dirs.push(dir);
      const storage = await openSqliteStorage(dir);
      return {
        storage,
        another: () => openSqliteStorage(dir),
        async raw(sql, params = []) {
          const db = new Database(join(dir, 'decktet.sqlite'));
          try {
            db.prepare(sql).run(...params);
          } finally {
            db.close();
          }
        },
      };
    },
  },
  {
    database: 'PostgreSQL',
    async open() {
      cluster ??= await startPgCluster();
      const name = `matches_${dirs.length}_${Date.now()}`;
      dirs.push(name);
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = cluster.url.replace(/\/postgres$/, `/${name}`);
      const storage = await openPostgresStorage(url);
      return {
        storage,
        another: () => openPostgresStorage(url),
        async raw(sql, params = []) {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          let n = 0;
          try {
            await client.query(sql.replace(/\?/g, () => `$${++n}`), params);
          } finally {
            await client.end();
          }
        },
      };
    },
  },
];

describe.each(beds)('match storage on $database', (bed) => {
  const withBed = async (work: (b: Bed) => Promise<void>) => {
    const b = await bed.open();
    try {
      await work(b);
    } finally {
      await b.storage.close();
    }
  };

  it('appends in order: a second write of a seq is a conflict, a seat’s clientSeq used twice a duplicate; neither changes anything', () =>
    withBed(async ({ storage }) => {
      const match = await writeLiveMatch(storage, duelingRunes, { moves: 2, snapshotEvery: 50 });
      const { actions } = playMoves(duelingRunes, duelingRunes.configSchema.parse({}), `seed-${match.id}`, ['Ada', 'Bo'], 3);
      const third = actions[2]!;
      expect(await storage.appendAction(match.id, { ...third, seq: 2 })).toBe('conflict');
      expect(await storage.appendAction(match.id, { ...third, seq: 4 })).toBe('conflict');
      const reused: StoredAction = { ...third, seat: match.actions[0]!.seat, clientSeq: match.actions[0]!.clientSeq };
      expect(await storage.appendAction(match.id, reused)).toBe('duplicate');
      expect((await storage.actionsAfter(match.id, 0)).map((a) => a.seq)).toEqual([1, 2]);
      expect(await storage.appendAction(match.id, third)).toBe('ok');
      const loaded = (await storage.loadMatch(match.id))!;
      expect(loaded.head.seq).toBe(3);
      expect(loaded.sealed).toBe(true);
      expect(() => HeldMatch.rebuild(duelingRunes, loaded)).not.toThrow();
    }));

  it('appends racing for the same seq: exactly one is stored', () =>
    withBed(async ({ storage }) => {
      const match = await writeLiveMatch(storage, duelingRunes, { moves: 1, snapshotEvery: 50 });
      const { actions } = playMoves(duelingRunes, duelingRunes.configSchema.parse({}), `seed-${match.id}`, ['Ada', 'Bo'], 2);
      const second = actions[1]!;
      const results = await Promise.all([1, 2, 3, 4].map((n) => storage.appendAction(match.id, { ...second, clientSeq: 100 + n })));
      expect(results.filter((r) => r === 'ok')).toHaveLength(1);
      expect(results.filter((r) => r === 'conflict')).toHaveLength(3);
      const loaded = (await storage.loadMatch(match.id))!;
      expect([loaded.head.seq, loaded.actions.length, loaded.sealed]).toEqual([2, 2, true]);
    }));

  it('a head moved by another writer: the append that expected the old one writes nothing and is a conflict; after catching up the appends are stored', () =>
    withBed(async ({ storage, another }) => {
      const match = await writeLiveMatch(storage, duelingRunes, { moves: 2, snapshotEvery: 50 });
      const { actions } = playMoves(duelingRunes, duelingRunes.configSchema.parse({}), `seed-${match.id}`, ['Ada', 'Bo'], 5);
      const other = await another();
      try {
        expect(await other.appendAction(match.id, actions[2]!)).toBe('ok');
      } finally {
        await other.close();
      }
      // This store last sealed the head at 2: its write of 3 finds the head moved, and stores nothing.
      expect(await storage.appendAction(match.id, { ...actions[2]!, clientSeq: 99 })).toBe('conflict');
      expect((await storage.actionsAfter(match.id, 2)).map((a) => [a.seq, a.clientSeq])).toEqual([[3, actions[2]!.clientSeq]]);
      for (const action of actions.slice(3)) expect(await storage.appendAction(match.id, action)).toBe('ok');
      const loaded = (await storage.loadMatch(match.id))!;
      expect([loaded.head.seq, loaded.actions.length, loaded.sealed]).toEqual([5, 5, true]);
      expect(() => HeldMatch.rebuild(duelingRunes, loaded)).not.toThrow();
    }));

  it('a write made while an append is under way is kept when that append is rolled back', () =>
    withBed(async ({ storage, raw }) => {
      const match = await writeLiveMatch(storage, duelingRunes, { moves: 1, snapshotEvery: 50 });
      const { actions } = playMoves(duelingRunes, duelingRunes.configSchema.parse({}), `seed-${match.id}`, ['Ada', 'Bo'], 2);
      const second = actions[1]!;
      // A row at the next seq that the head never recorded: the append's insert fails, and it rolls back.
      await raw('INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind, chain) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [match.id, 2, second.seat, second.action, 999, second.logEnd, 'player', 'f'.repeat(64)]);
      const [appended, line] = await Promise.all([
        storage.appendAction(match.id, second),
        storage.addChat(match.id, { channel: 'players', seat: 0, name: 'Ada', text: 'still here', at: 1 }),
      ]);
      expect(appended).toBe('conflict');
      expect(await storage.chat(match.id)).toEqual([line]);
      expect((await storage.loadMatch(match.id))?.head.seq).toBe(1);
    }));

  it('a snapshot at a seq is stored once: the first stands (the same on both databases)', () =>
    withBed(async ({ storage }) => {
      const match = await writeLiveMatch(storage, duelingRunes, { moves: 3, snapshotEvery: 3 });
      const first = (await storage.loadMatch(match.id))!.snapshot!;
      await storage.saveSnapshot(match.id, 3, { other: true }, first.chain!);
      const again = (await storage.loadMatch(match.id))!.snapshot!;
      expect(again).toEqual(first);
      expect(again.sealed).toBe(true);
    }));

  it('the last open seat taken starts the match; a taken seat cannot be taken again', () =>
    withBed(async ({ storage }) => {
      const id = `seats-${bed.database}`;
      await storage.createMatch(
        { id, game: 'dueling-runes', config: duelingRunes.configSchema.parse({}), seed: 's', seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: null, createdAt: new Date().toISOString(), status: 'open', summary: null },
        [0, 1].map((seat) => ({ seat, kind: 'human', name: null, tokenHash: null, tokenExpires: null, left: false, covered: false, cover: null, muted: [] })),
      );
      expect(await storage.takeSeat(id, 0, 'Ada', 'hash-a', 1)).toBe(true);
      expect(await storage.takeSeat(id, 0, 'Eve', 'hash-e', 1)).toBe(false);
      expect((await storage.getMatch(id))?.status).toBe('open');
      expect(await storage.takeSeat(id, 1, 'Bo', 'hash-b', 1)).toBe(true);
      expect((await storage.getMatch(id))?.status).toBe('live');
      expect((await storage.seatByToken(id, 'hash-a'))?.name).toBe('Ada');
      await storage.updateSeat(id, 1, { left: true, cover: { since: 0, turn: 1, reason: 'left' }, muted: [0] });
      expect((await storage.seats(id))[1]).toMatchObject({ left: true, covered: true, cover: { since: 0, turn: 1, reason: 'left' }, muted: [0] });
      expect((await storage.loadMatch(id))?.sealed).toBe(true);
    }));

  it('issue 28 finding 11: settings edited behind a server holding the match are never sealed over: the next append is refused as damaged', () =>
    withBed(async ({ storage, raw }) => {
      const match = await writeLiveMatch(storage, duelingRunes, { moves: 4, snapshotEvery: 3 });
      await raw('UPDATE matches SET config = ? WHERE id = ?', [JSON.stringify({ ...(duelingRunes.configSchema.parse({}) as object), health: [40, 40] }), match.id]);
      const { actions } = playMoves(duelingRunes, duelingRunes.configSchema.parse({}), `seed-${match.id}`, ['Ada', 'Bo'], 5);
      expect(await storage.appendAction(match.id, actions[4]!)).toBe('damaged');
      const loaded = (await storage.loadMatch(match.id))!;
      expect([loaded.head.seq, loaded.actions.length, loaded.sealed]).toEqual([4, 4, false]);
      expect(() => HeldMatch.rebuild(duelingRunes, loaded)).toThrow(/settings or last action do not match their seal/);
    }));

  it('notes and chat come back with increasing ids, the latest chat lines in order', () =>
    withBed(async ({ storage }) => {
      const match = await writeLiveMatch(storage, duelingRunes, { moves: 1, snapshotEvery: 50 });
      const note = await storage.addNote(match.id, 1, 'Ada left', { type: 'server', note: 'left', seat: 0 });
      expect(await storage.notes(match.id)).toEqual([{ id: note.id, seq: 1, text: 'Ada left', event: { type: 'server', note: 'left', seat: 0 } }]);
      const lines: { id: number }[] = [];
      for (const text of ['hi', 'hello', 'gg']) lines.push(await storage.addChat(match.id, { channel: 'players', seat: 0, name: 'Ada', text, at: 1 }));
      expect(lines[1]!.id).toBeGreaterThan(lines[0]!.id);
      expect((await storage.chat(match.id, 2)).map((l) => l.text)).toEqual(['hello', 'gg']);
    }));
});
