import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnyGame, Game } from './contract';
import { defineGame } from './define-game';
import { type GoofspielAction, type GoofspielState, goofspiel } from './examples/goofspiel';

describe('defineGame', () => {
  it('keeps the game its own types, and is an AnyGame without a cast', () => {
    expectTypeOf(goofspiel.apply).parameter(0).toEqualTypeOf<GoofspielState>();
    expectTypeOf(goofspiel.legalActions).returns.toEqualTypeOf<GoofspielAction[]>();
    expectTypeOf(goofspiel).toExtend<AnyGame>();
    const erased: AnyGame = goofspiel;
    expect(erased).toBe(goofspiel);
    expect(Object.isFrozen(goofspiel)).toBe(true);
  });

  const like = (fields: Partial<Game<GoofspielState, GoofspielAction, unknown, unknown>>) => defineGame({ ...goofspiel, ...fields });

  it('refuses an id that is not lowercase words joined by hyphens', () => {
    for (const id of ['', 'Goofspiel', 'goof spiel', 'goof--spiel', '-goofspiel', 'goofspiel-']) {
      expect(() => like({ id })).toThrow(`a game's id is lowercase words joined by hyphens, not "${id}"`);
    }
    expect(like({ id: 'goofspiel-2' }).id).toBe('goofspiel-2');
  });

  it('refuses a blank name', () => {
    expect(() => like({ name: '  ' })).toThrow('the game "goofspiel" has a blank name');
  });

  it('refuses seat counts that make no range', () => {
    expect(() => like({ minSeats: 3, maxSeats: 2 })).toThrow('the game "goofspiel" seats from 3 to 2 players');
    expect(() => like({ minSeats: 0 })).toThrow('the game "goofspiel" seats from 0 to 2 players');
    expect(() => like({ maxSeats: 2.5 })).toThrow('the game "goofspiel" seats from 2 to 2.5 players');
  });
});
