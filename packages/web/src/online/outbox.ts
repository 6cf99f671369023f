/** An action this seat made, kept until the state that shows it arrives. */
export interface OutboxEntry {
  clientSeq: number;
  /** An action in game notation, or taking back the seat's hidden choice. */
  kind: 'act' | 'withdraw';
  /** Game notation ('' for a withdrawal). */
  action: string;
  /** The match seq the player saw when choosing it. */
  atSeq: number | null;
  /** The seq the server gave it (acknowledged), or null while unanswered. */
  ackedSeq: number | null;
  /** Acknowledged without moving the move number (a secret window's decision): done at the next update. */
  uncounted?: boolean;
}

/**
 * The seat's actions on their way to the server. Each gets the next `clientSeq` and stays until
 * the server's state includes it, so a dropped connection loses nothing: after a reconnect the
 * server's `lastClientSeq` tells which ones it already has, and the rest go out again with the
 * same numbers (the server applies a number once, so a resend can never apply twice).
 */
export class Outbox {
  private last = 0;
  private entries: OutboxEntry[] = [];

  get size(): number {
    return this.entries.length;
  }

  add(action: string, atSeq: number | null, kind: OutboxEntry['kind'] = 'act'): OutboxEntry {
    this.last += 1;
    const entry: OutboxEntry = { clientSeq: this.last, kind, action, atSeq, ackedSeq: null };
    this.entries.push(entry);
    return entry;
  }

  get(clientSeq: number): OutboxEntry | undefined {
    return this.entries.find((e) => e.clientSeq === clientSeq);
  }

  /**
   * The server stored it as move `seq`; the state the client holds is at `stateSeq`. A decision the
   * server does not count as a move (one in a secret window, DR-37: acknowledged at the number it
   * was made at) is done only when the next update comes, since the state held may not show it yet.
   */
  acknowledged(clientSeq: number, seq: number, stateSeq: number): void {
    const entry = this.get(clientSeq);
    if (entry) {
      entry.ackedSeq = seq;
      if (entry.atSeq !== null && entry.atSeq >= seq) entry.uncounted = true;
    }
    this.entries = this.entries.filter((e) => e.ackedSeq === null || e.uncounted === true || e.ackedSeq > stateSeq);
  }

  /** A state at `stateSeq` arrived: acknowledged actions it includes are done. */
  caughtUp(stateSeq: number): void {
    this.entries = this.entries.filter((e) => e.ackedSeq === null || e.ackedSeq > stateSeq);
  }

  /** The server refused it for good (an illegal or stale move): it is not sent again. */
  refused(clientSeq: number): void {
    this.entries = this.entries.filter((e) => e.clientSeq !== clientSeq);
  }

  /**
   * A (re)connected socket's welcome: `lastClientSeq` is the highest number the server has
   * accepted from this seat, `legal` what the seat may do now. Accepted actions are done; the
   * others go out again in order, as long as the first is still a legal move (the player chose it
   * for the table they saw: if the table has moved on, they choose again). A withdrawal goes out
   * again as it is: the server refuses it if there is nothing left to take back.
   */
  afterWelcome(lastClientSeq: number, legal: readonly string[]): { send: OutboxEntry[]; dropped: boolean } {
    this.last = Math.max(this.last, lastClientSeq);
    this.entries = this.entries.filter((e) => e.clientSeq > lastClientSeq);
    const first = this.entries[0];
    if (!first) return { send: [], dropped: false };
    if (first.kind === 'act' && !legal.includes(first.action)) {
      this.entries = [];
      return { send: [], dropped: true };
    }
    return { send: [...this.entries], dropped: false };
  }

  /** The seat is no longer this client's: nothing it made will be sent. */
  clear(): void {
    this.entries = [];
  }

  /** True while some action waits to be sent, answered or shown. */
  busy(stateSeq: number): boolean {
    return this.entries.some((e) => e.ackedSeq === null || e.uncounted === true || e.ackedSeq > stateSeq);
  }
}
