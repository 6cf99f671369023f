import { type GameRecord, type Outcome, type Seat, visibleLog } from '@decktet/engine';
import type { GameAdapter } from '../games/adapter';
import type { AnyMatch } from '../records';
import type { Style } from '../terminal/style';
import type { Terminal } from '../terminal/terminal';
import type { Bot } from './bots';
import { chooseAction } from './choose';
import { rulesText } from './rules-text';
import { legalActionsText, numberedActions } from './legal-list';
import type { SeatSpec } from './seats';

export interface PlaySetup {
  readonly match: AnyMatch;
  readonly adapter: GameAdapter;
  readonly seats: readonly SeatSpec[];
  /** One bot per bot seat (null for the others). */
  readonly bots: readonly (Bot | null)[];
  readonly terminal: Terminal;
  readonly style: Style;
  /** Saves the match's record and returns where it went (for the end of the game and `quit`). */
  readonly save: (record: GameRecord) => string;
  /** Free-form record metadata (when and by what it was played). */
  readonly meta?: Record<string, string>;
}

export interface PlayEnd {
  readonly outcome: Outcome | null;
  /** Where the record was saved (null: not saved). */
  readonly savedTo: string | null;
}

const MAX_CATCH_UP = 14;

const HELP = [
  'Type the number of an action, or its notation (the beginning is enough when it is unambiguous).',
  'Commands:',
  '  actions   list your legal actions again      board   show the board again',
  '  log       the whole game log you may see     rules   the rules (rules <n> for one section)',
  '  help      this text                          quit    stop (you may save to resume later)',
].join('\n');

/** The terminal game: asks humans, lets bots decide, hands the device over between humans. */
export class PlayLoop {
  private readonly humans: Seat[];
  /** How many visible log lines each seat (and index `seats` for the table) has already been shown. */
  private readonly seen: number[];
  /** The human whose screen is showing (hotseat hand-off when it changes). */
  private onScreen: Seat | null = null;

  constructor(private readonly s: PlaySetup) {
    this.humans = s.seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
    this.seen = Array.from({ length: s.seats.length + 1 }, () => 0);
  }

  private get names(): readonly string[] {
    return this.s.match.state.names;
  }

  async run(): Promise<PlayEnd> {
    const { match, terminal, style } = this.s;
    terminal.line(style.bold(`${match.game.name}`) + style.dim(` — seed ${match.seed}`));
    terminal.line(this.s.adapter.tableLine?.(match.view(null)) ?? this.names.join(' vs '));
    terminal.line(style.dim('Type "help" at any prompt for commands.'));
    while (true) {
      const outcome = match.outcome();
      if (outcome) return this.finish(outcome);
      const pending = match.pending();
      if (pending.length === 0) throw new Error(`${match.game.name} is waiting for nobody but is not over`);
      const botSeat = pending.find((seat) => this.s.bots[seat]);
      if (botSeat !== undefined) {
        this.botTurn(botSeat);
        continue;
      }
      const seat = pending.find((p) => this.s.seats[p]?.kind === 'human');
      if (seat === undefined) throw new Error(`seat ${pending[0]! + 1} must decide but nobody plays it`);
      const quit = await this.humanTurn(seat);
      if (quit) return quit;
    }
  }

  private botTurn(seat: Seat): void {
    const { match } = this.s;
    const bot = this.s.bots[seat]!;
    const legal = match.legal(seat);
    // A search can take a moment: say so on a terminal, then wipe the line.
    const note = this.s.terminal.isTTY && this.humans.length > 0;
    if (note) this.s.terminal.write(this.s.style.dim(`${this.names[seat]} is thinking…`));
    const action = bot.decide(match.view(seat), legal, seat);
    if (note) this.s.terminal.write('\r\x1b[2K');
    const result = match.act(seat, action);
    if (!result.ok) throw new Error(`the ${bot.name} AI chose an action the rules refuse (${result.error.message})`);
    // With nobody at the table, narrate as it happens; humans read it at their next turn.
    if (this.humans.length === 0) this.showNewLog(null);
  }

  /** Prints the log lines `seat` may read that it has not been shown yet. */
  private showNewLog(seat: Seat | null, heading?: string): void {
    const lines = visibleLog(this.s.match.state.log, seat);
    const slot = seat ?? this.s.seats.length;
    const fresh = lines.slice(this.seen[slot]);
    this.seen[slot] = lines.length;
    if (fresh.length === 0) return;
    if (heading) this.s.terminal.line(this.s.style.dim(heading));
    // A long catch-up (the first turn of a hotseat game) keeps to its end; `log` shows it all.
    const shown = fresh.length > MAX_CATCH_UP ? fresh.slice(-MAX_CATCH_UP) : fresh;
    if (shown.length < fresh.length) this.s.terminal.line(this.s.style.dim(`  (${fresh.length - shown.length} earlier lines: type "log" to read them)`));
    for (const line of shown) this.s.terminal.line(`  ${line}`);
  }

  private showBoard(seat: Seat | null): void {
    const { terminal, style, match, adapter } = this.s;
    terminal.line(style.rule());
    terminal.line(adapter.render(match.view(seat), { seat, style }));
    terminal.line(style.rule());
  }

