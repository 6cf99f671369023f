import { z } from 'zod';
import type { Outcome, Seat } from './contract';
import { canonicalJson, digest } from './hash';

export const RECORD_FORMAT = 'decktet-table/game-record';
export const RECORD_VERSION = 1;

export interface RecordedAction {
  readonly seat: Seat;
  /** The action in the game's notation. */
  readonly action: string;
}

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
  /** Digest of everything above; a hand-edited record no longer matches it. */
  readonly checksum: string;
}

const outcomeSchema = z.object({
  results: z.array(z.enum(['win', 'loss', 'draw'])),
  scores: z.array(z.number()),
  points: z.array(z.number()).optional(),
  summary: z.string(),
});

export const gameRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  version: z.literal(RECORD_VERSION),
  game: z.string().min(1),
  seed: z.string(),
  config: z.unknown(),
  names: z.array(z.string()),
  seats: z.array(z.string()).optional(),
  layout: z.unknown().optional(),
  actions: z.array(z.object({ seat: z.number().int().min(0), action: z.string().min(1) })),
  outcome: outcomeSchema.nullable(),
  meta: z.record(z.string(), z.string()).optional(),
  checksum: z.string(),
});

export function recordChecksum(record: Omit<GameRecord, 'checksum'>): string {
  const { meta: _meta, ...checked } = record as GameRecord;
  const { checksum: _c, ...rest } = checked;
  return digest(canonicalJson(rest));
}

export function sealRecord(record: Omit<GameRecord, 'checksum'>): GameRecord {
  return { ...record, checksum: recordChecksum(record) };
}
