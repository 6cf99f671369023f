/** Reading the table: depletion, the face-up Crowns, and how far a play may stretch its rank. */
import type { CardId } from '@decktet/decktet';
import { info, suitCount } from './cards';
import type { TombState } from './types';

/** A tomb is depleted when only its bottom Crown is left (HG-11). */
export function isDepleted(tomb: TombState): boolean {
  return tomb.cards.length <= 1;
}

export function depletedCount(tombs: readonly TombState[]): number {
  let n = 0;
  for (const t of tombs) if (t.cards.length <= 1) n++;
  return n;
}

/** The face-up Crowns on the table: tomb top cards and set-aside sliders (HG-8), in tomb order. */
export function tableCrowns(tombs: readonly TombState[]): CardId[] {
  const out: CardId[] = [];
  for (const t of tombs) {
    if (info(t.cards[0]!).isCrown) out.push(t.cards[0]!);
    for (const a of t.aside) if (info(a).isCrown) out.push(a);
  }
  return out;
}

/** The suits of the face-up Crowns as a mask; each suit has one Crown, so a bit is one Crown. */
export function tableCrownMask(tombs: readonly TombState[]): number {
  let mask = 0;
  for (const t of tombs) {
    const top = info(t.cards[0]!);
    if (top.isCrown) mask |= top.suitMask;
    for (const a of t.aside) {
      const c = info(a);
      if (c.isCrown) mask |= c.suitMask;
    }
  }
  return mask;
}

/** The highest rank the Excuse may be declared at (HG-16). */
export const EXCUSE_MAX = 9;

/** Modifier from the table Crowns for a card of suits `suitMask`: 3 per face-up Crown sharing a suit (HG-8). */
export function crownModifier(suitMask: number, crownMask: number): number {
  return 3 * suitCount(suitMask & crownMask);
}

/** Modifier from the table Crowns for a rank card. */
export function tableModifier(rankCard: CardId, crownMask: number): number {
  return crownModifier(info(rankCard).suitMask, crownMask);
}

/** The lowest effective rank a rank card may take with total modifier k: rank − k, at least 1 (HG-8). */
export function lowestRank(rank: number, k: number): number {
  return Math.max(1, rank - k);
}

/** The effective ranks a rank card may take with total modifier k: [rank − k, rank + k], at least 1. */
export function rankBounds(rank: number, k: number): [number, number] {
  return [lowestRank(rank, k), rank + k];
}

/** The open tombs (not depleted) as bits: tomb 1 is bit 0. */
export function openTombs(tombs: readonly TombState[]): number {
  let open = 0;
  for (let t = 0; t < tombs.length; t++) if (!isDepleted(tombs[t]!)) open |= 1 << t;
  return open;
}
