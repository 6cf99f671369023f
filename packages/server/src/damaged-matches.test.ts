import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '@decktet/engine';
import { GAMES } from '@decktet/catalog';
import type { LiveError, LiveMatchSummary, LiveWelcome } from '@decktet/protocol';
import { type ActionRow, actionFromRow } from './storage/schema';
import { openSqliteStorage } from './storage';
import { type ChainRewrite, editSnapshotState, moveHeadBack, resealMatch } from '../test/tampering';
import { type ChildServer, freePort, startChildServer } from '../test/child-server';
import { api, LiveTestClient } from '../test/live-client';
import { playSeat, seededPicker } from '../test/play';
import { chainsOf, type WrittenMatch, writeLiveMatch } from '../test/stored-matches';

const hieroglyphs = GAMES.find((g) => g.id === 'hieroglyphs') as AnyGame;
const duelingRunes = GAMES.find((g) => g.id === 'dueling-runes') as AnyGame;
const dataDir = mkdtempSync(join(tmpdir(), 'decktet-damaged-'));
const file = join(dataDir, 'decktet.sqlite');
const MOVES = 8;
// Snapshots at 3 and 6: the tampered rows (action 2) lie before the latest snapshot, which a
// load that only replays the actions after its snapshot would never look at.
const SNAPSHOT_EVERY = 3;

