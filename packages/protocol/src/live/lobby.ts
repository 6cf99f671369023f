/**
 * The lobby: HTTP JSON under `/api/`. Request bodies are validated with these schemas; every
 * error reply is `{ error: { code, message } }` with a 4xx status.
 *
 *   GET  /api/games                      → LiveGameList
 *   POST /api/matches      LiveCreateMatchRequest → 201 LiveMatchSummary
 *   GET  /api/matches?status=open|live|finished → LiveMatchList (default: open)
 *   GET  /api/matches/:id                → LiveMatchSummary (status `damaged` with its `damage` reason when it cannot be played)
 *   POST /api/matches/:id/join  LiveJoinRequest  → LiveJoinReply
 *   POST /api/matches/:id/leave LiveLeaveRequest → LiveLeaveReply
 *   GET  /api/matches/:id/spectate       → LiveSpectateReply
 *   GET  /api/matches/:id/record         → the engine's GameRecord (finished matches only; 409 before)
 *   GET  /api/matches/:id/chat           → LiveChatLog, both channels (finished matches only; 409 before)
 *   GET  /healthz                        → { ok: true }
 */
import { z } from 'zod';
import { playerNameSchema } from '../names';
import { liveChatLineSchema, liveSeatInfoSchema } from './messages';

/**
 * The turn clock when a creation request does not name one: a per-decision time for live play.
 * An operator may change it (the server's `DEFAULT_TURN_SECONDS`).
 */
export const DEFAULT_TURN_SECONDS = 90;
/** The shortest and longest turn clock a server accepts (`bad-request` outside). */
export const TURN_SECONDS_MIN = 10;
export const TURN_SECONDS_MAX = 86_400;

/**
 * How a lobby table is played: `live` (everyone at the table at once, a clock in seconds) or
 * `turn-based` (each decision may take hours: players come and go, and play many tables at once).
 */
export const PACES = ['live', 'turn-based'] as const;
export type Pace = (typeof PACES)[number];
/** A turn-based table's time per decision, in hours: the bounds and the default. */
export const TURN_HOURS_MIN = 1;
export const TURN_HOURS_MAX = 168;
export const DEFAULT_TURN_HOURS = 24;
/** `public`: listed in the lobby; `private`: joined through its invite link only. */
export const TABLE_VISIBILITIES = ['public', 'private'] as const;

/** What a lobby table adds to its match's summary (see tables.ts): public, as the summary is. */
export const liveTableSchema = z.object({
  pace: z.enum(PACES),
  /** A turn-based table's time per decision in hours (its `turnSeconds` / 3600); null for a live table. */
  turnHours: z.number().int().nullable(),
  /** Its result changes the two players' ratings. */
  rated: z.boolean(),
  visibility: z.enum(TABLE_VISIBILITIES),
  /** The name of the player who created it, while they sit at it (null once they left it). */
  creator: z.string().nullable(),
  /** The leaderboard whose standard settings it is played with; null: not a game's standard settings (never rated). */
  pool: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** Every setting that differs from the game's standard ones (config name, its value, the standard value): shown before anyone sits. */
  settingsApart: z.array(z.object({ setting: z.string(), value: z.unknown(), standard: z.unknown() })).optional(),
});
export type LiveTable = z.infer<typeof liveTableSchema>;

/** The levels a server-side bot plays at, weakest first (the AI's difficulties). */
export const BOT_DIFFICULTIES = ['easy', 'normal', 'hard', 'expert'] as const;

/** A seat asked for when creating a match: open for a human, or a server-side bot. */
export const liveSeatRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), difficulty: z.enum(BOT_DIFFICULTIES).default('normal') }).strict(),
]);
export type LiveSeatRequest = z.infer<typeof liveSeatRequestSchema>;

export const liveCreateMatchRequestSchema = z
  .object({
    game: z.string().min(1).max(64).describe('game id from GET /api/games'),
    config: z.unknown().optional().describe("the game's config; validated with its schema (defaults filled)"),
    seats: z.array(liveSeatRequestSchema).min(1).max(8).describe('one entry per seat; the count must suit the game and config'),
    /**
     * Seconds a human seat may take per decision before the AI covers for it. Absent: the server's
     * default (`DEFAULT_TURN_SECONDS` unless its operator chose another); null: no clock. The
     * server refuses values outside TURN_SECONDS_MIN..TURN_SECONDS_MAX with `bad-request`.
     */
    turnSeconds: z.number().int().min(1).max(TURN_SECONDS_MAX).nullable().optional(),
  })
  .strict();
