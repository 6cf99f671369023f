import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { whole } from './sim';
import {
  type ChunkRecord,
  type StudyProgress,
  createStudy,
  dataFile,
  dra9Study,
  tablesStudy,
  figureLine,
  loadStudy,
  readStudyFile,
  replayDifference,
  runStudy,
  studiesShownIn,
  studyMarkdown,
  withStudyTables,
} from '@decktet/ai/study';

export interface StudyIo {
  out(text: string): void;
  err(text: string): void;
}

export const STUDY_DIR = 'studies';
export const STUDY_DOC = 'docs/advanced-game.md';

const processIo: StudyIo = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

/** The tool that plays a chunk, as stored with it: the commit it was built from, and whether its code had changes (data files aside). */
export function toolVersion(): ChunkRecord['tool'] {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git('rev-parse', 'HEAD');
    const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', `:(exclude)${STUDY_DIR}`) !== '';
    return { version: `${commit.slice(0, 10)}${changed ? '+changes' : ''}`, commit };
  } catch {
    return { version: 'outside a git checkout', commit: null };
  }
}

const minutes = (m: number) => (m < 90 ? `${Math.round(m)} min` : m < 48 * 60 ? `${(m / 60).toFixed(1)} h` : `${(m / 1440).toFixed(1)} days`);

/** The progress after a chunk: where the study stands, how fast it goes, what is left; then the figures of the run just played. */
export function progressText(p: StudyProgress): string {
  const decided = p.figures.filter((f) => f.verdict !== 'undecided').length;
  const rate = p.gamesPerMinute;
  const eta = (games: number) => (rate > 0 ? minutes(games / rate) : 'unknown');
  const head =
    `${p.run.run}: chunk ${p.chunk.chunk} stored (${p.chunk.seed}, ${p.chunk.games} games, ${(p.chunk.cpuMs / 1000).toFixed(0)} s CPU) · ` +
    `${p.gamesStored} games in all · ${decided}/${p.figures.length} figures decided · ${rate.toFixed(1)} games/min · ` +
    `ETA ${eta(p.gamesLeft.toDecide)} to decide (estimated), ${eta(p.gamesLeft.toCap)} to the cap`;
  return [head, ...p.figures.filter((f) => f.runs.includes(p.run.run)).map((f) => `  ${figureLine(f)}`)].join('\n') + '\n';
}

/** An optional whole-number option. */
const optionalWhole = (text: string | undefined, what: string, min: number) => (text === undefined ? undefined : whole(text, what, min));

/** A stop time: `HH:MM` (UTC, today or, if past, tomorrow) or an ISO date-time. */
export function stopTime(text: string, now = new Date()): Date {
  const hm = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (hm) {
    const at = new Date(now);
    at.setUTCHours(Number(hm[1]), Number(hm[2]), 0, 0);
    if (Number(hm[1]) > 23 || Number(hm[2]) > 59) throw new Error(`--stop-at "${text}" is not a time of day`);
    if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
    return at;
  }
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new Error(`--stop-at takes HH:MM (UTC) or an ISO date-time, not "${text}"`);
  return at;
}

export interface StudyRunFlags {
  dir?: string;
  workers?: string;
  stopAt?: string;
  chunks?: string;
}

/** `decktet study run <study>`: plays on from the stored chunks until decided, at the cap, or stopped. */
export async function studyRun(name: string, flags: StudyRunFlags, io: StudyIo = processIo): Promise<void> {
  const workers = optionalWhole(flags.workers, '--workers', 0);
  const chunks = optionalWhole(flags.chunks, '--chunks', 1);
  const result = await runStudy({
    dir: flags.dir ?? STUDY_DIR,
    study: name,
    ...(workers !== undefined ? { workers } : {}),
    ...(chunks !== undefined ? { chunks } : {}),
    ...(flags.stopAt !== undefined ? { stopAt: stopTime(flags.stopAt) } : {}),
    tool: toolVersion(),
    onChunk: (p) => io.err(progressText(p)),
  });
  const why = { done: 'every run is decided or at the cap', time: 'the stop time passed', chunks: 'the chunks asked for are played' }[result.stopped];
  io.err(`${name}: stopped after ${result.played} chunk${result.played === 1 ? '' : 's'}: ${why}\n`);
  io.out(result.figures.map(figureLine).join('\n') + '\n');
}

