import type { PlayerStore, StoredChallenge, StoredDevice, StoredPasskey, StoredPlayer, StoredSession } from './types';

/**
 * How the player store reaches either database: SQL with `?` placeholders, the same text for
 * SQLite and PostgreSQL, so the players' queries are written once.
 */
export interface PlayerSql {
  /** Rows of a query (a SELECT, or a write with RETURNING). */
  rows<R>(sql: string, params: readonly unknown[]): Promise<R[]>;
  /** Runs a write; returns how many rows it changed. */
  run(sql: string, params: readonly unknown[]): Promise<number>;
  /** Runs writes in one transaction: all or none. */
  atomically(statements: readonly (readonly [sql: string, params: readonly unknown[]])[]): Promise<void>;
  /** The error a write failed with is a unique key already taken. */
  isUniqueViolation(e: unknown): boolean;
}

/** Rows as both databases return them (PostgreSQL answers BIGINT as text). */
interface PlayerRow {
  id: string;
  name: string;
  created_at: number | string;
}
interface SessionRow {
  token_hash: string;
  player_id: string;
  device_id: string | null;
  session_created_at: number | string;
  expires_at: number | string;
}
interface DeviceRow {
  id: string;
  player_id: string;
  label: string | null;
  created_at: number | string;
  last_used_at: number | string | null;
}
interface PasskeyRow {
  id: string;
  player_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  created_at: number | string;
  last_used_at: number | string | null;
}
interface ChallengeRow {
  challenge: string;
  kind: string;
  player_id: string | null;
  expires_at: number | string;
}

