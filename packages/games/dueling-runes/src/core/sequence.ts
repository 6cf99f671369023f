/**
 * A wizard's spell sequence (DR-6, DR-7, DR-14): the cards placed, oldest first; the new card
 * casts, every face-up card lends its energy, and Amnesia turns cards face down.
 *
 * In the state a face-down card is kept as a negative number (`faceDown(card)` is −1 − card), so
 * that a sequence stays a list of numbers; only the functions here read that mark.
 */
import { ENERGY_TALLY, RUNES, VALUE } from './cards';
import { discard } from './deck';
import { type Energy, type EnergyTally, NO_ENERGY, NO_RUNES, type RuneSet, addTallies, tallied } from './runes';
import { type DuelingRunesState, type Wizard, removeAt } from './state';

/** A sequence never holds more than this many cards; at the end of a turn it keeps this many (DR-7). */
export const SEQUENCE_LIMIT = 4;
export const SEQUENCE_KEPT = 3;

/** The entry of card `card` turned face down. */
export function faceDown(card: number): number {
  return -1 - card;
}

export function isFaceUp(entry: number): boolean {
  return entry >= 0;
}

/** The card of an entry, face up or down. */
export function cardOf(entry: number): number {
  return entry >= 0 ? entry : -1 - entry;
}

/** The face-up cards of a sequence, oldest first. */
export function faceUpCards(w: Wizard): number[] {
  return w.sequence.filter(isFaceUp);
}

export function faceUpCount(w: Wizard): number {
  let n = 0;
  for (const entry of w.sequence) if (isFaceUp(entry)) n++;
  return n;
}

/** The energy runes of the face-up cards of a sequence, as a tally (DR-6, DR-14). */
function energyOnShow(w: Wizard): EnergyTally {
  const seq = w.sequence;
  let tally = NO_ENERGY;
  for (let i = 0; i < seq.length; i++) {
    const entry = seq[i]!;
    if (isFaceUp(entry)) tally = addTallies(tally, ENERGY_TALLY[entry]!);
  }
  return tally;
}

/** Face-up cards of a sequence carrying an energy rune (DR-6, DR-14). */
export function energyShown(w: Wizard, energy: Energy): number {
  return tallied(energyOnShow(w), energy);
}

/** `energyShown` for every energy type, counted in one pass and written into `shown`. */
export function shownEnergy(w: Wizard, shown: Record<Energy, number>): Record<Energy, number> {
  const tally = energyOnShow(w);
  shown.suns = tallied(tally, 'suns');
  shown.waves = tallied(tally, 'waves');
  shown.leaves = tallied(tally, 'leaves');
  return shown;
}

/** Energy of a type still free this (mini-)turn (DR-6). */
export function energyFree(w: Wizard, energy: Energy): number {
  return Math.max(0, energyShown(w, energy) - w.used[energy]);
}

/** A declaration spends `power` runes of `energy` for the rest of the (mini-)turn (DR-6, DR-30). */
export function spend(w: Wizard, energy: Energy, power: number): void {
  // Named, not looked up by the word: this runs at every declaration of every random game.
  if (energy === 'suns') w.used.suns += power;
  else if (energy === 'waves') w.used.waves += power;
  else w.used.leaves += power;
}

/** Energy runes of every type still free this (mini-)turn (DR-6), counted in one pass and written into `free`. */
export function freeEnergy(w: Wizard, free: Record<Energy, number>): Record<Energy, number> {
  const shown = energyOnShow(w);
  free.suns = Math.max(0, tallied(shown, 'suns') - w.used.suns);
  free.waves = Math.max(0, tallied(shown, 'waves') - w.used.waves);
  free.leaves = Math.max(0, tallied(shown, 'leaves') - w.used.leaves);
  return free;
}

/** The runes of the card this wizard placed in this (mini-)turn while it is still face up, else none (DR-14). */
export function activeRunes(w: Wizard): RuneSet {
  const placed = w.placed;
  if (placed < 0) return NO_RUNES;
  // The placed card is the newest of the sequence (see `placed`); turned face down it is marked.
  const seq = w.sequence;
  return seq[seq.length - 1] === placed ? RUNES[placed]! : NO_RUNES;
}

/** The value of the card placed in this (mini-)turn, 0 if none. */
export function placedValue(w: Wizard): number {
  return w.placed >= 0 ? VALUE[w.placed]! : 0;
}

/** Moves a card onto a wizard's sequence; a fifth card pushes the oldest out at once (DR-7). */
export function placeCard(s: DuelingRunesState, w: Wizard, c: number): void {
  w.sequence.push(c);
  if (w.sequence.length > SEQUENCE_LIMIT) discardOldest(s, w);
  w.placed = c;
}

/** Discards the oldest card of a sequence (DR-7). */
export function discardOldest(s: DuelingRunesState, w: Wizard): void {
  discard(s, cardOf(removeAt(w.sequence, 0)));
}

/** End of turn: the sequence keeps its newest cards (DR-7). */
export function trimSequence(s: DuelingRunesState, w: Wizard): void {
  while (w.sequence.length > SEQUENCE_KEPT) discardOldest(s, w);
}

/** Amnesia turns these face-up cards of the sequence face down (DR-14). */
export function turnFaceDown(w: Wizard, cards: readonly number[]): void {
  const seq = w.sequence;
  for (let i = 0; i < seq.length; i++) if (isFaceUp(seq[i]!) && cards.includes(seq[i]!)) seq[i] = faceDown(seq[i]!);
}

/** Everything of a dead wizard goes to the discard pile at the end of the turn (DR-18). */
export function discardAll(s: DuelingRunesState, w: Wizard): void {
  for (const c of w.hand) discard(s, c);
  for (const entry of w.sequence) discard(s, cardOf(entry));
  w.hand = [];
  w.sequence = [];
}
