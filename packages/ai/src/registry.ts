import type { AnyGame } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { hieroglyphs } from '@decktet/hieroglyphs';

/** The product's games. */
export const GAMES: readonly AnyGame[] = [duelingRunes as unknown as AnyGame, hieroglyphs as unknown as AnyGame];

/** A game of the registry by id (`dueling-runes`, `hieroglyphs`). */
export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}
