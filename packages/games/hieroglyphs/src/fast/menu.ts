/**
 * The one move lister (HG-8): a hand's legal actions as blocks instead of a list. `legalActions`
 * expands every block into actions; a random playout draws one number and writes only that action.
 * Both therefore list the same actions in the same order. A power-up's discard is a block of one
 * (width 0); the Excuse, or a rank card with one subset of its joining power-ups, is a block of
 * `width` ranks from `lo` on each open tomb, tomb by tomb. The arrays are reused from call to call.
 */
import type { CardId } from '@decktet/decktet';
import { EXCUSE_MAX, crownModifier, lowestRank } from '../table';
import type { HieroglyphsAction, TombNumber } from '../types';
import { BITS, EXCUSE_CARD, ID, MODIFIER, POWER_UP, RANK, ROLE, SUITS, type Facts } from './numbers';

export interface Menu {
  blocks: number;
  card: number[];
  lo: number[];
  width: number[];
  /** The power-ups joining block b's play: those of `joining[from[b]…]` picked by the bits of `subset[b]`. */
  from: number[];
  subset: number[];
  joining: number[];
}

/** A chosen action: a play on tomb 0–2, or a power-up's discard (tomb −1). */
export interface Choice {
  card: number;
  tomb: number;
  rank: number;
  /** The power-ups joining the play, chart order (the first `powerUpCount`). */
  powerUps: number[];
  powerUpCount: number;
}

export const newMenu = (): Menu => ({ blocks: 0, card: [], lo: [], width: [], from: [], subset: [], joining: [] });
export const newChoice = (): Choice => ({ card: 0, tomb: -1, rank: 0, powerUps: [], powerUpCount: 0 });

/** The hand's power-ups sharing a suit with `suits`, chart order, into `into` from `at`; returns how many. */
function joiningPowerUps(hand: readonly number[], suits: number, into: number[], at: number): number {
  let n = 0;
  for (let i = 0; i < hand.length; i++) {
    const u = hand[i]!;
    if (ROLE[u] !== POWER_UP || (SUITS[u]! & suits) === 0) continue;
    let j = at + n++;
    for (; j > at && into[j - 1]! > u; j--) into[j] = into[j - 1]!;
    into[j] = u;
  }
  return n;
}

function addBlock(menu: Menu, card: number, lo: number, width: number, from: number, subset: number): void {
  const b = menu.blocks++;
  menu.card[b] = card;
  menu.lo[b] = lo;
  menu.width[b] = width;
  menu.from[b] = from;
  menu.subset[b] = subset;
}

/**
 * Lists the legal actions of a hand (card numbers, in hand order) into `menu`, with the face-up
 * Crowns' suits `crownMask` and the open tombs as bits `open`; returns how many actions there are.
 */
export function listActions(hand: readonly number[], crownMask: number, open: number, menu: Menu): number {
  const tombs = BITS[open]!;
  menu.blocks = 0;
  let joined = 0;
  let count = 0;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    const role = ROLE[card];
    if (role === POWER_UP) {
      addBlock(menu, card, 0, 0, 0, 0);
      count++;
    } else if (role === EXCUSE_CARD) {
      addBlock(menu, card, 1, EXCUSE_MAX, 0, 0);
      count += tombs * EXCUSE_MAX;
    } else {
      const ups = joiningPowerUps(hand, SUITS[card]!, menu.joining, joined);
      const base = crownModifier(SUITS[card]!, crownMask);
      const rank = RANK[card]!;
      for (let subset = 0; subset < 1 << ups; subset++) {
        let k = base;
        for (let i = 0; i < ups; i++) if (subset & (1 << i)) k += MODIFIER[menu.joining[joined + i]!]!;
        const lo = lowestRank(rank, k);
        addBlock(menu, card, lo, rank + k - lo + 1, joined, subset);
        count += tombs * (rank + k - lo + 1);
      }
      joined += ups;
    }
  }
  return count;
}

/** OPEN_TOMB[open * 3 + i]: the i-th open tomb (0-based) among the tombs open in bits `open`. */
const OPEN_TOMB: Facts = Int8Array.from({ length: 8 * 3 }, (_, at) => {
  const open = Math.floor(at / 3);
  let ordinal = at % 3;
  for (let t = 0; t < 3; t++) if (open & (1 << t) && ordinal-- === 0) return t;
  return -1;
});

/** Writes the `at`-th action of the menu into `out`. */
export function actionAt(menu: Menu, open: number, at: number, out: Choice): void {
  const tombs = BITS[open]!;
  for (let b = 0; b < menu.blocks; b++) {
    const width = menu.width[b]!;
    const size = width === 0 ? 1 : tombs * width;
    if (at >= size) {
      at -= size;
      continue;
    }
    out.card = menu.card[b]!;
    if (width === 0) {
      out.tomb = -1;
      out.rank = 0;
    } else {
      let ordinal = 0;
      for (; at >= width; at -= width) ordinal++;
      out.tomb = OPEN_TOMB[open * 3 + ordinal]!;
      out.rank = menu.lo[b]! + at;
    }
    let n = 0;
    const from = menu.from[b]!;
    for (let bits = menu.subset[b]!, i = 0; bits !== 0; bits >>= 1, i++) if (bits & 1) out.powerUps[n++] = menu.joining[from + i]!;
    out.powerUpCount = n;
    return;
  }
  throw new RangeError(`no legal action number ${at}`);
}

/** The action a choice stands for, in ids. */
export function actionOf(choice: Choice): HieroglyphsAction {
  if (choice.tomb < 0) return { type: 'discard', card: ID[choice.card]! };
  const powerUps: CardId[] = [];
  for (let i = 0; i < choice.powerUpCount; i++) powerUps.push(ID[choice.powerUps[i]!]!);
  return { type: 'decipher', tomb: (choice.tomb + 1) as TombNumber, card: ID[choice.card]!, powerUps, rank: choice.rank };
}

/** Every action of the menu, in its order (the plays of one block share their power-up list). */
export function actionsOf(menu: Menu, open: number): HieroglyphsAction[] {
  const out: HieroglyphsAction[] = [];
  for (let b = 0; b < menu.blocks; b++) {
    const card = ID[menu.card[b]!]!;
    const width = menu.width[b]!;
    if (width === 0) {
      out.push({ type: 'discard', card });
      continue;
    }
    const powerUps: CardId[] = [];
    const from = menu.from[b]!;
    for (let bits = menu.subset[b]!, i = 0; bits !== 0; bits >>= 1, i++) if (bits & 1) powerUps.push(ID[menu.joining[from + i]!]!);
    const lo = menu.lo[b]!;
    for (let t = 0; t < 3; t++) {
      if ((open & (1 << t)) === 0) continue;
      const tomb = (t + 1) as TombNumber;
      for (let rank = lo; rank < lo + width; rank++) out.push({ type: 'decipher', tomb, card, powerUps, rank });
    }
  }
  return out;
}