const playerFromRow = (r: PlayerRow): StoredPlayer => ({ id: r.id, name: r.name, createdAt: Number(r.created_at) });
const deviceFromRow = (r: DeviceRow): StoredDevice => ({
  id: r.id,
  playerId: r.player_id,
  label: r.label,
  createdAt: Number(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
});

function passkeyFromRow(r: PasskeyRow): StoredPasskey {
  let transports: unknown;
  try {
    transports = JSON.parse(r.transports);
  } catch {
    transports = [];
  }
  return {
    id: r.id,
    playerId: r.player_id,
    publicKey: r.public_key,
    counter: Number(r.counter),
    transports: Array.isArray(transports) ? transports.filter((t): t is string => typeof t === 'string') : [],
    createdAt: Number(r.created_at),
    lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
  };
}

const PLAYER_COLUMNS = 'p.id, p.name, p.created_at';

/** What a seat token issued through a session opened with a device key is tied to. */
export const deviceHolder = (deviceId: string) => `device:${deviceId}`;
/** What a seat token issued through a session opened by passkey (no device key) is tied to. */
export const sessionHolder = (tokenHash: string) => `session:${tokenHash}`;
/** A seat token whose device was forgotten: its hash kept behind this prefix, so it matches no token and its holder can be told why. */
export const FORGOTTEN_TOKEN = 'forgotten:';

/**
 * The seats of unfinished matches whose tokens were issued to `holders` (or, with `unknown`, to a
 * holder not remembered: seats taken before seats remembered one): their tokens stop working.
 * The seat stays the player's; another of their devices takes it again with a new token.
 */
function endSeatTokens(playerId: string, holders: readonly string[], unknown: boolean): { select: [string, unknown[]]; update: [string, unknown[]] } {
  const where = (t: string) =>
    `${t}.player_id = ? AND (${[...holders.map(() => `${t}.token_holder = ?`), ...(unknown ? [`${t}.token_holder IS NULL`] : [])].join(' OR ')})` +
    ` AND ${t}.token_hash IS NOT NULL AND ${t}.token_hash NOT LIKE '${FORGOTTEN_TOKEN}%' AND ${t}.left_match = FALSE` +
    ` AND ${t}.match_id IN (SELECT id FROM matches WHERE status IN ('open', 'live'))`;
  const params = [playerId, ...holders];
  return {
    select: [`SELECT DISTINCT s.match_id FROM seats s WHERE ${where('s')}`, params],
    update: [`UPDATE seats SET token_hash = '${FORGOTTEN_TOKEN}' || token_hash WHERE ${where('seats')}`, params],
  };
}

/** The player store over either database. */
export function playerStore(db: PlayerSql): PlayerStore {
  const first = async <R>(sql: string, params: readonly unknown[]) => (await db.rows<R>(sql, params))[0] ?? null;
  const player = async (where: string, value: string) => {
    const row = await first<PlayerRow>(`SELECT ${PLAYER_COLUMNS} FROM players p WHERE ${where} = ?`, [value]);
    return row ? playerFromRow(row) : null;
  };

  return {
    async createPlayer(p, nameKey, { device, recoveryHash }) {
      try {
        await db.atomically([
          ['INSERT INTO players (id, name, name_key, created_at, recovery_hash) VALUES (?, ?, ?, ?, ?)', [p.id, p.name, nameKey, p.createdAt, recoveryHash]],
          ['INSERT INTO player_device_keys (key_hash, id, label, player_id, created_at) VALUES (?, ?, ?, ?, ?)', [device.keyHash, device.id, device.label, p.id, p.createdAt]],
        ]);
        return 'ok';
      } catch (e) {
        // Ids and key hashes are random: a taken key is the name's (asked again, to be sure).
        if (db.isUniqueViolation(e) && (await player('p.name_key', nameKey))) return 'name-taken';
        throw e;
      }
    },
    playerById: (id) => player('p.id', id),
    playerByNameKey: (nameKey) => player('p.name_key', nameKey),
    async useDeviceKey(keyHash, now) {
      const row = await first<PlayerRow & { device_id: string }>(`SELECT ${PLAYER_COLUMNS}, k.id AS device_id FROM player_device_keys k JOIN players p ON p.id = k.player_id WHERE k.key_hash = ?`, [keyHash]);
      if (!row) return null;
      await db.run('UPDATE player_device_keys SET last_used_at = ? WHERE key_hash = ?', [now, keyHash]);
      return { player: playerFromRow(row), deviceId: row.device_id };
    },
    async addDeviceKey(playerId, device, now) {
      await db.run('INSERT INTO player_device_keys (key_hash, id, label, player_id, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?)', [device.keyHash, device.id, device.label, playerId, now, now]);
    },
    async devicesOf(playerId) {
      const rows = await db.rows<DeviceRow>('SELECT id, player_id, label, created_at, last_used_at FROM player_device_keys WHERE player_id = ? ORDER BY COALESCE(last_used_at, created_at) DESC, id', [playerId]);
      return rows.map(deviceFromRow);
    },
    async removeDevice(playerId, deviceId) {
      const [device] = await db.rows<{ id: string }>('SELECT id FROM player_device_keys WHERE player_id = ? AND id = ?', [playerId, deviceId]);
      if (!device) return null;
      const seats = endSeatTokens(playerId, [deviceHolder(deviceId)], true);
      const matches = await db.rows<{ match_id: string }>(...seats.select);
      await db.atomically([
        ['DELETE FROM player_sessions WHERE player_id = ? AND device_id = ?', [playerId, deviceId]],
        ['DELETE FROM player_device_keys WHERE player_id = ? AND id = ?', [playerId, deviceId]],
        seats.update,
      ]);
      return { endedSeatsIn: matches.map((m) => m.match_id) };
    },
    async endSessionSeats(playerId, tokenHash) {
      const seats = endSeatTokens(playerId, [sessionHolder(tokenHash)], false);
      const matches = await db.rows<{ match_id: string }>(...seats.select);
      if (matches.length > 0) await db.run(...seats.update);
      return matches.map((m) => m.match_id);
    },
    async recoveryHash(playerId) {
      return (await first<{ recovery_hash: string }>('SELECT recovery_hash FROM players WHERE id = ?', [playerId]))?.recovery_hash ?? null;
    },
    async setRecoveryHash(playerId, recoveryHash) {
      await db.run('UPDATE players SET recovery_hash = ? WHERE id = ?', [recoveryHash, playerId]);
    },
    async addSession(s: StoredSession, now) {
      await db.atomically([
        ['DELETE FROM player_sessions WHERE expires_at <= ?', [now]],
        ['INSERT INTO player_sessions (token_hash, player_id, device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [s.tokenHash, s.playerId, s.deviceId, s.createdAt, s.expiresAt]],
      ]);
    },
    async session(tokenHash) {
      const row = await first<SessionRow & PlayerRow>(
        `SELECT ${PLAYER_COLUMNS}, s.token_hash, s.player_id, s.device_id, s.created_at AS session_created_at, s.expires_at FROM player_sessions s JOIN players p ON p.id = s.player_id WHERE s.token_hash = ?`,
        [tokenHash],
      );
      if (!row) return null;
      return {
        session: { tokenHash: row.token_hash, playerId: row.player_id, deviceId: row.device_id, createdAt: Number(row.session_created_at), expiresAt: Number(row.expires_at) },
        player: playerFromRow(row),
      };
    },
    async removeSession(tokenHash) {
      await db.run('DELETE FROM player_sessions WHERE token_hash = ?', [tokenHash]);
    },
    async addPasskey(k: StoredPasskey) {
      try {
        await db.run('INSERT INTO player_passkeys (id, player_id, public_key, counter, transports, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
          k.id, k.playerId, k.publicKey, k.counter, JSON.stringify(k.transports), k.createdAt, k.lastUsedAt,
        ]);
        return 'ok';
      } catch (e) {
        if (db.isUniqueViolation(e)) return 'known';
        throw e;
      }
    },
    async passkey(id) {
      const row = await first<PasskeyRow>('SELECT * FROM player_passkeys WHERE id = ?', [id]);
      return row ? passkeyFromRow(row) : null;
    },
    async passkeysOf(playerId) {
      return (await db.rows<PasskeyRow>('SELECT * FROM player_passkeys WHERE player_id = ? ORDER BY created_at, id', [playerId])).map(passkeyFromRow);
    },
    async usePasskey(id, counter, now) {
      await db.run('UPDATE player_passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [counter, now, id]);
    },
    async addChallenge(c: StoredChallenge, now) {
      await db.atomically([
        ['DELETE FROM passkey_challenges WHERE expires_at <= ?', [now]],
        ['INSERT INTO passkey_challenges (challenge, kind, player_id, expires_at) VALUES (?, ?, ?, ?)', [c.challenge, c.kind, c.playerId, c.expiresAt]],
      ]);
    },
    async takeChallenge(challenge) {
      const row = await first<ChallengeRow>('DELETE FROM passkey_challenges WHERE challenge = ? RETURNING challenge, kind, player_id, expires_at', [challenge]);
      if (!row || (row.kind !== 'register' && row.kind !== 'authenticate')) return null;
      return { challenge: row.challenge, kind: row.kind, playerId: row.player_id, expiresAt: Number(row.expires_at) };
    },
  };
}
