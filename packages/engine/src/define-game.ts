import type { BaseState, Game } from './contract';

/** A game's id: lowercase words joined by hyphens (`dueling-runes`), as records and addresses use it. */
const GAME_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * A game, defined once with its own types: the state, action, view, config and layout types are
 * inferred from (or given for) the object, and the result is both that typed `Game` and, with no
 * cast, an `AnyGame` for the catalog and every registry (a `Game`'s members are methods, so a game
 * of any types is a game of unknown types). It refuses, with the field named, a game whose id is
 * not a lowercase hyphenated word, whose name is blank, or whose seat counts do not make a range;
 * the game it returns is frozen.
 */
export function defineGame<State extends BaseState, Action, View, Config, Layout = never>(
  game: Game<State, Action, View, Config, Layout>,
): Game<State, Action, View, Config, Layout> {
  if (!GAME_ID.test(game.id)) throw new Error(`a game's id is lowercase words joined by hyphens, not "${game.id}"`);
  if (game.name.trim() === '') throw new Error(`the game "${game.id}" has a blank name`);
  const seats = [game.minSeats, game.maxSeats];
  if (!seats.every((n) => Number.isInteger(n) && n >= 1) || game.minSeats > game.maxSeats) {
    throw new Error(`the game "${game.id}" seats from ${game.minSeats} to ${game.maxSeats} players: the counts must be whole numbers from 1, the first no more than the second`);
  }
  return Object.freeze(game);
}

