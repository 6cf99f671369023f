/**
 * Live play over WebSocket (`/ws`): every message is one JSON text frame, validated with these
 * schemas on both ends. Versioned: a client names the version it speaks in `hello`; the server
 * refuses versions it does not speak with a `version-mismatch` error.
 */
import { z } from 'zod';
import type { VisibleEntry } from '@decktet/engine';

/** The live protocol version this package describes. */
export const LIVE_PROTOCOL_VERSION = 1;

/** The largest client frame the server accepts, in bytes; larger frames close the socket (1009). */
export const LIVE_MAX_CLIENT_MESSAGE_BYTES = 4096;

const matchId = z.string().min(1).max(64).describe('the match id returned by the lobby');
const seat = z.number().int().min(0).describe('0-based seat index');

// ── Client → server ────────────────────────────────────────────────────────────────────────────

/**
 * First message on a socket. With `token` the socket acts for that token's seat; without it the
 * socket spectates (public view only). `logSeen`: how many log entries of this match the client
 * holds (everything it was sent so far); the reply's `log` then holds exactly the entries after
 * them, so a socket coming back resumes without loss or repetition. Omit it for the whole visible
 * log. `lastSeq`, the last match `seq` the client saw, is sent beside it; a client that sends only
 * `lastSeq` (an older one) is sent the lines after the first action of that number, and may read
 * again lines a reaction window added (DR-37 leaves those decisions uncounted).
 */
export const liveHelloSchema = z
  .object({
    type: z.literal('hello'),
    v: z.number().int().describe('protocol version the client speaks (LIVE_PROTOCOL_VERSION)'),
    match: matchId,
    token: z.string().min(1).max(128).optional().describe('seat token from the lobby join; omit to spectate'),
    lastSeq: z.number().int().min(0).optional().describe('last match seq this client saw'),
    logSeen: z.number().int().min(0).optional().describe('how many log entries of this match this client holds'),
  })
  .strict();

/**
 * An action for the socket's seat, in the game's notation (one of the `legal` strings).
 * `clientSeq` numbers a seat's actions, strictly increasing: resending an accepted one (the same
 * action) returns the same `ack` (marked `duplicate`) and changes nothing; the same number with a
 * different action is refused (`seq-reused`), and so is a lower, unused number (`stale-seq`).
 */
export const liveActSchema = z
  .object({
    type: z.literal('act'),
    clientSeq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('per-seat, strictly increasing'),
    action: z.string().min(1).max(200).describe('the action in the game notation, e.g. "bid pact"'),
  })
  .strict();

/** Keep-alive; answered with `pong`. Like every message, it keeps the socket from counting as idle. */
export const livePingSchema = z.object({ type: z.literal('ping') }).strict();

/**
 * Whether the player is looking: sent when the tab's visibility changes and with the keep-alive.
 * `away` (a hidden tab) shows the seat as away; `online` as online. Spectators may send it; it changes nothing.
 */
export const livePresenceSchema = z
  .object({
    type: z.literal('presence'),
    state: z.enum(['online', 'away']).describe('online: the tab is visible; away: hidden'),
  })
  .strict();

/** The two chat channels: players write to `players`, spectators to `spectators`. */
export const liveChatChannelSchema = z.enum(['players', 'spectators']);
export type LiveChatChannel = z.infer<typeof liveChatChannelSchema>;

/** The longest chat line, in UTF-16 code units after NFC normalisation and trimming. */
export const LIVE_CHAT_MAX = 300;
/** Chat rate: at most this many lines per socket, and per address, in `LIVE_CHAT_RATE_WINDOW_MS`. */
export const LIVE_CHAT_RATE_LINES = 5;
export const LIVE_CHAT_RATE_WINDOW_MS = 10_000;
/** How many of the latest readable chat lines `welcome` carries. */
export const LIVE_CHAT_WELCOME_LINES = 100;

/**
 * A chat line. Players write to `players` (read by everyone at the table); spectators write to
 * `spectators` (read by spectators only while the match is live, so nobody can pass hints to a
 * player; both channels are public once it is finished). The server checks the text with
 * `checkChatText` and refuses it with `bad-chat`; too many lines: `chat-rate-limited`.
 */
export const liveChatSendSchema = z
  .object({
    type: z.literal('chat'),
    channel: liveChatChannelSchema,
    // The length rule is checked after normalisation; this only bounds the frame.
    text: z.string().max(LIVE_CHAT_MAX * 4),
  })
  .strict();

/**
 * A player's own choice to stop (or resume) receiving another seat's chat lines. Kept per seat by
 * the server (it survives reconnects) and per socket for spectators.
 */
export const liveMuteSchema = z
  .object({
    type: z.literal('mute'),
    seat: seat.describe('the seat whose chat lines to hide'),
    muted: z.boolean(),
  })
  .strict();

