import type { Logger } from 'pino';
import { type AnyGame, ratingPoolOf } from '@decktet/engine';
import { MIN_RATED_DECISIONS, RATED_PAIRINGS_PER_DAY } from '@decktet/protocol';
import type { RatedOutcome, RatingStore, RatingValues } from '../storage';
import { FIRST_RATING, afterPeriod } from './glicko';
import { type DecidedMatch, type MatchResults, type RatedResult, ownDecisions, ratedResult } from './result';

const DAY_MS = 24 * 3600 * 1000;

/** The rules that keep ratings earned (docs/ratings.md): defaults in DEFAULT_RATED_PLAY. */
export interface RatedPlay {
  /** Each player's own decisions a result needs to count; fewer: the game is aborted, no result. */
  minDecisions: number;
  /** Results between the same two players in one leaderboard that count per 24 hours. */
  pairingsPerDay: number;
}

export const DEFAULT_RATED_PLAY: RatedPlay = { minDecisions: MIN_RATED_DECISIONS, pairingsPerDay: RATED_PAIRINGS_PER_DAY };

/** What the judge needs to know beyond the match: whether its seats share an address, how often the pair met lately. */
export interface RatedContext {
  seatsShareAddress(matchId: string): Promise<boolean>;
  /** Whether one browser signed in as both players. */
  playersLinked(a: string, b: string): Promise<boolean>;
  pairings(pool: string, a: string, b: string, since: number): Promise<number>;
}

/**
 * Whether a decided rated result counts, in this order: its settings must be a leaderboard's
 * (`not-standard`); each player must have made `minDecisions` decisions of their own (`aborted`:
 * a leave or a timeout before that is no result); the two seats must not come from one address
 * or the players from one browser (`linked`); and the pair may have had at most `pairingsPerDay - 1` counted results in the last
 * 24 hours (`repeated`).
 */
export async function judge(m: DecidedMatch, result: RatedResult, game: AnyGame | undefined, at: number, rules: RatedPlay, context: RatedContext): Promise<{ outcome: RatedOutcome; pool: string }> {
  const pool = game ? ratingPoolOf(game, m.meta.config) : null;
  if (!pool) return { outcome: 'not-standard', pool: m.meta.game };
  if (result.seats.some((s) => ownDecisions(m, s.seat) < rules.minDecisions)) return { outcome: 'aborted', pool: pool.id };
  const [a, b] = result.seats;
  if ((await context.seatsShareAddress(m.meta.id)) || (await context.playersLinked(a.playerId, b.playerId))) return { outcome: 'linked', pool: pool.id };
  if ((await context.pairings(pool.id, a.playerId, b.playerId, at - DAY_MS)) >= rules.pairingsPerDay) return { outcome: 'repeated', pool: pool.id };
  return { outcome: 'rated', pool: pool.id };
}

/**
 * Each rated game is a rating period of its own for its two players: both are rated from the
 * other's rating before the game and their own score in it. (Glicko-2's periods of calendar time
 * would hold a result back until the period closes; turn-based games end at any hour.)
 */
export function ratingsAfter(result: RatedResult, before: ReadonlyMap<string, RatingValues>): Map<string, RatingValues> {
  const [a, b] = result.seats;
  const was = (playerId: string) => before.get(playerId) ?? FIRST_RATING;
  return new Map([
    [a.playerId, afterPeriod(was(a.playerId), [{ opponent: was(b.playerId), score: a.score }])],
    [b.playerId, afterPeriod(was(b.playerId), [{ opponent: was(a.playerId), score: b.score }])],
  ]);
}

/** Applies the results of rated matches to their players' ratings, each once. */
export class RatedResults implements MatchResults {
  constructor(
    private readonly store: RatingStore,
    private readonly log: Logger,
    private readonly now: () => number,
    private readonly games: ReadonlyMap<string, AnyGame>,
    private readonly context: RatedContext,
    private readonly rules: RatedPlay = DEFAULT_RATED_PLAY,
  ) {}

  async decided(match: DecidedMatch): Promise<void> {
    const result = ratedResult(match);
    if (!result) return;
    try {
      const at = this.now();
      const { outcome, pool } = await judge(match, result, this.games.get(match.meta.game), at, this.rules, this.context);
      if (outcome !== 'rated') {
        if (await this.store.noResult(result.matchId, pool, at, outcome)) this.log.info({ match: result.matchId, pool, outcome }, 'rated match decided without a rating change');
        return;
      }
      const applied = await this.store.settle({ ...result, game: pool, at }, FIRST_RATING, (before) => ratingsAfter(result, before));
      if (applied) this.log.info({ match: result.matchId, game: result.game, pool, results: result.seats.map((s) => s.forfeit ?? s.result) }, 'rated result applied');
    } catch (e) {
      // The match goes on; the result is applied at the next start (settleMissed).
      this.log.error({ err: e, match: result.matchId }, 'applying a rated result failed');
    }
  }

  /**
   * Applies the results that were decided but never applied (the server stopped in between);
   * `load` reads a match as its room holds it. Returns how many matches were looked at.
   */
  async settleMissed(load: (matchId: string) => Promise<DecidedMatch | null>, limit = 1000): Promise<number> {
    const ids = await this.store.unsettled(limit);
    for (const id of ids) {
      const match = await load(id).catch((e: unknown) => {
        this.log.error({ err: e, match: id }, 'a rated match could not be loaded to apply its result');
        return null;
      });
      if (match) await this.decided(match);
    }
    return ids.length;
  }
}
