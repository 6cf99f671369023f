/**
 * Ratings: Glicko-2 per game for rated matches (two signed-in players), a leaderboard per game and
 * each player's public page. HTTP JSON; every error reply is `{ error: { code, message } }` with a
 * 4xx status (`unknown-game`, `unknown-player`, `bad-request`).
 *
 *   GET /api/leaderboard?game=…&limit=…&offset=…&established=…  → LeaderboardReply
 *   GET /api/players/:name/profile                               → PlayerProfile
 *
 * Ratings and deviations are Glicko-2's, on the familiar scale (a new player is 1500 ± 350);
 * a rating whose deviation is still above the server's provisional bound is `provisional`.
 * Times are ISO 8601 strings. Nothing here is private: a player's page has the name, ratings,
 * record and the finished public games, never a session, a key or a private table's match.
 */
import { z } from 'zod';
import { PACES } from './live';

const count = z.number().int().min(0);

/** A rated game's result for one player; `forfeit` when it was lost by leaving (`left`) or running out of time (`clock`). */
export const ratedResultSchema = z.enum(['win', 'loss', 'draw']);
export const forfeitSchema = z.enum(['left', 'clock']).nullable();

/** The leaderboard's page: `game`, and paging with `limit` (1–100, default 50) and `offset`; `established=true` leaves out provisional ratings. */
export const leaderboardQuerySchema = z.object({
  game: z.string({ error: 'name the game whose leaderboard you want (?game=…)' }).min(1).max(64),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  established: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/** A player's rating in one game and record there. */
export const gameRatingSchema = z.object({
  game: z.string(),
  rating: z.number(),
  deviation: z.number(),
  provisional: z.boolean(),
  games: count,
  wins: count,
  draws: count,
  losses: count,
});
export type GameRating = z.infer<typeof gameRatingSchema>;

export const leaderboardEntrySchema = gameRatingSchema.omit({ game: true }).extend({ rank: z.number().int().min(1), name: z.string() });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardReplySchema = z.object({
  game: z.string(),
  gameName: z.string(),
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
