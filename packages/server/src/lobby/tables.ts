import { type RatingPool, findRatingPool, parseConfig, ratingPoolOf, recordedConfigOf, settingsApart } from '@decktet/engine';
import { DEFAULT_TURN_HOURS, type LiveJoinReply, type LiveMatchSummary, type Pace, type QuickMatchPreview, RATED_SEATS, type TableCreate, type TableListQuery, type TablePageQuery } from '@decktet/protocol';
import type { ServerLimits } from '../http/limits';
import { clientError } from '../match/errors';
import { refusal } from '../http/refusal';
import type { Hub } from '../match/hub';
import { type Lobby, type LobbyResult, type Origin, type SeatHolder, summarize } from '../match/lobby';
import type { MatchRoom } from '../match/room';

/** A Quick match request as the server reads it (defaults filled). */
export interface QuickMatchRequestOf {
  game: string;
  pace: Pace;
  pool?: string;
  anySettings: boolean;
}

export type TableLimits = Pick<ServerLimits, 'openLiveTablesPerPlayer' | 'openTurnBasedTablesPerPlayer' | 'openLiveTableMinutes' | 'openTurnBasedTableHours'>;

/** Open tables expired in one sweep at most (the next sweep takes the rest). */
const EXPIRED_AT_ONCE = 500;

/** How many open public tables a list, a feed's first message or a Quick match looks at. */
export const TABLES_LISTED = 200;

const HOUR_SECONDS = 3600;
const fail = (status: number, code: string, message: string): LobbyResult<never> => ({ ok: false, status, error: clientError(code, message) });
const ok = <T>(value: T): LobbyResult<T> => ({ ok: true, value });

/** A table's creator counts in the lobby's creation policy, and decides its match's bot lane, by player and by address. */
const creatorOf = (player: SeatHolder, address: string | undefined) => ({ address: address ?? `player:${player.id}`, playerId: player.id });

/**
 * Lobby tables: matches a signed-in player creates for others to find (public) or to invite to
 * (private), live or turn-based, rated or not. A table is an ordinary match with its settings
 * (`StoredTable`); its creator sits at its first human seat, and it starts when its seats are full.
 */
export class Tables {
  constructor(
    private readonly lobby: Lobby,
    private readonly hub: Hub,
    private readonly limits: TableLimits,
  ) {}

  private get storage() {
    return this.hub.ctx.storage;
  }

  /** Creates a table and seats its creator; refused past the creator's open tables of that pace. */
  async create(request: TableCreate, player: SeatHolder, origin: Origin, address?: string): Promise<LobbyResult<LiveJoinReply>> {
    const standard = this.ratedSettings(request);
    if (!standard.ok) return standard;
    const open = await this.storage.tables.openTablesOf(player.id, request.pace);
    const most = request.pace === 'live' ? this.limits.openLiveTablesPerPlayer : this.limits.openTurnBasedTablesPerPlayer;
    if (open >= most) {
      const message = `you already have ${open} ${request.pace} table${open === 1 ? '' : 's'} waiting for players (at most ${most} at once): cancel one, or wait until it starts`;
      return { ok: false, status: 429, error: refusal('too-many-open-tables', message, { open, most, pace: request.pace, quickMatch: false }) };
    }
    // The creator takes the first seat: a player who may take none now makes no table either.
    const refused = address === undefined ? null : this.lobby.seatRefused(address, player.id);
    if (refused) return { ok: false, ...refused };
    const turnBased = request.pace === 'turn-based';
    const created = await this.lobby.create(
      { game: request.game, config: request.config, seats: request.seats, ...(turnBased ? {} : { turnSeconds: request.turnSeconds }) },
      creatorOf(player, address),
      {
        settings: { pace: request.pace, visibility: request.visibility, creatorId: player.id },
        rated: request.rated,
        ...(turnBased ? { turnSeconds: (request.turnHours ?? DEFAULT_TURN_HOURS) * HOUR_SECONDS } : {}),
      },
    );
    if (!created.ok) return created;
    const seated = await this.lobby.join(created.value.id, player.name, undefined, origin, player, address);
    // Nobody can have taken the creator's seat yet; should it fail all the same, the table goes.
    if (!seated.ok) await this.callOff(created.value);
    return seated;
  }

