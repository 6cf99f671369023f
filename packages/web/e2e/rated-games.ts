/**
 * Rated results made through the real server's HTTP API, as two players who take names, meet at
 * a rated lobby table and finish there: for the browser tests of the leaderboard and the players'
 * pages. Each player holds a bearer session (no cookie), so a browser's own session is untouched.
 */
import { type LiveJoinReply, type LiveMatchSummary, MIN_RATED_DECISIONS, type PlayerCreatedReply } from '@decktet/protocol';
import { LiveTestClient, playDecisions as everySeatDecides } from '@decktet/server/testing';

export interface ApiPlayer {
  name: string;
  /** The session token, sent as `Authorization: Bearer …`. */
  token: string;
  /**
   * The address the player's requests come from (sent as X-Forwarded-For; the test's server
   * believes it): seats taken from one address are never rated against each other.
   */
  address: string;
}

let addresses = 0;

export async function call<T>(url: string, method: 'GET' | 'POST', path: string, body?: unknown, player?: ApiPlayer): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (player) {
    headers.authorization = `Bearer ${player.token}`;
    headers['x-forwarded-for'] = player.address;
  }
  const res = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

export async function takeName(url: string, name: string): Promise<ApiPlayer> {
  const created = await call<PlayerCreatedReply>(url, 'POST', '/api/players', { name, bearer: true });
  return { name: created.player.name, token: created.session.token!, address: `198.51.100.${++addresses}` };
}

/** Each seat makes at least `decisions` decisions of its own over a socket of its own (a rated result needs MIN_RATED_DECISIONS each), then stops. */
export async function playDecisions(url: string, match: string, tokens: readonly string[], decisions: number): Promise<void> {
  const sockets = await Promise.all(
    tokens.map(async (token) => {
      const client = await LiveTestClient.connect(url);
      client.hello(match, token);
      await client.peek((m) => m.type === 'welcome');
      return client;
    }),
  );
  try {
    await everySeatDecides(sockets, decisions);
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/**
 * A rated Dueling Runes table `winner` opens and `loser` joins; each makes the decisions a rated
 * result needs, then the loser leaves (a forfeit: the ratings move at once). With `finish`, the winner leaves too and the AI plays both seats to the
 * end, so the match is finished (listed on the players' pages, with its record to replay).
 */
export async function ratedWin(url: string, winner: ApiPlayer, loser: ApiPlayer, options: { finish: boolean }): Promise<string> {
  const table = { game: 'dueling-runes', seats: [{ kind: 'human' }, { kind: 'human' }], rated: true, turnSeconds: null };
  const opened = await call<LiveJoinReply>(url, 'POST', '/api/tables', table, winner);
  const id = opened.match.id;
  const joined = await call<LiveJoinReply>(url, 'POST', `/api/tables/${id}/join`, undefined, loser);
  await playDecisions(url, id, [opened.token, joined.token], MIN_RATED_DECISIONS);
  await call(url, 'POST', `/api/matches/${id}/leave`, { token: joined.token });
  if (!options.finish) return id;
  await call(url, 'POST', `/api/matches/${id}/leave`, { token: opened.token });
  // The AI plays both seats of a twelve-health duel to its end.
  // Nobody has the table open, so no reaction window is held (DR-36): seconds, a minute or two on a loaded machine.
  const deadline = Date.now() + 180_000;
  while ((await call<LiveMatchSummary>(url, 'GET', `/api/matches/${id}`)).status !== 'finished') {
    if (Date.now() > deadline) throw new Error(`match ${id} did not finish in time`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return id;
}
