/** Words the checks share: what the table waits for and what the current stage asks (DR-8, DR-14, DR-16, DR-25). */
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from './actions';
import { TITLE } from './cards';
import type { CheckHooks } from './check-hooks';
import { PHASE_NAME } from './runes';
import { amnesiaTaskOf } from './spells';
import { SPELLS, spellLabel, spellOf } from './spells-table';
import type { DuelingRunesState, Wizard } from './state';
import { listOf, titles } from './words';

/** Who the table waits for, by name. */
export function waitingFor(s: DuelingRunesState): string {
  return listOf(s.wizards.filter((w) => w.owes).map((w) => w.name));
}

export function yourHand(w: Wizard): string {
  return w.hand.length ? `you hold ${titles(w.hand)}` : 'your hand is empty';
}

/** A basic cast's spell as players name it: "Fire Ball (3)", "Hit". */
export function castName(a: Extract<DuelingRunesAction, { type: 'cast' }>): string {
  return spellLabel(spellOf(a.rune, a.energy), a.power);
}

/** What the current stage asks of a wizard who owes a decision, with the notation to use. */
export function stageWants(hooks: CheckHooks, s: DuelingRunesState, seat: Seat): string {
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
      const whose = task ? `${s.wizards[task.target]!.name}'s` : "the target's";
      const cards = task ? `${task.count} card${task.count === 1 ? '' : 's'}` : 'cards';
      return `choose the ${cards} of ${whose} sequence that Amnesia turns face down ("hide <card,card>", DR-14)`;
    }
    default:
      return hooks.stageWants(s, seat) ?? 'nothing can be done now';
  }
}

/** The action as a player names it: "cast Fire Ball (3)", "play a card". */
export function doing(a: DuelingRunesAction): string {
  switch (a.type) {
    case 'play':
      return 'play a card';
    case 'cast':
      return `cast ${castName(a)}`;
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
