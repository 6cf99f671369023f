import type { PresenceReport } from './types';

/** A presence report as sent between instances: JSON, or `?` for a question. */
export function presencePayload(report: PresenceReport | null): string {
  return report === null ? '?' : JSON.stringify(report);
}

/** Reads a presence payload back: the report, null for a question, undefined when it is not one (it is then ignored). */
export function parsePresencePayload(text: string): PresenceReport | null | undefined {
  if (text === '?') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { seats, spectators } = value as { seats?: unknown; spectators?: unknown };
  if (!Array.isArray(seats) || !Number.isSafeInteger(spectators) || (spectators as number) < 0) return undefined;
  const read: PresenceReport['seats'][number][] = [];
  for (const entry of seats as unknown[]) {
    const { seat, presence, joinedAt } = (entry ?? {}) as { seat?: unknown; presence?: unknown; joinedAt?: unknown };
    if (!Number.isSafeInteger(seat) || (seat as number) < 0 || (presence !== 'online' && presence !== 'away') || typeof joinedAt !== 'number' || !Number.isFinite(joinedAt)) return undefined;
    read.push({ seat: seat as number, presence, joinedAt });
  }
  return { seats: read, spectators: spectators as number };
}
