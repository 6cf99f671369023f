import type { Rng } from '@decktet/decktet';
import type { BaseState, Seat } from '@decktet/engine';

/**
 * Determinization weighting. A game's `sampleState` deals every hidden thing uniformly among what
 * the view allows — including a choice an opponent has already made in secret. But opponents do
 * not choose uniformly: what they chose depends on what they hold and what serves them. A
 * weighting re-deals such choices, in the determinization just sampled, as the opponent's rules
 * of thumb would make them from the hand that determinization gave it (the hand is itself
 * sampled, so the weighting still averages over everything the searcher cannot see). It changes
 * a sampled state in place and reads nothing but that state.
 *
 * With `all`, an opponent who is still to choose in the same stage as the searcher (both place a
 * card in secret, both may react) is dealt its choice too, as if already made: the two choices
 * are revealed together, so neither can depend on the other, and dealing the opponent's first
 * changes nothing but who models it — its rules of thumb instead of the search's own statistics
 * for it (decoupled UCB, which plans against an opponent that learns the searcher's habits).
 */
export type SecretChoices = (state: BaseState, seat: Seat, rng: Rng) => void;
