/**
 * The log's lines: each is an event (the facts, as plain JSON, for clients to word in their
 * player's language) and its English sentence, made from the event alone so the two always agree.
 *
 * Wizards are named by their index in the duel (`DuelingRunesState.wizards`): a player's wizard
 * has its seat's number, and in solitaire the automaton is wizard 1, the one wizard past the last
 * seat (the players' names, in seat order, do not name it). Cards are card ids, spells spell ids,
 * and what stops a spell is the id of the protection standing on its target. An event says no
 * more than its line: a Moon spell's event names no target (it works on its caster), a spell of
 * no energy no power.
 */
import type { CardId } from '@decktet/decktet';
import type { LogEntry, Seat } from '@decktet/engine';
import { CARD_IDS, TITLE, cardName, cardNumber } from './cards';
import { type Aims, type Declared, addAims, aimedAt, castWords, nameIn } from './log-words';
import { PROTECTION_WORDS } from './protections';
import { type Protection, type SpellId, spellName } from './spells-table';
import type { DuelingRunesState } from './state';

export { AUTOMATON_NAME, type Declared, castWords, declaredFacts } from './log-words';

/**
 * How a card came to be placed at the reveal: from the hand, at random from a confused hand, the
 * automaton's from the draw pile, or chosen by the charmer of a charmed wizard (DRA-17).
 */
export type PlacedFrom = 'hand' | 'random' | 'pile' | 'charmed';

/**
 * What a declared spell did once it reached wizard `on` (DR-10 … DR-14): stopped by a protection,
 * health lost, drained or healed, or a lasting effect (through turn `until`; Haste and
 * Invisibility from turn `from`), the cards an Amnesia turned face down, a Confusion.
 */
export type SpellResult =
  | { result: 'blocked'; protection: Protection }
  | { result: 'loses'; amount: number }
  | { result: 'drains'; amount: number; gainer: number }
  | { result: 'heals'; amount: number }
  | { result: 'resists'; until: number }
  | { result: 'shielded' }
  | { result: 'lasts'; from: number; until: number }
  | { result: 'forgets'; cards: CardId[] }
  | { result: 'confused' }
  | ResultsAdded[keyof ResultsAdded];

/**
 * What a variant's spells may do besides the basic results (the Advanced Game's `AdvancedResult`):
 * each variant's folder adds its results under its name by declaration merging (`declare module
 * '../core/log'`) and words them through its `LogWords`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an open slot that variants fill by declaration merging
export interface ResultsAdded {}

/** A variant's own lines (the Advanced Game's `AdvancedEvent`), added like `ResultsAdded`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an open slot that variants fill by declaration merging
export interface EventsAdded {}

/** A declared spell takes effect: cast by `caster`, turned back by the Magic Mirrors of `mirrors` (in order), landing on `on`. */
export type CastEvent = { type: 'cast'; caster: number; mirrors: number[]; on: number } & Declared & SpellResult;

/** Every line Dueling Runes writes in its log, as facts. `hand` and `you-draw` are private to the seat they are written for. */
export type DuelingRunesEvent =
  | { type: 'start'; health: number[]; deck: 'basic' | 'courts' }
  | { type: 'hand'; cards: CardId[] }
  | { type: 'turn'; turn: number; part: 'mini' | 'regular'; wizards: number[]; cards: CardId[]; from: PlacedFrom[] }
  | { type: 'reshuffle'; wizard: number; count: number }
  | { type: 'confused-draw'; wizard: number; card: CardId }
  | { type: 'redraw-choice'; wizard: number; choice: 'redraw' | 'keep' }
  | { type: 'automaton-places'; wizard: number; choice: 'redraw' | 'keep'; card?: CardId }
  | ({ type: 'declare'; wizard: number } & Declared)
  | { type: 'pass'; wizard: number }
  | CastEvent
  | { type: 'dies'; wizard: number }
  /** A special spell from the hand (Counter Spell or Magic Mirror), landing on `on`. */
  | { type: 'special'; caster: number; spell: SpellId; target: number; discarded: CardId[]; mirrors: number[]; on: number }
  | { type: 'draws'; wizards: number[]; counts: number[] }
  | { type: 'you-draw'; cards: CardId[] }
  | { type: 'win'; wizard: number; health: number }
  | { type: 'time-up'; turn: number; wizards: number[] }
  | { type: 'fall-together'; wizards: number[] }
  | { type: 'withdraw'; wizard: number }
  | EventsAdded[keyof EventsAdded];

