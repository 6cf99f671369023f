/**
 * The cards as Dueling Runes sees them. Inside the state a card is a small number (its position
 * in the Decktet's chart, `CARDS`), so that looking up its runes and value is reading a table and
 * states clone cheaply; views, actions and the layout speak in card ids.
 *
 * The tables are constant: their types forbid writing to them. (They are not frozen: reading a
 * frozen array is several times slower, and random games read them millions of times.)
 */
import { CARDS, type CardId } from '@decktet/decktet';
import { type EnergyTally, type RuneSet, energyTally, runeCount, runeSet } from './runes';

export const CARD_IDS: readonly CardId[] = CARDS.map((c) => c.id);
/** Each card's runes: its suits (DR-4). */
export const RUNES: readonly RuneSet[] = CARDS.map((c) => runeSet(c.suits));
/** Card value (DR-2): Ace 1, 2–9, Pawn 10, Court 11, Crown 12 — the Decktet's rank order. */
export const VALUE: readonly number[] = CARDS.map((c) => c.ordinal);
/** Above every card value: the value before the first group of a phase declares (DR-8). */
export const ABOVE_EVERY_VALUE = 13;
export const TITLE: readonly string[] = CARDS.map((c) => c.title);
/** The energy runes each card carries, as a tally (`EnergyTally`) to add up over a sequence. */
export const ENERGY_TALLY: readonly EnergyTally[] = RUNES.map((runes) => energyTally(runes));
/** How many runes each card carries (the automaton's Amnesia choice reads it, DR-21). */
export const RUNE_COUNT: readonly number[] = RUNES.map((runes) => runeCount(runes));

export const EXCUSE = CARD_IDS.indexOf('excuse');

const NUMBER_OF: ReadonlyMap<string, number> = new Map(CARD_IDS.map((id, i) => [id, i]));

/** The card number of an id, or undefined. */
export function cardNumber(id: string): number | undefined {
  return NUMBER_OF.get(id);
}

function listPlayable(courts: boolean): readonly number[] {
  const out: number[] = [];
  for (let i = 0; i < CARDS.length; i++) {
    const kind = CARDS[i]!.kind;
    if (kind === 'excuse' || (kind === 'court' && !courts)) continue;
    out.push(i);
  }
  return out;
}

const PLAYABLE = [listPlayable(false), listPlayable(true)] as const;

/** The playable cards of a game (DR-1): the basic deck and the Pawns, plus the Courts if chosen (a fresh list). */
export function playableCards(courts: boolean): number[] {
  return PLAYABLE[courts ? 1 : 0].slice();
}

/** "the Penitent (6)": a card as log lines name it. */
export function cardName(c: number): string {
  return `${TITLE[c]} (${VALUE[c]})`;
}

/** Sorts a short list of cards into chart order in place (an insertion sort: a hand or a sequence holds a few cards). */
export function inChartOrder(cards: number[]): number[] {
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    let j = i;
    for (; j > 0 && cards[j - 1]! > c; j--) cards[j] = cards[j - 1]!;
    cards[j] = c;
  }
  return cards;
}
