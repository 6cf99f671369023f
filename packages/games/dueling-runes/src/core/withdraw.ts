/**
 * Taking back a secret choice before the reveal (DR-34): a wizard's card, declaration,
 * reaction or Amnesia choice stays hidden until everyone asked has decided, so until then it can
 * be withdrawn and made again. Nothing else changes: whether a wizard has decided is public.
 */
import { type Result, type Seat, err, ok } from '@decktet/engine';
import { tell } from './log';
import { type DuelingRunesState, cloneState, countWindowDecision } from './state';

export function withdraw(s: DuelingRunesState, seat: Seat): Result<DuelingRunesState> {
  if (s.stage === 'over') return err('game-over', 'the duel is over');
  const w = Number.isInteger(seat) ? s.wizards[seat] : undefined;
  if (!w || w.seat !== seat) return err('not-your-turn', `there is no seat ${seat} in this duel`);
  // A choice is only ever stored while someone else still owes one: the last choice reveals them all.
  if (w.pick === null) return err('nothing-to-withdraw', `${w.name} has no secret choice waiting to be revealed`);
  const next = cloneState(s);
  const mine = next.wizards[seat]!;
  mine.pick = null;
  mine.owes = true;
  // In a reaction window only the wizard itself may know it was asked (DR-35): it alone is told.
  const secret = next.stage === 'react';
  if (secret) countWindowDecision(next);
  tell(next, { type: 'withdraw', wizard: seat }, secret ? [seat] : undefined);
  return ok(next);
}