/** What a client sends (bot difficulty may be omitted). */
export type LiveCreateMatchRequest = z.input<typeof liveCreateMatchRequestSchema>;
/** The request after validation, defaults filled. */
export type LiveCreateMatch = z.output<typeof liveCreateMatchRequestSchema>;

export const liveJoinRequestSchema = z
  .object({
    name: playerNameSchema.describe("the player's name shown to others (normalised and checked by checkPlayerName)"),
    /** A particular open seat; absent: the first open seat. */
    seat: z.number().int().min(0).optional(),
  })
  .strict();
export type LiveJoinRequest = z.infer<typeof liveJoinRequestSchema>;

export const liveLeaveRequestSchema = z.object({ token: z.string().min(1).max(128) }).strict();
export type LiveLeaveRequest = z.infer<typeof liveLeaveRequestSchema>;

export const liveMatchSummarySchema = z.object({
  id: z.string(),
  game: z.string(),
  gameName: z.string(),
  config: z.unknown(),
  /**
   * `damaged`: its stored record cannot be trusted or rebuilt; it is not played or watched (see
   * `damage`). `cancelled`: a lobby table its creator called off before it started.
   */
  status: z.enum(['open', 'live', 'finished', 'damaged', 'cancelled']),
  /** Why a damaged match cannot be played (never a card or an action); null otherwise. */
  damage: z.string().nullable(),
  seats: z.array(liveSeatInfoSchema),
  turnSeconds: z.number().nullable(),
  /** Actions applied so far. */
  seq: z.number().int(),
  createdAt: z.string().describe('ISO date'),
  /** A link to share so others can join or watch: `<origin>/match/<id>`. */
  invite: z.string(),
  /** The one-line result once finished. */
  summary: z.string().nullable(),
  /** Set for a match made as a lobby table (`POST /api/tables`); absent for one made with `POST /api/matches`. */
  table: liveTableSchema.optional(),
});
export type LiveMatchSummary = z.infer<typeof liveMatchSummarySchema>;

export const liveMatchListSchema = z.object({ matches: z.array(liveMatchSummarySchema) });
export type LiveMatchList = z.infer<typeof liveMatchListSchema>;

export const liveJoinReplySchema = z.object({
  match: liveMatchSummarySchema,
  seat: z.number().int(),
  /** Secret, 128+ random bits (base64url). Send it in `hello`; it acts only for this seat. */
  token: z.string(),
  invite: z.string(),
  /** Absolute WebSocket URL to connect to. */
  ws: z.string(),
});
export type LiveJoinReply = z.infer<typeof liveJoinReplySchema>;

export const liveLeaveReplySchema = z.object({
  /** Before the match started the seat is open again; after, the AI plays it to the end. */
  left: z.literal(true),
  seat: z.number().int(),
});
export type LiveLeaveReply = z.infer<typeof liveLeaveReplySchema>;

export const liveSpectateReplySchema = z.object({
  match: liveMatchSummarySchema,
  ws: z.string(),
  /** The hello to send (no token: spectator). */
  hello: z.object({ type: z.literal('hello'), v: z.number(), match: z.string() }),
});
export type LiveSpectateReply = z.infer<typeof liveSpectateReplySchema>;

export const liveGameInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  minSeats: z.number().int(),
  maxSeats: z.number().int(),
  /** JSON Schema of the game's config (from its zod schema). */
  configSchema: z.unknown(),
  /** The config with every default filled in. */
  defaultConfig: z.unknown(),
});
export type LiveGameInfo = z.infer<typeof liveGameInfoSchema>;

export const liveGameListSchema = z.object({ games: z.array(liveGameInfoSchema) });
export type LiveGameList = z.infer<typeof liveGameListSchema>;

/** A finished match's chat, both channels, oldest first. */
export const liveChatLogSchema = z.object({ chat: z.array(liveChatLineSchema) });
export type LiveChatLog = z.infer<typeof liveChatLogSchema>;

/**
 * A refusal of the HTTP API: a stable code, an English message for terminals and logs, and for the
 * codes of refusals.ts the figures and reasons as `params` (shapes there), for clients to word.
 */
export const liveHttpErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string(), params: z.record(z.string(), z.unknown()).optional() }) });
export type LiveHttpError = z.infer<typeof liveHttpErrorSchema>;
