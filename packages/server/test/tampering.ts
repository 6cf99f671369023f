import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Seal, parseSealKey } from '../src/storage';

/*
 * Hand edits of a stored match, as someone with the database (not the seal key) would make them:
 * the tampering the seal (storage/seal.ts) must catch. SQL uses `?` placeholders on either database.
 */

/** Raw SQL on a test's own connection to the database, behind the server. */
export interface ChainRewrite {
  rows<R>(sql: string, params: unknown[]): Promise<R[]>;
  run(sql: string, params: unknown[]): Promise<void>;
}

/** Changes the state a stored snapshot holds, leaving its chain value (and seal) as they were. */
export async function editSnapshotState(db: ChainRewrite, matchId: string, seq: number, edit: (state: unknown) => void): Promise<void> {
  const [row] = await db.rows<{ state: string }>('SELECT state FROM snapshots WHERE match_id = ? AND seq = ?', [matchId, seq]);
  if (!row) throw new Error(`match ${matchId} has no snapshot at ${seq}`);
  const state = JSON.parse(row.state) as unknown;
  edit(state);
  await db.run('UPDATE snapshots SET state = ? WHERE match_id = ? AND seq = ?', [JSON.stringify(state), matchId, seq]);
}

/**
 * Deletes the last action and moves the match's head back to the one before, chain value and
 * all: a log that is a whole, valid prefix, which the chain alone cannot tell from the real one.
 */
export async function moveHeadBack(db: ChainRewrite, matchId: string, last: number): Promise<void> {
  const [before] = await db.rows<{ chain: string }>('SELECT chain FROM actions WHERE match_id = ? AND seq = ?', [matchId, last - 1]);
  await db.run('DELETE FROM snapshots WHERE match_id = ? AND seq >= ?', [matchId, last]);
  await db.run('DELETE FROM actions WHERE match_id = ? AND seq = ?', [matchId, last]);
  await db.run('UPDATE matches SET head_seq = ?, head_chain = ? WHERE id = ?', [last - 1, before!.chain, matchId]);
}

/** The seal the server of `dataDir` (or of SEAL_KEY) uses: a repair tool that holds the key. */
export function serverSeal(dataDir: string): Seal {
  const file = join(dataDir, 'seal.key');
  const key = process.env.SEAL_KEY ?? (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  if (!key) throw new Error(`no seal key in SEAL_KEY or ${file}`);
  return new Seal(parseSealKey(key, 'the test seal key'));
}

/** Seals a match row's settings and head as they now stand, with the server's key. */
export async function resealMatch(db: ChainRewrite, dataDir: string, matchId: string): Promise<void> {
  const [row] = await db.rows<Parameters<Seal['match']>[0]>('SELECT id, game, config, seed, seat_specs, turn_seconds, head_seq, head_chain FROM matches WHERE id = ?', [matchId]);
  await db.run('UPDATE matches SET seal = ? WHERE id = ?', [serverSeal(dataDir).match(row!), matchId]);
}
