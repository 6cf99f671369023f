export type { Bot, BotSpec, SearchBudget } from './bot';
export { DIFFICULTIES, DIFFICULTY_SPECS, type Difficulty, type GameDifficulties, SPEC_HELP, difficultySpec, parseBotSpec, formatBotSpec } from './spec';
export { createBot, botFromSpec, randomBot, heuristicBot, heuristicPlayout } from './create-bot';
export type { GameHeuristic } from './heuristic';
export { ismctsSearch, playOut, randomPlayout, type IsmctsOptions, type PlayoutPolicy, type SearchResult } from './ismcts';
export { decisionRng } from './decision-rng';
export { AI_GAMES, BOT_GAMES, GAMES, findGame, heuristicFor } from './registry';
export type { AiGameEntry } from './games/entry';
export * from './arena/pure';
