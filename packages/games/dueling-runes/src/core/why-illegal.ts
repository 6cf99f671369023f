/**
 * Why an action is refused, in the words of RULES.md. Only `apply`'s rejection path calls this, so
 * it may take its time (random playouts never get here). It reads only what the acting wizard may
 * know — its own hand and choice, and what is public: sequences, health, effects, who is asked
 * (DR-16, DR-19) — so two states that differ only in hidden information give the same words.
 */
import { type CardId, SUIT_NAME, type Suit } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { type DuelingRunesAction, formatAction } from './actions';
import { activationProblem, advancedNotAsked, advancedStageWants, monsterProblem, notInBasicGame, whyNotAdvancedCast, whyNotAttack, whyNotCharmChoice } from '../advanced/why';
import { SPELLS } from './spells-table';
import { TITLE, VALUE, cardNumber } from './cards';
import { aimProblem, knotValueOf, optionsOf } from './options';
import { type TargetProblem, targetProblem as whyOutOfReach } from './protections';
import { runesOfCards } from './recipes';
import { PHASE_NAME, activates, activationOf, hasRune, isEmpty } from './runes';
import { activeRunes, energyShown, isFaceUp, placedValue } from './sequence';
import { amnesiaTaskOf } from './spells';
import { spellLabel, spellOf } from './spells-table';
import { type DuelingRunesState, type Wizard, isHasted } from './state';
import { capital, listOf, titles } from './words';

const suitWords = (suits: readonly Suit[]) => listOf(suits.map((s) => SUIT_NAME[s]));

function spellName(a: Extract<DuelingRunesAction, { type: 'cast' }>): string {
  return spellLabel(spellOf(a.rune, a.energy), a.power);
}

/** Who the table waits for, by name. */
function waitingFor(s: DuelingRunesState): string {
  return listOf(s.wizards.filter((w) => w.owes).map((w) => w.name));
}

function yourHand(w: Wizard): string {
  return w.hand.length ? `you hold ${titles(w.hand)}` : 'your hand is empty';
}

/** What the current stage asks of a wizard who owes a decision, with the notation to use. */
function stageWants(s: DuelingRunesState, seat: Seat): string {
  const phase = PHASE_NAME[s.phase];
  switch (s.stage) {
    case 'choose':
      return `first every wizard chooses a card to place, in secret ("play <card>")`;
    case 'redraw':
      return `the confused automaton drew ${TITLE[s.offered]}: answer "keep" or "redraw" (DR-25)`;
    case 'react':
      return `this is a reaction window after ${s.reactAfter === 'reveal' ? 'the reveal' : 'the declaration'}: "pass", or cast Counter Spell or Magic Mirror from your hand ("counter at <wizard> discard <cards>", DR-16)`;
    case 'declare':
      return `it is the ${phase} phase (card value ${s.groupValue}): "pass" or cast a ${phase} spell ("cast ${s.phase} …")`;
    case 'amnesia': {
      const task = amnesiaTaskOf(s, seat);
      const whose = task ? `${s.wizards[task.target]!.name}'s` : 'the target\'s';
      const cards = task ? `${task.count} card${task.count === 1 ? '' : 's'}` : 'cards';
      return `choose the ${cards} of ${whose} sequence that Amnesia turns face down ("hide <card,card>", DR-14)`;
    }
    default:
      return advancedStageWants(s, seat) ?? 'nothing can be done now';
  }
}

/** The action as a player names it: "cast Fire Ball (3)", "play a card". */
function doing(a: DuelingRunesAction): string {
  switch (a.type) {
    case 'play':
      return 'play a card';
    case 'cast':
      return `cast ${spellName(a)}`;
    case 'cast-advanced':
      return `cast ${SPELLS[a.spell].name}`;
    case 'attack':
      return 'send a monster to attack';
    case 'counter':
      return 'cast Counter Spell';
    case 'mirror':
      return 'cast Magic Mirror';
    case 'hide':
      return 'choose cards for Amnesia';
    case 'pass':
      return 'pass';
    default:
      return `say "${a.type}"`;
  }
}

