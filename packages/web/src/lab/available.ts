/** The games the Workbench (`/lab`) edits: their tiles and rules link to it. */
export const WORKBENCH_GAMES: readonly string[] = ['dueling-runes'];

export const workbenchPath = '/lab';
