import { randomBytes } from 'node:crypto';
import { type AnyGame, type GameRegistry, Match, type Result, err, ok, sealRecord } from '@decktet/engine';
import { checkPlayerName } from '@decktet/protocol';
import { type GameAdapter } from '../games/adapter';
import { findCliGame } from '../games';
import { type AnyMatch, readRecordFile } from '../records';
import { type BotFactory, type Bot } from './bots';
import { chooseSeatNumbers } from './seat-numbers';
import { type SeatSpec, parseSeats, seatLabel, seatsFromLabels } from './seats';

export interface TableRequest {
  readonly game?: string;
  readonly seats?: string;
  readonly seed?: string;
  /** Numbers per seat by flag, as text (`--<flag> 12,8`), for a game that declares the flag. */
  readonly seatNumbers?: Readonly<Record<string, string>>;
  readonly names?: string;
  /** Extra config as JSON, merged over what the other options give. */
  readonly config?: string;
  /** A game record to continue. */
  readonly resume?: string;
}

export interface Table {
  readonly match: AnyMatch;
  readonly adapter: GameAdapter;
  readonly seats: SeatSpec[];
  readonly bots: (Bot | null)[];
}

function parseJsonOption(text: string): Result<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return ok(value as Record<string, unknown>);
  } catch {
    // reported below
  }
  return err('invalid-config', '--config must be a JSON object of the game\'s options');
}

/** "Player 1", "AI (hard)", "Automaton"; a number tells apart two bots of one level. */
function defaultNames(seats: readonly SeatSpec[]): string[] {
  const base = seats.map((s, i) => (s.kind === 'bot' ? `AI (${s.spec})` : s.kind === 'automaton' ? 'Automaton' : `Player ${i + 1}`));
  return base.map((name, i) => (base.filter((n) => n === name).length > 1 ? name.replace('AI', `AI ${i + 1}`) : name));
}

/** `--names` checked by the players' name rule (a bot seat may be called a bot); blanks get the default names. */
function chooseNames(option: string | undefined, players: readonly SeatSpec[]): Result<string[]> {
  const given = option?.split(',') ?? [];
  if (given.length > players.length) return err('invalid-names', `--names gives ${given.length} names for ${players.length} seats`);
  const fallback = defaultNames(players);
  const names: string[] = [];
  for (const [i, seat] of players.entries()) {
    const raw = given[i];
    if (raw === undefined || raw.trim() === '') {
      names.push(fallback[i]!);
      continue;
    }
    const checked = checkPlayerName(raw, { bot: seat.kind !== 'human' });
    if (!checked.ok) return err('invalid-names', `--names: name ${i + 1} is refused: ${checked.problem}`);
    names.push(checked.name);
  }
  return ok(names);
}

function makeBots(game: AnyGame, seats: readonly SeatSpec[], seed: string, createBot: BotFactory): Result<(Bot | null)[]> {
  try {
    // Each bot's own seed: reproducible for the match's seed, different per seat.
    return ok(seats.map((s, i) => (s.kind === 'bot' ? createBot(game, s.spec, `${seed}/seat-${i}`) : null)));
  } catch (e) {
    return err('invalid-seats', (e as Error).message);
  }
}

