/**
 * A chunk of a study's run as stored: one line of the run's data file (`<run>.jsonl`). It says
 * how to replay it (the `decktet sim` command, the seed, the config as the game resolved it, the
 * bots as their specs resolved), what it measured (wins by seat, lengths, turn-limit hits, spells
 * cast, each duel's own figures), what it cost (CPU time) and which tool made it. Reading a run's
 * data file back is ./chunk-file.ts (it asks the game how a kept config reads).
 */
import { SPELL_IDS, type SpellId } from '@decktet/dueling-runes';
import type { ArenaGameResult } from '../../../arena/types';
import type { StudyRun } from './definition';

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
export function simCommand(game: string, run: StudyRun, seed: string, games: number, botSpecs: readonly string[] = run.bots): string {
  const config = Object.keys(run.config).length ? ` --config ${quoted(JSON.stringify(run.config))}` : '';
  return `decktet sim --game ${game}${config} --bots ${botSpecs.join(',')} --games ${games} --seed ${seed} --json`;
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
    // The bots as their search settings (a level's, with no wall-clock stop): the command replays the chunk exactly on any machine.
    command: simCommand(m.game, m.run, m.seed, duels.length, m.botSpecs),
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

/** How a run plays: its config as the game resolves it, its bots as written and as resolved (what a chunk records). */
export interface RunPlay {
  readonly game: string;
  readonly config: unknown;
  readonly bots: readonly string[];
  readonly botSpecs: readonly string[];
}

/** Which chunk a record is of: the run, its number and seed, and how the run plays. */
export interface ChunkHead {
  readonly run: StudyRun;
  readonly chunk: number;
  readonly seed: string;
  readonly play: RunPlay;
}

/** What a chunk records of how it was made, beside its games. */
export interface ChunkMade {
  readonly cpuMs: number;
  readonly workers: number;
  readonly tool: ChunkRecord['tool'];
  readonly recordedAt: string;
}

/** A chunk's record from its duels (in their order), wherever they were played. */
export function finishChunk(study: { readonly study: string }, head: ChunkHead, duels: readonly DuelRecord[], made: ChunkMade): ChunkRecord {
  return chunkRecord({ study: study.study, run: head.run, chunk: head.chunk, seed: head.seed, ...head.play, ...made }, duels);
}
