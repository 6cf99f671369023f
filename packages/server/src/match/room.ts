import type { AnyGame, AnyMatch, GameRecord, Outcome, Seat } from '@decktet/engine';
import { LIVE_CHAT_WELCOME_LINES, type LiveMatchState, type LivePresenceState, type LiveSeatInfo } from '@decktet/protocol';
import type { ServerContext } from '../context';
import type { ActionSource, LoadedMatch, StoredAction, StoredCover, StoredMatch, StoredNote, StoredSeat } from '../storage';
import { MatchDamage, UNSEALED, checkSealed, damageOf, damagedMessage } from './action-log';
import { type AutomatedTable, Automation } from './automation';
import { coverMeta, decorateSummary } from './cover';
import { clockOf } from './clock';
import { type ClientError, clientError } from './errors';
import { HeldMatch } from './held-match';
import { type FollowingRow, botControls, judgeAct, rowsAfter } from './room-act';
import { RoomPresence } from './room-presence';
import type { PresenceElsewhere } from './shared-presence';
import { type LogPosition, type ShownTable, positionAfter, stateMessage, tableNews, updatesAt } from './state-message';
import { RoomChat } from './room-chat';
import { RoomCover } from './room-cover';
import type { RoomClient } from './table';
import { DEVICE_FORGOTTEN, forgottenTokenHash } from './forgotten-seats';
import { DEFAULT_WINDOW_HOLD_MS, type Shown, WindowHold } from './window-hold';

export type ActReply = { ok: true; seq: number; duplicate: boolean } | { ok: false; error: ClientError };

const MAX_WRITE_ATTEMPTS = 8;

/**
 * One match held in memory by this instance: the engine's match after the last stored action
 * (`HeldMatch`), and the sockets watching it. Storage is the authority: every change is written
 * first, and a write that loses the race for its `(match, seq)` makes the room catch up from
 * storage and try again. Operations on a room run one at a time (`serial`), so a broadcast never
 * interleaves an action.
 */
export class MatchRoom implements AutomatedTable, ShownTable {
  readonly clients = new Set<RoomClient>();
  /** The started match; null until every seat is filled, and in a damaged room. */
  private held: HeldMatch | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Why the match cannot be played (public, no secrets); null while it is whole. A damaged room holds no match. */
  damage: string | null = null;
  readonly automation: Automation;
  closed = false;
  /** The server's own lines in the public log (cover, leave, return), in the order they were added. */
  readonly notes: StoredNote[] = [];
  readonly chat: RoomChat = new RoomChat(this);
  private readonly cover: RoomCover = new RoomCover(this);
  /** Who is at the table (on every instance): a change is broadcast once. */
  private readonly presence: RoomPresence;
  private presenceQueued = false;
  /** The pacing of secret windows (DR-36): every window is shown alike, for at least the hold. */
  private readonly hold: WindowHold;
  /** The socket a `changed` going out at once leaves out (it was just welcomed). */
  private leaveOut: RoomClient | undefined;

  private constructor(
    readonly ctx: ServerContext,
    private readonly offered: AnyGame | undefined,
    public meta: StoredMatch,
    public seats: StoredSeat[],
    elsewhere: PresenceElsewhere | null,
  ) {
    this.automation = new Automation(this);
    this.presence = new RoomPresence(this, ctx.awayAfterMs, elsewhere);
    this.hold = new WindowHold(this, ctx.windowHoldMs ?? DEFAULT_WINDOW_HOLD_MS);
  }

