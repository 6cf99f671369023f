import { type AnyGame, type BaseState, type GameRecord, type Outcome, RECORD_FORMAT, RECORD_VERSION, type Seat, WITHDRAW_STEP, applyStep, parseConfig, sealRecord } from '@decktet/engine';
import { LIVE_AWAY_AFTER_MS, LIVE_CHAT_WELCOME_LINES, type LiveMatchState, type LivePresenceState, type LiveSeatInfo, type LiveServerMessage } from '@decktet/protocol';
import type { ServerContext } from '../context';
import { type ActionSource, type Chain, type ChainedAction, type LoadedMatch, type StoredAction, type StoredCover, type StoredMatch, type StoredNote, type StoredSeat, chainStart, nextChain } from '../storage';
import { MatchDamage, applyStored, damageOf, followChain, snapshotState } from './action-log';
import { Automation } from './automation';
import { coverMeta, decorateSummary } from './cover';
import { type ClientError, clientError } from './errors';
import { type PresenceSource, seatPresence, spectatorCount } from './presence';
import { stateMessage, tableNews } from './state-message';
import { RoomChat } from './room-chat';
import { RoomCover } from './room-cover';

/** A socket watching a match: a seat's player or a spectator (seat null). */
export interface RoomClient extends PresenceSource {
  /** The seat this socket plays; null for spectators, and once the socket no longer holds its seat. */
  seat: Seat | null;
  /** sha256 of the token the socket said hello with: it plays the seat only while the seat is held with that token. */
  tokenHash: string | null;
  /** Why the socket lost its seat (left, expired, or taken with another token), once it has. */
  lost: ClientError | null;
  /** How much of the game log this client has been sent (index into state.log). */
  sentLog: number;
  /** How many of the room's server log lines (`notes`) this client has been sent. */
  sentNotes: number;
  /** When the socket said hello (epoch ms). */
  joinedAt: number;
  /** A spectator's mutes (a player's are kept with their seat). */
  mutes: Set<Seat>;
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
  /** The action chain after the last action held (see storage/chain.ts). */
  private chain: Chain;
  /** Why the match cannot be played (public, no secrets); null while it is whole. A damaged room holds no state. */
  damage: string | null = null;
  readonly automation: Automation;
  closed = false;
  /** The server's own lines in the public log (cover, leave, return), in the order they were added. */
  readonly notes: StoredNote[] = [];
  readonly chat: RoomChat = new RoomChat(this);
  private readonly cover: RoomCover = new RoomCover(this);
  /** Presence and spectators as last sent to the sockets: a change is broadcast once. */
  private shownPresence = '';
  private presenceQueued = false;

  private constructor(
    readonly ctx: ServerContext,
    private readonly offered: AnyGame | undefined,
    public meta: StoredMatch,
    public seats: StoredSeat[],
  ) {
    this.chain = chainStart(meta.id);
    this.automation = new Automation(this);
  }

  /**
   * Loads a match from storage and checks every stored action against its chain, then rebuilds
   * the state from the latest snapshot (checked against the chain too) and the actions after it.
   * A match that cannot be rebuilt is marked damaged, not thrown: it must not stop the others.
   */
  static async load(ctx: ServerContext, id: string): Promise<MatchRoom | null> {
    const stored = await ctx.storage.loadMatch(id);
    if (!stored) return null;
    const room = new MatchRoom(ctx, ctx.games.get(stored.match.game), stored.match, stored.seats);
    await room.readTalk();
    if (stored.match.status === 'damaged') room.damage = stored.match.damage ?? 'its stored record is damaged';
    else {
      try {
        room.rebuild(stored);
      } catch (e) {
        await room.markDamaged(e);
      }
    }
    return room;
  }

  private rebuild({ match, actions, snapshot, head }: LoadedMatch): void {
    if (match.damage) throw new MatchDamage(match.damage);
    if (!this.offered) throw new MatchDamage(`it is a match of "${match.game}", which this server does not offer`);
    if (match.status === 'open') {
      if (actions.length > 0) throw new MatchDamage('it is waiting for players but its log holds actions');
      return;
    }
    this.start();
    // The whole log is checked against the chain first, including what a snapshot summarises.
    const start = this.chain;
    const chains: Chain[] = [];
    for (const [i, stored] of actions.entries()) chains.push(followChain(chains[i - 1] ?? start, i, stored));
    // The match row's head catches a last action deleted, or one added without the server.
    if (head.seq !== actions.length || (head.chain ?? start) !== (chains.at(-1) ?? start)) {
      throw new MatchDamage(head.seq > actions.length ? `its action log ends at action ${actions.length} but the match recorded ${head.seq}` : `its action log holds actions after ${head.seq} that the match never recorded`);
    }
    const summarised = snapshot ? snapshot.seq : 0;
    if (snapshot) {
      if (summarised < 1 || summarised > actions.length) throw new MatchDamage(`its snapshot at action ${summarised} does not match its action log`);
      this.state = snapshotState(snapshot, chains[summarised - 1]!);
      this.actions.push(...actions.slice(0, summarised));
      this.chain = chains[summarised - 1]!;
    }
    this.replay(actions.slice(summarised));
  }

