/**
 * The Advanced Game's log lines (log.ts holds the basic game's): what its spells do, monsters'
 * attacks and ends, Electric Touch's shocks, poison at the end of a turn, and the charmed
 * automaton's draw. Like every event, each says no more than its English sentence.
 */
import type { CardId } from '@decktet/decktet';
import { MONSTER_NAME, type MonsterKind } from './wizard';
import { cardName, cardNumber } from '../core/cards';
import type { DuelingRunesEvent, LogWords } from '../core/log';
import { nameIn } from '../core/log-words';
import { PROTECTION_WORDS } from '../core/protections';
import type { Protection } from '../core/spells-table';

/**
 * What an advanced spell did once it landed (DRA-12 … DRA-21), or what a spell aimed at a monster
 * did to it: a summon; a lasting effect through turn `until` (Protection, Poison and its loss,
 * Fear, a charm by `by`, Electric Touch); every lasting effect ended; a monster won over by `by`,
 * or destroyed; Dispel Magic's wizards and the owners of the monsters it destroyed; a Charm that
 * another Charm of its group contests, and one at a monster its group destroys (DRA-27).
 */
export type AdvancedResult =
  | { result: 'summons'; kind: MonsterKind; health: number; attack: number }
  | { result: 'protected'; until: number }
  | { result: 'poisoned'; loss: number; until: number }
  | { result: 'feared'; until: number }
  | { result: 'charmed'; by: number; until: number }
  | { result: 'touched'; until: number }
  | { result: 'disenchanted' }
  | { result: 'won-over'; by: number }
  | { result: 'destroyed' }
  | { result: 'dispelled'; wizards: number[]; monsters: number[]; kinds: MonsterKind[] }
  | { result: 'contested' }
  | { result: 'untouched' };

/** The Advanced Game's other lines. */
export type AdvancedEvent =
  /** Wizard `owner`'s monster of kind `monster` attacks (DRA-13) wizard `target` or, `targetMonster` given, its monster. */
  | ({ type: 'attack'; owner: number; monster: MonsterKind; target: number; targetMonster?: MonsterKind } & ({ result: 'loses'; amount: number } | { result: 'blocked'; protection: Protection }))
  | { type: 'hold'; owner: number; monster: MonsterKind }
  /** Electric Touch on wizard `touched` costs the attacker 1 health: wizard `payer`, or (`monster` given) its monster (DRA-18). */
  | { type: 'shock'; touched: number; payer: number; monster?: MonsterKind }
  /** A monster at 0 health, or whose owner died (DRA-14). */
  | { type: 'monster-gone'; owner: number; monster: MonsterKind; why: 'slain' | 'with-owner' }
  /** Poison at the end of a turn (DRA-15, DRA-25), on wizard `on` or (`monster` given) on its monster. */
  | { type: 'poison'; on: number; monster?: MonsterKind; amount: number }
  /** Solitaire: the automaton, charmed by the player, draws its card; the player says keep or redraw (DRA-17). */
  | { type: 'charmed-draw'; wizard: number; card: CardId };

declare module '../core/log' {
  interface ResultsAdded {
    advanced: AdvancedResult;
  }
  interface EventsAdded {
    advanced: AdvancedEvent;
  }
}

declare module '../core/log-words' {
  interface DeclaredFacts {
    /** A spell aimed at a monster names the monster's kind (DRA-11). */
    monster?: MonsterKind;
  }
}

/** The results and lines above by name, to tell them from the basic game's. */
const RESULTS: Readonly<Record<AdvancedResult['result'], true>> = {
  summons: true,
  protected: true,
  poisoned: true,
  feared: true,
  charmed: true,
  touched: true,
  disenchanted: true,
  'won-over': true,
  destroyed: true,
  dispelled: true,
  contested: true,
  untouched: true,
};
const LINES: Readonly<Record<AdvancedEvent['type'], true>> = { attack: true, hold: true, shock: true, 'monster-gone': true, poison: true, 'charmed-draw': true };

const isAdvancedResult = (r: { result: string }): r is AdvancedResult => Object.hasOwn(RESULTS, r.result);
const isAdvancedLine = (e: DuelingRunesEvent): e is AdvancedEvent => Object.hasOwn(LINES, e.type);

