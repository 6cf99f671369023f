import { describe, expect, it } from 'vitest';
import { ratingPoolOf, settingsApart } from '@decktet/engine';
import { hieroglyphs } from './game';

describe('HG-24 standard settings for rated games', () => {
  it('every game is standard, on the one leaderboard', () => {
    expect(ratingPoolOf(hieroglyphs, {})).toMatchObject({ id: 'hieroglyphs', name: 'Hieroglyphs' });
    expect(ratingPoolOf(hieroglyphs, undefined)?.id).toBe('hieroglyphs');
    expect(settingsApart(hieroglyphs, {})).toEqual([]);
    // A setting the game does not have is refused by its schema, so no table is ever made with it.
    expect(ratingPoolOf(hieroglyphs, { tombs: 4 })).toBeNull();
  });
});
