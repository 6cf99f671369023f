/**
 * The cards as Dueling Runes sees them. Inside the state a card is a small number (its position
 * in the Decktet's chart, `CARDS`), so that rune checks are bit tests and states clone cheaply;
 * views, actions and the layout speak in card ids.
 */
import { CARDS, type CardId, type Suit } from '@decktet/decktet';

/** Rune bits (DR-4): a card's runes are its suits. */
export const MOONS = 1;
export const SUNS = 2;
export const WAVES = 4;
export const LEAVES = 8;
export const WYRMS = 16;
export const KNOTS = 32;

export const RUNE_BIT: Readonly<Record<Suit, number>> = { moons: MOONS, suns: SUNS, waves: WAVES, leaves: LEAVES, wyrms: WYRMS, knots: KNOTS };

/** The energy types in table order (DR-5 columns): index 0 Suns, 1 Waves, 2 Leaves. */
export const ENERGY_BITS: readonly [number, number, number] = [SUNS, WAVES, LEAVES];
export const ENERGY_WORDS = ['suns', 'waves', 'leaves'] as const;
export type EnergyWord = (typeof ENERGY_WORDS)[number];

/** The phases in resolution order (DR-8), one per activation rune: 0 Moon, 1 Wyrm, 2 Knot. */
export const PHASE_BITS: readonly number[] = [MOONS, WYRMS, KNOTS];
export const RUNE_WORDS = ['moon', 'wyrm', 'knot'] as const;
export type RuneWord = (typeof RUNE_WORDS)[number];
export const MOON = 0;
export const WYRM = 1;
export const KNOT = 2;

/** The spell table (DR-5): [phase][energy], energy 3 = no energy. */
export const SPELL_NAMES: readonly (readonly string[])[] = [
  ['Resist Cold', 'Resist Heat', 'Heal', 'Shield'],
  ['Fire Ball', 'Ice Bolt', 'Drain', 'Hit'],
  ['Haste', 'Invisibility', 'Amnesia', 'Confusion'],
];
export const NO_ENERGY = 3;

export const CARD_IDS: readonly CardId[] = CARDS.map((c) => c.id);
/** Rune bits of each card. */
export const RUNES: readonly number[] = CARDS.map((c) => c.suits.reduce((m, s) => m | RUNE_BIT[s], 0));
/** Card value (DR-2): Ace 1, 2–9, Pawn 10, Court 11, Crown 12 — the Decktet's rank order. */
export const VALUE: readonly number[] = CARDS.map((c) => c.ordinal);
export const TITLE: readonly string[] = CARDS.map((c) => c.title);
/**
 * The energy each card shows, packed as in `energyOf` (state.ts): 1 for Suns, 8 for Waves, 64 for
 * Leaves, so that adding up a sequence's cards counts each energy type at once.
 */
export const ENERGY_PACKED: readonly number[] = RUNES.map((r) => (r & SUNS ? 1 : 0) + (r & WAVES ? 8 : 0) + (r & LEAVES ? 64 : 0));
/** How many runes each card carries (used by the automaton's Amnesia choice). */
export const RUNE_COUNT: readonly number[] = CARDS.map((c) => c.suits.length);

export const EXCUSE = CARD_IDS.indexOf('excuse');

const NUMBER_OF = new Map<string, number>(CARD_IDS.map((id, i) => [id, i]));

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

/** Suit words of a rune mask, in canonical order. */
export function runeList(mask: number): Suit[] {
  return (Object.keys(RUNE_BIT) as Suit[]).filter((s) => (mask & RUNE_BIT[s]) !== 0);
}
