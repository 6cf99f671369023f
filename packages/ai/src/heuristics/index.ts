import type { GameHeuristic } from '../heuristic';
import { duelingRunesHeuristic } from './dueling-runes';
import { goofspielHeuristic } from './goofspiel';
import { hieroglyphsHeuristic } from './hieroglyphs';

const HEURISTICS: readonly GameHeuristic[] = [duelingRunesHeuristic, goofspielHeuristic, hieroglyphsHeuristic];

/** The rules of thumb written for a game, if any. */
export function heuristicFor(gameId: string): GameHeuristic | undefined {
  return HEURISTICS.find((h) => h.gameId === gameId);
}
