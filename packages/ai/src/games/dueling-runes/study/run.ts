/**
 * Runs a study sequentially (Node: files and worker threads): chunk after chunk, always of the
 * unfinished run with the fewest games, each chunk appended to its run's data file as soon as it
 * is played, until every run is done (decided or at the cap), a stop time passes or a number of
 * chunks is played. Resuming reads the data files and plays on from the next chunk.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runArena } from '../../../arena/run';
import { type ChunkRecord, duelRecord, finishChunk, playedAs } from './chunk';
import { parseChunks, playsAsBefore } from './chunk-file';
import { type Figure, runGames, studyFigures } from './criteria';
import { type Study, type StudyRun, checkStudy } from './definition';
import { planChunk, playChunkDuels } from './play';
import { gamesLeft, nextRun } from './schedule';

export { nextRun };

export const STUDY_FILE = 'study.json';

/** A study's folder: `<dir>/<study>`. */
export const studyFolder = (dir: string, name: string) => join(dir, name);
export const dataFile = (dir: string, study: string, run: string) => join(studyFolder(dir, study), `${run}.jsonl`);

/** A study and its stored chunks, by run. */
export interface StudyData {
  readonly study: Study;
  readonly data: Map<string, ChunkRecord[]>;
}

/** Reads a study and every run's data; throws an Error naming the file (and line) of the first fault. */
export function loadStudy(dir: string, name: string): StudyData {
  const file = join(studyFolder(dir, name), STUDY_FILE);
  if (!existsSync(file)) throw new Error(`no study "${name}": ${file} does not exist (make one with decktet study init)`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: not JSON (${e instanceof Error ? e.message : String(e)})`, { cause: e });
  }
  const study = checkStudy(raw, file);
  if (study.study !== name) throw new Error(`${file}: names the study "${study.study}", in the folder of "${name}"`);
  const data = new Map<string, ChunkRecord[]>();
  for (const run of study.runs) {
    const path = dataFile(dir, name, run.run);
    data.set(run.run, existsSync(path) ? parseChunks(readFileSync(path, 'utf8'), path, name, run) : []);
  }
  return { study, data };
}

/** Writes a new study's file; refuses to overwrite one. */
export function createStudy(dir: string, study: Study): string {
  const folder = studyFolder(dir, study.study);
  const file = join(folder, STUDY_FILE);
  if (existsSync(file)) throw new Error(`the study "${study.study}" exists already (${file})`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify(checkStudy(study), null, 2) + '\n');
  return file;
}

/** Progress after each stored chunk. */
export interface StudyProgress {
  readonly run: StudyRun;
  readonly chunk: ChunkRecord;
  readonly figures: readonly Figure[];
  /** Games played by every run, stored before this session too. */
  readonly gamesStored: number;
  /** Games per minute of wall time in this session. */
  readonly gamesPerMinute: number;
  /** Games still to play: at most (every unfinished run to the cap), and as estimated to decide every figure. */
  readonly gamesLeft: { readonly toCap: number; readonly toDecide: number };
}

export interface StudyRunOptions {
  readonly dir: string;
  readonly study: string;
  readonly workers?: number;
  /** No chunk starts after this time. */
  readonly stopAt?: Date;
  /** Chunks to play at most in this session. */
  readonly chunks?: number;
  readonly tool: ChunkRecord['tool'];
  readonly onChunk?: (p: StudyProgress) => void;
  /** The clock (tests give their own). */
  readonly now?: () => Date;
}

export interface StudyRunResult {
  readonly played: number;
  readonly figures: readonly Figure[];
  /** Why the session stopped. */
  readonly stopped: 'done' | 'time' | 'chunks';
}

/** Plays a study on from its stored chunks. */
export async function runStudy(options: StudyRunOptions): Promise<StudyRunResult> {
  const now = options.now ?? (() => new Date());
  const { study, data } = loadStudy(options.dir, options.study);
  if (study.closed) throw new Error(`The study "${study.study}" is closed and takes no more games: ${study.closed} Start a new study (decktet study init) to go on.`);
  // How each run plays now, checked against its stored chunks before anything is played.
  for (const run of study.runs) {
    const made = planChunk(study, run, 0).play;
    const stored = data.get(run.run)!;
    if (stored.length && !playsAsBefore(stored[0]!, made)) {
      throw new Error(
        `${dataFile(options.dir, study.study, run.run)}: its chunks were played as ${playedAs(stored[0]!)}, which now plays as ${playedAs(made)}; ` +
          'a changed game or level is a new run (a new study or run name), so that its figures are not mixed',
      );
    }
  }
  const started = Date.now();
  let played = 0;
  let playedGames = 0;
  for (;;) {
    const figures = studyFigures(study, data);
    const run = nextRun(study, data, figures);
    if (!run) return { played, figures, stopped: 'done' };
    if (options.chunks !== undefined && played >= options.chunks) return { played, figures, stopped: 'chunks' };
    if (options.stopAt && now() >= options.stopAt) return { played, figures, stopped: 'time' };
    const stored = data.get(run.run)!;
    const k = stored.length;
    const plan = planChunk(study, run, k);
    const workers = options.workers ?? 1;
    const cpu = process.cpuUsage();
    // In this thread the chunk plays as the browser's Workbench plays it; in worker threads, the same games side by side.
    const duels = workers <= 0 ? playChunkDuels(plan) : (await runArena({ game: study.game, bots: plan.spec.bots, games: study.chunk, seed: plan.seed, config: run.config, workers })).results.map((r) => duelRecord(r, plan.turnLimit));
    const used = process.cpuUsage(cpu);
    const chunk = finishChunk(study, plan, duels, { cpuMs: (used.user + used.system) / 1000, workers, tool: options.tool, recordedAt: now().toISOString() });
    appendFileSync(dataFile(options.dir, study.study, run.run), JSON.stringify(chunk) + '\n');
    stored.push(chunk);
    played++;
    playedGames += chunk.games;
    const after = studyFigures(study, data);
    const minutes = Math.max(1e-6, (Date.now() - started) / 60_000);
    options.onChunk?.({
      run,
      chunk,
      figures: after,
      gamesStored: study.runs.reduce((a, r) => a + runGames(data, r.run), 0),
      gamesPerMinute: playedGames / minutes,
      gamesLeft: gamesLeft(study, data, after),
    });
  }
}