/** Every kind of damage, with what it does to the stored rows and the public reason expected for it. */
const KINDS = {
  unknownGame: { tamper: (db, id) => db.prepare("UPDATE matches SET game = 'chess' WHERE id = ?").run(id), reason: /a match of "chess", which this server does not offer/ },
  unreadableConfig: { tamper: (db, id) => db.prepare(`UPDATE matches SET config = '{"turns": ' WHERE id = ?`).run(id), reason: /stored settings are unreadable/ },
  invalidConfig: { tamper: (db, id) => db.prepare(`UPDATE matches SET config = '"not settings"' WHERE id = ?`).run(id), reason: /stored settings are not valid for Hieroglyphs/ },
  unreadableSeats: { tamper: (db, id) => db.prepare("UPDATE matches SET seat_specs = '[{' WHERE id = ?").run(id), reason: /stored seats are unreadable/ },
  brokenSnapshot: { tamper: (db, id) => db.prepare(`UPDATE snapshots SET state = '{"log": [' WHERE match_id = ? AND seq = 6`).run(id), reason: /snapshot at action 6 is unreadable/ },
  unreplayable: {
    // An edit with every later chain value recomputed: the chain holds, but the action no longer applies.
    tamper: async (db, id) => {
      db.prepare("UPDATE actions SET action = 'decipher tomb9 nothing as 99' WHERE match_id = ? AND seq = 7").run(id);
      await rechain(db, id);
    },
    reason: /stored action 7 does not replay/,
  },
  changed: {
    tamper: (db, id) => db.prepare('UPDATE actions SET action = (SELECT action FROM actions WHERE match_id = ? AND seq = 3) WHERE match_id = ? AND seq = 2').run(id, id),
    reason: /action 2 of its log does not match the chain/,
  },
  deleted: { tamper: (db, id) => db.prepare('DELETE FROM actions WHERE match_id = ? AND seq = 2').run(id), reason: /its action log is missing action 2/ },
  reordered: {
    tamper: (db, id) => {
      const swap = db.prepare('UPDATE actions SET seq = ? WHERE match_id = ? AND seq = ?');
      swap.run(-3, id, 3);
      swap.run(3, id, 2);
      swap.run(2, id, -3);
    },
    reason: /action 2 of its log does not match the chain/,
  },
  lastDeleted: { tamper: (db, id) => db.prepare('DELETE FROM actions WHERE match_id = ? AND seq = ?').run(id, MOVES), reason: new RegExp(`its action log ends at action ${MOVES - 1} but the match recorded ${MOVES}`) },
  // Issue 28 finding 11: what the action chain alone did not cover — settings, snapshots, the head.
  snapshotEdited: {
    game: duelingRunes,
    tamper: (db, id) => editSnapshotState(sqliteRewrite(db), id, 6, (state) => ((state as { wizards: { health: number }[] }).wizards[0]!.health = 99)),
    reason: /its snapshot at action 6 does not match its seal/,
  },
  configEdited: {
    game: duelingRunes,
    tamper: (db, id) => db.prepare(`UPDATE matches SET config = json_set(config, '$.health', json('[40,40]')) WHERE id = ?`).run(id),
    reason: /stored settings or last action do not match their seal/,
  },
  headMovedBack: {
    tamper: (db, id) => moveHeadBack(sqliteRewrite(db), id, MOVES),
    reason: /stored settings or last action do not match their seal/,
  },
  sealRemoved: { tamper: (db, id) => db.prepare('UPDATE matches SET seal = NULL WHERE id = ?').run(id), reason: /stored settings or last action do not match their seal/ },
  extra: {
    // Even with a correct chain value, an action the server never recorded in the match's head is refused.
    tamper: (db, id) => {
      const rows = (db.prepare('SELECT * FROM actions WHERE match_id = ? ORDER BY seq').all(id) as ActionRow[]).map(actionFromRow);
      const extra = { ...rows[0]!, seq: MOVES + 1, clientSeq: 99 };
      const chain = chainsOf(id, [...rows, extra]).at(-1)!;
      db.prepare('INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind, chain) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(id, extra.seq, extra.seat, extra.action, extra.clientSeq, extra.logEnd, extra.by, chain);
    },
    reason: new RegExp(`holds actions after ${MOVES} that the match never recorded`),
  },
} satisfies Record<string, { game?: AnyGame; tamper: (db: Database.Database, id: string) => unknown; reason: RegExp }>;
type Kind = keyof typeof KINDS;

/** Raw SQL on the test's connection to the file, as a hand edit would run it. */
function sqliteRewrite(db: Database.Database): ChainRewrite {
  return {
    rows: async <R>(sql: string, params: unknown[]) => db.prepare(sql).all(...params) as R[],
    run: async (sql, params) => void db.prepare(sql).run(...params),
  };
}

/**
 * Recomputes every chain value of a match as a careless repair tool would (head and snapshots
 * too), and seals the result with the server's key (one that holds the key can always do this).
 */
async function rechain(db: Database.Database, id: string): Promise<void> {
  const rows = (db.prepare('SELECT * FROM actions WHERE match_id = ? ORDER BY seq').all(id) as ActionRow[]).map(actionFromRow);
  const chains = chainsOf(id, rows);
  for (const [i, row] of rows.entries()) db.prepare('UPDATE actions SET chain = ? WHERE match_id = ? AND seq = ?').run(chains[i], id, row.seq);
  db.prepare('UPDATE matches SET head_chain = ? WHERE id = ?').run(chains.at(-1), id);
  for (const { seq } of db.prepare('SELECT seq FROM snapshots WHERE match_id = ?').all(id) as { seq: number }[]) db.prepare('UPDATE snapshots SET chain = ? WHERE match_id = ? AND seq = ?').run(chains[seq - 1], id, seq);
  await resealMatch(sqliteRewrite(db), dataDir, id);
}

let healthy: WrittenMatch;
/** Whole at start-up; damaged while the server holds it. */
let later: WrittenMatch;
/** Whole at start-up; its settings edited while the server holds it. */
let heldEdited: WrittenMatch;
const damaged = {} as Record<Kind, WrittenMatch>;
let server: ChildServer;

beforeAll(async () => {
  const storage = await openSqliteStorage(dataDir);
  healthy = await writeLiveMatch(storage, hieroglyphs, { moves: MOVES, snapshotEvery: SNAPSHOT_EVERY });
  later = await writeLiveMatch(storage, hieroglyphs, { moves: MOVES, snapshotEvery: SNAPSHOT_EVERY });
  heldEdited = await writeLiveMatch(storage, duelingRunes, { moves: MOVES, snapshotEvery: SNAPSHOT_EVERY });
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const entry = KINDS[kind];
    damaged[kind] = await writeLiveMatch(storage, 'game' in entry ? entry.game : hieroglyphs, { moves: MOVES, snapshotEvery: SNAPSHOT_EVERY });
  }
  await storage.close();
  const db = new Database(file);
  for (const kind of Object.keys(KINDS) as Kind[]) await KINDS[kind].tamper(db, damaged[kind].id);
  db.close();
  server = await startChildServer({ PORT: String(await freePort()), DATA_DIR: dataDir, SNAPSHOT_EVERY: String(SNAPSHOT_EVERY) });
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited();
  rmSync(dataDir, { recursive: true, force: true });
});

