/**
 * Legal actions and validation (HG-8). The action space stays small and exact: a hand never holds
 * more than three cards (three are drawn, every play spends at least one and draws at most one),
 * so a rank card has at most two power-ups beside it and at most four power-up choices; the
 * effective rank is a parameter of the play, one action per whole number in its range.
 */
import { type CardId, unknownCardMessage } from '@decktet/decktet';
import { type RuleError, type Seat, err, ok } from '@decktet/engine';
import { byChartOrder, info, isKnownCard } from './cards';
import { isDepleted, rankBounds, tableCrownMask, tableModifier } from './table';
import type { HieroglyphsAction, HieroglyphsState, TombNumber } from './types';

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

/** The first thing that makes an action impossible for a seat now; `refusal` (why-illegal.ts) puts it in words. */
export type Problem =
  | { kind: 'game-over' }
  | { kind: 'not-your-turn' }
  | { kind: 'leads-power-up'; card: CardId }
  | { kind: 'not-in-hand'; card: CardId; asPowerUp: boolean }
  | { kind: 'named-twice'; card: CardId }
  | { kind: 'not-a-power-up'; card: CardId; leader: CardId }
  | { kind: 'no-shared-suit'; powerUp: CardId; leader: CardId }
  | { kind: 'depleted'; tomb: TombNumber }
  | { kind: 'excuse-rank'; rank: number }
  | { kind: 'out-of-range'; card: CardId; powerUps: readonly CardId[]; rank: number }
  | { kind: 'discard-rank-card'; card: CardId };

/** A validated action, an unreadable one (a RuleError), or a readable one that the rules forbid now (a Problem). */
export type Checked = { ok: true; value: HieroglyphsAction } | { ok: false; error: RuleError } | { ok: false; problem: Problem };

const refuse = (problem: Problem): Checked => ({ ok: false, problem });

function validateDecipher(s: HieroglyphsState, seat: Seat, a: Record<string, unknown>): Checked {
  const { tomb, card, powerUps, rank } = a;
  if (tomb !== 1 && tomb !== 2 && tomb !== 3) return err('malformed-action', 'a play names tomb 1, 2 or 3');
  if (!isKnownCard(card)) return err('unknown-card', unknownCardMessage(card));
  if (!Array.isArray(powerUps)) return err('malformed-action', 'a play lists its power-ups (an empty list for none)');
  for (const u of powerUps) if (!isKnownCard(u)) return err('unknown-card', unknownCardMessage(u, 'the power-ups'));
  if (typeof rank !== 'number' || !Number.isInteger(rank)) return err('malformed-action', 'a play states its effective rank as a whole number');
  const hand = s.players[seat as 0 | 1].hand;
  const c = info(card);
  if (c.role === 'power-up') return refuse({ kind: 'leads-power-up', card });
  if (!hand.includes(card)) return refuse({ kind: 'not-in-hand', card, asPowerUp: false });
  const ups = powerUps as CardId[];
  const twice = ups.find((u, i) => ups.indexOf(u) !== i);
  if (twice !== undefined) return refuse({ kind: 'named-twice', card: twice });
  let k = 0;
  for (const u of ups) {
    const p = info(u);
    if (u === card || p.role !== 'power-up') return refuse({ kind: 'not-a-power-up', card: u, leader: card });
    if (!hand.includes(u)) return refuse({ kind: 'not-in-hand', card: u, asPowerUp: true });
    if ((p.suitMask & c.suitMask) === 0) return refuse({ kind: 'no-shared-suit', powerUp: u, leader: card });
    k += p.modifier;
  }
  if (isDepleted(s.tombs[tomb - 1]!)) return refuse({ kind: 'depleted', tomb });
  if (c.role === 'excuse') {
    if (rank < 1 || rank > EXCUSE_MAX) return refuse({ kind: 'excuse-rank', rank });
  } else {
    k += tableModifier(card, tableCrownMask(s.tombs));
    const [lo, hi] = rankBounds(c.rank, k);
    if (rank < lo || rank > hi) return refuse({ kind: 'out-of-range', card, powerUps: ups, rank });
  }
  return ok({ type: 'decipher', tomb, card, powerUps: byChartOrder(ups), rank });
}

/** Checks an action for a seat; returns it in canonical form, or what is wrong with it (nothing changes). */
export function validate(s: HieroglyphsState, seat: Seat, action: unknown): Checked {
  if (s.over) return refuse({ kind: 'game-over' });
  if (seat !== s.turn) return refuse({ kind: 'not-your-turn' });
  if (typeof action !== 'object' || action === null) return err('malformed-action', 'expected an action: { type: "decipher", … } or { type: "discard", card }');
  const a = action as Record<string, unknown>;
  if (a.type === 'discard') {
    if (!isKnownCard(a.card)) return err('unknown-card', unknownCardMessage(a.card));
    if (info(a.card).role !== 'power-up') return refuse({ kind: 'discard-rank-card', card: a.card });
    if (!s.players[seat as 0 | 1].hand.includes(a.card)) return refuse({ kind: 'not-in-hand', card: a.card, asPowerUp: true });
    return ok({ type: 'discard', card: a.card });
  }
  if (a.type === 'decipher') return validateDecipher(s, seat, a);
  return err('malformed-action', `unknown action type ${JSON.stringify(a.type)}: expected "decipher" or "discard"`);
}
