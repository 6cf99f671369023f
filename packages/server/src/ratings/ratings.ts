import type { Logger } from 'pino';
import type { RatingStore, RatingValues } from '../storage';
import { FIRST_RATING, afterPeriod } from './glicko';
import { type DecidedMatch, type MatchResults, type RatedResult, ratedResult } from './result';

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
  ) {}

  async decided(match: DecidedMatch): Promise<void> {
    const result = ratedResult(match);
    if (!result) return;
    try {
      const applied = await this.store.settle({ ...result, at: this.now() }, FIRST_RATING, (before) => ratingsAfter(result, before));
      if (applied) this.log.info({ match: result.matchId, game: result.game, results: result.seats.map((s) => s.forfeit ?? s.result) }, 'rated result applied');
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
