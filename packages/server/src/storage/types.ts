/**
 * Storage: where matches, seats and every accepted action live. Two implementations share this
 * interface: SQLite (embedded, one instance) and PostgreSQL (several instances). Actions are keyed
 * by `(match, seq)`: a second write of the same seq is a conflict, never an overwrite.
 */
export type MatchStatus = 'open' | 'live' | 'finished';

export type SeatSpec = { kind: 'human' } | { kind: 'bot'; difficulty: string };

export interface StoredMatch {
  id: string;
  game: string;
  config: unknown;
  seed: string;
  seats: SeatSpec[];
  turnSeconds: number | null;
  createdAt: string;
  status: MatchStatus;
  summary: string | null;
}

export interface StoredSeat {
  seat: number;
  kind: 'human' | 'bot';
  name: string | null;
  /** sha256 of the seat token (the token itself is never stored). */
  tokenHash: string | null;
  tokenExpires: number | null;
  /** The player left a started match; a bot plays the seat to the end. */
  left: boolean;
  /** A bot is covering for this absent human. */
  covered: boolean;
}

export type ActionSource = 'player' | 'bot' | 'cover';

export interface StoredAction {
  seq: number;
  seat: number;
  /** The action in the game's notation. */
  action: string;
  clientSeq: number | null;
  /** Length of the game log after this action (lets a resuming client get exactly the lines it missed). */
  logEnd: number;
  by: ActionSource;
}

/** `conflict`: that seq is already taken; `duplicate`: this seat already used that clientSeq. */
export type AppendResult = 'ok' | 'conflict' | 'duplicate';

export interface SeatPatch {
  name?: string | null;
  tokenHash?: string | null;
  tokenExpires?: number | null;
  left?: boolean;
  covered?: boolean;
}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  createMatch(match: StoredMatch, seats: StoredSeat[]): Promise<void>;
  getMatch(id: string): Promise<StoredMatch | null>;
  listMatches(status: MatchStatus, limit: number): Promise<StoredMatch[]>;
  seats(matchId: string): Promise<StoredSeat[]>;
  seatByToken(matchId: string, tokenHash: string): Promise<StoredSeat | null>;
  /** Takes an open human seat atomically; false if someone else holds it. Opens the match's play when it was the last open seat. */
  takeSeat(matchId: string, seat: number, name: string, tokenHash: string, tokenExpires: number): Promise<boolean>;
  updateSeat(matchId: string, seat: number, patch: SeatPatch): Promise<void>;
  setStatus(matchId: string, status: MatchStatus, summary?: string | null): Promise<void>;
  appendAction(matchId: string, action: StoredAction): Promise<AppendResult>;
  actionsAfter(matchId: string, seq: number): Promise<StoredAction[]>;
  saveSnapshot(matchId: string, seq: number, state: unknown): Promise<void>;
  latestSnapshot(matchId: string): Promise<{ seq: number; state: unknown } | null>;
  /** Announces a change to a match to the other instances (PostgreSQL NOTIFY; SQLite has no others). */
  announce(matchId: string): Promise<void>;
  /** Called with a match id when another instance changed it; `*` when anything may have changed (a lost connection was restored). */
  onRemoteChange(listener: (matchId: string) => void): void;
  close(): Promise<void>;
}
