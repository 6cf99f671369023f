/**
 * One check for legality and refusals: `checkWith` (the package's `check`, queries.ts, with the
 * variant's hooks) is the first thing the rules forbid about a well-formed action of a seat now, or
 * null when it is legal. `apply` refuses with it, and the legal actions are listed (options.ts)
 * from the same rule questions the checks ask — who may act (`mayAct`), which stage takes which
 * action, whom a spell may aim at, which runes are free, which cards a special spell discards — so
 * a listed action passes and an unlisted one gets a reason (check.test.ts holds the two together).
 * Each rule is one small function citing its ruling; a variant adds its own through its hooks
 * (`CheckHooks`, core/check-hooks.ts).
 */
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from './actions';
import { castProblem } from './check-cast';
import { hideProblem, playProblem, specialProblem } from './check-hand';
import type { CheckHooks } from './check-hooks';
import { doing, stageWants, waitingFor } from './check-words';
import type { Problem } from './problem';
import { illegal } from './problem';
import { PHASE_NAME, activates, isEmpty } from './runes';
import { activeRunes, placedValue } from './sequence';
import { type DuelingRunesState, type Stage, isHasted } from './state';
import { formatAction } from './actions';
import { listOf } from './words';

/** "The duel is over: Ada won with 3 health left." */
export function duelOver(s: DuelingRunesState): string {
  const results = s.results ?? [];
  const winner = s.wizards.find((_, i) => results[i] === 'win');
  const drawn = s.wizards.filter((_, i) => results[i] === 'draw').map((w) => w.name);
  return `The duel is over: ${winner ? `${winner.name} won with ${winner.health} health left` : `a draw between ${listOf(drawn)}`}`;
}

/** Why a wizard of this seat has no decision to make now (it owes none): whom the table waits for, and why not for it (DR-8, DR-16, DR-18, DR-35). */
function whyNotAsked(hooks: CheckHooks, s: DuelingRunesState, seat: Seat): string {
  const w = s.wizards[seat]!;
  if (!w.alive) return `${w.name} is dead: the dead make no more decisions (DR-18)`;
  // In a reaction window nobody is told who else is asked (DR-35).
  if (s.stage === 'react') return w.pick ? `You have already chosen ("${formatAction(w.pick)}"): the reaction window closes once everyone asked has decided (DR-16)` : 'It is not your turn: your hand cannot cast Counter Spell or Magic Mirror, so you are not asked in this reaction window (DR-16)';
  const waiting = waitingFor(s);
  if (w.pick) return `You have already chosen ("${formatAction(w.pick)}"): choices are revealed together once ${waiting} ${s.wizards.filter((o) => o.owes).length === 1 ? 'has' : 'have'} chosen`;
  let because = '';
  const variant = hooks.notAsked(s, seat, w);
  switch (s.stage) {
    case 'charm':
      return `It is not your turn: waiting for ${waiting} to choose the card each charmed wizard places; ${variant}`;
    case 'attack':
      return `It is not your turn: waiting for ${waiting} to send a monster to attack or hold it back${variant ? `; ${variant}` : ''}`;
    case 'choose':
      if (variant) because = variant;
      else if (s.mini && !isHasted(w, s.turn)) because = 'only hasted wizards place a card in the haste mini-turn (DR-8)';
      else if (w.confusedTurn === s.turn) because = 'you are confused: your card is drawn from your hand at random (DR-15)';
      else if (w.hand.length === 0) because = 'your hand is empty, so you place nothing (DR-8)';
      return `It is not your turn: waiting for ${waiting} to choose a card${because ? `; ${because}` : ''}`;
    case 'declare': {
      const phase = PHASE_NAME[s.phase];
      const value = placedValue(w);
      if (variant) because = variant;
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

/**
 * DR-18, DR-26: a seat acts only while the duel goes on, as the wizard it plays, and only when that
 * wizard owes a decision. The legal actions of a seat that may not act are none.
 */
export function mayAct(s: DuelingRunesState, seat: Seat): boolean {
  const w = s.wizards[seat];
  return s.stage !== 'over' && w !== undefined && w.seat === seat && w.owes;
}

/** Why a seat may not act now (`mayAct`), or null when it may. */
export function seatProblem(hooks: CheckHooks, s: DuelingRunesState, seat: Seat): Problem | null {
  if (mayAct(s, seat)) return null;
  if (s.stage === 'over') return { code: 'game-over', rule: 'duel-over', message: duelOver(s), params: {} };
  const w = s.wizards[seat];
  if (!w || w.seat !== seat) return { code: 'not-your-turn', rule: 'no-such-seat', message: `There is no seat ${seat} in this duel`, params: { seat } };
  return { code: 'not-your-turn', rule: 'not-asked', message: whyNotAsked(hooks, s, seat), params: {} };
}

/** The stages that take each kind of action (DR-8, DR-14, DR-16, DR-25, DRA-13, DRA-17): pass declines a reaction, a spell or an attack. */
const STAGES_OF: Readonly<Record<DuelingRunesAction['type'], readonly Stage[]>> = Object.freeze({
  play: ['choose', 'charm'],
  pass: ['react', 'declare', 'attack'],
  cast: ['declare'],
  'cast-advanced': ['declare'],
  attack: ['attack'],
  counter: ['react'],
  mirror: ['react'],
  hide: ['amnesia'],
  keep: ['redraw'],
  redraw: ['redraw'],
});

/** DR-8: each stage of a turn takes its own kind of action; "keep" and "redraw" are solitaire's (DR-25). */
function stageProblem(hooks: CheckHooks, s: DuelingRunesState, seat: Seat, a: DuelingRunesAction): Problem | null {
  if (STAGES_OF[a.type].includes(s.stage)) return null;
  const wants = stageWants(hooks, s, seat);
  if ((a.type === 'keep' || a.type === 'redraw') && s.automaton < 0) {
    return illegal('solitaire-only', `"${a.type}" is for solitaire only: you decide whether the confused automaton keeps its card (DR-25); now ${wants}`, { stage: s.stage });
  }
  return illegal('wrong-stage', `You cannot ${doing(a)} now: ${wants}`, { stage: s.stage });
}

/** The checks of an action in its stage; pass, keep and redraw need nothing more. */
function actionProblem(hooks: CheckHooks, s: DuelingRunesState, seat: Seat, a: DuelingRunesAction): Problem | null {
  switch (a.type) {
    case 'play':
      return s.stage === 'charm' ? hooks.variantActionProblem(s, seat, a) : playProblem(s, s.wizards[seat]!, a.card);
    case 'cast':
      return castProblem(hooks, s, seat, a);
    case 'cast-advanced':
    case 'attack':
      return hooks.variantActionProblem(s, seat, a);
    case 'counter':
    case 'mirror':
      return specialProblem(s, seat, a);
    case 'hide':
      return hideProblem(hooks, s, seat, a);
    default:
      return null;
  }
}

/**
 * The first thing the rules forbid about well-formed action `a` (normalizeAction's canonical form)
 * of `seat` now, or null when it is legal: exactly the actions `optionsOf` lists for a seat that
 * owes a decision pass. `hooks`: the variant's (`rulesOf(config.variant)`).
 */
export function checkWith(hooks: CheckHooks, s: DuelingRunesState, seat: Seat, a: DuelingRunesAction): Problem | null {
  return seatProblem(hooks, s, seat) ?? hooks.outsideVariant(s, a) ?? stageProblem(hooks, s, seat, a) ?? actionProblem(hooks, s, seat, a);
}
