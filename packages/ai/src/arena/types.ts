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
  /** The bars; `ci`, where given, is a 95% interval drawn as a whisker. */
  readonly bars: readonly { readonly label: string; readonly value: number; readonly ci?: readonly [number, number] }[];
  /** How values are shown: a share (0–1, shown as %) or a plain number. */
  readonly unit?: 'share' | 'number';
}

/** A table of figures: one record per row, by column key (null: no value, such as a rate over no games). */
export interface StatsTable {
  readonly title: string;
  readonly columns: readonly { readonly key: string; readonly label: string; readonly unit?: 'share' | 'number' | 'text' }[];
  readonly rows: readonly Readonly<Record<string, string | number | null>>[];
}

/** The game-specific part of an arena summary. */
export interface GameStatsSummary {
  readonly figures: Readonly<Record<string, number>>;
  readonly charts: readonly BarChart[];
  /** Figures by row (per spell, say), in the JSON summary and the report. */
  readonly tables?: readonly StatsTable[];
}
