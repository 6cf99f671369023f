import type { AnyTutorial } from './lesson';
import { duelingRunesTutorial } from '../games/dueling-runes/tutorial';
import { hieroglyphsTutorial } from '../games/hieroglyphs/tutorial';

/** The tutorials (each of their games' web entries says `tutorial: true`, for the start screen). */
export const TUTORIALS: readonly AnyTutorial[] = [duelingRunesTutorial, hieroglyphsTutorial];

export function tutorialFor(gameId: string): AnyTutorial | undefined {
  return TUTORIALS.find((t) => t.gameId === gameId);
}
