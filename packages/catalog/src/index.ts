/**
 * The catalog of games: the one list of the games the product offers, one line each, in the order
 * they are offered. Every layer reads it: the server serves these games, and the AI, the terminal
 * and the browser each keep one entry per game in its `games/<game>/` folder, their registries
 * checked against this list (`layerRegistry`). Adding a game is one line here; the rest lives in the
 * game's own folders (docs/architecture.md, "Adding a game").
 */
import { type AnyGame, gameCatalog, goofspiel } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { hieroglyphs } from '@decktet/hieroglyphs';

/** The product's games: what the server, the terminal and the browser offer. */
export const GAMES: readonly AnyGame[] = gameCatalog([
  duelingRunes,
  hieroglyphs,
]);

/** The engine's small example game: played by the tests and the arena through every layer, offered by no table. */
export const EXAMPLE_GAMES: readonly AnyGame[] = gameCatalog([goofspiel]);

/** A game of the product by id. */
export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((game) => game.id === id);
}
