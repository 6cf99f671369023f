import type { AnyMatch, Seat } from '@decktet/engine';
import type { LivePresenceState, LiveServerMessage } from '@decktet/protocol';
import type { ServerContext } from '../context';
import type { StoredAction, StoredMatch, StoredNote, StoredSeat } from '../storage';
import type { ClientError } from './errors';
import type { PresenceSource } from './presence';

/** A socket watching a match: a seat's player or a spectator (seat null). */
export interface RoomClient extends PresenceSource {
  /** The seat this socket plays; null for spectators, and once the socket no longer holds its seat. */
  seat: Seat | null;
  /** sha256 of the token the socket said hello with: it plays the seat only while the seat is held with that token. */
  tokenHash: string | null;
  /** Why the socket lost its seat (left, expired, or taken with another token), once it has. */
  lost: ClientError | null;
  /** How much of the game log this client has been sent (index into state.log). */
  sentLog: number;
  /** How many of the room's server log lines (`notes`) this client has been sent. */
  sentNotes: number;
  /** When the socket said hello (epoch ms). */
  joinedAt: number;
  /** A spectator's mutes (a player's are kept with their seat). */
  mutes: Set<Seat>;
  /** The client address the socket came from (as counted for limits); absent where none is known. */
  address?: string;
  /** The signed-in player whose session the socket's upgrade request carried; null or absent: none. */
  watcherId?: string | null;
  send(message: LiveServerMessage): void;
}

/**
 * A match room as the parts that run it see it: its automation, its cover for absent players,
 * its chat and the messages it sends each socket. `MatchRoom` is the one table; the parts read it
 * through this, so none of them imports the room.
 */
export interface Table {
  readonly id: string;
  readonly ctx: ServerContext;
  readonly meta: StoredMatch;
  /** The seats as stored; a part that changes one stores it first. */
  readonly seats: StoredSeat[];
  readonly clients: ReadonlySet<RoomClient>;
  /** The match being played: null until every seat is filled, and in a damaged room. */
  readonly match: AnyMatch | null;
  /** The stored actions, in seq order. */
  readonly actions: readonly StoredAction[];
  readonly seq: number;
  readonly finished: boolean;
  /** Why the match cannot be played (public, no secrets); null while it is whole. */
  readonly damage: string | null;
  /** The server's own lines in the public log (cover, leave, return), in the order they were added. */
  readonly notes: StoredNote[];
  /** A seat's name as the game knows it (the log's and the result's words). */
  nameOf(seat: Seat): string;
  presenceOf(seat: StoredSeat): LivePresenceState;
  /** Whether a socket of `seat` said hello (on any instance) after `since` (epoch ms). */
  helloSince(seat: Seat, since: number): boolean;
}
