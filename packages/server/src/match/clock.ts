/**
 * The server's clock for the turn clocks of matches and the times the lobby keeps. Real time by
 * default; tests give the server a `ManualClock` to move on a simulated day in a moment.
 */
export interface ServerClock {
  /** Epoch ms. */
  now(): number;
  /** Runs `run` once `ms` have passed on this clock (never keeping the process alive); returns what cancels it. */
  after(ms: number, run: () => void): () => void;
}

/** setTimeout's longest delay: a later time is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const REAL_CLOCK: ServerClock = {
  now: () => Date.now(),
  after(ms, run) {
    const due = Date.now() + ms;
    let timer: NodeJS.Timeout;
    const wait = () => {
      const left = due - Date.now();
      if (left <= 0) return run();
      timer = setTimeout(wait, Math.min(left, LONGEST_TIMER_MS));
      timer.unref();
    };
    timer = setTimeout(wait, Math.min(Math.max(0, ms), LONGEST_TIMER_MS));
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** The clock a part of the server reads: the one it was given, else real time. */
export function clockOf(holder: { readonly clock?: ServerClock | undefined } | undefined): ServerClock {
  return holder?.clock ?? REAL_CLOCK;
}

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