/**
 * Takes back the seat's hidden choice in a simultaneous decision that is not revealed yet (where
 * the game allows it), so that the seat chooses again. Numbered like `act` (same `clientSeq`
 * sequence, same `ack`); refused with the game's rule error when there is nothing to take back.
 */
export const liveWithdrawSchema = z
  .object({
    type: z.literal('withdraw'),
    clientSeq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('per-seat, strictly increasing (shared with act)'),
  })
  .strict();

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  liveHelloSchema,
  liveActSchema,
  livePingSchema,
  livePresenceSchema,
  liveChatSendSchema,
  liveMuteSchema,
  liveWithdrawSchema,
]);

export type LiveHello = z.infer<typeof liveHelloSchema>;
export type LiveAct = z.infer<typeof liveActSchema>;
export type LivePing = z.infer<typeof livePingSchema>;
export type LivePresence = z.infer<typeof livePresenceSchema>;
export type LiveChatSend = z.infer<typeof liveChatSendSchema>;
export type LiveMute = z.infer<typeof liveMuteSchema>;
export type LiveWithdraw = z.infer<typeof liveWithdrawSchema>;
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

// ── Server → client ────────────────────────────────────────────────────────────────────────────

/**
 * Whether a seat's player is at the table. Human seats: `online` when a socket of the seat is open
 * and its tab was last reported visible; `away` when its sockets report hidden tabs or have sent
 * nothing for more than `LIVE_AWAY_AFTER_MS`; `offline` when no socket of the seat is open (a
 * closed tab at once; a silently dead socket when the server's heartbeat drops it). Bots: `online`.
 */
export const livePresenceStateSchema = z.enum(['online', 'away', 'offline']);
export type LivePresenceState = z.infer<typeof livePresenceStateSchema>;
/** A socket that has sent nothing (no message of any kind) for longer than this shows its seat as away. */
export const LIVE_AWAY_AFTER_MS = 60_000;

/**
 * The AI playing for an absent human. `since`: the match seq when the cover began; `turn`: the
 * game's turn number then (null when the game cannot say); `reason`: `clock` (their time ran out;
 * they take the seat back at their next decision once they return) or `left` (they left: the AI
 * plays to the end).
 */
export const liveCoverSchema = z.object({
  since: z.number().int().min(0),
  turn: z.number().int().nullable(),
  reason: z.enum(['clock', 'left']),
  /**
   * In a rated match whose clock ran out: until when (epoch ms, the server's clock) the player may
   * come back and keep the game; after it the game counts as a loss for them. Absent: no such deadline.
   */
  returnBy: z.number().nullable().optional(),
});
export type LiveCover = z.infer<typeof liveCoverSchema>;

/** Who sits in a seat, as everyone may see it. */
export const liveSeatInfoSchema = z.object({
  seat,
  kind: z.enum(['human', 'bot']),
  /** For bot seats: the difficulty (easy | normal | hard). */
  difficulty: z.string().optional(),
  /** The player's name once the seat is taken (bots have a name at once). */
  name: z.string().nullable(),
  /** A human has taken this seat. Always true for bots. */
  taken: z.boolean(),
  /**
   * A person holds this seat without signing in: the name is as they typed it (never a registered
   * player's), and clients mark it as a guest's wherever it is shown. Absent from older servers.
   */
  guest: z.boolean().optional(),
  /** A bot is playing for this absent human (turn clock ran out, or the player left): true iff `cover` is set. */
  coveredByBot: z.boolean(),
  presence: livePresenceStateSchema,
  /** Set while the AI plays for this absent human; null otherwise. */
  cover: liveCoverSchema.nullable(),
  /** In a rated match: the seat's result is a loss already, because its player left (`left`) or did not return in time (`clock`). */
  forfeit: z.enum(['clock', 'left']).nullable().optional(),
});
export type LiveSeatInfo = z.infer<typeof liveSeatInfoSchema>;

/** A fact in a log event: a number (a count, a seat), a string (a card id, a word) or a list of those. */
const logValueSchema = z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()])).readonly()]);

/**
 * What a log line says, as facts (the engine's `LogEvent`): `type` names the kind of line in the
 * game's own words, the other fields its facts, so that a client words it in its player's language.
 */
export const liveLogEventSchema = z.object({ type: z.string() }).catchall(logValueSchema.optional());

export const liveOutcomeSchema = z.object({
  results: z.array(z.enum(['win', 'loss', 'draw'])),
  scores: z.array(z.number()),
  points: z.array(z.number()).optional(),
  summary: z.string(),
});

/**
 * The match as one seat (or a spectator) may see it. Sent in `welcome` and after every change
 * (`update`). `view` is the game's own view for this seat (`game.view(state, seat)`; see each
 * game's View type), `legal` the actions this seat may send now (game notation), `log` the new
 * log lines this seat may read since the previous message (or since `lastSeq` in `hello`), and
 * `events` the same lines as structured facts.
 */