  /** Takes the match out of play: stored as damaged, said once in the log, told to every socket. */
  private async markDamaged(e: unknown): Promise<void> {
    const damage = damageOf(e);
    this.becomeDamaged(damage.message);
    this.ctx.log.warn({ match: this.id, reason: damage.message, ...(damage.detail ? { detail: damage.detail } : {}) }, 'match damaged: it is not played until repaired');
    await this.ctx.storage.markDamaged(this.id, damage.message);
    this.meta = { ...this.meta, status: 'damaged', damage: damage.message };
    await this.ctx.storage.announce(this.id);
  }

  private becomeDamaged(reason: string): void {
    this.damage = reason;
    this.state = null;
    this.actions.length = 0;
    this.automation.stop();
    for (const client of this.clients) client.send({ type: 'error', code: 'match-damaged', message: damagedMessage(reason) });
    // Nothing more of the match reaches them: no update is ever built from a damaged room.
    this.clients.clear();
  }

  /** The game's rules (only a damaged match may be of a game this server does not offer). */
  get game(): AnyGame {
    if (!this.offered) throw new Error(`match ${this.id} is of game "${this.meta.game}", which this server does not offer`);
    return this.offered;
  }

  /** The game's name for lists, also for a match of a game this server does not offer. */
  get gameName(): string {
    return this.offered?.name ?? this.meta.game;
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
    // Setup trusts its config: a stored one is checked against the game's schema first.
    const config = parseConfig(this.game, this.meta.config);
    if (!config.ok) throw new MatchDamage(`its stored settings are not valid for ${this.game.name}`, config.error.message);
    const names = this.seats.map((s) => s.name ?? `Player ${s.seat + 1}`);
    const setup = this.game.setup(this.meta.config, this.meta.seed, { names });
    if (!setup.ok) throw new MatchDamage(`its stored settings do not set up a game of ${this.game.name}`, setup.error.message);
    this.state = setup.value;
    this.initialLogLength = setup.value.log.length;
    this.chain = chainStart(this.id);
  }

  /** Applies stored actions (already accepted once, so a broken chain or a refusal here means damaged storage). */
  private replay(actions: readonly ChainedAction[]): void {
    for (const stored of actions) {
      const chain = followChain(this.chain, this.seq, stored);
      this.state = applyStored(this.game, this.state as BaseState, stored);
      this.actions.push(stored);
      this.chain = chain;
    }
  }

  /**
   * Reads the server's log lines and the latest chat from storage, and sends the chat lines this
   * room did not know to the sockets that may read them. Returns whether a log line was new.
   */
  private async readTalk(): Promise<boolean> {
    const [notes, chat] = await Promise.all([this.ctx.storage.notes(this.id), this.ctx.storage.chat(this.id, 2 * LATEST_CHAT)]);
    const known = new Set(this.notes.map((n) => n.id));
    const newNotes = notes.filter((n) => !known.has(n.id));
    this.notes.push(...newNotes);
    this.chat.heard(chat);
    return newNotes.length > 0;
  }

