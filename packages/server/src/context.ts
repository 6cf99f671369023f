import type { AnyGame } from '@decktet/engine';
import type { Logger } from 'pino';
import type { BotDecider } from './bots/pool';
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
}
