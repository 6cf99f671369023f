/**
 * Dueling Runes' log in the player's language: each event of the game's log (see
 * `DuelingRunesEvent` in its package) in the catalogue's words. Wizards are numbered as in the
 * duel: a player's by seat, and in solitaire the automaton is the wizard past the last seat.
 * Cards are named by cards/labels.ts: the Decktet's English titles with the language's article.
 */
import type { CardId } from '@decktet/decktet';
import { cardName } from '../../cards/labels';
import { CARD_VALUE, type CastEvent, type Declared, type DuelingRunesEvent, type PlacedFrom, cardNumber } from '@decktet/dueling-runes';
import type { LogEvent } from '@decktet/engine';
import { i18n } from '../../i18n';
import { advancedEffect, advancedLine, aim, nameOf, together } from './advanced-log-lines';
import { runeCounts } from './advanced-words';
import { protectionOn, spellName } from './words';

type Names = readonly string[];

const title = (id: CardId) => cardName(id);
const titles = (ids: readonly CardId[]) => ids.map(title).join(', ');
/** "the Penitent (6)": a card with its value. */
export const valued = (id: CardId) => `${title(id)} (${CARD_VALUE[cardNumber(id)!]})`;
/** "Fire Ball (3)", "Lightning Bolt (Suns 2, Moons 1)", "Shield": a declared spell with what powers it. */
export function poweredSpell(d: Declared): string {
  if (d.runes) return i18n.t('events.duelingRunes.power', { spell: spellName(d.spell), power: runeCounts(d.runes, d.counts ?? []) });
  return d.power === undefined ? spellName(d.spell) : i18n.t('events.duelingRunes.power', { spell: spellName(d.spell), power: d.power });
}

/** A declared spell: "Fire Ball (3) at Bo", "Heal (2)", "Shield", "Fear (Leaves 2, Wyrms 1) at Bo's troll". */
function spellWords(d: Declared, names: Names): string {
  const spell = poweredSpell(d);
  return d.target === undefined ? spell : i18n.t('events.duelingRunes.at', { spell, target: aim(names, d.target, d.monster) });
}

/** " — turned back by Bo's Magic Mirror", once per mirror. */
const turnedBack = (mirrors: readonly number[], names: Names) => mirrors.map((m) => i18n.t('events.duelingRunes.turnedBack', { name: nameOf(names, m) })).join('');

function startLine(e: Extract<DuelingRunesEvent, { type: 'start' }>, names: Names): string {
  const wizards = e.health.map((_, w) => w);
  const all = wizards.map((w) => nameOf(names, w)).join(', ');
  const courts = e.deck === 'courts' ? i18n.t('events.duelingRunes.courts') : '';
  if (e.health.every((h) => h === e.health[0])) return i18n.t('events.duelingRunes.start', { names: all, health: e.health[0], courts });
  const health = wizards.map((w) => i18n.t('events.duelingRunes.wizardHealth', { name: nameOf(names, w), health: e.health[w] })).join(', ');
  return i18n.t('events.duelingRunes.startUneven', { names: all, health, courts });
}

function placement(name: string, id: CardId, from: PlacedFrom): string {
  switch (from) {
    case 'pile':
      return i18n.t('events.duelingRunes.placesFromPile', { name, card: valued(id) });
    case 'random':
      return i18n.t('events.duelingRunes.placesAtRandom', { name, card: valued(id) });
    case 'hand':
      return i18n.t('events.duelingRunes.places', { name, card: valued(id) });
    case 'charmed':
      return i18n.t('events.duelingRunes.placesCharmed', { name, card: valued(id) });
  }
}

function turnLine(e: Extract<DuelingRunesEvent, { type: 'turn' }>, names: Names): string {
  const placed = e.wizards.map((w, i) => placement(nameOf(names, w), e.cards[i]!, e.from[i]!)).join(', ');
  return e.part === 'mini' ? i18n.t('events.duelingRunes.miniTurn', { turn: e.turn, placed }) : i18n.t('events.duelingRunes.turn', { turn: e.turn, placed });
}

function automatonPlaces(e: Extract<DuelingRunesEvent, { type: 'automaton-places' }>, names: Names): string {
  const name = nameOf(names, e.wizard);
  if (e.card === undefined) return i18n.t('events.duelingRunes.redrawsNothing', { name });
  return e.choice === 'keep' ? i18n.t('events.duelingRunes.keepsAndPlaces', { name, card: valued(e.card) }) : i18n.t('events.duelingRunes.redrawsAndPlaces', { name, card: valued(e.card) });
}

/** "turn 3", "turns 3–5". */
const turns = (from: number, until: number) => (from === until ? i18n.t('events.duelingRunes.oneTurn', { turn: from }) : i18n.t('events.duelingRunes.turns', { from, until }));

