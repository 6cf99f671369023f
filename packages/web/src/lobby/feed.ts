import { useEffect, useRef, useState } from 'react';
import { LOBBY_FEED_PATH, type LiveMatchSummary, type LobbyFeedMessage, lobbyFeedMessageSchema } from '@decktet/protocol';
import { type SocketLike, retryDelay } from '../online/live';
import { type LobbyFilters, variantQuery } from './filters';

/** connecting: not yet heard from the server; open: the list is live; offline: the socket dropped, and a new one is on its way. */
export type FeedConnection = 'connecting' | 'open' | 'offline';

export interface FeedState {
  /** The open public tables that fit the filters, newest first (the server's newest 200, and each new one since). */
  tables: LiveMatchSummary[];
  /** Where the older tables go on (GET /api/tables's `after`); null: the list holds them all. */
  next: string | null;
  connection: FeedConnection;
  /** The server's first list has arrived (an empty list means no table, not "not yet"). */
  loaded: boolean;
}

/** A table left the list: its id and why (`started`, `cancelled`, `closed`). */
export type TableRemoved = Extract<LobbyFeedMessage, { type: 'table-removed' }>;

/** Keep-alive: the server answers a ping; a socket silent for longer is taken for dead. */
const PING_EVERY_MS = 25_000;

/** The list after one feed message. */
export function applyFeedMessage(tables: readonly LiveMatchSummary[], message: LobbyFeedMessage): LiveMatchSummary[] {
  switch (message.type) {
    case 'tables':
      return message.tables;
    case 'table-added':
    case 'table-changed': {
      const at = tables.findIndex((t) => t.id === message.table.id);
      // A table new to the list is the newest: it goes first.
      return at < 0 ? [message.table, ...tables] : tables.map((t, i) => (i === at ? message.table : t));
    }
    case 'table-removed':
      return tables.filter((t) => t.id !== message.id);
    default:
      return [...tables];
  }
}

/** The feed's address on the server that served this page, with the filters in its query. */
export function lobbyFeedUrl(filters: LobbyFilters): string {
  const query = new URLSearchParams();
  if (filters.game) query.set('game', filters.game);
  if (filters.pace) query.set('pace', filters.pace);
  for (const [key, value] of Object.entries(variantQuery(filters.variant))) query.set(key, value);
  const search = query.size ? `?${query.toString()}` : '';
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${LOBBY_FEED_PATH}${search}`;
}

/**
 * The lobby's open tables, live from `/ws/lobby`: the server's list, then each change. A socket
 * that drops is opened again after a growing, jittered wait; new filters open a new socket.
 * `onRemoved` hears every table that leaves the list (the page follows a started table it sits at).
 */
export function useLobbyFeed(filters: LobbyFilters, onRemoved: (removed: TableRemoved) => void): FeedState {
  const [state, setState] = useState<FeedState>({ tables: [], next: null, connection: 'connecting', loaded: false });
  const removed = useRef(onRemoved);
  removed.current = onRemoved;
  const url = lobbyFeedUrl(filters);

  useEffect(() => {
    let socket: SocketLike | null = null;
    let attempt = 0;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    setState({ tables: [], next: null, connection: 'connecting', loaded: false });

    const connect = () => {
      const ws = new WebSocket(url) as unknown as SocketLike;
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        ping = setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), PING_EVERY_MS);
      };
      ws.onmessage = (e) => {
        let data: unknown;
        try {
          data = JSON.parse(String(e.data));
        } catch {
          return;
        }
        const parsed = lobbyFeedMessageSchema.safeParse(data);
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'table-removed') removed.current(message);
        setState((s) => ({
          tables: applyFeedMessage(s.tables, message),
          next: message.type === 'tables' ? (message.next ?? null) : s.next,
          connection: 'open',
          loaded: s.loaded || message.type === 'tables',
        }));
      };
      ws.onerror = () => undefined;
      ws.onclose = () => {
        clearInterval(ping);
        if (stopped || socket !== ws) return;
        setState((s) => ({ ...s, connection: 'offline' }));
        retry = setTimeout(() => {
          retry = undefined;
          connect();
        }, retryDelay(attempt++, Math.random()));
      };
    };
    // The network is back: a dropped feed reconnects now, not after its growing wait.
    const onOnline = () => {
      if (stopped || retry === undefined) return;
      clearTimeout(retry);
      retry = undefined;
      attempt = 0;
      connect();
    };
    window.addEventListener('online', onOnline);
    connect();
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close(1000, 'left the lobby');
    };
  }, [url]);

  return state;
}
