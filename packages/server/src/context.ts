import type { AnyGame } from '@decktet/engine';
import type { Logger } from 'pino';
import type { BotDecider } from './bots/pool';
import type { ServerClock } from './match/clock';
import type { MatchResults } from './ratings/result';
import type { Storage } from './storage';

/** What every part of a running server shares. */
export interface ServerContext {
  readonly storage: Storage;
  readonly games: ReadonlyMap<string, AnyGame>;
  readonly log: Logger;
  /** Where bots choose: for a match's room, that match's lane of the server's fair bot queue. */
  readonly bots: BotDecider;
  /** Write a snapshot of the state every this many actions. */
  readonly snapshotEvery: number;
  /** How long a seat token stays valid after it is issued. */
  readonly tokenTtlMs: number;
  /** The difficulty a bot plays with when it covers an absent human. */
  readonly coverDifficulty: string;
  /** A seat whose sockets have sent nothing for this long shows as away (default LIVE_AWAY_AFTER_MS). */
  readonly awayAfterMs?: number;
  /** Told when a match's result may have been decided (it ended, or the AI began to play a seat): rated matches rate their players. */
  readonly results?: MatchResults;
  /** How long every secret window (DR-16's reaction windows) stays on show at least, at a table with a person seated while somebody watches it (default DEFAULT_WINDOW_HOLD_MS). */
  readonly windowHoldMs?: number;
  /** The clock of turn clocks and deadlines (default: real time; tests move a ManualClock). */
  readonly clock?: ServerClock;
  /** Told when a started match's AI cover begins or ends: whether any human still plays one of its seats (none: a table of bots only now). */
  readonly whoPlays?: (matchId: string, anyone: boolean) => void;
  /** Told after every change, for each turn-based seat of a signed-in player that owes a decision and plays it itself. */
  readonly turnOwed?: (owed: OwedDecision) => void;
}

/** A turn-based match waits for a signed-in player's decision (what a reminder may say, and whom to remind). */
export interface OwedDecision {
  matchId: string;
  game: string;
  seat: number;
  playerId: string;
  /** Which decision: the seq of the seat's last action (0 before any), so each is told about once. */
  decision: number;
  /** Whether a socket of the seat is open (on any instance). */
  present: boolean;
  /** The other seats' names. */
  opponents: string[];
}
