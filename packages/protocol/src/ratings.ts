/**
 * Ratings: Glicko-2 per game for rated matches (two signed-in players), a leaderboard per game and
 * each player's public page. HTTP JSON; every error reply is `{ error: { code, message } }` with a
 * 4xx status (`unknown-game`, `unknown-player`, `bad-request`).
 *
 *   GET /api/leaderboard?game=…&limit=…&offset=…&established=…  → LeaderboardReply
 *   GET /api/players/:name/profile                               → PlayerProfile
 *   GET /api/matches/:id/rating                                  → MatchRating
 *
 * Ratings and deviations are Glicko-2's, on the familiar scale (a new player is 1500 ± 350);
 * a rating whose deviation is still above the server's provisional bound is `provisional`.
 * Times are ISO 8601 strings. Nothing here is private: a player's page has the name, ratings,
 * record and the finished public games, never a session, a key or a private table's match.
 */
import { z } from 'zod';
import { PACES } from './live';

const count = z.number().int().min(0);

/** A rated game counts only when each player made at least this many decisions of their own (not the AI's for them). */
export const MIN_RATED_DECISIONS = 2;
/** Rated results between the same two players in a leaderboard that count in one day (24 hours); later ones change nothing. */
export const RATED_PAIRINGS_PER_DAY = 3;

/** A rated game's result for one player; `forfeit` when it was lost by leaving (`left`) or running out of time (`clock`). */
export const ratedResultSchema = z.enum(['win', 'loss', 'draw']);
export const forfeitSchema = z.enum(['left', 'clock']).nullable();

/** The leaderboard's page: `game`, and paging with `limit` (1–100, default 50) and `offset`; `established=true` leaves out provisional ratings. */
export const leaderboardQuerySchema = z.object({
  game: z.string({ error: 'name the game whose leaderboard you want (?game=…)' }).min(1).max(64),
  /** One of the game's leaderboards (its rating pools); absent: its first, the usual settings. */
  pool: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  established: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/** A player's rating in one game and record there. */
export const gameRatingSchema = z.object({
  game: z.string(),
  /** The leaderboard (rating pool) of the game this rating is on, and its name. */
  pool: z.string().optional(),
  poolName: z.string().optional(),
  rating: z.number(),
  deviation: z.number(),
  provisional: z.boolean(),
  games: count,
  wins: count,
  draws: count,
  losses: count,
});
export type GameRating = z.infer<typeof gameRatingSchema>;

export const leaderboardEntrySchema = gameRatingSchema.omit({ game: true, pool: true, poolName: true }).extend({ rank: z.number().int().min(1), name: z.string() });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const ratingPoolSchema = z.object({ id: z.string(), name: z.string() });
export type RatingPoolInfo = z.infer<typeof ratingPoolSchema>;

export const leaderboardReplySchema = z.object({
  game: z.string(),
  gameName: z.string(),
  /** The leaderboard shown, and every leaderboard of the game. */
  pool: ratingPoolSchema.optional(),
  pools: z.array(ratingPoolSchema).optional(),
  /** Who is listed: at least `minGames` rated games; with `established`, no provisional rating. */
  minGames: z.number().int().min(1),
  established: z.boolean(),
  /** How many players are listed in all (every page). */
  total: count,
  offset: count,
  limit: z.number().int().min(1),
  /** Best first; ties by more games, then by name. */
  entries: z.array(leaderboardEntrySchema),
});
export type LeaderboardReply = z.infer<typeof leaderboardReplySchema>;

/** A point of a player's rating history: the rating after one rated game. `matchId` is null for a private table's game. */
export const ratingPointSchema = z.object({
  game: z.string(),
  pool: z.string().optional(),
  matchId: z.string().nullable(),
  at: z.string(),
  result: ratedResultSchema,
  forfeit: forfeitSchema,
  before: z.number(),
  rating: z.number(),
  deviation: z.number(),
});
export type RatingPoint = z.infer<typeof ratingPointSchema>;

/** A finished public game the player sat in (its match id opens its replay, record and review). */
export const playedGameSchema = z.object({
  matchId: z.string(),
  game: z.string(),
  createdAt: z.string(),
  summary: z.string().nullable(),
  /** How it was played: `live` or `turn-based` (a match made before the lobby had paces was live). */
  pace: z.enum(PACES),
  /** Its result changed the players' ratings. */
  rated: z.boolean(),
  seat: z.number().int().min(0),
  /** The player's result in a rated game; null in an unrated one (the summary says). */
  result: ratedResultSchema.nullable(),
  players: z.array(z.object({ seat: z.number().int().min(0), name: z.string().nullable() })),
});
export type PlayedGame = z.infer<typeof playedGameSchema>;

export const playerProfileSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  /** One per game the player has a rated game of. */
  ratings: z.array(gameRatingSchema),
  /** The latest rating points, oldest first (every game: filter by `game` for a chart). */
  history: z.array(ratingPointSchema),
  /** The latest finished public games, newest first. */
  recentGames: z.array(playedGameSchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/**
 * What a match did to its players' ratings, as its end screen shows it:
 * - `unrated`: an unrated table (or not one of two signed-in players);
 * - `pending`: rated, and not decided yet;
 * - `rated`: the result counted; each seat's result, forfeit and rating before and after;
 * - `aborted`: decided before each player made MIN_RATED_DECISIONS decisions of their own: no result;
 * - `repeated`: the same two players had RATED_PAIRINGS_PER_DAY results in this leaderboard within 24 hours already;
 * - `linked`: the two seats were taken from one network address (or by linked accounts): never rated against each other;
 * - `not-standard`: its settings are no leaderboard's (a table made before rated meant standard).
 * `reason` says it in English for clients without their own words.
 */
export const MATCH_RATING_STATUSES = ['unrated', 'pending', 'rated', 'aborted', 'repeated', 'linked', 'not-standard'] as const;
export type MatchRatingStatus = (typeof MATCH_RATING_STATUSES)[number];
export const matchRatingSchema = z.object({
  matchId: z.string(),
  status: z.enum(MATCH_RATING_STATUSES),
  pool: ratingPoolSchema.nullable(),
  reason: z.string(),
  seats: z.array(
    z.object({
      seat: z.number().int().min(0),
      name: z.string().nullable(),
      result: ratedResultSchema,
      forfeit: forfeitSchema,
      before: z.number(),
      rating: z.number(),
    }),
  ),
});
export type MatchRating = z.infer<typeof matchRatingSchema>;
