import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ARENA_GAMES, type ArenaSummary, type StatsTable, renderArenaReport, ruleBotNames, runArena, statsCell } from '@decktet/ai/arena';

export interface SimOptions {
  game?: string;
  bots?: string;
  games?: string;
  seed?: string;
  json?: boolean;
  report?: string;
  workers?: string;
  config?: string;
}

export interface SimIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether `err` is a terminal (a live progress bar) or a log (a line every 10%). */
  interactive: boolean;
}

/** The games the arena plays, for messages and `--help`. */
const ARENA_IDS = ARENA_GAMES.map((g) => g.id).join(', ');

/** The games' rule bots, as the help of --bots lists them. */
const RULE_BOTS = ruleBotNames().length ? `, or a game's rule bot (${ruleBotNames().join('; ')})` : '';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** A whole-number option, at least `min`; throws saying what is wrong. */
export function whole(text: string | undefined, what: string, min: number): number {
  const n = Number(text);
  if (text === undefined || !/^\d+$/.test(text.trim()) || n < min) throw new Error(`${what} must be a whole number of at least ${min}, not "${text ?? ''}"`);
  return n;
}

/** Columns aligned under their heads (the first to the left, the others to the right), one line per row. */
function textTable(head: readonly string[], rows: readonly (readonly string[])[], indent = ''): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => indent + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)];
}

/** A game's statistics table (per spell, say) as text. */
function statsText(t: StatsTable): string[] {
  return [`${t.title}:`, ...textTable(t.columns.map((c) => c.label), t.rows.map((r) => t.columns.map((c) => statsCell(r[c.key], c.unit))), '  ')];
}

/** The standings as a text table. */
export function standingsTable(summary: ArenaSummary): string {
  const head = ['bot', 'games', 'W', 'D', 'L', 'win rate', '95% CI', 'score', 'Elo', 'ms/decision'];
  const rows = summary.standings.map((s) => [s.bot, `${s.games}`, `${s.wins}`, `${s.draws}`, `${s.losses}`, pct(s.winRate), `${pct(s.winRateCi[0])}–${pct(s.winRateCi[1])}`, s.score.toFixed(3), s.elo.toFixed(0), `${s.msPerDecision}`]);
  const figures = Object.entries(summary.details.figures).map(([k, v]) => `  ${k}: ${Number.isInteger(v) ? v : v.toFixed(3)}`);
  return [
    `${summary.gameName}: ${summary.games} games, seed "${summary.seed}"`,
    ...textTable(head, rows),
    `game length (actions): mean ${summary.length.mean}, median ${summary.length.median}, min ${summary.length.min}, max ${summary.length.max}`,
    `mean score by seat: ${summary.seatScores.map((s) => s.toFixed(3)).join(' / ')}`,
    ...(figures.length ? ['statistics:', ...figures] : []),
    ...(summary.details.tables ?? []).flatMap(statsText),
  ].join('\n');
}

function progressBar(io: SimIo): (done: number, total: number) => void {
  const started = Date.now();
  let lastTenth = -1;
  return (done, total) => {
    const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
    if (io.interactive) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      io.err(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games  ${rate.toFixed(1)} games/s${done === total ? '\n' : ''}`);
    } else {
      const tenth = Math.floor((done / total) * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        io.err(`${done}/${total} games (${rate.toFixed(1)} games/s)\n`);
      }
    }
  };
}

/** `decktet sim`: runs the arena and prints standings (or, with --json, the summary as the last line). */
export async function runSim(opts: SimOptions, io: SimIo): Promise<ArenaSummary> {
  if (!opts.game) throw new Error(`name a game with --game (${ARENA_IDS})`);
  if (!opts.bots) throw new Error('name the bots with --bots, e.g. --bots hard,random');
  const bots = opts.bots.split(',').map((b) => b.trim());
  if (bots.some((b) => b === '')) throw new Error(`--bots "${opts.bots}" has an empty name: separate bots with single commas`);
  let config: unknown = {};
  if (opts.config !== undefined) {
    try {
      config = JSON.parse(opts.config);
    } catch {
      throw new Error(`--config must be JSON (the game's options as an object), not ${opts.config}`);
    }
  }
  const { summary } = await runArena({
    game: opts.game,
    bots,
    games: whole(opts.games ?? '100', '--games', 1),
    seed: opts.seed ?? 'sim',
    config,
    ...(opts.workers !== undefined ? { workers: whole(opts.workers, '--workers', 0) } : {}),
    onProgress: progressBar(io),
  });
  if (opts.report) {
    writeFileSync(opts.report, renderArenaReport(summary));
    io.err(`report written to ${opts.report}\n`);
  }
  io.out(opts.json ? JSON.stringify(summary) + '\n' : standingsTable(summary) + '\n');
  return summary;
}

export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('simulate games between bots (arena): win rates with 95% intervals, Elo, game statistics')
    .requiredOption('--game <id>', ARENA_IDS)
    .requiredOption(
      '--bots <a,b[,c,d]>',
      `bot specs, one per seat: random, heuristic, ismcts[:N|:Nms], easy, normal, hard, expert${RULE_BOTS}; ` +
        'end a spec with :no=<spell>[+<spell>…] to forbid it spells, by id (e.g. hard,hard:no=lightning-bolt)',
    )
    .option('--games <n>', 'number of games (seats rotate every game)', '100')
    .option('--seed <s>', 'seed of the first game; game i uses "<seed>:i"', 'sim')
    .option('--json', 'print the summary as JSON (the last line of output)')
    .option('--report <file>', 'write a self-contained HTML report with charts')
    .option('--workers <n>', 'worker threads (default: one per core; 0: this thread)')
    .option('--config <json>', 'game config as JSON')
    .action(async (opts: SimOptions) => {
      try {
        await runSim(opts, { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), interactive: process.stderr.isTTY === true });
      } catch (e) {
        process.stderr.write(`decktet sim: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 2;
      }
    });
}
