import type { BaseState } from '@decktet/engine';
import { type Chain, type ChainedAction, type StoredSnapshot, nextChain } from '../storage';

/**
 * A match whose stored record cannot be trusted or rebuilt. `message` is the public reason
 * (shown in the lobby): it names action numbers, never an action's text or a card, because a
 * stored action may be a secret choice. `detail` is for the operator's log only.
 */
export class MatchDamage extends Error {
  constructor(
    reason: string,
    readonly detail?: string,
  ) {
    super(reason);
  }
}

/** Checks that `stored` is the action after `seq` and that its chain value follows `chain`; returns the chain after it. */
export function followChain(chain: Chain, seq: number, stored: ChainedAction): Chain {
  if (stored.seq !== seq + 1) {
    throw new MatchDamage(stored.seq > seq + 1 ? `its action log is missing action ${seq + 1}` : `its action log holds action ${stored.seq} twice or out of order`);
  }
  if (stored.chain === null) throw new MatchDamage(`action ${stored.seq} of its log has no chain value`);
  const next = nextChain(chain, stored);
  if (stored.chain !== next) throw new MatchDamage(`action ${stored.seq} of its log does not match the chain (changed, reordered or replaced)`);
  return next;
}

/** The state a snapshot holds, once it is known to summarise exactly the first `snapshot.seq` actions (chain `chain`). */
export function snapshotState(snapshot: StoredSnapshot, chain: Chain): BaseState {
  if (snapshot.chain !== chain) throw new MatchDamage(`its snapshot at action ${snapshot.seq} does not match its action log`);
  if (!snapshot.state.ok) throw new MatchDamage(`its snapshot at action ${snapshot.seq} is unreadable`, snapshot.state.error);
  if (!snapshot.sealed) throw new MatchDamage(`its snapshot at action ${snapshot.seq} does not match its seal (changed outside the server)`);
  const state = snapshot.state.value as Partial<BaseState> | null;
  if (typeof state !== 'object' || state === null || !Array.isArray(state.log) || !Array.isArray(state.names)) {
    throw new MatchDamage(`its snapshot at action ${snapshot.seq} is not a game state`);
  }
  return state as BaseState;
}

/** Why a match whose settings or head were changed outside the server (its seal no longer holds) is damaged. */
export const UNSEALED = 'its stored settings or last action do not match their seal (changed outside the server)';

/** Checks the match row's seal (storage/seal.ts): its settings and head are the ones the server stored. */
export function checkSealed(loaded: { sealed: boolean }): void {
  if (!loaded.sealed) throw new MatchDamage(UNSEALED);
}

/** The public reason for any failure to rebuild a match (an unexpected error says no more than this). */
export function damageOf(e: unknown): MatchDamage {
  return e instanceof MatchDamage ? e : new MatchDamage('its stored state cannot be rebuilt', e instanceof Error ? e.message : String(e));
}

/** What a player is told about a damaged match. */
export function damagedMessage(reason: string): string {
  return `this match cannot be played: its stored record is damaged (${reason})`;
}
