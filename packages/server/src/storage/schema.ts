import type { ServerLogEvent } from '@decktet/protocol';
import { paceFromColumn } from './pace-column';
import type { ActionSource, Chain, ChainedAction, MatchStatus, SeatSpec, StoredChatLine, StoredCover, StoredJson, StoredMatch, StoredNote, StoredSeat, StoredTable } from './types';

/** Rows as both databases return them (SQLite has no BIGINT or BOOLEAN: it answers numbers). */
export interface MatchRow {
  id: string;
  game: string;
  config: string;
  seed: string;
  seat_specs: string;
  turn_seconds: number | null;
  created_at: string;
  status: string;
  summary: string | null;
  damage: string | null;
  head_seq: number;
  head_chain: string | null;
  /** The seal over its settings and head (seal.ts); null: none stored. */
  seal: string | null;
  rated: number | boolean;
  /** The lobby's columns (null visibility: a match made without the tables API). */
  pace: string;
  visibility: string | null;
  creator_id: string | null;
}
export interface SeatRow {
  seat: number;
  kind: string;
  name: string | null;
  token_hash: string | null;
  token_expires: number | string | null;
  token_holder?: string | null;
  left_match: number | boolean;
  covered: number | boolean;
  cover_since: number | string | null;
  cover_turn: number | string | null;
  cover_reason: string | null;
  cover_return_by?: number | string | null;
  muted: string | null;
  player_id: string | null;
  forfeit: string | null;
  forfeit_seq: number | string | null;
  forfeit_at: number | string | null;
  clock_decision: number | string | null;
  clock_deadline: number | string | null;
}
export interface NoteRow {
  id: number | string;
  seq: number;
  text: string;
  /** The note's event as JSON; null in rows stored before notes kept events. */
  event: string | null;
}
export interface ChatRow {
  id: number | string;
  channel: string;
  seat: number | null;
  name: string;
  text: string;
  at: number | string;
}
export interface ActionRow {
  seq: number;
  seat: number;
  action: string;
  client_seq: number | string | null;
  log_end: number;
  by_kind: string;
  chain: string | null;
}
export interface SnapshotRow {
  seq: number;
  state: string;
  chain: string | null;
  seal: string | null;
}

export function parseStoredJson(text: string): StoredJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

const STATUSES: readonly MatchStatus[] = ['open', 'live', 'finished', 'damaged', 'cancelled'];
const isSeatSpec = (s: unknown): s is SeatSpec =>
  typeof s === 'object' && s !== null && ((s as SeatSpec).kind === 'human' || ((s as SeatSpec).kind === 'bot' && typeof (s as { difficulty?: unknown }).difficulty === 'string'));

/**
 * A match row as the server uses it. Never throws: unreadable settings leave `damage` set (and
 * the match is marked damaged when it is loaded), so one broken row cannot stop a list or a start.
 */
export function matchFromRow(r: MatchRow): StoredMatch {
  const config = parseStoredJson(r.config);
  const specs = parseStoredJson(r.seat_specs);
  const seats = specs.ok && Array.isArray(specs.value) && specs.value.every(isSeatSpec) ? specs.value : null;
  const status = STATUSES.find((s) => s === r.status);
  let damage = r.damage ?? null;
  if (damage === null) {
    if (!config.ok) damage = 'its stored settings are unreadable';
    else if (!seats) damage = 'its stored seats are unreadable';
    else if (!status) damage = 'its stored status is unknown';
  }
  return {
    id: r.id,
    game: r.game,
    config: config.ok ? config.value : null,
    seed: r.seed,
    seats: seats ?? [],
    turnSeconds: r.turn_seconds,
    createdAt: r.created_at,
    status: status ?? 'damaged',
    summary: r.summary,
    rated: Boolean(r.rated),
    table: tableFromRow(r),
    damage,
  };
}

export function seatFromRow(r: SeatRow): StoredSeat {
  return {
    seat: r.seat,
    kind: r.kind === 'bot' ? 'bot' : 'human',
    name: r.name,
    playerId: r.player_id ?? null,
    tokenHash: r.token_hash,
    tokenExpires: r.token_expires === null ? null : Number(r.token_expires),
    tokenHolder: r.token_holder ?? null,
    left: Boolean(r.left_match),
    covered: Boolean(r.covered),
    cover: coverFromRow(r),
    muted: mutedFromRow(r.muted),
    forfeit: r.forfeit === 'clock' || r.forfeit === 'left' ? { reason: r.forfeit, seq: Number(r.forfeit_seq ?? 0), at: Number(r.forfeit_at ?? 0) } : null,
    clock: r.clock_deadline === null || r.clock_deadline === undefined ? null : { decision: Number(r.clock_decision ?? 0), deadline: Number(r.clock_deadline) },
  };
}


/** A lobby table's settings; null for a match made without the tables API (or a row from before tables). */
function tableFromRow(r: MatchRow): StoredTable | null {
  if ((r.visibility !== 'public' && r.visibility !== 'private') || !r.creator_id) return null;
  return { pace: paceFromColumn(r.pace), visibility: r.visibility, creatorId: r.creator_id };
}

function coverFromRow(r: SeatRow): StoredCover | null {
  if (!r.covered) return null;
  return {
    since: r.cover_since === null || r.cover_since === undefined ? 0 : Number(r.cover_since),
    turn: r.cover_turn === null || r.cover_turn === undefined ? null : Number(r.cover_turn),
    // A covered seat without a reason predates it being kept: a left seat says so itself.
    reason: r.cover_reason === 'left' || (r.cover_reason !== 'clock' && Boolean(r.left_match)) ? 'left' : 'clock',
    ...(r.cover_return_by === null || r.cover_return_by === undefined ? {} : { returnBy: Number(r.cover_return_by) }),
  };
}

/** A seat's mutes; an unreadable list mutes nobody (it is the player's preference, not the match). */
function mutedFromRow(text: string | null | undefined): number[] {
  const parsed = text ? parseStoredJson(text) : null;
  return parsed?.ok && Array.isArray(parsed.value) ? parsed.value.filter((n): n is number => Number.isInteger(n)) : [];
}

export function noteFromRow(r: NoteRow): StoredNote {
  return { id: Number(r.id), seq: r.seq, text: r.text, event: r.event === null ? null : (JSON.parse(r.event) as ServerLogEvent) };
}

export function chatFromRow(r: ChatRow): StoredChatLine {
  return { id: Number(r.id), channel: r.channel === 'spectators' ? 'spectators' : 'players', seat: r.seat, name: r.name, text: r.text, at: Number(r.at) };
}

export function actionFromRow(r: ActionRow): ChainedAction {
  return {
    seq: r.seq,
    seat: r.seat,
    action: r.action,
    clientSeq: r.client_seq === null ? null : Number(r.client_seq),
    logEnd: r.log_end,
    by: r.by_kind as ActionSource,
    chain: r.chain,
  };
}

export function snapshotFromRow(r: SnapshotRow): { seq: number; chain: Chain | null; state: StoredJson } {
  return { seq: Number(r.seq), chain: r.chain, state: parseStoredJson(r.state) };
}
