import { Glicko2 } from 'glicko2';

/**
 * Glicko-2 (Mark Glickman's rating system), computed by the `glicko2` package; nothing else in
 * the server sees that package. A rating is a strength, its deviation how unsure it still is
 * (a rating ± twice the deviation holds the true strength 95 % of the time), and its volatility how
 * much the player's strength swings.
 */
export interface Glicko {
  rating: number;
  deviation: number;
  volatility: number;
}

/** A player's first rating in a game: Glickman's defaults for an unknown player. */
export const FIRST_RATING: Readonly<Glicko> = { rating: 1500, deviation: 350, volatility: 0.06 };

/** The system constant τ: how fast volatility may change (Glickman suggests 0.3–1.2). */
export const TAU = 0.5;

/** A game's score for the player: 1 a win, 0.5 a draw, 0 a loss. */
export type Score = 0 | 0.5 | 1;

/** One game of a rating period as the player played it: the opponent's rating before it, and the score. */
export interface RatedGame {
  opponent: Glicko;
  score: Score;
}

/** The player's rating after a rating period in which the player played `games` (each opponent rated as before the period). */
export function afterPeriod(player: Glicko, games: readonly RatedGame[]): Glicko {
  const system = new Glicko2({ tau: TAU, rating: FIRST_RATING.rating, rd: FIRST_RATING.deviation, vol: FIRST_RATING.volatility });
  const me = system.makePlayer(player.rating, player.deviation, player.volatility);
  system.updateRatings(games.map((g) => [me, system.makePlayer(g.opponent.rating, g.opponent.deviation, g.opponent.volatility), g.score]));
  return { rating: me.getRating(), deviation: me.getRd(), volatility: me.getVol() };
}
