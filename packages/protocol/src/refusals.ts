/**
 * The figures and reasons of the HTTP API's refusals, beside their English `message`: a refusal
 * whose code is here carries `params` of its shape in `{ error: { code, message, params } }`, so a
 * client says it in the player's language, numbers and all, without reading the message (which
 * stays for terminals and logs). A code not listed here carries no `params`.
 */
import { z } from 'zod';
import { PACES } from './live';

const count = z.number().int().nonnegative();
/** Seconds to wait before asking again (at least 1). */
const waitSeconds = z.number().int().positive();
/** Who a limit counts: the signed-in player, or the address the request came from. */
const by = z.enum(['player', 'address']);

/** What a rate limit counts, one word per limit (docs/security.md). */
export const RATE_LIMITED_KINDS = ['lobby-requests', 'matches-created', 'tables-created', 'quick-matches', 'seats-taken', 'seats-left', 'players-created', 'sign-ins', 'recovery-attempts'] as const;
export type RateLimitedKind = (typeof RATE_LIMITED_KINDS)[number];

/** Why a passkey's answer was refused. */
export const PASSKEY_REFUSALS = ['not-verified', 'not-registered', 'other-player', 'unreadable', 'unknown-challenge', 'challenge-expired'] as const;
export type PasskeyRefusal = (typeof PASSKEY_REFUSALS)[number];

export const refusalParamsSchemas = {
  /** The player's open tables of one pace are at the most (`quickMatch`: Quick match could not open one). */
  'too-many-open-tables': z.object({ open: count, most: count, pace: z.enum(PACES), quickMatch: z.boolean() }),
  /** Matches waiting for players, per address or player. */
  'too-many-open': z.object({ open: count, most: count }),
  /** Tables of bots only playing, per address or player. */
  'too-many-bot-only': z.object({ held: count, most: count }),
  /** Started matches left within the hour. */
  'too-many-abandoned': z.object({ abandoned: count, most: count, by, waitSeconds }),
  'rate-limited': z.object({ kind: z.enum(RATE_LIMITED_KINDS), most: count, per: z.enum(['minute', 'hour']), by, waitSeconds }),
  /** A table of bots only asked for settings past its limits. */
  'bot-only-limit': z.discriminatedUnion('reason', [
    z.object({ reason: z.literal('difficulty'), difficulty: z.string(), allowed: z.array(z.string()) }),
    z.object({ reason: z.literal('no-turn-limit'), most: count }),
    z.object({ reason: z.literal('too-many-turns'), most: count, turns: count }),
  ]),
  /** The push services the server sends to (the endpoint is at none of them, or malformed). */
  'bad-push-service': z.object({ services: z.array(z.string()) }),
  'passkey-refused': z.object({ reason: z.enum(PASSKEY_REFUSALS) }),
  /** The name as it was asked for. */
  'name-taken': z.object({ name: z.string() }),
} as const;

export type RefusalCode = keyof typeof refusalParamsSchemas;
export type RefusalParams<C extends RefusalCode> = z.infer<(typeof refusalParamsSchemas)[C]>;

/** A refusal's params read for its code: null when the code has none, or they are missing or not of its shape. */
export function refusalParamsOf<C extends RefusalCode>(code: C, params: unknown): RefusalParams<C> | null;
export function refusalParamsOf(code: string, params: unknown): unknown;
export function refusalParamsOf(code: string, params: unknown): unknown {
  if (!(code in refusalParamsSchemas)) return null;
  const parsed = refusalParamsSchemas[code as RefusalCode].safeParse(params);
  return parsed.success ? parsed.data : null;
}