/** What a cast that got through did, after its line's head ("… — "): a result and what it landed on. */
type Outcome = Exclude<CastEvent, { result: 'blocked' }>;

/** A variant's words for its log (the Advanced Game's: advanced/log.ts); each answers null for what is not the variant's. */
export interface LogWords extends Aims {
  /** What a cast with one of the variant's results (`ResultsAdded`) did: the clause after its line's head. */
  outcome(e: Outcome, names: readonly string[]): string | null;
  /** The sentence of one of the variant's own lines (`EventsAdded`). */
  sentence(e: DuelingRunesEvent, names: readonly string[]): string | null;
}

const WORDS: LogWords[] = [];

/** A variant's log words are used from now on (`addVariant` adds them). */
export function addLogWords(words: LogWords): void {
  WORDS.push(words);
  addAims(words);
}

/** The first answer of the variants' words, or null. */
function added(say: (words: LogWords) => string | null): string | null {
  for (const words of WORDS) {
    const said = say(words);
    if (said !== null) return said;
  }
  return null;
}

/** The id of card number `c`, for an event. */
export const idOf = (c: number): CardId => CARD_IDS[c]!;

const titleOf = (id: CardId) => TITLE[cardNumber(id)!]!;
const titles = (ids: readonly CardId[]) => ids.map(titleOf).join(', ');
const valued = (id: CardId) => cardName(cardNumber(id)!);
const cards = (count: number) => (count === 1 ? '1 card' : `${count} cards`);
const turns = (from: number, until: number) => (from === until ? `turn ${from}` : `turns ${from}–${until}`);

/** Wizards named together: "Ada and Bo". */
function both(names: readonly string[], wizards: readonly number[]): string {
  return wizards.map((w) => nameIn(names, w)).join(' and ');
}

/** The words for the Magic Mirrors that turned a spell back, in order. */
function turnedBack(names: readonly string[], mirrors: readonly number[]): string {
  return mirrors.map((m) => ` — turned back by ${nameIn(names, m)}'s Magic Mirror`).join('');
}

