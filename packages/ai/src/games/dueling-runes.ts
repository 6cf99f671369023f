import type { AnyGame } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { duelingRunesStatistics } from '../arena/stats/dueling-runes';
import { duelingRunesHeuristic } from '../heuristics/dueling-runes';
import type { AiGameEntry } from './entry';

export const duelingRunesAi: AiGameEntry = {
  game: duelingRunes as unknown as AnyGame,
  heuristic: duelingRunesHeuristic,
  statistics: duelingRunesStatistics,
  difficulties: {
    // Long games (about 150 actions) and a fast state-reading playout policy: hard needs a larger
    // sample of each decision to beat the rules of thumb by a clear margin.
    hard: { kind: 'ismcts', budget: { iterations: 600 }, playout: 'heuristic', maxMs: 900, treeDepth: 1 },
  },
};
