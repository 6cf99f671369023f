import WebSocket from 'ws';
import { EXAMPLE_GAME, EXAMPLE_TABLE } from '@decktet/engine';
import { LOBBY_FEED_PATH, type LiveJoinReply, type LiveWelcome, type LobbyFeedMessage, type PlayerCreatedReply, type QuickMatchReply, lobbyFeedMessageSchema } from '@decktet/protocol';
import type { ServerLimits } from '../src/http/limits';
import { ManualClock } from './manual-clock';
import { type PlayerTestServer, type Reply, call, sessionCookie } from './players-bed';
import type { ServerOptions } from '../src/server';
import { LiveTestClient } from './live-client';

/*
 * What the lobby's tests share: a server with the engine's small two-seat game and a clock they
 * move, players signed up through the API, and requests made as one of them.
 */

export const GAMES = [EXAMPLE_GAME];

/** Limits high enough not to get in a test's way (a test of a limit sets its own). */
const ROOMY: Partial<ServerLimits> = { apiRequestsPerMinute: 100_000, playersPerHour: 10_000, signInsPerMinute: 10_000, tablesPerMinute: 10_000, quickMatchesPerMinute: 10_000, openLiveTablesPerPlayer: 100, openTurnBasedTablesPerPlayer: 100 };

/** Server options for a lobby test: its games, a manual clock (moved by the test), roomy limits, and anything else asked for. */
export function lobbyOptions(clock: ManualClock, options: ServerOptions = {}): ServerOptions {
  return { games: GAMES, clock, ...options, limits: { ...ROOMY, ...options.limits } };
}

export { ManualClock };

export type Failure = { error: { code: string; message: string; params?: Record<string, unknown> } };

/** A signed-up player, and the requests they make with their session. */
export interface TestPlayer {
  id: string;
  name: string;
  cookie: string;
  post<T = Record<string, unknown>>(path: string, body?: unknown): Promise<Reply<T>>;
  get<T = Record<string, unknown>>(path: string): Promise<Reply<T>>;
  delete<T = Record<string, unknown>>(path: string, body?: unknown): Promise<Reply<T>>;
}

/** Signs a new player up on the server (`POST /api/players`): their session cookie goes with every request they make. */
export async function signUp(base: string, name: string): Promise<TestPlayer> {
  const created = await call<PlayerCreatedReply>(base, 'POST', '/api/players', { name });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
  const cookie = sessionCookie(created)!;
  const as = (method: string) => <T>(path: string, body?: unknown) => call<T>(base, method, path, body, { cookie });
  return { id: created.body.player.id, name: created.body.player.name, cookie, post: as('POST'), get: as('GET'), delete: as('DELETE') };
}

/** A two-seat table of the small game (rated unless asked otherwise) created by `player`: the creator's seat. */
export async function table(player: TestPlayer, settings: Record<string, unknown> = {}): Promise<LiveJoinReply> {
  const made = await player.post<LiveJoinReply>('/api/tables', { game: EXAMPLE_TABLE.game, seats: [{ kind: 'human' }, { kind: 'human' }], rated: true, ...settings });
  if (made.status !== 201) throw new Error(`table refused: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body;
}

/** The player takes a seat at the table (or gets theirs back). */
export async function join(player: TestPlayer, id: string): Promise<LiveJoinReply> {
  const joined = await player.post<LiveJoinReply>(`/api/tables/${id}/join`);
  if (joined.status !== 200) throw new Error(`join refused: ${joined.status} ${JSON.stringify(joined.body)}`);
  return joined.body;
}

export async function quickMatch(player: TestPlayer, body: Record<string, unknown>): Promise<QuickMatchReply> {
  const matched = await player.post<QuickMatchReply>('/api/quick-match', body);
  if (matched.status !== 200) throw new Error(`quick match refused: ${matched.status} ${JSON.stringify(matched.body)}`);
  return matched.body;
}

/** A socket playing the seat: connected, welcomed. */
export async function sitDown(server: PlayerTestServer, seat: LiveJoinReply): Promise<{ client: LiveTestClient; welcome: LiveWelcome }> {
  const client = await LiveTestClient.connect(server.url);
  client.hello(seat.match.id, seat.token);
  const welcome = await client.next<LiveWelcome>((m) => m.type === 'welcome' || m.type === 'error');
  if (welcome.type !== 'welcome') throw new Error(`hello refused: ${JSON.stringify(welcome)}`);
  return { client, welcome };
}

/** A socket watching the lobby feed: every message it got (checked against the protocol), and a wait for the next that matches. */
export class FeedClient {
  readonly messages: LobbyFeedMessage[] = [];
  private read = 0;
  closed: number | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.messages.push(lobbyFeedMessageSchema.parse(JSON.parse(String(data)))));
    socket.on('close', (code) => (this.closed = code));
  }

  /** Opens `/ws/lobby` with the filters in `query` (`?game=…&pace=…`), with these headers. */
  static connect(base: string, query = '', headers: Record<string, string> = {}): Promise<FeedClient> {
    const client = new FeedClient(new WebSocket(`${base.replace(/^http/, 'ws')}${LOBBY_FEED_PATH}${query}`, { headers }));
    return new Promise((resolve, reject) => {
      client.socket.once('open', () => resolve(client));
      client.socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
      client.socket.once('error', reject);
    });
  }

  /** The next unread message that matches (those before it are read too). */
  async next<T extends LobbyFeedMessage = LobbyFeedMessage>(predicate: (m: LobbyFeedMessage) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.read < this.messages.length) {
        const m = this.messages[this.read++]!;
        if (predicate(m)) return m as T;
      }
      if (this.closed !== null) throw new Error(`the feed closed (${this.closed}) while waiting`);
      if (Date.now() > deadline) throw new Error(`no such feed message; the last: ${JSON.stringify(this.messages.slice(-3))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** The messages not read yet. */
  unread(): LobbyFeedMessage[] {
    return this.messages.slice(this.read);
  }

  close(): void {
    this.socket.close();
  }
}