  /**
   * A rated table is played with one of its game's standard settings (a leaderboard's): any other
   * request for a rated table is refused, naming each setting that differs (docs/ratings.md).
   */
  private ratedSettings(request: TableCreate): LobbyResult<null> {
    const game = this.hub.ctx.games.get(request.game);
    if (!request.rated || !game) return ok(null);
    const config = parseConfig(game, request.config ?? {});
    if (!config.ok || ratingPoolOf(game, config.value)) return ok(null);
    const pools = game.ratingPools ?? [];
    if (pools.length === 0) return fail(400, 'not-rated-game', `${game.name} has no rated play here: make the table unrated`);
    const apart = settingsApart(game, config.value)
      .map((a) => `${a.setting} ${JSON.stringify(a.value)} (standard: ${JSON.stringify(a.standard)})`)
      .join(', ');
    return fail(
      400,
      'not-standard',
      `a rated table is played with ${game.name}'s standard settings (${pools.map((p) => p.name).join('; or ')}); these differ: ${apart}. Use the standard settings, or make the table unrated`,
    );
  }

  /**
   * One page of the open public tables of one game and one pace when asked, of one leaderboard or
   * standard or not when asked, newest first, after the table `query.after` (the page before's
   * `next`); `next` is null on the last page. The leaderboard filters read each table's settings,
   * so a page is filled from as many stored pages as it takes.
   */
  async list(query: TablePageQuery, origin: Origin): Promise<LobbyResult<{ tables: LiveMatchSummary[]; next: string | null }>> {
    const { after, limit, ...filter } = query;
    let place = after === undefined ? undefined : await this.storage.tables.placeOf(after);
    if (place === null) return fail(400, 'bad-request', `after: there is no table "${after}" (use the "next" of the page before)`);
    const fitting: MatchRoom[] = [];
    for (;;) {
      const ids = await this.storage.tables.openTables({ game: filter.game, pace: filter.pace, limit: limit + 1, newest: true, ...(place ? { after: place } : {}) });
      const scanned = ids.slice(0, limit);
      for (const room of await this.roomsOf(scanned, filter)) {
        fitting.push(room);
        if (fitting.length > limit) break;
      }
      if (fitting.length > limit || ids.length <= limit) break;
      place = (await this.storage.tables.placeOf(scanned.at(-1)!)) ?? undefined;
      if (!place) break;
    }
    const page = fitting.slice(0, limit);
    return ok({ tables: page.map((room) => summarize(room, origin)), next: fitting.length > limit ? page.at(-1)!.id : null });
  }

  /** Rooms of the open public tables that fit, longest waiting first (as Quick match takes them). */
  private async openRooms(query: TableListQuery): Promise<MatchRoom[]> {
    return this.roomsOf(await this.storage.tables.openTables({ game: query.game, pace: query.pace, limit: TABLES_LISTED }), query);
  }

  /** The rooms of these tables that are open, whole, and fit the leaderboard filters, in the order given. */
  private async roomsOf(ids: readonly string[], query: TableListQuery): Promise<MatchRoom[]> {
    const rooms = await Promise.all(ids.map((id) => this.hub.room(id).catch(() => null)));
    return rooms.filter((room): room is MatchRoom => {
      if (room === null || room.meta.status !== 'open' || room.damage !== null) return false;
      const pool = this.poolOf(room);
      if (query.pool !== undefined && pool?.id !== query.pool) return false;
      return query.standard === undefined || (query.standard === 'true') === (pool !== null);
    });
  }

