import { describe, expect, it } from 'vitest';
import { FIRST_RATING, afterPeriod } from './glicko';
import { ratingsAfter } from './ratings';
import type { RatedResult, RatedSeat } from './result';

describe('Glicko-2', () => {
  it("reproduces Glickman's example: 1500 ± 200 beats 1400 ± 30, loses to 1550 ± 100 and 1700 ± 300 → 1464.06 ± 151.52", () => {
    const after = afterPeriod({ rating: 1500, deviation: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ]);
    // Within the paper's rounding, as the library's own test has it.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('a new player starts at 1500 ± 350 with volatility 0.06', () => {
    expect(FIRST_RATING).toEqual({ rating: 1500, deviation: 350, volatility: 0.06 });
  });
});

const seat = (s: number, playerId: string, result: RatedSeat['result'], forfeit: RatedSeat['forfeit'] = null): RatedSeat => ({
  seat: s,
  playerId,
  result,
  score: result === 'win' ? 1 : result === 'draw' ? 0.5 : 0,
  forfeit,
});
const match = (a: RatedSeat, b: RatedSeat): RatedResult => ({ matchId: 'm', game: 'g', seats: [a, b] });

describe('a rated game is one rating period for its two players', () => {
  it('two new players: the winner gains what the loser loses, both grow surer (1662.31 / 1337.69 ± 290.32)', () => {
    const after = ratingsAfter(match(seat(0, 'ada', 'win'), seat(1, 'bo', 'loss')), new Map());
    expect(after.get('ada')!.rating).toBeCloseTo(1662.31, 2);
    expect(after.get('bo')!.rating).toBeCloseTo(1337.69, 2);
    for (const id of ['ada', 'bo']) expect(after.get(id)!.deviation).toBeCloseTo(290.32, 2);
  });

  it('a draw between equals moves neither rating, only their deviations', () => {
    const after = ratingsAfter(match(seat(0, 'ada', 'draw'), seat(1, 'bo', 'draw')), new Map());
    expect(after.get('ada')).toMatchObject({ rating: 1500, deviation: expect.closeTo(290.32, 2) });
    expect(after.get('bo')).toMatchObject({ rating: 1500 });
  });

  it("each is rated from the other's rating before the game: beating a stronger, surer player gains more", () => {
    const strong = { rating: 1800, deviation: 60, volatility: 0.06 };
    const weak = { rating: 1400, deviation: 60, volatility: 0.06 };
    const upset = ratingsAfter(match(seat(0, 'weak', 'win'), seat(1, 'strong', 'loss')), new Map([['weak', weak], ['strong', strong]]));
    const expected = ratingsAfter(match(seat(0, 'weak', 'loss'), seat(1, 'strong', 'win')), new Map([['weak', weak], ['strong', strong]]));
    expect(upset.get('weak')!.rating - weak.rating).toBeGreaterThan(weak.rating - expected.get('weak')!.rating);
    expect(upset.get('strong')!.rating).toBeLessThan(strong.rating);
    expect(expected.get('strong')!.rating - strong.rating).toBeLessThan(5);
  });

  it('two forfeits: both lose, each against the other', () => {
    const after = ratingsAfter(match(seat(0, 'ada', 'loss', 'clock'), seat(1, 'bo', 'loss', 'left')), new Map());
    expect(after.get('ada')!.rating).toBeCloseTo(1337.69, 2);
    expect(after.get('bo')!.rating).toBeCloseTo(1337.69, 2);
  });
});
