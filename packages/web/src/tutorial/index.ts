import type { AnyTutorial } from './lesson';

/**
 * Each game's lessons, from its folder of the client (`games/<game>/tutorial.ts`, whose web entry
 * says `tutorial: true` for the start screen), found by the bundler: this page's chunk holds them.
 */
const MODULES = import.meta.glob<Record<string, unknown>>('../games/*/tutorial.ts', { eager: true });

function isTutorial(value: unknown): value is AnyTutorial {
  return typeof value === 'object' && value !== null && typeof (value as AnyTutorial).gameId === 'string' && Array.isArray((value as AnyTutorial).lessons);
}

/** The tutorials, one per game that has lessons, in the order of the games' folders. */
export const TUTORIALS: readonly AnyTutorial[] = Object.values(MODULES).flatMap((module) => Object.values(module).filter(isTutorial));

export function tutorialFor(gameId: string): AnyTutorial | undefined {
  return TUTORIALS.find((t) => t.gameId === gameId);
}
