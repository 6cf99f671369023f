/**
 * A chunk of a study's run as stored: one line of the run's data file (`<run>.jsonl`). It says
 * how to replay it (the `decktet sim` command, the seed, the config as the game resolved it, the
 * bots as their specs resolved), what it measured (wins by seat, lengths, turn-limit hits, spells
 * cast, each duel's own figures), what it cost (CPU time) and which tool made it.
 */
import { SPELL_IDS, type SpellId } from '@decktet/dueling-runes';
import type { ArenaGameResult } from '../../../arena/types';
import { type StudyRun, isRecord } from './definition';
import { recordedConfigOf } from '@decktet/engine';
import { BOT_GAMES } from '../../../registry';

/** The data format; a line of another format is refused. */
export const CHUNK_FORMAT = 1;

/** One duel of a chunk: enough to recompute every figure of the study. */
export interface DuelRecord {
  /** The game's index in its chunk: its seed is `<chunk seed>:<index>`. */
  readonly index: number;
  /** Which of the run's two bots sat in each seat. */
  readonly botBySeat: readonly number[];
  /** Each seat's score: 1 a win, ½ a draw, 0 a loss. */
  readonly scores: readonly number[];
  readonly turns: number;
  readonly actions: number;
  /** Whether the duel reached the turn limit (and so was drawn, DR-28). */
  readonly turnLimit: boolean;
  /** Spells cast in the duel, by id (basic and advanced, special spells from the hand too). */
  readonly casts: Readonly<Partial<Record<SpellId, number>>>;
}

export interface ChunkRecord {
  readonly format: typeof CHUNK_FORMAT;
  readonly study: string;
  readonly run: string;
  readonly chunk: number;
  /** The command that replays the chunk's games exactly. */
  readonly command: string;
  readonly game: string;
  /** The config as the game resolved it (defaults and simulation settings filled in). */
  readonly config: unknown;
  /** The bots as written, and each as the spec it resolved to (a level's search settings). */
  readonly bots: readonly string[];
  readonly botSpecs: readonly string[];
  readonly seed: string;
  readonly games: number;
  /** Wins of each seat (seat 1 first) and draws. */
  readonly wins: { readonly bySeat: readonly number[]; readonly draws: number };
  /** Wins of each of the run's bots (its first bot first). */
  readonly winsByBot: readonly number[];
  readonly lengths: { readonly meanTurns: number; readonly meanActions: number };
  readonly turnLimitHits: number;
  /** Per spell: casts, and the games it was cast in. */
  readonly casts: Readonly<Partial<Record<SpellId, number>>>;
  readonly castIn: Readonly<Partial<Record<SpellId, number>>>;
  /** CPU time the chunk took, all threads together, in milliseconds. */
  readonly cpuMs: number;
  readonly workers: number;
  readonly tool: { readonly version: string; readonly commit: string | null };
  readonly recordedAt: string;
  readonly duels: readonly DuelRecord[];
}

/** What the game's statistics collect of a Dueling Runes duel (../games/dueling-runes/stats.ts). */
interface DuelDetails {
  readonly turns: number;
  readonly fates: Partial<Record<SpellId, Record<string, number>>>;
}

/** A duel's record from its arena result; `turnLimit` is the config's limit, if any. */
export function duelRecord(r: ArenaGameResult, turnLimit: number | null): DuelRecord {
  const d = r.details as unknown as DuelDetails;
  const casts: Partial<Record<SpellId, number>> = {};
  for (const spell of SPELL_IDS) {
    const fates = d.fates[spell];
    if (fates) casts[spell] = Object.values(fates).reduce((a, n) => a + n, 0);
  }
  const drawn = r.results.every((x) => x === 'draw');
  return { index: r.index, botBySeat: r.botBySeat, scores: r.scores, turns: d.turns, actions: r.actions, turnLimit: drawn && turnLimit !== null && d.turns >= turnLimit, casts };
}

/** What a chunk was made with, beside its games. */
export interface ChunkMaking {
  readonly study: string;
  readonly run: StudyRun;
  readonly chunk: number;
  readonly seed: string;
  readonly game: string;
  readonly config: unknown;
  readonly botSpecs: readonly string[];
  readonly cpuMs: number;
  readonly workers: number;
  readonly tool: ChunkRecord['tool'];
  readonly recordedAt: string;
}

const quoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/** The `decktet sim` command that plays a chunk's games. */
export function simCommand(game: string, run: StudyRun, seed: string, games: number): string {
  const config = Object.keys(run.config).length ? ` --config ${quoted(JSON.stringify(run.config))}` : '';
  return `decktet sim --game ${game}${config} --bots ${run.bots.join(',')} --games ${games} --seed ${seed} --json`;
}

const add = (into: Partial<Record<SpellId, number>>, spell: SpellId, n: number) => {
  into[spell] = (into[spell] ?? 0) + n;
};

