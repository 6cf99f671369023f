/** The arena in Node: worker threads (`@decktet/ai/arena`). The pure parts are also in `@decktet/ai`. */
export { runArena, type ArenaRun } from './run';
export * from './pure';
