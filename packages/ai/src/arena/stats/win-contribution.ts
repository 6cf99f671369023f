/**
 * Win contribution: how a seat fared in the games where it did something (cast a spell, say)
 * against the games where it did not — its win rate each way, with the counts, by bot. Bots of the
 * same spec (`hard#1`, `hard#2`) are one bot here; when every seat plays the same spec, the rows
 * are for all seats together.
 */
import { round, wilson } from '../stats-math';
import type { ArenaGameResult } from '../types';

/** A seat's games split by whether it did the thing, with its wins each way. */
export interface Contribution {
  /** The bot's spec, or `ALL_SEATS` when every seat played the same spec. */
  readonly bot: string;
  readonly withGames: number;
  readonly withWins: number;
  /** Win rate in those games (null over none) and its 95% Wilson interval. */
  readonly withRate: number | null;
  readonly withCi: readonly [number, number];
  readonly withoutGames: number;
  readonly withoutWins: number;
  readonly withoutRate: number | null;
  readonly withoutCi: readonly [number, number];
}

/** The row label when every seat played the same bot. */
export const ALL_SEATS = 'all seats';

/** The bot's spec behind a display name (`hard#2` → `hard`: specs never contain "#"). */
const specOf = (name: string) => name.replace(/#\d+$/, '');

/** The groups of seats to compare: one per distinct spec, or one for all seats when there is one spec. */
export function contributionGroups(botNames: readonly string[]): string[] {
  const specs = [...new Set(botNames.map(specOf))];
  return specs.length > 1 ? specs : [ALL_SEATS];
}

/**
 * For each group of `contributionGroups`, the win rates of the seats with and without `did`
 * (`did(game, seat)`: did that seat do it in that game). A game counts once per seat.
 */
export function winContribution(games: readonly ArenaGameResult[], botNames: readonly string[], did: (game: ArenaGameResult, seat: number) => boolean): Contribution[] {
  const groups = contributionGroups(botNames);
  const tally = groups.map(() => ({ withGames: 0, withWins: 0, withoutGames: 0, withoutWins: 0 }));
  for (const g of games) {
    g.botBySeat.forEach((bot, seat) => {
      const t = tally[groups.length > 1 ? groups.indexOf(specOf(botNames[bot]!)) : 0]!;
      const won = g.results[seat] === 'win' ? 1 : 0;
      if (did(g, seat)) {
        t.withGames++;
        t.withWins += won;
      } else {
        t.withoutGames++;
        t.withoutWins += won;
      }
    });
  }
  return groups.map((bot, i) => {
    const t = tally[i]!;
    return {
      bot,
      ...t,
      withRate: t.withGames ? round(t.withWins / t.withGames) : null,
      withCi: interval(t.withWins, t.withGames),
      withoutRate: t.withoutGames ? round(t.withoutWins / t.withoutGames) : null,
      withoutCi: interval(t.withoutWins, t.withoutGames),
    };
  });
}

const interval = (wins: number, games: number) => wilson(wins, games).map((x) => round(x)) as [number, number];