/** `decktet study status <study>`: the figures from the stored chunks, nothing played. */
export function studyStatus(name: string, flags: { dir?: string }, io: StudyIo = processIo): void {
  io.out(studyMarkdown(loadStudy(flags.dir ?? STUDY_DIR, name)) + '\n');
}

/**
 * `decktet study init <study> --level <level>`: a new study of every DRA-9 criterion; with
 * `--tables a,b,…`, those Advanced Game tables side by side on the same deals instead.
 */
export function studyInit(name: string, flags: { dir?: string; level?: string; about?: string; chunk?: string; cap?: string; tables?: string }, io: StudyIo = processIo): void {
  if (!flags.level) throw new Error('name the bot level the study plays with --level (e.g. normal)');
  const chunk = optionalWhole(flags.chunk, '--chunk', 2);
  const cap = optionalWhole(flags.cap, '--cap', 2);
  const tables = flags.tables?.split(',').map((t) => t.trim());
  const about = flags.about ?? (tables ? `the tables ${tables.join(', ')} side by side between two \`${flags.level}\` bots.` : `every DRA-9 criterion between two \`${flags.level}\` bots.`);
  const study = tables ? tablesStudy(name, flags.level, tables, about, chunk, cap) : dra9Study(name, flags.level, about, chunk, cap);
  io.out(`${createStudy(flags.dir ?? STUDY_DIR, study)} written: ${study.runs.length} runs\n`);
}

/**
 * `decktet study import <file>`: a study file (the Workbench's download: the study and its runs'
 * chunks) into the studies folder, where `run` plays on and `verify` replays it. Refuses a study
 * that exists already, and a file with anything wrong, before writing anything.
 */
export function studyImport(file: string, flags: { dir?: string }, io: StudyIo = processIo): void {
  const dir = flags.dir ?? STUDY_DIR;
  const { study, data } = readStudyFile(readFileSync(file, 'utf8'), file);
  const written = createStudy(dir, study);
  let games = 0;
  for (const run of study.runs) {
    const chunks = data.get(run.run) ?? [];
    if (chunks.length) appendFileSync(dataFile(dir, study.study, run.run), chunks.map((c) => JSON.stringify(c) + '\n').join(''));
    games += chunks.reduce((a, c) => a + c.games, 0);
  }
  io.out(`${written} written: ${study.runs.length} runs, ${games} games stored; play on with decktet study run ${study.study}\n`);
}

/** `decktet study verify <study>`: plays each stored chunk again (or the first `--chunks` of each run) and checks the same duels come out. */
export function studyVerify(name: string, flags: { dir?: string; chunks?: string }, io: StudyIo = processIo): void {
  const { study, data } = loadStudy(flags.dir ?? STUDY_DIR, name);
  const most = optionalWhole(flags.chunks, '--chunks', 1);
  let checked = 0;
  const faults: string[] = [];
  for (const run of study.runs) {
    for (const chunk of (data.get(run.run) ?? []).slice(0, most)) {
      const difference = replayDifference(study, run, chunk);
      checked++;
      if (difference) faults.push(`${run.run}, chunk ${chunk.chunk}: ${difference}`);
    }
  }
  if (faults.length) throw new Error(`${faults.length} of ${checked} chunks play otherwise now:\n${faults.join('\n')}`);
  io.out(`${name}: ${checked} chunk${checked === 1 ? '' : 's'} played again, the same duels\n`);
}

/**
 * The document with every study it shows regenerated from the data; `check` leaves it alone and
 * throws if it differs (the test and CI use it).
 */
