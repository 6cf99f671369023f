import type { Pace } from '@decktet/protocol';
import { paceFromColumn } from './pace-column';

/** One SQL statement with its `?` parameters. */
export type Statement = readonly [sql: string, params: readonly unknown[]];

/** How the rating store reaches either database: SQL with `?` placeholders, written once for both. */
export interface RatingSql {
  /** Rows of a query. */
  rows<R>(sql: string, params: readonly unknown[]): Promise<R[]>;
  /**
   * In one transaction: runs `claim`, an INSERT … ON CONFLICT DO NOTHING whose key says the work
   * was done; when it inserts nothing (done already, here or by another instance) nothing more
   * runs and the answer is false. Otherwise runs `prepare`, reads `read` (PostgreSQL holds its rows
   * for update until the commit), runs the writes `write` makes of those rows, commits: true.
   */
  once<R>(claim: Statement, prepare: readonly Statement[], read: Statement, write: (rows: R[]) => readonly Statement[]): Promise<boolean>;
}

/** A Glicko-2 rating: strength, its deviation and the volatility. */
export interface RatingValues {
  rating: number;
  deviation: number;
  volatility: number;
}

/** A player's rating in one game, with the player's record there. */
export interface StoredRating extends RatingValues {
  playerId: string;
  game: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Epoch ms of the last rated game. */
  updatedAt: number;
}

export type StoredSeatResult = 'win' | 'loss' | 'draw';

/** How one seat of a rated match ended. */
export interface SettledSeat {
  seat: number;
  playerId: string;
  result: StoredSeatResult;
  /** Why the seat lost whatever the game said (`left`, `clock`); null: the game decided. */
  forfeit: string | null;
}

/** A rated match's result, applied to its players' ratings once. */
export interface Settlement {
  matchId: string;
  game: string;
  /** Epoch ms. */
  at: number;
  seats: readonly SettledSeat[];
}

/** A point of a player's rating history: one rated game, the rating before and after it. */
export interface StoredRatingPoint extends SettledSeat {
  matchId: string;
  game: string;
  ratingBefore: number;
  deviationBefore: number;
  rating: number;
  deviation: number;
  at: number;
  /** The match was a private table (joined by its invite link only): its id is not for everyone. */
  privateTable: boolean;
}

/** A finished match a player held a seat in, as anyone may see it. */
export interface StoredPlayedGame {
  matchId: string;
  game: string;
  createdAt: string;
  summary: string | null;
  /** How it was played (a match made before the lobby was live). */
  pace: Pace;
  /** Its result changed the players' ratings. */
  rated: boolean;
  seat: number;
  /** The seat's rated result; null for an unrated game. */
  result: StoredSeatResult | null;
  /** Every seat's name (bots' included), in seat order. */
  players: { seat: number; name: string | null }[];
}

export interface LeaderboardQuery {
  game: string;
  /** Only players with at least this many rated games of the game. */
  minGames: number;
  /** Only ratings whose deviation is at most this; null: any. */
  maxDeviation: number | null;
  limit: number;
  offset: number;
}

/** What became of a rated match's result: applied (`rated`), or kept without changing any rating, and why. */
export type RatedOutcome = 'rated' | 'aborted' | 'repeated' | 'linked' | 'not-standard';

/** A rated match's result as stored: its outcome, its leaderboard, and (rated) each player's point. */
export interface StoredMatchResult {
  outcome: RatedOutcome;
  /** The leaderboard (rating pool) it was judged in. */
  pool: string;
  at: number;
  points: StoredRatingPoint[];
}

export interface RatingStore {
  /** Keeps a rated match's result without changing any rating (`aborted`, `repeated` …), once; false: it was kept or applied already. */
  noResult(matchId: string, pool: string, at: number, outcome: Exclude<RatedOutcome, 'rated'>): Promise<boolean>;
  /** How many rated results in the leaderboard the two players had against each other since `since` (epoch ms). */
  pairings(pool: string, a: string, b: string, since: number): Promise<number>;
  /** The stored result of a rated match; null while none is kept. */
  matchResult(matchId: string): Promise<StoredMatchResult | null>;
  /** Remembers that one browser signed in as both players (they are never rated against each other). */
  link(a: string, b: string, at: number): Promise<void>;
  /** Whether the two players were ever signed in on one browser. */
  linked(a: string, b: string): Promise<boolean>;
  /**
   * Applies a rated match's result exactly once (a second call, here or on another instance,
   * changes nothing and answers false): each player's rating in the game becomes what `rate`
   * makes of both players' ratings before it (`first` for a player new to the game), the record
   * counts the game, and a history point is kept per player.
   */
  settle(settlement: Settlement, first: RatingValues, rate: (before: ReadonlyMap<string, RatingValues>) => ReadonlyMap<string, RatingValues>): Promise<boolean>;
  ratingsOf(playerId: string): Promise<StoredRating[]>;
  /** The best ratings of a game that pass the query's filters, best first (ties: more games, then name), and how many pass them. */
  leaderboard(query: LeaderboardQuery): Promise<{ total: number; rows: (StoredRating & { name: string })[] }>;
  /** The player's latest `limit` rating points (every game), oldest first. */
  history(playerId: string, limit: number): Promise<StoredRatingPoint[]>;
  /** The player's latest `limit` finished matches that were not private tables, newest first. */
  playedGames(playerId: string, limit: number): Promise<StoredPlayedGame[]>;
  /** Rated matches whose result may be decided (finished, or a seat left or forfeited) but was never applied (a server stopped in between). */
  unsettled(limit: number): Promise<string[]>;
}

