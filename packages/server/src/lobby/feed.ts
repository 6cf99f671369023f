import type { LiveMatchSummary, LobbyFeedMessage, TableListQuery } from '@decktet/protocol';
import type { Lobby, Origin } from '../match/lobby';
import { summarize } from '../match/lobby';
import type { Storage } from '../storage';
import { TABLES_LISTED } from './tables';

/** A socket watching the lobby: its filters, the origin its links point to, and what it was sent. */
export interface FeedWatcher {
  readonly filter: TableListQuery;
  readonly origin: Origin;
  send(message: LobbyFeedMessage): void;
}

interface Watching extends FeedWatcher {
  /** id → the JSON of the summary last sent: what this socket believes is listed. */
  readonly sent: Map<string, string>;
}

/** Forgets the matches known never to be listed again once there are this many (they are then looked up again). */
const SETTLED_KEPT = 100_000;

type Listed = { table: LiveMatchSummary } | { gone: 'started' | 'cancelled' | 'closed' };

/**
 * The live list of open public tables. Each watcher first gets the tables that fit its filters,
 * then one message per change. Changes come from this instance's lobby and, with PostgreSQL, from
 * the other instances (their NOTIFY on every change of a match): each is read back from storage,
 * so every instance tells its own sockets the same. Work runs one change at a time, in order.
 */
export class LobbyFeed {
  private readonly watchers = new Set<Watching>();
  /** Matches that can never be listed: started, finished, private, or not tables (a match never goes back to open). */
  private readonly settled = new Set<string>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly lobby: Lobby,
    private readonly storage: Storage,
    private readonly log: { error(o: object, m: string): void },
  ) {
    lobby.onChange((id) => this.changed(id));
    storage.onRemoteChange((id) => (id === '*' ? this.everything() : this.changed(id)));
  }

  /** Starts telling `watcher` about tables (first the newest TABLES_LISTED, and where older ones go on); returns what stops it. */
  watch(watcher: FeedWatcher): () => void {
    const watching: Watching = { ...watcher, sent: new Map() };
    this.watchers.add(watching);
    this.enqueue(async () => {
      if (!this.watchers.has(watching)) return;
      // The newest first: however many old tables wait, a new one is in the first list.
      const found = await this.storage.tables.openTables({ game: watching.filter.game, pace: watching.filter.pace, limit: TABLES_LISTED + 1, newest: true });
      const ids = found.slice(0, TABLES_LISTED);
      const tables: LiveMatchSummary[] = [];
      for (const id of ids) {
        const listed = await this.listed(id, watching.origin);
        if ('table' in listed && fits(listed.table, watching.filter)) {
          tables.push(listed.table);
          watching.sent.set(id, JSON.stringify(listed.table));
        }
      }
      watching.send({ type: 'tables', tables, ...(found.length > TABLES_LISTED ? { next: ids.at(-1)! } : {}) });
    });
    return () => this.watchers.delete(watching);
  }

  /** A match changed (here or on another instance): watchers it concerns are told. */
  changed(id: string): void {
    if (this.watchers.size === 0 || this.settled.has(id)) return;
    this.enqueue(() => this.tell(id));
  }

  /** Anything may have changed (a lost connection to the other instances was restored): every table is looked at again. */
  private everything(): void {
    if (this.watchers.size === 0) return;
    this.enqueue(async () => {
      const ids = new Set(await this.storage.tables.openTables({ limit: TABLES_LISTED }));
      for (const watching of this.watchers) for (const id of watching.sent.keys()) ids.add(id);
      for (const id of ids) await this.tell(id);
    });
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((e: unknown) => this.log.error({ err: e }, 'telling the lobby of a change failed'));
  }

  private async tell(id: string): Promise<void> {
    const forOrigin = new Map<string, Listed>();
    for (const watching of this.watchers) {
      let listed = forOrigin.get(watching.origin.http);
      if (!listed) forOrigin.set(watching.origin.http, (listed = await this.listed(id, watching.origin)));
      const before = watching.sent.get(id);
      if ('table' in listed && fits(listed.table, watching.filter)) {
        const json = JSON.stringify(listed.table);
        if (before === json) continue;
        watching.sent.set(id, json);
        watching.send({ type: before === undefined ? 'table-added' : 'table-changed', table: listed.table });
      } else if (before !== undefined) {
        watching.sent.delete(id);
        watching.send({ type: 'table-removed', id, reason: 'gone' in listed ? listed.gone : 'closed' });
      }
    }
  }

  /** The match as the lobby lists it now, or why it is not listed. */
  private async listed(id: string, origin: Origin): Promise<Listed> {
    const stored = await this.storage.getMatch(id);
    if (!stored || stored.status !== 'open' || stored.table?.visibility !== 'public') {
      if (this.settled.size >= SETTLED_KEPT) this.settled.clear();
      if (stored?.status !== 'open') this.settled.add(id);
      return { gone: stored?.status === 'cancelled' ? 'cancelled' : stored?.status === 'live' || stored?.status === 'finished' ? 'started' : 'closed' };
    }
    const found = await this.lobby.find(id);
    if (!found.ok || found.value.meta.status !== 'open' || found.value.damage !== null) return { gone: 'closed' };
    return { table: summarize(found.value, origin) };
  }
}

/** Whether a table fits a watcher's filters. */
function fits(table: LiveMatchSummary, filter: TableListQuery): boolean {
  const pool = table.table?.pool ?? null;
  return (
    (filter.game === undefined || table.game === filter.game) &&
    (filter.pace === undefined || table.table?.pace === filter.pace) &&
    (filter.pool === undefined || pool?.id === filter.pool) &&
    (filter.standard === undefined || (filter.standard === 'true') === (pool !== null))
  );
}
