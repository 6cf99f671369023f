import { type AnyGame, type BaseState, type GameRecord, RECORD_FORMAT, RECORD_VERSION, type Seat, sealRecord } from '@decktet/engine';
import type { LiveMatchState, LiveSeatInfo, LiveServerMessage } from '@decktet/protocol';
import type { ServerContext } from '../context';
import type { ActionSource, StoredAction, StoredMatch, StoredSeat } from '../storage';
import { Automation } from './automation';
import { type ClientError, clientError } from './errors';
import { stateMessage } from './state-message';

/** A socket watching a match: a seat's player or a spectator (seat null). */
export interface RoomClient {
  readonly seat: Seat | null;
  /** How much of the game log this client has been sent (index into state.log). */
  sentLog: number;
  send(message: LiveServerMessage): void;
}

export type ActReply = { ok: true; seq: number; duplicate: boolean } | { ok: false; error: ClientError };

const MAX_WRITE_ATTEMPTS = 8;

/**
 * One match held in memory by this instance: the state after the last stored action, and the
 * sockets watching it. Storage is the authority: every change is written first, and a write that
 * loses the race for its `(match, seq)` makes the room catch up from storage and try again.
 * Operations on a room run one at a time (`serial`), so a broadcast never interleaves an action.
 */
export class MatchRoom {
  readonly clients = new Set<RoomClient>();
  state: BaseState | null = null;
  readonly actions: StoredAction[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private initialLogLength = 0;
  readonly automation: Automation;
  closed = false;

  private constructor(
    readonly ctx: ServerContext,
    readonly game: AnyGame,
    public meta: StoredMatch,
    public seats: StoredSeat[],
  ) {
    this.automation = new Automation(this);
  }

  /** Loads a match from storage: the latest snapshot, then every action after it. */
  static async load(ctx: ServerContext, id: string): Promise<MatchRoom | null> {
    const meta = await ctx.storage.getMatch(id);
    if (!meta) return null;
    const game = ctx.games.get(meta.game);
    if (!game) throw new Error(`match ${id} is of game "${meta.game}", which this server does not offer`);
    const room = new MatchRoom(ctx, game, meta, await ctx.storage.seats(id));
    if (meta.status !== 'open') {
      room.start();
      const snapshot = await ctx.storage.latestSnapshot(id);
      const all = await ctx.storage.actionsAfter(id, 0);
      if (snapshot && snapshot.seq <= all.length) {
        room.state = snapshot.state as BaseState;
        room.actions.push(...all.slice(0, snapshot.seq));
        room.replay(all.slice(snapshot.seq));
      } else room.replay(all);
    }
    return room;
  }

  get id(): string {
    return this.meta.id;
  }
  get seq(): number {
    return this.actions.length;
  }
  get finished(): boolean {
    return this.state !== null && this.game.outcome(this.state) !== null;
  }

  /** Runs `task` after every earlier operation on this room has finished. */
  serial<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Builds the initial state once every seat is filled (setup is deterministic from seed, config and names). */
  private start(): void {
    const names = this.seats.map((s) => s.name ?? `Player ${s.seat + 1}`);
    const setup = this.game.setup(this.meta.config, this.meta.seed, { names });
    if (!setup.ok) throw new Error(`match ${this.id} cannot be set up: ${setup.error.message}`);
    this.state = setup.value;
    this.initialLogLength = setup.value.log.length;
  }

  /** Applies stored actions (already accepted once, so an error here means corrupt storage). */
  private replay(actions: readonly StoredAction[]): void {
    for (const stored of actions) {
      if (stored.seq !== this.seq + 1) throw new Error(`match ${this.id}: stored action ${stored.seq} follows ${this.seq}`);
      const parsed = this.game.parseAction(stored.action);
      const next = parsed.ok ? this.game.apply(this.state as BaseState, stored.seat, parsed.value) : parsed;
      if (!next.ok) throw new Error(`match ${this.id}: stored action ${stored.seq} ("${stored.action}") does not replay: ${next.error.message}`);
      this.state = next.value;
      this.actions.push(stored);
    }
  }

  /** Reads what other instances (or the lobby) wrote since this room last looked. Call inside `serial`. */
  async catchUp(): Promise<void> {
    const [meta, seats] = await Promise.all([this.ctx.storage.getMatch(this.id), this.ctx.storage.seats(this.id)]);
    if (meta) this.meta = meta;
    this.seats = seats;
    if (this.state === null && this.meta.status !== 'open') this.start();
    if (this.state !== null) this.replay(await this.ctx.storage.actionsAfter(this.id, this.seq));
  }

  /** Catches up, then tells every socket and restarts bots and clocks. */
  refresh(): Promise<void> {
    return this.serial(async () => {
      await this.catchUp();
      this.changed();
    });
  }

  /** Log length after `seq` actions: where a client that saw `seq` resumes. */
  logEndAt(seq: number): number {
    if (seq <= 0 || this.state === null) return this.initialLogLength;
    return this.actions[Math.min(seq, this.seq) - 1]!.logEnd;
  }

  lastClientSeq(seat: Seat): number {
    let max = 0;
    for (const a of this.actions) if (a.seat === seat && a.clientSeq !== null && a.clientSeq > max) max = a.clientSeq;
    return max;
  }

  /**
   * Validates and stores one action, then (once stored) acknowledges and broadcasts it.
   * `clientSeq` makes resends idempotent; bots pass null.
   */
  act(seat: Seat, text: string, clientSeq: number | null, by: ActionSource, onAccepted?: (seq: number) => void): Promise<ActReply> {
    return this.serial(async () => {
      // A player who acts is back: the bot covering the seat stops.
      const returned = by === 'player' && !this.seats[seat]?.left && (await this.storeCovered(seat, false));
      for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
        if (by !== 'player' && !this.botControls(seat)) return fail('not-covered', 'the player has returned to this seat');
        if (clientSeq !== null) {
          const earlier = this.actions.find((a) => a.seat === seat && a.clientSeq === clientSeq);
          if (earlier) return { ok: true, seq: earlier.seq, duplicate: true } as const;
          const last = this.lastClientSeq(seat);
          if (clientSeq <= last) return fail('stale-seq', `clientSeq ${clientSeq} is not after your last accepted action (${last}); number new actions from ${last + 1}`);
        }
        if (this.state === null) return fail('not-started', 'the match is waiting for players to join');
        if (this.finished) return fail('game-over', 'the match is over');
        const parsed = this.game.parseAction(text);
        if (!parsed.ok) return { ok: false, error: parsed.error } as const;
        const next = this.game.apply(this.state, seat, parsed.value);
        if (!next.ok) {
          if (returned) this.changed();
          return { ok: false, error: next.error } as const;
        }
        const stored: StoredAction = { seq: this.seq + 1, seat, action: this.game.formatAction(parsed.value), clientSeq, logEnd: next.value.log.length, by };
        const written = await this.ctx.storage.appendAction(this.id, stored);
        if (written !== 'ok') {
          // Another instance wrote first: learn what it wrote, then judge this action again.
          await this.catchUp();
          continue;
        }
        this.state = next.value;
        this.actions.push(stored);
        await this.afterWrite(stored);
        onAccepted?.(stored.seq);
        this.automation.actionTaken(seat);
        this.changed();
        return { ok: true, seq: stored.seq, duplicate: false } as const;
      }
      return fail('conflict', 'the match kept changing while your action was being stored; send it again');
    });
  }