/** Rows as both databases return them (PostgreSQL answers BIGINT and COUNT as text). */
interface RatingRow {
  player_id: string;
  game: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  updated_at: number | string;
}
interface PointRow {
  match_id: string;
  player_id: string;
  game: string;
  seat: number;
  result: string;
  forfeit: string | null;
  rating_before: number;
  deviation_before: number;
  rating_after: number;
  deviation_after: number;
  at: number | string;
  visibility: string | null;
}
interface PlayedRow {
  id: string;
  game: string;
  created_at: string;
  summary: string | null;
  pace: string | null;
  seat: number;
  result: string | null;
}

const seatResult = (text: string | null): StoredSeatResult | null => (text === 'win' || text === 'loss' || text === 'draw' ? text : null);

function ratingFromRow(r: RatingRow): StoredRating {
  return {
    playerId: r.player_id,
    game: r.game,
    rating: Number(r.rating),
    deviation: Number(r.deviation),
    volatility: Number(r.volatility),
    games: Number(r.games),
    wins: Number(r.wins),
    draws: Number(r.draws),
    losses: Number(r.losses),
    updatedAt: Number(r.updated_at),
  };
}

function pointFromRow(r: PointRow): StoredRatingPoint {
  return {
    matchId: r.match_id,
    playerId: r.player_id,
    game: r.game,
    seat: r.seat,
    result: seatResult(r.result) ?? 'draw',
    forfeit: r.forfeit,
    ratingBefore: Number(r.rating_before),
    deviationBefore: Number(r.deviation_before),
    rating: Number(r.rating_after),
    deviation: Number(r.deviation_after),
    at: Number(r.at),
    privateTable: r.visibility === 'private',
  };
}

const RECORD: Readonly<Record<StoredSeatResult, readonly [number, number, number]>> = { win: [1, 0, 0], draw: [0, 1, 0], loss: [0, 0, 1] };

/** The SQL of a settlement: its claim, the players' rows made if new, the read, and the writes from what was read. */
function settlementSql(s: Settlement, first: RatingValues, rate: (before: ReadonlyMap<string, RatingValues>) => ReadonlyMap<string, RatingValues>) {
  // Always in the same order, so two settlements sharing a player cannot wait on each other.
  const seats = [...s.seats].sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
  const ids = seats.map((seat) => seat.playerId);
  const claim: Statement = ["INSERT INTO rated_results (match_id, game, at, outcome) VALUES (?, ?, ?, 'rated') ON CONFLICT DO NOTHING", [s.matchId, s.game, s.at]];
  const prepare = seats.map((seat): Statement => [
    'INSERT INTO ratings (player_id, game, rating, deviation, volatility, games, wins, draws, losses, updated_at) VALUES (?, ?, ?, ?, ?, 0, 0, 0, 0, ?) ON CONFLICT DO NOTHING',
    [seat.playerId, s.game, first.rating, first.deviation, first.volatility, s.at],
  ]);
  const read: Statement = [`SELECT * FROM ratings WHERE game = ? AND player_id IN (${ids.map(() => '?').join(', ')}) ORDER BY player_id`, [s.game, ...ids]];
  const write = (rows: RatingRow[]): Statement[] => {
    const before = new Map(rows.map((r) => [r.player_id, ratingFromRow(r)] as const));
    const after = rate(before);
    return seats.flatMap((seat): Statement[] => {
      const was = before.get(seat.playerId);
      const now = after.get(seat.playerId);
      if (!was || !now) throw new Error(`settling match ${s.matchId}: no rating for player ${seat.playerId}`);
      const [wins, draws, losses] = RECORD[seat.result];
      return [
        [
          'UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = games + 1, wins = wins + ?, draws = draws + ?, losses = losses + ?, updated_at = ? WHERE player_id = ? AND game = ?',
          [now.rating, now.deviation, now.volatility, wins, draws, losses, s.at, seat.playerId, s.game],
        ],
        [
          'INSERT INTO rating_history (match_id, player_id, game, seat, result, forfeit, rating_before, deviation_before, rating_after, deviation_after, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [s.matchId, seat.playerId, s.game, seat.seat, seat.result, seat.forfeit, was.rating, was.deviation, now.rating, now.deviation, s.at],
        ],
      ];
    });
  };
  return { claim, prepare, read, write };
}

