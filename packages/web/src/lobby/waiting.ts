import { useEffect, useSyncExternalStore } from 'react';
import type { LiveMatchSummary } from '@decktet/protocol';
import { navigate } from '../app/router';
import { getMatch } from '../online/api';
import { matchPath } from './seats';

/**
 * The tables this tab sits at that wait for players (made, joined or found by Quick match here):
 * kept while the player moves between the lobby's pages, so that a table that starts — listed in
 * the lobby or not (a private table, another filter) — takes the player to its match.
 */
let waiting: readonly LiveMatchSummary[] = [];
const listeners = new Set<() => void>();

function set(next: readonly LiveMatchSummary[]): void {
  waiting = next;
  for (const l of listeners) l();
}

export function waitAt(table: LiveMatchSummary): void {
  set([table, ...waiting.filter((t) => t.id !== table.id)]);
}

export function stopWaiting(table: string): void {
  if (waiting.some((t) => t.id === table)) set(waiting.filter((t) => t.id !== table));
}

export function useWaitingTables(): readonly LiveMatchSummary[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting,
  );
}

/** How often a waiting table the lobby's feed does not list is asked after. */
export const WAITING_POLL_MS = 5_000;

/** A waiting table started: its match. Called off or gone: no longer waited at. */
export function followTable(table: LiveMatchSummary): void {
  if (table.status === 'open') return waitAt(table);
  stopWaiting(table.id);
  if (table.status === 'live') navigate(matchPath(table.id));
}

/** Asks after the waiting tables that `listed` (the feed's) does not hold, every WAITING_POLL_MS. */
export function useFollowUnlisted(listed: readonly string[]): void {
  const tables = useWaitingTables();
  const unlisted = tables.filter((t) => !listed.includes(t.id)).map((t) => t.id);
  const key = unlisted.join(' ');
  useEffect(() => {
    if (!key) return;
    const timer = setInterval(() => {
      for (const id of key.split(' ')) void getMatch(id).then((r) => r.ok && followTable(r.value));
    }, WAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [key]);
}