export function regeneratedDoc(doc: string, dir: string, where: string): string {
  return studiesShownIn(doc).reduce((text, name) => withStudyTables(text, name, studyMarkdown(loadStudy(dir, name)), where), doc);
}

/** `decktet study report`: regenerates the study tables of docs/advanced-game.md from the data files. */
export function studyReport(flags: { dir?: string; doc?: string; check?: boolean }, io: StudyIo = processIo): void {
  const path = flags.doc ?? STUDY_DOC;
  const doc = readFileSync(path, 'utf8');
  const next = regeneratedDoc(doc, flags.dir ?? STUDY_DIR, path);
  const names = studiesShownIn(doc).join(', ') || 'none';
  if (flags.check) {
    if (next !== doc) throw new Error(`${path} disagrees with the study data (${names}): run decktet study report`);
    io.out(`${path} agrees with the study data (${names})\n`);
    return;
  }
  if (next !== doc) writeFileSync(path, next);
  io.out(`${path}: ${next === doc ? 'already agrees with' : 'regenerated from'} the study data (${names})\n`);
}

const guarded =
  <A extends unknown[]>(fn: (...args: A) => unknown) =>
  async (...args: A) => {
    try {
      await fn(...args);
    } catch (e) {
      process.stderr.write(`decktet study: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 2;
    }
  };

export function registerStudy(program: Command): void {
  const study = program
    .command('study')
    .description('balance studies (DRA-9): runs played in chunks until each figure is decided, stored as data in studies/, and the tables of docs/advanced-game.md made from it');
  const dir = ['--dir <folder>', 'where studies are kept', STUDY_DIR] as const;
  study
    .command('init <study>')
    .description('start a study of every DRA-9 criterion: the Advanced Game, the basic game, and one run per advanced spell with a bot forbidden it')
    .requiredOption('--level <level>', 'the bot level both seats play (e.g. normal)')
    .option('--about <sentence>', 'what the study is for')
    .option('--chunk <n>', 'games per chunk (even)', '10')
    .option('--cap <n>', 'games after which a run stops, decided or not', '4000')
    .option('--tables <names>', 'instead: these Advanced Game tables side by side on the same deals (comma-separated), with the basic game')
    .option(...dir)
    .action(guarded((name: string, flags: Parameters<typeof studyInit>[1]) => studyInit(name, flags)));
  study
    .command('run <study>')
    .description('play a study on from its stored chunks, a chunk at a time, until every figure is decided or at the cap; progress and time left on stderr')
    .option('--workers <n>', 'worker threads for a chunk\'s games (0: this thread)', '1')
    .option('--stop-at <time>', 'start no chunk after this time (HH:MM UTC or an ISO date-time)')
    .option('--chunks <n>', 'play at most this many chunks')
    .option(...dir)
    .action(guarded((name: string, flags: StudyRunFlags) => studyRun(name, flags)));
  study
    .command('status <study>')
    .description("the study's figures from its stored chunks (Markdown), playing nothing")
    .option(...dir)
    .action(guarded((name: string, flags: { dir?: string }) => studyStatus(name, flags)));
  study
    .command('import <file>')
    .description("read a study file (the Workbench's download: the study and its chunks) into the studies folder, to play on or verify")
    .option(...dir)
    .action(guarded((file: string, flags: { dir?: string }) => studyImport(file, flags)));
  study
    .command('verify <study>')
    .description('play the stored chunks again in this thread and check that the same duels come out')
    .option('--chunks <n>', 'only the first n chunks of each run')
    .option(...dir)
    .action(guarded((name: string, flags: { dir?: string; chunks?: string }) => studyVerify(name, flags)));
  study
    .command('report')
    .description(`regenerate the study tables of ${STUDY_DOC} (between its study markers) from the data files`)
    .option('--doc <file>', 'the document', STUDY_DOC)
    .option('--check', 'change nothing; fail if the document disagrees with the data')
    .option(...dir)
    .action(guarded((flags: { dir?: string; doc?: string; check?: boolean }) => studyReport(flags)));
}
