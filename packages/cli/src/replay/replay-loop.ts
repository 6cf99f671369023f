import { type Seat, visibleLog } from '@decktet/engine';
import { type GameAdapter, gameTitle } from '../games/adapter';
import type { AnyMatch } from '../records';
import { printable, printableDeep } from '../terminal/printable';
import type { Style } from '../terminal/style';
import type { Terminal } from '../terminal/terminal';

const HELP = [
  'Enter or n  next move          b  back one move',
  'j <move>    jump to a move (0 = the deal); a bare number works too',
  'first, last the deal / the end   log  every line so far   board  show again',
  'q           quit',
].join('\n');

/** Steps through a recorded match, seen by one seat or by a spectator. */
export class ReplayLoop {
  private readonly states;
  private at = 0;

  constructor(
    private readonly match: AnyMatch,
    private readonly adapter: GameAdapter,
    private readonly terminal: Terminal,
    private readonly style: Style,
    private readonly viewer: Seat | null,
  ) {
    this.states = match.states();
  }

  private get finished(): boolean {
    return this.match.outcome() !== null;
  }

  private get last(): number {
    return this.states.length - 1;
  }

  private show(): void {
    const { terminal, style, match } = this;
    const state = this.states[this.at]!;
    // Everything below comes from the record: names, actions and log lines are shown, never obeyed.
    const names = state.names.map(printable);
    terminal.line(style.rule(terminal.ruleWidth));
    if (this.at === 0) terminal.line(style.bold(`Move 0 of ${this.last}: the deal`));
    else {
      const step = match.actions[this.at - 1]!;
      // A secret choice stays secret in an unfinished game unless it is the viewer's own.
      const shown = this.finished || step.seat === this.viewer ? printable(step.action) : 'a hidden choice (see the log)';
      terminal.line(style.bold(`Move ${this.at} of ${this.last}: ${names[step.seat]} — ${shown}`));
    }
    // The lines this move added, as the viewer may read them.
    const before = this.at === 0 ? [] : visibleLog(this.states[this.at - 1]!.log, this.viewer);
    for (const line of visibleLog(state.log, this.viewer).slice(before.length)) terminal.line(`  ${printable(line)}`);
    terminal.line(this.adapter.render(printableDeep(match.game.view(state, this.viewer)), { seat: this.viewer, style }));
    if (this.at === this.last) {
      const outcome = match.game.outcome(state);
      terminal.line(style.bold(outcome ? `Game over: ${printable(outcome.summary)}` : 'End of the record (the game was saved unfinished).'));
    }
  }

  async run(): Promise<void> {
    const { terminal, style } = this;
    const who = this.viewer === null ? 'a spectator' : printable(this.match.state.names[this.viewer]!);
    terminal.line(style.bold(`Replay of ${gameTitle(this.adapter, printableDeep(this.match.game.view(this.states[0]!, null)))}`) + style.dim(` — seed ${printable(this.match.seed)}, ${this.last} moves, seen by ${who}. Type "help" for keys.`));
    this.show();
    while (true) {
      const input = await terminal.ask(`replay [${this.at}/${this.last}]> `);
      if (input === null) return;
      const word = input.trim().toLowerCase();
      const jump = /^(?:j|jump|g|go|goto)?\s*(\d+)$/.exec(word);
      if (word === '' || word === 'n' || word === 'next') this.move(this.at + 1);
      else if (word === 'b' || word === 'back' || word === 'p' || word === 'prev') this.move(this.at - 1);
      else if (jump) this.move(Number(jump[1]));
      else if (word === 'first' || word === 'start') this.move(0);
      else if (word === 'last' || word === 'end') this.move(this.last);
      else if (word === 'board') this.show();
      else if (word === 'log') for (const line of visibleLog(this.states[this.at]!.log, this.viewer)) terminal.line(`  ${printable(line)}`);
      else if (word === 'help' || word === '?') terminal.line(HELP);
      else if (word === 'q' || word === 'quit' || word === 'exit') return;
      else terminal.line(style.fail(`"${printable(input.trim())}" is not a replay command: Enter for the next move, b to go back, j <move> to jump, help for more`));
    }
  }

  private move(to: number): void {
    if (to < 0 || to > this.last) {
      this.terminal.line(this.style.fail(to < 0 ? 'already at the deal (move 0)' : `there is no move ${to}: the record has moves 0 to ${this.last}`));
      return;
    }
    this.at = to;
    this.show();
  }
}