/** The rating store over either database. */
export function ratingStore(db: RatingSql): RatingStore {
  return {
    async noResult(matchId, pool, at, outcome) {
      const claim: Statement = ['INSERT INTO rated_results (match_id, game, at, outcome) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [matchId, pool, at, outcome]];
      return db.once(claim, [], ['SELECT match_id FROM rated_results WHERE match_id = ?', [matchId]], () => []);
    },
    async pairings(pool, a, b, since) {
      const [row] = await db.rows<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM rating_history x JOIN rating_history y ON y.match_id = x.match_id AND y.player_id = ? WHERE x.player_id = ? AND x.game = ? AND x.at >= ?',
        [b, a, pool, since],
      );
      return Number(row?.n ?? 0);
    },
    async matchResult(matchId) {
      const [found] = await db.rows<{ game: string; at: number | string; outcome: string | null }>('SELECT game, at, outcome FROM rated_results WHERE match_id = ?', [matchId]);
      if (!found) return null;
      const points = await db.rows<PointRow>('SELECT h.*, m.visibility FROM rating_history h JOIN matches m ON m.id = h.match_id WHERE h.match_id = ? ORDER BY h.seat', [matchId]);
      const outcome = found.outcome === 'aborted' || found.outcome === 'repeated' || found.outcome === 'linked' || found.outcome === 'not-standard' ? found.outcome : 'rated';
      return { outcome, pool: found.game, at: Number(found.at), points: points.map(pointFromRow) };
    },
    async link(a, b, at) {
      if (a === b) return;
      const [x, y] = a < b ? [a, b] : [b, a];
      await db.once(['INSERT INTO player_links (player_a, player_b, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [x, y, at]], [], ['SELECT player_a FROM player_links WHERE player_a = ? AND player_b = ?', [x, y]], () => []);
    },
    async linked(a, b) {
      const [x, y] = a < b ? [a, b] : [b, a];
      return (await db.rows('SELECT 1 AS one FROM player_links WHERE player_a = ? AND player_b = ?', [x, y])).length > 0;
    },
    async settle(settlement, first, rate) {
      const { claim, prepare, read, write } = settlementSql(settlement, first, rate);
      return db.once(claim, prepare, read, write);
    },
    async ratingsOf(playerId) {
      return (await db.rows<RatingRow>('SELECT * FROM ratings WHERE player_id = ? ORDER BY game', [playerId])).map(ratingFromRow);
    },
    async leaderboard(q) {
      const where = `r.game = ? AND r.games >= ?${q.maxDeviation === null ? '' : ' AND r.deviation <= ?'}`;
      const params = q.maxDeviation === null ? [q.game, q.minGames] : [q.game, q.minGames, q.maxDeviation];
      const [count] = await db.rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ratings r WHERE ${where}`, params);
      const rows = await db.rows<RatingRow & { name: string }>(
        `SELECT r.*, p.name FROM ratings r JOIN players p ON p.id = r.player_id WHERE ${where} ORDER BY r.rating DESC, r.games DESC, p.name_key LIMIT ? OFFSET ?`,
        [...params, q.limit, q.offset],
      );
      return { total: Number(count?.n ?? 0), rows: rows.map((r) => ({ ...ratingFromRow(r), name: r.name })) };
    },
    async history(playerId, limit) {
      const rows = await db.rows<PointRow>(
        'SELECT h.*, m.visibility FROM rating_history h JOIN matches m ON m.id = h.match_id WHERE h.player_id = ? ORDER BY h.at DESC, h.match_id DESC LIMIT ?',
        [playerId, limit],
      );
      return rows.map(pointFromRow).reverse();
    },
    async playedGames(playerId, limit) {
      const rows = await db.rows<PlayedRow>(
        `SELECT m.id, m.game, m.created_at, m.summary, m.pace, s.seat, h.result FROM seats s JOIN matches m ON m.id = s.match_id
         LEFT JOIN rating_history h ON h.match_id = m.id AND h.player_id = s.player_id
         WHERE s.player_id = ? AND m.status = 'finished' AND (m.visibility IS NULL OR m.visibility <> 'private') ORDER BY m.created_at DESC, m.id LIMIT ?`,
        [playerId, limit],
      );
      if (rows.length === 0) return [];
      const seats = await db.rows<{ match_id: string; seat: number; name: string | null }>(
        `SELECT match_id, seat, name FROM seats WHERE match_id IN (${rows.map(() => '?').join(', ')}) ORDER BY match_id, seat`,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({
        matchId: r.id,
        game: r.game,
        createdAt: r.created_at,
        summary: r.summary,
        pace: paceFromColumn(r.pace),
        rated: r.result !== null,
        seat: r.seat,
        result: seatResult(r.result),
        players: seats.filter((s) => s.match_id === r.id).map((s) => ({ seat: s.seat, name: s.name })),
      }));
    },
    async unsettled(limit) {
      const rows = await db.rows<{ id: string }>(
        `SELECT m.id FROM matches m WHERE m.rated AND NOT EXISTS (SELECT 1 FROM rated_results r WHERE r.match_id = m.id)
         AND (m.status = 'finished' OR (m.status = 'live' AND EXISTS (SELECT 1 FROM seats s WHERE s.match_id = m.id AND (s.left_match OR s.forfeit IS NOT NULL))))
         ORDER BY m.created_at LIMIT ?`,
        [limit],
      );
      return rows.map((r) => r.id);
    },
  };
}
