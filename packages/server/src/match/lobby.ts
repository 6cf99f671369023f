import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Creator } from '../bots/lanes';
import { type AnyGame, parseConfig, ratingPoolOf, recordedConfigOf, settingsApart } from '@decktet/engine';
import { DEFAULT_TURN_SECONDS, type LiveCreateMatch, type LiveJoinReply, type LiveLeaveReply, type LiveMatchSummary, type LiveTable, TURN_SECONDS_MAX, TURN_SECONDS_MIN, checkPlayerName, playerNameKey } from '@decktet/protocol';
import type { MatchStatus, StoredMatch, StoredSeat, StoredTable } from '../storage';
import { DEVICE_FORGOTTEN, forgottenTokenHash } from './forgotten-seats';
import { type ClientError, clientError } from './errors';
import { clockOf } from './clock';
import type { Hub } from './hub';
import { damagedMessage } from './action-log';
import { type MatchRoom, TABLE_CANCELLED } from './room';
import { seatAddressKey } from '../ratings/address';

export type LobbyResult<T> = { ok: true; value: T } | { ok: false; status: number; error: ClientError };

/** A place held for a match a creator is allowed to create: filled once it exists, given back if it is not made. */
export interface CreationTicket {
  created(room: MatchRoom): void;
  cancel(): void;
}

/** Decides whether a creator (a client address, and a player when signed in) may create a match now, and counts what they created. */
export interface CreationPolicy {
  admit(creator: Creator, game: AnyGame, config: unknown, seats: LiveCreateMatch['seats']): LobbyResult<CreationTicket>;
  /** A started match whose humans have all left: whether it fits the limits on tables of bots only (and now counts as one). */
  endedBotOnly?(room: MatchRoom): boolean;
}

/** Who takes or leaves a seat: the client address the request came from, and the signed-in player (absent: a guest). */
export interface SeatActor {
  address: string;
  playerId?: string | null;
}

export interface SeatRefusal {
  status: number;
  error: ClientError;
}

/** Decides whether a client may take or leave a seat now, and counts what it did (see SeatGuard). */
export interface SeatPolicy {
  mayJoin(actor: SeatActor, matchId: string): SeatRefusal | null;
  joined(actor: SeatActor, matchId: string, seat: number): void;
  mayLeave(actor: SeatActor): SeatRefusal | null;
  left(actor: SeatActor, matchId: string, seat: number, started: boolean): void;
}

const fail = (status: number, code: string, message: string): LobbyResult<never> => ({ ok: false, status, error: clientError(code, message) });

/** 192 random bits, URL-safe: the seat token. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where links point: the origin the client used to reach this server. */
export interface Origin {
  http: string;
  ws: string;
}

export function inviteLink(origin: Origin, id: string): string {
  return `${origin.http}/match/${encodeURIComponent(id)}`;
}

export function summarize(room: MatchRoom, origin: Origin): LiveMatchSummary {
  return {
    id: room.id,
    game: room.meta.game,
    gameName: room.gameName,
    config: room.meta.config,
    status: room.damage !== null ? 'damaged' : room.meta.status,
    damage: room.damage,
    seats: room.seatInfo(),
    turnSeconds: room.meta.turnSeconds,
    seq: room.publicSeq,
    createdAt: room.meta.createdAt,
    invite: inviteLink(origin, room.id),
    summary: room.meta.summary,
    ...(room.meta.table ? { table: { ...tableOf(room.meta.table, room), ...tableSettings(room) } } : {}),
  };
}

const HOUR_SECONDS = 3600;

/** What a lobby table shows of itself: public, as its summary is (its creator by the name they sit under). */
function tableOf(table: StoredTable, room: Pick<MatchRoom, 'meta' | 'seats'>): LiveTable {
  const turnBased = table.pace === 'turn-based' && room.meta.turnSeconds !== null;
  return {
    pace: table.pace,
    turnHours: turnBased ? Math.round(room.meta.turnSeconds! / HOUR_SECONDS) : null,
    rated: room.meta.rated ?? false,
    visibility: table.visibility,
    creator: room.seats.find((s) => s.playerId === table.creatorId)?.name ?? null,
  };
}

