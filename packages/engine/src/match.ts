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

/** A step `Match.check` accepted but did not record yet: `Match.commit` records it. */
export interface CheckedStep<State> extends ActResult<State> {
  /** The step as the record keeps it: the action in the game's notation, or `WITHDRAW_STEP`. */
  readonly step: RecordedAction;
  /** The state it was checked against: it may be committed only while the match is still there. */
  readonly from: State;
  /**
   * The secret windows the step opened, as the states they opened in (`SecretWindows.openedBy`;
   * none for a withdrawal or a game without them): only when the check was asked for them.
   */
  readonly windows?: readonly State[];
}

/** What a check finds out besides the step's result. */
export interface CheckOptions {
  /** Also find the secret windows the step opens (`CheckedStep.windows`), from the same apply where the game can. */
  readonly windows?: boolean;
}

/** Validates a config with the game's schema; the error names each offending field. */
export function parseConfig<C>(game: Game<BaseState, unknown, unknown, C, unknown>, raw: unknown): Result<C> {
  const parsed = game.configSchema.safeParse(raw ?? {});
  if (parsed.success) return ok(parsed.data);
  const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`).join('; ');
  return err('invalid-config', `invalid ${game.name} config — ${detail}`);
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
    return this.committed(this.check(seat, action));
  }

  /**
   * Takes back `seat`'s hidden choice before it is revealed (`Game.withdraw`), and records it; on
   * error (the game cannot, or there is nothing to take back) nothing changes.
   */
  withdraw(seat: Seat): Result<ActResult<State>> {
    return this.committed(this.checkStep({ seat, action: WITHDRAW_STEP }));
  }

  /** Replays a stored step (an action or a withdrawal) and records it; on error nothing changes. */
  replayStep(step: RecordedAction): Result<ActResult<State>> {
    return this.committed(this.checkStep(step));
  }

  /**
   * What an action (or its notation) for a seat would do, without doing it: `commit` the answer
   * to record it. For callers that must store a step before the match may move on (a server).
   */
  check(seat: Seat, action: Action | string, options: CheckOptions = {}): Result<CheckedStep<State>> {
    let parsed: Action;
    if (typeof action === 'string') {
      const p = this.game.parseAction(action);
      if (!p.ok) return p;
      parsed = p.value;
    } else parsed = action;
    const noSeat = this.noSeat(seat);
    if (noSeat) return noSeat;
    const notation = () => this.game.formatAction(parsed);
    const windows = options.windows ? this.game.secretWindows : undefined;
    if (!windows) return this.checked(seat, notation, this.game.apply(this.current, seat, parsed));
    if (windows.applyOpening) {
      const applied = windows.applyOpening(this.current, seat, parsed);
      return applied.ok ? this.checked(seat, notation, ok(applied.value.state), applied.value.opened) : applied;
    }
    const next = this.game.apply(this.current, seat, parsed);
    return next.ok ? this.checked(seat, notation, next, windows.openedBy(this.current, seat, parsed)) : next;
  }

  /** `check` for a recorded step: an action in the game's notation, or a withdrawal (`WITHDRAW_STEP`, which opens no window). */
  checkStep(step: RecordedAction, options: CheckOptions = {}): Result<CheckedStep<State>> {
    if (step.action !== WITHDRAW_STEP) return this.check(step.seat, step.action, options);
    if (!this.game.withdraw) return err('not-supported', `${this.game.name} has no hidden choice that can be taken back`);
    const noSeat = this.noSeat(step.seat);
    if (noSeat) return noSeat;
    return this.checked(step.seat, () => WITHDRAW_STEP, this.game.withdraw(this.current, step.seat), options.windows ? [] : undefined);
  }

  /**
   * Records a step `check` or `checkStep` accepted. The match must still be where it was checked:
   * a step checked against an earlier position is a caller's mistake, and throws.
   */
  commit(checked: CheckedStep<State>): ActResult<State> {
    if (checked.from !== this.current) throw new Error('this step was checked against an earlier position of the match: check it again');
    this.current = checked.state;
    this.log.push(checked.step);
    return { state: checked.state, added: checked.added };
  }

  /**
   * Carries the match on from a saved position: `steps` are recorded as played and `state` becomes
   * the current state, without replaying them. The caller vouches that replaying `steps` from the
   * current state gives `state` (as a server does for a snapshot checked against its log's
   * digest); records and `states()` still replay every step.
   */
  resumeFrom(steps: readonly RecordedAction[], state: State): void {
    this.log.push(...steps.map(({ seat, action }) => ({ seat, action })));
    this.current = state;
  }

  private noSeat(seat: Seat): Result<never> | null {
    if (Number.isInteger(seat) && seat >= 0 && seat < this.current.names.length) return null;
    return err('not-your-turn', `there is no seat ${seat} in this match`);
  }

  private checked(seat: Seat, notation: () => string, next: Result<State>, windows?: readonly State[]): Result<CheckedStep<State>> {
    if (!next.ok) return next;
    const from = this.current;
    const step = { step: { seat, action: notation() }, from, state: next.value, added: next.value.log.slice(from.log.length) };
    return ok(windows ? { ...step, windows } : step);
  }

  private committed(checked: Result<CheckedStep<State>>): Result<ActResult<State>> {
    return checked.ok ? ok(this.commit(checked.value)) : checked;
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
  static fromRecord(games: readonly AnyGame[] | AnyGame, raw: unknown, options: { verifyChecksum?: boolean } = {}): Result<AnyMatch> {
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
    const config = recordedConfigOf(game, record.config);
    const created = Match.create(game, config, record.seed, {
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

/** A match of any game, its type parameters erased (for servers and tools that run every game). */
export type AnyMatch = Match<BaseState, unknown, unknown, unknown, unknown>;

export type { RuleError };

/**
 * A config kept with a game (a record's, a stored match's) as the game reads it: a setting it
 * lacks is read as it was when such configs were written (`Game.recordedConfigDefaults`).
 */
export function recordedConfigOf(game: AnyGame, config: unknown): unknown {
  const defaults = game.recordedConfigDefaults;
  if (!defaults || typeof config !== 'object' || config === null || Array.isArray(config)) return config;
  const settings = config as Readonly<Record<string, unknown>>;
  return typeof defaults === 'function' ? defaults(settings) : { ...defaults, ...settings };
}
