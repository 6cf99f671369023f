import type { LogEntry, Seat } from './contract';

/** The log lines a seat (or a spectator, null) may read. */
export function visibleLog(log: readonly LogEntry[], seat: Seat | null): string[] {
  const out: string[] = [];
  for (const entry of log) {
    if (!entry.seats || (seat !== null && entry.seats.includes(seat))) out.push(entry.text);
  }
  return out;
}

/** Default player names: "Player 1", "Player 2", … */
export function defaultNames(count: number, names?: readonly string[]): string[] {
  return Array.from({ length: count }, (_, i) => names?.[i]?.trim() || `Player ${i + 1}`);
}
