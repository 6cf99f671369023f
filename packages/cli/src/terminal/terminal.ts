import { createInterface, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fitToWidth } from './fit';
import { asciiOnly } from './style';

/**
 * Line-based conversation with a player: prompts, answers, screen clearing. Works the same on a
 * real terminal and on piped input (scripted sessions), where lines may arrive before they are asked for.
 */
export class Terminal {
  private readonly rl: Interface;
  private readonly queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;
  /** Words offered by Tab completion (the current legal actions and commands). */
  completions: string[] = [];

  constructor(
    private readonly input: Readable,
    private readonly output: Writable & { isTTY?: boolean },
    /** --plain: everything written is turned into ASCII. */
    private readonly ascii = false,
  ) {
    const interactive = output.isTTY === true && (input as Readable & { isTTY?: boolean }).isTTY === true;
    this.rl = createInterface({
      input,
      output,
      terminal: interactive,
      completer: interactive ? (line: string) => [this.completions.filter((c) => c.startsWith(line)), line] : undefined,
    });
    this.rl.on('line', (line) => this.deliver(line));
    this.rl.on('close', () => {
      this.ended = true;
      this.deliver(null);
    });
  }

  /** Columns to lay lists out in (100 when not a terminal). */
  get width(): number {
    return this.columns ?? 100;
  }

  /** How long a horizontal rule is: 60 columns, or the terminal's width if narrower. */
  get ruleWidth(): number {
    return Math.min(this.width, 60);
  }

  /** The terminal's width, undefined when the output is not a terminal (a pipe, a file, a test). */
  private get columns(): number | undefined {
    return (this.output as { columns?: number }).columns;
  }

  get isTTY(): boolean {
    return this.output.isTTY === true;
  }

  private deliver(line: string | null): void {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(line);
    } else if (line !== null) this.queue.push(line);
  }

  write(text: string): void {
    this.output.write(this.ascii ? asciiOnly(text) : text);
  }

  /** Writes a line; on a real terminal, a line wider than it is broken between words (fit.ts). */
  line(text = ''): void {
    // Made ASCII first (--plain), so the width measured is the width shown.
    const shown = this.ascii ? asciiOnly(text) : text;
    this.write((this.columns === undefined ? shown : fitToWidth(shown, this.columns)) + '\n');
  }

  /** Asks for one line; null when the input has ended. */
  ask(prompt: string): Promise<string | null> {
    this.rl.setPrompt(this.ascii ? asciiOnly(prompt) : prompt);
    this.rl.prompt();
    const queued = this.queue.shift();
    if (queued !== undefined) {
      // Piped input is not echoed by a terminal: echo it so a transcript reads like a session.
      if (!this.isTTY) this.output.write(queued + '\n');
      return Promise.resolve(queued);
    }
    if (this.ended) {
      if (!this.isTTY) this.output.write('\n');
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      this.waiting = (line) => {
        if (!this.isTTY) this.output.write((line ?? '') + '\n');
        resolve(line);
      };
    });
  }

  /** Clears the screen on a terminal (so a hand-off hides the previous hand); a divider otherwise. */
  clear(): void {
    if (this.isTTY) this.output.write('\x1b[2J\x1b[3J\x1b[H');
    else this.output.write('\n' + '='.repeat(60) + '\n\n');
  }

  close(): void {
    this.rl.close();
  }
}
