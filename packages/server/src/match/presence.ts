import type { LivePresenceState } from '@decktet/protocol';
import type { Seat } from '@decktet/engine';
import type { StoredSeat } from '../storage';

/** What presence needs to know of a socket watching a match. */
export interface PresenceSource {
  seat: Seat | null;
  /** The socket's last report: its tab is visible (`online`) or hidden (`away`). Online until it says otherwise. */
  presence: 'online' | 'away';
  /** When the socket last sent anything (epoch ms). */
  heardAt: number;
}

/**
 * Whether a seat's player is at the table, from the sockets holding the seat: online when one of
 * them shows a visible tab and has spoken within `awayAfterMs`, away when all of them are hidden
 * or silent, offline when none is open. Bots are always online.
 */
export function seatPresence(seat: StoredSeat, clients: Iterable<PresenceSource>, now: number, awayAfterMs: number): LivePresenceState {
  if (seat.kind === 'bot') return 'online';
  let open = false;
  for (const client of clients) {
    if (client.seat !== seat.seat) continue;
    open = true;
    if (client.presence === 'online' && now - client.heardAt <= awayAfterMs) return 'online';
  }
  return open ? 'away' : 'offline';
}

/** Sockets watching without a seat. */
export function spectatorCount(clients: Iterable<PresenceSource>): number {
  let n = 0;
  for (const client of clients) if (client.seat === null) n++;
  return n;
}
