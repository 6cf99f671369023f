import { analyseDecision, type ActionEstimate, reviewGame } from '@decktet/ai';
import type { AnyGame } from '@decktet/engine';
import type { AnalysisAnswers, HintRequest, SuggestedAction } from './analyst';

function gameOf(games: readonly AnyGame[], id: string): AnyGame {
  const game = games.find((g) => g.id === id);
  if (!game) throw new Error(`the AI does not know the game "${id}"`);
  return game;
}

/** An estimate as the index of its action in the request's legal actions. */
function suggested(game: AnyGame, request: HintRequest, estimate: ActionEstimate): SuggestedAction {
  const index = request.legal.findIndex((a) => game.formatAction(a) === estimate.notation);
  if (index < 0) throw new Error(`the teacher suggested "${estimate.notation}", which is not legal`);
  return { index, winChance: estimate.winChance };
}

/**
 * The teacher's answers (what the AI worker runs): a hint from the seat's view and legal actions
 * only, and a review of a whole record, each decision from its own seat's view.
 */
export function teacherAnswers(games: readonly AnyGame[]): AnalysisAnswers {
  return {
    hint(request) {
      const game = gameOf(games, request.game);
      const analysis = analyseDecision(game, request.view, request.legal, request.seat);
      return { best: suggested(game, request, analysis.best), runnerUp: analysis.runnerUp && suggested(game, request, analysis.runnerUp) };
    },
    review(request, onProgress, shouldStop) {
      return reviewGame(gameOf(games, request.game), request.record, { onProgress, shouldStop });
    },
  };
}
