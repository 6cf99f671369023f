import type { AnyGame, BaseState, Game, LogEntry, Outcome, Seat, SetupOptions } from './contract';
import { visibleLog } from './log';
import { type GameRecord, type RecordedAction, RECORD_FORMAT, RECORD_VERSION, WITHDRAW_STEP, readGameRecord, sealRecord } from './record';
import { type Result, type RuleError, err, ok } from './result';

export interface MatchOptions<Layout> extends SetupOptions<Layout> {
  /** Who sits where, kept in the record ("human", "ai:hard", …). */
  readonly seats?: readonly string[];
}

export interface ActResult<State> {
  readonly state: State;
  /** Log entries this action added (filter them per seat with `visibleLog`). */
  readonly added: readonly LogEntry[];
}

/** Validates a config with the game's schema; the error names each offending field. */
export function parseConfig<C>(game: Game<BaseState, unknown, unknown, C, unknown>, raw: unknown): Result<C> {
  const parsed = game.configSchema.safeParse(raw ?? {});
  if (parsed.success) return ok(parsed.data);
  const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`).join('; ');
  return err('invalid-config', `invalid ${game.name} config — ${detail}`);
}

/**
 * Applies one recorded step to a state: an action in the game's notation, or a withdrawal
 * (`WITHDRAW_STEP`). For everything that replays stored steps (records, saved games, servers).
 */
export function applyStep<S extends BaseState>(game: Game<S, unknown, unknown, unknown, unknown>, state: S, step: RecordedAction): Result<S> {
  if (step.action === WITHDRAW_STEP) {
    if (!game.withdraw) return err('not-supported', `${game.name} has no hidden choice that can be taken back`);
    return game.withdraw(state, step.seat);
  }
  const parsed = game.parseAction(step.action);
  return parsed.ok ? game.apply(state, step.seat, parsed.value) : parsed;
}

/**
 * A running match: seed + config + action log, with the current state.
 * Replaying the same seed, config and actions reproduces every state exactly.
 */
export class Match<State extends BaseState, Action, View, Config, Layout> {
  private current: State;
  private readonly log: RecordedAction[] = [];

  private constructor(
    readonly game: Game<State, Action, View, Config, Layout>,
    readonly seed: string,
    readonly config: Config,
    readonly options: MatchOptions<Layout>,
    initial: State,
  ) {
    this.current = initial;
  }

  static create<S extends BaseState, A, V, C, L>(
    game: Game<S, A, V, C, L>,
    rawConfig: unknown,
    seed: string,
    options: MatchOptions<L> = {},
  ): Result<Match<S, A, V, C, L>> {
    const config = parseConfig(game as unknown as Game<BaseState, unknown, unknown, C, unknown>, rawConfig);
    if (!config.ok) return config;
    const state = game.setup(config.value, seed, options);
    if (!state.ok) return state;
    return ok(new Match(game, seed, config.value, options, state.value));
  }

  get state(): State {
    return this.current;
  }
  get actions(): readonly RecordedAction[] {
    return this.log;
  }
  pending(): Seat[] {
    return this.game.pending(this.current);
  }
  legal(seat: Seat): Action[] {
    return this.game.legalActions(this.current, seat);
  }
  legalText(seat: Seat): string[] {
    return this.legal(seat).map((a) => this.game.formatAction(a));
  }
  view(seat: Seat | null): View {
    return this.game.view(this.current, seat);
  }
  logFor(seat: Seat | null): string[] {
    return visibleLog(this.current.log, seat);
  }
  outcome(): Outcome | null {
    return this.game.outcome(this.current);
  }

  /** Applies an action (or its notation) for a seat; on error nothing changes. */
  act(seat: Seat, action: Action | string): Result<ActResult<State>> {
    let parsed: Action;
    if (typeof action === 'string') {
      const p = this.game.parseAction(action);
      if (!p.ok) return p;
      parsed = p.value;
    } else parsed = action;
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.current.names.length) {
      return err('not-your-turn', `there is no seat ${seat} in this match`);
    }
    const before = this.current.log.length;
    const next = this.game.apply(this.current, seat, parsed);
    if (!next.ok) return next;
    this.current = next.value;
    this.log.push({ seat, action: this.game.formatAction(parsed) });
    return ok({ state: next.value, added: next.value.log.slice(before) });
  }

  /**
   * Takes back `seat`'s hidden choice before it is revealed (`Game.withdraw`), and records it; on
   * error (the game cannot, or there is nothing to take back) nothing changes.
   */
  withdraw(seat: Seat): Result<ActResult<State>> {
    if (!this.game.withdraw) return err('not-supported', `${this.game.name} has no hidden choice that can be taken back`);
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.current.names.length) {
      return err('not-your-turn', `there is no seat ${seat} in this match`);
    }
    return this.record({ seat, action: WITHDRAW_STEP }, this.game.withdraw(this.current, seat));
  }

  /** Replays a stored step (an action or a withdrawal) and records it; on error nothing changes. */
  replayStep(step: RecordedAction): Result<ActResult<State>> {
    if (step.action === WITHDRAW_STEP) return this.withdraw(step.seat);
    return this.act(step.seat, step.action);
  }

  private record(step: RecordedAction, next: Result<State>): Result<ActResult<State>> {
    if (!next.ok) return next;
    const before = this.current.log.length;
    this.current = next.value;
    this.log.push(step);
    return ok({ state: next.value, added: next.value.log.slice(before) });
  }

  toRecord(meta?: Record<string, string>): GameRecord {
    return sealRecord({
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      game: this.game.id,
      seed: this.seed,
      config: this.config,
      names: [...this.current.names],
      ...(this.options.seats ? { seats: [...this.options.seats] } : {}),
      ...(this.options.layout !== undefined ? { layout: this.options.layout } : {}),
      actions: [...this.log],
      outcome: this.outcome(),
      ...(meta ? { meta } : {}),
    });
  }

  /**
   * Rebuilds a match from a record of any version (see `readGameRecord`), replaying and
   * validating every action. A corrupt, tampered or illegal record is rejected with an error
   * that says what was wrong.
   */
  static fromRecord(games: readonly AnyGame[] | AnyGame, raw: unknown, options: { verifyChecksum?: boolean } = {}): Result<Match<BaseState, unknown, unknown, unknown, unknown>> {
    const known: readonly AnyGame[] = Array.isArray(games) ? games : [games];
    const read = readGameRecord(raw, { ...options, games: known });
    if (!read.ok) return read;
    const record = read.value;
    const game = known.find((g) => g.id === record.game)!;
    let layout: unknown = record.layout;
    if (record.layout !== undefined && game.layoutSchema) {
      const l = game.layoutSchema.safeParse(record.layout);
      if (!l.success) return err('invalid-record', `the record's layout is invalid: ${l.error.issues[0]?.message ?? 'bad layout'}`);
      layout = l.data;
    }
    const created = Match.create(game, record.config, record.seed, {
      names: record.names,
      ...(record.seats ? { seats: record.seats } : {}),
      ...(layout !== undefined ? { layout } : {}),
    });
    if (!created.ok) return err('invalid-record', `the record cannot be set up: ${created.error.message}`);
    const match = created.value;
    for (const [i, step] of record.actions.entries()) {
      const r = match.replayStep(step);
      if (!r.ok) return err('invalid-record', `action ${i + 1} (seat ${step.seat + 1}: "${step.action}") cannot be replayed: ${r.error.message}`);
    }
    const outcome = match.outcome();
    if (JSON.stringify(outcome) !== JSON.stringify(record.outcome)) {
      return err('invalid-record', 'the record\'s result does not match the result of replaying its actions');
    }
    return ok(match);
  }

  /** Every state of the match, from setup to now (for replay viewers). */
  states(): State[] {
    const replayed = Match.create(this.game, this.config, this.seed, this.options);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const out = [replayed.value.state];
    for (const step of this.log) {
      const r = replayed.value.replayStep(step);
      if (!r.ok) throw new Error(r.error.message);
      out.push(r.value.state);
    }
    return out;
  }
}

export type { RuleError };
