import { describe, expect, it } from 'vitest';
import { goofspiel } from './examples/goofspiel';
import { findRatingPool, ratingPoolOf, settingsApart } from './rating-pools';

describe("a game's standard settings for rated play", () => {
  it('a config is in a pool when, validated with its defaults filled, it is that pool’s settings', () => {
    expect(ratingPoolOf(goofspiel, {})?.id).toBe('goofspiel');
    expect(ratingPoolOf(goofspiel, { handSize: 5 })?.id).toBe('goofspiel');
    expect(ratingPoolOf(goofspiel, undefined)?.id).toBe('goofspiel');
    expect(ratingPoolOf(goofspiel, { handSize: 3 })).toBeNull();
    // An invalid config is in no pool.
    expect(ratingPoolOf(goofspiel, { handSize: 'many' })).toBeNull();
  });

  it('names every setting that differs from the standard one, with both values', () => {
    expect(settingsApart(goofspiel, {})).toEqual([]);
    expect(settingsApart(goofspiel, { handSize: 3 })).toEqual([{ setting: 'handSize', value: 3, standard: 5 }]);
  });

  it('finds a pool by its id, and no other', () => {
    expect(findRatingPool(goofspiel, 'goofspiel')?.name).toBe('Goofspiel');
    expect(findRatingPool(goofspiel, 'goofspiel-advanced')).toBeNull();
  });

  it('a game without pools is never rated', () => {
    const { ratingPools: _pools, ...unrated } = goofspiel;
    expect(ratingPoolOf(unrated as typeof goofspiel, {})).toBeNull();
    expect(settingsApart(unrated as typeof goofspiel, { handSize: 4 })).toEqual([{ setting: 'handSize', value: 4, standard: 5 }]);
  });
});
