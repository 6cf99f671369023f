import { goofspiel } from '@decktet/engine';
import { goofspielHeuristic } from './heuristic';
import type { AiGameEntry } from '../entry';

/** The engine's small example game, for the arena and the tests: rules of thumb, no statistics of its own. */
export const goofspielAi: AiGameEntry = {
  game: goofspiel,
  heuristic: goofspielHeuristic,
};
