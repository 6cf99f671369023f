import type { AnyGame, BaseState, Seat } from '@decktet/engine';
import type { ActionSource, Chain, StoredSeat } from '../storage';
import { damagedMessage } from './action-log';
import { decorateSummary } from './cover';
import { type ClientError, clientError } from './errors';
import type { HeldMatch, PreparedAction } from './held-match';

/*
 * A room's one transition that every action goes through, as pure functions of what the room
 * holds: judging an action (refused, a harmless resend, or the row to write), then, once storage
 * has taken that row, the rows that follow it. Nothing here reads storage, a socket or a clock;
 * the room (room.ts) writes what these return and tells the sockets.
 */

/** An action a seat sends (a player's, or a bot's playing for it). */
export interface ActRequest {
  readonly seat: Seat;
  readonly text: string;
  /** The client's number for the action (resends are idempotent); null for bots. */
  readonly clientSeq: number | null;
  readonly by: ActionSource;
  /** The seat's time ran out in a secret window: it passes for itself (DR-38). */
  readonly timedOut?: boolean;
}

/** What judging an action reads of the room. */
export interface ActTable {
  /** The started match; null until every seat is filled, and in a damaged room. */
  readonly held: HeldMatch | null;
  readonly damage: string | null;
  readonly seats: readonly StoredSeat[];
}

/** What becomes of an action: refused, a resend of one stored (acknowledged again), or the row to write. */
export type Judgement =
  | { readonly kind: 'refused'; readonly error: ClientError }
  | { readonly kind: 'duplicate'; readonly seq: number }
  | { readonly kind: 'append'; readonly held: HeldMatch; readonly prepared: PreparedAction; readonly windows: readonly BaseState[] };

/** Whether a bot plays this seat now: a bot seat, or a human's seat that was left or is covered. */
export function botControls(seats: readonly StoredSeat[], seat: Seat): boolean {
  const s = seats[seat];
  return s !== undefined && (s.kind === 'bot' || s.left || s.cover !== null);
}

/** Judges an action against the room as it stands: nothing changes until its row is written and `held.commit` records it. */
export function judgeAct(table: ActTable, request: ActRequest): Judgement {
  const { seat, text, clientSeq, by } = request;
  const held = table.held;
  // A seat whose time ran out in a secret window passes for itself (DR-38): no bot covers it.
  if (by !== 'player' && !request.timedOut && !botControls(table.seats, seat)) return refused('not-covered', 'the player has returned to this seat');
  if (clientSeq !== null && held) {
    const earlier = held.numbered(seat, clientSeq);
    // A resend is harmless only if it is the same action: another under the same number was never stored.
    if (earlier && !sameAction(held.match.game, earlier.action, text)) {
      return refused('seq-reused', `clientSeq ${clientSeq} was already used for a different action, which is the one stored; number new actions from ${held.lastClientSeq(seat) + 1}`);
    }
    if (earlier) return { kind: 'duplicate', seq: held.publicSeqAt(earlier.seq) };
    const last = held.lastClientSeq(seat);
    if (clientSeq <= last) return refused('stale-seq', `clientSeq ${clientSeq} is not after your last accepted action (${last}); number new actions from ${last + 1}`);
  }
  if (table.damage !== null) return refused('match-damaged', damagedMessage(table.damage));
  if (held === null) return refused('not-started', 'the match is waiting for players to join');
  if (held.match.outcome() !== null) return refused('game-over', 'the match is over');
  const prepared = held.prepare(seat, text, clientSeq, by);
  if (!prepared.ok) return { kind: 'refused', error: prepared.error };
  return { kind: 'append', held, prepared: prepared.value, windows: held.windowsOpenedBy(prepared.value) };
}

/** A row written after an action's own: the match's end with its result line, or a snapshot of its state. */
export type FollowingRow = { readonly kind: 'finished'; readonly summary: string } | { readonly kind: 'snapshot'; readonly seq: number; readonly state: BaseState; readonly chain: Chain };

/** The rows that follow an action just recorded: its end when it decided the match, else a snapshot every `snapshotEvery` actions. */
export function rowsAfter(held: HeldMatch, seats: readonly StoredSeat[], snapshotEvery: number): FollowingRow[] {
  const outcome = held.match.outcome();
  if (outcome) return [{ kind: 'finished', summary: decorateSummary(outcome, held.match.state.names, seats) }];
  if (held.seq % snapshotEvery === 0) return [{ kind: 'snapshot', seq: held.seq, state: held.match.state, chain: held.chain }];
  return [];
}

/** Whether `text` is the stored action `stored`, written either way. */
function sameAction(game: AnyGame, stored: string, text: string): boolean {
  if (stored === text) return true;
  const parsed = game.parseAction(text);
  return parsed.ok && game.formatAction(parsed.value) === stored;
}

function refused(code: string, message: string): Judgement {
  return { kind: 'refused', error: clientError(code, message) };
}
