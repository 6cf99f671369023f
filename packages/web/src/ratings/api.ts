/**
 * The server's ratings API (shapes in @decktet/protocol's ratings.ts) and its list of games. Every
 * reply is checked against its schema; refusals come back in the player's words, never thrown.
 */
import { leaderboardReplySchema, liveGameListSchema, matchRatingSchema, playerProfileSchema } from '@decktet/protocol';
import { i18n } from '../i18n';
import type { RefusalWords } from '../online/api';
import { playerProblem, request } from '../players/api';

/** How many players a leaderboard page lists (the server's most). */
export const LEADERBOARD_PAGE = 100;

export const ratingProblem: RefusalWords = (code, message, params) => {
  switch (code) {
    case 'unknown-player':
      return i18n.t('ratings.problem.unknownPlayer');
    case 'unknown-game':
      return i18n.t('ratings.problem.unknownGame');
    default:
      return playerProblem(code, message, params);
  }
};

/** The games this server offers (the leaderboard has one per game). */
export function serverGames() {
  return request(liveGameListSchema, 'GET', '/api/games', undefined, ratingProblem);
}

/** A game's leaderboard: its first (the usual settings) unless `pool` names another. */
export function leaderboard(game: string, pool?: string) {
  const query = new URLSearchParams({ game, limit: String(LEADERBOARD_PAGE), ...(pool ? { pool } : {}) });
  return request(leaderboardReplySchema, 'GET', `/api/leaderboard?${query}`, undefined, ratingProblem);
}

/** A player's public page; an unknown name is refused with status 404. */
export function playerProfile(name: string) {
  return request(playerProfileSchema, 'GET', `/api/players/${encodeURIComponent(name)}/profile`, undefined, ratingProblem);
}

/** What a match did to its players' ratings (its end screen's story). */
export function matchRating(match: string) {
  return request(matchRatingSchema, 'GET', `/api/matches/${encodeURIComponent(match)}/rating`, undefined, ratingProblem);
}
