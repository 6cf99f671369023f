/**
 * The public lobby: tables a signed-in player creates for others to find, Quick match, the live
 * list of open public tables, and the turn-based games waiting for a player. HTTP JSON under
 * `/api/`, errors `{ error: { code, message } }` with a 4xx status as everywhere; the writes need
 * a player's session (see players.ts).
 *
 *   POST   /api/tables             TableCreateRequest → 201 TableSeatReply (the creator's seat)
 *   GET    /api/tables?game=&pace= → TableList (open public tables, longest waiting first)
 *   POST   /api/tables/:id/join    → TableSeatReply (a seat, or a new token for the seat already held)
 *   DELETE /api/tables/:id         → TableCancelReply (its creator, before it starts)
 *   POST   /api/quick-match        QuickMatchRequest → QuickMatchReply
 *   GET    /api/quick-match/preview?game=&pace=&pool=&anySettings= → QuickMatchPreview
 *   GET    /api/players/me/your-turn → YourTurnReply
 *   WS     /ws/lobby?game=&pace=   → LobbyFeedMessage frames (open public tables as they change)
 *
 * A table's match is an ordinary match: `GET /api/matches/:id` shows it (with its `table`), and
 * its seats are played over `/ws` with the seat token as before.
 */
import { z } from 'zod';
import { DEFAULT_TURN_HOURS, PACES, TABLE_VISIBILITIES, TURN_HOURS_MAX, TURN_HOURS_MIN, TURN_SECONDS_MAX, liveJoinReplySchema, liveMatchSummarySchema, liveSeatRequestSchema } from './live';

const gameId = z.string().min(1).max(64).describe('game id from GET /api/games');

/** A rated table: two seats, both for signed-in players. */
export const RATED_SEATS = 2;

/**
 * A new table. The creator sits at its first human seat. `turnSeconds` sets a live table's clock
 * (as for `POST /api/matches`); `turnHours` a turn-based table's (DEFAULT_TURN_HOURS when absent).
 */
export const tableCreateRequestSchema = z
  .object({
    game: gameId,
    config: z.unknown().optional().describe("the game's config; validated with its schema (defaults filled)"),
    seats: z.array(liveSeatRequestSchema).min(1).max(8).describe('one entry per seat; at least one human seat, the creator’s'),
    pace: z.enum(PACES).default('live'),
    turnSeconds: z.number().int().min(1).max(TURN_SECONDS_MAX).nullable().optional().describe('live tables: seconds per decision (null: no clock)'),
    turnHours: z.number().int().min(TURN_HOURS_MIN).max(TURN_HOURS_MAX).optional().describe(`turn-based tables: hours per decision (default ${DEFAULT_TURN_HOURS})`),
    rated: z.boolean().default(false).describe('the result changes both players’ ratings: two seats of signed-in players, no bots'),
    visibility: z.enum(TABLE_VISIBILITIES).default('public').describe('public: listed in the lobby; private: joined by its invite link'),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.pace === 'live' && t.turnHours !== undefined) ctx.addIssue({ code: 'custom', path: ['turnHours'], message: 'a live table’s clock is in seconds (turnSeconds); turnHours is for turn-based tables' });
    if (t.pace === 'turn-based' && t.turnSeconds !== undefined) ctx.addIssue({ code: 'custom', path: ['turnSeconds'], message: 'a turn-based table’s clock is in hours (turnHours); turnSeconds is for live tables' });
    if (!t.seats.some((s) => s.kind === 'human')) ctx.addIssue({ code: 'custom', path: ['seats'], message: 'a table needs a human seat: its creator sits at the first one' });
    if (t.rated && (t.seats.length !== RATED_SEATS || t.seats.some((s) => s.kind !== 'human'))) {
      ctx.addIssue({ code: 'custom', path: ['rated'], message: `a rated table has ${RATED_SEATS} seats, both for signed-in players, and no bots` });
    }
  });
export type TableCreateRequest = z.input<typeof tableCreateRequestSchema>;
export type TableCreate = z.output<typeof tableCreateRequestSchema>;

/** Filters of the lobby's list and feed; absent: every game, every pace. */
export const tableListQuerySchema = z
  .object({
    game: gameId.optional(),
    pace: z.enum(PACES).optional(),
    pool: z.string().min(1).max(64).optional().describe('only tables played with this leaderboard’s standard settings (a pool id from GET /api/games)'),
    standard: z.enum(['true', 'false']).optional().describe('true: only tables with a game’s standard settings; false: only the others'),
  })
  .strict();
export type TableListQuery = z.infer<typeof tableListQuerySchema>;

/** The most tables one page of the list holds. */
export const TABLE_PAGE_MAX = 200;

/**
 * One page of the lobby's list, newest first: the filters, how many (default 50), and `after`, the
 * id of the last table of the page before (the list's `next`).
 */
