import type { Command } from 'commander';
import type { GameRecord, GameRegistry } from '@decktet/engine';
import { type GameAdapter, gameTitle } from '../games/adapter';
import { CLI_GAMES, findCliGame, gameIdsText } from '../games';
import { teacherHints } from '../play/hint';
import { PlayLoop } from '../play/play-loop';
import { seatNumberOptions } from '../play/seat-numbers';
import { setUpTable, type TableRequest } from '../play/table';
import { displayPath, writeRecord } from '../records';
import { type Style, makeStyle, wantsColor } from '../terminal/style';
import { printable } from '../terminal/printable';
import { Terminal } from '../terminal/terminal';
import { type CommandIO, processIO } from './io';

export interface PlayOptions extends TableRequest {
  readonly plain?: boolean;
  readonly color?: boolean;
  /** Save the record to this file instead of a new file in the records folder. */
  readonly record?: string;
  readonly recordsDir?: string;
  /** Pass every reaction window without asking (the `autopass` command turns it off or on). */
  readonly autoPass?: boolean;
}

/** With no game named on a terminal, asks which one (null: the player left). */
async function pickGame(terminal: Terminal, games: GameRegistry<GameAdapter>, style: Style): Promise<string | null> {
  terminal.line(style.bold('Which game?'));
  for (const [i, g] of games.rules.entries()) terminal.line(`  ${style.accent(String(i + 1))}) ${g.name}`);
  while (true) {
    const answer = (await terminal.ask('game> '))?.trim();
    if (answer === undefined || answer === 'quit') return null;
    const n = Number(answer);
    if (Number.isInteger(n) && n >= 1 && n <= games.rules.length) return games.rules[n - 1]!.id;
    const found = answer ? findCliGame(games, answer) : 'type a number or a name';
    if (typeof found !== 'string') return found.game.id;
    terminal.line(style.fail(found));
  }
}

/** `decktet play`: returns the exit code (0 also when the player quits). */
export async function runPlay(options: PlayOptions, io: CommandIO): Promise<number> {
  const style = makeStyle({ plain: options.plain, color: wantsColor(io.output, options.color) });
  const terminal = new Terminal(io.input, io.output, style.plain);
  try {
    let request: TableRequest = options;
    if (!options.game && !options.resume && io.input.isTTY === true) {
      const game = await pickGame(terminal, io.games, style);
      if (!game) return 0;
      request = { ...options, game };
    }
    const table = setUpTable(request, io.games, io.createBot);
    if (!table.ok) {
      io.errors.write(`decktet play: ${printable(table.error.message)}\n`);
      return 1;
    }
    // A resumed game keeps writing to the file it came from unless told otherwise.
    const file = options.record ?? options.resume;
    const dir = options.recordsDir ?? io.recordsDir;
    const { match, adapter } = table.value;
    // What the game is, for whoever lists the records: "Dueling Runes (Advanced Game): Ada vs AI (normal)".
    const seen = match.view(null);
    const description = `${gameTitle(adapter, seen)}: ${adapter.tableLine?.(seen) ?? match.state.names.join(' vs ')}`;
    const meta = { playedWith: 'decktet play', startedAt: new Date().toISOString(), description };
    const save = (record: GameRecord) => displayPath(writeRecord(record, file ? { file } : dir ? { dir } : {}));
    try {
      // A game on this device: hints are offered (never in an online match with other people).
      const hints = teacherHints(table.value.match.game);
      await new PlayLoop({ ...table.value, terminal, style, meta, save, autoPass: options.autoPass === true, hints }).run();
      return 0;
    } catch (e) {
      // A fault outside the rules (a bot, the disk): keep the game, say what happened.
      io.errors.write(`decktet play: ${printable(e instanceof Error ? e.message : String(e))}\n`);
      try {
        io.errors.write(`The game so far is saved to ${save(table.value.match.toRecord(meta))}\n`);
      } catch {
        io.errors.write('The game could not be saved.\n');
      }
      return 2;
    }
  } finally {
    terminal.close();
  }
}

/** The names of the games an adapter feature serves, for `--help`. */
const namesOf = (games: readonly GameAdapter[]) => games.map((a) => a.game.name).join(', ');

export function registerPlay(program: Command): void {
  const perSeat = seatNumberOptions(CLI_GAMES.entries);
  const command = program
    .command('play')
    .description('play a game in the terminal: hotseat, against AI, or solitaire against a game\'s automaton')
    .argument('[game]', `the game: ${gameIdsText()} (a unique part of the name is enough)`)
    .option('--seats <list>', 'who sits where, comma-separated: human, ai:easy|normal|hard|expert|random|heuristic, automaton')
    .option('--seed <seed>', 'the seed for the shuffle (a new game is random without it)');
  for (const { option, games } of perSeat) command.option(`--${option.flag} <list>`, `${option.description}, one for all or one per seat (${games.join(', ')})`);
  command
    .option('--names <list>', 'player names, comma-separated')
    .option('--config <json>', 'more game options as a JSON object (the game\'s config)')
    .option('--resume <file>', 'continue a saved game')
    .option('--record <file>', 'save the game record to this file')
    .option('--records-dir <dir>', 'folder for game records (default ./records)')
    .option('--auto-pass', `pass every reaction window without asking (${namesOf(CLI_GAMES.entries.filter((a) => a.autoPass))}; "autopass off" at the prompt to be asked)`)
    .option('--plain', 'ASCII only, no colours')
    .option('--no-color', 'no colours')
    .action(async (game: string | undefined, opts: Record<string, unknown>) => {
      process.exitCode = await runPlay(playOptions(game, opts, perSeat.map((p) => p.option.flag)), processIO());
    });
}

/** The command line's options as PlayOptions: the per-seat numbers (`--<flag> <list>`) gathered by flag. */
export function playOptions(game: string | undefined, opts: Record<string, unknown>, flags: readonly string[]): PlayOptions {
  const rest: Record<string, unknown> = { ...opts };
  const seatNumbers: Record<string, string> = {};
  for (const flag of flags) {
    const value = rest[flag];
    if (typeof value === 'string') seatNumbers[flag] = value;
    delete rest[flag];
  }
  return { ...(rest as Omit<PlayOptions, 'game' | 'seatNumbers'>), seatNumbers, ...(game ? { game } : {}) };
}
