import { type AnyGame, ratingPoolOf } from '@decktet/engine';
import { type GameRating, type LeaderboardReply, MIN_RATED_DECISIONS, type MatchRating, type MatchRatingStatus, type PlayerProfile, RATED_PAIRINGS_PER_DAY, checkPlayerName, playerNameKey } from '@decktet/protocol';
import { type PlayerResult, refuse } from '../players/accounts';
import type { PlayerStore, RatingStore, Storage, StoredRating } from '../storage';

/** What the public pages show and who the leaderboard lists (defaults in DEFAULT_RATING_PAGES). */
export interface RatingPages {
  /** A player is on a game's leaderboard after this many rated games of it. */
  leaderboardMinGames: number;
  /** A rating whose deviation is above this is provisional (Glicko's own advice: still too unsure to rank). */
  provisionalDeviation: number;
  /** Rating points on a player's page. */
  historyPoints: number;
  /** Finished public games on a player's page. */
  recentGames: number;
}

export const DEFAULT_RATING_PAGES: RatingPages = { leaderboardMinGames: 1, provisionalDeviation: 110, historyPoints: 200, recentGames: 20 };

/** Two decimals: what a page shows, without the float noise of the computation. */
const shown = (x: number) => Math.round(x * 100) / 100;
const forfeitShown = (f: string | null): 'left' | 'clock' | null => (f === 'left' || f === 'clock' ? f : null);
const ok = <T>(value: T): PlayerResult<T> => ({ ok: true, value });

/** A leaderboard and its game. Ratings are kept per leaderboard (the store's `game` column holds its id). */
interface PoolOfGame {
  game: AnyGame;
  pool: { id: string; name: string };
}

/** Every leaderboard of these games by id; a game without any has one of its own id (ratings kept before leaderboards were named). */
function poolIndex(games: ReadonlyMap<string, AnyGame>): Map<string, PoolOfGame> {
  const index = new Map<string, PoolOfGame>();
  for (const game of games.values()) {
    const pools = game.ratingPools?.length ? game.ratingPools : [{ id: game.id, name: game.name }];
    for (const pool of pools) index.set(pool.id, { game, pool: { id: pool.id, name: pool.name } });
  }
  return index;
}

/** Why a rated match changed no rating, in English (clients word it in their own language from the status). */
const NO_RESULT: Readonly<Record<Exclude<MatchRatingStatus, 'rated'>, string>> = {
  unrated: 'this game was not rated',
  pending: 'the rated result is not decided yet',
  aborted: `aborted: a rated game counts only once each player has made ${MIN_RATED_DECISIONS} decisions of their own, so no rating changed`,
  repeated: `not counted: these two players already had ${RATED_PAIRINGS_PER_DAY} rated results against each other in this leaderboard within 24 hours`,
  linked: 'not counted: both seats were taken from one network address, and such players are never rated against each other',
  'not-standard': "not counted: this table's settings are not a leaderboard's standard ones",
};

/** The leaderboards and the players' public pages, read from storage. */
export class RatingReader {
  private readonly pools: Map<string, PoolOfGame>;

  constructor(
    private readonly ratings: RatingStore,
    private readonly players: PlayerStore,
    private readonly games: ReadonlyMap<string, AnyGame>,
    private readonly pages: RatingPages,
    private readonly matches?: Pick<Storage, 'getMatch' | 'seats'>,
  ) {
    this.pools = poolIndex(games);
  }

  /** The game of a leaderboard id as ratings store it. */
  private gameOf(poolId: string): string {
    return this.pools.get(poolId)?.game.id ?? poolId;
  }

  private rating(r: StoredRating): GameRating {
    const pool = this.pools.get(r.game)?.pool;
    return {
      game: this.gameOf(r.game),
      pool: r.game,
      poolName: pool?.name ?? r.game,
      rating: shown(r.rating),
      deviation: shown(r.deviation),
      provisional: r.deviation > this.pages.provisionalDeviation,
      games: r.games,
      wins: r.wins,
      draws: r.draws,
      losses: r.losses,
    };
  }

