/**
 * Hieroglyphs rules of thumb (docs/ai.md lists them for players):
 * 1. Count letters: for each play, look at every hidden card that may be the current word (its
 *    title ends in the revealed letters) and how many letters each still needs.
 * 2. Prefer exact word ends: ending exactly on a word's last letter draws a card (HG-10), and
 *    ending exactly on a phrase's last letter collects its sliders (HG-9).
 * 3. Avoid overshoot risk: overshooting a phrase hands its sliders to the opponent, weighed by
 *    how likely each candidate word makes it.
 * 4. Buy strong cards: a phrase is worth what its sliders add to your deck (rank points, and a
 *    Crown's reach); go for rich phrases, and do not leave a rich phrase one or two letters from
 *    its end for the opponent.
 * 5. When two tombs are nearly spent, the one who is ahead ends the game and the other avoids it.
 * Ties go to the play that uses the lower card, keeping reach for later plays of the turn.
 *
 * For a search's cut-off playouts, a position is judged by the points lead (`hieroglyphsEvaluate`).
 */
import { bestOf } from '../../heuristics/best';
import type { CardId, Rng } from '@decktet/decktet';
import type { BaseState, Seat } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsState, type HieroglyphsView, PHRASE_LENGTH, TOTAL_RANK_POINTS, cardInfo, finalScores, lettersNeeded } from '@decktet/hieroglyphs';
import type { GameHeuristic } from '../../heuristic';

/** What a play needs to know about one tomb. */
interface TombFacts {
  /** Letters still needed by each possible current word (one entry per candidate, equally likely). */
  readonly need: readonly number[];
  readonly lastWord: boolean;
  /** What completing the phrase is worth to whoever collects it. */
  readonly prize: number;
  /** Cards left under the top card (a tomb with one left is depleted). */
  readonly cardsLeft: number;
}

const DRAW_VALUE = 2.5;
const CROWN_VALUE = 2;

function cardValue(id: CardId): number {
  const c = cardInfo(id);
  return c.rank + (c.isCrown ? CROWN_VALUE : c.modifier * 0.5);
}

function prizeOf(aside: readonly CardId[], top: CardId): number {
  let v = cardValue(top);
  for (const a of aside) v += cardValue(a);
  return v;
}

/** Expected value of deciphering `letters` letters on a tomb, for the player making the play. */
function playValue(t: TombFacts, letters: number, lead: number): number {
  if (t.need.length === 0) return -100;
  let total = 0;
  for (const need of t.need) {
    if (letters < need) {
      const left = need - letters;
      // A phrase left one or two letters from its end is an easy exact finish for the opponent.
      total += t.lastWord && left <= 2 ? -0.15 * t.prize : 0.05 * letters;
    } else if (letters === need) {
      total += DRAW_VALUE + (t.lastWord ? t.prize : 0.2 * t.prize);
      // Ending the game: the last phrase of a nearly spent tomb may close the second tomb.
      if (t.lastWord && t.cardsLeft <= 2) total += endingValue(lead + t.prize);
    } else {
      total += t.lastWord ? -t.prize - 0.5 : 0.1 * letters;
    }
  }
  return total / t.need.length;
}

/** Rule 5, roughly: ending while ahead is worth a lot, ending while behind costs a lot. */
function endingValue(leadAfter: number): number {
  return leadAfter > 0 ? 5 : leadAfter < 0 ? -5 : 0;
}

function choose(legal: readonly unknown[], facts: readonly TombFacts[], lead: number, rng: Rng): unknown {
  return bestOf(
    legal,
    (raw) => {
      const a = raw as HieroglyphsAction;
      if (a.type === 'discard') return -0.5;
      const c = cardInfo(a.card);
      // Small costs: spending a high card, and spending power-ups (they can stretch later plays).
      return playValue(facts[a.tomb - 1]!, a.rank, lead) - 0.01 * c.rank - 0.05 * a.powerUps.length;
    },
    rng,
  );
}

function factsFromView(v: HieroglyphsView): TombFacts[] {
  return v.tombs.map((t) => ({
    need: lettersNeeded(t),
    lastWord: t.wordsDeciphered + 1 === t.phraseLength,
    prize: prizeOf(t.aside, t.top),
    cardsLeft: t.cardsLeft,
  }));
}

function factsFromState(s: HieroglyphsState): TombFacts[] {
  return s.tombs.map((t, i) => ({
    need: t.cards.length > 1 ? [cardInfo(t.cards[1]!).letters.length - t.revealed] : [],
    lastWord: t.aside.length + 1 === PHRASE_LENGTH[i],
    prize: prizeOf(t.aside, t.cards[0]!),
    cardsLeft: t.cards.length - 1,
  }));
}

/**
 * How far a points lead decides the game: a lead of `LEAD_SCALE_BASE` points plus one for every
 * `POINTS_PER_SCALE` rank points still to win moves the chance by about a quarter (a logistic).
 */
const LEAD_SCALE_BASE = 3;
const POINTS_PER_SCALE = 10;

/**
 * A position's worth per seat for a cut-off playout: the chance to win that the points lead gives
 * (the score if the game ended now, HG-12), less sure the more rank points are still in play.
 * Measured against `greedy-exact` (docs/ai.md): a judgement after 20 actions told `normal` more
 * than a playout to the end, whose draws and deciphering vary a lot.
 */
export function hieroglyphsEvaluate(state: BaseState): number[] {
  const [a, b] = finalScores(state as HieroglyphsState);
  const scale = LEAD_SCALE_BASE + (TOTAL_RANK_POINTS - a - b) / POINTS_PER_SCALE;
  const first = 1 / (1 + Math.exp((b - a) / scale));
  return [first, 1 - first];
}

export const hieroglyphsHeuristic: GameHeuristic = {
  choose(view, legal, seat: Seat, rng) {
    const v = view as HieroglyphsView;
    const me = v.players[seat as 0 | 1];
    const them = v.players[seat === 0 ? 1 : 0];
    return choose(legal, factsFromView(v), me.points - them.points, rng);
  },
  playout(state: BaseState, legal, seat, rng) {
    const s = state as HieroglyphsState;
    const [a, b] = finalScores(s);
    return choose(legal, factsFromState(s), seat === 0 ? a - b : b - a, rng);
  },
  evaluate: hieroglyphsEvaluate,
};
