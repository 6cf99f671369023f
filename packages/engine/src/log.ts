import type { LogEntry, Seat, VisibleEntry } from './contract';

/**
 * The log entries a seat (or a spectator, null) may read — the public ones and its own private
 * ones — each as its text and event (the `seats` that guard it are left behind).
 */
export function visibleEntries(log: readonly LogEntry[], seat: Seat | null): VisibleEntry[] {
  const out: VisibleEntry[] = [];
  for (const { text, seats, event } of log) {
    if (!seats || (seat !== null && seats.includes(seat))) out.push(event ? { text, event } : { text });
  }
  return out;
}

/** The texts of the log lines a seat (or a spectator, null) may read: `visibleEntries`, in words. */
export function visibleLog(log: readonly LogEntry[], seat: Seat | null): string[] {
  return visibleEntries(log, seat).map((entry) => entry.text);
}

const SEAT_NAMES = ['Player 1', 'Player 2', 'Player 3', 'Player 4'];

/** "Player 1" for seat 0, and so on (the common names made once: every simulated game asks). */
const seatName = (i: number): string => SEAT_NAMES[i] ?? `Player ${i + 1}`;

/** Default player names: "Player 1", "Player 2", … */
export function defaultNames(count: number, names?: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(names?.[i]?.trim() || seatName(i));
  return out;
}
