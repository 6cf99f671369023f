import type { ComponentType } from 'react';
import type { DuelPool } from '../lab/runner';
import type { AnyGame, BaseState, GameEntry, LogEvent, Seat, VisibleEntry } from '@decktet/engine';

/** How a game is played here. A table that is told nothing is online or a replay. */
export type PlayMode = 'ai' | 'hotseat' | 'online';

/** Player-chosen settings that change how a table behaves, kept in the browser. */
export interface PlaySettings {
  /**
   * Pass reaction windows without asking (in a game that has them), remembered for each local
   * mode on its own. Online games never read it: each starts with it off.
   */
  autoPassReactions: Partial<Record<Exclude<PlayMode, 'online'>, boolean>>;
  /** Shorter animations (also honoured from prefers-reduced-motion). */
  reducedMotion: boolean;
}

/**
 * What every game table receives. `legal` holds exactly the actions the viewer may take now
 * (game action objects); a table offers only those and hands the chosen one to `onAction`.
 */
export interface TableProps {
  game: AnyGame;
  view: unknown;
  /** The seat whose view this is; null for a spectator or a replay seen from the public side. */
  seat: Seat | null;
  legal: readonly unknown[];
  pending: readonly Seat[];
  names: readonly string[];
  /**
   * The viewer's readable log, each entry with its event where the game gives one (the table may
   * show the latest lines, worded through the game's `logLine`).
   */
  log: readonly VisibleEntry[];
  onAction(action: unknown): void;
  /** True while an action is in flight (online) or the table is read-only (replay). */
  busy: boolean;
  settings: PlaySettings;
  /** How this game is played (settings such as auto-pass are kept per mode); undefined: online or a replay. */
  mode?: PlayMode;
  /** A replay: the position is history, so nobody is shown as thinking and nothing is asked. */
  readOnly?: boolean;
  /** Takes back the viewer's secret choice before it is revealed; absent where that is not offered. */
  onWithdraw?(): void;
  /**
   * The table stands in a lesson of the tutorial, whose text explains what it shows: the table
   * leaves out what the lesson does not teach (Dueling Runes: its auto-pass switch).
   */
  lesson?: boolean;
}

/** How a replay tells a game's actions in words, and which turn each belongs to (the game's own package knows). */
export interface Narrator {
  /** `action` by `seat` in `state` (the state before it), as `viewer` may read it. */
  describe(state: BaseState, seat: Seat, action: unknown, viewer: Seat | null): string;
  turnOf(state: BaseState): { number: number; title: string };
}

/** A game's rules for players (markdown) and the language they are written in. */
export interface RulesText {
  readonly text: string;
  readonly language: string;
}

/**
 * A game's entry in the web client's registry (src/games/index.ts): the rules package plus its
 * table, rules text, words and set-up options. The generic screens learn everything about a game
 * from here.
 */
export interface GameUi extends GameEntry {
  /** The game's name in the player's language (a getter reading the catalogue); without it, the rules package's English name. */
  readonly name?: string;
  /** A leaderboard (rating pool) of the game other than its first, named in the player's language; undefined: the server's name. */
  poolName?(poolId: string): string | undefined;
  /** One line for the game picker, in the player's language (a getter reading the catalogue). */
  readonly blurb?: string;
  /** Words the lobby shows beside a table's game for what its (unvalidated) config sets apart, in the player's language (Dueling Runes: "Advanced Game"). */
  tableTags?(config: unknown): readonly string[];
  /**
   * The variant a table plays — read from its (unvalidated) config, or from a view of it where no
   * config is at hand (an online table) — named in the player's language ("Advanced Game"),
   * with the anchor of its section in the rules in that language; null: the game's usual rules.
   * Every screen that names the game names the variant too.
   */
  variant?(table: unknown): { readonly name: string; readonly rulesAnchor: string } | null;
  Table: ComponentType<TableProps>;
  /** The players' rules in `language` where the game has them, else in English; loaded on demand. */
  rules(language: string): Promise<RulesText>;
  /** The config for a new game from the setup form's options. */
  config(options: Record<string, unknown>, seats: number): unknown;
  /** Options the setup form offers for this game. */
  options?: readonly GameOption[];
  /**
   * The options after a player changed some (`before` → `after`): where one option's standard
   * value follows another's (Dueling Runes' starting health follows the Advanced Game's table), an
   * option the player left at its old standard value takes the new one. Without it, `after`.
   */
  followOptions?(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown>;
  /** Tells a replay's actions in words, turn by turn; without it each action is a turn, told by its first log line. */
  narrator?: Narrator;
  /**
   * A log line's event in the player's language (a function reading the catalogue), with the
   * players' names in seat order; undefined for an event it has no words for. Without it, or
   * without words, a line shows its own (English) text.
   */
  logLine?(event: LogEvent, names: readonly string[]): string | undefined;
  /** The game has lessons (src/tutorial), linked from its tile as "Learn to play". */
  tutorial?: boolean;
  /**
   * The game's workbench (`/lab`, linked from its tile and rules): where a designer changes what
   * the game exposes as data and runs a study of the change; loaded when picked. `pool` plays the
   * study's games.
   */
  workbench?: () => Promise<ComponentType<{ pool: () => DuelPool }>>;
}

/** A set-up option; its `label` is in the player's language (a getter reading the catalogue). */
export type GameOption =
  | { kind: 'boolean'; key: string; label: string; default: boolean; /** What choosing it means, in one sentence. */ hint?: string }
  | { kind: 'number'; key: string; label: string; default: number; min: number; max: number };