/** Which leaderboard's standard settings a table is played with, and every setting that differs from the standard ones. */
function tableSettings(room: Pick<MatchRoom, 'meta' | 'ctx'>): Pick<LiveTable, 'pool' | 'settingsApart'> {
  const game = room.ctx.games.get(room.meta.game);
  if (!game) return { pool: null, settingsApart: [] };
  // Read as the match plays it: a setting stored before it existed is what it was then (HeldMatch.start).
  const config = recordedConfigOf(game, room.meta.config);
  const pool = ratingPoolOf(game, config);
  return { pool: pool ? { id: pool.id, name: pool.name } : null, settingsApart: settingsApart(game, config) };
}

/** A lobby table to create: its settings, whether it is rated, and a turn-based table's clock (seconds; checked by the caller). */
export interface TableCreation {
  settings: StoredTable;
  rated: boolean;
  turnSeconds?: number;
}

/** The player a seat is taken for (absent: a guest, by the name typed). */
export interface SeatHolder {
  id: string;
  name: string;
  /** What the seat's token is issued to: the session's device (or passkey session); its token ends when that is forgotten or signed out. */
  tokenHolder?: string;
  /** The client address the request came from: a rated table remembers it (salted) for each seat. */
  address?: string;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a seat's holder is given: the match, the seat, its token (secret, shown to them alone), where to play. */
function seatReply(room: MatchRoom, seat: number, token: string, origin: Origin): LiveJoinReply {
  return { match: summarize(room, origin), seat, token, invite: inviteLink(origin, room.id), ws: `${origin.ws}/ws` };
}

/** The turn clock a match gets when its creator names none, and the shortest one allowed. */
export interface TurnClockPolicy {
  defaultTurnSeconds: number | null;
  minTurnSeconds: number;
}

const DEFAULT_CLOCK: TurnClockPolicy = { defaultTurnSeconds: DEFAULT_TURN_SECONDS, minTurnSeconds: TURN_SECONDS_MIN };

/** The lobby's operations, shared by every transport. */
export class Lobby {
  private readonly listeners: ((matchId: string) => void)[] = [];

  constructor(
    private readonly hub: Hub,
    private readonly policy?: CreationPolicy,
    private readonly clock: TurnClockPolicy = DEFAULT_CLOCK,
    private readonly seatPolicy?: SeatPolicy,
  ) {}

  /** Calls `listener` with a match's id after the lobby here changed its seats (or a table's status). */
  onChange(listener: (matchId: string) => void): void {
    this.listeners.push(listener);
  }

  /** Tells the listeners that a match changed (here). */
  changed(matchId: string): void {
    for (const listener of this.listeners) listener(matchId);
  }

  /** The clock a creation request asks for: absent, the server's default; null, none; else within bounds. */
  private turnSeconds(requested: number | null | undefined): LobbyResult<number | null> {
    if (requested === undefined) return { ok: true, value: this.clock.defaultTurnSeconds };
    if (requested === null) return { ok: true, value: null };
    if (requested < this.clock.minTurnSeconds || requested > TURN_SECONDS_MAX) {
      return fail(400, 'bad-request', `turnSeconds: the turn clock must be from ${this.clock.minTurnSeconds} to ${TURN_SECONDS_MAX} seconds (or null for no clock), not ${requested}`);
    }
    return { ok: true, value: requested };
  }

  private get ctx() {
    return this.hub.ctx;
  }

  games(): AnyGame[] {
    return [...this.ctx.games.values()];
  }

