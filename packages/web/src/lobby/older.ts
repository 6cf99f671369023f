import { useEffect, useState } from 'react';
import type { LiveMatchSummary } from '@decktet/protocol';
import { olderTables } from './api';
import type { LobbyFilters } from './filters';

export interface OlderTables {
  /** Tables older than the feed's list, newest first, as far as they were asked for. */
  tables: LiveMatchSummary[];
  /** Whether there are older tables still to show. */
  more: boolean;
  loading: boolean;
  /** Why the last page did not come (null: it did, or none was asked for). */
  problem: string | null;
  showMore(): void;
}

/**
 * The open tables beyond the feed's first list (its newest 200), a page at a time on request:
 * `feedNext` is where the feed's list stops (null: it holds every table). New filters, or a new
 * list from the feed, start again from the feed's list.
 */
export function useOlderTables(filters: LobbyFilters, feedNext: string | null): OlderTables {
  const [tables, setTables] = useState<LiveMatchSummary[]>([]);
  const [next, setNext] = useState<string | null>(feedNext);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = `${filters.game ?? ''}/${filters.pace ?? ''}/${filters.variant ?? ''}/${feedNext ?? ''}`;

  useEffect(() => {
    setTables([]);
    setNext(feedNext);
    setProblem(null);
    setLoading(false);
  }, [key]);

  const showMore = () => {
    if (next === null || loading) return;
    setLoading(true);
    setProblem(null);
    void olderTables(filters, next).then((page) => {
      setLoading(false);
      if (!page.ok) return setProblem(page.error);
      setTables((shown) => [...shown, ...page.value.tables.filter((t) => !shown.some((s) => s.id === t.id))]);
      setNext(page.value.next ?? null);
    });
  };

  return { tables, more: next !== null, loading, problem, showMore };
}
