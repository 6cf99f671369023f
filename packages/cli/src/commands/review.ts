import { writeFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Command } from 'commander';
import { DIFFICULTIES, type Difficulty, type GameReview, MARK_THRESHOLDS, type Mark, type ReviewProgress, TEACHER_LEVEL, reviewing } from '@decktet/ai';
import type { GameRecord } from '@decktet/engine';
import { displayPath, readRecordFile, writeRecord } from '../records';
import { printable } from '../terminal/printable';
import { type CommandIO, processIO } from './io';
import { renderReviewReport } from './review-report';

export interface ReviewOptions {
  readonly level?: string;
  readonly seed?: string;
  /** Where the reviewed record goes (default: beside the record, `<name>.reviewed.json`). */
  readonly out?: string;
  /** Write the review into the record file itself. */
  readonly inPlace?: boolean;
  /** Also write a self-contained HTML page of the review. */
  readonly report?: string;
}

/** How each mark reads in the terminal, after the chess habit. */
export const MARK_SIGNS: Readonly<Record<Mark, string>> = { best: '', good: '', forced: '', inaccuracy: '?!', mistake: '?', blunder: '??' };
const MARKED = ['inaccuracy', 'mistake', 'blunder'] as const satisfies readonly Mark[];
const MARKS_HELP = `Marks by the win chance a move lost against the best one: ${MARKED.map((m) => `${m} ${MARK_SIGNS[m]} (${MARK_THRESHOLDS[m] * 100} points or more)`).join(', ')}; see docs/ai.md.`;

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The file the reviewed record is written to, or why the options cannot say. */
function target(file: string, options: ReviewOptions): string {
  if (options.out !== undefined && options.inPlace) throw new Error('choose --out or --in-place, not both');
  if (options.inPlace) return file;
  return options.out ?? file.replace(/(\.json)?$/i, '.reviewed.json');
}

function level(text: string | undefined): Difficulty {
  if (text === undefined) return TEACHER_LEVEL;
  const wanted = text.trim().toLowerCase();
  if (!(DIFFICULTIES as readonly string[]).includes(wanted)) throw new Error(`--level must be one of ${DIFFICULTIES.join(', ')}, not "${text}"`);
  return wanted as Difficulty;
}

/**
 * Progress on the error stream: a bar redrawn in place on a terminal, otherwise a plain line at
 * each tenth (a log file gets no carriage returns).
 */
function progressDisplay(errors: CommandIO['errors']): { show(p: ReviewProgress): void; interrupt(): void } {
  const live = (errors as { isTTY?: boolean }).isTTY === true;
  let shown = -1;
  const show = ({ done, total }: ReviewProgress) => {
    const share = total === 0 ? 1 : done / total;
    if (live) {
      const width = 24;
      const bar = '='.repeat(Math.round(share * width)).padEnd(width, ' ');
      errors.write(`\rreviewing |${bar}| ${done}/${total} decisions${done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth === shown) return;
    shown = tenth;
    errors.write(`reviewed ${done} of ${total} decisions\n`);
  };
  // A bar cut short ends its line, so that what follows starts on a line of its own.
  return { show, interrupt: () => live && errors.write('\n') };
}

/** The review as the terminal prints it: each player's accuracy, then every marked decision. */
export function reviewText(record: GameRecord, review: GameReview): string {
  const names = record.names.map(printable);
  const head = ['player', 'accuracy', 'inaccuracies', 'mistakes', 'blunders', 'decisions'];
  const rows = review.players.map((p) => [names[p.seat]!, p.accuracy.toFixed(1), `${p.inaccuracies}`, `${p.mistakes}`, `${p.blunders}`, `${p.decisions}`]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const marked = review.decisions.filter((d) => (MARKED as readonly Mark[]).includes(d.mark));
  const moves = marked.map(
    (d) =>
      `  move ${d.step + 1}  ${names[d.seat]}: ${printable(d.played)}  ${d.mark} ${MARK_SIGNS[d.mark]}  win chance ${pct(d.before)} → ${pct(d.after)}  best: ${printable(d.best)} (${pct(d.bestWinChance)})`,
  );
  return [
    `Review by the ${printable(review.level)} AI: ${review.decisions.length} decisions, each judged from its player's view.`,
    '',
    line(head),
    ...rows.map(line),
    '',
    marked.length ? 'Inaccuracies, mistakes and blunders (win chance before → after the move; the best move):' : 'No inaccuracies, mistakes or blunders.',
    ...moves,
  ].join('\n');
}

/**
 * `decktet review`: judges every decision of a recorded game and writes the record with its
 * review. `cancel` stops it between two decisions; nothing is written then.
 */
export async function runReview(file: string, options: ReviewOptions, io: CommandIO, cancel?: AbortSignal): Promise<number> {
  const fail = (message: string, code: number) => {
    io.errors.write(`decktet review: ${printable(message)}\n`);
    return code;
  };
  let out: string;
  let judge: Difficulty;
  try {
    out = target(file, options);
    judge = level(options.level);
  } catch (e) {
    return fail((e as Error).message, 2);
  }
  const loaded = readRecordFile(file, io.games.rules);
  if (!loaded.ok) return fail(loaded.error.message, 1);
  const { match, record } = loaded.value;
  const steps = reviewing(match.game, record, { level: judge, ...(options.seed !== undefined ? { seed: options.seed } : {}) });
  const progress = progressDisplay(io.errors);
  let next = steps.next();
  while (!next.done) {
    progress.show(next.value);
    // Let a Ctrl-C (or any other cancel) be heard between two decisions.
    await nextTurn();
    if (cancel?.aborted) {
      progress.interrupt();
      return fail('review cancelled: nothing was written', 130);
    }
    next = steps.next();
  }
  const review = next.value;
  const reviewed: GameRecord = { ...record, review };
  io.output.write(reviewText(record, review) + '\n\n');
  io.output.write(`Reviewed record written to ${displayPath(writeRecord(reviewed, { file: out }))}\n`);
  if (options.report !== undefined) {
    writeFileSync(options.report, renderReviewReport(match.game.name, reviewed, review));
    io.output.write(`Report written to ${displayPath(options.report)}\n`);
  }
  return 0;
}

export function registerReview(program: Command): void {
  program
    .command('review')
    .description("judge every decision of a recorded game from its player's view: win chance, best move, mistakes, accuracy")
    .argument('<record>', 'a game record (.json) saved by decktet play, the server or the web client')
    .option('--level <level>', `the AI level that judges (${DIFFICULTIES.join(', ')}; default ${TEACHER_LEVEL})`)
    .option('--seed <s>', "the judging searches' seed (the same record, level and seed give the same review)")
    .option('--out <file>', 'write the reviewed record here (default: <record>.reviewed.json beside it)')
    .option('--in-place', 'write the review into the record file itself')
    .option('--report <file>', 'also write a self-contained HTML page: summary, decisions and a chart of win chance')
    .addHelpText('after', `\n${MARKS_HELP}\nCtrl-C stops the review between two decisions; nothing is written then.`)
    .action(async (file: string, opts: ReviewOptions) => {
      const cancel = new AbortController();
      const stop = () => cancel.abort();
      process.once('SIGINT', stop);
      try {
        process.exitCode = await runReview(file, opts, processIO(), cancel.signal);
      } finally {
        process.off('SIGINT', stop);
      }
    });
}
