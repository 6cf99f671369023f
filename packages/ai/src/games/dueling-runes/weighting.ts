import type { Rng } from '@decktet/decktet';
import type { DuelingRunesState } from '@decktet/dueling-runes';
import type { AnyGame, BaseState, Seat } from '@decktet/engine';
import type { Weighting } from '../../bot';
import type { GameHeuristic } from '../../heuristic';
import { step } from '../../ismcts';
import type { SecretChoices } from '../../weighting/redeal';

/**
 * Dueling Runes: a wizard who has already chosen in secret (a card to place, a reaction, a
 * declaration) has that choice dealt at random by `sampleState`. Here it is dealt as the
 * wizard's rules of thumb would make it from the hand the determinization gave it — a wizard
 * places the card that serves it, not any card. With `all`, a wizard still to choose in the same
 * stage as the searcher (./secret-choices.ts) is dealt its choice the same way, through the rules'
 * own move, which records it as made. It reads only the sampled state (the wizard's sampled hand
 * and everything public), never the real game.
 */
export function duelingRunesSecretChoices(game: AnyGame, heuristic: GameHeuristic, weighting: Weighting): SecretChoices | undefined {
  const playout = heuristic.playout;
  if (!playout) return undefined;
  return (state: BaseState, seat: Seat, rng: Rng) => {
    const s = state as DuelingRunesState;
    for (const w of s.wizards) {
      if (w.seat === null || w.seat === seat || w.pick === null) continue;
      // The options it had: the legal actions of the wizard as if it still owed its choice.
      w.owes = true;
      const options = game.legalActions(state, w.seat);
      w.owes = false;
      if (options.length > 1) w.pick = playout(state, options, w.seat, rng) as DuelingRunesState['wizards'][number]['pick'];
    }
    if (weighting === 'all' && s.wizards.some((w) => w.seat === seat && w.owes)) {
      for (const w of s.wizards) {
        if (w.seat === null || w.seat === seat || !w.owes) continue;
        const options = game.legalActions(state, w.seat);
        step(game, state, w.seat, options.length > 1 ? playout(state, options, w.seat, rng) : options[0]);
      }
    }
  };
}
