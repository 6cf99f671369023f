import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EXAMPLE_GAME, EXAMPLE_TABLE } from '@decktet/engine';
import { type LiveJoinReply, MIN_RATED_DECISIONS, type Pace, type PlayerCreatedReply, type PlayerProfile } from '@decktet/protocol';
import type { ServerOptions } from '../src/server';
import { type PlayerTestBed, type PlayerTestServer, call, sessionCookie } from './players-bed';
import { createMatch, joinMatch } from './fixtures';
import { LiveTestClient } from './live-client';
import { playDecisions as everySeatDecides } from './play';

/*
 * The ratings' tests run the real server on SQLite and on PostgreSQL (the players' test beds),
 * with a small two-seat game (Goofspiel, three cards a hand) so that a match is played in moments.
 */

export type RatingTestServer = PlayerTestServer & {
  /** Runs a write on the server's database (SQL with `?` placeholders). */
  run(sql: string, params?: unknown[]): Promise<void>;
};

export const GAMES = [EXAMPLE_GAME];

/** Goofspiel with its standard settings (five cards a hand): what a rated table is played with. */
export const STANDARD_TABLE = Object.freeze({ game: EXAMPLE_TABLE.game, config: Object.freeze({}) });

/**
 * A server of `bed` offering Goofspiel, with generous limits (the limits have tests of their own).
 * It believes X-Forwarded-For, so that each test player can come from an address of their own
 * (seats taken from one address are never rated against each other).
 */
export async function ratingServer(bed: PlayerTestBed, options: ServerOptions = {}): Promise<RatingTestServer> {
  const limits = { playersPerHour: 1000, signInsPerMinute: 1000, apiRequestsPerMinute: 100_000, createsPerMinute: 1000, tablesPerMinute: 1000, openLiveTablesPerPlayer: 100 };
  const server = await bed.server({ games: GAMES, limits, trustProxy: true, ...options });
  const file = join(server.dataDir, 'decktet.sqlite');
  const run = server.databaseUrl
    ? async (sql: string, params: unknown[] = []) => void (await server.rows(sql, params))
    : async (sql: string, params: unknown[] = []) => {
        const db = new Database(file);
        db.pragma('busy_timeout = 5000');
        try {
          db.prepare(sql).run(...params);
        } finally {
          db.close();
        }
      };
  return { ...server, run };
}

export interface TestPlayer {
  id: string;
  name: string;
  /** The session cookie as a request sends it. */
  cookie: string;
  deviceKey: string;
  recoveryCode: string;
  /** The client address this player's requests come from (sent as X-Forwarded-For). */
  address: string;
}

let addresses = 0;

