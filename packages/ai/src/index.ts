export type { Bot, BotSpec, SearchBudget } from './bot';
export { DIFFICULTIES, DIFFICULTY_SPECS, GAME_DIFFICULTY_SPECS, type Difficulty, SPEC_HELP, difficultySpec, parseBotSpec, formatBotSpec } from './spec';
export { createBot, botFromSpec, randomBot, heuristicBot, heuristicPlayout } from './create-bot';
export type { GameHeuristic } from './heuristic';
export { heuristicFor } from './heuristics';
export { ismctsSearch, playOut, randomPlayout, type IsmctsOptions, type PlayoutPolicy, type SearchResult } from './ismcts';
export { decisionRng } from './decision-rng';
export { GAMES, findGame } from './registry';
export * from './arena/pure';
