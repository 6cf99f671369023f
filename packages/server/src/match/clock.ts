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
