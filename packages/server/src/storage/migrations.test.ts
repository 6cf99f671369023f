import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyGame, Match } from '@decktet/engine';
import { GAMES } from '@decktet/catalog';
import { type LiveMatchSummary, type PlayerDevicesReply, playerNameKey } from '@decktet/protocol';
import { hashToken, newToken } from '../match/lobby';
import { hashSecret } from '../players/secrets';
import { api } from '../../test/live-client';
import { testServer } from '../../test/fixtures';
import { chainsOf, playMoves } from '../../test/stored-matches';
import { MIGRATIONS, openSqliteStorage } from '.';

/** The schema exactly as the server created it before migrations existed (BIGINT/BOOLEAN already mapped for SQLite). */
const SCHEMA_BEFORE_MIGRATIONS = `
CREATE TABLE IF NOT EXISTS matches (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, seed TEXT NOT NULL, seat_specs TEXT NOT NULL, turn_seconds INTEGER, created_at TEXT NOT NULL, status TEXT NOT NULL, summary TEXT);
CREATE INDEX IF NOT EXISTS matches_status ON matches (status, created_at);
CREATE TABLE IF NOT EXISTS seats (match_id TEXT NOT NULL REFERENCES matches (id), seat INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT, token_hash TEXT, token_expires INTEGER, left_match INTEGER NOT NULL DEFAULT FALSE, covered INTEGER NOT NULL DEFAULT FALSE, PRIMARY KEY (match_id, seat));
CREATE TABLE IF NOT EXISTS actions (match_id TEXT NOT NULL REFERENCES matches (id), seq INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL, client_seq INTEGER, log_end INTEGER NOT NULL, by_kind TEXT NOT NULL, PRIMARY KEY (match_id, seq));
CREATE UNIQUE INDEX IF NOT EXISTS actions_client_seq ON actions (match_id, seat, client_seq) WHERE client_seq IS NOT NULL;
CREATE TABLE IF NOT EXISTS snapshots (match_id TEXT NOT NULL REFERENCES matches (id), seq INTEGER NOT NULL, state TEXT NOT NULL, PRIMARY KEY (match_id, seq));
`;

