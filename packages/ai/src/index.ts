export type { Bot, BotSpec, SearchBudget } from './bot';
export { DIFFICULTIES, DIFFICULTY_SPECS, type Difficulty, type GameDifficulties, SPEC_HELP, difficultySpec, parseBotSpec, formatBotSpec } from './spec';
export { createBot, botFromSpec, randomBot, heuristicBot, heuristicPlayout, searchOptions } from './create-bot';
export type { GameHeuristic } from './heuristic';
export { ismctsSearch, playOut, randomPlayout, type IsmctsOptions, type PlayoutPolicy, type SearchResult } from './ismcts';
export { decisionRng } from './decision-rng';
export { AI_GAMES, BOT_GAMES, heuristicFor } from './registry';
export type { AiGameEntry } from './games/entry';
export * from './arena/pure';
export { type ActionEstimate, type AnalysisOptions, type DecisionAnalysis, TEACHER_LEVEL, analyseDecision } from './analysis';
export {
  type GameReview,
  type Mark,
  type PlayerSummary,
  type ReviewOptions,
  type ReviewProgress,
  type ReviewedDecision,
  MARK_THRESHOLDS,
  MIN_PLAYED_VISITS,
  accuracy,
  classify,
  decisionAccuracy,
  reviewDecision,
  reviewGame,
  reviewing,
  reviewedSteps,
  summarise,
} from './review';
