import type { LivePresenceState } from '@decktet/protocol';
import type { PresenceChannel, PresenceReport } from '../storage';

/** How often an instance tells the others again how its sockets show each match they watch. */
export const PRESENCE_REFRESH_MS = 20_000;
/** A report not renewed for this long is dropped: its instance stopped, or lost its way to the others. */
export const PRESENCE_KEPT_MS = 3 * PRESENCE_REFRESH_MS;

/** How the sockets on the other instances show a match. */
export interface PresenceElsewhere {
  /** The best presence any other instance reports for `seat` ('offline': none has a socket of it) and the latest hello among those sockets. */
  seat(matchId: string, seat: number): { presence: LivePresenceState; joinedAt: number };
  /** Spectators watching on the other instances. */
  spectators(matchId: string): number;
  /** Tells the others how this instance's sockets show the match now (sent only when it changed). */
  share(matchId: string, report: PresenceReport): void;
}

const EMPTY: PresenceReport = { seats: [], spectators: 0 };
const RANK: Record<LivePresenceState, number> = { offline: 0, away: 1, online: 2 };

/**
 * Presence shared by every instance: each tells the others, on the channel match changes already
 * use, how its own sockets show a match whenever that changes, and again every PRESENCE_REFRESH_MS
 * (a report not renewed is dropped, so a stopped instance's players turn offline). A seat shows
 * the best of what any instance sees, spectators add up. A new instance asks the others once.
 */
export class SharedPresence implements PresenceElsewhere {
  /** match → instance → its latest report and when it came (epoch ms). */
  private readonly heard = new Map<string, Map<string, { report: PresenceReport; at: number }>>();
  /** match → what this instance last told the others of it (matches with a socket here only). */
  private readonly mine = new Map<string, { report: PresenceReport; json: string }>();
  private readonly refresher: NodeJS.Timeout;

  constructor(
    private readonly channel: PresenceChannel,
    /** Told when the other instances' view of a match changed (`*`: of any). */
    private readonly changed: (matchId: string) => void,
    private readonly log: { error(o: object, m: string): void },
    private readonly now: () => number = Date.now,
  ) {
    channel.onReport((from, matchId, report) => this.hear(from, matchId, report));
    this.refresher = setInterval(() => this.refresh(), PRESENCE_REFRESH_MS);
    this.refresher.unref();
    this.send('*', null);
  }

  seat(matchId: string, seat: number): { presence: LivePresenceState; joinedAt: number } {
    let presence: LivePresenceState = 'offline';
    let joinedAt = 0;
    for (const { report } of this.heard.get(matchId)?.values() ?? []) {
      for (const s of report.seats) {
        if (s.seat !== seat) continue;
        if (RANK[s.presence] > RANK[presence]) presence = s.presence;
        joinedAt = Math.max(joinedAt, s.joinedAt);
      }
    }
    return { presence, joinedAt };
  }

  spectators(matchId: string): number {
    let n = 0;
    for (const { report } of this.heard.get(matchId)?.values() ?? []) n += report.spectators;
    return n;
  }

  share(matchId: string, report: PresenceReport): void {
    const json = JSON.stringify(report);
    const before = this.mine.get(matchId);
    if (before ? before.json === json : json === JSON.stringify(EMPTY)) return;
    if (report.seats.length === 0 && report.spectators === 0) this.mine.delete(matchId);
    else this.mine.set(matchId, { report, json });
    this.send(matchId, report);
  }

  /** Another instance's report (or question). */
  private hear(from: string, matchId: string, report: PresenceReport | null): void {
    if (report === null) {
      // A new instance (or one whose way to the others was restored) asks: it hears ours again.
      if (matchId === '*') for (const [id, mine] of this.mine) this.send(id, mine.report);
      else if (this.mine.has(matchId)) this.send(matchId, this.mine.get(matchId)!.report);
      return;
    }
    let reports = this.heard.get(matchId);
    if (report.seats.length === 0 && report.spectators === 0) {
      if (!reports?.delete(from)) return;
      if (reports.size === 0) this.heard.delete(matchId);
    } else {
      if (!reports) this.heard.set(matchId, (reports = new Map()));
      reports.set(from, { report, at: this.now() });
    }
    this.changed(matchId);
  }

  /** Tells the others again what this instance sees, and drops the reports nobody renewed. */
  refresh(): void {
    for (const [id, mine] of this.mine) this.send(id, mine.report);
    const oldest = this.now() - PRESENCE_KEPT_MS;
    for (const [id, reports] of this.heard) {
      let dropped = false;
      for (const [from, { at }] of reports) if (at < oldest) dropped = reports.delete(from) || dropped;
      if (reports.size === 0) this.heard.delete(id);
      if (dropped) this.changed(id);
    }
  }

  /** The connection to the other instances was restored: reports may have been missed both ways. */
  reconnected(): void {
    this.send('*', null);
    for (const [id, mine] of this.mine) this.send(id, mine.report);
  }

  /** This instance stops: the others forget its sockets at once. */
  async close(): Promise<void> {
    clearInterval(this.refresher);
    await Promise.all([...this.mine.keys()].map((id) => this.channel.share(id, EMPTY).catch(() => undefined)));
    this.mine.clear();
  }

  private send(matchId: string, report: PresenceReport | null): void {
    this.channel.share(matchId, report).catch((e: unknown) => this.log.error({ err: e, match: matchId }, 'telling the other instances of presence failed'));
  }
}
