/** The arena's parts that need no Node API (also usable in a browser). */
export { playArenaGame, seating, type ArenaGameSpec } from './play';
export { summarizeArena, botNames, type ArenaSummary, type BotStanding } from './summary';
export { renderArenaReport, barChartSvg, escapeHtml, htmlTable, statsCell } from './report-html';
export { arenaGame, ARENA_GAMES, ruleBotNames, statisticsFor } from './games';
export type { GameStatistics, PlayedAction } from './game-stats';
export type { ArenaGameResult, BarChart, GameStatsSummary, StatsTable } from './types';
export { wilson, fitElo } from './stats-math';
export { prepareArena, type ArenaOptions } from './prepare';
