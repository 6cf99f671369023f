import type { RateLimitedKind } from '@decktet/protocol';
import { clientError } from '../match/errors';
import { refusal } from './refusal';
import type { SeatActor, SeatPolicy, SeatRefusal } from '../match/lobby';
import type { ServerLimits } from './limits';

export type SeatGuardLimits = Pick<ServerLimits, 'joinsPerMinute' | 'leavesPerMinute' | 'abandonsPerHour' | 'guestSeatsPerAddress' | 'openTurnBasedTableHours'>;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** Keys kept before the ones with no event left in the window are forgotten. */
const SWEEP_AT = 1024;

/** Times of one kind of event per key (a player or an address), the old ones forgotten as they are read. */
class Recent {
  private readonly times = new Map<string, number[]>();
  private sweepAt = SWEEP_AT;

  constructor(private readonly windowMs: number) {}

  /** The events of `key` within the window, oldest first. */
  of(key: string, now: number): number[] {
    const kept = (this.times.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length) this.times.set(key, kept);
    else this.times.delete(key);
    return kept;
  }

  add(key: string, now: number): void {
    this.times.set(key, [...this.of(key, now), now]);
    // Many keys at once: forget those whose events have all left the window, and look again only when the map has doubled.
    if (this.times.size >= this.sweepAt) {
      for (const known of [...this.times.keys()]) this.of(known, now);
      this.sweepAt = Math.max(SWEEP_AT, this.times.size * 2);
    }
  }

  /** Seconds until the oldest of `key`'s events leaves the window. */
  wait(key: string, now: number): number {
    const oldest = this.of(key, now)[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }
}

const keysOf = (actor: SeatActor): { key: string; who: string; by: 'player' | 'address' }[] => [
  ...(actor.playerId ? [{ key: `player:${actor.playerId}`, who: 'a player', by: 'player' as const }] : []),
  { key: `address:${actor.address}`, who: 'one address', by: 'address' as const },
];

const refuse = (status: number, code: string, message: string): SeatRefusal => ({ status, error: clientError(code, message) });

const inWords = (seconds: number) => (seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`);

/** Too many seats taken or left within a minute by a player or an address. */
const tooMany = (kind: RateLimitedKind & ('seats-taken' | 'seats-left'), who: string, by: 'player' | 'address', most: number, waitSeconds: number): SeatRefusal => ({
  status: 429,
  error: refusal('rate-limited', `too many seats ${kind === 'seats-taken' ? 'taken' : 'left'}: ${who} may ${kind === 'seats-taken' ? 'take' : 'leave'} at most ${most} a minute; try again in ${inWords(waitSeconds)}`, { kind, most, per: 'minute', by, waitSeconds }),
});

/**
 * Who may take and leave seats, per player and per client address, each counted on its own: a few
 * seats a minute, a few leaves a minute, and after leaving `abandonsPerHour` started matches in an
 * hour no new seat until the oldest of those leaves is an hour old (one account, or one address,
 * cannot start and abandon every open table). Through the guests' join an address holds at most
 * `guestSeatsPerAddress` seats of one match (so one person cannot fill a table alone). Counts are
 * this instance's, kept in memory (docs/security.md, "Seats").
 */
export class SeatGuard implements SeatPolicy {
  private readonly joins = new Recent(MINUTE_MS);
  private readonly leaves = new Recent(MINUTE_MS);
  private readonly abandons = new Recent(HOUR_MS);
  /** match → seat → the address that took it as a guest, and when; forgotten once the match can no longer be joined. */
  private readonly guestSeats = new Map<string, { at: number; seats: Map<number, string> }>();

  constructor(
    private readonly limits: SeatGuardLimits,
    private readonly now: () => number = Date.now,
  ) {}

  mayJoin(actor: SeatActor, matchId: string): SeatRefusal | null {
    const now = this.now();
    for (const { key, who, by } of keysOf(actor)) {
      const abandoned = this.abandons.of(key, now).length;
      const most = this.limits.abandonsPerHour;
      if (abandoned >= most) {
        const waitSeconds = this.abandons.wait(key, now);
        const message = `${by === 'player' ? 'you' : 'your address'} left ${abandoned} started matches within the last hour (at most ${most}): you may take a new seat again in ${inWords(waitSeconds)}`;
        return { status: 429, error: refusal('too-many-abandoned', message, { abandoned, most, by, waitSeconds }) };
      }
      if (this.joins.of(key, now).length >= this.limits.joinsPerMinute) return tooMany('seats-taken', who, by, this.limits.joinsPerMinute, this.joins.wait(key, now));
    }
    if (!actor.playerId) {
      const held = [...(this.guestSeats.get(matchId)?.seats.values() ?? [])].filter((a) => a === actor.address).length;
      if (held >= this.limits.guestSeatsPerAddress) {
        return refuse(409, 'already-seated', `your address already holds ${held === 1 ? 'a seat' : `${held} seats`} at this match (at most ${this.limits.guestSeatsPerAddress} through the guests' join): each player takes their own seat, from their own device`);
      }
    }
    return null;
  }

  joined(actor: SeatActor, matchId: string, seat: number): void {
    const now = this.now();
    for (const { key } of keysOf(actor)) this.joins.add(key, now);
    if (actor.playerId) return;
    this.forgetOld(now);
    const held = this.guestSeats.get(matchId) ?? { at: now, seats: new Map<number, string>() };
    held.seats.set(seat, actor.address);
    this.guestSeats.set(matchId, held);
  }

  mayLeave(actor: SeatActor): SeatRefusal | null {
    const now = this.now();
    for (const { key, who, by } of keysOf(actor)) {
      if (this.leaves.of(key, now).length >= this.limits.leavesPerMinute) return tooMany('seats-left', who, by, this.limits.leavesPerMinute, this.leaves.wait(key, now));
    }
    return null;
  }

  left(actor: SeatActor, matchId: string, seat: number, started: boolean): void {
    const now = this.now();
    for (const { key } of keysOf(actor)) {
      this.leaves.add(key, now);
      if (started) this.abandons.add(key, now);
    }
    // Before the start the seat opens again, for anyone.
    if (!started) this.guestSeats.get(matchId)?.seats.delete(seat);
  }

  /** Guest seats of matches older than the longest an open table lasts: they can no longer be joined. */
  private forgetOld(now: number): void {
    const longest = this.limits.openTurnBasedTableHours * HOUR_MS;
    for (const [match, held] of this.guestSeats) if (now - held.at > longest) this.guestSeats.delete(match);
  }
}