const hieroglyphs = GAMES.find((g) => g.id === 'hieroglyphs') as AnyGame;
const dirs: string[] = [];
// These tests keep each data directory's seal key in its own seal.key file, whatever an earlier
// test file of this process put in SEAL_KEY (the PostgreSQL harness sets one).
const inheritedSealKey = process.env.SEAL_KEY;
beforeAll(() => {
  delete process.env.SEAL_KEY;
});
afterAll(() => {
  if (inheritedSealKey !== undefined) process.env.SEAL_KEY = inheritedSealKey;
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface LegacyMatch {
  id: string;
  seed: string;
  status: 'open' | 'live' | 'finished';
  moves: number;
  tokens: string[];
}

/**
 * A data directory as the server left it before migrations: rows written with that schema's SQL.
 * Stored seeds were dealt by the generator that `v1:` now names, so the moves are chosen on the
 * deal of `v1:<seed>` — the deal the migrated match must keep.
 */
function legacyDataDir(matches: LegacyMatch[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'decktet-legacy-'));
  dirs.push(dir);
  const db = new Database(join(dir, 'decktet.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA_BEFORE_MIGRATIONS);
  const names = ['Ada', 'Bo'];
  for (const m of matches) {
    db.prepare('INSERT INTO matches (id, game, config, seed, seat_specs, turn_seconds, created_at, status, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      m.id, 'hieroglyphs', '{}', m.seed, JSON.stringify([{ kind: 'human' }, { kind: 'human' }]), null, new Date().toISOString(), m.status, null,
    );
    for (const [seat, name] of names.entries()) {
      db.prepare('INSERT INTO seats (match_id, seat, kind, name, token_hash, token_expires, left_match, covered) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        m.id, seat, 'human', m.status === 'open' ? null : name, m.status === 'open' ? null : hashToken(m.tokens[seat]!), null, 0, 0,
      );
    }
    const { actions, states } = playMoves(hieroglyphs, {}, `v1:${m.seed}`, names, m.moves);
    for (const [i, a] of actions.entries()) {
      db.prepare('INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind) VALUES (?, ?, ?, ?, ?, ?, ?)').run(m.id, a.seq, a.seat, a.action, a.clientSeq, a.logEnd, a.by);
      if (a.seq % 3 === 0) db.prepare('INSERT INTO snapshots (match_id, seq, state) VALUES (?, ?, ?)').run(m.id, a.seq, JSON.stringify(states[i]));
    }
  }
  db.close();
  return dir;
}

/**
 * How to take a migrated data directory back before a migration, for each migration the tests go
 * back past (by the start of its description). A new migration needs its entry here.
 */
const UNDO: readonly [string, string][] = [
  ['server log lines keep their events', 'ALTER TABLE match_notes DROP COLUMN event'],
  ['players:', 'DROP TABLE passkey_challenges; DROP TABLE player_passkeys; DROP TABLE player_sessions; DROP TABLE player_device_keys; DROP TABLE players'],
  [
    'ratings:',
    `DROP TABLE rating_history; DROP TABLE rated_results; DROP TABLE ratings;
     ALTER TABLE matches DROP COLUMN rated; DROP INDEX seats_player; ALTER TABLE seats DROP COLUMN player_id`,
  ],
  [
    'lobby:',
    `DROP TABLE push_keys; DROP TABLE push_subscriptions; DROP INDEX matches_creator; DROP INDEX matches_tables;
     ALTER TABLE matches DROP COLUMN creator_id; ALTER TABLE matches DROP COLUMN visibility; ALTER TABLE matches DROP COLUMN pace;
     ALTER TABLE seats DROP COLUMN reminded_decision; ALTER TABLE seats DROP COLUMN clock_deadline; ALTER TABLE seats DROP COLUMN clock_decision;
     ALTER TABLE seats DROP COLUMN forfeit_at; ALTER TABLE seats DROP COLUMN forfeit_seq; ALTER TABLE seats DROP COLUMN forfeit`,
  ],
  ['rated play:', 'DROP TABLE player_links; DROP INDEX rating_history_pairs; ALTER TABLE seats DROP COLUMN cover_return_by; DROP TABLE rated_seat_addresses; ALTER TABLE rated_results DROP COLUMN outcome'],
  ['devices:', 'ALTER TABLE player_sessions DROP COLUMN device_id; DROP INDEX player_device_keys_id; ALTER TABLE player_device_keys DROP COLUMN label; ALTER TABLE player_device_keys DROP COLUMN id'],
  ['seals:', 'DROP TABLE seal_keys; ALTER TABLE snapshots DROP COLUMN seal; ALTER TABLE matches DROP COLUMN seal'],
  // Name keys are not put back: the release before reads any unique key.
  ['identity:', 'ALTER TABLE seats DROP COLUMN token_holder'],
];

/**
 * Brings a data directory to the schema a release left before the migration whose description
 * begins with `before` (undoing that one and every later one); returns that migration's version.
 */
async function rewind(dir: string, before: string): Promise<number> {
  await (await openSqliteStorage(dir)).close();
  const version = MIGRATIONS.findIndex((m) => m.description.startsWith(before)) + 1;
  const db = new Database(join(dir, 'decktet.sqlite'));
  for (const migration of MIGRATIONS.slice(version - 1).reverse()) {
    const undo = UNDO.find(([start]) => migration.description.startsWith(start));
    if (!undo) throw new Error(`the tests cannot undo the migration "${migration.description}": add it to UNDO`);
    db.exec(undo[1]);
  }
  db.exec(`DELETE FROM decktet_schema WHERE version >= ${version}`);
  db.close();
  return version;
}

describe('migrations', () => {
  it('finding 6: a data directory from before migrations is upgraded in place, every match intact, seeds kept on their old deal', async () => {
    const matches: LegacyMatch[] = [
      { id: 'legacy-open', seed: '0f0e0d0c0b0a09080706050403020100', status: 'open', moves: 0, tokens: [] },
      { id: 'legacy-live', seed: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', status: 'live', moves: 10, tokens: [newToken(), newToken()] },
      // A stored seed that already began with "v1:" was dealt from that whole text: it is prefixed too.
      { id: 'legacy-v1-text', seed: 'v1:old', status: 'live', moves: 4, tokens: [newToken(), newToken()] },
    ];
    const dir = legacyDataDir(matches);

    const storage = await openSqliteStorage(dir);
    for (const m of matches) {
      const loaded = await storage.loadMatch(m.id);
      expect(loaded?.match).toMatchObject({ id: m.id, seed: `v1:${m.seed}`, status: m.status, damage: null });
      expect(loaded?.actions).toHaveLength(m.moves);
      // Rows from before the migration were chained by it, and the head and snapshots agree.
      const chains = chainsOf(m.id, loaded!.actions);
      expect(loaded!.actions.map((a) => a.chain)).toEqual(chains);
      expect(loaded!.head).toEqual({ seq: m.moves, chain: chains.at(-1) ?? null });
      if (loaded!.snapshot) expect(loaded!.snapshot.chain).toBe(chains[loaded!.snapshot.seq - 1]);
    }
    await storage.close();

    const db = new Database(join(dir, 'decktet.sqlite'), { readonly: true });
    expect((db.prepare('SELECT version FROM decktet_schema ORDER BY version').all() as { version: number }[]).map((r) => r.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    db.close();

    // Opened again: nothing runs twice (a seed is prefixed once).
    const again = await openSqliteStorage(dir);
    expect((await again.getMatch('legacy-live'))?.seed).toBe(`v1:${matches[1]!.seed}`);
    expect((await again.getMatch('legacy-v1-text'))?.seed).toBe('v1:v1:old');
    await again.close();

    // The server resumes the live matches whole, and the open one still takes players.
    const server = await testServer(GAMES, { dataDir: dir });
    try {
      for (const m of matches) {
        const summary = await api<LiveMatchSummary>(server.url, 'GET', `/api/matches/${m.id}`);
        expect(summary.body).toMatchObject({ status: m.status, seq: m.moves, damage: null });
      }
      const joined = await api(server.url, 'POST', '/api/matches/legacy-open/join', { name: 'Cy' });
      expect(joined.status).toBe(200);
    } finally {
      await server.dispose();
    }
  });

  it('online play: seats covered before it keep why they are covered, and chat and log lines are kept from then on', async () => {
    const tokens = [newToken(), newToken()];
    const dir = legacyDataDir([
      { id: 'legacy-covered', seed: '00112233445566778899aabbccddeeff', status: 'live', moves: 4, tokens },
      { id: 'legacy-left', seed: 'ffeeddccbbaa99887766554433221100', status: 'live', moves: 4, tokens: [newToken(), newToken()] },
    ]);
    const db = new Database(join(dir, 'decktet.sqlite'));
    db.prepare('UPDATE seats SET covered = 1 WHERE match_id = ? AND seat = 1').run('legacy-covered');
    db.prepare('UPDATE seats SET covered = 1, left_match = 1 WHERE match_id = ? AND seat = 0').run('legacy-left');
    db.close();

    const storage = await openSqliteStorage(dir);
    const covered = await storage.seats('legacy-covered');
    expect(covered.map((s) => s.cover)).toEqual([null, { since: 0, turn: null, reason: 'clock' }]);
    expect(covered.map((s) => s.muted)).toEqual([[], []]);
    expect((await storage.seats('legacy-left')).map((s) => s.cover)).toEqual([{ since: 0, turn: null, reason: 'left' }, null]);
    // The new tables take lines at once.
    const line = await storage.addChat('legacy-covered', { channel: 'players', seat: 0, name: 'Ada', text: 'still here?', at: 1 });
    expect(await storage.chat('legacy-covered')).toEqual([line]);
    expect(await storage.addNote('legacy-covered', 4, 'Bo is back and plays again', { type: 'server', note: 'back', seat: 1 })).toMatchObject({ seq: 4 });
    await storage.updateSeat('legacy-covered', 1, { cover: null, muted: [0] });
    expect((await storage.seats('legacy-covered'))[1]).toMatchObject({ covered: false, cover: null, muted: [0] });
    await storage.close();

    const server = await testServer(GAMES, { dataDir: dir });
    try {
      const summary = await api<LiveMatchSummary>(server.url, 'GET', '/api/matches/legacy-left');
      expect(summary.body.seats[0]).toMatchObject({ coveredByBot: true, cover: { since: 0, turn: null, reason: 'left' }, presence: 'offline' });
    } finally {
      await server.dispose();
    }
  });

  it("server log lines: a data directory whose notes have text alone keeps them as text, and new notes keep their events", async () => {
    const dir = legacyDataDir([{ id: 'legacy-noted', seed: '00112233445566778899aabbccddeeff', status: 'live', moves: 4, tokens: [newToken(), newToken()] }]);
    // Brought to the schema before notes kept events, with a note written then.
    await rewind(dir, 'server log lines keep their events');
    const db = new Database(join(dir, 'decktet.sqlite'));
    db.prepare('INSERT INTO match_notes (match_id, seq, text) VALUES (?, ?, ?)').run('legacy-noted', 2, 'The AI plays for Bo (their time ran out)');
    db.close();

    const storage = await openSqliteStorage(dir);
    const event = { type: 'server', note: 'back', seat: 1 } as const;
    const added = await storage.addNote('legacy-noted', 4, 'Bo is back and plays again', event);
    expect(await storage.notes('legacy-noted')).toEqual([{ id: 1, seq: 2, text: 'The AI plays for Bo (their time ran out)', event: null }, added]);
    expect(added).toMatchObject({ seq: 4, event });
    await storage.close();
    const check = new Database(join(dir, 'decktet.sqlite'), { readonly: true });
    expect((check.prepare('SELECT MAX(version) AS v FROM decktet_schema').get() as { v: number }).v).toBe(MIGRATIONS.length);
    check.close();
  });

  it('players: a data directory as the release before players left it is upgraded in place; its matches play on and players can be made', async () => {
    const tokens = [newToken(), newToken()];
    const dir = legacyDataDir([{ id: 'release-live', seed: '0123456789abcdef0123456789abcdef', status: 'live', moves: 6, tokens }]);
    // Brought to that release's schema: every migration before the players' one.
    const playersVersion = await rewind(dir, 'players:');
    const release = new Database(join(dir, 'decktet.sqlite'), { readonly: true });
    expect((release.prepare('SELECT MAX(version) AS v FROM decktet_schema').get() as { v: number }).v).toBe(playersVersion - 1);
    expect(release.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'player%'").all()).toEqual([]);
    release.close();

    const server = await testServer(GAMES, { dataDir: dir });
    try {
      const summary = await api<LiveMatchSummary>(server.url, 'GET', '/api/matches/release-live');
      expect(summary.body).toMatchObject({ status: 'live', seq: 6, damage: null });
      const created = await api<{ player: { name: string } }>(server.url, 'POST', '/api/players', { name: 'Ada' });
      expect(created).toMatchObject({ status: 201, body: { player: { name: 'Ada' } } });
      expect((await api(server.url, 'POST', '/api/players', { name: 'ADA' })).status).toBe(409);
    } finally {
      await server.dispose();
    }
    const upgraded = new Database(join(dir, 'decktet.sqlite'), { readonly: true });
    expect((upgraded.prepare('SELECT version FROM decktet_schema ORDER BY version').all() as { version: number }[]).map((r) => r.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(upgraded.prepare('SELECT name, name_key FROM players').all()).toEqual([{ name: 'Ada', name_key: 'ada' }]);
    // The seats keep their tokens.
    expect((upgraded.prepare('SELECT token_hash FROM seats WHERE match_id = ? ORDER BY seat').all('release-live') as { token_hash: string }[]).map((r) => r.token_hash)).toEqual(tokens.map(hashToken));
    upgraded.close();
  });

  it('ratings: a data directory as the release before ratings left it is upgraded in place; its players and matches are kept, and nobody is rated yet', async () => {
    const tokens = [newToken(), newToken()];
    const dir = legacyDataDir([{ id: 'release-live', seed: '0123456789abcdef0123456789abcdef', status: 'live', moves: 6, tokens }]);
    const ratingsVersion = await rewind(dir, 'ratings:');
    const release = new Database(join(dir, 'decktet.sqlite'));
    expect((release.prepare('SELECT MAX(version) AS v FROM decktet_schema').get() as { v: number }).v).toBe(ratingsVersion - 1);
    expect(release.prepare("SELECT name FROM sqlite_master WHERE name LIKE '%rat%'").all()).toEqual([]);
    // A player made by that release.
    release.prepare('INSERT INTO players (id, name, name_key, created_at, recovery_hash) VALUES (?, ?, ?, ?, ?)').run('player-ada', 'Ada', 'ada', Date.parse('2030-01-01T00:00:00Z'), 'hash');
    release.close();

    const server = await testServer(GAMES, { dataDir: dir });
    try {
      expect((await api<LiveMatchSummary>(server.url, 'GET', '/api/matches/release-live')).body).toMatchObject({ status: 'live', seq: 6, damage: null });
      const profile = await api(server.url, 'GET', '/api/players/Ada/profile');
      expect(profile).toEqual({ status: 200, body: { name: 'Ada', createdAt: '2030-01-01T00:00:00.000Z', ratings: [], history: [], recentGames: [] } });
      expect(await api(server.url, 'GET', '/api/leaderboard?game=hieroglyphs')).toMatchObject({ status: 200, body: { total: 0, entries: [] } });
    } finally {
      await server.dispose();
    }
    const upgraded = new Database(join(dir, 'decktet.sqlite'), { readonly: true });
    expect((upgraded.prepare('SELECT version FROM decktet_schema ORDER BY version').all() as { version: number }[]).map((r) => r.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    // Seats taken before keep their tokens and have no player; the match is not rated.
    expect(upgraded.prepare('SELECT token_hash, player_id FROM seats WHERE match_id = ? ORDER BY seat').all('release-live')).toEqual(tokens.map((t) => ({ token_hash: hashToken(t), player_id: null })));
    expect(upgraded.prepare('SELECT rated FROM matches WHERE id = ?').get('release-live')).toEqual({ rated: 0 });
    upgraded.close();
  });

  it("lobby: a data directory as the release before the lobby left it is upgraded in place; its matches play on as they were, and tables can be made", async () => {
    const tokens = [newToken(), newToken()];
    const dir = legacyDataDir([
      { id: 'release-live', seed: '0123456789abcdef0123456789abcdef', status: 'live', moves: 6, tokens },
      { id: 'release-open', seed: 'fedcba9876543210fedcba9876543210', status: 'open', moves: 0, tokens: [] },
    ]);
    const lobbyVersion = await rewind(dir, 'lobby:');
    const release = new Database(join(dir, 'decktet.sqlite'));
    expect((release.prepare('SELECT MAX(version) AS v FROM decktet_schema').get() as { v: number }).v).toBe(lobbyVersion - 1);
    expect(release.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'push%'").all()).toEqual([]);
    // A player of that release, holding a seat of its live match.
    release.prepare('INSERT INTO players (id, name, name_key, created_at, recovery_hash) VALUES (?, ?, ?, ?, ?)').run('player-ada', 'Ada', 'ada', Date.parse('2030-01-01T00:00:00Z'), 'hash');
    release.prepare('UPDATE seats SET player_id = ? WHERE match_id = ? AND seat = 0').run('player-ada', 'release-live');
    release.close();

    const server = await testServer(GAMES, { dataDir: dir });
    try {
      const live = await api<LiveMatchSummary>(server.url, 'GET', '/api/matches/release-live');
      expect(live.body).toMatchObject({ status: 'live', seq: 6, damage: null });
      expect(live.body.table).toBeUndefined();
      // The open match is listed as before, but it is no lobby table.
      expect((await api<{ matches: LiveMatchSummary[] }>(server.url, 'GET', '/api/matches?status=open')).body.matches.map((m) => m.id)).toEqual(['release-open']);
      expect((await api(server.url, 'GET', '/api/tables')).body).toEqual({ tables: [], next: null });
      const created = await fetch(`${server.url}/api/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bo' }) });
      const cookie = created.headers.getSetCookie()[0]!.split(';')[0]!;
      const made = await fetch(`${server.url}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ game: 'hieroglyphs', seats: [{ kind: 'human' }, { kind: 'human' }], pace: 'turn-based', rated: true }) });
      expect(made.status).toBe(201);
      const tables = (await api<{ tables: LiveMatchSummary[] }>(server.url, 'GET', '/api/tables')).body.tables;
      expect(tables).toMatchObject([{ game: 'hieroglyphs', table: { pace: 'turn-based', turnHours: 24, rated: true, visibility: 'public', creator: 'Bo' } }]);
      expect((await api<{ publicKey: string }>(server.url, 'GET', '/api/push/key')).body.publicKey).toMatch(/^[\w-]{87}$/);
    } finally {
      await server.dispose();
    }
    const upgraded = new Database(join(dir, 'decktet.sqlite'), { readonly: true });
    expect((upgraded.prepare('SELECT MAX(version) AS v FROM decktet_schema').get() as { v: number }).v).toBe(MIGRATIONS.length);
    // The release's matches: live pace, in no lobby, their seats as they were.
    expect(upgraded.prepare("SELECT id, pace, visibility, creator_id FROM matches WHERE id LIKE 'release-%' ORDER BY id").all()).toEqual([
      { id: 'release-live', pace: 'live', visibility: null, creator_id: null },
      { id: 'release-open', pace: 'live', visibility: null, creator_id: null },
    ]);
    expect(upgraded.prepare('SELECT player_id, token_hash, forfeit, clock_deadline FROM seats WHERE match_id = ? ORDER BY seat').all('release-live')).toEqual([
      { player_id: 'player-ada', token_hash: hashToken(tokens[0]!), forfeit: null, clock_deadline: null },
      { player_id: null, token_hash: hashToken(tokens[1]!), forfeit: null, clock_deadline: null },
    ]);
    upgraded.close();
  });

  it('devices: device keys and sessions of the release before device lists keep working, each key listed under an id that says nothing of it', async () => {
    const dir = legacyDataDir([]);
    const devicesVersion = await rewind(dir, 'devices:');
    const release = new Database(join(dir, 'decktet.sqlite'));
    expect((release.prepare('SELECT MAX(version) AS v FROM decktet_schema').get() as { v: number }).v).toBe(devicesVersion - 1);
    // A player of that release: a device key, and a session open on it.
    const [deviceKey, sessionToken] = ['k'.repeat(43), 's'.repeat(43)];
    const at = Date.now();
    release.prepare('INSERT INTO players (id, name, name_key, created_at, recovery_hash) VALUES (?, ?, ?, ?, ?)').run('player-ada', 'Ada', 'ada', at, 'hash');
    release.prepare('INSERT INTO player_device_keys (key_hash, player_id, created_at) VALUES (?, ?, ?)').run(hashSecret(deviceKey), 'player-ada', at);
    release.prepare('INSERT INTO player_sessions (token_hash, player_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(hashSecret(sessionToken), 'player-ada', at, at + 86_400_000);
    release.close();

    const server = await testServer(GAMES, { dataDir: dir });
    try {
      const old = { authorization: `Bearer ${sessionToken}` };
      // The session from before still works; it names no device, so none is "current".
      const listed = await api<PlayerDevicesReply>(server.url, 'GET', '/api/players/me/devices', undefined, old);
      expect(listed).toEqual({ status: 200, body: { devices: [{ id: hashSecret(deviceKey).slice(0, 16), label: null, createdAt: new Date(at).toISOString(), lastUsedAt: null, current: false }] } });
      const signedIn = await api<{ session: { token: string } }>(server.url, 'POST', '/api/session', { deviceKey, bearer: true });
      expect(signedIn.status).toBe(200);
      const now = await api<PlayerDevicesReply>(server.url, 'GET', '/api/players/me/devices', undefined, { authorization: `Bearer ${signedIn.body.session.token}` });
      expect(now.body.devices).toMatchObject([{ id: hashSecret(deviceKey).slice(0, 16), current: true }]);
    } finally {
      await server.dispose();
    }
  });

  it('issue 28 finding 11: a data directory from before seals has every match and snapshot sealed on upgrade, and its matches play on, none damaged', async () => {
    const tokens = [newToken(), newToken()];
    const dir = legacyDataDir([
      { id: 'unsealed-live', seed: '00112233445566778899aabbccddeeff', status: 'live', moves: 7, tokens },
      { id: 'unsealed-open', seed: 'ffeeddccbbaa99887766554433221100', status: 'open', moves: 0, tokens: [] },
    ]);
    await rewind(dir, 'seals:');
    rmSync(join(dir, 'seal.key'));
    const release = new Database(join(dir, 'decktet.sqlite'), { readonly: true });
    expect(release.prepare("SELECT name FROM sqlite_master WHERE name = 'seal_keys'").all()).toEqual([]);
    release.close();

    const server = await testServer(GAMES, { dataDir: dir });
    try {
      expect((await api<LiveMatchSummary>(server.url, 'GET', '/api/matches/unsealed-live')).body).toMatchObject({ status: 'live', seq: 7, damage: null });
      expect((await api<LiveMatchSummary>(server.url, 'GET', '/api/matches/unsealed-open')).body).toMatchObject({ status: 'open', damage: null });
      expect((await api(server.url, 'POST', '/api/matches/unsealed-open/join', { name: 'Cy' })).status).toBe(200);
    } finally {
      await server.dispose();
    }
    const upgraded = new Database(join(dir, 'decktet.sqlite'), { readonly: true });
    expect(upgraded.prepare("SELECT COUNT(*) AS n FROM matches WHERE seal IS NULL OR status = 'damaged'").get()).toEqual({ n: 0 });
    expect(upgraded.prepare('SELECT COUNT(*) AS n FROM snapshots WHERE seal IS NULL').get()).toEqual({ n: 0 });
    expect(upgraded.prepare('SELECT COUNT(*) AS n FROM seal_keys').get()).toEqual({ n: 1 });
    upgraded.close();
    // The key was made beside the database, readable by the server's user alone.
    expect(statSync(join(dir, 'seal.key')).mode & 0o777).toBe(0o600);
  });

  it('issue 28 finding 11: a start with another seal key, or with the key lost, is refused, naming what to restore, and marks nothing damaged', async () => {
    const dir = legacyDataDir([{ id: 'keyed', seed: '0f1e2d3c4b5a69788796a5b4c3d2e1f0', status: 'live', moves: 4, tokens: [newToken(), newToken()] }]);
    await (await openSqliteStorage(dir)).close();
    await expect(openSqliteStorage(dir, { sealKey: 'ab'.repeat(32) })).rejects.toThrow(/not the one this database was sealed with/);
    await expect(openSqliteStorage(dir, { sealKey: 'short' })).rejects.toThrow(/SEAL_KEY is not a seal key: give at least 32 random bytes/);
    const key = readFileSync(join(dir, 'seal.key'), 'utf8');
    rmSync(join(dir, 'seal.key'));
    await expect(openSqliteStorage(dir)).rejects.toThrow(/seal\.key is missing and SEAL_KEY is not set: restore the key/);
    // The same key, given as SEAL_KEY instead of the file, opens it: the match is whole.
    const storage = await openSqliteStorage(dir, { sealKey: key });
    try {
      expect((await storage.loadMatch('keyed'))?.sealed).toBe(true);
      expect((await storage.getMatch('keyed'))?.status).toBe('live');
    } finally {
      await storage.close();
    }

    // The key record deleted behind the server (to have an edit sealed over on the next start) is refused.
    const db = new Database(join(dir, 'decktet.sqlite'));
    db.prepare(`UPDATE matches SET config = '{"handSize": 9}' WHERE id = 'keyed'`).run();
    db.prepare('DELETE FROM seal_keys').run();
    db.close();
    await expect(openSqliteStorage(dir, { sealKey: key })).rejects.toThrow(/no record of its seal key \(seal_keys is empty\): it was changed behind the server/);
    // The operator may ask for every match to be sealed as it stands (changing the key, say): then it loads as stored.
    process.env.SEAL_ALL_MATCHES = 'yes';
    try {
      const resealed = await openSqliteStorage(dir, { sealKey: 'cd'.repeat(32) });
      expect((await resealed.loadMatch('keyed'))?.sealed).toBe(true);
      await resealed.close();
    } finally {
      delete process.env.SEAL_ALL_MATCHES;
    }
  });

  it("identity: players' names are keyed again by the confusables skeleton; of two that now fold alike the first keeps the name's key, and neither can be taken", async () => {
    const dir = legacyDataDir([]);
    const version = await rewind(dir, 'identity:');
    const release = new Database(join(dir, 'decktet.sqlite'));
    expect((release.prepare('SELECT MAX(version) AS v FROM decktet_schema').get() as { v: number }).v).toBe(version - 1);
    // Keys as the release before made them: a Cherokee "Ꭺda" was a name of its own then.
    const add = release.prepare('INSERT INTO players (id, name, name_key, created_at, recovery_hash) VALUES (?, ?, ?, ?, ?)');
    add.run('player-ada', 'Ada', 'ada', 1, 'hash');
    add.run('player-cherokee', '\u13aada', '\u13aada'.toLowerCase(), 2, 'hash');
    add.run('player-grace', 'Grace', 'grace', 3, 'hash');
    release.close();

    const server = await testServer(GAMES, { dataDir: dir });
    try {
      const db = new Database(join(dir, 'decktet.sqlite'), { readonly: true });
      const keys = db.prepare('SELECT id, name, name_key FROM players ORDER BY created_at').all();
      const seatColumns = (db.prepare('PRAGMA table_info(seats)').all() as { name: string }[]).map((c) => c.name);
      db.close();
      expect(keys).toEqual([
        { id: 'player-ada', name: 'Ada', name_key: playerNameKey('Ada') },
        { id: 'player-cherokee', name: '\u13aada', name_key: `${playerNameKey('Ada')}\nplayer-cherokee` },
        { id: 'player-grace', name: 'Grace', name_key: playerNameKey('Grace') },
      ]);
      expect(seatColumns).toContain('token_holder');
      // The name page finds the first; a new Lisu "ꓮda" is refused as taken.
      expect((await api<{ name: string }>(server.url, 'GET', `/api/players/${encodeURIComponent('\u13aada')}`)).body.name).toBe('Ada');
      expect((await api<{ error: { code: string } }>(server.url, 'POST', '/api/players', { name: '\ua4eeda' })).body.error.code).toBe('name-taken');
    } finally {
      await server.dispose();
    }
  });

  it('finding 6: a finished match from before migrations still serves a record that replays', async () => {
    const seed = 'ffeeddccbbaa99887766554433221100';
    const names = ['Ada', 'Bo'];
    // Played to its end on the deal the stored seed had.
    const setup = Match.create(hieroglyphs, {}, `v1:${seed}`, { names });
    if (!setup.ok) throw new Error(setup.error.message);
    let moves = 0;
    const probe = setup.value;
    for (const pick = (n: number) => (moves * 7919) % n; !probe.outcome(); moves++) {
      const seat = probe.pending()[0]!;
      const legal = probe.legalText(seat);
      probe.act(seat, legal[pick(legal.length)]!);
    }
    const dir = legacyDataDir([]);
    const db = new Database(join(dir, 'decktet.sqlite'));
    db.prepare('INSERT INTO matches (id, game, config, seed, seat_specs, turn_seconds, created_at, status, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      'legacy-finished', 'hieroglyphs', '{}', seed, JSON.stringify([{ kind: 'human' }, { kind: 'human' }]), null, new Date().toISOString(), 'finished', probe.outcome()!.summary,
    );
    for (const [seat, name] of names.entries()) db.prepare('INSERT INTO seats (match_id, seat, kind, name, token_hash) VALUES (?, ?, ?, ?, ?)').run('legacy-finished', seat, 'human', name, hashToken(newToken()));
    const replay = Match.create(hieroglyphs, {}, `v1:${seed}`, { names });
    if (!replay.ok) throw new Error(replay.error.message);
    for (const [i, step] of probe.toRecord().actions.entries()) {
      replay.value.act(step.seat, step.action);
      const logEnd = replay.value.state.log.length;
      db.prepare('INSERT INTO actions (match_id, seq, seat, action, client_seq, log_end, by_kind) VALUES (?, ?, ?, ?, ?, ?, ?)').run('legacy-finished', i + 1, step.seat, step.action, null, logEnd, 'player');
    }
    db.close();

    const server = await testServer(GAMES, { dataDir: dir });
    try {
      const record = await api<{ seed: string; actions: unknown[] }>(server.url, 'GET', '/api/matches/legacy-finished/record');
      expect(record.status).toBe(200);
      expect(record.body.seed).toBe(`v1:${seed}`);
      expect(record.body.actions).toHaveLength(moves);
      const replayed = Match.fromRecord(GAMES, record.body);
      expect(replayed.ok && replayed.value.outcome()?.summary).toBe(probe.outcome()!.summary);
    } finally {
      await server.dispose();
    }
  });
});
