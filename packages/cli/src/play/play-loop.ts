import { type GameRecord, type Outcome, type Seat, visibleLog } from '@decktet/engine';
import { type GameAdapter, gameTitle } from '../games/adapter';
import type { AnyMatch } from '../records';
import { printable, printableDeep } from '../terminal/printable';
import type { Style } from '../terminal/style';
import type { Terminal } from '../terminal/terminal';
import type { Bot } from './bots';
import { AutoPass, parseAutoPass } from './auto-pass';
import { chooseAction } from './choose';
import { helpText } from './help';
import { type Hints, NO_HINTS, hintText } from './hint';
import { legendText } from './legend';
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
  /** Start with auto-pass on for every human seat (--auto-pass). */
  readonly autoPass?: boolean;
  /** What `hint` asks (a game on this device only); without it `hint` is refused. */
  readonly hints?: Hints;
}

export interface PlayEnd {
  readonly outcome: Outcome | null;
  /** Where the record was saved (null: not saved). */
  readonly savedTo: string | null;
}

const MAX_CATCH_UP = 14;

/** The terminal game: asks humans, lets bots decide, hands the device over between humans. */
export class PlayLoop {
  private readonly humans: Seat[];
  /** How many visible log lines each seat (and index `seats` for the table) has already been shown. */
  private readonly seen: number[];
  /** The human whose screen is showing (hotseat hand-off when it changes). */
  private onScreen: Seat | null = null;
  private readonly autoPass: AutoPass;

  constructor(private readonly s: PlaySetup) {
    this.humans = s.seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
    this.seen = Array.from({ length: s.seats.length + 1 }, () => 0);
    this.autoPass = new AutoPass(this.humans, s.autoPass === true);
  }

  /** Names as the terminal shows them: a resumed record's names are shown, never obeyed (see printable). */
  private get names(): readonly string[] {
    return this.s.match.state.names.map(printable);
  }

