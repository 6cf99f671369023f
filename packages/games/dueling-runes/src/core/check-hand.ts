/** The checks of placing a card, of Counter Spell and Magic Mirror, and of Amnesia's choice (DR-1, DR-8, DR-14, DR-16). */
import { type CardId, SUIT_NAME, type Suit } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from './actions';
import { TITLE, VALUE, cardNumber } from './cards';
import { wizardTargetProblem } from './check-aim';
import type { CheckHooks } from './check-hooks';
import { stageWants, yourHand } from './check-words';
import { type Problem, illegal } from './problem';
import { runesOfCards } from './recipes';
import { hasRune } from './runes';
import { faceUpCards } from './sequence';
import { amnesiaTaskOf } from './spells';
import type { DuelingRunesState, Wizard } from './state';
import { capital, listOf, titles } from './words';

const suitWords = (suits: readonly Suit[]) => listOf(suits.map((s) => SUIT_NAME[s]));

/** DR-1, DR-17: the Excuse is never played; it marks when the discard pile is shuffled back. */
function excuseProblem(id: CardId): Problem | null {
  if (id !== 'excuse') return null;
  return illegal('excuse-never-played', 'The Excuse is never played in Dueling Runes: it only marks when the discard pile is shuffled back into the draw pile (DR-1, DR-17)', { card: id });
}

/** DR-1: the Courts are in the deck only with the option "courts". */
function courtProblem(s: DuelingRunesState, c: number, id: CardId): Problem | null {
  if (s.config.courts || VALUE[c] !== 11) return null;
  return illegal('court-not-in-deck', `${capital(TITLE[c]!)} is a Court, and the Courts are not in this duel's deck (option "courts", DR-1)`, { card: id });
}

/** DR-8: a wizard places a card from its hand. */
function inHandProblem(w: Wizard, c: number, id: CardId, what = ''): Problem | null {
  if (w.hand.includes(c)) return null;
  return illegal('not-in-hand', `${capital(TITLE[c]!)} is not in your hand (${yourHand(w)})${what}`, { card: id });
}

/** The checks of placing card `id` in the `choose` stage. */
export function playProblem(s: DuelingRunesState, w: Wizard, id: CardId): Problem | null {
  const c = cardNumber(id)!;
  return excuseProblem(id) ?? courtProblem(s, c, id) ?? inHandProblem(w, c, id);
}

/**
 * DR-16: Counter Spell and Magic Mirror discard a minimal set of cards from the hand carrying the
 * recipe's runes — every rune of the recipe among them, and no card that could be left out (the
 * sets `minimalSets` lists).
 */
function discardProblem(w: Wizard, spell: string, recipe: readonly Suit[], discard: readonly CardId[]): Problem | null {
  const cards: number[] = [];
  for (const id of discard) {
    const c = cardNumber(id)!;
    const problem = inHandProblem(w, c, id, `: ${spell} discards cards from your hand`);
    if (problem) return problem;
    cards.push(c);
  }
  const missing = recipe.filter((r) => !hasRune(runesOfCards(cards), r));
  if (missing.length) {
    return illegal('runes-missing', `${spell} needs ${suitWords(recipe)} among the discarded cards; ${titles(cards)} ${cards.length === 1 ? 'carries' : 'carry'} no ${suitWords(missing)} (DR-16)`, { missing: missing.join(',') });
  }
  const spare = cards.find((c) => recipe.every((r) => hasRune(runesOfCards(cards.filter((x) => x !== c)), r)));
  if (spare === undefined) return null;
  return illegal('card-not-needed', `${capital(TITLE[spare]!)} is not needed: ${spell} discards a minimal set, with no card left over — the others already carry ${suitWords(recipe)} (DR-16)`, {
    card: discard.find((id) => cardNumber(id) === spare)!,
  });
}

/** The checks of Counter Spell or Magic Mirror: its target (DR-9, DR-13), then its discards (DR-16). */
export function specialProblem(s: DuelingRunesState, seat: Seat, a: Extract<DuelingRunesAction, { type: 'counter' | 'mirror' }>): Problem | null {
  const counter = a.type === 'counter';
  const spell = counter ? 'Counter Spell' : 'Magic Mirror';
  const recipe = counter ? s.config.counterSpell : s.config.magicMirror;
  return wizardTargetProblem(s, seat, a.target, 0) ?? discardProblem(s.wizards[seat]!, spell, recipe, a.discard);
}

/** DR-14, DR-31: the caster of Amnesia (n) chooses exactly n of the target's face-up cards. */
export function hideProblem(hooks: CheckHooks, s: DuelingRunesState, seat: Seat, a: Extract<DuelingRunesAction, { type: 'hide' }>): Problem | null {
  const task = amnesiaTaskOf(s, seat);
  if (!task) return illegal('wrong-stage', `You cannot choose cards for Amnesia now: ${stageWants(hooks, s, seat)}`, { stage: s.stage });
  const target = s.wizards[task.target]!;
  if (a.cards.length !== task.count) {
    return illegal('wrong-count', `Amnesia (${task.count}) turns exactly ${task.count} of ${target.name}'s face-up cards face down; you named ${a.cards.length} (DR-14)`, { count: task.count, named: a.cards.length });
  }
  const up = faceUpCards(target);
  for (const id of a.cards) {
    const c = cardNumber(id)!;
    if (!up.includes(c)) return illegal('not-face-up', `${capital(TITLE[c]!)} is not face up in ${target.name}'s spell sequence (face up: ${titles(up)})`, { card: id, target: task.target + 1 });
  }
  return null;
}
