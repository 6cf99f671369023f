import { playerNameKey } from '@decktet/protocol';
import { chainStart, nextChain } from './chain';
import { type ActionRow, actionFromRow } from './schema';

/**
 * The database schema as a list of migrations, shared by SQLite and PostgreSQL. Migration n
 * (1-based: its place in the list) runs once, in a transaction with the row that records it in
 * `decktet_schema`; a database is upgraded in place by running the ones it has not had.
 * To change the schema, append a migration — never edit one that has shipped.
 */
export interface Migration {
  readonly description: string;
  up(db: MigrationDb): Promise<void>;
}

/** What a migration may do, in either database. SQL uses `?` placeholders, BIGINT and BOOLEAN. */
export interface MigrationDb {
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs `;`-separated statements without parameters. */
  exec(sql: string): Promise<void>;
  query<R>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    description: 'matches, seats, actions and snapshots',
    // IF NOT EXISTS: a data directory from before migrations already has these tables.
    up: (db) =>
      db.exec(`
        CREATE TABLE IF NOT EXISTS matches (
          id TEXT PRIMARY KEY,
          game TEXT NOT NULL,
          config TEXT NOT NULL,
          seed TEXT NOT NULL,
          seat_specs TEXT NOT NULL,
          turn_seconds INTEGER,
          created_at TEXT NOT NULL,
          status TEXT NOT NULL,
          summary TEXT
        );
        CREATE INDEX IF NOT EXISTS matches_status ON matches (status, created_at);
        CREATE TABLE IF NOT EXISTS seats (
          match_id TEXT NOT NULL REFERENCES matches (id),
          seat INTEGER NOT NULL,
          kind TEXT NOT NULL,
          name TEXT,
          token_hash TEXT,
          token_expires BIGINT,
          left_match BOOLEAN NOT NULL DEFAULT FALSE,
          covered BOOLEAN NOT NULL DEFAULT FALSE,
          PRIMARY KEY (match_id, seat)
        );
        CREATE TABLE IF NOT EXISTS actions (
          match_id TEXT NOT NULL REFERENCES matches (id),
          seq INTEGER NOT NULL,
          seat INTEGER NOT NULL,
          action TEXT NOT NULL,
          client_seq BIGINT,
          log_end INTEGER NOT NULL,
          by_kind TEXT NOT NULL,
          PRIMARY KEY (match_id, seq)
        );
        CREATE UNIQUE INDEX IF NOT EXISTS actions_client_seq ON actions (match_id, seat, client_seq) WHERE client_seq IS NOT NULL;
        CREATE TABLE IF NOT EXISTS snapshots (
          match_id TEXT NOT NULL REFERENCES matches (id),
          seq INTEGER NOT NULL,
          state TEXT NOT NULL,
          PRIMARY KEY (match_id, seq)
        );
      `),
  },
  {
    description: 'seeds of earlier matches keep their deal (the v1: generator)',
    // Exactly once, unconditionally: a stored seed that already began with "v1:" was dealt from that
    // whole text by the old generator, so it too needs the prefix.
    up: (db) => db.exec(`UPDATE matches SET seed = 'v1:' || seed`),
  },
  {
    description: 'damaged matches: a public reason',
    up: (db) => db.exec('ALTER TABLE matches ADD COLUMN damage TEXT'),
  },
  {
    description: 'chained actions: each action and snapshot carries the running hash, each match its head',
    async up(db) {
      await db.exec(`
        ALTER TABLE actions ADD COLUMN chain TEXT;
        ALTER TABLE snapshots ADD COLUMN chain TEXT;
        ALTER TABLE matches ADD COLUMN head_seq INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE matches ADD COLUMN head_chain TEXT;
      `);
      // Rows from before have no chain: chain them as they stand, so earlier matches keep loading.
      for (const { id } of await db.query<{ id: string }>('SELECT id FROM matches ORDER BY id')) {
        let chain = chainStart(id);
        const at = new Map<number, string>();
        let head = 0;
        for (const row of await db.query<ActionRow>('SELECT * FROM actions WHERE match_id = ? ORDER BY seq', [id])) {
          const action = actionFromRow(row);
          chain = nextChain(chain, action);
          at.set(action.seq, chain);
          head = action.seq;
          await db.query('UPDATE actions SET chain = ? WHERE match_id = ? AND seq = ?', [chain, id, action.seq]);
        }
        if (head > 0) await db.query('UPDATE matches SET head_seq = ?, head_chain = ? WHERE id = ?', [head, chain, id]);
        for (const { seq } of await db.query<{ seq: number }>('SELECT seq FROM snapshots WHERE match_id = ?', [id])) {
          // A snapshot past the last action stays unchained: loading reports it as not matching the log.
          const snapshotChain = at.get(seq);
          if (snapshotChain) await db.query('UPDATE snapshots SET chain = ? WHERE match_id = ? AND seq = ?', [snapshotChain, id, seq]);
        }
      }
    },
  },
  {
    description: 'online play: why and since when the AI covers a seat, mutes, server log lines, chat',
    async up(db) {
      const id = db.dialect === 'postgres' ? 'id BIGSERIAL PRIMARY KEY' : 'id INTEGER PRIMARY KEY AUTOINCREMENT';
      await db.exec(`
        ALTER TABLE seats ADD COLUMN cover_since INTEGER;
        ALTER TABLE seats ADD COLUMN cover_turn INTEGER;
        ALTER TABLE seats ADD COLUMN cover_reason TEXT;
        ALTER TABLE seats ADD COLUMN muted TEXT NOT NULL DEFAULT '[]';
        CREATE TABLE match_notes (${id}, match_id TEXT NOT NULL REFERENCES matches (id), seq INTEGER NOT NULL, text TEXT NOT NULL);
        CREATE INDEX match_notes_match ON match_notes (match_id, id);
        CREATE TABLE chat (${id}, match_id TEXT NOT NULL REFERENCES matches (id), channel TEXT NOT NULL, seat INTEGER, name TEXT NOT NULL, text TEXT NOT NULL, at BIGINT NOT NULL);
        CREATE INDEX chat_match ON chat (match_id, id);
      `);
      // Seats covered before this version: why is known, since when is not.
      await db.exec(`UPDATE seats SET cover_reason = CASE WHEN left_match THEN 'left' ELSE 'clock' END WHERE covered`);
    },
  },
  {
    description: 'server log lines keep their events (the lines stored before keep their text alone)',
    up: (db) => db.exec('ALTER TABLE match_notes ADD COLUMN event TEXT'),
  },
  {
    description: 'players: names, device keys and recovery codes (hashes), sessions, passkeys and their challenges',
    // Times are epoch ms. Every secret is stored as its SHA-256 hash, never as it is.
    up: (db) =>
      db.exec(`
        CREATE TABLE players (id TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE, created_at BIGINT NOT NULL, recovery_hash TEXT NOT NULL);
        CREATE TABLE player_device_keys (key_hash TEXT PRIMARY KEY, player_id TEXT NOT NULL REFERENCES players (id), created_at BIGINT NOT NULL, last_used_at BIGINT);
        CREATE INDEX player_device_keys_player ON player_device_keys (player_id);
        CREATE TABLE player_sessions (token_hash TEXT PRIMARY KEY, player_id TEXT NOT NULL REFERENCES players (id), created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL);
        CREATE INDEX player_sessions_player ON player_sessions (player_id);
        CREATE INDEX player_sessions_expires ON player_sessions (expires_at);
        CREATE TABLE player_passkeys (id TEXT PRIMARY KEY, player_id TEXT NOT NULL REFERENCES players (id), public_key TEXT NOT NULL, counter BIGINT NOT NULL, transports TEXT NOT NULL, created_at BIGINT NOT NULL, last_used_at BIGINT);
        CREATE INDEX player_passkeys_player ON player_passkeys (player_id);
        CREATE TABLE passkey_challenges (challenge TEXT PRIMARY KEY, kind TEXT NOT NULL, player_id TEXT REFERENCES players (id), expires_at BIGINT NOT NULL);
        CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at);
      `),
  },
  {
    description: "ratings: each seat's player, rated matches, Glicko-2 ratings per player and game, each rated result once, the ratings' history",
    // A seat's player_id: the signed-in player who holds it (null: a guest, a bot, or a seat taken before players existed).
    up: (db) =>
      db.exec(`
        ALTER TABLE seats ADD COLUMN player_id TEXT REFERENCES players (id);
        CREATE INDEX seats_player ON seats (player_id) WHERE player_id IS NOT NULL;
        ALTER TABLE matches ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
        CREATE TABLE ratings (player_id TEXT NOT NULL REFERENCES players (id), game TEXT NOT NULL, rating DOUBLE PRECISION NOT NULL, deviation DOUBLE PRECISION NOT NULL, volatility DOUBLE PRECISION NOT NULL, games INTEGER NOT NULL, wins INTEGER NOT NULL, draws INTEGER NOT NULL, losses INTEGER NOT NULL, updated_at BIGINT NOT NULL, PRIMARY KEY (player_id, game));
        CREATE INDEX ratings_board ON ratings (game, rating);
        CREATE TABLE rated_results (match_id TEXT PRIMARY KEY REFERENCES matches (id), game TEXT NOT NULL, at BIGINT NOT NULL);
        CREATE TABLE rating_history (match_id TEXT NOT NULL REFERENCES rated_results (match_id), player_id TEXT NOT NULL REFERENCES players (id), game TEXT NOT NULL, seat INTEGER NOT NULL, result TEXT NOT NULL, forfeit TEXT, rating_before DOUBLE PRECISION NOT NULL, deviation_before DOUBLE PRECISION NOT NULL, rating_after DOUBLE PRECISION NOT NULL, deviation_after DOUBLE PRECISION NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (match_id, player_id));
        CREATE INDEX rating_history_player ON rating_history (player_id, game, at);
      `),
  },
  {
    description: "lobby: tables' pace, visibility and creator, seats' forfeits and turn-based clocks, push subscriptions and the server's VAPID keys",
    // A match made without the tables API has no visibility (null): listed as before, never in the lobby.
    // A seat's forfeit: why a rated match counts as lost for it (its clock ran out, or its player left), at which seq and when.
    // A turn-based seat's clock: the decision it is for (the seq of the seat's last action, 0 before any) and when it runs out;
    // reminded_decision: the last decision a push reminder was sent for (once per decision, across instances).
    up: (db) =>
      db.exec(`
        ALTER TABLE matches ADD COLUMN pace TEXT NOT NULL DEFAULT 'live';
        ALTER TABLE matches ADD COLUMN visibility TEXT;
        ALTER TABLE matches ADD COLUMN creator_id TEXT REFERENCES players (id);
        CREATE INDEX matches_tables ON matches (status, visibility, game, pace, created_at);
        CREATE INDEX matches_creator ON matches (creator_id, status) WHERE creator_id IS NOT NULL;
        ALTER TABLE seats ADD COLUMN forfeit TEXT;
        ALTER TABLE seats ADD COLUMN forfeit_seq INTEGER;
        ALTER TABLE seats ADD COLUMN forfeit_at BIGINT;
        ALTER TABLE seats ADD COLUMN clock_decision INTEGER;
        ALTER TABLE seats ADD COLUMN clock_deadline BIGINT;
        ALTER TABLE seats ADD COLUMN reminded_decision INTEGER;
        CREATE TABLE push_subscriptions (endpoint TEXT PRIMARY KEY, player_id TEXT NOT NULL REFERENCES players (id), p256dh TEXT NOT NULL, auth TEXT NOT NULL, created_at BIGINT NOT NULL);
        CREATE INDEX push_subscriptions_player ON push_subscriptions (player_id, created_at);
        CREATE TABLE push_keys (id INTEGER PRIMARY KEY, public_key TEXT NOT NULL, private_key TEXT NOT NULL, created_at BIGINT NOT NULL);
      `),
  },
  {
    description: 'devices: each device key gets a public id and a label, and a session remembers the device that opened it (so forgetting a device ends its sessions)',
    // Keys made before this version get an id from their hash (a SHA-256, hex): unique, and says nothing of the key.
    // Sessions opened before it name no device: they end when they expire or are signed out.
    up: (db) =>
      db.exec(`
        ALTER TABLE player_device_keys ADD COLUMN id TEXT;
        ALTER TABLE player_device_keys ADD COLUMN label TEXT;
        UPDATE player_device_keys SET id = substr(key_hash, 1, 16);
        CREATE UNIQUE INDEX player_device_keys_id ON player_device_keys (id);
        ALTER TABLE player_sessions ADD COLUMN device_id TEXT;
      `),
  },
  {
    description: "seals: each match's settings and head, and each snapshot, carry an HMAC under a key kept outside the database",
    // The rows stored before are sealed as they stand on the first start with a key (seal.ts), in
    // the transaction that records the key's check value: they keep loading, and a seal missing
    // after that means a row written behind the server.
    up: (db) =>
      db.exec(`
        ALTER TABLE matches ADD COLUMN seal TEXT;
        ALTER TABLE snapshots ADD COLUMN seal TEXT;
        CREATE TABLE seal_keys (id INTEGER PRIMARY KEY, key_check TEXT NOT NULL, created_at BIGINT NOT NULL);
      `),
  },
  {
    description: "identity: a seat remembers what its token was issued to (a device or a passkey session), and players' names are keyed by Unicode's confusables skeleton",
    async up(db) {
      // Seats taken before this version remember no holder: forgetting any device of their player ends them.
      await db.exec('ALTER TABLE seats ADD COLUMN token_holder TEXT');
      // Keys folded by the rule of this version. Of two names that now fold alike, the one created
      // first keeps the key; the later keeps its name and devices, and is keyed apart (a line feed,
      // which no name holds, and its id), so no new player can take either.
      const players = await db.query<{ id: string; name: string }>('SELECT id, name FROM players ORDER BY created_at, id');
      // First every key out of the way (an id is unique), so no new key meets an old one.
      await db.exec("UPDATE players SET name_key = 'migrating:' || id");
      const taken = new Set<string>();
      for (const { id, name } of players) {
        const folded = playerNameKey(name);
        await db.query('UPDATE players SET name_key = ? WHERE id = ?', [taken.has(folded) ? `${folded}\n${id}` : folded, id]);
        taken.add(folded);
      }
    },
  },
  {
    description: 'rated play: what became of each rated result (rated, aborted, repeated, linked, not-standard), the addresses rated seats were taken from, players who signed in on one browser, a covered seat\'s return deadline',
    // outcome NULL: a result applied before outcomes were kept (rated). address_key: a hash of the client address salted with the match id.
    // player_links: two players one browser signed in as, one after the other (player_a < player_b).
    up: (db) =>
      db.exec(`
        ALTER TABLE rated_results ADD COLUMN outcome TEXT;
        CREATE TABLE rated_seat_addresses (match_id TEXT NOT NULL REFERENCES matches (id), seat INTEGER NOT NULL, address_key TEXT NOT NULL, PRIMARY KEY (match_id, seat, address_key));
        ALTER TABLE seats ADD COLUMN cover_return_by BIGINT;
        CREATE INDEX rating_history_pairs ON rating_history (game, player_id, at);
        CREATE TABLE player_links (player_a TEXT NOT NULL REFERENCES players (id), player_b TEXT NOT NULL REFERENCES players (id), at BIGINT NOT NULL, PRIMARY KEY (player_a, player_b));
      `),
  },
];