  async leaderboard(query: { game: string; pool?: string | undefined; limit: number; offset: number; established: boolean }): Promise<PlayerResult<LeaderboardReply>> {
    const game = this.games.get(query.game);
    if (!game) return refuse(404, 'unknown-game', `there is no game "${query.game}" here; games: ${[...this.games.keys()].join(', ')}`);
    const pools = [...this.pools.values()].filter((p) => p.game === game).map((p) => p.pool);
    const pool = query.pool === undefined ? pools[0] : pools.find((p) => p.id === query.pool);
    if (!pool) return refuse(404, 'unknown-pool', `${game.name} has no leaderboard "${query.pool}"; its leaderboards: ${pools.map((p) => p.id).join(', ')}`);
    const { total, rows } = await this.ratings.leaderboard({
      game: pool.id,
      minGames: this.pages.leaderboardMinGames,
      maxDeviation: query.established ? this.pages.provisionalDeviation : null,
      limit: query.limit,
      offset: query.offset,
    });
    const entries = rows.map((r, i) => {
      const { game: _game, pool: _pool, poolName: _poolName, ...rating } = this.rating(r);
      return { rank: query.offset + i + 1, name: r.name, ...rating };
    });
    return ok({ game: game.id, gameName: game.name, pool, pools, minGames: this.pages.leaderboardMinGames, established: query.established, total, offset: query.offset, limit: query.limit, entries });
  }

  /** What a match did to its players' ratings (its end screen's story): see MatchRating. */
  async matchRating(matchId: string): Promise<PlayerResult<MatchRating>> {
    const meta = await this.matches?.getMatch(matchId);
    if (!meta || !this.matches) return refuse(404, 'unknown-match', `there is no match "${matchId}"`);
    const game = this.games.get(meta.game);
    const standard = game ? ratingPoolOf(game, meta.config) : null;
    const pool = standard ? { id: standard.id, name: standard.name } : null;
    if (!meta.rated) return ok({ matchId, status: 'unrated', pool, reason: NO_RESULT.unrated, seats: [] });
    const stored = await this.ratings.matchResult(matchId);
    if (!stored) return ok({ matchId, status: 'pending', pool, reason: NO_RESULT.pending, seats: [] });
    const judged = this.pools.get(stored.pool)?.pool ?? pool;
    if (stored.outcome !== 'rated') return ok({ matchId, status: stored.outcome, pool: judged, reason: NO_RESULT[stored.outcome], seats: [] });
    const names = new Map((await this.matches.seats(matchId)).map((s) => [s.seat, s.name] as const));
    const seats = stored.points.map((p) => ({
      seat: p.seat,
      name: names.get(p.seat) ?? null,
      result: p.result,
      forfeit: forfeitShown(p.forfeit),
      before: shown(p.ratingBefore),
      rating: shown(p.rating),
    }));
    return ok({ matchId, status: 'rated', pool: judged, reason: 'the result counted', seats });
  }

  /** A player's public page: name, ratings and record per game, rating history, finished public games. */
  async profile(name: string): Promise<PlayerResult<PlayerProfile>> {
    const checked = checkPlayerName(name);
    const player = checked.ok ? await this.players.playerByNameKey(playerNameKey(checked.name)) : null;
    if (!player) return refuse(404, 'unknown-player', 'no player has that name');
    const [ratings, history, played] = await Promise.all([
      this.ratings.ratingsOf(player.id),
      this.ratings.history(player.id, this.pages.historyPoints),
      this.ratings.playedGames(player.id, this.pages.recentGames),
    ]);
    return ok({
      name: player.name,
      createdAt: new Date(player.createdAt).toISOString(),
      ratings: ratings.map((r) => this.rating(r)),
      history: history.map((p) => ({
        game: this.gameOf(p.game),
        pool: p.game,
        matchId: p.privateTable ? null : p.matchId,
        at: new Date(p.at).toISOString(),
        result: p.result,
        forfeit: forfeitShown(p.forfeit),
        before: shown(p.ratingBefore),
        rating: shown(p.rating),
        deviation: shown(p.deviation),
      })),
      recentGames: played,
    });
  }
}
