import { hash } from 'node:crypto';
import type { Chain, StoredAction } from './types';

/*
 * The running hash over a match's action log: `chain(n) = SHA-256(chain(n-1) ‖ encoding of action n)`.
 * Each stored action carries the chain after it, and snapshots carry the chain at their seq, so a
 * changed, missing, reordered or extra row shows up as a mismatch when the match is loaded.
 * It needs no key: it detects damage and hand edits that do not recompute every later hash, not
 * an attacker who can rewrite the whole database.
 */

/** The chain before the first action. It names the match, so one match's log cannot pass for another's. */
export function chainStart(matchId: string): Chain {
  return hash('sha256', `decktet-table match ${matchId}`, 'hex');
}

/** What the chain covers of an action: everything but `logEnd`, which the rules derive again on replay. */
export type ChainedFields = Pick<StoredAction, 'seq' | 'seat' | 'action' | 'clientSeq' | 'by'>;

/** A JSON array of fixed fields in fixed order: one text per action, whichever database stored it. */
function encode(a: ChainedFields): string {
  return JSON.stringify([a.seq, a.seat, a.action, a.clientSeq, a.by]);
}

export function nextChain(previous: Chain, action: ChainedFields): Chain {
  // One-shot: the same digest as hashing the two texts in turn, without a Hash object per action.
  return hash('sha256', previous + encode(action), 'hex');
}