export const tablePageQuerySchema = tableListQuerySchema
  .extend({
    after: z.string().min(1).max(100).optional(),
    limit: z.coerce.number().int().min(1).max(TABLE_PAGE_MAX).default(50),
  })
  .strict();
export type TablePageQuery = z.infer<typeof tablePageQuerySchema>;

/** Open public tables (each summary has its `table`), newest first; `next`: the `after` of the following page (null: this is the last). */
export const tableListSchema = z.object({ tables: z.array(liveMatchSummarySchema), next: z.string().nullable().optional() });
export type TableList = z.infer<typeof tableListSchema>;

/** A seat at a table for the signed-in player: as the lobby's join reply (the seat token, secret, for `/ws`). */
export const tableSeatReplySchema = liveJoinReplySchema;
export type TableSeatReply = z.infer<typeof tableSeatReplySchema>;

export const tableCancelReplySchema = z.object({ cancelled: z.literal(true) });
export type TableCancelReply = z.infer<typeof tableCancelReplySchema>;

/** Quick match: a seat at an open public table of this game and pace (live when absent), or a new one. */
export const quickMatchRequestSchema = z
  .object({
    game: gameId,
    pace: z.enum(PACES).default('live'),
    pool: z.string().min(1).max(64).optional().describe('the leaderboard to play for (default: the game’s first, its usual settings)'),
    anySettings: z.boolean().default(false).describe('also seat the player at unrated tables with other settings (preview them first: GET /api/quick-match/preview)'),
  })
  .strict();
export type QuickMatchRequest = z.input<typeof quickMatchRequestSchema>;

/** `opened`: no table fitted, so a new one waits for an opponent (the player's own, when one already waited). */
export const quickMatchReplySchema = tableSeatReplySchema.extend({ opened: z.boolean() });
export type QuickMatchReply = z.infer<typeof quickMatchReplySchema>;

/** What Quick match would do now, without doing it: the table it would seat the player at (null: it would open one). Query as QuickMatchRequest. */
export const quickMatchPreviewQuerySchema = z
  .object({ game: gameId, pace: z.enum(PACES).default('live'), pool: z.string().min(1).max(64).optional(), anySettings: z.enum(['true', 'false']).default('false').transform((v) => v === 'true') })
  .strict();
export const quickMatchPreviewSchema = z.object({ match: liveMatchSummarySchema.nullable() });
export type QuickMatchPreview = z.infer<typeof quickMatchPreviewSchema>;

/** A match waiting for the signed-in player's decision. */
export const yourTurnMatchSchema = z.object({
  match: z.string(),
  game: z.string(),
  gameName: z.string(),
  seat: z.number().int().min(0),
  pace: z.enum(PACES),
  rated: z.boolean(),
  /** When the seat's time runs out (epoch ms, the server's clock); null without a clock. */
  deadline: z.number().nullable(),
  /** The other seats' names. */
  opponents: z.array(z.string()),
  /** The match's page: `<origin>/match/<id>`. */
  invite: z.string(),
});
export type YourTurnMatch = z.infer<typeof yourTurnMatchSchema>;

/** Every match waiting for the player, soonest deadline first; `now` the server's clock (epoch ms). */
export const yourTurnReplySchema = z.object({ matches: z.array(yourTurnMatchSchema), now: z.number() });
export type YourTurnReply = z.infer<typeof yourTurnReplySchema>;

// ── The lobby feed (WebSocket `/ws/lobby?game=&pace=`) ─────────────────────────────────────────

export const LOBBY_FEED_PATH = '/ws/lobby';

/**
 * Server → client. First `tables` (every open public table that fits the filters), then a message
 * per change: a table opened or became public (`table-added`), its seats changed (`table-changed`),
 * it left the list (`table-removed`: it `started`, was `cancelled`, or is otherwise no longer open).
 */
export const lobbyFeedMessageSchema = z.discriminatedUnion('type', [
  // The newest open tables that fit, newest first; `next`, when there are older ones: the `after` of GET /api/tables's next page.
  z.object({ type: z.literal('tables'), tables: z.array(liveMatchSummarySchema), next: z.string().optional() }),
  z.object({ type: z.literal('table-added'), table: liveMatchSummarySchema }),
  z.object({ type: z.literal('table-changed'), table: liveMatchSummarySchema }),
  z.object({ type: z.literal('table-removed'), id: z.string(), reason: z.enum(['started', 'cancelled', 'closed']) }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type LobbyFeedMessage = z.infer<typeof lobbyFeedMessageSchema>;

/** Client → server: only a keep-alive (the filters are in the URL). */
export const lobbyFeedClientMessageSchema = z.object({ type: z.literal('ping') }).strict();
export type LobbyFeedClientMessage = z.infer<typeof lobbyFeedClientMessageSchema>;
