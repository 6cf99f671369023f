import type { AnyGame } from '@decktet/engine';
import { type GameRating, type LeaderboardReply, type PlayerProfile, checkPlayerName, playerNameKey } from '@decktet/protocol';
import { type PlayerResult, refuse } from '../players/accounts';
import type { PlayerStore, RatingStore, StoredRating } from '../storage';

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
const ok = <T>(value: T): PlayerResult<T> => ({ ok: true, value });

/** The leaderboards and the players' public pages, read from storage. */
export class RatingReader {
  constructor(
    private readonly ratings: RatingStore,
    private readonly players: PlayerStore,
    private readonly games: ReadonlyMap<string, AnyGame>,
    private readonly pages: RatingPages,
  ) {}

  private rating(r: StoredRating): GameRating {
    return {
      game: r.game,
      rating: shown(r.rating),
      deviation: shown(r.deviation),
      provisional: r.deviation > this.pages.provisionalDeviation,
      games: r.games,
      wins: r.wins,
      draws: r.draws,
      losses: r.losses,
    };
  }

  async leaderboard(query: { game: string; limit: number; offset: number; established: boolean }): Promise<PlayerResult<LeaderboardReply>> {
    const game = this.games.get(query.game);
    if (!game) return refuse(404, 'unknown-game', `there is no game "${query.game}" here; games: ${[...this.games.keys()].join(', ')}`);
    const { total, rows } = await this.ratings.leaderboard({
      game: game.id,
      minGames: this.pages.leaderboardMinGames,
      maxDeviation: query.established ? this.pages.provisionalDeviation : null,
      limit: query.limit,
      offset: query.offset,
    });
    const entries = rows.map((r, i) => {
      const { game: _game, ...rating } = this.rating(r);
      return { rank: query.offset + i + 1, name: r.name, ...rating };
    });
    return ok({ game: game.id, gameName: game.name, minGames: this.pages.leaderboardMinGames, established: query.established, total, offset: query.offset, limit: query.limit, entries });
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
        game: p.game,
        matchId: p.privateTable ? null : p.matchId,
        at: new Date(p.at).toISOString(),
        result: p.result,
        forfeit: p.forfeit === 'left' || p.forfeit === 'clock' ? p.forfeit : null,
        before: shown(p.ratingBefore),
        rating: shown(p.rating),
        deviation: shown(p.deviation),
      })),
      recentGames: played,
    });
  }
}