  /** Reads what other instances (or the lobby) wrote since this room last looked. Call inside `serial`. */
  async catchUp(): Promise<void> {
    const [meta, seats] = await Promise.all([this.ctx.storage.getMatch(this.id), this.ctx.storage.seats(this.id)]);
    if (meta) this.meta = meta;
    this.seats = seats;
    // Only another instance can have written lines this room has not seen.
    if (this.ctx.storage.kind !== 'sqlite') await this.readTalk();
    if (this.damage !== null) return;
    // Another instance found it damaged: stop here too.
    if (this.meta.status === 'damaged') return this.becomeDamaged(this.meta.damage ?? 'its stored record is damaged');
    const started = this.state !== null || this.meta.status !== 'open';
    const after = started ? await this.ctx.storage.actionsAfter(this.id, this.seq) : [];
    try {
      if (this.meta.damage) throw new MatchDamage(this.meta.damage);
      if (this.state === null && started) this.start();
      this.replay(after);
    } catch (e) {
      await this.markDamaged(e);
    }
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
   * `clientSeq` makes resends idempotent; bots pass null. `holder`: the socket acting for a player,
   * refused unless it still holds the seat (not left, not expired, not taken with another token).
   */
  act(seat: Seat, text: string, clientSeq: number | null, by: ActionSource, onAccepted?: (seq: number) => void, holder?: RoomClient): Promise<ActReply> {
    return this.serial(async () => {
      if (holder && (holder.seat !== seat || this.lostHold(holder))) {
        this.releaseLostHolds();
        return { ok: false, error: holder.lost ?? clientError('token-expired', 'this socket no longer holds that seat') } as const;
      }
      // A player who acts is back: the AI covering the seat stops.
      const returned = by === 'player' && this.seats[seat]?.cover?.reason === 'clock' && (await this.cover.end(seat));
      for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
        if (by !== 'player' && !this.botControls(seat)) return fail('not-covered', 'the player has returned to this seat');
        if (clientSeq !== null) {
          const earlier = this.actions.find((a) => a.seat === seat && a.clientSeq === clientSeq);
          // A resend is harmless only if it is the same action: another under the same number was never stored.
          if (earlier && !this.sameAction(earlier.action, text)) {
            return fail('seq-reused', `clientSeq ${clientSeq} was already used for a different action, which is the one stored; number new actions from ${this.lastClientSeq(seat) + 1}`);
          }
          if (earlier) return { ok: true, seq: earlier.seq, duplicate: true } as const;
          const last = this.lastClientSeq(seat);
          if (clientSeq <= last) return fail('stale-seq', `clientSeq ${clientSeq} is not after your last accepted action (${last}); number new actions from ${last + 1}`);
        }
        if (this.damage !== null) return fail('match-damaged', damagedMessage(this.damage));
        if (this.state === null) return fail('not-started', 'the match is waiting for players to join');
        if (this.finished) return fail('game-over', 'the match is over');
        const step = this.stepOf(text);
        if (!step.ok) return { ok: false, error: step.error } as const;
        const next = applyStep(this.game, this.state, { seat, action: step.action });
        if (!next.ok) {
          if (returned) this.changed();
          return { ok: false, error: next.error } as const;
        }
        const stored: StoredAction = { seq: this.seq + 1, seat, action: step.action, clientSeq, logEnd: next.value.log.length, by };
        const written = await this.ctx.storage.appendAction(this.id, stored);
        if (written !== 'ok') {
          // Another instance wrote first: learn what it wrote, then judge this action again.
          await this.catchUp();
          continue;
        }
        this.state = next.value;
        this.actions.push(stored);
        this.chain = nextChain(this.chain, stored);
        await this.afterWrite(stored);
        onAccepted?.(stored.seq);
        this.automation.actionTaken(seat);
        this.changed();
        return { ok: true, seq: stored.seq, duplicate: false } as const;
      }
      return fail('conflict', 'the match kept changing while your action was being stored; send it again');
    });
  }

  /** An action in the game's notation, or a withdrawal (`WITHDRAW_STEP`), as it is stored. */
  private stepOf(text: string): { ok: true; action: string } | { ok: false; error: ClientError } {
    if (text === WITHDRAW_STEP) {
      if (!this.game.withdraw) return { ok: false, error: clientError('not-supported', `${this.game.name} has no hidden choice that can be taken back`) };
      return { ok: true, action: WITHDRAW_STEP };
    }
    const parsed = this.game.parseAction(text);
    return parsed.ok ? { ok: true, action: this.game.formatAction(parsed.value) } : { ok: false, error: parsed.error };
  }

  private async afterWrite(stored: StoredAction): Promise<void> {
    const outcome = this.game.outcome(this.state as BaseState);
    if (outcome) {
      const summary = this.summaryOf(outcome);
      await this.ctx.storage.setStatus(this.id, 'finished', summary);
      this.meta = { ...this.meta, status: 'finished', summary };
    } else if (stored.seq % this.ctx.snapshotEvery === 0) {
      await this.ctx.storage.saveSnapshot(this.id, stored.seq, this.state, this.chain);
    }
    await this.ctx.storage.announce(this.id);
  }

  /**
   * The AI begins to play for an absent human's seat (`clock`: their time ran out), or for good
   * (`left`: they left). Call inside `serial`.
   */
  async beginCover(seat: Seat, reason: StoredCover['reason']): Promise<void> {
    if (await this.cover.begin(seat, reason)) this.changed();
  }

  /** The player who was covered (not one who left) plays their seat again. Call inside `serial`. */
  async endCover(seat: Seat): Promise<void> {
    if (await this.cover.end(seat)) this.changed();
  }

  /** Whether a covered seat's player is back to take it now (see RoomCover.returned). */
  returned(seat: Seat): boolean {
    return this.cover.returned(seat);
  }

  /** A seat's name as the game knows it (the log's and the result's words). */
  nameOf(seat: Seat): string {
    return this.state?.names[seat] ?? this.seats[seat]?.name ?? `Player ${seat + 1}`;
  }

  /** The game's result line, with the seats the AI covered at the end marked. */
  summaryOf(outcome: Outcome): string {
    return decorateSummary(outcome, this.state?.names ?? [], this.seats);
  }

