import { type AnyGame, type BaseState, type GameRecord, Match, type Result, type Seat, type VisibleEntry, err, ok, recordedConfigOf, visibleEntries } from '@decktet/engine';
import { i18n } from '../i18n';
import { type SavedLocalGame, saveLocalGame } from './storage';

type AnyMatch = Match<BaseState, unknown, unknown, unknown, unknown>;

/**
 * Rebuilds a saved local game by replaying its actions; an unreadable save says why. A save keeps
 * its config as the game read it, and a setting it lacks is read as it was when it was saved, as a
 * record's is (a Dueling Runes Advanced Game saved before its tables had names plays the original
 * table).
 */
export function restoreMatch(game: AnyGame, saved: SavedLocalGame): Result<AnyMatch> {
  const created = Match.create(game, recordedConfigOf(game, saved.config), saved.seed, { names: saved.names, seats: saved.seats });
  if (!created.ok) return err(created.error.code, i18n.t('tutorial.local.cannotSetUp', { reason: created.error.message }));
  for (const [i, step] of saved.actions.entries()) {
    const r = created.value.replayStep(step);
    if (!r.ok) return err('invalid-record', i18n.t('tutorial.local.cannotReplay', { number: i + 1, reason: r.error.message }));
  }
  return ok(created.value);
}

/**
 * One local game in progress: the authoritative match lives in the page (no server), every
 * accepted action is saved at once so a reload resumes exactly where play stopped.
 */
export class LocalGameController {
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(
    readonly game: AnyGame,
    private saved: SavedLocalGame,
    readonly match: AnyMatch,
  ) {}

  static start(game: AnyGame, saved: SavedLocalGame): Result<LocalGameController> {
    const m = restoreMatch(game, saved);
    if (!m.ok) return m;
    return ok(new LocalGameController(game, saved, m.value));
  }

  get id(): string {
    return this.saved.id;
  }
  get info(): SavedLocalGame {
    return this.saved;
  }
  /** Changes on every accepted action (for React's useSyncExternalStore). */
  get snapshot(): number {
    return this.version;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isHuman(seat: Seat): boolean {
    return this.saved.seats[seat] === 'human';
  }
  botSpec(seat: Seat): string | null {
    const s = this.saved.seats[seat] ?? '';
    return s.startsWith('ai:') ? s.slice(3) : null;
  }
  humanSeats(): Seat[] {
    return this.saved.seats.flatMap((s, i) => (s === 'human' ? [i] : []));
  }

  pending(): Seat[] {
    return this.match.pending();
  }
  legal(seat: Seat): unknown[] {
    return this.match.legal(seat);
  }
  view(seat: Seat | null): unknown {
    return this.match.view(seat);
  }
  /** The log entries `seat` may read (text and event). */
  entries(seat: Seat | null): VisibleEntry[] {
    return visibleEntries(this.match.state.log, seat);
  }
  outcome() {
    return this.match.outcome();
  }

  /** Applies an action for a seat; on a rule error nothing changes and the error is returned. */
  act(seat: Seat, action: unknown): Result<true> {
    return this.changed(this.match.act(seat, action));
  }

  /** Can `seat` still take back its secret choice (the game allows it, and not everyone has chosen)? */
  canWithdraw(seat: Seat): boolean {
    const game = this.match.game;
    return this.isHuman(seat) && game.withdraw !== undefined && game.withdraw(this.match.state, seat).ok;
  }

  /** Takes back `seat`'s secret choice before the reveal; saved like an action, so a reload replays it. */
  withdraw(seat: Seat): Result<true> {
    return this.changed(this.match.withdraw(seat));
  }

  private changed(r: Result<unknown>): Result<true> {
    if (!r.ok) return r;
    this.saved = {
      ...this.saved,
      actions: [...this.match.actions],
      updatedAt: Date.now(),
      finished: this.match.outcome() !== null,
    };
    saveLocalGame(this.saved);
    this.version++;
    for (const l of this.listeners) l();
    return ok(true);
  }

  record(): GameRecord {
    return this.match.toRecord({ source: 'decktet-table web', mode: this.saved.mode, finishedAt: new Date(this.saved.updatedAt).toISOString() });
  }
}