  /** The leaderboard whose standard settings a table is played with; null: none. */
  private poolOf(room: MatchRoom): RatingPool | null {
    const game = this.hub.ctx.games.get(room.meta.game);
    return game ? ratingPoolOf(game, recordedConfigOf(game, room.meta.config)) : null;
  }

  /**
   * Calls off every table (and match) still waiting for players past its lifetime: live ones after
   * `openLiveTableMinutes`, turn-based ones after `openTurnBasedTableHours`. Returns how many.
   */
  async expire(now: number): Promise<number> {
    const before = (ms: number) => new Date(now - ms).toISOString();
    const ids = await this.storage.tables.expiredOpen({ live: before(this.limits.openLiveTableMinutes * 60_000), turnBased: before(this.limits.openTurnBasedTableHours * HOUR_SECONDS * 1000), limit: EXPIRED_AT_ONCE });
    let expired = 0;
    for (const id of ids) {
      const room = await this.hub.room(id).catch(() => null);
      if (room && (await this.callOff(room))) expired++;
    }
    if (expired) this.hub.ctx.log.info({ expired }, 'open tables expired');
    return expired;
  }

  /**
   * Seats the player at a table: the first open seat, or — at a table where the player already
   * sits, on this device or another — that seat with a new token (the old one stops working).
   */
  async join(id: string, player: SeatHolder, origin: Origin, address?: string): Promise<LobbyResult<LiveJoinReply>> {
    const found = await this.table(id);
    if (!found.ok) return found;
    const mine = found.value.seats.find((s) => s.playerId === player.id && !s.left);
    if (mine) return ok(await this.lobby.reseat(found.value, mine.seat, origin, player));
    return this.lobby.join(id, player.name, undefined, origin, player, address);
  }

  /** The table's creator calls it off before it starts: its seats are let go and it is never played. */
  async cancel(id: string, player: SeatHolder): Promise<LobbyResult<{ cancelled: true }>> {
    const found = await this.table(id);
    if (!found.ok) return found;
    const room = found.value;
    if (room.meta.table?.creatorId !== player.id) return fail(403, 'not-your-table', 'only the player who created this table may cancel it');
    if (!(await this.callOff(room))) {
      return room.meta.status === 'cancelled'
        ? fail(409, 'table-cancelled', 'this table is cancelled already')
        : fail(409, 'table-started', 'this table has started: it can no longer be cancelled (leave it instead: POST /api/matches/:id/leave)');
    }
    this.hub.ctx.log.info({ match: id }, 'table cancelled by its creator');
    return ok({ cancelled: true });
  }

  /** Cancels a table that is still open, and tells its sockets, the other instances and the lobby; false: it was not open. */
  private async callOff(room: MatchRoom): Promise<boolean> {
    const cancelled = await this.storage.tables.cancel(room.id);
    await room.refresh();
    if (!cancelled) return false;
    await this.storage.announce(room.id);
    this.lobby.changed(room.id);
    return true;
  }

  /**
   * The tables Quick match would seat the player at, best first: open public tables of this game
   * and pace that the player neither created nor sits at — rated tables of the leaderboard asked
   * for (the game's first when none is named), then, only with `anySettings`, any other table.
   */
  private async candidates(request: QuickMatchRequestOf, player: SeatHolder): Promise<LobbyResult<{ pool: RatingPool | null; fitting: MatchRoom[]; others: MatchRoom[]; own: MatchRoom | null }>> {
    const offered = this.hub.ctx.games.get(request.game);
    if (!offered) return fail(400, 'unknown-game', `there is no game "${request.game}" here; games: ${[...this.hub.ctx.games.keys()].join(', ')}`);
    const pools = offered.ratingPools ?? [];
    const pool = request.pool === undefined ? (pools[0] ?? null) : findRatingPool(offered, request.pool);
    if (request.pool !== undefined && !pool) {
      return fail(400, 'unknown-pool', `${offered.name} has no leaderboard "${request.pool}"; its leaderboards: ${pools.map((p) => p.id).join(', ') || 'none'}`);
    }
    const rooms = (await this.openRooms({ game: request.game, pace: request.pace })).filter((room) => room.meta.table?.visibility === 'public');
    const mine = (room: MatchRoom) => room.meta.table?.creatorId === player.id || room.seats.some((s) => s.playerId === player.id);
    const inPool = (room: MatchRoom) => pool !== null && room.meta.rated && this.poolOf(room)?.id === pool.id;
    const fitting = rooms.filter((room) => inPool(room) && !mine(room));
    const others = request.anySettings ? rooms.filter((room) => !inPool(room) && !mine(room)) : [];
    const own = rooms.find((room) => inPool(room) && room.meta.table?.creatorId === player.id) ?? null;
    return ok({ pool, fitting, others, own });
  }

