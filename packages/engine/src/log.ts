import type { LogEntry, Seat } from './contract';

/** The log lines a seat (or a spectator, null) may read. */
export function visibleLog(log: readonly LogEntry[], seat: Seat | null): string[] {
  const out: string[] = [];
  for (const entry of log) {
    if (!entry.seats || (seat !== null && entry.seats.includes(seat))) out.push(entry.text);
  }
  return out;
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
