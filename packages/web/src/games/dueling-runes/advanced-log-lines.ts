/**
 * The Advanced Game's log lines in the player's language (the game's advanced-log.ts words them
 * in English): what advanced spells did, monsters' attacks and ends, Electric Touch's shocks,
 * poison at the end of a turn, and the charmed automaton's draw.
 */
import { CARD_VALUE, type CastEvent, type DuelingRunesEvent, cardNumber } from '@decktet/dueling-runes';
import type { CardId } from '@decktet/decktet';
import { cardName } from '../../cards/labels';
import { i18n } from '../../i18n';
import { type MonsterKind, aMonster, monsterName } from './advanced-words';
import { protectionOn } from './words';

type Names = readonly string[];
type AdvancedResult = Extract<CastEvent, { result: 'summons' | 'protected' | 'poisoned' | 'feared' | 'charmed' | 'touched' | 'disenchanted' | 'won-over' | 'destroyed' | 'dispelled' | 'contested' | 'untouched' }>;
type AdvancedEvent = Extract<DuelingRunesEvent, { type: 'attack' | 'hold' | 'shock' | 'monster-gone' | 'poison' | 'charmed-draw' }>;

/** A wizard's name: a player's from `names`, else the automaton's. */
export const nameOf = (names: Names, w: number) => names[w] ?? i18n.t('table.automaton');
/** "Ada and Bo", "Ada and Bo and Cy". */
export const together = (names: Names, ws: readonly number[]) => ws.map((w) => nameOf(names, w)).reduce((first, second) => i18n.t('events.duelingRunes.and', { first, second }));

/** "Bo", "Bo's troll": what a spell or an attack is aimed at, in running text. */
export function aim(names: Names, w: number, monster: MonsterKind | undefined): string {
  return monster ? i18n.t('events.duelingRunes.monsterOf', { name: nameOf(names, w), monster: monsterName(monster) }) : nameOf(names, w);
}

/** The same at the start of a sentence. */
function aimFirst(names: Names, w: number, monster: MonsterKind | undefined): string {
  return monster ? i18n.t('events.duelingRunes.monsterOfFirst', { name: nameOf(names, w), monster: monsterName(monster) }) : nameOf(names, w);
}

function dispelled(e: Extract<AdvancedResult, { result: 'dispelled' }>, names: Names): string {
  const lose = { names: e.wizards.length ? together(names, e.wizards) : '' };
  const wizards = e.wizards.length === 0 ? i18n.t('events.duelingRunes.dispelledNobody') : e.wizards.length === 1 ? i18n.t('events.duelingRunes.dispelledWizardsOne', lose) : i18n.t('events.duelingRunes.dispelledWizardsMany', lose);
  if (!e.monsters.length) return wizards;
  const monsters = e.monsters.map((o, i) => aim(names, o, e.kinds[i])).reduce((first, second) => i18n.t('events.duelingRunes.and', { first, second }));
  return e.monsters.length === 1 ? i18n.t('events.duelingRunes.dispelledMonstersOne', { wizards, monsters }) : i18n.t('events.duelingRunes.dispelledMonstersMany', { wizards, monsters });
}

/** What an advanced spell (or a spell at a monster) did to `name`, what it landed on; Dispel Magic's whole clause. */
export function advancedEffect(e: AdvancedResult, name: string, names: Names): string {
  switch (e.result) {
    case 'summons':
      return i18n.t('events.duelingRunes.summons', { name, monster: aMonster(e.kind), health: e.health, attack: e.attack });
    case 'protected':
      return i18n.t('events.duelingRunes.protected', { name, until: e.until });
    case 'poisoned':
      return i18n.t('events.duelingRunes.poisoned', { name, until: e.until, loss: e.loss });
    case 'feared':
      return i18n.t('events.duelingRunes.feared', { name, until: e.until });
    case 'charmed':
      return i18n.t('events.duelingRunes.charmed', { name, by: nameOf(names, e.by), until: e.until });
    case 'touched':
      return i18n.t('events.duelingRunes.touched', { name, until: e.until });
    case 'disenchanted':
      return i18n.t('events.duelingRunes.disenchanted', { name });
    case 'won-over':
      return i18n.t('events.duelingRunes.wonOver', { name, by: nameOf(names, e.by) });
    case 'destroyed':
      return i18n.t('events.duelingRunes.destroyed', { name });
    case 'contested':
      return i18n.t('events.duelingRunes.contested', { name });
    case 'untouched':
      return i18n.t('events.duelingRunes.untouched', { name });
    case 'dispelled':
      return dispelled(e, names);
  }
}

function attackLine(e: Extract<AdvancedEvent, { type: 'attack' }>, names: Names): string {
  const words = { attacker: aimFirst(names, e.owner, e.monster), target: aim(names, e.target, e.targetMonster) };
  if (e.result === 'blocked') return i18n.t('events.duelingRunes.attackBlocked', { ...words, protection: protectionOn(e.protection, nameOf(names, e.target)) });
  if (e.targetMonster) return i18n.t('events.duelingRunes.attackOnMonster', { ...words, amount: e.amount });
  return i18n.t('events.duelingRunes.attackLands', { ...words, name: nameOf(names, e.target), amount: e.amount });
}

const valued = (id: CardId) => `${cardName(id)} (${CARD_VALUE[cardNumber(id)!]})`;

/** An Advanced Game line in the player's language. */
export function advancedLine(e: AdvancedEvent, names: Names): string {
  switch (e.type) {
    case 'attack':
      return attackLine(e, names);
    case 'hold':
      return i18n.t('events.duelingRunes.holdsBack', { name: nameOf(names, e.owner), monster: monsterName(e.monster) });
    case 'shock':
      return i18n.t('events.duelingRunes.shock', { name: nameOf(names, e.touched), payer: aim(names, e.payer, e.monster) });
    case 'monster-gone':
      return e.why === 'slain'
        ? i18n.t('events.duelingRunes.monsterSlain', { monster: aimFirst(names, e.owner, e.monster) })
        : i18n.t('events.duelingRunes.monsterDiesWithOwner', { monster: aimFirst(names, e.owner, e.monster), name: nameOf(names, e.owner) });
    case 'poison':
      return i18n.t('events.duelingRunes.poisonLoss', { name: aimFirst(names, e.on, e.monster), amount: e.amount });
    case 'charmed-draw':
      return i18n.t('events.duelingRunes.charmedDraw', { name: nameOf(names, e.wizard), card: valued(e.card) });
  }
}
