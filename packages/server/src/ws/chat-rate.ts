import { LIVE_CHAT_RATE_LINES, LIVE_CHAT_RATE_WINDOW_MS } from '@decktet/protocol';

/** Forgets quiet addresses once this many have lines in the window. */
const SWEEP_AT = 1024;

/**
 * Chat lines per client address across all its sockets: at most `lines` in any `windowMs`
 * (a sliding window, so a burst cannot straddle two fixed windows to double it).
 */
export class ChatRate {
  private readonly times = new Map<string, number[]>();
  private sweepAt = SWEEP_AT;

  constructor(
    private readonly lines = LIVE_CHAT_RATE_LINES,
    private readonly windowMs = LIVE_CHAT_RATE_WINDOW_MS,
  ) {}

  /** Whether `address` may send another line at `now`. */
  allows(address: string, now = Date.now()): boolean {
    return this.recent(address, now).length < this.lines;
  }

  /** Counts a line that was sent (refused lines reach nobody, so they are not counted). */
  count(address: string, now = Date.now()): void {
    const times = this.recent(address, now);
    times.push(now);
    this.times.set(address, times);
    if (this.times.size >= this.sweepAt) this.sweep(now);
  }

  private recent(address: string, now: number): number[] {
    const times = this.times.get(address) ?? [];
    while (times.length && now - times[0]! >= this.windowMs) times.shift();
    return times;
  }

  private sweep(now: number): void {
    for (const address of [...this.times.keys()]) if (this.recent(address, now).length === 0) this.times.delete(address);
    this.sweepAt = Math.max(SWEEP_AT, this.times.size * 2);
  }
}