  /**
   * Loads a match from storage and checks every stored action against its chain, then rebuilds
   * the state from the latest snapshot (checked against the chain too) and the actions after it.
   * A match that cannot be rebuilt is marked damaged, not thrown: it must not stop the others.
   */
  static async load(ctx: ServerContext, id: string, elsewhere: PresenceElsewhere | null = null): Promise<MatchRoom | null> {
    const stored = await ctx.storage.loadMatch(id);
    if (!stored) return null;
    const room = new MatchRoom(ctx, ctx.games.get(stored.match.game), stored.match, stored.seats, elsewhere);
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

  private rebuild(loaded: LoadedMatch): void {
    const { match, actions } = loaded;
    if (match.damage) throw new MatchDamage(match.damage);
    if (!this.offered) throw new MatchDamage(`it is a match of "${match.game}", which this server does not offer`);
    if (match.status === 'open' || match.status === 'cancelled') {
      if (actions.length > 0) throw new MatchDamage(`it is ${match.status === 'open' ? 'waiting for players' : 'a cancelled table'} but its log holds actions`);
      checkSealed(loaded);
      return;
    }
    this.held = HeldMatch.rebuild(this.offered, loaded);
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
    this.held = null;
    // Nothing more of the match reaches them: no update is ever built from a damaged room.
    this.dismiss('match-damaged', damagedMessage(reason));
  }

  /** Stops the room's bots and clocks, and tells every socket why before letting go of it. */
  private dismiss(code: string, message: string): void {
    this.automation.stop();
    for (const client of this.clients) client.send({ type: 'error', code, message });
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
  /** The match being played: null until every seat is filled, and in a damaged room. */
  get match(): AnyMatch | null {
    return this.held?.match ?? null;
  }
  /** The stored actions, in seq order. */
  get actions(): readonly StoredAction[] {
    return this.held?.actions ?? [];
  }
  get seq(): number {
    return this.held?.seq ?? 0;
  }
  /**
   * The move number sockets and lists are shown: stored actions, less the decisions made in secret
   * windows (DR-37), whose number would tell who was asked in them — until the match is over.
   */
  get publicSeq(): number {
    const match = this.match;
    // A finished match hides nothing (its record, with the seed, is served): every action counts.
    if (!match || this.finished) return this.seq;
    return this.seq - (match.game.secretWindows?.decisionsIn(match.state) ?? 0);
  }
  /** The stored action a public move number stands for: the first one that reached it. */
  seqOfPublic(publicSeq: number): number {
    return this.held?.seqOfPublic(publicSeq) ?? 0;
  }
  get finished(): boolean {
    return this.match !== null && this.match.outcome() !== null;
  }

  /** Runs `task` after every earlier operation on this room has finished. */
  serial<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
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
    // Another instance may have written lines this room has not seen (with one instance, nothing new is read).
    await this.readTalk();
    if (this.damage !== null) return;
    // Another instance found it damaged: stop here too.
    if (this.meta.status === 'damaged') return this.becomeDamaged(this.meta.damage ?? 'its stored record is damaged');
    // Its creator called the table off (here or on another instance): it is never played.
    if (this.meta.status === 'cancelled') return this.dismiss('table-cancelled', TABLE_CANCELLED);
    const started = this.held !== null || this.meta.status !== 'open';
    const after = started ? await this.ctx.storage.actionsAfter(this.id, this.seq) : [];
    try {
      if (this.meta.damage) throw new MatchDamage(this.meta.damage);
      // Every seat is filled now: setup is deterministic from seed, config and names.
      if (this.held === null && started) this.held = HeldMatch.start(this.game, this.meta, this.seats);
      // Another instance's steps open their windows here too: every socket sees each one alike (DR-36).
      this.held?.replay(after, (windows, endsInWindow, seq) => this.hold.stepped(windows, endsInWindow, seq));
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
    return this.held?.logEndAt(seq) ?? 0;
  }

  /** The highest number `seat`'s client gave an accepted action (0: none). */
  lastClientSeq(seat: Seat): number {
    return this.held?.lastClientSeq(seat) ?? 0;
  }

  /**
   * Validates and stores one action, then (once stored) acknowledges and broadcasts it.
   * `clientSeq` makes resends idempotent; bots pass null. `holder`: the socket acting for a player,
   * refused unless it still holds the seat (not left, not expired, not taken with another token).
   */
  act(seat: Seat, text: string, clientSeq: number | null, by: ActionSource, onAccepted?: (seq: number) => void, holder?: RoomClient, timedOut = false): Promise<ActReply> {
    return this.serial(async () => {
      if (holder && (holder.seat !== seat || this.lostHold(holder))) {
        this.releaseLostHolds();
        return { ok: false, error: holder.lost ?? clientError('token-expired', 'this socket no longer holds that seat') } as const;
      }
      // A player who acts is back: the AI covering the seat stops.
      const returned = by === 'player' && this.seats[seat]?.cover?.reason === 'clock' && (await this.cover.end(seat));
      for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
        const judged = judgeAct({ held: this.held, damage: this.damage, seats: this.seats }, { seat, text, clientSeq, by, timedOut });
        if (judged.kind === 'refused') {
          if (returned) this.changed();
          return { ok: false, error: judged.error } as const;
        }
        if (judged.kind === 'duplicate') return { ok: true, seq: judged.seq, duplicate: true } as const;
        const { held } = judged;
        const written = await this.ctx.storage.appendAction(this.id, judged.prepared.stored);
        if (written === 'damaged') {
          // Its settings or head were changed behind the server: nothing more is written to it.
          await this.markDamaged(new MatchDamage(UNSEALED));
          return fail('match-damaged', damagedMessage(UNSEALED));
        }
        if (written !== 'ok') {
          // Another instance wrote first: learn what it wrote, then judge this action again.
          await this.catchUp();
          continue;
        }
        held.commit(judged.prepared);
        await this.writeFollowing(rowsAfter(held, this.seats, this.ctx.snapshotEvery));
        const seq = this.publicSeq;
        onAccepted?.(seq);
        this.automation.actionTaken(seat);
        this.hold.stepped(judged.windows, held.inSecretWindow(), seq);
        this.changed();
        return { ok: true, seq, duplicate: false } as const;
      }
      return fail('conflict', 'the match kept changing while your action was being stored; send it again');
    });
  }

  /** Writes the rows that follow an action (its end, or a snapshot), then tells the other instances. */
  private async writeFollowing(rows: readonly FollowingRow[]): Promise<void> {
    for (const row of rows) {
      if (row.kind === 'finished') {
        await this.ctx.storage.setStatus(this.id, 'finished', row.summary);
        this.meta = { ...this.meta, status: 'finished', summary: row.summary };
        await this.ctx.results?.decided(this);
      } else await this.ctx.storage.saveSnapshot(this.id, row.seq, row.state, row.chain);
    }
    await this.ctx.storage.announce(this.id);
  }

  /**
   * The AI begins to play for an absent human's seat (`clock`: their time ran out), or for good
   * (`left`: they left). Call inside `serial`.
   */
  async beginCover(seat: Seat, reason: StoredCover['reason']): Promise<void> {
    if (!(await this.cover.begin(seat, reason))) return;
    // A clock's forfeit waits for the return deadline (missedReturn); leaving forfeits at once.
    if (reason === 'left' || !this.seats[seat]?.cover?.returnBy) await this.recordForfeit(seat, reason);
    await this.ctx.results?.decided(this);
    this.changed();
    this.tellWhoPlays();
  }

  /**
   * A covered player's return deadline (`returnBy`) passed: unless they came back, the rated match
   * counts as lost for them now; the AI plays on and they may still come back to play. Call inside `serial`.
   */
  async missedReturn(seat: Seat, returnBy: number): Promise<void> {
    const current = this.seats[seat];
    if (this.finished || !current?.cover || current.cover.returnBy !== returnBy || current.forfeit) return;
    // Back at the table in time, waiting only for the AI's decision to take the seat: the game is theirs.
    if (this.returned(seat)) return this.endCover(seat);
    await this.recordForfeit(seat, 'clock');
    this.ctx.log.info({ match: this.id, seat }, 'player did not return in time: the rated match counts as lost for them');
    await this.ctx.results?.decided(this);
    this.changed();
    this.tellWhoPlays();
  }

  /** Tells the server whether a human still plays any seat here (the limits on tables of bots only follow what a table ends up as). */
  private tellWhoPlays(): void {
    if (this.finished) return;
    this.ctx.whoPlays?.(this.id, this.seats.some((s) => s.kind === 'human' && !s.left && s.cover === null));
  }

  /**
   * In a rated match, the first time a seat's clock runs out or its player leaves, the match
   * counts as lost for it (the AI plays on): stored once, whichever instance gets there first.
   */
  private async recordForfeit(seat: Seat, reason: StoredCover['reason']): Promise<void> {
    const current = this.seats[seat];
    if (!this.meta.rated || !current || current.forfeit) return;
    const forfeit = { reason, seq: this.seq, at: clockOf(this.ctx).now() };
    // Another instance may have stored its own first: the stored one stands.
    const stored = (await this.ctx.storage.tables.forfeit(this.id, seat, forfeit)) ? forfeit : ((await this.ctx.storage.seats(this.id))[seat]?.forfeit ?? forfeit);
    this.seats[seat] = { ...this.seats[seat]!, forfeit: stored };
  }

  /** The player who was covered (not one who left) plays their seat again. Call inside `serial`. */
  async endCover(seat: Seat): Promise<void> {
    if (!(await this.cover.end(seat))) return;
    this.changed();
    this.tellWhoPlays();
  }

  /** Whether a covered seat's player is back to take it now (see RoomCover.returned). */
  returned(seat: Seat): boolean {
    return this.cover.returned(seat);
  }

  /** A seat's name as the game knows it (the log's and the result's words). */
  nameOf(seat: Seat): string {
    return this.match?.state.names[seat] ?? this.seats[seat]?.name ?? `Player ${seat + 1}`;
  }

  /** The game's result line, with the seats the AI covered at the end marked. */
  summaryOf(outcome: Outcome): string {
    return decorateSummary(outcome, this.match?.state.names ?? [], this.seats);
  }

  presenceOf(seat: StoredSeat): LivePresenceState {
    return this.presence.of(seat);
  }

  helloSince(seat: Seat, since: number): boolean {
    return this.presence.helloSince(seat, since);
  }

  spectators(): number {
    return this.presence.spectators();
  }

  /**
   * A socket came or went, or reported its tab hidden or visible: when that changes what the
   * table shows (a seat's presence, the spectator count), everyone is told once, and a covered
   * player now present may take their seat back.
   */
  presenceMayHaveChanged(): void {
    // A damaged room tells its sockets nothing more, but the other instances still learn who left it.
    if (this.damage !== null) return this.presence.share();
    if (this.presenceQueued || !this.presence.changedSinceShown()) return;
    this.presenceQueued = true;
    void this.serial(() => {
      this.presenceQueued = false;
      if (this.damage === null && this.presence.changedSinceShown()) this.changed();
    }).catch((e: unknown) => this.ctx.log.error({ err: e, match: this.id }, 'telling a presence change failed'));
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
    return botControls(this.seats, seat);
  }

  /** Why `client` may no longer play its seat (null: it may, or it is a spectator). */
  lostHold(client: RoomClient, now = Date.now()): ClientError | null {
    if (client.seat === null || client.tokenHash === null) return null;
    const seat = this.seats[client.seat];
    if (!seat || seat.left || seat.tokenHash === null) return clientError('token-expired', 'you left this seat: the token no longer acts for it');
    if (seat.tokenHash === forgottenTokenHash(client.tokenHash)) return clientError('device-forgotten', DEVICE_FORGOTTEN);
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

  /**
   * After any change: bots and clocks are rescheduled, every socket (but `except`) gets its update —
   * at once, or when the secret window on show has been held long enough (DR-36). Call inside `serial`.
   */
  changed(except?: RoomClient): void {
    this.leaveOut = except;
    try {
      this.hold.changed();
    } finally {
      this.leaveOut = undefined;
    }
  }

  /**
   * Sends every socket a window the rules closed at once (`shown`), or the match as it stands now
   * (null: then bots and clocks are rescheduled too). Only the window hold calls it, inside `serial`.
   */
  broadcast(shown: Shown | null): void {
    // Before anything is sent: a socket whose seat was left, expired or re-taken gets no more of its view.
    this.dropLostHolds();
    if (shown === null) this.automation.schedule();
    this.presence.shownNow();
    if (this.clients.size === 0) return;
    // Sockets shown the very same message are sent the very same update (encoded once).
    const updateOf = updatesAt(this, tableNews(this), shown ?? this.liveMoment());
    for (const client of this.clients) {
      if (client !== this.leaveOut) client.send(updateOf(client));
    }
  }

  /** Whether anyone may be watching (see HeldTable.watched): with other instances, always assumed. */
  watched(): boolean {
    return this.clients.size > 0 || !this.ctx.storage.soleInstance;
  }

  standsInWindow(): boolean {
    return this.held?.inSecretWindow() ?? false;
  }

  /** The match as it stands, as the sockets are shown it; null before it starts. */
  liveMoment(): Shown | null {
    return this.match ? { state: this.match.state, seq: this.publicSeq } : null;
  }

  /** Where a socket of `seat` that holds `count` log entries of this match resumes (state-message.ts `positionAfter`), in the moment it is shown. */
  logPositionAfter(seat: Seat | null, count: number): LogPosition {
    const shown = this.shownNow();
    return shown ? positionAfter(this, shown.state.log, seat, count) : { sentLog: 0, sentNotes: 0 };
  }

  /** What a socket is shown now: the moment last sent to the others (a window held on show), so a new socket sees the same. */
  stateFor(client: RoomClient): LiveMatchState {
    return stateMessage(this, client, tableNews(this), this.shownNow());
  }

  /** The moment sockets are shown now: a window held on show, or the match as it stands. */
  private shownNow(): Shown | null {
    return this.hold.showing ?? this.liveMoment();
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
        guest: isGuestSeat(s),
        coveredByBot: s.cover !== null,
        presence: this.presenceOf(s),
        cover: s.cover ? { ...s.cover } : null,
        forfeit: s.forfeit?.reason ?? null,
      };
    });
  }

  /** Per seat, when its clock runs out (epoch ms); null when the match has no clock. */
  deadlines(pending: readonly Seat[]): (number | null)[] | null {
    return this.automation.deadlines(pending);
  }

  /** The match as the engine's game record (the CLI's `replay` opens it). */
  record(): GameRecord {
    if (!this.match) throw new Error(`match ${this.id} has no record: it has not started`);
    return this.match.toRecord({ server: 'decktet-table', match: this.id, created: this.meta.createdAt, ...coverMeta(this.seats) });
  }

  close(): void {
    this.closed = true;
    this.automation.stop();
    this.hold.stop();
  }
}

/** A person sits here without signing in: a human seat taken (or left) with no player behind it. */
export function isGuestSeat(seat: StoredSeat): boolean {
  return seat.kind === 'human' && (seat.tokenHash !== null || seat.left) && !seat.playerId;
}

/** Why a cancelled table's sockets are let go, and a hello to one refused. */
export const TABLE_CANCELLED = 'this table was called off before it started: by its creator, or because nobody filled its seats in time';

/** How many of the newest chat lines a room reads from storage (per channel, twice what a welcome holds). */
const LATEST_CHAT = LIVE_CHAT_WELCOME_LINES * 2;

function fail(code: string, message: string): ActReply {
  return { ok: false, error: clientError(code, message) };
}
