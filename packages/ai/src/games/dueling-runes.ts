import type { AnyGame } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { duelingRunesStatistics } from '../arena/stats/dueling-runes';
import { duelingRunesHeuristic } from '../heuristics/dueling-runes';
import { duelingRunesGift } from '../heuristics/dueling-runes-gifts';
import { EXPERT_SPEC } from '../spec';
import type { AiGameEntry } from './entry';

export const duelingRunesAi: AiGameEntry = {
  game: duelingRunes as unknown as AnyGame,
  heuristic: duelingRunesHeuristic,
  statistics: duelingRunesStatistics,
  gift: duelingRunesGift,
  difficulties: {
    // Long games (about 150 actions) and a fast state-reading playout policy: hard needs a larger
    // sample of each decision to beat the rules of thumb by a clear margin.
    hard: { kind: 'ismcts', budget: { iterations: 600 }, playout: 'heuristic', maxMs: 900, treeDepth: 1 },
    // The expert's budget and weighting with hard's one-level tree: a second level (a joint node
    // per pair of secret choices, then UCB in place of the rules of thumb) lost to hard here (docs/ai.md).
    expert: { ...EXPERT_SPEC, treeDepth: 1 },
  },
};
