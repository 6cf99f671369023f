/**
 * Legal actions and validation (HG-8). The action space stays small and exact: a hand never holds
 * more than three cards (three are drawn, every play spends at least one and draws at most one),
 * so a rank card has at most two power-ups beside it and at most four power-up choices; the
 * effective rank is a parameter of the play, one action per whole number in its range.
 */
import { type CardId, unknownCardMessage } from '@decktet/decktet';
import { type RuleError, type Seat, err, ok } from '@decktet/engine';
import { byChartOrder, info, isKnownCard } from './cards';
import { actionsOf, listActions, newMenu } from './fast/menu';
import { numbered } from './fast/numbers';
import { EXCUSE_MAX, crownModifier, isDepleted, lowestRank, openTombs, tableCrownMask } from './table';
import type { DecipherAction, DiscardAction, HieroglyphsAction, HieroglyphsState, TombNumber } from './types';

export { EXCUSE_MAX };

export function pendingSeats(s: HieroglyphsState): Seat[] {
  return s.over ? [] : [s.turn];
}

/** The menu legalActions lists into (one per module: rules code is single-threaded and never re-entered here). */
const MENU = newMenu();

/** Every legal action of the seat, from the one move lister (fast/menu.ts) that random playouts draw from too. */
export function legalActions(s: HieroglyphsState, seat: Seat): HieroglyphsAction[] {
  if (s.over || seat !== s.turn) return [];
  const open = openTombs(s.tombs);
  listActions(numbered(s.players[seat as 0 | 1].hand), tableCrownMask(s.tombs), open, MENU);
  return actionsOf(MENU, open);
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

/** Whether the seat may act at all now. */
function seatProblem(s: HieroglyphsState, seat: Seat): Problem | null {
  if (s.over) return { kind: 'game-over' };
  if (seat !== s.turn) return { kind: 'not-your-turn' };
  return null;
}

function playProblem(s: HieroglyphsState, seat: Seat, a: DecipherAction): Problem | null {
  const { tomb, card, powerUps: ups, rank } = a;
  const hand = s.players[seat as 0 | 1].hand;
  const c = info(card);
  if (c.role === 'power-up') return { kind: 'leads-power-up', card };
  if (!hand.includes(card)) return { kind: 'not-in-hand', card, asPowerUp: false };
  const twice = ups.find((u, i) => ups.indexOf(u) !== i);
  if (twice !== undefined) return { kind: 'named-twice', card: twice };
  let k = 0;
  for (const u of ups) {
    const p = info(u);
    if (u === card || p.role !== 'power-up') return { kind: 'not-a-power-up', card: u, leader: card };
    if (!hand.includes(u)) return { kind: 'not-in-hand', card: u, asPowerUp: true };
    if ((p.suitMask & c.suitMask) === 0) return { kind: 'no-shared-suit', powerUp: u, leader: card };
    k += p.modifier;
  }
  if (isDepleted(s.tombs[tomb - 1]!)) return { kind: 'depleted', tomb };
  if (c.role === 'excuse') {
    if (rank < 1 || rank > EXCUSE_MAX) return { kind: 'excuse-rank', rank };
  } else {
    k += crownModifier(c.suitMask, tableCrownMask(s.tombs));
    if (rank < lowestRank(c.rank, k) || rank > c.rank + k) return { kind: 'out-of-range', card, powerUps: ups, rank };
  }
  return null;
}

function discardProblem(s: HieroglyphsState, seat: Seat, a: DiscardAction): Problem | null {
  if (info(a.card).role !== 'power-up') return { kind: 'discard-rank-card', card: a.card };
  if (!s.players[seat as 0 | 1].hand.includes(a.card)) return { kind: 'not-in-hand', card: a.card, asPowerUp: true };
  return null;
}

/**
 * The first thing the rules forbid about a well-formed action for a seat now, or null when it is
 * legal: exactly the actions `legalActions` lists pass (properties.test.ts holds the two together).
 * `refusal` (why-illegal.ts) puts a problem in words.
 */
export function check(s: HieroglyphsState, seat: Seat, action: HieroglyphsAction): Problem | null {
  return seatProblem(s, seat) ?? (action.type === 'discard' ? discardProblem(s, seat, action) : playProblem(s, seat, action));
}

/** Reads an action's shape: a well-formed action (its cards known), or what is unreadable about it. */
function readAction(action: unknown): { ok: true; value: HieroglyphsAction } | { ok: false; error: RuleError } {
  if (typeof action !== 'object' || action === null) return err('malformed-action', 'expected an action: { type: "decipher", … } or { type: "discard", card }');
  const a = action as Record<string, unknown>;
  if (a.type === 'discard') {
    if (!isKnownCard(a.card)) return err('unknown-card', unknownCardMessage(a.card));
    return ok({ type: 'discard', card: a.card });
  }
  if (a.type !== 'decipher') return err('malformed-action', `unknown action type ${JSON.stringify(a.type)}: expected "decipher" or "discard"`);
  const { tomb, card, powerUps, rank } = a;
  if (tomb !== 1 && tomb !== 2 && tomb !== 3) return err('malformed-action', 'a play names tomb 1, 2 or 3');
  if (!isKnownCard(card)) return err('unknown-card', unknownCardMessage(card));
  if (!Array.isArray(powerUps)) return err('malformed-action', 'a play lists its power-ups (an empty list for none)');
  for (const u of powerUps) if (!isKnownCard(u)) return err('unknown-card', unknownCardMessage(u, 'the power-ups'));
  if (typeof rank !== 'number' || !Number.isInteger(rank)) return err('malformed-action', 'a play states its effective rank as a whole number');
  return ok({ type: 'decipher', tomb: tomb as TombNumber, card, powerUps: powerUps as CardId[], rank });
}

/** Checks an action for a seat; returns it in canonical form, or what is wrong with it (nothing changes). */
export function validate(s: HieroglyphsState, seat: Seat, action: unknown): Checked {
  const cannot = seatProblem(s, seat);
  if (cannot) return refuse(cannot);
  const read = readAction(action);
  if (!read.ok) return read;
  const problem = check(s, seat, read.value);
  if (problem) return refuse(problem);
  const a = read.value;
  return ok(a.type === 'discard' ? a : { ...a, powerUps: byChartOrder(a.powerUps) });
}