/** A new player, from an address of its own unless `address` names one. */
export async function newPlayer(server: RatingTestServer, name: string, address = `10.${(++addresses >> 8) & 255}.${addresses & 255}.7`): Promise<TestPlayer> {
  const created = await call<PlayerCreatedReply>(server.url, 'POST', '/api/players', { name }, { 'x-forwarded-for': address });
  if (created.status !== 201) throw new Error(`creating ${name} failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { ...created.body.player, cookie: sessionCookie(created)!, deviceKey: created.body.deviceKey, recoveryCode: created.body.recoveryCode, address };
}

/** The headers of a request the player makes: their session, their address. */
export const as = (p: TestPlayer): Record<string, string> => ({ cookie: p.cookie, 'x-forwarded-for': p.address });

export interface SeatedMatch {
  id: string;
  /** Each seat's token. */
  tokens: [string, string];
}

/**
 * A started two-seat lobby table of Goofspiel: `players[0]` creates it (seat 0), `players[1]`
 * joins it (seat 1), each signed in, so each seat records its player. Live unless `pace` says
 * otherwise (a turn-based table keeps its default clock in hours).
 */
export async function seatedMatch(
  server: RatingTestServer,
  players: [TestPlayer, TestPlayer],
  options: { rated: boolean; turnSeconds?: number | null; visibility?: 'public' | 'private'; pace?: Pace },
): Promise<SeatedMatch> {
  const clock = options.pace === 'turn-based' ? { pace: options.pace } : { turnSeconds: options.turnSeconds ?? null };
  const table = { ...STANDARD_TABLE, seats: [{ kind: 'human' }, { kind: 'human' }], rated: options.rated, ...clock, visibility: options.visibility ?? 'public' };
  const made = await call<LiveJoinReply>(server.url, 'POST', '/api/tables', table, as(players[0]));
  if (made.status !== 201) throw new Error(`creating the table failed: ${made.status} ${JSON.stringify(made.body)}`);
  const joined = await call<LiveJoinReply>(server.url, 'POST', `/api/tables/${made.body.match.id}/join`, undefined, as(players[1]));
  if (joined.status !== 200) throw new Error(`joining the table failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { id: made.body.match.id, tokens: [made.body.token, joined.body.token] };
}

/**
 * An invite-link match (not a lobby table) with these seats, its human seats taken by name as
 * guests; then, as if storage said so, marked rated with the given seats' players (null: the seat
 * keeps no player), read back by its room. The server must still rate only what may be rated.
 */
export async function markedRated(server: RatingTestServer, seats: readonly ({ kind: 'human' } | { kind: 'bot'; difficulty: string })[], players: readonly (TestPlayer | null)[]): Promise<SeatedMatch> {
  const match = await createMatch(server.url, { ...STANDARD_TABLE, seats, turnSeconds: null });
  const tokens: string[] = [];
  // A guest may not sit under a registered player's name: the seats are named as guests, and storage gives them their players.
  for (const [seat, spec] of seats.entries()) if (spec.kind === 'human') tokens.push((await joinMatch(server.url, match.id, `Guest ${seat + 1}`, seat)).token);
  await markRated(server, match.id, players);
  return { id: match.id, tokens: [tokens[0]!, tokens[1] ?? ''] };
}

/** Marks a match rated in storage with these seats' players (null: left as it is), and lets its room read that back. */
export async function markRated(server: RatingTestServer, matchId: string, players: readonly (TestPlayer | null)[]): Promise<void> {
  await server.run('UPDATE matches SET rated = TRUE WHERE id = ?', [matchId]);
  for (const [seat, player] of players.entries()) if (player) await server.run('UPDATE seats SET player_id = ? WHERE match_id = ? AND seat = ?', [player.id, matchId, seat]);
  // A lobby read makes the room catch up with storage.
  const read = await call(server.url, 'GET', `/api/matches/${matchId}`);
  if (read.status !== 200) throw new Error(`reading match ${matchId} failed: ${read.status}`);
}

/** A socket holding a seat of the match, welcomed. */
export async function seatSocket(server: RatingTestServer, matchId: string, token: string): Promise<LiveTestClient> {
  const client = await LiveTestClient.connect(server.url);
  client.hello(matchId, token);
  await client.peek((m) => m.type === 'welcome');
  return client;
}

/** The player's public page. */
export async function profileOf(server: RatingTestServer, name: string): Promise<PlayerProfile> {
  const profile = await call<PlayerProfile>(server.url, 'GET', `/api/players/${encodeURIComponent(name)}/profile`);
  if (profile.status !== 200) throw new Error(`the profile of ${name}: ${profile.status} ${JSON.stringify(profile.body)}`);
  return profile.body;
}

/** Both seats make at least `decisions` decisions each over their sockets (playDecisions), then stop (the sockets are closed). */
export async function playDecisions(server: RatingTestServer, match: SeatedMatch, decisions: number): Promise<void> {
  const sockets = await Promise.all(match.tokens.map((token) => seatSocket(server, match.id, token)));
  try {
    await everySeatDecides(sockets, decisions);
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/** A rated match `winner` wins because `loser` leaves it, after each made the decisions a rated result needs (MIN_RATED_DECISIONS). */
export async function wonByLeaving(server: RatingTestServer, winner: TestPlayer, loser: TestPlayer): Promise<string> {
  const match = await seatedMatch(server, [winner, loser], { rated: true });
  await playDecisions(server, match, MIN_RATED_DECISIONS);
  const left = await call(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: match.tokens[1] });
  if (left.status !== 200) throw new Error(`leaving failed: ${left.status} ${JSON.stringify(left.body)}`);
  return match.id;
}
