import { describe, expect, it } from 'vitest';
import type { SeatResult } from '@decktet/engine';
import type { ArenaGameResult } from '../types';
import { ALL_SEATS, contributionGroups, winContribution } from './win-contribution';

/** An arena game with only what win contribution reads: who sat where, who won, what each seat did. */
const game = (botBySeat: number[], results: SeatResult[], did: boolean[]): ArenaGameResult => ({
  index: 0,
  seed: 's',
  botBySeat,
  results,
  scores: results.map((r) => (r === 'win' ? 1 : 0)),
  actions: 1,
  thinkMs: [0, 0],
  decisions: [1, 1],
  details: { did },
});

const did = (g: ArenaGameResult, seat: number) => (g.details.did as boolean[])[seat]!;

describe('win contribution', () => {
  it('groups seats by bot spec, or takes all seats together when every seat plays one spec', () => {
    expect(contributionGroups(['hard', 'hard:no=fear'])).toEqual(['hard', 'hard:no=fear']);
    expect(contributionGroups(['hard#1', 'hard#2'])).toEqual([ALL_SEATS]);
    expect(contributionGroups(['hard#1', 'hard#2', 'random'])).toEqual(['hard', 'random']);
  });

  it("counts each seat's games with and without the thing, and its wins each way", () => {
    const games = [
      game([0, 1], ['win', 'loss'], [true, false]),
      game([1, 0], ['loss', 'win'], [true, true]),
      game([0, 1], ['loss', 'win'], [false, true]),
      game([1, 0], ['draw', 'draw'], [false, false]),
    ];
    const [a, b] = winContribution(games, ['hard', 'hard:no=fear'], did);
    expect(a).toMatchObject({ bot: 'hard', withGames: 2, withWins: 2, withRate: 1, withoutGames: 2, withoutWins: 0, withoutRate: 0 });
    expect(b).toMatchObject({ bot: 'hard:no=fear', withGames: 2, withWins: 1, withRate: 0.5, withoutGames: 2, withoutWins: 0, withoutRate: 0 });
    expect(a!.withCi[0]).toBeGreaterThan(0.3);
    expect(a!.withCi[1]).toBe(1);
    const [all] = winContribution(games, ['hard#1', 'hard#2'], did);
    expect(all).toMatchObject({ bot: ALL_SEATS, withGames: 4, withWins: 3, withoutGames: 4, withoutWins: 0, withRate: 0.75 });
  });

  it('gives no rate over no games', () => {
    const [only] = winContribution([game([0, 0], ['win', 'loss'], [false, false])], ['random#1', 'random#2'], did);
    expect(only).toMatchObject({ withGames: 0, withRate: null, withCi: [0, 1], withoutGames: 2, withoutRate: 0.5 });
  });
});
