import type { Rng } from '@decktet/decktet';
import type { AnyGame, BaseState, Seat } from '@decktet/engine';
import type { Weighting } from '../bot';
import type { GameHeuristic } from '../heuristic';
import type { SecretChoices } from './redeal';

export type { SecretChoices } from './redeal';

/** Playouts that keep a share of uniform choices: the opponent model leaves room for surprises. */
export const SURPRISE_SHARE = 0.25;

/**
 * How a game's rules of thumb re-deal its opponents' secret choices, written where the game has
 * secret choices (its AI entry's `secretChoices`); undefined where its rules of thumb cannot.
 */
export type SecretChoicesRule = (game: AnyGame, heuristic: GameHeuristic, weighting: Weighting) => SecretChoices | undefined;

/** What the weighting reads of a game's AI entry. */
export interface WeighedGame {
  readonly heuristic?: GameHeuristic;
  readonly secretChoices?: SecretChoicesRule;
}

/**
 * A sampler of determinizations that weighs opponents' secret choices by their rules of thumb
 * (a share SURPRISE_SHARE of them stays uniform), where the game has secret choices and rules of
 * thumb; undefined where it has none (Hieroglyphs: nobody chooses in secret).
 */
export function weightedSampler(
  game: AnyGame,
  entry: WeighedGame | undefined,
  weighting: Weighting = 'made',
): ((view: unknown, seat: Seat, rng: Rng) => BaseState) | undefined {
  const redeal = entry?.heuristic && entry.secretChoices ? entry.secretChoices(game, entry.heuristic, weighting) : undefined;
  if (!redeal) return undefined;
  const threshold = Math.round(SURPRISE_SHARE * 1000);
  return (view, seat, rng) => {
    const state = game.sampleState(view, seat, rng);
    if (rng.int(0, 999) >= threshold) redeal(state, seat, rng);
    return state;
  };
}
