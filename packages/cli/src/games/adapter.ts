import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GameEntry, Seat } from '@decktet/engine';
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

/**
 * A number given per seat on the command line (`--health 12` for all, `--health 12,8` one each),
 * declared by a game that has such a setting. Its values cover every seat, the automaton's last.
 */
export interface SeatNumberOption {
  /** The flag's name without dashes, one lower-case word: `health` is `--health`. */
  readonly flag: string;
  /** What the number is, for `--help`: "starting health". */
  readonly description: string;
  /** The least value allowed. */
  readonly min: number;
}

/** Command-line choices that become a game's config. */
export interface TableOptions {
  /** How many seats the table has (from --seats), the automaton not counted. */
  readonly seats: number;
  /** The per-seat numbers given, by flag (the game's `seatNumbers`), one per seat with the automaton's last. */
  readonly seatNumbers: Readonly<Record<string, readonly number[]>>;
  /** Whether the game's own automaton plays at this table (the game declares `automaton`). */
  readonly automaton: boolean;
}

/**
 * A game's entry in the terminal's registry: the rules, and what the terminal needs beyond the
 * contract to draw the game and set a table up. The generic play, replay and command code learns
 * everything about a game from here.
 */
export interface GameAdapter extends GameEntry {
  /** The board, from a seat's (or a spectator's) view. */
  render(view: unknown, ctx: RenderContext): string;
  /** The raw config for a table (validated by the game's own schema afterwards); a string is an error. */
  config(options: TableOptions): unknown;
  /** The rules text shown by the `rules` command. */
  rules(): string;
  /** The variant the table plays, from a spectator's view, named for players ("Advanced Game"); null: the game's usual rules. */
  variant?(view: unknown): string | null;
  /** Who faces whom, from a spectator's view, when the seats do not say it all (the automaton). */
  tableLine?(view: unknown): string;
  /** A few words saying what a legal action does, shown beside it ("Ice Bolt 1 at Bo"); null: nothing to add. */
  describe?(action: string, view: unknown): string | null;
  /** Why a legal action can change nothing (a Heal at full health…), from the seat's view; null when it can. The player is asked to confirm it first. */
  futile?(action: string, view: unknown): string | null;
  /** A line for the legend of glyphs: what the suits (and other marks) mean in this game, at this table (a spectator's view of it). */
  legend?(style: Style, view: unknown): string;
  /** `preview …` at the prompt: what an action would do, worked out from the seat's view alone. */
  preview?(args: string, ctx: PreviewContext): string;
  /**
   * With auto-pass on, the action taken for a human seat without asking (declining a reaction it
   * may cast) and what it declined ("the reaction window after the reveal"), or null when this
   * decision is not such a reaction.
   */
  autoPass?(view: unknown, legal: readonly string[]): { readonly action: string; readonly what: string } | null;
  /** The game has an automaton of its own that may take the last seat (`--seats human,automaton`; a lone player faces it). */
  readonly automaton?: boolean;
  /** Numbers the command line may give per seat (`--health`). */
  readonly seatNumbers?: readonly SeatNumberOption[];
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

/** The game a table plays, with its variant: "Dueling Runes (Advanced Game)", from a spectator's view. */
export function gameTitle(adapter: GameAdapter, view: unknown): string {
  const variant = adapter.variant?.(view) ?? null;
  return variant ? `${adapter.game.name} (${variant})` : adapter.game.name;
}
