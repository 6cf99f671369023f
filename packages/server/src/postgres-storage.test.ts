import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '@decktet/engine';
import { GAMES } from '@decktet/catalog';
import type { LiveMatchSummary } from '@decktet/protocol';
import { MIGRATIONS, openPostgresStorage } from './storage';
import { testServer } from '../test/fixtures';
import { api } from '../test/live-client';
import { type PgCluster, startPgCluster } from '../test/pg-cluster';
import { chainsOf, playMoves, writeLiveMatch } from '../test/stored-matches';
import { type ChainRewrite, editSnapshotState, moveHeadBack } from '../test/tampering';

const hieroglyphs = GAMES.find((g) => g.id === 'hieroglyphs') as AnyGame;
const duelingRunes = GAMES.find((g) => g.id === 'dueling-runes') as AnyGame;
let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 60_000);
afterAll(() => cluster?.stop());

/** A new empty database in the test cluster; returns its URL. */
async function database(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return cluster.url.replace(/\/postgres$/, `/${name}`);
}

/** `?` placeholders numbered as PostgreSQL's. */
const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

async function sql(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe('PostgreSQL storage', () => {
  it('finding 7: a changed and a deleted action before the latest snapshot mark their matches damaged; the healthy one resumes', async () => {
    const url = await database('chained');
    const storage = await openPostgresStorage(url);
    const [healthy, changed, deleted] = [
      await writeLiveMatch(storage, hieroglyphs, { moves: 8, snapshotEvery: 3 }),
      await writeLiveMatch(storage, hieroglyphs, { moves: 8, snapshotEvery: 3 }),
      await writeLiveMatch(storage, hieroglyphs, { moves: 8, snapshotEvery: 3 }),
    ];
    await storage.close();
    await sql(url, 'UPDATE actions SET action = (SELECT action FROM actions WHERE match_id = $1 AND seq = 3) WHERE match_id = $1 AND seq = 2', [changed!.id]);
    await sql(url, 'DELETE FROM actions WHERE match_id = $1 AND seq = 2', [deleted!.id]);

    const server = await testServer(GAMES, { databaseUrl: url });
    try {
      const summary = async (id: string) => (await api<LiveMatchSummary>(server.url, 'GET', `/api/matches/${id}`)).body;
      expect(await summary(healthy!.id)).toMatchObject({ status: 'live', seq: 8, damage: null });
      expect(await summary(changed!.id)).toMatchObject({ status: 'damaged', damage: expect.stringMatching(/action 2 of its log does not match the chain/) });
      expect(await summary(deleted!.id)).toMatchObject({ status: 'damaged', damage: expect.stringMatching(/missing action 2/) });
      const stored = await sql(url, "SELECT id FROM matches WHERE status = 'damaged' ORDER BY id");
      expect(stored.rows.map((r: { id: string }) => r.id)).toEqual([changed!.id, deleted!.id].sort());
    } finally {
      await server.dispose();
    }
  });

  it('issue 28 finding 11: an edited snapshot (health 99), edited settings (health 40/40), a head moved back with its last action deleted, and a removed seal each mark their match damaged', async () => {
    const url = await database('sealed');
    const storage = await openPostgresStorage(url);
    const write = () => writeLiveMatch(storage, duelingRunes, { moves: 8, snapshotEvery: 3 });
    const [healthy, snapshotEdited, configEdited, headMovedBack, sealRemoved] = [await write(), await write(), await write(), await write(), await write()];
    await storage.close();
    const rewrite: ChainRewrite = {
      rows: async <R>(text: string, params: unknown[]) => (await sql(url, numbered(text), params)).rows as R[],
      run: async (text, params) => void (await sql(url, numbered(text), params)),
    };
    await editSnapshotState(rewrite, snapshotEdited!.id, 6, (state) => ((state as { wizards: { health: number }[] }).wizards[0]!.health = 99));
    await sql(url, `UPDATE matches SET config = jsonb_set(config::jsonb, '{health}', '[40, 40]')::text WHERE id = $1`, [configEdited!.id]);
    await moveHeadBack(rewrite, headMovedBack!.id, 8);
    await sql(url, 'UPDATE matches SET seal = NULL WHERE id = $1', [sealRemoved!.id]);

    const server = await testServer(GAMES, { databaseUrl: url });
    try {
      const summary = async (id: string) => (await api<LiveMatchSummary>(server.url, 'GET', `/api/matches/${id}`)).body;
      // Whole and playing (its public move number leaves out reaction-window decisions: DR-37).
      expect(await summary(healthy!.id)).toMatchObject({ status: 'live', damage: null });
      expect(await summary(snapshotEdited!.id)).toMatchObject({ status: 'damaged', damage: expect.stringMatching(/snapshot at action 6 does not match its seal/) });
      for (const { id } of [configEdited!, headMovedBack!, sealRemoved!]) {
        expect(await summary(id)).toMatchObject({ status: 'damaged', damage: expect.stringMatching(/settings or last action do not match their seal/) });
      }
    } finally {
      await server.dispose();
    }
  });

  it('finding 6: a database from before migrations is upgraded in place once, even by two instances starting together', async () => {
    const url = await database('legacy');
    await sql(
      url,
      `CREATE TABLE matches (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, seed TEXT NOT NULL, seat_specs TEXT NOT NULL, turn_seconds INTEGER, created_at TEXT NOT NULL, status TEXT NOT NULL, summary TEXT);
       CREATE INDEX matches_status ON matches (status, created_at);
       CREATE TABLE seats (match_id TEXT NOT NULL REFERENCES matches (id), seat INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT, token_hash TEXT, token_expires BIGINT, left_match BOOLEAN NOT NULL DEFAULT FALSE, covered BOOLEAN NOT NULL DEFAULT FALSE, PRIMARY KEY (match_id, seat));
       CREATE TABLE actions (match_id TEXT NOT NULL REFERENCES matches (id), seq INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL, client_seq BIGINT, log_end INTEGER NOT NULL, by_kind TEXT NOT NULL, PRIMARY KEY (match_id, seq));
       CREATE UNIQUE INDEX actions_client_seq ON actions (match_id, seat, client_seq) WHERE client_seq IS NOT NULL;
       CREATE TABLE snapshots (match_id TEXT NOT NULL REFERENCES matches (id), seq INTEGER NOT NULL, state TEXT NOT NULL, PRIMARY KEY (match_id, seq));`,
    );
    const seed = '00112233445566778899aabbccddeeff';
    const { actions } = playMoves(hieroglyphs, {}, `v1:${seed}`, ['Ada', 'Bo'], 5);
    await sql(url, "INSERT INTO matches VALUES ('old', 'hieroglyphs', '{}', $1, $2, NULL, '2025-01-01T00:00:00Z', 'live', NULL)", [seed, JSON.stringify([{ kind: 'human' }, { kind: 'human' }])]);
    await sql(url, "INSERT INTO seats (match_id, seat, kind, name) VALUES ('old', 0, 'human', 'Ada'), ('old', 1, 'human', 'Bo')");
    for (const a of actions) await sql(url, "INSERT INTO actions VALUES ('old', $1, $2, $3, $4, $5, $6)", [a.seq, a.seat, a.action, a.clientSeq, a.logEnd, a.by]);

    const [one, two] = await Promise.all([openPostgresStorage(url), openPostgresStorage(url)]);
    await Promise.all([one.close(), two.close()]);
    const versions = await sql(url, 'SELECT version FROM decktet_schema ORDER BY version');
    expect(versions.rows.map((r: { version: number }) => r.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));

    const storage = await openPostgresStorage(url);
    try {
      const loaded = await storage.loadMatch('old');
      expect(loaded?.match.seed).toBe(`v1:${seed}`);
      const chains = chainsOf('old', actions);
      expect(loaded?.actions.map((a) => a.chain)).toEqual(chains);
      expect(loaded?.head).toEqual({ seq: 5, chain: chains[4] });
      // Sealed on upgrade as it stood: it loads whole, not damaged.
      expect(loaded?.sealed).toBe(true);
    } finally {
      await storage.close();
    }
    const server = await testServer(GAMES, { databaseUrl: url });
    try {
      expect((await api<LiveMatchSummary>(server.url, 'GET', '/api/matches/old')).body).toMatchObject({ status: 'live', seq: 5, damage: null });
    } finally {
      await server.dispose();
    }
  });
  it("one instance's presence reports on a match are heard by the others in the order it shared them, even sent in a burst", async () => {
    const url = await database('presence_order');
    const [speaker, hearer] = await Promise.all([openPostgresStorage(url), openPostgresStorage(url)]);
    try {
      const heard: number[] = [];
      hearer.presence.onReport((_from, matchId, report) => {
        if (matchId === 'm' && report) heard.push(report.spectators);
      });
      // Sent without waiting, as sockets closing together share them: the last one must stand.
      const sent = Array.from({ length: 60 }, (_, i) => speaker.presence.share('m', { seats: [], spectators: 60 - i - 1 }));
      await Promise.all(sent);
      const deadline = Date.now() + 10_000;
      while (heard.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual(Array.from({ length: 60 }, (_, i) => 60 - i - 1));
    } finally {
      await Promise.all([speaker.close(), hearer.close()]);
    }
  });
});