  /** What Quick match would do now, without doing it: the table it would seat the player at (null: it would open one, or seat the player at their own). */
  async quickMatchPreview(request: QuickMatchRequestOf, player: SeatHolder, origin: Origin): Promise<LobbyResult<QuickMatchPreview>> {
    const found = await this.candidates(request, player);
    if (!found.ok) return found;
    const next = found.value.fitting[0] ?? found.value.others[0] ?? null;
    return ok({ match: next ? summarize(next, origin) : null });
  }

  /**
   * Quick match: a seat at the longest waiting open public rated table of this game, pace and
   * leaderboard that the player neither created nor sits at (with `anySettings`, then at any other
   * table); when none fits, the player's own such table (waiting still), else a new rated one with
   * the leaderboard's settings (when its usual setup has two seats).
   */
  async quickMatch(request: QuickMatchRequestOf, player: SeatHolder, origin: Origin, address?: string): Promise<LobbyResult<LiveJoinReply & { opened: boolean }>> {
    const { game, pace } = request;
    const found = await this.candidates(request, player);
    if (!found.ok) return found;
    const { pool, fitting, others, own } = found.value;
    for (const room of [...fitting, ...others]) {
      const joined = await this.lobby.join(room.id, player.name, undefined, origin, player, address);
      // Taken by someone else a moment ago: the next one.
      if (joined.ok) return ok({ ...joined.value, opened: false });
      // The player's own limits (seats a minute, abandoned matches) hold at every table alike.
      if (joined.status === 429) return joined;
    }
    if (own) {
      const seated = await this.join(own.id, player, origin, address);
      return seated.ok ? ok({ ...seated.value, opened: true }) : seated;
    }
    const offered = this.hub.ctx.games.get(game)!;
    const config = parseConfig(offered, pool?.config ?? {});
    const seats = config.ok ? offered.seatCount(config.value) : RATED_SEATS;
    const fresh: TableCreate = {
      game,
      ...(pool ? { config: pool.config } : {}),
      seats: Array.from({ length: seats }, () => ({ kind: 'human' as const })),
      pace,
      rated: pool !== null && seats === RATED_SEATS,
      visibility: 'public',
    };
    const opened = await this.create(fresh, player, origin, address);
    if (opened.ok) return ok({ ...opened.value, opened: true });
    // Say why no table came of it: none was free to join, and the player's own limit stops a new one.
    if (opened.error.code !== 'too-many-open-tables') return opened;
    const message = `Quick match found no ${pace} ${game} table to join, and cannot open one: ${opened.error.message}`;
    return { ok: false, status: opened.status, error: { ...opened.error, message, params: { ...opened.error.params, quickMatch: true } } };
  }

  /** A lobby table's room, up to date. */
  private async table(id: string): Promise<LobbyResult<MatchRoom>> {
    const found = await this.lobby.find(id);
    if (!found.ok || found.value.meta.table) return found;
    return fail(404, 'unknown-table', `"${id}" is not a lobby table (a match made with POST /api/matches is joined with POST /api/matches/${id}/join)`);
  }
}
