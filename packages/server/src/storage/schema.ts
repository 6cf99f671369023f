import type { ActionSource, MatchStatus, SeatSpec, StoredAction, StoredMatch, StoredSeat } from './types';

/** Tables shared by both databases (SQLite maps BIGINT and BOOLEAN to INTEGER). */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  config TEXT NOT NULL,
  seed TEXT NOT NULL,
  seat_specs TEXT NOT NULL,
  turn_seconds INTEGER,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL,
  summary TEXT
);
CREATE INDEX IF NOT EXISTS matches_status ON matches (status, created_at);
CREATE TABLE IF NOT EXISTS seats (
  match_id TEXT NOT NULL REFERENCES matches (id),
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT,
  token_hash TEXT,
  token_expires BIGINT,
  left_match BOOLEAN NOT NULL DEFAULT FALSE,
  covered BOOLEAN NOT NULL DEFAULT FALSE,
  PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
  match_id TEXT NOT NULL REFERENCES matches (id),
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  client_seq BIGINT,
  log_end INTEGER NOT NULL,
  by_kind TEXT NOT NULL,
  PRIMARY KEY (match_id, seq)
);
CREATE UNIQUE INDEX IF NOT EXISTS actions_client_seq ON actions (match_id, seat, client_seq) WHERE client_seq IS NOT NULL;
CREATE TABLE IF NOT EXISTS snapshots (
  match_id TEXT NOT NULL REFERENCES matches (id),
  seq INTEGER NOT NULL,
  state TEXT NOT NULL,
  PRIMARY KEY (match_id, seq)
);
`;

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
}
export interface SeatRow {
  seat: number;
  kind: string;
  name: string | null;
  token_hash: string | null;
  token_expires: number | string | null;
  left_match: number | boolean;
  covered: number | boolean;
}
export interface ActionRow {
  seq: number;
  seat: number;
  action: string;
  client_seq: number | string | null;
  log_end: number;
  by_kind: string;
}

export function matchFromRow(r: MatchRow): StoredMatch {
  return {
    id: r.id,
    game: r.game,
    config: JSON.parse(r.config) as unknown,
    seed: r.seed,
    seats: JSON.parse(r.seat_specs) as SeatSpec[],
    turnSeconds: r.turn_seconds,
    createdAt: r.created_at,
    status: r.status as MatchStatus,
    summary: r.summary,
  };
}

export function seatFromRow(r: SeatRow): StoredSeat {
  return {
    seat: r.seat,
    kind: r.kind === 'bot' ? 'bot' : 'human',
    name: r.name,
    tokenHash: r.token_hash,
    tokenExpires: r.token_expires === null ? null : Number(r.token_expires),
    left: Boolean(r.left_match),
    covered: Boolean(r.covered),
  };
}

export function actionFromRow(r: ActionRow): StoredAction {
  return {
    seq: r.seq,
    seat: r.seat,
    action: r.action,
    clientSeq: r.client_seq === null ? null : Number(r.client_seq),
    logEnd: r.log_end,
    by: r.by_kind as ActionSource,
  };
}
