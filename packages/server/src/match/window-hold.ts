import type { BaseState } from '@decktet/engine';
import { clockOf } from './clock';
import type { Table } from './table';

/**
 * How long every secret window (Dueling Runes' reaction windows, DR-16 and DR-36) stays on the
 * table at least, at a table with a person seated that somebody watches: long enough for a player
 * asked to answer at once (or for the client's automatic pass), so that a window nobody could
 * answer and one answered quickly look the same. Set with the server option `windowHoldMs`
 * (REACTION_HOLD_MS).
 */
export const DEFAULT_WINDOW_HOLD_MS = 1000;

/** The longest hold an operator may set: a window held longer only slows every table down. */
export const WINDOW_HOLD_MS_MAX = 10_000;

/** REACTION_HOLD_MS from the environment, when it is set: whole milliseconds from 0 to WINDOW_HOLD_MS_MAX. Throws saying what is wrong. */
export function windowHoldFromEnv(env: Readonly<Record<string, string | undefined>>): { windowHoldMs?: number } {
  const text = env.REACTION_HOLD_MS?.trim();
  if (text === undefined || text === '') return {};
  const ms = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms > WINDOW_HOLD_MS_MAX) throw new Error(`REACTION_HOLD_MS must be a whole number of milliseconds from 0 to ${WINDOW_HOLD_MS_MAX}, not "${env.REACTION_HOLD_MS}"`);
  return { windowHoldMs: ms };
}

/** A moment the table shows: a state, and the public move number it is shown with. */
export interface Shown {
  readonly state: BaseState;
  readonly seq: number;
}

/** What the hold needs of its room. */
export interface HeldTable extends Table {
  readonly closed: boolean;
  /** Runs `task` after every earlier operation on the room has finished. */
  serial<T>(task: () => Promise<T> | T): Promise<T>;
  /** Sends every socket the moment `shown` (the windows the rules closed at once), or the match as it stands now (null). */
  broadcast(shown: Shown | null): void;
  /** The match as it stands, as sockets are shown it; null before it starts. */
  liveMoment(): Shown | null;
  /**
   * Whether anyone may be watching: a socket of a seat or a spectator open here, or (with other
   * instances on the same storage, whose sockets are known only a moment late) possibly elsewhere.
   */
  watched(): boolean;
  /** Whether the match stands in a secret window now. */
  standsInWindow(): boolean;
}

/**
 * The pacing of what a room shows around secret windows. Each window that opened — one that
 * closed at once because nobody was asked included — is shown to everyone for at least the hold;
 * what happens meanwhile (a quick answer, a bot's move, a presence change) waits and is shown in
 * one update when the hold ends. Nothing sent then depends on who was asked: the same frames, at
 * the same times, unless a player asked takes longer than the hold to answer.
 */
export class WindowHold {
  /** Windows that opened and closed within a step, waiting to be shown, oldest first. */
  private readonly moments: Shown[] = [];
  /** Until when (server clock, epoch ms) the moment on show stays; 0: no hold. */
  private until = 0;
  /** The room's state changed while a hold ran: an update is owed when it ends. */
  private owed = false;
  /** The next update the match sends starts a hold: it shows a window the step opened. */
  private holdNext = false;
  private cancel: (() => void) | null = null;
  /** What the sockets were last shown: new sockets see the same until the next update. */
  showing: Shown | null = null;
  /** Whether anyone watched when the room last changed. */
  private watchedBefore = false;

  constructor(
    private readonly room: HeldTable,
    private readonly holdMs: number,
  ) {}

  /**
   * How long a window is held at this table: only where a person sits (bots alone are not watched
   * for it), and only while somebody watches (DR-36). With no socket open, nobody sees a window's
   * timing: its player asked cannot answer quickly (a live table passes for them at once, DR-38;
   * a turn-based one waits for them), the AI answers at once whether asked or not, and nothing
   * stored keeps a time. The match then moves on as it would have a hold later, and a socket that
   * opens sees it as it would have then; every window after it is held again.
   */
  private get ms(): number {
    return this.room.seats.some((s) => s.kind === 'human') && this.room.watched() ? this.holdMs : 0;
  }

  /**
   * A step was stored: `windows` are the windows it opened, as the states they opened in; the last
   * one is the match's own state when the step ended in it (`endsInWindow`). `seq` is the public move
   * number after the step.
   */
  stepped(windows: readonly BaseState[], endsInWindow: boolean, seq: number): void {
    const closed = endsInWindow ? windows.slice(0, -1) : windows;
    for (const state of closed) this.moments.push({ state, seq });
    if (endsInWindow) this.holdNext = true;
  }

  /** The room changed: its update goes out now, or when the hold ends. Call inside the room's `serial`. */
  changed(): void {
    this.owed = true;
    this.watchedAgain();
    this.flush();
  }

  /**
   * A socket opened at a table nobody watched: a window the match stands in (the AI's answer in it
   * may be on its way) is held from now, as every window a socket is shown, so that what the socket
   * sees next does not depend on who was asked in it.
   */
  private watchedAgain(): void {
    const watched = this.room.watched();
    const now = this.clockNow();
    if (watched && !this.watchedBefore && now >= this.until && this.room.standsInWindow()) {
      this.showing = this.room.liveMoment();
      this.until = now + this.ms;
    }
    this.watchedBefore = watched;
  }

  /** Sends what is due: the next window's moment, else the owed update, each starting its hold. */
  private flush(): void {
    for (;;) {
      const now = this.clockNow();
      // A hold ends early only when its last watcher has gone.
      if (now < this.until && this.ms > 0) return this.wait(this.until - now);
      const moment = this.moments.shift();
      if (moment) {
        this.showing = moment;
        this.room.broadcast(moment);
        // Held from when the last socket was sent it: building every socket's frame takes a moment too.
        this.until = this.clockNow() + this.ms;
        continue;
      }
      if (!this.owed) return;
      this.owed = false;
      const holding = this.holdNext;
      this.holdNext = false;
      this.room.broadcast(null);
      // A window the match stands in stays on show as sent, whatever is decided in it meanwhile.
      this.showing = holding ? this.room.liveMoment() : null;
      if (holding) this.until = this.clockNow() + this.ms;
      return;
    }
  }

  private clockNow(): number {
    return clockOf(this.room.ctx).now();
  }

  private wait(ms: number): void {
    if (this.cancel) return;
    this.cancel = clockOf(this.room.ctx).after(ms, () => {
      this.cancel = null;
      void this.room
        .serial(() => {
          if (!this.room.closed) this.flush();
        })
        .catch((e: unknown) => this.room.ctx.log.error({ err: e, match: this.room.id }, 'showing a reaction window failed'));
    });
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
    this.moments.length = 0;
  }
}
