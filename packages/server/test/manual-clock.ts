import type { ServerClock } from '../src/match/clock';

interface ManualTimer {
  at: number;
  run: () => void;
}

/** A clock that moves only when told to (`advance`), running the timers that fall due on the way, in order. */
export class ManualClock implements ServerClock {
  private readonly timers = new Set<ManualTimer>();

  constructor(private time = Date.now()) {}

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => void): () => void {
    const timer = { at: this.time + Math.max(0, ms), run };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  /** Moves the clock on by `ms`; each timer due by then runs at its own time, earliest first (those it sets too). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (let next = this.due(end); next; next = this.due(end)) {
      this.timers.delete(next);
      this.time = next.at;
      next.run();
    }
    this.time = end;
  }

  private due(end: number): ManualTimer | null {
    let first: ManualTimer | null = null;
    for (const timer of this.timers) if (timer.at <= end && (!first || timer.at < first.at)) first = timer;
    return first;
  }
}