/** The English sentence of an event, with the players' names (seat order). */
export function sentence(e: DuelingRunesEvent, names: readonly string[]): string {
  switch (e.type) {
    case 'start': {
      const wizards = e.health.map((_, w) => w);
      const same = e.health.every((h) => h === e.health[0]);
      const health = same ? `${e.health[0]} health each` : `${wizards.map((w) => `${nameIn(names, w)} ${e.health[w]}`).join(', ')} health`;
      return `${wizards.map((w) => nameIn(names, w)).join(', ')} duel with ${health}${e.deck === 'courts' ? ' (Courts in the deck)' : ''}.`;
    }
    case 'hand':
      return `Your hand: ${titles(e.cards)}.`;
    case 'turn': {
      const placed = e.wizards.map((w, i) => placement(nameIn(names, w), e.cards[i]!, e.from[i]!));
      return `Turn ${e.turn}${e.part === 'mini' ? ', haste mini-turn' : ''}: ${placed.join(', ')}.`;
    }
    case 'reshuffle':
      return `${nameIn(names, e.wizard)} draws the Excuse: the discard pile is shuffled into the draw pile (${cards(e.count)}).`;
    case 'confused-draw':
      return `${nameIn(names, e.wizard)} is confused and draws ${valued(e.card)}: keep it or make it redraw?`;
    case 'redraw-choice':
      return `${nameIn(names, e.wizard)} ${e.choice === 'redraw' ? 'makes the automaton redraw' : 'lets the automaton keep its card'}.`;
    case 'automaton-places':
      if (e.choice === 'keep') return `${nameIn(names, e.wizard)} keeps and places ${valued(e.card!)}.`;
      return e.card === undefined ? `${nameIn(names, e.wizard)} redraws, but no card is left.` : `${nameIn(names, e.wizard)} redraws and places ${valued(e.card)}.`;
    case 'declare':
      return `${nameIn(names, e.wizard)} declares ${castWords(e, names)}.`;
    case 'pass':
      return `${nameIn(names, e.wizard)} passes.`;
    case 'cast': {
      const head = `${nameIn(names, e.caster)} casts ${castWords(e, names)}${turnedBack(names, e.mirrors)}`;
      if (e.result === 'blocked') return `${head} — blocked: ${nameIn(names, e.on)} ${PROTECTION_WORDS[e.protection].third}.`;
      return `${head} — ${added((words) => words.outcome(e, names)) ?? `${aimedAt(names, e.on, e)} ${what(e, names)}`}.`;
    }
    case 'dies':
      return `${nameIn(names, e.wizard)} dies.`;
    case 'special':
      return `${nameIn(names, e.caster)} casts ${spellName(e.spell)} at ${nameIn(names, e.target)}, discarding ${titles(e.discarded)}${turnedBack(names, e.mirrors)}${e.mirrors.length ? `: it lands on ${nameIn(names, e.on)}` : ''}.`;
    case 'draws':
      return `${e.wizards.map((w, i) => `${nameIn(names, w)} draws ${e.counts[i] === 1 ? 'a card' : cards(e.counts[i]!)}`).join(', ')}.`;
    case 'you-draw':
      return `You draw ${titles(e.cards)}.`;
    case 'win':
      return `${nameIn(names, e.wizard)} wins with ${e.health} health left.`;
    case 'time-up':
      return `Turn ${e.turn} was the last: a draw between ${both(names, e.wizards)}.`;
    case 'fall-together':
      return `${both(names, e.wizards)} fall together: a draw.`;
    case 'withdraw':
      return `${nameIn(names, e.wizard)} takes back their choice.`;
    default: {
      const said = added((words) => words.sentence(e, names));
      if (said === null) throw new Error(`no words for a "${e.type}" line`);
      return said;
    }
  }
}

function placement(name: string, card: CardId, from: PlacedFrom): string {
  switch (from) {
    case 'pile':
      return `${name} places ${valued(card)} from the draw pile`;
    case 'random':
      return `${name}, confused, places ${valued(card)} at random`;
    case 'hand':
      return `${name} places ${valued(card)}`;
    case 'charmed':
      return `${name}, charmed, places ${valued(card)}`;
  }
}

/** What a basic spell that got through did to the wizard it landed on, after that wizard's name. */
function what(e: Outcome, names: readonly string[]): string {
  switch (e.result) {
    case 'loses':
      return `loses ${e.amount}`;
    case 'drains':
      return `loses ${e.amount}, ${nameIn(names, e.gainer)} gains ${e.amount}`;
    case 'heals':
      return `heals ${e.amount}`;
    case 'resists':
      return `${PROTECTION_WORDS[e.spell === 'resist-cold' ? 'resist-cold' : 'resist-heat'].third} through turn ${e.until}`;
    case 'shielded':
      return 'is shielded this turn';
    case 'lasts':
      return `is ${e.spell === 'haste' ? 'hasted' : 'invisible'} for ${turns(e.from, e.until)}`;
    case 'forgets':
      return `forgets ${titles(e.cards) || 'nothing'}`;
    case 'confused':
      return 'will place a random card next turn';
    default:
      throw new Error(`no words for a "${e.result}" result`);
  }
}

/** The log entry of an event: its sentence, the event, and the only seats that may read it (none: public). */
export function entry(e: DuelingRunesEvent, names: readonly string[], seats?: readonly Seat[]): LogEntry {
  return { text: sentence(e, names), event: e, ...(seats ? { seats } : {}) };
}

/** Writes event `e` in the duel's log (`seats`: the only seats that may read it). */
export function tell(s: DuelingRunesState, e: DuelingRunesEvent, seats?: readonly Seat[]): void {
  s.log.push(entry(e, s.names, seats));
}
