/**
 * Dueling Runes' actions in the player's language, for the replay's list of turns and the review:
 * "Ada places the Penitent (6)", «Ada coloca el Penitent (6)». The same facts as the game's own
 * `describeAction` (which words them in English for the terminal and the records), and the same
 * secrecy: while other wizards still owe the same decision, a choice reads only as made, except to
 * its maker (DR-8, DR-16, DR-19); a charmer's choice stays secret until the reveal (DRA-17).
 */
import type { Seat } from '@decktet/engine';
import { type DuelingRunesAction, type DuelingRunesState, type Stage, SPECIAL_SPELL, charmedBy, energyOf, monsterOf, recipeOf, spellOf, tableOf } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { cardNames } from '../../cards/labels';
import { monsterName } from './advanced-words';
import { poweredSpell, valued } from './log-lines';
import { spellName, spellWithPower } from './words';

/** A choice that is still secret, as everyone else reads it. */
function secret(stage: Stage, name: string, mini: boolean): string {
  switch (stage) {
    case 'choose':
      return mini ? i18n.t('events.duelingRunes.say.secret.chooseMini', { name }) : i18n.t('events.duelingRunes.say.secret.choose', { name });
    case 'react':
      return i18n.t('events.duelingRunes.say.secret.react', { name });
    case 'declare':
      return i18n.t('events.duelingRunes.say.secret.declare', { name });
    case 'amnesia':
      return i18n.t('events.duelingRunes.say.secret.amnesia', { name });
    case 'redraw':
      return i18n.t('events.duelingRunes.say.secret.redraw', { name });
    case 'charm':
      return i18n.t('events.duelingRunes.say.secret.charm', { name });
    case 'attack':
      return i18n.t('events.duelingRunes.say.secret.attack', { name });
    case 'over':
      return i18n.t('events.duelingRunes.say.secret.over', { name });
  }
}

/** "passes (no Moon spell)", by the phase being declared. */
function passesIn(state: DuelingRunesState, name: string): string {
  switch (state.phase) {
    case 'moon':
      return i18n.t('events.duelingRunes.say.passesNoSpell.moon', { name });
    case 'wyrm':
      return i18n.t('events.duelingRunes.say.passesNoSpell.wyrm', { name });
    case 'knot':
      return i18n.t('events.duelingRunes.say.passesNoSpell.knot', { name });
  }
}

/** `action`, made by `seat` in `state` (the state before it), in the player's words for `viewer` (null: a spectator). */
export function narrateDuelingRunes(state: DuelingRunesState, seat: Seat, action: DuelingRunesAction, viewer: Seat | null): string {
  const w = state.wizards.findIndex((o) => o.seat === seat);
  if (w < 0) throw new RangeError(`there is no seat ${seat} in this duel (seats 0 to ${state.names.length - 1})`);
  const wizardName = (t: number) => {
    const o = state.wizards[t];
    if (!o) return i18n.t('table.wizardNumber', { number: t + 1 });
    return o.seat === null ? i18n.t('table.automaton') : o.name;
  };
  const name = wizardName(w);
  const stage = state.stage;
  const othersStillChoose = state.wizards.some((o, i) => i !== w && o.owes);
  if ((othersStillChoose || stage === 'charm') && viewer !== seat && stage !== 'redraw') return secret(stage, name, stage === 'choose' && state.mini);
  const monster = (t: number) => monsterOf(state, t)?.kind;
  const target = (t: number, atMonster?: true) => {
    if (!atMonster) return wizardName(t);
    const kind = monster(t);
    return kind ? i18n.t('events.duelingRunes.monsterOf', { name: wizardName(t), monster: monsterName(kind) }) : i18n.t('events.duelingRunes.say.itsMonster', { name: wizardName(t) });
  };
  switch (action.type) {
    case 'play': {
      const card = valued(action.card);
      if (stage === 'charm') return i18n.t('events.duelingRunes.say.choosesFor', { name, card, charmed: wizardName(charmedBy(state, w)) });
      return state.mini ? i18n.t('events.duelingRunes.say.placesMini', { name, card }) : i18n.t('events.duelingRunes.say.places', { name, card });
    }
    case 'pass': {
      if (stage === 'attack') {
        const kind = monster(w);
        return kind ? i18n.t('events.duelingRunes.holdsBack', { name, monster: monsterName(kind) }).replace(/\.$/, '') : i18n.t('events.duelingRunes.say.holdsItsMonster', { name });
      }
      if (stage === 'react') return i18n.t('events.duelingRunes.say.doesNotReact', { name });
      return stage === 'declare' ? passesIn(state, name) : i18n.t('events.duelingRunes.say.passes', { name });
    }
    case 'cast': {
      const spell = spellOf(action.rune, action.energy);
      const words = spellWithPower(spell, energyOf(spell), action.power);
      if (action.target === null || action.rune === 'moon') return i18n.t('events.duelingRunes.say.declares', { name, spell: words });
      return i18n.t('events.duelingRunes.say.declaresAt', { name, spell: words, target: target(action.target, action.monster) });
    }
    case 'cast-advanced': {
      // The duel's own table: a designer's rows (DRA-35) name other types.
      const runes = recipeOf(action.spell, tableOf(state.config)).energy.slice();
      const words = poweredSpell({ spell: action.spell, runes, counts: runes.map((r) => action.energy[r] ?? 0) });
      if (action.target === null) return i18n.t('events.duelingRunes.say.declares', { name, spell: words });
      return i18n.t('events.duelingRunes.say.declaresAt', { name, spell: words, target: target(action.target, action.monster) });
    }
    case 'attack': {
      const kind = monster(w);
      const attacker = kind ? i18n.t('events.duelingRunes.monsterOfFirst', { name, monster: monsterName(kind) }) : i18n.t('events.duelingRunes.say.itsMonsterFirst', { name });
      return i18n.t('events.duelingRunes.say.attacks', { attacker, target: target(action.target, action.monster) });
    }
    case 'counter':
    case 'mirror':
      return i18n.t('events.duelingRunes.say.castsDiscarding', { name, spell: spellName(SPECIAL_SPELL[action.type]), target: target(action.target), cards: cardNames(action.discard) });
    case 'hide':
      return i18n.t('events.duelingRunes.say.hides', { name, cards: cardNames(action.cards) });
    case 'keep':
      return i18n.t('events.duelingRunes.say.letsKeep', { name });
    case 'redraw':
      return i18n.t('events.duelingRunes.say.makesRedraw', { name });
  }
}

/** The turn an action made in `state` belongs to (a haste mini-turn is part of its turn): "Turn 3", «Turno 3». */
export function duelingRunesTurnOf(state: DuelingRunesState): { number: number; title: string } {
  return { number: state.turn, title: i18n.t('events.duelingRunes.say.turn', { turn: state.turn }) };
}
