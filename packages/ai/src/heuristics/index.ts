import type { GameHeuristic } from '../heuristic';
import { goofspielHeuristic } from './goofspiel';

const HEURISTICS: readonly GameHeuristic[] = [goofspielHeuristic];

/** The rules of thumb written for a game, if any. */
export function heuristicFor(gameId: string): GameHeuristic | undefined {
  return HEURISTICS.find((h) => h.gameId === gameId);
}
