import { type KeyObject, createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseRefused, MIGRATIONS } from './migrations';
import type { Sql } from './sql';

/*
 * The seal: an HMAC-SHA-256, under a key the server keeps outside the database, over what the
 * action chain (chain.ts) does not cover on its own — a match's settings and its head, and each
 * snapshot's state. The head is the last seq and the chain after it, so the seal covers the whole
 * log too: deleting the last action and moving the head back, editing the settings or a snapshot's
 * state, all break a seal that only a holder of the key can make again.
 *
 * The key: SEAL_KEY (64 hex digits or more, or base64 of 32 bytes or more), else the file
 * `seal.key` in the data directory, made on the first start (0600). A check value of the key (its
 * HMAC of a fixed text, which says nothing of the key) is stored in the database; a server started
 * with another key is refused at start-up rather than marking every match damaged.
 */

/** The seal covers these columns of a match row, as stored (config and seats as their JSON text). */
export interface SealedMatchColumns {
  id: string;
  game: string;
  config: string;
  seed: string;
  seat_specs: string;
  turn_seconds: number | string | null;
  head_seq: number | string;
  head_chain: string | null;
}

/** The seal covers these of a snapshot (its state as its JSON text). */
export interface SealedSnapshotColumns {
  match_id: string;
  seq: number | string;
  chain: string | null;
  state: string;
}

const KEY_FILE = 'seal.key';
const MIN_KEY_BYTES = 32;
/** The one row of `seal_keys`. */
const KEY_ROW = 1;

/** The schema version that added seals: a start that migrates from before it seals what is stored. */
export const SEALS_VERSION = MIGRATIONS.findIndex((m) => m.description.startsWith('seals:')) + 1;

export class Seal {
  /** The key imported once (not at every seal). */
  private readonly key: KeyObject;

  constructor(key: Buffer) {
    this.key = createSecretKey(key);
  }

  private mac(parts: readonly unknown[]): string {
    return createHmac('sha256', this.key).update(JSON.stringify(parts)).digest('hex');
  }

  match(m: SealedMatchColumns): string {
    const turnSeconds = m.turn_seconds === null ? null : Number(m.turn_seconds);
    return this.mac(['decktet-table match', m.id, m.game, m.config, m.seed, m.seat_specs, turnSeconds, Number(m.head_seq), m.head_chain]);
  }

  snapshot(s: SealedSnapshotColumns): string {
    return this.mac(['decktet-table snapshot', s.match_id, Number(s.seq), s.chain, s.state]);
  }

  /** Stored in the database to recognise the key; it says nothing of the key itself. */
  get check(): string {
    return this.mac(['decktet-table seal key']);
  }

  /** Whether a stored seal is the one these columns have (null: none was stored). */
  static holds(expected: string, stored: string | null): boolean {
    if (stored === null || stored.length !== expected.length) return false;
    return timingSafeEqual(Buffer.from(expected), Buffer.from(stored));
  }
}

/** The key as SEAL_KEY or the key file writes it: hex (64 digits or more) or base64 (32 bytes or more). */
export function parseSealKey(text: string, where: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]+$/i.test(t) && t.length % 2 === 0 ? Buffer.from(t, 'hex') : /^[A-Za-z0-9+/_-]+={0,2}$/.test(t) ? Buffer.from(t, 'base64') : Buffer.alloc(0);
  if (key.length < MIN_KEY_BYTES) throw new DatabaseRefused(`${where} is not a seal key: give at least ${MIN_KEY_BYTES} random bytes as hex or base64 (openssl rand -hex 32)`);
  return key;
}

/** Where the key comes from: `key` (SEAL_KEY) when given, else the key file in `dataDir`. */
export interface SealKeySource {
  key?: string | undefined;
  dataDir?: string | undefined;
}

/** The server's key; the key file is made only for a database that holds no seals yet (`fresh`). */
function sealKey(source: SealKeySource, fresh: boolean): Buffer {
  const key = source.key ?? process.env.SEAL_KEY;
  if (key) return parseSealKey(key, 'SEAL_KEY');
  if (!source.dataDir) throw new DatabaseRefused('no seal key: set SEAL_KEY (the same on every instance of a shared database)');
  const file = join(source.dataDir, KEY_FILE);
  if (existsSync(file)) return parseSealKey(readFileSync(file, 'utf8'), file);
  if (!fresh) {
    throw new DatabaseRefused(`the database's matches are sealed, but ${file} is missing and SEAL_KEY is not set: restore the key they were sealed with (a new key would leave every match unreadable)`);
  }
  mkdirSync(source.dataDir, { recursive: true });
  writeFileSync(file, `${randomBytes(MIN_KEY_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return parseSealKey(readFileSync(file, 'utf8'), file);
}

/**
 * The seal of this server for the database. The first start with seals (a new database, or one
 * this start upgraded from before them: `sealsAdded`) records the key's check value and seals
 * every stored match and snapshot as they stand, in one transaction; every later start must bring
 * the same key. A database with matches whose key record is gone is refused, unless the operator
 * asks to seal them all as they stand (SEAL_ALL_MATCHES=yes, e.g. to change the key).
 */
export async function openSeal(db: Sql, source: SealKeySource, upgrade: { sealsAdded: boolean }): Promise<Seal> {
  const [stored] = await db.rows<{ key_check: string }>('SELECT key_check FROM seal_keys WHERE id = ?', [KEY_ROW]);
  if (!stored && !upgrade.sealsAdded && process.env.SEAL_ALL_MATCHES !== 'yes') {
    // Sealed before, its key record now gone: sealing again would make any edit look whole.
    const [held] = await db.rows<{ id: string }>('SELECT id FROM matches LIMIT 1', []);
    if (held) {
      throw new DatabaseRefused(
        'the database holds matches but no record of its seal key (seal_keys is empty): it was changed behind the server. Restore it from a backup; or, to seal every stored match as it now stands with this key, start once with SEAL_ALL_MATCHES=yes',
      );
    }
  }
  const seal = new Seal(sealKey(source, stored === undefined));
  if (stored) {
    if (!Seal.holds(seal.check, stored.key_check)) {
      throw new DatabaseRefused('the seal key given (SEAL_KEY or seal.key in the data directory) is not the one this database was sealed with: start with that key (every instance of a shared database needs the same)');
    }
    return seal;
  }
  await db.transaction(async (tx) => {
    // Another instance may have sealed it meanwhile (PostgreSQL serialises starts, but be sure).
    const [again] = await tx.rows<{ key_check: string }>('SELECT key_check FROM seal_keys WHERE id = ? FOR UPDATE', [KEY_ROW]);
    if (again) {
      if (!Seal.holds(seal.check, again.key_check)) throw new DatabaseRefused('the seal key given is not the one this database was sealed with');
      return;
    }
    for (const m of await tx.rows<SealedMatchColumns>('SELECT id, game, config, seed, seat_specs, turn_seconds, head_seq, head_chain FROM matches', [])) {
      await tx.run('UPDATE matches SET seal = ? WHERE id = ?', [seal.match(m), m.id]);
    }
    for (const s of await tx.rows<SealedSnapshotColumns>('SELECT match_id, seq, chain, state FROM snapshots', [])) {
      await tx.run('UPDATE snapshots SET seal = ? WHERE match_id = ? AND seq = ?', [seal.snapshot(s), s.match_id, s.seq]);
    }
    await tx.run('INSERT INTO seal_keys (id, key_check, created_at) VALUES (?, ?, ?)', [KEY_ROW, seal.check, Date.now()]);
  });
  return seal;
}