/** The tables a data directory from before migrations has: recognised as ours at version 0. */
const FIRST_TABLES: Readonly<Record<string, readonly string[]>> = {
  matches: ['id', 'game', 'config', 'seed', 'seat_specs', 'turn_seconds', 'created_at', 'status', 'summary'],
  seats: ['match_id', 'seat', 'kind', 'name', 'token_hash', 'token_expires', 'left_match', 'covered'],
  actions: ['match_id', 'seq', 'seat', 'action', 'client_seq', 'log_end', 'by_kind'],
  snapshots: ['match_id', 'seq', 'state'],
};

export const SCHEMA_TABLE = 'decktet_schema';

/** The database cannot be used: the message names it and says why (shown to the operator as it is). */
export class DatabaseRefused extends Error {
  override readonly name = 'DatabaseRefused';
}

/** What a database holds before migrating: how to reach its tables and columns, and how to run a transaction. */
export interface MigrationTarget extends MigrationDb {
  /** Where it is, for messages: a file path or a database URL without its password. */
  readonly where: string;
  tables(): Promise<string[]>;
  columns(table: string): Promise<string[]>;
  transaction(work: () => Promise<void>): Promise<void>;
  /** In a shared PostgreSQL database other applications' tables are expected; an SQLite file is ours alone. */
  readonly foreignTablesAllowed: boolean;
}

