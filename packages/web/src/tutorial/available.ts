/**
 * Where a game's lessons are. Which games have lessons is known without loading them (each game's
 * web entry says `tutorial: true`): the start screen links to them, and the lessons themselves
 * (texts and positions) load only when a learner opens them.
 */
export const learnPath = (gameId: string) => `/learn/${encodeURIComponent(gameId)}`;