  /** In hotseat, hides the previous player's screen until the next one is ready. */
  private async handOff(seat: Seat): Promise<'ok' | 'quit'> {
    if (this.humans.length < 2 || this.onScreen === seat) return 'ok';
    const { terminal, style } = this.s;
    terminal.clear();
    terminal.line(style.bold(`Pass the device to ${this.names[seat]}.`));
    const answer = await terminal.ask(`${this.names[seat]}, press Enter when ready (others, look away) `);
    if (answer === null || answer.trim().toLowerCase() === 'quit') return 'quit';
    terminal.clear();
    this.onScreen = seat;
    return 'ok';
  }

  private async humanTurn(seat: Seat): Promise<PlayEnd | null> {
    const { match, terminal, style, adapter } = this.s;
    if ((await this.handOff(seat)) === 'quit') return this.quit(seat);
    this.onScreen = seat;
    this.showNewLog(seat, 'New in the log:');
    this.showBoard(seat);
    const legal = match.legalText(seat);
    const view = match.view(seat);
    const describe = adapter.describe ? (action: string) => adapter.describe!(action, view) : undefined;
    terminal.completions = [...legal, 'actions', 'board', 'log', 'rules', 'help', 'quit'];
    terminal.line(`${style.bold(this.names[seat]!)}, your move — ${legal.length} legal action${legal.length === 1 ? '' : 's'}:`);
    terminal.line(legalActionsText(legal, style, describe, terminal.width));
    while (true) {
      const input = await terminal.ask(`${this.names[seat]}> `);
      if (input === null) return this.quit(seat, true);
      const word = input.trim().toLowerCase();
      if (word === '') terminal.line(style.dim(`Type a number from 1 to ${legal.length}, an action, or "help".`));
      else if (word === 'help' || word === '?') terminal.line(HELP);
      else if (word === 'actions' || word === 'legal') terminal.line(legalActionsText(legal, style, describe, terminal.width));
      else if (word === 'board') this.showBoard(seat);
      else if (word === 'log') for (const line of visibleLog(match.state.log, seat)) terminal.line(`  ${line}`);
      else if (word === 'rules' || word.startsWith('rules ')) terminal.line(rulesText(adapter.rules(), word.slice(5)));
      else if (word === 'quit' || word === 'exit') {
        const end = await this.quit(seat);
        if (end) return end;
      } else {
        const choice = chooseAction(match.game, legal, input);
        if (choice.kind === 'error') terminal.line(style.fail(choice.message));
        else if (choice.kind === 'several') {
          terminal.line(`${choice.indexes.length} actions begin with "${input.trim()}":`);
          terminal.line(numberedActions(legal, choice.indexes, style, describe, terminal.width));
        } else {
          const result = match.act(seat, legal[choice.index]!);
          if (!result.ok) terminal.line(style.fail(result.error.message));
          else {
            terminal.line(style.good(`${style.plain ? '->' : '→'} ${legal[choice.index]}`));
            return null;
          }
        }
      }
    }
  }

  /** `quit` (or the input ending): offers to save so the game can be resumed. */
  private async quit(seat: Seat, inputEnded = false): Promise<PlayEnd | null> {
    const { terminal, match } = this.s;
    let save = true;
    if (!inputEnded) {
      const answer = await terminal.ask('Save this game to resume it later? [Y/n/c(ancel)] ');
      const word = (answer ?? 'y').trim().toLowerCase();
      if (word.startsWith('c')) return null;
      save = !word.startsWith('n');
    } else terminal.line('Stopping (Ctrl-C or the end of the input): saving the game so it can be resumed.');
    if (!save) {
      terminal.line(`${this.names[seat]} quit; the game was not saved.`);
      return { outcome: null, savedTo: null };
    }
    const path = this.s.save(match.toRecord(this.s.meta));
    terminal.line(`Game saved to ${path}`);
    terminal.line(`Resume with: npx decktet play --resume ${path}`);
    return { outcome: null, savedTo: path };
  }

  private finish(outcome: Outcome): PlayEnd {
    const { terminal, style, match } = this.s;
    // One human: the end seen from their seat; otherwise from the table (public information).
    const viewer = this.humans.length === 1 ? this.humans[0]! : null;
    if (this.humans.length > 1) terminal.clear();
    this.showNewLog(viewer, 'Last moves:');
    this.showBoard(viewer);
    terminal.line(style.bold(`Game over: ${outcome.summary}`));
    for (const [i, name] of this.names.entries()) {
      const result = outcome.results[i]!;
      const paint = result === 'win' ? style.good : result === 'loss' ? style.bad : style.warn;
      const points = outcome.points ? ` (${outcome.points[i]})` : '';
      terminal.line(`  ${name}: ${paint(result)}${points}`);
    }
    const path = this.s.save(match.toRecord(this.s.meta));
    terminal.line(`Game record saved to ${path}`);
    terminal.line(style.dim(`Replay it with: npx decktet replay ${path}`));
    return { outcome, savedTo: path };
  }
}
