import type { z } from 'zod';
import type { Rng } from '@decktet/decktet';
import type { Result, RuleError } from './result';

/** A seat is a 0-based index into the match's players. */
export type Seat = number;

/** A fact in a log event: a number, a string (a card id, a word), or a list of those. A seat is its number. */
export type LogValue = number | string | readonly (number | string)[];

/**
 * What a log line says, as plain JSON facts instead of English words: `type` names the kind of
 * line in the game's own words (`draw`, `play`, `turn` …), the other fields hold its facts (seats,
 * card ids, counts), so that a client can word it in its player's language. It says exactly what
 * the line's text says, no more: it goes wherever the text goes and nowhere else. A `turn` event
 * marks the line that opens a turn.
 */
export interface LogEvent {
  readonly type: string;
  readonly [field: string]: LogValue | undefined;
}

/**
 * One line of the game's log. `seats` lists the only seats allowed to read it (a private line,
 * e.g. "You draw the Mill"); without it the line is public. `event`, where the game gives one,
 * says the same as `text` as structured facts (see `LogEvent`).
 */
export interface LogEntry {
  readonly text: string;
  readonly seats?: readonly Seat[];
  readonly event?: LogEvent;
}

/** A log entry as a seat reads it: its text and, where the game gives one, its event. */
export type VisibleEntry = Pick<LogEntry, 'text' | 'event'>;

/** Every game state is plain JSON and carries its log and its players' names. */
export interface BaseState {
  log: LogEntry[];
  names: string[];
}

export type SeatResult = 'win' | 'loss' | 'draw';

export interface Outcome {
  /** One entry per seat. */
  readonly results: readonly SeatResult[];
  /** Per-seat score in [0, 1] for rating and search: 1 win, 0.5 shared/draw, 0 loss (games may refine). */
  readonly scores: readonly number[];
  /** Game points where the game has them (Hieroglyphs' ranks, Dueling Runes' remaining health). */
  readonly points?: readonly number[];
  /** A readable one-line summary: "Ada wins with 3 health left". */
  readonly summary: string;
}

/** Options for `setup`. */
export interface SetupOptions<Layout> {
  /** Fixes every hidden order (decks, hands, tombs) so that any position can be built. */
  readonly layout?: Layout;
  /** The players' names, one per seat (default "Player 1", "Player 2", …). */
  readonly names?: readonly string[];
}

/** A leaderboard of a game: the settings (a config, before validation) its rated tables are played with. */
export interface RatingPool {
  /** Stable id, used by storage and the protocol: the game's id for its first pool (`dueling-runes-advanced` for another). */
  readonly id: string;
  /** The leaderboard's name as players read it: "Dueling Runes — Advanced Game". */
  readonly name: string;
  readonly config: Readonly<Record<string, unknown>>;
}

/**
 * The game contract. A game is a plain object; its state, actions and views are plain JSON.
 * Rules code is pure: no I/O, no clock, and no randomness but the state's own PRNG.
 */