export const liveMatchStateSchema = z.object({
  match: matchId,
  game: z.string().describe("the game's id, as its rules and the catalog of games give it"),
  /** open: waiting for players; live: being played; finished: over (record available). */
  status: z.enum(['open', 'live', 'finished']),
  /** Number of actions applied so far: the match's sequence number. */
  seq: z.number().int().min(0),
  /** The receiving socket's seat, null for spectators. */
  seat: seat.nullable(),
  seats: z.array(liveSeatInfoSchema),
  /** Seats that owe a decision now (several: a simultaneous choice, each stays hidden until all chose). */
  pending: z.array(seat),
  /** The game view for this seat (null until the match starts). */
  view: z.unknown(),
  /** Legal actions for this seat now, in game notation (empty when it is not this seat's turn). */
  legal: z.array(z.string()),
  /** New log lines this seat may read. */
  log: z.array(z.string()),
  /**
   * The same lines as events, one per line (`events[i]` says what `log[i]` says; null for a line
   * without one, such as the server's own notes): a client words them in its player's language
   * and shows the text where it has no words for one.
   */
  events: z.array(liveLogEventSchema.nullable()).default([]),
  /** Turn clock: when each pending human seat's time runs out (epoch ms, the server's clock), else null; null when no clock. */
  deadlines: z.array(z.number().nullable()).nullable(),
  /** The server's clock (epoch ms) when this message was built: show `deadline - now` corrected for the client's own skew. */
  now: z.number(),
  /** Sockets watching without a seat. */
  spectators: z.number().int().min(0),
  /** Covered seats are named in the summary: "Ada wins against Guest (AI from turn 12)". */
  outcome: liveOutcomeSchema.nullable(),
  /** Its result changes the players' ratings (a rated lobby table): the table states the rules of rated play. */
  rated: z.boolean().optional(),
  /** Seconds per decision (null: no clock): how long a rated player whose time ran out has to come back. */
  turnSeconds: z.number().nullable().optional(),
});
export type LiveMatchState = z.infer<typeof liveMatchStateSchema>;

/**
 * The server's own lines in a match's log (its notes), as events beside their English text: the
 * AI begins to play for a seat whose clock ran out (`ai-cover`, from turn `turn` where the game
 * counts turns), a player left and the AI plays their seat to the end (`left`), a covered player
 * is back (`back`). One event type, `server`, that no game uses, so that a client words these
 * lines the same in every game. Seats as in the match.
 */
export type ServerLogEvent = { type: 'server'; note: 'ai-cover'; seat: number; turn?: number } | { type: 'server'; note: 'left' | 'back'; seat: number };

/** A state message's new log lines as entries: each line's text with its event, where it has one. */
export function liveLogEntries(message: Pick<LiveMatchState, 'log' | 'events'>): VisibleEntry[] {
  return message.log.map((text, i) => {
    const event = message.events[i];
    return event ? { text, event } : { text };
  });
}

/**
 * One chat line. `id` increases within a match; `seat` is the writer's seat (null: a spectator);
 * `name` the writer's name as shown ("Spectator" for spectators); `at` epoch ms (server clock).
 * `text` is plain text: clients show it as text, never as markup.
 */
export const liveChatLineSchema = z.object({
  id: z.number().int().min(1),
  channel: liveChatChannelSchema,
  seat: seat.nullable(),
  name: z.string(),
  text: z.string(),
  at: z.number(),
});
export type LiveChatLine = z.infer<typeof liveChatLineSchema>;

/** Reply to `hello`: the full picture; the socket now receives `update`s. */
export const liveWelcomeSchema = liveMatchStateSchema.extend({
  type: z.literal('welcome'),
  v: z.literal(LIVE_PROTOCOL_VERSION),
  /** The highest clientSeq this seat has had accepted (0 if none): continue numbering after it. */
  lastClientSeq: z.number().int().min(0),
  /** The latest chat lines this socket may read (at most `LIVE_CHAT_WELCOME_LINES`, oldest first; muted seats left out). */
  chat: z.array(liveChatLineSchema),
  /** Seats this seat has muted (kept across reconnects; always empty for a new spectator socket). */
  muted: z.array(seat),
  /**
   * A spectator's socket: whether it reads and writes the spectators' chat while the match is
   * played (only a signed-in player who holds no seat here, and is not connecting from a seated
   * player's address, does; everyone reads it once the match is over). Absent for seats.
   */
  spectatorChat: z.boolean().optional(),
});

/** After every change to the match (any seat's action, a player joining, a bot covering). */
export const liveUpdateSchema = liveMatchStateSchema.extend({ type: z.literal('update') });