/** Builds the table for `decktet play`: a new match from the options, or a saved one resumed. */
export function setUpTable(request: TableRequest, games: GameRegistry<GameAdapter>, createBot: BotFactory): Result<Table> {
  if (request.resume) return resumeTable(request, games, createBot);
  if (!request.game) return err('invalid-game', `name a game to play: ${games.entries.map((a) => a.game.id).join(', ')}`);
  const adapter = findCliGame(games, request.game);
  if (typeof adapter === 'string') return err('invalid-game', adapter);
  const { game } = adapter;
  const seats = parseSeats(request.seats ?? adapter.defaultSeats);
  if (!seats.ok) return seats;
  // A lone player of a game with an automaton plays solitaire against it.
  const automaton = seats.value.some((s) => s.kind === 'automaton') || (adapter.automaton === true && seats.value.length === 1);
  if (automaton && !adapter.automaton) return err('invalid-seats', `${game.name} has no automaton`);
  // The automaton is part of the game (it plays no seat of the match): only the others are seats.
  const players = seats.value.filter((s) => s.kind !== 'automaton');
  const count = players.length;
  if (count < game.minSeats || count > game.maxSeats) {
    const range = game.minSeats === game.maxSeats ? `${game.minSeats}` : `${game.minSeats} to ${game.maxSeats}`;
    return err('invalid-seats', `${game.name} is played by ${range} seats; --seats gives ${count}${automaton ? ' besides the automaton' : ''}`);
  }
  const seatNumbers = chooseSeatNumbers(adapter, request.seatNumbers ?? {}, count + (automaton ? 1 : 0));
  if (!seatNumbers.ok) return seatNumbers;
  const base = adapter.config({ seats: count, automaton, seatNumbers: seatNumbers.value });
  if (typeof base === 'string') return err('invalid-config', base);
  let config = base as Record<string, unknown>;
  if (request.config) {
    const extra = parseJsonOption(request.config);
    if (!extra.ok) return extra;
    config = { ...config, ...extra.value };
  }
  const names = chooseNames(request.names, players);
  if (!names.ok) return names;
  // 128 random bits: a seed anyone could enumerate would give away every hidden card.
  const seed = request.seed ?? randomBytes(16).toString('hex');
  const created = Match.create(game, config, seed, { names: names.value, seats: players.map(seatLabel) });
  if (!created.ok) return created;
  const match = created.value as AnyMatch;
  if (match.state.names.length !== count) {
    return err('invalid-seats', `this ${game.name} config seats ${match.state.names.length} players but --seats gives ${count}`);
  }
  const bots = makeBots(game, players, seed, createBot);
  if (!bots.ok) return bots;
  return ok({ match, adapter, seats: players, bots: bots.value });
}

function resumeTable(request: TableRequest, games: GameRegistry<GameAdapter>, createBot: BotFactory): Result<Table> {
  const perSeat = Object.entries(request.seatNumbers ?? {}).map(([flag, value]): [string, string] => [`--${flag}`, value]);
  const settings: [string, string | undefined][] = [['--seed', request.seed], ...perSeat, ['--config', request.config], ['--names', request.names]];
  for (const [flag, value] of settings) {
    if (value !== undefined) return err('invalid-resume', `${flag} cannot change a resumed game (it keeps the settings it was saved with)`);
  }
  const loaded = readRecordFile(request.resume!, games.rules);
  if (!loaded.ok) return loaded;
  const { match, record } = loaded.value;
  const adapter = games.find(match.game.id)!;
  if (request.game && findCliGame(games, request.game) !== adapter) {
    return err('invalid-resume', `${request.resume} is a game of ${match.game.name}, not "${request.game}"`);
  }
  if (match.outcome()) return err('invalid-resume', `${request.resume} is a finished game (${match.outcome()!.summary}); watch it with: npx decktet replay ${request.resume}`);
  const count = match.state.names.length;
  let seats: SeatSpec[];
  if (request.seats) {
    const parsed = parseSeats(request.seats);
    if (!parsed.ok) return parsed;
    seats = parsed.value.filter((s) => s.kind !== 'automaton');
  } else seats = record.seats ? seatsFromLabels(record.seats) : Array.from({ length: count }, () => ({ kind: 'human' }) as SeatSpec);
  if (seats.length !== count) return err('invalid-seats', `this game has ${count} seats; --seats gives ${seats.length}`);
  const bots = makeBots(match.game, seats, match.seed, createBot);
  if (!bots.ok) return bots;
  const labels = seats.map(seatLabel);
  if (JSON.stringify(labels) === JSON.stringify(record.seats ?? null)) return ok({ match, adapter, seats, bots: bots.value });
  // New seats from here on: the record says who sits where now.
  const { checksum: _checksum, ...rest } = record;
  const reseated = Match.fromRecord(games.rules, sealRecord({ ...rest, seats: labels }));
  if (!reseated.ok) return reseated;
  return ok({ match: reseated.value as AnyMatch, adapter, seats, bots: bots.value });
}
