import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Seat } from '@decktet/engine';
import type { Style } from '../terminal/style';

export interface RenderContext {
  /** Whose view this is (null: a spectator). */
  readonly seat: Seat | null;
  readonly style: Style;
}

/** What `preview` may use: the seat's view and legal actions, and the rules' reason for a refusal. */
export interface PreviewContext extends RenderContext {
  readonly view: unknown;
  readonly legal: readonly string[];
  /** Why an action (in notation) would be refused now, or null if it is legal. */
  readonly why: (action: string) => string | null;
  /** Columns to lay lines out in. */
  readonly width?: number;
}

/** Command-line choices that become a game's config. */
export interface TableOptions {
  /** How many seats the table has (from --seats). */
  readonly seats: number;
  /** Per-seat starting health (--health), where the game has health. */
  readonly health?: readonly number[];
  /** Whether the last seat is the game's own automaton (Dueling Runes solitaire). */
  readonly automaton: boolean;
}

/** What the terminal needs to know about one game beyond the contract: how to draw it and set it up. */
export interface GameAdapter {
  readonly id: string;
  /** The board, from a seat's (or a spectator's) view. */
  render(view: unknown, ctx: RenderContext): string;
  /** The raw config for a table (validated by the game's own schema afterwards); a string is an error. */
  config(options: TableOptions): unknown;
  /** The rules text shown by the `rules` command. */
  rules(): string;
  /** Who faces whom, from a spectator's view, when the seats do not say it all (the automaton). */
  tableLine?(view: unknown): string;
  /** A few words saying what a legal action does, shown beside it ("Ice Bolt 1 at Bo"); null: nothing to add. */
  describe?(action: string, view: unknown): string | null;
  /** A line for the legend of glyphs: what the suits (and other marks) mean in this game. */
  legend?(style: Style): string;
  /** `preview …` at the prompt: what an action would do, worked out from the seat's view alone. */
  preview?(args: string, ctx: PreviewContext): string;
  /**
   * With auto-pass on, the action taken for a human seat without asking (declining a reaction it
   * may cast) and what it declined ("the reaction window after the reveal"), or null when this
   * decision is not such a reaction.
   */
  autoPass?(view: unknown, legal: readonly string[]): { readonly action: string; readonly what: string } | null;
  /** Whether a seat may be the game's own automaton. */
  readonly automaton?: boolean;
  /** The default table when --seats is not given. */
  readonly defaultSeats: string;
}

/** Reads a file shipped beside a workspace package (its RULES.md). */
export function packageFile(pkg: string, file: string): string {
  try {
    const entry = import.meta.resolve(pkg);
    return readFileSync(fileURLToPath(new URL(`../${file}`, entry)), 'utf8');
  } catch {
    return `(${file} of ${pkg} is not available)`;
  }
}

/** A fallback for a game without its own renderer: the view as indented data. */
export function renderData(view: unknown): string {
  const lines: string[] = [];
  const walk = (value: unknown, indent: string, key: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      lines.push(`${indent}${key}:`);
      for (const [k, v] of Object.entries(value)) walk(v, indent + '  ', k);
    } else lines.push(`${indent}${key}: ${JSON.stringify(value)}`);
  };
  if (view && typeof view === 'object') for (const [k, v] of Object.entries(view)) walk(v, '', k);
  else lines.push(JSON.stringify(view));
  return lines.join('\n');
}