/** The seat's action was accepted and stored (sent before the matching `update`). */
export const liveAckSchema = z.object({
  type: z.literal('ack'),
  clientSeq: z.number().int(),
  /** The match seq the action received. */
  seq: z.number().int(),
  /** True when this clientSeq had already been accepted with this same action: nothing changed. */
  duplicate: z.boolean(),
});

/**
 * Something was wrong. `clientSeq` is set when the error answers an `act`. The socket stays
 * open unless the error is fatal (bad hello, unknown match, bad or expired token, no hello in
 * time, too many sockets, oversized frame). A `token-expired` without `clientSeq` on a socket that
 * was playing means its seat was left, its token expired or the seat was taken with another
 * token: the socket watches on as a spectator (public view only) and can no longer act.
 */
export const liveErrorSchema = z.object({
  type: z.literal('error'),
  code: z.string().describe('stable kebab-case code, e.g. "illegal-action", "bad-token", "rate-limited"'),
  message: z.string(),
  clientSeq: z.number().int().optional(),
});

export const livePongSchema = z.object({ type: z.literal('pong') });

/** A new chat line this socket may read. */
export const liveChatMessageSchema = z.object({ type: z.literal('chat'), line: liveChatLineSchema });

export const liveServerMessageSchema = z.discriminatedUnion('type', [liveWelcomeSchema, liveUpdateSchema, liveAckSchema, liveErrorSchema, livePongSchema, liveChatMessageSchema]);

export type LiveWelcome = z.infer<typeof liveWelcomeSchema>;
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;
export type LiveAck = z.infer<typeof liveAckSchema>;
export type LiveError = z.infer<typeof liveErrorSchema>;
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

/** Error codes the live server sends (games add their own rule codes such as "illegal-action"). */
export const LIVE_ERROR_CODES = [
  'bad-json', // the frame is not JSON
  'bad-message', // JSON, but not a valid message (the message says which field)
  'version-mismatch',
  'hello-first', // an act before hello
  'already-joined', // a second hello on one socket
  'unknown-match',
  'table-cancelled', // the lobby table was called off before it started, by its creator or on expiry (sockets are let go; hello is refused, 4404)
  'bad-token', // no such token for this match
  'token-expired', // the token was valid but has expired, the seat was left, or it is held with another token now
  'spectator', // a spectator tried to act
  'stale-seq', // clientSeq lower than an accepted one, and not a resend of it
  'seq-reused', // clientSeq already accepted for a different action (the stored one stands)
  'not-started', // the match waits for players
  'rate-limited', // too many messages from this socket, or from its address across all its sockets
  'hello-timeout', // no valid hello soon enough after connecting (the socket is closed, 4408)
  'too-many-sockets', // the address already holds its share of sockets (closed, 4429)
  'conflict', // another instance kept writing; try again
  'bad-chat', // a chat line that is empty, too long, holds control or formatting characters, or is in the wrong channel (the message says which)
  'chat-rate-limited', // more than LIVE_CHAT_RATE_LINES chat lines in LIVE_CHAT_RATE_WINDOW_MS from this socket or its address
  'bad-mute', // mute names no other seat of the match
  'internal',
] as const;

/** Parses one client frame; the error message says what was wrong. */
export function parseLiveClientMessage(text: string): { ok: true; value: LiveClientMessage } | { ok: false; code: 'bad-json' | 'bad-message'; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, code: 'bad-json', message: 'the message is not valid JSON' };
  }
  // The message sent with every action, read without zod: exactly what `liveActSchema` accepts, and the same value.
  const act = plainAct(raw);
  if (act) return { ok: true, value: act };
  const parsed = liveClientMessageSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, code: 'bad-message', message: describeIssues(parsed.error.issues) };
}

/**
 * `raw` as an `act` when it is one exactly as `liveActSchema` takes it (its three fields and no
 * other, an integer `clientSeq` from 1 to MAX_SAFE_INTEGER, an `action` of 1 to 200 characters),
 * else null: anything else, or anything wrong with it, goes to the schema, which says what.
 */
function plainAct(raw: unknown): LiveAct | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const m = raw as Record<string, unknown>;
  if (m.type !== 'act' || Object.getPrototypeOf(m) !== Object.prototype || Object.keys(m).length !== 3) return null;
  const { clientSeq, action } = m;
  if (!Object.hasOwn(m, 'type') || !Object.hasOwn(m, 'clientSeq') || !Object.hasOwn(m, 'action')) return null;
  if (typeof clientSeq !== 'number' || !Number.isSafeInteger(clientSeq) || clientSeq < 1) return null;
  if (typeof action !== 'string' || action.length < 1 || action.length > 200) return null;
  return { type: 'act', clientSeq, action };
}

/** A short readable summary of zod issues: "clientSeq: expected number". */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || 'message'}: ${i.message}`)
    .join('; ');
}