  presenceOf(seat: StoredSeat): LivePresenceState {
    return seatPresence(seat, this.clients, Date.now(), this.ctx.awayAfterMs ?? LIVE_AWAY_AFTER_MS);
  }

  /**
   * A socket came or went, or reported its tab hidden or visible: when that changes what the
   * table shows (a seat's presence, the spectator count), everyone is told once, and a covered
   * player now present may take their seat back.
   */
  presenceMayHaveChanged(): void {
    if (this.presenceQueued || this.damage !== null) return;
    if (this.presenceKey() === this.shownPresence) return;
    this.presenceQueued = true;
    void this.serial(() => {
      this.presenceQueued = false;
      if (this.damage === null && this.presenceKey() !== this.shownPresence) this.changed();
    }).catch((e: unknown) => this.ctx.log.error({ err: e, match: this.id }, 'telling a presence change failed'));
  }

  private presenceKey(): string {
    return `${this.seats.map((s) => this.presenceOf(s)).join(',')}/${spectatorCount(this.clients)}`;
  }

  /**
   * A player leaves a started match: the AI plays their seat to the end. Their sockets stop
   * playing it. Call inside `serial`.
   */
  async leave(seat: Seat): Promise<ClientError | null> {
    if (this.finished) return clientError('game-over', 'the match is over: there is nothing to leave');
    await this.beginCover(seat, 'left');
    return null;
  }

  /** Whether a bot plays this seat now: a bot seat, or a human's seat that was left or is covered. */
  botControls(seat: Seat): boolean {
    const s = this.seats[seat];
    return s !== undefined && (s.kind === 'bot' || s.left || s.cover !== null);
  }

  /** Whether `text` is the stored action `stored`, written either way. */
  private sameAction(stored: string, text: string): boolean {
    if (stored === text) return true;
    const parsed = this.game.parseAction(text);
    return parsed.ok && this.game.formatAction(parsed.value) === stored;
  }

  /** Why `client` may no longer play its seat (null: it may, or it is a spectator). */
  lostHold(client: RoomClient, now = Date.now()): ClientError | null {
    if (client.seat === null || client.tokenHash === null) return null;
    const seat = this.seats[client.seat];
    if (!seat || seat.left || seat.tokenHash === null) return clientError('token-expired', 'you left this seat: the token no longer acts for it');
    if (seat.tokenHash !== client.tokenHash) return clientError('token-expired', 'this seat is now held with another token');
    if (seat.tokenExpires !== null && seat.tokenExpires <= now) return clientError('token-expired', 'your seat token has expired');
    return null;
  }

  /**
   * Takes the seat from every socket that no longer holds it: each is told why (an error without
   * clientSeq) and watches on as a spectator, seeing only the public view from then on.
   * Returns those sockets. Call inside `serial`.
   */
  private dropLostHolds(): RoomClient[] {
    const now = Date.now();
    const dropped: RoomClient[] = [];
    for (const client of this.clients) {
      const lost = this.lostHold(client, now);
      if (!lost) continue;
      client.seat = null;
      client.tokenHash = null;
      client.lost = clientError(lost.code, `${lost.message}; this socket now watches as a spectator`);
      client.send({ type: 'error', code: client.lost.code, message: client.lost.message });
      dropped.push(client);
    }
    return dropped;
  }

  /** Drops lost seats (see dropLostHolds) and sends those sockets their spectator's view at once. Call inside `serial`. */
  releaseLostHolds(): void {
    for (const client of this.dropLostHolds()) client.send({ type: 'update', ...this.stateFor(client) });
  }

  /** After any change: bots and clocks are rescheduled, every socket (but `except`) gets its update. Call inside `serial`. */
  changed(except?: RoomClient): void {
    // Before anything is sent: a socket whose seat was left, expired or re-taken gets no more of its view.
    this.dropLostHolds();
    this.automation.schedule();
    this.shownPresence = this.presenceKey();
    const news = tableNews(this);
    for (const client of this.clients) if (client !== except) client.send({ type: 'update', ...stateMessage(this, client, news) });
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
        coveredByBot: s.cover !== null,
        presence: this.presenceOf(s),
        cover: s.cover ? { ...s.cover } : null,
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
      meta: { server: 'decktet-table', match: this.id, created: this.meta.createdAt, ...coverMeta(this.seats) },
    });
  }

  close(): void {
    this.closed = true;
    this.automation.stop();
  }
}

/** What a player is told about a damaged match. */
export function damagedMessage(reason: string): string {
  return `this match cannot be played: its stored record is damaged (${reason})`;
}

/** How many of the newest chat lines a room reads from storage (per channel, twice what a welcome holds). */
const LATEST_CHAT = LIVE_CHAT_WELCOME_LINES * 2;

function fail(code: string, message: string): ActReply {
  return { ok: false, error: clientError(code, message) };
}