  async run(): Promise<PlayEnd> {
    const { match, terminal, style } = this.s;
    const table = printableDeep(match.view(null));
    terminal.line(style.bold(gameTitle(this.s.adapter, table)) + style.dim(` — seed ${printable(match.seed)}`));
    terminal.line(this.s.adapter.tableLine?.(table) ?? this.names.join(' vs '));
    terminal.line(style.dim('Type "help" at any prompt for commands.'));
    terminal.line(style.dim(legendText(style, this.s.adapter, table)));
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
      if (this.passedForYou(seat)) continue;
      const quit = await this.humanTurn(seat);
      if (quit) return quit;
    }
  }

  private botTurn(seat: Seat): void {
    const { match } = this.s;
    const bot = this.s.bots[seat]!;
    const legal = match.legal(seat);
    // A search can take a moment: say so on a terminal, then wipe the line — but not in a secret
    // window (DR-35), where it would tell that this seat was asked.
    const secret = match.game.secretWindows?.isOpen(match.state) ?? false;
    const note = this.s.terminal.isTTY && this.humans.length > 0 && !secret;
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
    for (const line of shown) this.s.terminal.line(`  ${printable(line)}`);
  }

  private showBoard(seat: Seat | null): void {
    const { terminal, style, match, adapter } = this.s;
    terminal.line(style.rule(terminal.ruleWidth));
    terminal.line(adapter.render(printableDeep(match.view(seat)), { seat, style }));
    terminal.line(style.rule(terminal.ruleWidth));
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
    for (const note of this.autoPass.takeNotes(seat)) terminal.line(style.dim(note));
    this.showBoard(seat);
    const legal = match.legalText(seat);
    const view = printableDeep(match.view(seat));
    const describe = adapter.describe ? (action: string) => adapter.describe!(action, view) : undefined;
    const commands = ['actions', 'board', 'log', 'rules', 'help', 'quit', ...(this.s.hints ? ['hint'] : []), ...(adapter.preview ? ['preview'] : []), ...(adapter.autoPass ? ['autopass'] : [])];
    terminal.completions = [...legal, ...commands];
    // The rules' own reason for refusing an action (game.apply is pure: nothing changes).
    const why = (action: unknown) => {
      const r = match.game.apply(match.state, seat, action);
      return r.ok ? null : r.error.message;
    };
    terminal.line(`${style.bold(this.names[seat]!)}, your move — ${legal.length} legal action${legal.length === 1 ? '' : 's'}:`);
    terminal.line(legalActionsText(legal, style, describe, terminal.width));
    while (true) {
      const input = await terminal.ask(`${this.names[seat]}> `);
      if (input === null) return this.quit(seat, true);
      const word = input.trim().toLowerCase();
      if (word === '') terminal.line(style.dim(`Type a number from 1 to ${legal.length}, an action, or "help".`));
      else if (word === 'help' || word === '?') terminal.line(helpText(style, adapter, view, this.autoPass.isOn(seat), this.s.hints !== undefined));
      else if (word === 'hint') terminal.line(this.hint(seat, legal, describe));
      else if (word === 'preview' || word.startsWith('preview ')) for (const line of this.preview(seat, input.trim().slice(7), view, legal)) terminal.line(line);
      else if (word === 'autopass' || word.startsWith('autopass ')) {
        terminal.line(this.setAutoPass(seat, word.slice(8)));
        // Turned on in a reaction window: this window is passed at once.
        if (this.passedForYou(seat, true)) return null;
      }
      else if (word === 'actions' || word === 'legal') terminal.line(legalActionsText(legal, style, describe, terminal.width));
      else if (word === 'board') this.showBoard(seat);
      else if (word === 'log') for (const line of visibleLog(match.state.log, seat)) terminal.line(`  ${printable(line)}`);
      else if (word === 'rules' || word.startsWith('rules ')) terminal.line(rulesText(adapter.rules(), word.slice(5), { style, width: terminal.width }));
      else if (word === 'quit' || word === 'exit') {
        const end = await this.quit(seat);
        if (end) return end;
      } else {
        const choice = chooseAction(match.game, legal, input, why, commands);
        if (choice.kind === 'error') terminal.line(style.fail(printable(choice.message)));
        else if (choice.kind === 'several') {
          if (choice.note) terminal.line(style.fail(printable(choice.note)));
          terminal.line(`${choice.indexes.length} action${choice.indexes.length === 1 ? ' begins' : 's begin'} with "${input.trim()}":`);
          terminal.line(numberedActions(legal, choice.indexes, style, describe, terminal.width));
        } else {
          if (!(await this.confirmFutile(legal[choice.index]!, view))) continue;
          const result = match.act(seat, legal[choice.index]!);
          if (!result.ok) terminal.line(style.fail(printable(result.error.message)));
          else {
            terminal.line(style.good(`${style.plain ? '->' : '→'} ${legal[choice.index]}`));
            return null;
          }
        }
      }
    }
  }

  /** An action that can change nothing (the game's `futile`) is made only once the player says yes to the warning; anything but "y" or "yes" keeps the choice open. */
  private async confirmFutile(action: string, view: unknown): Promise<boolean> {
    const { terminal, style, adapter } = this.s;
    const why = adapter.futile?.(action, view) ?? null;
    if (why === null) return true;
    terminal.line(style.warn(`${style.plain ? '!' : '⚠'} ${printable(why)}.`));
    const answer = await terminal.ask(`Make "${action}" anyway? [y/N] `);
    if (/^y(es)?$/i.test(answer?.trim() ?? '')) return true;
    terminal.line(style.dim('Not made: choose again.'));
    return false;
  }

  /** `hint`: the teacher's choice for `seat`, judged from its view and legal actions only. */
  private hint(seat: Seat, legal: readonly string[], describe?: (action: string) => string | null): string {
    const { match, terminal, style } = this.s;
    const hints = this.s.hints;
    if (!hints) return NO_HINTS;
    const note = terminal.isTTY;
    if (note) terminal.write(style.dim('thinking…'));
    const analysis = hints.analyse(match.view(seat), match.legal(seat), seat);
    if (note) terminal.write('\r\x1b[2K');
    return hintText(analysis, legal, this.names[seat]!, hints.level, style, describe);
  }

  /** `preview …`: what an action would do, from the seat's view (games whose entry has a preview). */
  private preview(seat: Seat, args: string, view: unknown, legal: readonly string[]): string[] {
    const { match, adapter, style, terminal } = this.s;
    if (!adapter.preview) return [`${match.game.name} has no preview: type an action, or "help".`];
    const why = (text: string) => {
      const parsed = match.game.parseAction(text);
      if (!parsed.ok) return parsed.error.message;
      const r = match.game.apply(match.state, seat, parsed.value);
      return r.ok ? null : r.error.message;
    };
    // The view is already made printable (names from a record); the preview adds only its own styling.
    return adapter.preview(args, { view, legal, why, seat, style, width: terminal.width }).split('\n');
  }

  /** `autopass on|off` for this seat; a bare `autopass` says how it stands. */
  private setAutoPass(seat: Seat, args: string): string {
    const { match, adapter, style } = this.s;
    if (!adapter.autoPass) return `${match.game.name} has no reactions to pass: there is nothing to pass automatically.`;
    const wanted = parseAutoPass(args);
    if (typeof wanted === 'string') return style.fail(wanted);
    if (wanted !== null) this.autoPass.set(seat, wanted);
    const on = this.autoPass.isOn(seat);
    return on
      ? `Auto-pass is on for ${this.names[seat]}: reaction windows are passed without asking ("autopass off" to be asked again).`
      : `Auto-pass is off for ${this.names[seat]}: you are asked at every reaction window you can react in ("autopass on" to pass them all).`;
  }

  /**
   * With auto-pass on, takes the pass the game offers for `seat` without asking. Returns whether it
   * did. The seat is told; with several humans at the screen, only at its own next turn (unless
   * the seat is the one at the screen now, `here`).
   */
  private passedForYou(seat: Seat, here = false): boolean {
    const { match, adapter, terminal, style } = this.s;
    if (!this.autoPass.isOn(seat) || !adapter.autoPass) return false;
    const legal = match.legalText(seat);
    const pass = adapter.autoPass(match.view(seat), legal);
    if (pass === null || !legal.includes(pass.action)) return false;
    // Alone at the screen, the player reads what opened the window, then the pass, as it happens.
    const alone = this.humans.length === 1 || here;
    if (alone) this.showNewLog(seat, 'New in the log:');
    const result = match.act(seat, pass.action);
    if (!result.ok) return false;
    const line = `Auto-pass: ${this.names[seat]} passed ${pass.what} — "autopass off" to be asked.`;
    if (alone) terminal.line(style.dim(line));
    else this.autoPass.note(seat, line);
    return true;
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
    terminal.line(style.bold(`Game over: ${printable(outcome.summary)}`));
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
