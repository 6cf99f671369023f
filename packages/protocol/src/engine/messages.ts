import { z } from 'zod';

/**
 * The stdio engine protocol (`decktet engine`): one JSON request per line in, one JSON answer per
 * line out. Every request may carry an `id`, echoed in its answer. See docs/protocol.md.
 */
export const ENGINE_PROTOCOL_VERSION = 1;

const requestId = z.union([z.string(), z.number()]);
const matchId = z.string().min(1);
const seat = z.number().int().min(0);

export const engineRequestSchemas = {
  /** Lists the games this engine knows, with their config schema. */
  games: z.object({}).strict(),
  /** Starts a match. */
  new: z
    .object({
      game: z.string().min(1),
      seed: z.string().optional(),
      config: z.unknown().optional(),
      layout: z.unknown().optional(),
      names: z.array(z.string()).optional(),
    })
    .strict(),
  /** The legal actions of a seat, in the game's notation. */
  legal: z.object({ match: matchId, seat }).strict(),
  /** Plays an action (in the game's notation) for a seat. */
  act: z.object({ match: matchId, seat, action: z.string() }).strict(),
  /** What a seat (or a spectator: seat null or left out) may see, with its log. */
  view: z.object({ match: matchId, seat: seat.nullable().optional() }).strict(),
  /** The full state, hidden information included (for tools, not for players). */
  state: z.object({ match: matchId }).strict(),
  /** The result, or null while the match goes on. */
  outcome: z.object({ match: matchId }).strict(),
  /** The match as a game record (JSON). */
  save: z.object({ match: matchId, meta: z.record(z.string(), z.string()).optional() }).strict(),
  /** Opens a game record as a new match (replayed and checked). */
  load: z.object({ record: z.unknown() }).strict(),
  /** Forgets a match. */
  close: z.object({ match: matchId }).strict(),
  /** Ends the session (the process exits after answering). */
  quit: z.object({}).strict(),
} as const;

export type EngineOp = keyof typeof engineRequestSchemas;
export const ENGINE_OPS = Object.keys(engineRequestSchemas) as EngineOp[];

export type EngineRequest = {
  [K in EngineOp]: { op: K; id?: string | number } & z.infer<(typeof engineRequestSchemas)[K]>;
}[EngineOp];

export const engineRequestIdSchema = requestId;

/** Error codes of the engine protocol (the games' own rule-error codes pass through unchanged). */
export type EngineErrorCode =
  | 'malformed-json'
  | 'invalid-request'
  | 'unknown-op'
  | 'unknown-game'
  | 'unknown-match'
  | 'invalid-seat'
  | 'invalid-config'
  | 'invalid-layout'
  | 'invalid-record'
  | 'not-your-turn'
  | 'game-over'
  | 'illegal-action'
  | 'malformed-action'
  | 'internal-error'
  | (string & {});

export interface EngineError {
  readonly id?: string | number;
  readonly ok: false;
  readonly error: { readonly code: EngineErrorCode; readonly message: string };
}

export type EngineSuccess = { readonly id?: string | number; readonly ok: true } & Readonly<Record<string, unknown>>;

export type EngineAnswer = EngineSuccess | EngineError;

export interface EngineGameInfo {
  readonly id: string;
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** JSON Schema of the game's config (input form: every field with a default may be left out). */
  readonly configSchema: unknown;
  /** Whether `new` accepts a `layout` override. */
  readonly layout: boolean;
}
