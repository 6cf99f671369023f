/**
 * Which games have lessons, known without loading them: the start screen links to them, and the
 * lessons themselves (texts and positions) load only when a learner opens them.
 */
export const TUTORIAL_GAMES: readonly string[] = ['dueling-runes', 'hieroglyphs'];

export const hasTutorial = (gameId: string) => TUTORIAL_GAMES.includes(gameId);

/** Where a game's lessons are. */
export const learnPath = (gameId: string) => `/learn/${encodeURIComponent(gameId)}`;