/** "Bo", "Bo's troll": what a spell or an attack is aimed at. */
export function aimWords(names: readonly string[], target: number, monster: MonsterKind | undefined): string {
  return monster ? `${nameIn(names, target)}'s ${MONSTER_NAME[monster]}` : nameIn(names, target);
}

const wizardsWords = (names: readonly string[], wizards: readonly number[]) => wizards.map((w) => nameIn(names, w)).join(' and ');

/** What an advanced result did, after the name of what it landed on (Dispel Magic: the whole clause). */
export function advancedResultWords(e: AdvancedResult, names: readonly string[]): string {
  switch (e.result) {
    case 'summons':
      return `summons ${MONSTER_NAME[e.kind].startsWith('i') ? 'an' : 'a'} ${MONSTER_NAME[e.kind]} with ${e.health} health and attack ${e.attack}`;
    case 'protected':
      return `is protected through turn ${e.until}`;
    case 'poisoned':
      return `is poisoned through turn ${e.until}, losing ${e.loss} at each end of turn`;
    case 'feared':
      return `is afraid through turn ${e.until}`;
    case 'charmed':
      return `is charmed by ${nameIn(names, e.by)} through turn ${e.until}`;
    case 'touched':
      return `is under an Electric Touch through turn ${e.until}`;
    case 'disenchanted':
      return 'loses every lasting effect';
    case 'won-over':
      return `goes over to ${nameIn(names, e.by)}`;
    case 'destroyed':
      return 'is destroyed';
    case 'contested':
      return 'is pulled at by two Charms at once: neither takes hold';
    case 'untouched':
      return 'is gone before the Charm takes hold';
    case 'dispelled': {
      const wizards = e.wizards.length ? `${wizardsWords(names, e.wizards)} ${e.wizards.length === 1 ? 'loses' : 'lose'} every lasting effect` : 'no wizard loses an effect';
      const monsters = e.monsters.length ? `; ${e.monsters.map((o, i) => aimWords(names, o, e.kinds[i])).join(' and ')} ${e.monsters.length === 1 ? 'is' : 'are'} destroyed` : '';
      return `${wizards}${monsters}`;
    }
  }
}

/** The sentence of an Advanced Game line. */
export function advancedSentence(e: AdvancedEvent, names: readonly string[]): string {
  switch (e.type) {
    case 'attack': {
      const head = `${aimWords(names, e.owner, e.monster)} attacks ${aimWords(names, e.target, e.targetMonster)}`;
      if (e.result === 'blocked') return `${head} — blocked: ${nameIn(names, e.target)} ${PROTECTION_WORDS[e.protection].third}.`;
      return `${head} — ${e.targetMonster ? 'it' : nameIn(names, e.target)} loses ${e.amount}.`;
    }
    case 'hold':
      return `${nameIn(names, e.owner)} holds the ${MONSTER_NAME[e.monster]} back.`;
    case 'shock':
      return `${nameIn(names, e.touched)}'s Electric Touch costs ${aimWords(names, e.payer, e.monster)} 1 health.`;
    case 'monster-gone':
      return `${aimWords(names, e.owner, e.monster)} ${e.why === 'slain' ? 'is destroyed' : `dies with ${nameIn(names, e.owner)}`}.`;
    case 'poison':
      return `${aimWords(names, e.on, e.monster)} loses ${e.amount} to poison.`;
    case 'charmed-draw':
      return `${nameIn(names, e.wizard)} is charmed and draws ${cardName(cardNumber(e.card)!)}: keep it or make it redraw?`;
  }
}

/** The Advanced Game's words for the log (its hook `log`). */
export const ADVANCED_LOG_WORDS: LogWords = Object.freeze<LogWords>({
  // A spell aimed at a monster names its kind (DRA-11).
  aimFacts: (s, d) => {
    const kind = d.monster ? s.wizards[d.target]?.advanced?.monster?.kind : undefined;
    return kind ? { monster: kind } : null;
  },
  aimWords: (names, target, d) => (d.monster ? aimWords(names, target, d.monster) : null),
  // Dispel Magic's result is the whole clause; the others follow the name of what they landed on.
  outcome: (e, names) => {
    if (!isAdvancedResult(e)) return null;
    return e.result === 'dispelled' ? advancedResultWords(e, names) : `${aimWords(names, e.on, e.monster)} ${advancedResultWords(e, names)}`;
  },
  sentence: (e, names) => (isAdvancedLine(e) ? advancedSentence(e, names) : null),
});