  /**
   * Creates a match; `creator` (the client's address, and the player of a table) is held to the
   * creation policy and decides the match's bot lane. With `table`, the match is a lobby table.
   */
  async create(request: LiveCreateMatch, creator?: Creator, table?: TableCreation): Promise<LobbyResult<MatchRoom>> {
    const game = this.ctx.games.get(request.game);
    if (!game) return fail(400, 'unknown-game', `there is no game "${request.game}" here; games: ${[...this.ctx.games.keys()].join(', ')}`);
    // A table of bots only is a simulation: the game's simulation settings (a turn limit) hold unless the request sets them.
    const botsOnly = request.seats.every((s) => s.kind === 'bot');
    const raw = request.config ?? {};
    const settings = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
    const config = parseConfig(game, botsOnly && settings ? { ...game.simulationConfig, ...raw } : raw);
    if (!config.ok) return fail(400, config.error.code, config.error.message);
    const count = game.seatCount(config.value);
    if (request.seats.length !== count) return fail(400, 'bad-seats', `${game.name} with this config is played by ${count} seats; the request asks for ${request.seats.length}`);
    const humans = request.seats.filter((s) => s.kind === 'human').length;
    const turnSeconds = table?.turnSeconds !== undefined ? { ok: true as const, value: table.turnSeconds } : this.turnSeconds(request.turnSeconds);
    if (!turnSeconds.ok) return turnSeconds;
    const admitted = creator !== undefined && this.policy ? this.policy.admit(creator, game, config.value, request.seats) : null;
    if (admitted && !admitted.ok) return admitted;
    const meta: StoredMatch = {
      id: randomUUID(),
      game: game.id,
      config: config.value,
      seed: randomBytes(16).toString('hex'),
      seats: request.seats,
      turnSeconds: turnSeconds.value,
      createdAt: new Date(clockOf(this.ctx).now()).toISOString(),
      // A table of bots starts at once (to watch); otherwise it waits for its humans.
      status: humans === 0 ? 'live' : 'open',
      summary: null,
      rated: table?.rated ?? false,
      table: table?.settings ?? null,
    };
    const botNumber = new Map<string, number>();
    const seats: StoredSeat[] = request.seats.map((spec, seat) => {
      let name: string | null = null;
      if (spec.kind === 'bot') {
        const n = (botNumber.get(spec.difficulty) ?? 0) + 1;
        botNumber.set(spec.difficulty, n);
        const sameLevel = request.seats.filter((s) => s.kind === 'bot' && s.difficulty === spec.difficulty).length;
        name = `${capitalised(spec.difficulty)} Bot${sameLevel > 1 ? ` ${n}` : ''}`;
      }
      return { seat, kind: spec.kind, name, tokenHash: null, tokenExpires: null, left: false, covered: false, cover: null, muted: [] };
    });
    let room: MatchRoom | null;
    try {
      await this.ctx.storage.createMatch(meta, seats);
      if (creator !== undefined) this.hub.ownedBy(meta.id, creator);
      room = await this.hub.room(meta.id);
    } catch (e) {
      admitted?.value.cancel();
      throw e;
    }
    if (!room) {
      admitted?.value.cancel();
      return fail(500, 'internal', 'the match was created but cannot be loaded');
    }
    admitted?.value.created(room);
    // The lobby's listeners hear of a table once its creator sits at it (a seat taken is a change).
    this.ctx.log.info({ match: meta.id, game: game.id, seats: request.seats.length, ...(table ? { pace: table.settings.pace, rated: table.rated, visibility: table.settings.visibility } : {}) }, table ? 'table created' : 'match created');
    return { ok: true, value: room };
  }

  async list(status: MatchStatus, limit = 50): Promise<MatchRoom[]> {
    const stored = await this.ctx.storage.listMatches(status, limit);
    // Private tables are found through their invite links only.
    const listed = stored.filter((m) => m.table?.visibility !== 'private');
    const rooms = await Promise.all(listed.map((m) => this.hub.room(m.id).catch(() => null)));
    return rooms.filter((r): r is MatchRoom => r !== null && r.meta.status === status);
  }

  async find(id: string): Promise<LobbyResult<MatchRoom>> {
    const room = await this.hub.room(id);
    if (!room) return fail(404, 'unknown-match', `there is no match "${id}"`);
    // Another instance may have moved the match on a moment ago: answer from storage's latest.
    await room.serial(() => room.catchUp());
    return { ok: true, value: room };
  }