/** There is no wizard `target` in this duel, in words. */
function noSuchWizard(s: DuelingRunesState, target: number): string {
  return `There is no wizard ${target + 1}: the wizards are ${listOf(s.wizards.map((w, i) => `${i + 1} ${w.name}`))}`;
}

/** Why wizard `target` is out of reach (`problem`, DR-9, DR-13), in words; `knotValue`: the card value of a Knot spell, 0 for others. */
function outOfReach(s: DuelingRunesState, target: number, problem: TargetProblem, knotValue: number): string {
  const t = s.wizards[target]!;
  switch (problem) {
    case 'dead':
      return `${t.name} is dead: the dead are never targets (DR-9)`;
    case 'invisible':
      return `${t.name} is invisible through turn ${t.invisibleUntil}: others cannot target them (DR-13)`;
    case 'veiled':
      return `Invisibility was cast on ${t.name} this turn: it already hides them from others' Knot spells of value ${t.veil} or less, and your card's value is ${knotValue} (DR-13)`;
  }
}

/** Why `target` cannot be aimed at by `caster` with a spell of no phase rule (a special spell), in words, or null if it can. */
function targetProblem(s: DuelingRunesState, caster: Seat, target: number): string | null {
  if (!s.wizards[target]) return noSuchWizard(s, target);
  const problem = whyOutOfReach(s, caster, target, 0);
  return problem && outOfReach(s, target, problem, 0);
}

function whyNotCast(s: DuelingRunesState, seat: Seat, w: Wizard, a: Extract<DuelingRunesAction, { type: 'cast' }>): string {
  const phase = a.rune;
  const spell = spellName(a);
  if (phase !== s.phase) {
    return `You cannot cast ${spell} now: it is the ${PHASE_NAME[s.phase]} phase (a ${PHASE_NAME[phase]} spell is cast in the ${PHASE_NAME[phase]} phase, with a card carrying ${SUIT_NAME[activationOf(phase)]})`;
  }
  if (!activates(activeRunes(w), phase)) return `You cannot cast ${spell}: the card you placed this turn carries no ${PHASE_NAME[phase]} rune now`;
  const activation = w.advanced ? activationProblem(s, w, phase, spell) : null;
  if (activation) return activation;
  if (phase === 'moon' && a.target !== null) return `${spell} is a Moon spell: it affects only its caster, so name no target ("${formatAction({ type: 'cast', rune: a.rune, energy: a.energy, power: a.power, target: null })}")`;
  if (phase !== 'moon' && a.target === null) return `Name a target for ${spell}: "${formatAction(a)} at <wizard>"`;
  if (a.target !== null && a.monster) {
    const problem = monsterProblem(s, seat, a.target, spellOf(a.rune, a.energy));
    if (problem) return problem;
  } else if (a.target !== null) {
    if (!s.wizards[a.target]) return noSuchWizard(s, a.target);
    const problem = aimProblem(s, seat, a.target, knotValueOf(s, seat));
    if (problem) return problem === 'yourself' ? `${spell} is a Wyrm spell: it is aimed at another wizard, not at yourself (DR-9)` : outOfReach(s, a.target, problem, knotValueOf(s, seat));
  }
  if (a.energy !== null) {
    const shown = energyShown(w, a.energy);
    const spent = w.used[a.energy];
    const free = Math.max(0, shown - spent);
    const energy = SUIT_NAME[a.energy];
    if (a.power > free) {
      const why = shown === 0 ? `none of your face-up cards shows ${energy}` : spent > 0 ? `${shown} showing in your sequence, ${spent} already spent this turn` : `${shown} showing in your sequence`;
      return `${spell} needs ${a.power} free ${energy}; you have ${free} (${why}; DR-6)`;
    }
  }
  return unexpected(s, seat, a);
}

