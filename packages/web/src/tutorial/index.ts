import type { AnyTutorial } from './lesson';
import { duelingRunesTutorial } from './dueling-runes';
import { hieroglyphsTutorial } from './hieroglyphs';

/** The tutorials (TUTORIAL_GAMES in available.ts names their games for the start screen). */
export const TUTORIALS: readonly AnyTutorial[] = [duelingRunesTutorial, hieroglyphsTutorial];

export function tutorialFor(gameId: string): AnyTutorial | undefined {
  return TUTORIALS.find((t) => t.gameId === gameId);
}