  /**
   * Takes a seat: a guest's by the name typed, or with `player` that signed-in player's (under their
   * name). A player holds one seat of a match; with `address` (a request's), the seat policy's
   * limits apply.
   */
  async join(id: string, name: string, wanted: number | undefined, origin: Origin, player?: SeatHolder, address?: string): Promise<LobbyResult<LiveJoinReply>> {
    const found = await this.find(id);
    if (!found.ok) return found;
    const room = found.value;
    if (room.damage !== null) return fail(409, 'match-damaged', damagedMessage(room.damage));
    const checked = checkPlayerName(name);
    if (!checked.ok) return fail(400, 'bad-name', checked.problem);
    name = checked.name;
    if (room.meta.status === 'cancelled') return fail(409, 'table-cancelled', TABLE_CANCELLED);
    if (room.meta.rated && !player) return fail(403, 'sign-in-required', 'this table is rated: its seats are for signed-in players (POST /api/tables/:id/join with your session)');
    if (room.meta.status !== 'open') return fail(409, 'match-started', 'this match has no open seats: it has already started');
    if (wanted !== undefined && (wanted >= room.seats.length || room.seats[wanted]?.kind !== 'human')) {
      return fail(400, 'bad-seat', `seat ${wanted} is not a human seat of this match (seats 0–${room.seats.length - 1})`);
    }
    if (player && room.seats.some((s) => s.playerId === player.id && !s.left)) return fail(409, 'already-seated', 'you already hold a seat at this match: a player takes one seat of a table');
    if (!player) {
      const refused = await this.guestNameProblem(room, name);
      if (refused) return refused;
    }
    const actor: SeatActor | null = address !== undefined && this.seatPolicy ? { address, playerId: player?.id ?? null } : null;
    const refused = actor && this.seatPolicy!.mayJoin(actor, id);
    if (refused) return { ok: false, ...refused };
    const candidates = wanted !== undefined ? [wanted] : room.seats.filter((s) => s.kind === 'human' && s.tokenHash === null && !s.left).map((s) => s.seat);
    const token = newToken();
    for (const seat of candidates) {
      if (await this.ctx.storage.takeSeat(id, seat, name, hashToken(token), Date.now() + this.ctx.tokenTtlMs, player?.id ?? null)) {
        if (player?.tokenHolder) await this.ctx.storage.updateSeat(id, seat, { tokenHolder: player.tokenHolder });
        await this.rememberAddress(room, seat, player);
        await this.ctx.storage.announce(id);
        await room.refresh();
        if (actor) this.seatPolicy!.joined(actor, id, seat);
        this.ctx.log.info({ match: id, seat, player: player !== undefined }, 'seat taken');
        this.changed(id);
        return { ok: true, value: seatReply(room, seat, token, origin) };
      }
    }
    return wanted !== undefined ? fail(409, 'seat-taken', `seat ${wanted} is already taken`) : fail(409, 'match-full', 'every seat of this match is taken');
  }

  /**
   * A guest's name may be no registered player's, nor that of someone else at this table, as folded
   * (`playerNameKey`: look-alike letters of any script count as the letter).
   */
  private async guestNameProblem(room: MatchRoom, name: string): Promise<LobbyResult<never> | null> {
    const key = playerNameKey(name);
    if (await this.ctx.storage.players.playerByNameKey(key)) {
      return fail(409, 'name-registered', `"${name}" is (or looks like) the name of a registered player: sign in to play as that player, or choose another name`);
    }
    if (room.seats.some((s) => s.name !== null && s.kind === 'human' && playerNameKey(s.name) === key)) {
      return fail(409, 'name-at-table', `someone at this table is already called "${name}" (or a name that looks like it): choose another name`);
    }
    return null;
  }

