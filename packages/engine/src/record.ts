import { z } from 'zod';
import { legacySeed } from '@decktet/decktet';
import type { Outcome, Seat } from './contract';
import { canonicalJson, digest } from './hash';
import { type Result, err, ok } from './result';

export const RECORD_FORMAT = 'decktet-table/game-record';
/**
 * 2: the seed keys ChaCha20 (unpredictable deals). 1: the seed was dealt through a 32-bit hash;
 * such a record is read as version 2 with its seed marked `v1:`, which deals it exactly as before.
 */
export const RECORD_VERSION = 2;
const OLDEST_RECORD_VERSION = 1;
const FIRST_UNPREDICTABLE_VERSION = 2;

export interface RecordedAction {
  readonly seat: Seat;
  /** The action in the game's notation, or `WITHDRAW_STEP`. */
  readonly action: string;
}

/**
 * The step by which a seat took back its hidden choice (`Game.withdraw`, `Match.withdraw`). The
 * word is the engine's: no game's notation may use it as a whole action, so a reader that does
 * not know withdrawals fails on it loudly instead of replaying something else.
 */
export const WITHDRAW_STEP = 'withdraw';

/** A whole match as a JSON file: enough to replay every state exactly. */
export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly seed: string;
  readonly config: unknown;
  readonly names: readonly string[];
  /** Who sat where, free-form for tools: "human", "ai:hard", "automaton". */
  readonly seats?: readonly string[];
  readonly layout?: unknown;
  readonly actions: readonly RecordedAction[];
  readonly outcome: Outcome | null;
  /** Free-form metadata written by tools (dates, server match id); not checked by the rules. */
  readonly meta?: Readonly<Record<string, string>>;
  /** A post-game review of every decision (see `GameReview`); added after the game, so not under the checksum. */
  readonly review?: GameReview;
  /** Digest of everything above but `meta` and `review`; a hand-edited game no longer matches it. */
  readonly checksum: string;
}

/**
 * How a reviewed decision compares with the best one the review's search found: `forced` when the
 * seat had a single legal action, otherwise by its loss of win chance (thresholds in docs/ai.md).
 */
export const REVIEW_MARKS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'forced'] as const;
export type ReviewMark = (typeof REVIEW_MARKS)[number];

/** The least loss of win chance (a fraction of 1) that earns each flagging mark; below the first, `good`. */
export const MARK_THRESHOLDS = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 } as const;

/** One decision of a game as a review judged it, from the deciding seat's view at that moment. */
export interface ReviewedDecision {
  /** Its index in the record's `actions`. */
  readonly step: number;
  readonly seat: Seat;
  /** The action played, in the game's notation. */
  readonly played: string;
  /** The seat's win chance in [0, 1] with the best action: what the position was worth. */
  readonly before: number;
  /** The seat's estimated win chance in [0, 1] after the action played. */
  readonly after: number;
  /** The best action the search found, in the game's notation, and its win chance. */
  readonly best: string;
  readonly bestWinChance: number;
  /** `before - after`, never below 0. */
  readonly loss: number;
  readonly mark: ReviewMark;
}

/** How one seat played over the whole game. */
export interface PlayerSummary {
  readonly seat: Seat;
  readonly name: string;
  /** 0 to 100 (see docs/ai.md); 100 when the seat had no choice to judge. */
  readonly accuracy: number;
  readonly inaccuracies: number;
  readonly mistakes: number;
  readonly blunders: number;
  /** How many of its decisions were judged (forced moves are not). */
  readonly decisions: number;
}

/** A post-game review: every decision of every seat, judged by one AI level from that seat's view. */
export interface GameReview {
  readonly version: 1;
  /** The level whose search judged. */
  readonly level: string;
  readonly decisions: readonly ReviewedDecision[];
  readonly players: readonly PlayerSummary[];
}

const chance = z.number().min(0).max(1);
const count = z.number().int().min(0);

export const gameReviewSchema = z.object({
  version: z.literal(1),
  level: z.string().min(1),
  decisions: z.array(
    z.object({
      step: count,
      seat: count,
      played: z.string().min(1),
      before: chance,
      after: chance,
      best: z.string().min(1),
      bestWinChance: chance,
      loss: chance,
      mark: z.enum(REVIEW_MARKS),
    }),
  ),
  players: z.array(
    z.object({
      seat: count,
      name: z.string(),
      accuracy: z.number().min(0).max(100),
      inaccuracies: count,
      mistakes: count,
      blunders: count,
      decisions: count,
    }),
  ),
});

