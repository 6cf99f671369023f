import type { Command } from 'commander';
import { readRecordFile } from '../records';
import { ReplayLoop } from '../replay/replay-loop';
import { makeStyle, wantsColor } from '../terminal/style';
import { printable } from '../terminal/printable';
import { Terminal } from '../terminal/terminal';
import { type CommandIO, processIO } from './io';

export interface ReplayOptions {
  /** Watch through one seat's eyes (1-based, as players count); default: a spectator. */
  readonly seat?: string;
  readonly plain?: boolean;
  readonly color?: boolean;
}

export async function runReplay(file: string, options: ReplayOptions, io: CommandIO): Promise<number> {
  const loaded = readRecordFile(file, io.games.rules);
  if (!loaded.ok) {
    io.errors.write(`decktet replay: ${printable(loaded.error.message)}\n`);
    return 1;
  }
  const { match } = loaded.value;
  let viewer: number | null = null;
  if (options.seat !== undefined) {
    const n = Number(options.seat);
    const seats = match.state.names.length;
    if (!Number.isInteger(n) || n < 1 || n > seats) {
      io.errors.write(`decktet replay: --seat must be a seat number from 1 to ${seats}\n`);
      return 1;
    }
    viewer = n - 1;
  }
  const style = makeStyle({ plain: options.plain, color: wantsColor(io.output, options.color) });
  const terminal = new Terminal(io.input, io.output, style.plain);
  try {
    await new ReplayLoop(match, io.games.find(match.game.id)!, terminal, style, viewer).run();
    return 0;
  } catch (e) {
    io.errors.write(`decktet replay: ${printable(e instanceof Error ? e.message : String(e))}\n`);
    return 2;
  } finally {
    terminal.close();
  }
}

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('step through a game record (next, back, jump to a move)')
    .argument('<file>', 'a game record (.json) saved by decktet play, the server or the engine protocol')
    .option('--seat <n>', 'watch as seat n sees it (1 = first player); default: a spectator, who sees no hands')
    .option('--plain', 'ASCII only, no colours')
    .option('--no-color', 'no colours')
    .action(async (file: string, opts: ReplayOptions) => {
      process.exitCode = await runReplay(file, opts, processIO());
    });
}