  /**
   * A new token for a seat its holder asks for again (a signed-in player on another device): the
   * sockets of the old token stop playing the seat, here and on every instance.
   */
  async reseat(room: MatchRoom, seat: number, origin: Origin, player?: SeatHolder): Promise<LiveJoinReply> {
    const token = newToken();
    await this.rememberAddress(room, seat, player);
    await this.ctx.storage.updateSeat(room.id, seat, { tokenHash: hashToken(token), tokenExpires: Date.now() + this.ctx.tokenTtlMs, tokenHolder: player?.tokenHolder ?? null });
    await this.ctx.storage.announce(room.id);
    await room.refresh();
    this.ctx.log.info({ match: room.id, seat }, 'seat token renewed for its player');
    return seatReply(room, seat, token, origin);
  }

  /** Why a signed-in player may take no seat anywhere now (their seats a minute, their abandoned matches); null: they may. */
  seatRefused(address: string, playerId: string): SeatRefusal | null {
    return this.seatPolicy?.mayJoin({ address, playerId }, '') ?? null;
  }

  /**
   * A started match's humans all left or are covered by the AI (`anyone` false): it is a table of
   * bots only now, held to their limits — beyond them its bots play in the background until a
   * human plays a seat again (finding 8).
   */
  async whoPlays(id: string, anyone: boolean): Promise<void> {
    if (anyone) return this.hub.toForeground(id);
    const room = await this.hub.room(id);
    if (!room || room.finished || this.policy?.endedBotOnly?.(room)) return;
    this.hub.toBackground(id);
    this.ctx.log.info({ match: id }, 'nobody plays: beyond the limits on tables of bots only, its bots play in the background');
  }

  /** At a rated table: the address the seat's player sits from, kept salted (two seats from one address are never rated against each other). */
  private async rememberAddress(room: MatchRoom, seat: number, player: SeatHolder | undefined): Promise<void> {
    if (room.meta.rated && player?.address) await this.ctx.storage.tables.addSeatAddress(room.id, seat, seatAddressKey(room.id, player.address));
  }

  /** Leaves the seat a token holds; with `address` (a request's), the seat policy's limits apply. */
  async leave(id: string, token: string, address?: string): Promise<LobbyResult<LiveLeaveReply>> {
    const found = await this.find(id);
    if (!found.ok) return found;
    const room = found.value;
    const seat = await this.ctx.storage.seatByToken(id, hashToken(token));
    if (!seat) {
      if (await this.ctx.storage.seatByToken(id, forgottenTokenHash(hashToken(token)))) return fail(403, 'device-forgotten', DEVICE_FORGOTTEN);
      return fail(403, 'bad-token', 'that token holds no seat in this match');
    }
    if (seat.left) return fail(409, 'token-expired', 'this seat has already been left');
    if (seat.tokenExpires !== null && seat.tokenExpires < Date.now()) return fail(403, 'token-expired', 'this seat token has expired; it no longer acts for the seat');
    const actor: SeatActor | null = address !== undefined && this.seatPolicy ? { address, playerId: seat.playerId ?? null } : null;
    const refused = actor && this.seatPolicy!.mayLeave(actor);
    if (refused) return { ok: false, ...refused };
    const started = (await this.ctx.storage.getMatch(id))?.status !== 'open';
    if (started) {
      // After the start the AI plays the seat to the end, and the table is told so.
      const refused = await room.serial(async () => {
        await room.catchUp();
        return room.leave(seat.seat);
      });
      if (refused) return fail(409, refused.code, refused.message);
    } else {
      // Before it the seat opens again.
      await this.ctx.storage.updateSeat(id, seat.seat, { name: null, playerId: null, tokenHash: null, tokenExpires: null });
      await this.ctx.storage.tables.clearSeatAddresses(id, seat.seat);
      await this.ctx.storage.announce(id);
      await room.refresh();
      this.changed(id);
    }
    if (actor) this.seatPolicy!.left(actor, id, seat.seat, started);
    this.ctx.log.info({ match: id, seat: seat.seat, started }, 'seat left');
    return { ok: true, value: { left: true, seat: seat.seat } };
  }
}