function whyNotSpecial(s: DuelingRunesState, seat: Seat, w: Wizard, a: Extract<DuelingRunesAction, { type: 'counter' | 'mirror' }>): string {
  const spell = a.type === 'counter' ? 'Counter Spell' : 'Magic Mirror';
  const problem = targetProblem(s, seat, a.target);
  if (problem) return problem;
  const cards: number[] = [];
  for (const id of a.discard) {
    const c = cardNumber(id)!;
    if (!w.hand.includes(c)) return `${capital(TITLE[c]!)} is not in your hand (${yourHand(w)}): ${spell} discards cards from your hand`;
    cards.push(c);
  }
  const recipe = a.type === 'counter' ? s.config.counterSpell : s.config.magicMirror;
  const missing = recipe.filter((r) => !hasRune(runesOfCards(cards), r));
  if (missing.length) return `${spell} needs ${suitWords(recipe)} among the discarded cards; ${titles(cards)} ${cards.length === 1 ? 'carries' : 'carry'} no ${suitWords(missing)} (DR-16)`;
  const spare = cards.find((c) => recipe.every((r) => hasRune(runesOfCards(cards.filter((x) => x !== c)), r)));
  if (spare !== undefined) {
    return `${capital(TITLE[spare]!)} is not needed: ${spell} discards a minimal set, with no card left over — the others already carry ${suitWords(recipe)} (DR-16)`;
  }
  return unexpected(s, seat, a);
}

function whyNotHide(s: DuelingRunesState, seat: Seat, a: Extract<DuelingRunesAction, { type: 'hide' }>): string {
  const task = amnesiaTaskOf(s, seat);
  if (!task) return unexpected(s, seat, a);
  const target = s.wizards[task.target]!;
  const up = target.sequence.filter(isFaceUp);
  if (a.cards.length !== task.count) {
    return `Amnesia (${task.count}) turns exactly ${task.count} of ${target.name}'s face-up cards face down; you named ${a.cards.length} (DR-14)`;
  }
  for (const id of a.cards) {
    const c = cardNumber(id)!;
    if (!up.includes(c)) return `${capital(TITLE[c]!)} is not face up in ${target.name}'s spell sequence (face up: ${titles(up)})`;
  }
  return unexpected(s, seat, a);
}

function whyNotPlay(s: DuelingRunesState, seat: Seat, w: Wizard, id: CardId): string {
  const c = cardNumber(id)!;
  if (s.stage === 'charm') return whyNotCharmChoice(s, seat, id) ?? unexpected(s, seat, { type: 'play', card: id });
  if (id === 'excuse') return 'The Excuse is never played in Dueling Runes: it only marks when the discard pile is shuffled back into the draw pile (DR-1, DR-17)';
  if (!s.config.courts && VALUE[c] === 11) return `${capital(TITLE[c]!)} is a Court, and the Courts are not in this duel's deck (option "courts", DR-1)`;
  if (!w.hand.includes(c)) return `${capital(TITLE[c]!)} is not in your hand (${yourHand(w)})`;
  return unexpected(s, seat, { type: 'play', card: id });
}

/** A refusal no rule above explains (it should not happen): still only public words and the seat's own choices. */
function unexpected(s: DuelingRunesState, seat: Seat, a: DuelingRunesAction): string {
  const examples = optionsOf(s, seat).slice(0, 3).map(formatAction);
  return `"${formatAction(a)}" is not one of your choices now: ${stageWants(s, seat)}${examples.length ? ` — for example ${examples.map((e) => `"${e}"`).join(', ')}` : ''}`;
}

/** Why a wizard who owes a decision cannot take well-formed action `a` (it is not among its options). */
export function whyIllegal(s: DuelingRunesState, seat: Seat, a: DuelingRunesAction): string {
  const w = s.wizards[seat]!;
  const basic = notInBasicGame(s, a);
  if (basic) return basic;
  const matches =
    (a.type === 'play' && (s.stage === 'choose' || s.stage === 'charm')) ||
    ((a.type === 'keep' || a.type === 'redraw') && s.stage === 'redraw') ||
    ((a.type === 'counter' || a.type === 'mirror') && s.stage === 'react') ||
    ((a.type === 'cast' || a.type === 'cast-advanced') && s.stage === 'declare') ||
    (a.type === 'attack' && s.stage === 'attack') ||
    (a.type === 'hide' && s.stage === 'amnesia');
  if (!matches) {
    if ((a.type === 'keep' || a.type === 'redraw') && s.automaton < 0) return `"${a.type}" is for solitaire only: you decide whether the confused automaton keeps its card (DR-25); now ${stageWants(s, seat)}`;
    return `You cannot ${doing(a)} now: ${stageWants(s, seat)}`;
  }
  switch (a.type) {
    case 'play':
      return whyNotPlay(s, seat, w, a.card);
    case 'cast':
      return whyNotCast(s, seat, w, a);
    case 'cast-advanced':
      return whyNotAdvancedCast(s, seat, w, a, targetProblem) ?? unexpected(s, seat, a);
    case 'attack':
      return whyNotAttack(s, seat, a, targetProblem) ?? unexpected(s, seat, a);
    case 'counter':
    case 'mirror':
      return whyNotSpecial(s, seat, w, a);
    case 'hide':
      return whyNotHide(s, seat, a);
    default:
      return unexpected(s, seat, a);
  }
}

