import { hieroglyphs } from '@decktet/hieroglyphs';
import { hieroglyphsStatistics } from './stats';
import { hieroglyphsHeuristic } from './heuristic';
import { greedyExact } from './greedy-exact';
import { hieroglyphsGift } from './gifts';
import type { AiGameEntry } from '../entry';

export const hieroglyphsAi: AiGameEntry = {
  game: hieroglyphs,
  heuristic: hieroglyphsHeuristic,
  statistics: hieroglyphsStatistics,
  gift: hieroglyphsGift,
  ruleBots: { 'greedy-exact': greedyExact },
  difficulties: {
    // The playouts are cut off after 20 actions and judged by the points lead, which makes an
    // iteration cheaper: 80 iterations cost less than the 60 full playouts did, and make `normal`
    // beat the beginner's rule (`greedy-exact`) by the margin docs/ai.md records.
    normal: { kind: 'ismcts', budget: { iterations: 80 }, playout: 'heuristic', maxMs: 1000, treeDepth: 1 },
  },
};
