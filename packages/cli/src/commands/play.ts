import type { Command } from 'commander';
import type { GameRecord } from '@decktet/engine';
import { PlayLoop } from '../play/play-loop';
import { setUpTable, type TableRequest } from '../play/table';
import { displayPath, writeRecord } from '../records';
import { makeStyle, wantsColor } from '../terminal/style';
import { Terminal } from '../terminal/terminal';
import { type CommandIO, processIO } from './io';

export interface PlayOptions extends TableRequest {
  readonly plain?: boolean;
  readonly color?: boolean;
  /** Save the record to this file instead of a new file in the records folder. */
  readonly record?: string;
  readonly recordsDir?: string;
}

/** `decktet play`: returns the exit code (0 also when the player quits). */
export async function runPlay(options: PlayOptions, io: CommandIO): Promise<number> {
  const table = setUpTable(options, io.games, io.createBot);
  if (!table.ok) {
    io.errors.write(`decktet play: ${table.error.message}\n`);
    return 1;
  }
  const style = makeStyle({ plain: options.plain, color: wantsColor(io.output, options.color) });
  const terminal = new Terminal(io.input, io.output, style.plain);
  // A resumed game keeps writing to the file it came from unless told otherwise.
  const file = options.record ?? options.resume;
  const dir = options.recordsDir ?? io.recordsDir;
  const meta = { playedWith: 'decktet play', startedAt: new Date().toISOString() };
  const save = (record: GameRecord) => displayPath(writeRecord(record, file ? { file } : dir ? { dir } : {}));
  try {
    await new PlayLoop({ ...table.value, terminal, style, meta, save }).run();
    return 0;
  } catch (e) {
    // A fault outside the rules (a bot, the disk): keep the game, say what happened.
    io.errors.write(`decktet play: ${e instanceof Error ? e.message : String(e)}\n`);
    try {
      io.errors.write(`The game so far is saved to ${save(table.value.match.toRecord(meta))}\n`);
    } catch {
      io.errors.write('The game could not be saved.\n');
    }
    return 2;
  } finally {
    terminal.close();
  }
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a game in the terminal: hotseat, against AI, or solitaire against the automaton')
    .argument('[game]', 'the game: dueling-runes or hieroglyphs (a unique part of the name is enough)')
    .option('--seats <list>', 'who sits where, comma-separated: human, ai:easy|normal|hard|random|heuristic, automaton')
    .option('--seed <seed>', 'the seed for the shuffle (a new game is random without it)')
    .option('--health <list>', 'starting health, one for all or one per seat (Dueling Runes)')
    .option('--names <list>', 'player names, comma-separated')
    .option('--config <json>', 'more game options as JSON, e.g. \'{"courts":true}\'')
    .option('--resume <file>', 'continue a saved game')
    .option('--record <file>', 'save the game record to this file')
    .option('--records-dir <dir>', 'folder for game records (default ./records)')
    .option('--plain', 'ASCII only, no colours')
    .option('--no-color', 'no colours')
    .action(async (game: string | undefined, opts: Omit<PlayOptions, 'game'>) => {
      process.exitCode = await runPlay({ ...opts, ...(game ? { game } : {}) }, processIO());
    });
}
