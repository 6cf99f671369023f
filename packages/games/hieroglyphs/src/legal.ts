/**
 * Legal actions and validation (HG-8). The action space stays small and exact: a hand never holds
 * more than three cards (three are drawn, every play spends at least one and draws at most one),
 * so a rank card has at most two power-ups beside it and at most four power-up choices; the
 * effective rank is a parameter of the play, one action per whole number in its range.
 */
import type { CardId } from '@decktet/decktet';
import { type Result, type Seat, err, ok } from '@decktet/engine';
import { byChartOrder, info, isKnownCard, titleOf } from './cards';
import { isDepleted, rankBounds, tableCrownMask, tableModifier } from './table';
import type { DecipherAction, HieroglyphsAction, HieroglyphsState, TombNumber } from './types';

/** The highest rank the Excuse may be declared at. */
export const EXCUSE_MAX = 9;

export function pendingSeats(s: HieroglyphsState): Seat[] {
  return s.over ? [] : [s.turn];
}

/** Power-ups of the hand sharing a suit with a rank card's suits, chart order (a hand holds at most 3 cards). */
function joiningPowerUps(hand: readonly CardId[], suitMask: number): CardId[] {
  const ups: CardId[] = [];
  for (const u of hand) {
    const p = info(u);
    if (p.role === 'power-up' && (p.suitMask & suitMask) !== 0) ups.push(u);
  }
  if (ups.length === 2 && info(ups[0]!).order > info(ups[1]!).order) ups.reverse();
  return ups.length > 2 ? byChartOrder(ups) : ups;
}

export function legalActions(s: HieroglyphsState, seat: Seat): HieroglyphsAction[] {
  if (s.over || seat !== s.turn) return [];
  const hand = s.players[seat as 0 | 1].hand;
  const out: HieroglyphsAction[] = [];
  const open: TombNumber[] = [];
  for (let t = 0; t < 3; t++) if (!isDepleted(s.tombs[t]!)) open.push((t + 1) as TombNumber);
  const crownMask = tableCrownMask(s.tombs);
  for (const card of hand) {
    const c = info(card);
    if (c.role === 'power-up') {
      out.push({ type: 'discard', card });
      continue;
    }
    if (c.role === 'excuse') {
      for (const tomb of open) for (let rank = 1; rank <= EXCUSE_MAX; rank++) out.push({ type: 'decipher', tomb, card, powerUps: [], rank });
      continue;
    }
    const ups = joiningPowerUps(hand, c.suitMask);
    const base = tableModifier(card, crownMask);
    for (let subset = 0; subset < 1 << ups.length; subset++) {
      const chosen: CardId[] = [];
      let k = base;
      for (let i = 0; i < ups.length; i++) {
        if (subset & (1 << i)) {
          chosen.push(ups[i]!);
          k += info(ups[i]!).modifier;
        }
      }
      const [lo, hi] = rankBounds(c.rank, k);
      for (const tomb of open) for (let rank = lo; rank <= hi; rank++) out.push({ type: 'decipher', tomb, card, powerUps: chosen, rank });
    }
  }
  return out;
}

const fail = (message: string) => err('illegal-action', message);

function validateDecipher(s: HieroglyphsState, seat: Seat, a: Record<string, unknown>): Result<DecipherAction> {
  const { tomb, card, powerUps, rank } = a;
  if (tomb !== 1 && tomb !== 2 && tomb !== 3) return err('malformed-action', 'a play names tomb 1, 2 or 3');
  if (!isKnownCard(card)) return err('unknown-card', `unknown card "${String(card)}"`);
  if (!Array.isArray(powerUps)) return err('malformed-action', 'a play lists its power-ups (an empty list for none)');
  for (const u of powerUps) if (!isKnownCard(u)) return err('unknown-card', `unknown card "${String(u)}"`);
  if (typeof rank !== 'number' || !Number.isInteger(rank)) return err('malformed-action', 'a play states its effective rank as a whole number');
  const hand = s.players[seat as 0 | 1].hand;
  const c = info(card);
  if (c.role === 'power-up') return fail(`${titleOf(card)} is a power-up: it cannot lead a play (discard it, or play it beside a rank card)`);
  if (!hand.includes(card)) return fail(`${titleOf(card)} is not in your hand`);
  const ups = powerUps as CardId[];
  if (new Set(ups).size !== ups.length) return fail('a power-up is named twice');
  let k = 0;
  for (const u of ups) {
    const p = info(u);
    if (u === card || p.role !== 'power-up') return fail(`${titleOf(u)} is not a power-up (Pawns, Courts and Crowns are)`);
    if (!hand.includes(u)) return fail(`${titleOf(u)} is not in your hand`);
    if ((p.suitMask & c.suitMask) === 0) return fail(`${titleOf(u)} shares no suit with ${titleOf(card)}, so it cannot join its play`);
    k += p.modifier;
  }
  if (isDepleted(s.tombs[tomb - 1]!)) return fail(`Tomb ${tomb} is depleted: it takes no more plays`);
  if (c.role === 'excuse') {
    if (rank < 1 || rank > EXCUSE_MAX) return fail(`the Excuse is declared at a rank from 1 to ${EXCUSE_MAX}, not ${rank}`);
  } else {
    k += tableModifier(card, tableCrownMask(s.tombs));
    const [lo, hi] = rankBounds(c.rank, k);
    if (rank < lo || rank > hi) {
      return fail(`${titleOf(card)} (${c.rank}) with modifiers ±${k} reaches ${lo === hi ? `only ${lo}` : `${lo} to ${hi}`}, not ${rank}`);
    }
  }
  return ok({ type: 'decipher', tomb, card, powerUps: byChartOrder(ups), rank });
}

/** Checks an action for a seat; returns it in canonical form, or an error that changes nothing. */
export function validate(s: HieroglyphsState, seat: Seat, action: unknown): Result<HieroglyphsAction> {
  if (s.over) return err('game-over', 'the game is over');
  if (seat !== s.turn) return err('not-your-turn', `it is not seat ${seat}'s turn: ${s.names[s.turn]} is playing`);
  if (typeof action !== 'object' || action === null) return err('malformed-action', 'expected an action: { type: "decipher", … } or { type: "discard", card }');
  const a = action as Record<string, unknown>;
  if (a.type === 'discard') {
    if (!isKnownCard(a.card)) return err('unknown-card', `unknown card "${String(a.card)}"`);
    if (info(a.card).role !== 'power-up') return fail(`only power-ups may be discarded on their own; play ${titleOf(a.card)} on a tomb`);
    if (!s.players[seat as 0 | 1].hand.includes(a.card)) return fail(`${titleOf(a.card)} is not in your hand`);
    return ok({ type: 'discard', card: a.card });
  }
  if (a.type === 'decipher') return validateDecipher(s, seat, a);
  return err('malformed-action', `unknown action type ${JSON.stringify(a.type)}: expected "decipher" or "discard"`);
}
