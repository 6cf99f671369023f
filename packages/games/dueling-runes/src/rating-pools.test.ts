import { describe, expect, it } from 'vitest';
import { ratingPoolOf, settingsApart } from '@decktet/engine';
import { duelingRunes } from './game';
import { CURRENT_TABLE } from './advanced/tables';

describe('DR-39 standard settings for rated duels', () => {
  it('two wizards with every default are the basic leaderboard; the Advanced Game has its own', () => {
    expect(ratingPoolOf(duelingRunes, {})?.id).toBe('dueling-runes');
    expect(ratingPoolOf(duelingRunes, { players: 2, health: 12, variant: 'basic' })?.id).toBe('dueling-runes');
    expect(ratingPoolOf(duelingRunes, { variant: 'advanced' })).toMatchObject({ id: 'dueling-runes-advanced', name: 'Dueling Runes — Advanced Game' });
  });

  it('any other settings are on no leaderboard, and each changed setting is named', () => {
    expect(ratingPoolOf(duelingRunes, { health: [20, 1] })).toBeNull();
    expect(ratingPoolOf(duelingRunes, { courts: true })).toBeNull();
    expect(ratingPoolOf(duelingRunes, { players: 3 })).toBeNull();
    expect(ratingPoolOf(duelingRunes, { maxTurns: 10 })).toBeNull();
    expect(ratingPoolOf(duelingRunes, { variant: 'advanced', health: 5 })).toBeNull();
    expect(settingsApart(duelingRunes, { health: [20, 1] })).toEqual([{ setting: 'health', value: [20, 1], standard: [12, 12] }]);
    // Compared with the pool it is closest to: the Advanced Game with more health differs in health only (its table starts wizards at 20, DRA-34).
    expect(settingsApart(duelingRunes, { variant: 'advanced', health: 24 })).toEqual([{ setting: 'health', value: [24, 24], standard: [20, 20] }]);
  });

  it('DR-39, DRA-33, DRA-34: the Advanced Game is rated with the current table at its starting health; an older table is other settings, named apart', () => {
    expect(ratingPoolOf(duelingRunes, { variant: 'advanced', table: CURRENT_TABLE })?.id).toBe('dueling-runes-advanced');
    expect(ratingPoolOf(duelingRunes, { variant: 'advanced', health: 20 })?.id).toBe('dueling-runes-advanced');
    expect(ratingPoolOf(duelingRunes, { variant: 'advanced', table: 'original' })).toBeNull();
    // An older table starts wizards at its own health: both settings are named.
    expect(settingsApart(duelingRunes, { variant: 'advanced', table: 'original' })).toEqual([
      { setting: 'health', value: [12, 12], standard: [20, 20] },
      { setting: 'table', value: 'original', standard: CURRENT_TABLE },
    ]);
    expect(settingsApart(duelingRunes, { variant: 'advanced', table: 'lasting-from-next-turn', health: 20 })).toEqual([{ setting: 'table', value: 'lasting-from-next-turn', standard: CURRENT_TABLE }]);
  });
});