const outcomeSchema = z.object({
  results: z.array(z.enum(['win', 'loss', 'draw'])),
  scores: z.array(z.number()),
  points: z.array(z.number()).optional(),
  summary: z.string(),
});

/** A record of any version this program reads (`readGameRecord` brings it up to date). */
export const gameRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  version: z
    .number()
    .int()
    .refine((v) => v >= OLDEST_RECORD_VERSION && v <= RECORD_VERSION, {
      error: (issue) => {
        const v = issue.input as number;
        return `record version ${v} is not one this program reads (${OLDEST_RECORD_VERSION} to ${RECORD_VERSION})${v > RECORD_VERSION ? ': a newer program wrote it' : ''}`;
      },
    }),
  game: z.string().min(1),
  seed: z.string(),
  config: z.unknown(),
  names: z.array(z.string()),
  seats: z.array(z.string()).optional(),
  layout: z.unknown().optional(),
  actions: z.array(z.object({ seat: z.number().int().min(0), action: z.string().min(1) })),
  outcome: outcomeSchema.nullable(),
  meta: z.record(z.string(), z.string()).optional(),
  review: gameReviewSchema.optional(),
  checksum: z.string(),
});

export function recordChecksum(record: Omit<GameRecord, 'checksum'>): string {
  const { meta: _meta, review: _review, ...checked } = record as GameRecord;
  const { checksum: _c, ...rest } = checked;
  return digest(canonicalJson(rest));
}

export function sealRecord(record: Omit<GameRecord, 'checksum'>): GameRecord {
  return { ...record, checksum: recordChecksum(record) };
}

/**
 * The seed that deals now what `seed` dealt under record version `version` (the same rule for
 * anything that keeps a seed with a version, such as games saved in a browser).
 */
export function upgradeSeed(seed: string, version: number): string {
  return version < FIRST_UNPREDICTABLE_VERSION ? legacySeed(seed) : seed;
}

/**
 * The same record at the current version: a version-1 record gets the `v1:` mark on its seed
 * (so it is dealt exactly as when it was played) and a checksum over its new contents.
 */
export function upgradeRecord(record: GameRecord): GameRecord {
  if (record.version === RECORD_VERSION) return record;
  const { checksum: _checksum, ...rest } = record;
  return sealRecord({ ...rest, version: RECORD_VERSION, seed: upgradeSeed(record.seed, record.version) });
}

export interface ReadRecordOptions {
  /** The games the reader plays: a record of another game is refused as such. */
  readonly games?: readonly { readonly id: string }[];
  /** False to accept a record whose checksum does not match (default: refused as altered). */
  readonly verifyChecksum?: boolean;
}

function reviewDamaged(detail: string): string {
  return `the record's review is damaged (${detail}); the game itself is intact: remove its "review" field to read it, then review it again`;
}

/** Why a review's decision does not belong to the record's actions, if one does not. */
function misplacedDecision(review: GameReview, actions: readonly RecordedAction[]): string | null {
  for (const [i, d] of review.decisions.entries()) {
    const action = actions[d.step];
    if (!action || action.seat !== d.seat || action.action !== d.played) {
      return `review.decisions.${i}: step ${d.step} is not "${d.played}" by seat ${d.seat + 1} in the record's actions`;
    }
  }
  return null;
}

/**
 * Checks that a value is a game record (of a game the reader knows; the checksum against the
 * contents it was sealed with) and returns it at the current version. The error says what was
 * wrong.
 */
export function readGameRecord(raw: unknown, options: ReadRecordOptions = {}): Result<GameRecord> {
  const shape = gameRecordSchema.safeParse(raw);
  if (!shape.success) {
    const damagedReview = shape.error.issues.every((i) => i.path[0] === 'review');
    const detail = shape.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ');
    return err('invalid-record', damagedReview ? reviewDamaged(detail) : `not a Decktet Table game record — ${detail}`);
  }
  const record = shape.data as GameRecord;
  const misplaced = record.review && misplacedDecision(record.review, record.actions);
  if (misplaced) return err('invalid-record', reviewDamaged(misplaced));
  if (options.games && !options.games.some((g) => g.id === record.game)) return err('invalid-record', `the record is for an unknown game "${record.game}"`);
  if (options.verifyChecksum !== false && recordChecksum(record) !== record.checksum) {
    return err('invalid-record', 'the record has been altered: its checksum does not match its contents');
  }
  return ok(upgradeRecord(record));
}