/** The schema version the database is at, after checking that it is ours (or empty). */
async function currentVersion(db: MigrationTarget): Promise<number> {
  const tables = await db.tables();
  if (tables.includes(SCHEMA_TABLE)) {
    const [row] = await db.query<{ version: number | string | null }>(`SELECT MAX(version) AS version FROM ${SCHEMA_TABLE}`);
    const version = Number(row?.version ?? 0);
    if (version > MIGRATIONS.length) {
      throw new DatabaseRefused(`${db.where} is at schema version ${version}, newer than this server knows (${MIGRATIONS.length}): it was written by a newer Decktet Table; run that version, or restore a backup`);
    }
    return version;
  }
  const ours = tables.filter((t) => t in FIRST_TABLES);
  const foreign = tables.filter((t) => !(t in FIRST_TABLES));
  if (foreign.length > 0 && !db.foreignTablesAllowed) {
    throw new DatabaseRefused(`${db.where} is not a Decktet Table database: it holds other tables (${foreign.slice(0, 5).join(', ')}${foreign.length > 5 ? ', …' : ''}) and no ${SCHEMA_TABLE} table. Point DATA_DIR elsewhere, or move the file away to start a fresh database`);
  }
  for (const table of ours) {
    const columns = await db.columns(table);
    const missing = FIRST_TABLES[table]!.filter((c) => !columns.includes(c));
    if (missing.length > 0) {
      throw new DatabaseRefused(`${db.where} has a table "${table}" that is not Decktet Table's (it lacks ${missing.join(', ')}); refusing to change it`);
    }
  }
  return 0;
}

/** Brings the database up to the newest schema; returns the versions before and after. */
export async function migrate(db: MigrationTarget): Promise<{ from: number; to: number }> {
  const from = await currentVersion(db);
  if (from === MIGRATIONS.length) return { from, to: from };
  await db.exec(`CREATE TABLE IF NOT EXISTS ${SCHEMA_TABLE} (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  for (let version = from + 1; version <= MIGRATIONS.length; version++) {
    const migration = MIGRATIONS[version - 1]!;
    await db.transaction(async () => {
      await migration.up(db);
      await db.query(`INSERT INTO ${SCHEMA_TABLE} (version, description, applied_at) VALUES (?, ?, ?)`, [version, migration.description, new Date().toISOString()]);
    });
  }
  return { from, to: MIGRATIONS.length };
}
