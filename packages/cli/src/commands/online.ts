import type { Command } from 'commander';
import { type GameRegistry, parseConfig } from '@decktet/engine';
import { BOT_DIFFICULTIES as DIFFICULTIES, type LiveCreateMatchRequest, type LiveSeatRequest, liveHttpErrorSchema, liveMatchSummarySchema } from '@decktet/protocol';
import type { GameAdapter } from '../games/adapter';
import { findCliGame, gameIdsText } from '../games';
import { type CommandIO, processIO } from './io';

export interface OnlineCreateOptions {
  readonly server: string;
  readonly game: string;
  readonly config?: string;
  readonly seats?: string;
  readonly turnSeconds?: string;
}

/** One `--seats` entry: `human`, or `ai` / `ai:<difficulty>` for a bot the server runs. */
function seatRequest(text: string): LiveSeatRequest | string {
  const [kind, difficulty, extra] = text.trim().toLowerCase().split(':');
  if (kind === 'human' && difficulty === undefined) return { kind: 'human' };
  if ((kind === 'ai' || kind === 'bot') && extra === undefined) {
    if (difficulty === undefined) return { kind: 'bot', difficulty: 'normal' };
    const level = DIFFICULTIES.find((d) => d === difficulty);
    if (level) return { kind: 'bot', difficulty: level };
    return `"${text}": the AI plays easy, normal, hard or expert (e.g. ai:hard)`;
  }
  return `"${text}" is not a seat: write human, ai, or ai:easy / ai:normal / ai:hard / ai:expert`;
}

/** `--turn-seconds`: whole seconds, or "none" for a match without a clock. */
function turnSecondsOf(text: string): number | null | string {
  const value = text.trim().toLowerCase();
  if (value === 'none' || value === 'off') return null;
  if (/^\d+$/.test(value)) return Number(value);
  return `--turn-seconds must be a whole number of seconds or "none", not "${text}"`;
}

/** The creation request the options describe, or what is wrong with them (nothing is sent then). */
export function creationRequest(options: OnlineCreateOptions, games: GameRegistry<GameAdapter>): LiveCreateMatchRequest | string {
  const found = findCliGame(games, options.game);
  if (typeof found === 'string') return found;
  const { game } = found;
  let config: unknown = {};
  if (options.config !== undefined) {
    try {
      config = JSON.parse(options.config);
    } catch {
      return `--config must be JSON (the game's options as an object), not ${options.config}`;
    }
  }
  const checked = parseConfig(game, config);
  if (!checked.ok) return checked.error.message;
  const count = game.seatCount(checked.value);
  const seats: LiveSeatRequest[] = [];
  for (const text of options.seats ? options.seats.split(',') : Array.from({ length: count }, () => 'human')) {
    const seat = seatRequest(text);
    if (typeof seat === 'string') return seat;
    seats.push(seat);
  }
  if (seats.length !== count) return `${game.name} with these options is played by ${count} seats; --seats names ${seats.length}`;
  const request: LiveCreateMatchRequest = { game: game.id, config, seats };
  if (options.turnSeconds !== undefined) {
    const turnSeconds = turnSecondsOf(options.turnSeconds);
    if (typeof turnSeconds === 'string') return turnSeconds;
    request.turnSeconds = turnSeconds;
  }
  return request;
}

/** The lobby's address under `server` (a bare host:port is taken as http). */
function lobbyUrl(server: string, path: string): URL | string {
  const base = /^[a-z]+:\/\//i.test(server) ? server : `http://${server}`;
  try {
    const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `--server must be an http:// or https:// address, not "${server}"`;
    return url;
  } catch {
    return `--server must be the server's address, e.g. http://localhost:8080, not "${server}"`;
  }
}

/** Creates a match through the server's lobby and prints the links to share. */
export async function runOnlineCreate(options: OnlineCreateOptions, io: CommandIO): Promise<number> {
  const fail = (message: string) => {
    io.errors.write(`decktet online create: ${message}\n`);
    return 1;
  };
  const request = creationRequest(options, io.games);
  if (typeof request === 'string') return fail(request);
  const url = lobbyUrl(options.server, 'api/matches');
  if (typeof url === 'string') return fail(url);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : e instanceof Error ? e.message : String(e);
    return fail(`cannot reach the server at ${url.origin}: ${cause}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refused = liveHttpErrorSchema.safeParse(body);
    return fail(refused.success ? `the server refused: ${refused.data.error.message}` : `the server answered ${response.status} ${response.statusText}`);
  }
  const created = liveMatchSummarySchema.safeParse(body);
  if (!created.success) return fail(`the server at ${url.origin} did not answer like a Decktet Table server`);
  const match = created.data;
  const clock = match.turnSeconds === null ? 'no turn clock' : `${match.turnSeconds} seconds per decision`;
  io.output.write(
    [
      `Created a ${match.gameName} match for ${match.seats.length} seats (${clock}).`,
      `Invite players: ${match.invite}`,
      `Watch:          ${match.invite}/watch`,
      '',
    ].join('\n'),
  );
  return 0;
}

export function registerOnline(program: Command): void {
  const online = program.command('online').description('online matches on a Decktet Table server');
  online
    .command('create')
    .description('create a match on a server and print the links to invite players and to watch')
    .requiredOption('--server <url>', "the server's address, e.g. http://localhost:8080")
    .requiredOption('--game <game>', `the game: ${gameIdsText()} (a unique part of the name is enough)`)
    .option('--config <json>', 'the game\'s options as a JSON object (its config)')
    .option('--seats <list>', 'one entry per seat: human, ai, ai:easy, ai:normal, ai:hard or ai:expert (default: every seat human)')
    .option('--turn-seconds <n>', 'seconds per decision before the AI covers an absent player, or "none" (default: the server\'s own clock)')
    .action(async (opts: OnlineCreateOptions) => {
      process.exitCode = await runOnlineCreate(opts, processIO());
    });
}
