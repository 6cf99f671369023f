import type { ComponentType } from 'react';
import type { AnyGame, Seat } from '@decktet/engine';

/** How a game is played here. A table that is told nothing is online or a replay. */
export type PlayMode = 'ai' | 'hotseat' | 'online';

/** Player-chosen settings that change how a table behaves, kept in the browser. */
export interface PlaySettings {
  /**
   * Dueling Runes: pass reaction windows without asking, remembered for each local mode on its
   * own. Online games never read it: each starts with it off.
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
  /** The viewer's readable log (the table may show the latest lines). */
  log: readonly string[];
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
}

/** A game as the web client knows it: the rules package plus its table and rules text. */
export interface GameUi {
  game: AnyGame;
  /** One line for the game picker, for a game the catalogue does not describe (src/i18n/games.ts). */
  blurb?: string;
  Table: ComponentType<TableProps>;
  /** The players' rules text (markdown), loaded on demand. */
  rules(): Promise<string>;
  /** The config for a new game from the setup form's options. */
  config(options: Record<string, unknown>, seats: number): unknown;
  /** Options the setup form offers for this game. */
  options?: readonly GameOption[];
}

export type GameOption =
  | { kind: 'boolean'; key: string; label: string; default: boolean }
  | { kind: 'number'; key: string; label: string; default: number; min: number; max: number };
