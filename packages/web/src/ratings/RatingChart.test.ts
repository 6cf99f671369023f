import { describe, expect, it } from 'vitest';
import type { RatingPoint } from '@decktet/protocol';
import { ratingAxis, ratingLine } from './RatingChart';

const point = (before: number, rating: number): RatingPoint => ({ game: 'dueling-runes', matchId: null, at: '2026-11-01T12:00:00.000Z', result: rating > before ? 'win' : 'loss', forfeit: null, before, rating, deviation: 100 });

describe('the rating chart', () => {
  it('starts its line at the rating before the first game shown, then one height per game', () => {
    expect(ratingLine([point(1500, 1662), point(1662, 1580)])).toEqual([1500, 1662, 1580]);
    expect(ratingLine([])).toEqual([]);
  });

  it('spans the line with whole steps of 50, and a flat line with a step each side', () => {
    expect(ratingAxis([1500, 1662, 1580])).toEqual([1500, 1700]);
    expect(ratingAxis([1337.69, 1420])).toEqual([1300, 1450]);
    expect(ratingAxis([1500, 1500])).toEqual([1450, 1550]);
  });
});
