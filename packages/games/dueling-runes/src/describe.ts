/**
 * Actions in words, for replays and logs: "Ada places a card", "Bo casts Counter Spell at Ada,
 * discarding the Pact and the Light Keeper". A choice stays secret until every wizard asked has
 * chosen (DR-8, DR-16, DR-19), so the words depend on who reads them.
 */
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from './core/actions';
import { TITLE, cardName, cardNumber } from './core/cards';
import { MONSTER_NAME } from './advanced/wizard';
import { charmedBy } from './advanced/charm';
import { countsFacts, spellWords } from './core/log-words';
import { monsterOf } from './advanced/monsters';
import { SPECIAL_SPELL } from './core/recipes';
import { PHASE_NAME } from './core/runes';
import { spellLabel, spellName, spellOf } from './core/spells-table';
import type { DuelingRunesState, Stage } from './core/state';

const LIST = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

function titles(ids: readonly string[]): string {
  return LIST.format(ids.map((id) => TITLE[cardNumber(id) ?? -1] ?? id));
}

/** The index of the wizard a seat plays; a seat outside the duel is the caller's mistake. */
function wizardOf(state: DuelingRunesState, seat: Seat): number {
  const index = state.wizards.findIndex((w) => w.seat === seat);
  if (index < 0) throw new RangeError(`there is no seat ${seat} in this duel (seats 0 to ${state.names.length - 1})`);
  return index;
}

/** What a wizard's still-hidden choice looks like from outside: that it chose, not what. */
const SECRET: Readonly<Record<Stage, string>> = {
  choose: 'places a card',
  react: 'answers the reaction window',
  declare: 'declares in secret',
  amnesia: 'chooses the cards to turn face down',
  redraw: "decides about the automaton's card",
  charm: 'chooses the card of the wizard it charms',
  attack: 'decides what its monster attacks',
  over: 'acts',
};

/**
 * `action`, made by `seat` in `state` (the state before it), in words for `viewer` (null: a
 * spectator). While other wizards still owe the same decision the choice is hidden from everyone
 * but its maker, so the words say only that a choice was made; the log reveals it with the rest.
 */
export function describeAction(state: DuelingRunesState, seat: Seat, action: DuelingRunesAction, viewer: Seat | null): string {
  const w = wizardOf(state, seat);
  const name = state.wizards[w]!.name;
  const othersStillChoose = state.wizards.some((o, i) => i !== w && o.owes);
  const stage = state.stage;
  // A charmer's choice stays secret until the reveal, after the others have chosen their cards (DRA-17).
  if ((othersStillChoose || stage === 'charm') && viewer !== seat && stage !== 'redraw') {
    return `${name} ${SECRET[stage]}${stage === 'choose' && state.mini ? ' for the haste mini-turn' : ''}`;
  }
  const wizardName = (t: number) => state.wizards[t]?.name ?? `wizard ${t + 1}`;
  const monster = (t: number) => monsterOf(state, t);
  const target = (t: number, atMonster?: true) => (atMonster ? `${wizardName(t)}'s ${monster(t) ? MONSTER_NAME[monster(t)!.kind] : 'monster'}` : wizardName(t));
  switch (action.type) {
    case 'play': {
      const c = cardNumber(action.card);
      const card = c === undefined ? action.card : cardName(c);
      if (stage === 'charm') return `${name} chooses ${card} for ${wizardName(charmedBy(state, w))} to place`;
      return `${name} places ${card}${state.mini ? ' in the haste mini-turn' : ''}`;
    }
    case 'pass':
      if (stage === 'attack') return `${name} holds ${monster(w) ? `the ${MONSTER_NAME[monster(w)!.kind]}` : 'its monster'} back`;
      return stage === 'react' ? `${name} does not react` : `${name} passes${stage === 'declare' ? ` (no ${PHASE_NAME[state.phase]} spell)` : ''}`;
    case 'cast': {
      const label = spellLabel(spellOf(action.rune, action.energy), action.power);
      return `${name} declares ${label}${action.target === null || action.rune === 'moon' ? '' : ` at ${target(action.target, action.monster)}`}`;
    }
    case 'cast-advanced': {
      const label = spellWords({ spell: action.spell, ...countsFacts(action.spell, action.energy) });
      return `${name} declares ${label}${action.target === null ? '' : ` at ${target(action.target, action.monster)}`}`;
    }
    case 'attack':
      return `${name}'s ${monster(w) ? MONSTER_NAME[monster(w)!.kind] : 'monster'} attacks ${target(action.target, action.monster)}`;
    case 'counter':
    case 'mirror':
      return `${name} casts ${spellName(SPECIAL_SPELL[action.type])} at ${target(action.target)}, discarding ${titles(action.discard)}`;
    case 'hide':
      return `${name} turns ${titles(action.cards)} face down`;
    case 'keep':
      return `${name} lets the automaton keep its card`;
    case 'redraw':
      return `${name} makes the automaton redraw`;
  }
}

/** The turn an action made in `state` belongs to (a haste mini-turn is part of its turn). */
export function turnOf(state: DuelingRunesState): { number: number; title: string } {
  return { number: state.turn, title: `Turn ${state.turn}` };
}