const summary = (id: string) => api<LiveMatchSummary>(server.url, 'GET', `/api/matches/${id}`);
const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string; match?: string; reason?: string; err?: unknown });

describe('damaged matches at start-up', () => {
  it('finding 6: every kind of damaged match is set aside at start-up, reported once by id, and the healthy match resumes', async () => {
    const damageLines = logLines().filter((l) => l.msg.startsWith('match damaged'));
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const { id } = damaged[kind];
      const lines = damageLines.filter((l) => l.match === id);
      expect(lines, kind).toHaveLength(1);
      expect(lines[0]!.reason, kind).toMatch(KINDS[kind].reason);
      expect(lines[0]!.level, kind).toBe(40);
    }
    // No stack traces: one line per match, nothing else.
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(logLines().filter((l) => l.err !== undefined)).toEqual([]);

    const whole = await summary(healthy.id);
    expect(whole.body).toMatchObject({ status: 'live', seq: MOVES, damage: null });
    // Its players carry on where they were.
    const clients = await Promise.all(healthy.tokens.map(() => LiveTestClient.connect(server.url)));
    clients.forEach((c, seat) => c.hello(healthy.id, healthy.tokens[seat], MOVES));
    const welcome = await clients[0]!.peek<LiveWelcome>((m) => m.type === 'welcome');
    expect(welcome.seq).toBe(MOVES);
    let acks = 0;
    // The seat whose turn comes after the fourth ack stops; the other is left waiting, and closed.
    await Promise.race(clients.map((c, seat) => playSeat(c, seededPicker(40 + seat), { stop: () => acks >= 4, onAck: () => acks++ })));
    expect((await summary(healthy.id)).body.seq).toBeGreaterThanOrEqual(MOVES + 4);
    for (const c of clients) c.close();
  });

  it('finding 7: changed, deleted, reordered, extra and missing actions before the latest snapshot are caught by the chain', async () => {
    for (const kind of ['changed', 'deleted', 'reordered', 'extra', 'lastDeleted', 'unreplayable'] as const) {
      const { body } = await summary(damaged[kind].id);
      expect(body.status, kind).toBe('damaged');
      expect(body.damage, kind).toMatch(KINDS[kind].reason);
    }
  });

  it('issue 28 finding 11: an edited snapshot (health 99), edited settings (health 40/40), a head moved back with its last action deleted, and a removed seal are each caught', async () => {
    for (const kind of ['snapshotEdited', 'configEdited', 'headMovedBack', 'sealRemoved'] as const) {
      const { body } = await summary(damaged[kind].id);
      expect(body.status, kind).toBe('damaged');
      expect(body.damage, kind).toMatch(KINDS[kind].reason);
    }
  });

  it('finding 6: a damaged match says so in the lobby (without its actions), is in no list, and cannot be joined or played', async () => {
    for (const kind of Object.keys(KINDS) as Kind[]) {
      const { id, tokens } = damaged[kind];
      const { status, body } = await summary(id);
      expect(status, kind).toBe(200);
      expect(body.status, kind).toBe('damaged');
      // The reason names action numbers only: a stored action may be a secret choice.
      expect(body.damage, kind).not.toMatch(/decipher|tomb\d/);
      const hello = await LiveTestClient.connect(server.url);
      hello.hello(id, tokens[0]);
      // Never served as if whole: no welcome, no view; an error instead.
      const refused = await hello.next<LiveError>((m) => m.type === 'error' || m.type === 'welcome');
      expect(refused.type, kind).toBe('error');
      expect(refused.code, kind).toBe('match-damaged');
      hello.close();
    }
    for (const status of ['open', 'live', 'finished']) {
      const list = await api<{ matches: LiveMatchSummary[] }>(server.url, 'GET', `/api/matches?status=${status}`);
      expect(list.body.matches.filter((m) => m.status === 'damaged')).toEqual([]);
    }
    const join = await api<{ error: { code: string } }>(server.url, 'POST', `/api/matches/${damaged.changed.id}/join`, { name: 'Cy' });
    expect(join.status).toBe(409);
    expect(join.body.error.code).toBe('match-damaged');
  });

  it('finding 7: an action written behind the server of a match it holds is caught when it reads on, and its sockets are told', async () => {
    const watcher = await LiveTestClient.connect(server.url);
    watcher.hello(later.id, later.tokens[0]);
    await watcher.peek<LiveWelcome>((m) => m.type === 'welcome');
    const db = new Database(file);
    db.prepare('INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind, chain) VALUES (?, ?, 0, ?, NULL, 0, ?, ?)').run(later.id, MOVES + 1, 'pass', 'player', 'f'.repeat(64));
    db.close();
    // Reading the match again (as the lobby does) finds the forged row.
    const { body } = await summary(later.id);
    expect(body).toMatchObject({ status: 'damaged', damage: `action ${MOVES + 1} of its log does not match the chain (changed, reordered or replaced)` });
    const told = await watcher.next<LiveError>((m) => m.type === 'error');
    expect(told.code).toBe('match-damaged');
    watcher.close();
  });

  it('issue 28 finding 11: settings edited while the server holds the match are never sealed over: the next action is refused and the match set aside', async () => {
    const clients = await Promise.all(heldEdited.tokens.map(() => LiveTestClient.connect(server.url)));
    clients.forEach((c, seat) => c.hello(heldEdited.id, heldEdited.tokens[seat], MOVES));
    await Promise.all(clients.map((c) => c.peek<LiveWelcome>((m) => m.type === 'welcome')));
    // A reaction window opened while nobody was connected may still be held, and then passed for
    // the absent (DR-36, DR-38): act on what each seat was sent last once the holds are over.
    await new Promise((done) => setTimeout(done, 2_500));
    const latest = clients.map((c) => [...c.received].reverse().find((m): m is LiveWelcome => 'legal' in m)!);
    const seat = latest.findIndex((w) => w.legal.length > 0);
    const db = new Database(file);
    db.prepare(`UPDATE matches SET config = json_set(config, '$.health', json('[40,40]')) WHERE id = ?`).run(heldEdited.id);
    // The head as the edit finds it (a wizard asked in a reaction window with no socket open may have passed already: DR-36).
    const { head_seq: headAtEdit, seal: editedSeal } = db.prepare('SELECT head_seq, seal FROM matches WHERE id = ?').get(heldEdited.id) as { head_seq: number; seal: string };
    db.close();
    clients[seat]!.send({ type: 'act', clientSeq: MOVES + 1, action: latest[seat]!.legal[0]! });
    const refused = await clients[seat]!.next<LiveError>((m) => m.type === 'error');
    expect(refused.code).toBe('match-damaged');
    expect((await summary(heldEdited.id)).body).toMatchObject({ status: 'damaged', damage: expect.stringMatching(/settings or last action do not match their seal/) });
    const after = new Database(file, { readonly: true });
    // Nothing was appended, and the edit was not sealed over.
    expect(after.prepare('SELECT head_seq, seal FROM matches WHERE id = ?').get(heldEdited.id)).toEqual({ head_seq: headAtEdit, seal: editedSeal });
    after.close();
    for (const c of clients) c.close();
  });

  it('finding 6: the damage is stored, so the next start does not load or report it again', () => {
    const db = new Database(file, { readonly: true });
    try {
      for (const kind of Object.keys(KINDS) as Kind[]) {
        const row = db.prepare('SELECT status, damage FROM matches WHERE id = ?').get(damaged[kind].id) as { status: string; damage: string };
        expect(row.status, kind).toBe('damaged');
        expect(row.damage, kind).toMatch(KINDS[kind].reason);
      }
      expect((db.prepare("SELECT id FROM matches WHERE status = 'live'").all() as { id: string }[]).map((r) => r.id)).toContain(healthy.id);
    } finally {
      db.close();
    }
  });
});