/** What a spell that got through did to the wizard (or monster) it landed on. */
function effect(e: Exclude<CastEvent, { result: 'blocked' }>, names: Names): string {
  const name = aim(names, e.on, e.monster);
  switch (e.result) {
    case 'loses':
      return i18n.t('events.duelingRunes.loses', { name, amount: e.amount });
    case 'drains':
      return i18n.t('events.duelingRunes.drains', { name, amount: e.amount, gainer: nameOf(names, e.gainer) });
    case 'heals':
      return i18n.t('events.duelingRunes.heals', { name, amount: e.amount });
    case 'resists':
      return e.spell === 'resist-cold' ? i18n.t('events.duelingRunes.resistsCold', { name, until: e.until }) : i18n.t('events.duelingRunes.resistsHeat', { name, until: e.until });
    case 'shielded':
      return i18n.t('events.duelingRunes.shielded', { name });
    case 'lasts':
      return e.spell === 'haste' ? i18n.t('events.duelingRunes.hasted', { name, turns: turns(e.from, e.until) }) : i18n.t('events.duelingRunes.invisible', { name, turns: turns(e.from, e.until) });
    case 'forgets':
      return e.cards.length ? i18n.t('events.duelingRunes.forgets', { name, cards: titles(e.cards) }) : i18n.t('events.duelingRunes.forgetsNothing', { name });
    case 'confused':
      return i18n.t('events.duelingRunes.confused', { name });
    default:
      return advancedEffect(e, name, names);
  }
}

function castLine(e: CastEvent, names: Names): string {
  const words = { caster: nameOf(names, e.caster), spell: spellWords(e, names), turnedBack: turnedBack(e.mirrors, names) };
  if (e.result === 'blocked') return i18n.t('events.duelingRunes.blocked', { ...words, protection: protectionOn(e.protection, nameOf(names, e.on)) });
  return i18n.t('events.duelingRunes.cast', { ...words, effect: effect(e, names) });
}

function specialLine(e: Extract<DuelingRunesEvent, { type: 'special' }>, names: Names): string {
  return i18n.t('events.duelingRunes.special', {
    caster: nameOf(names, e.caster),
    spell: spellName(e.spell),
    target: nameOf(names, e.target),
    cards: titles(e.discarded),
    turnedBack: turnedBack(e.mirrors, names),
    lands: e.mirrors.length ? i18n.t('events.duelingRunes.landsOn', { name: nameOf(names, e.on) }) : '',
  });
}

function drawsLine(e: Extract<DuelingRunesEvent, { type: 'draws' }>, names: Names): string {
  // A wizard draws one or two cards at the end of a turn (DR-17): "a card", or a number above one.
  const draws = e.wizards.map((w, i) => (e.counts[i] === 1 ? i18n.t('events.duelingRunes.drawsACard', { name: nameOf(names, w) }) : i18n.t('events.duelingRunes.drawsCards', { name: nameOf(names, w), count: e.counts[i] }))).join(', ');
  return i18n.t('events.duelingRunes.drawsLine', { draws });
}

/** A Dueling Runes log event in the player's language, with the players' names in seat order; undefined for an event it does not know. */
export function duelingRunesLogLine(event: LogEvent, names: Names): string | undefined {
  const e = event as DuelingRunesEvent;
  switch (e.type) {
    case 'start':
      return startLine(e, names);
    case 'hand':
      return i18n.t('events.duelingRunes.hand', { cards: titles(e.cards) });
    case 'turn':
      return turnLine(e, names);
    case 'reshuffle':
      return i18n.t('events.duelingRunes.reshuffle', { name: nameOf(names, e.wizard), excuse: title('excuse'), count: e.count });
    case 'confused-draw':
      return i18n.t('events.duelingRunes.confusedDraw', { name: nameOf(names, e.wizard), card: valued(e.card) });
    case 'redraw-choice':
      return e.choice === 'redraw' ? i18n.t('events.duelingRunes.makesRedraw', { name: nameOf(names, e.wizard) }) : i18n.t('events.duelingRunes.letsKeep', { name: nameOf(names, e.wizard) });
    case 'automaton-places':
      return automatonPlaces(e, names);
    case 'declare':
      return i18n.t('events.duelingRunes.declares', { name: nameOf(names, e.wizard), spell: spellWords(e, names) });
    case 'pass':
      return i18n.t('events.duelingRunes.passes', { name: nameOf(names, e.wizard) });
    case 'cast':
      return castLine(e, names);
    case 'dies':
      return i18n.t('events.duelingRunes.dies', { name: nameOf(names, e.wizard) });
    case 'special':
      return specialLine(e, names);
    case 'draws':
      return drawsLine(e, names);
    case 'you-draw':
      return i18n.t('events.duelingRunes.youDraw', { cards: titles(e.cards) });
    case 'win':
      return i18n.t('events.duelingRunes.win', { name: nameOf(names, e.wizard), health: e.health });
    case 'time-up':
      return i18n.t('events.duelingRunes.timeUp', { turn: e.turn, names: together(names, e.wizards) });
    case 'fall-together':
      return i18n.t('events.duelingRunes.fallTogether', { names: together(names, e.wizards) });
    case 'withdraw':
      return i18n.t('events.duelingRunes.withdraw', { name: nameOf(names, e.wizard) });
    case 'attack':
    case 'hold':
    case 'shock':
    case 'monster-gone':
    case 'poison':
    case 'charmed-draw':
      return advancedLine(e, names);
    default:
      return undefined;
  }
}