  private async afterWrite(stored: StoredAction): Promise<void> {
    const outcome = this.game.outcome(this.state as BaseState);
    if (outcome) {
      await this.ctx.storage.setStatus(this.id, 'finished', outcome.summary);
      this.meta = { ...this.meta, status: 'finished', summary: outcome.summary };
    } else if (stored.seq % this.ctx.snapshotEvery === 0) {
      await this.ctx.storage.saveSnapshot(this.id, stored.seq, this.state);
    }
    await this.ctx.storage.announce(this.id);
  }

  /** Marks a seat as covered (or no longer covered) by a bot, stores it and tells everyone. Call inside `serial`. */
  async setCovered(seat: Seat, covered: boolean): Promise<void> {
    if (await this.storeCovered(seat, covered)) this.changed();
  }

  private async storeCovered(seat: Seat, covered: boolean): Promise<boolean> {
    const current = this.seats[seat];
    if (!current || current.covered === covered) return false;
    await this.ctx.storage.updateSeat(this.id, seat, { covered });
    this.seats[seat] = { ...current, covered };
    await this.ctx.storage.announce(this.id);
    return true;
  }

  /** Whether a bot plays this seat now: a bot seat, or a human's seat that was left or is covered. */
  botControls(seat: Seat): boolean {
    const s = this.seats[seat];
    return s !== undefined && (s.kind === 'bot' || s.left || s.covered);
  }

  /** After any change: bots and clocks are rescheduled, every socket gets its update. Call inside `serial`. */
  changed(): void {
    this.automation.schedule();
    for (const client of this.clients) client.send({ type: 'update', ...this.stateFor(client) });
  }

  stateFor(client: RoomClient): LiveMatchState {
    return stateMessage(this, client);
  }

  seatInfo(): LiveSeatInfo[] {
    return this.seats.map((s) => {
      const spec = this.meta.seats[s.seat];
      return {
        seat: s.seat,
        kind: s.kind,
        ...(spec?.kind === 'bot' ? { difficulty: spec.difficulty } : {}),
        name: s.name,
        taken: s.kind === 'bot' || s.tokenHash !== null || s.left,
        coveredByBot: s.covered || s.left,
      };
    });
  }

  /** The finished match as the engine's game record (the CLI's `replay` opens it). */
  record(): GameRecord {
    const state = this.state as BaseState;
    return sealRecord({
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      game: this.game.id,
      seed: this.meta.seed,
      config: this.meta.config,
      names: [...state.names],
      seats: this.meta.seats.map((s) => (s.kind === 'bot' ? `ai:${s.difficulty}` : 'human')),
      actions: this.actions.map((a) => ({ seat: a.seat, action: a.action })),
      outcome: this.game.outcome(state),
      meta: { server: 'decktet-table', match: this.id, created: this.meta.createdAt },
    });
  }

  close(): void {
    this.closed = true;
    this.automation.stop();
  }
}

function fail(code: string, message: string): ActReply {
  return { ok: false, error: clientError(code, message) };
}