/** Why a wizard of this seat has no decision to make now (it owes none): whom the table waits for, and why not for it. */
export function whyNotYourTurn(s: DuelingRunesState, seat: Seat): string {
  const w = s.wizards[seat]!;
  if (!w.alive) return `${w.name} is dead: the dead make no more decisions (DR-18)`;
  // In a reaction window nobody is told who else is asked (DR-35).
  if (s.stage === 'react') return w.pick ? `You have already chosen ("${formatAction(w.pick)}"): the reaction window closes once everyone asked has decided (DR-16)` : 'It is not your turn: your hand cannot cast Counter Spell or Magic Mirror, so you are not asked in this reaction window (DR-16)';
  const waiting = waitingFor(s);
  if (w.pick) return `You have already chosen ("${formatAction(w.pick)}"): choices are revealed together once ${waiting} ${s.wizards.filter((o) => o.owes).length === 1 ? 'has' : 'have'} chosen`;
  let because = '';
  const advanced = advancedNotAsked(s, seat, w);
  switch (s.stage) {
    case 'charm':
      return `It is not your turn: waiting for ${waiting} to choose the card each charmed wizard places; ${advanced}`;
    case 'attack':
      return `It is not your turn: waiting for ${waiting} to send a monster to attack or hold it back${advanced ? `; ${advanced}` : ''}`;
    case 'choose':
      if (advanced) because = advanced;
      else if (s.mini && !isHasted(w, s.turn)) because = 'only hasted wizards place a card in the haste mini-turn (DR-8)';
      else if (w.confusedTurn === s.turn) because = 'you are confused: your card is drawn from your hand at random (DR-15)';
      else if (w.hand.length === 0) because = 'your hand is empty, so you place nothing (DR-8)';
      return `It is not your turn: waiting for ${waiting} to choose a card${because ? `; ${because}` : ''}`;
    case 'declare': {
      const phase = PHASE_NAME[s.phase];
      const value = placedValue(w);
      if (advanced) because = advanced;
      else if (value === 0) because = 'you placed no card this turn';
      else if (isEmpty(activeRunes(w))) because = 'Amnesia turned your new card face down (DR-14)';
      else if (!activates(activeRunes(w), s.phase)) because = `your new card carries no ${phase} rune`;
      else if (value < s.groupValue) because = `your card (value ${value}) declares after the higher values (DR-8)`;
      else if (value > s.groupValue) because = `your card (value ${value}) came earlier in this phase (DR-8)`;
      else because = 'you have no one to aim a spell at (DR-9)';
      return `It is not your turn: the ${phase} phase waits for ${waiting} (card value ${s.groupValue}) to declare; ${because}`;
    }
    case 'amnesia':
      return `It is not your turn: waiting for ${waiting} to choose the cards Amnesia turns face down (DR-14)`;
    default:
      return `It is not your turn: waiting for ${waiting}`;
  }
}

/** "The duel is over: Ada wins with 3 health left." */
export function duelOver(s: DuelingRunesState): string {
  const results = s.results ?? [];
  const winner = s.wizards.find((_, i) => results[i] === 'win');
  const drawn = s.wizards.filter((_, i) => results[i] === 'draw').map((w) => w.name);
  return `The duel is over: ${winner ? `${winner.name} won with ${winner.health} health left` : `a draw between ${listOf(drawn)}`}`;
}
