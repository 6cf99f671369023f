import type { SeatResult } from '@decktet/engine';

/** One finished arena game. */
export interface ArenaGameResult {
  readonly index: number;
  readonly seed: string;
  /** For each seat, the index (into the arena's bot list) of the bot that sat there. */
  readonly botBySeat: readonly number[];
  readonly results: readonly SeatResult[];
  readonly scores: readonly number[];
  readonly points?: readonly number[];
  /** Actions taken, all seats together. */
  readonly actions: number;
  /** Time each seat spent deciding, in milliseconds. */
  readonly thinkMs: readonly number[];
  /** Decisions each seat made. */
  readonly decisions: readonly number[];
  /** Game-specific figures for this game (spells cast, overshoots, …). */
  readonly details: Readonly<Record<string, unknown>>;
}

/** A bar chart: the report's one kind of chart. */
export interface BarChart {
  readonly title: string;
  readonly bars: readonly { readonly label: string; readonly value: number }[];
  /** How values are shown: a share (0–1, shown as %) or a plain number. */
  readonly unit?: 'share' | 'number';
}

/** The game-specific part of an arena summary. */
export interface GameStatsSummary {
  readonly figures: Readonly<Record<string, number>>;
  readonly charts: readonly BarChart[];
}