export interface Game<State extends BaseState, Action, View, Config, Layout = never> {
  /** Stable id used by records and the protocol: `dueling-runes`. */
  readonly id: string;
  /** The name shown to players. */
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Validates and fills defaults for a config; errors name the offending field. */
  readonly configSchema: z.ZodType<Config, unknown>;
  /**
   * Settings a simulation of bots (the arena, `decktet sim`, benchmarks) plays with unless its
   * config sets them, such as a turn limit that keeps every random game finite; a game people play
   * has none of them unless its creator sets them.
   */
  readonly simulationConfig?: Readonly<Record<string, unknown>>;
  /**
   * Settings a recorded config without them is read with: what they were when such records were
   * written, before their default changed (a record stores its whole config, so only a record
   * written by other means, or before the setting existed, can lack them). Given as a function,
   * it reads the whole recorded config (a default that depends on another setting).
   */
  readonly recordedConfigDefaults?: Readonly<Record<string, unknown>> | ((recorded: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>>);
  /**
   * The turn limit a (validated) config sets, null for none. A game whose length a setting bounds
   * declares it, so that a server can keep tables of bots only finite; a game without it ends by
   * itself within a bounded number of turns.
   */
  turnLimit?(config: Config): number | null;
  /**
   * The standard settings rated play uses, one leaderboard (rating pool) each, most usual first:
   * a rated table is played with exactly one pool's settings (compared after validation, defaults
   * filled), and its result counts on that pool's leaderboard only. The first pool's id is the
   * game's id. A game without pools is never rated; any other settings are unrated.
   */
  readonly ratingPools?: readonly RatingPool[];
  /** Validates a layout override. */
  readonly layoutSchema?: z.ZodType<Layout, unknown>;
  /** How many seats a (validated) config asks for. */
  seatCount(config: Config): number;

  setup(config: Config, seed: string, options?: SetupOptions<Layout>): Result<State>;
  /** Who owes a decision now. Several seats = a simultaneous decision; a seat that has chosen drops out. Empty when over. */
  pending(state: State): Seat[];
  /** Complete and exact: an action is legal iff it is (by its notation) in this list. */
  legalActions(state: State, seat: Seat): Action[];
  /** Pure: never changes `state`. An illegal or malformed action returns a RuleError. */
  apply(state: State, seat: Seat, action: Action): Result<State>;
  /**
   * Optional: takes back the hidden choice `seat` made in a simultaneous decision that is not yet
   * revealed (another seat still owes), so that the seat owes that decision again. Pure, like
   * `apply`. It is not an action: never in `legalActions`, never chosen by random playouts, so it
   * changes no playout; records keep it as a `withdraw` step (`WITHDRAW_STEP`). With nothing to
   * take back it returns a RuleError and nothing changes.
   */
  withdraw?(state: State, seat: Seat): Result<State>;
  /**
   * Optional: the game's own turn number in this state (the one its log and players speak of, from
   * 1), public to every seat. Online play names it when the AI begins to cover a seat ("from turn
   * 12"); without it the server counts the seat's own decisions instead.
   */
  turnNumber?(state: State): number;
  /**
   * What `seat` may know (null: a spectator), nothing more. Plain JSON. The log is not part of the
   * view: read it with `visibleEntries(state.log, seat)` (or its texts alone with `visibleLog`).
   */
  view(state: State, seat: Seat | null): View;
  outcome(state: State): Outcome | null;
  /** Stable, readable notation; round-trips with parseAction. */
  formatAction(action: Action): string;
  parseAction(text: string): Result<Action>;
  /** A full state consistent with everything `seat` has observed, as seen in `view` (a determinization). */
  sampleState(view: View, seat: Seat, rng: Rng): State;
  /**
   * A state that differs from `state` only in information hidden from `seat` (hidden orders and
   * hands reshuffled among themselves). The conformance suite checks that `view` cannot tell them apart.
   */
  randomizeHidden(state: State, seat: Seat, rng: Rng): State;
  /**
   * Optional: the game's secret windows (Dueling Runes' reaction windows, DR-16), moments in which
   * whether a seat is asked at all is hidden information. A server shows every window to everyone
   * alike, for at least a set time, whoever was asked in it (docs/security.md).
   */
  readonly secretWindows?: SecretWindows<State, Action>;
  /**
   * Optional private fast path for AI playouts: applies a legal action in place, skipping
   * validation and logging. Must reach the same state as `apply` apart from the log.
   */
  applyInPlace?(state: State, seat: Seat, action: Action): void;
  /** Optional fast deep copy of a state (what `apply` itself uses); defaults to a JSON round-trip. */
  clone?(state: State): State;
  /**
   * Optional fast path for random playouts: for a pending seat, the very action
   * `rng.pick(legalActions(state, seat))` would choose, with the same draws from `rng`, without
   * building the list. The conformance suite checks the two agree.
   */
  randomAction?(state: State, seat: Seat, rng: Rng): Action;
  /**
   * Optional fast path for whole random playouts, in place: while the game is not over and fewer
   * than `maxActions` actions were played, the first pending seat plays `randomAction` — exactly
   * the loop a caller would run with the methods above, without the calls between steps. Returns
   * the number of actions played. The conformance suite checks it reaches the same state.
   * `memory`: working memory from `playoutMemory` that the caller keeps across its playouts;
   * without it the playout makes its own. Memory never changes which game is played.
   */
  randomPlayout?(state: State, rng: Rng, maxActions: number, memory?: PlayoutMemory): number;
  /**
   * Optional: working memory for `randomPlayout`, made by a caller that plays many random games
   * one after another (an AI search, a benchmark) and passed to each. The caller owns it; the game
   * keeps nothing between calls.
   */
  playoutMemory?(): PlayoutMemory;
}

/**
 * A game's working memory for random playouts (`Game.playoutMemory`): opaque to callers, who only
 * keep it and pass it back to the same game's `randomPlayout`, one playout at a time. Whatever it
 * holds, a playout with it plays exactly the game a playout without it plays.
 */
export interface PlayoutMemory {
  readonly playoutMemoryOf: string;
}

/** A deep copy of a state through the game's own fast path when it has one. */
export function cloneState<S extends BaseState>(game: { clone?(state: S): S }, state: S): S {
  return game.clone ? game.clone(state) : (JSON.parse(JSON.stringify(state)) as S);
}

/**
 * A game with its type parameters erased, for registries and tools that handle any game
 * (methods are bivariant in their parameters, so every Game is an AnyGame).
 */
/**
 * A game's secret windows: decisions whose very asking is hidden. Who owes one is known only to
 * that seat; what every other seat and spectator is sent must be the same whoever was asked.
 */
export interface SecretWindows<State, Action> {
  /** Whether `state` stands in a secret window (the game's view already hides who is asked in it). */
  isOpen(state: State): boolean;
  /**
   * The windows that opened while `seat` played `action` (legal) in `state`, as the states they
   * opened in, in order: those nobody was asked in included. The last one may be the result itself.
   */
  openedBy(state: State, seat: Seat, action: Action): State[];
  /**
   * Optional: `apply` and `openedBy` in one go, for a caller that needs both (a server checking an
   * action and showing the windows it opened): the same result as `apply`, with the same windows
   * `openedBy` finds when it succeeds, the action played once.
   */
  applyOpening?(state: State, seat: Seat, action: Action): Result<{ readonly state: State; readonly opened: State[] }>;
  /** How many recorded steps so far were decisions in a secret window: a table counts only the rest as moves. */
  decisionsIn(state: State): number;
  /** What a seat whose time runs out in a window decides: the choice a quick player makes, so nothing tells them apart. */
  timeoutAction(state: State, seat: Seat): Action;
}

export type AnyGame = Game<BaseState, unknown, unknown, unknown, unknown>;

export function isRuleError(value: unknown): value is RuleError {
  return typeof value === 'object' && value !== null && typeof (value as RuleError).code === 'string' && typeof (value as RuleError).message === 'string';
}