/** A chunk's record from its duels. */
export function chunkRecord(m: ChunkMaking, duels: readonly DuelRecord[]): ChunkRecord {
  const seats = Math.max(0, ...duels.map((d) => d.scores.length));
  const bySeat = new Array<number>(seats).fill(0);
  const winsByBot = m.run.bots.map(() => 0);
  let draws = 0;
  const casts: Partial<Record<SpellId, number>> = {};
  const castIn: Partial<Record<SpellId, number>> = {};
  for (const d of duels) {
    const winner = d.scores.findIndex((s) => s === 1);
    if (winner < 0) draws++;
    else {
      bySeat[winner]!++;
      winsByBot[d.botBySeat[winner]!]!++;
    }
    for (const [spell, n] of Object.entries(d.casts) as [SpellId, number][]) {
      add(casts, spell, n);
      add(castIn, spell, 1);
    }
  }
  const n = Math.max(1, duels.length);
  return {
    format: CHUNK_FORMAT,
    study: m.study,
    run: m.run.run,
    chunk: m.chunk,
    command: simCommand(m.game, m.run, m.seed, duels.length),
    game: m.game,
    config: m.config,
    bots: m.run.bots,
    botSpecs: m.botSpecs,
    seed: m.seed,
    games: duels.length,
    wins: { bySeat, draws },
    winsByBot,
    lengths: { meanTurns: duels.reduce((a, d) => a + d.turns, 0) / n, meanActions: duels.reduce((a, d) => a + d.actions, 0) / n },
    turnLimitHits: duels.filter((d) => d.turnLimit).length,
    casts,
    castIn,
    cpuMs: Math.round(m.cpuMs),
    workers: m.workers,
    tool: m.tool,
    recordedAt: m.recordedAt,
    duels,
  };
}

/** What a chunk played, for messages. */
export const playedAs = (c: Pick<ChunkRecord, 'game' | 'config' | 'bots' | 'botSpecs'>) => JSON.stringify({ game: c.game, config: c.config, bots: c.bots, botSpecs: c.botSpecs });

/**
 * Whether `later` plays as `first` did: the same game and bots, and the same config as the game
 * reads a kept one (`recordedConfigOf`): a setting the game added since is read as it was when
 * `first` was stored — a chunk of the Advanced Game from before its tables had names played the
 * original table, so only a run that names that table goes on with it.
 */
export function playsAsBefore(first: Pick<ChunkRecord, 'game' | 'config' | 'bots' | 'botSpecs'>, later: Pick<ChunkRecord, 'game' | 'config' | 'bots' | 'botSpecs'>): boolean {
  if (first.game !== later.game || JSON.stringify(first.bots) !== JSON.stringify(later.bots) || JSON.stringify(first.botSpecs) !== JSON.stringify(later.botSpecs)) return false;
  const game = BOT_GAMES.find(first.game)?.game;
  const read = (config: unknown) => (game ? recordedConfigOf(game, config) : config);
  const was = read(first.config);
  const now = read(later.config);
  if (!isRecord(was) || !isRecord(now)) return JSON.stringify(was) === JSON.stringify(now);
  const keys = new Set([...Object.keys(was), ...Object.keys(now)]);
  return [...keys].every((k) => JSON.stringify(was[k]) === JSON.stringify(now[k]));
}

/**
 * Reads a run's data file: one chunk per line, chunks 0, 1, 2, … in order, all of the run and
 * all played the same way. Throws an Error naming the file and line of the first fault.
 */
export function parseChunks(text: string, file: string, study: string, run: StudyRun): ChunkRecord[] {
  const chunks: ChunkRecord[] = [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((line, i) => {
    const fail = (what: string): never => {
      throw new Error(`${file}, line ${i + 1}: ${what}`);
    };
    let c: unknown;
    try {
      c = JSON.parse(line);
    } catch {
      // A last line without its end was cut short while being written (the machine stopped, say).
      if (i === lines.length - 1 && !text.endsWith('\n')) fail('an unfinished chunk (cut short while it was written): remove this line and run again, which plays that chunk again, the same games');
      fail(`not a chunk's JSON (${line.length > 60 ? `${line.slice(0, 60)}…` : line || 'an empty line'})`);
    }
    if (!isRecord(c)) return fail('not a JSON object');
    if (c.format !== CHUNK_FORMAT) fail(`data format ${JSON.stringify(c.format)}, this tool reads format ${CHUNK_FORMAT}`);
    if (c.study !== study || c.run !== run.run) fail(`a chunk of ${String(c.study)}/${String(c.run)}, in the file of ${study}/${run.run}`);
    if (c.chunk !== i) fail(`chunk ${JSON.stringify(c.chunk)} where chunk ${i} belongs (one line per chunk, in order)`);
    if (c.seed !== `${run.seed}-${i}`) fail(`seed ${JSON.stringify(c.seed)} where the run plays "${run.seed}-${i}"`);
    if (!Array.isArray(c.duels) || c.duels.length !== c.games || !c.duels.every(isDuel)) fail('its duels are missing or malformed');
    if (chunks.length && !playsAsBefore(chunks[0]!, c as unknown as ChunkRecord)) fail(`played as ${playedAs(c as unknown as ChunkRecord)}, not as line 1 (${playedAs(chunks[0]!)})`);
    chunks.push(c as unknown as ChunkRecord);
  });
  return chunks;
}

function isDuel(d: unknown): d is DuelRecord {
  return (
    isRecord(d) &&
    Array.isArray(d.scores) &&
    d.scores.every((s) => typeof s === 'number' && s >= 0 && s <= 1) &&
    Array.isArray(d.botBySeat) &&
    typeof d.turns === 'number' &&
    typeof d.turnLimit === 'boolean' &&
    isRecord(d.casts) &&
    Object.values(d.casts).every((n) => typeof n === 'number' && n >= 0)
  );
}
