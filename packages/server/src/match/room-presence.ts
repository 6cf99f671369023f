import { LIVE_AWAY_AFTER_MS, type LivePresenceState } from '@decktet/protocol';
import type { Seat } from '@decktet/engine';
import type { PresenceReport, StoredSeat } from '../storage';
import { seatPresence, spectatorCount } from './presence';
import type { PresenceElsewhere } from './shared-presence';
import type { RoomClient } from './table';

/** What a room's presence needs of the room. */
export interface PresentTable {
  readonly id: string;
  readonly seats: readonly StoredSeat[];
  readonly clients: ReadonlySet<RoomClient>;
}

const RANK: Record<LivePresenceState, number> = { offline: 0, away: 1, online: 2 };

/**
 * Who is at a room's table: each seat's presence and the spectators, from this instance's sockets
 * and (with several instances) the other instances' reports. A change of what the table shows is
 * told once; a change of what this instance's sockets show is shared with the other instances.
 */
export class RoomPresence {
  /** Presence and spectators as last sent to the sockets. */
  private shown = '';
  /** This instance's own part as last shared with the others. */
  private sharedKey = '';

  constructor(
    private readonly room: PresentTable,
    private readonly awayAfterMs: number = LIVE_AWAY_AFTER_MS,
    private readonly elsewhere: PresenceElsewhere | null = null,
  ) {}

  /** A seat's presence: the best of this instance's sockets and the other instances'. */
  of(seat: StoredSeat, now = Date.now()): LivePresenceState {
    const here = seatPresence(seat, this.room.clients, now, this.awayAfterMs);
    if (here === 'online' || !this.elsewhere) return here;
    const there = this.elsewhere.seat(this.room.id, seat.seat).presence;
    return RANK[there] > RANK[here] ? there : here;
  }

  /** Sockets watching without a seat, on every instance. */
  spectators(): number {
    return spectatorCount(this.room.clients) + (this.elsewhere?.spectators(this.room.id) ?? 0);
  }

  /** Whether a socket of `seat` said hello (here or on another instance) after `since` (epoch ms). */
  helloSince(seat: Seat, since: number): boolean {
    for (const client of this.room.clients) if (client.seat === seat && client.joinedAt > since) return true;
    return (this.elsewhere?.seat(this.room.id, seat).joinedAt ?? 0) > since;
  }

  /**
   * Shares this instance's part when it changed, and tells whether what the table shows differs
   * from what was last sent (then an update is owed).
   */
  changedSinceShown(): boolean {
    this.share();
    return this.key() !== this.shown;
  }

  /** What the table shows now is being sent. */
  shownNow(): void {
    this.shown = this.key();
    this.share();
  }

  private key(): string {
    const now = Date.now();
    let key = '';
    for (const seat of this.room.seats) key += `${this.of(seat, now)},`;
    return `${key}/${this.spectators()}`;
  }

  /** Tells the other instances how this instance's sockets show the match, when that changed since last told. */
  share(): void {
    if (!this.elsewhere) return;
    const report = this.localReport();
    const key = JSON.stringify(report);
    if (key === this.sharedKey) return;
    this.sharedKey = key;
    this.elsewhere.share(this.room.id, report);
  }

  /** How this instance's own sockets show the match. */
  private localReport(): PresenceReport {
    const now = Date.now();
    const seats: { seat: number; presence: 'online' | 'away'; joinedAt: number }[] = [];
    for (const seat of this.room.seats) {
      if (seat.kind !== 'human') continue;
      const presence = seatPresence(seat, this.room.clients, now, this.awayAfterMs);
      if (presence === 'offline') continue;
      let joinedAt = 0;
      for (const client of this.room.clients) if (client.seat === seat.seat) joinedAt = Math.max(joinedAt, client.joinedAt);
      seats.push({ seat: seat.seat, presence, joinedAt });
    }
    return { seats, spectators: spectatorCount(this.room.clients) };
  }
}
