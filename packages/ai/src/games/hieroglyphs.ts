import type { AnyGame } from '@decktet/engine';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { hieroglyphsStatistics } from '../arena/stats/hieroglyphs';
import { hieroglyphsHeuristic } from '../heuristics/hieroglyphs';
import { greedyExact } from '../heuristics/hieroglyphs-greedy-exact';
import type { AiGameEntry } from './entry';

export const hieroglyphsAi: AiGameEntry = {
  game: hieroglyphs as unknown as AnyGame,
  heuristic: hieroglyphsHeuristic,
  statistics: hieroglyphsStatistics,
  ruleBots: { 'greedy-exact': greedyExact },
};
