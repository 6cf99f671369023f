import type { AnyGame, AnyMatch, BaseState, Outcome, RecordedAction, Seat } from '@decktet/engine';
import type { ServerLogEvent } from '@decktet/protocol';
import type { SeatPatch, StoredCover, StoredMatch, StoredSeat } from '../storage';

/**
 * How the table is told that the AI plays for an absent human: the log lines, the result and the
 * record's metadata. Every seat reads the same words, the player who left included.
 */

/**
 * The game's turn number now, as its players speak of it; a game that does not say is counted in
 * the seat's own decisions (the one it owes now included).
 */
export function turnNow(game: AnyGame, state: BaseState, actions: readonly RecordedAction[], seat: Seat): number {
  if (game.turnNumber) return game.turnNumber(state);
  return actions.filter((a) => a.seat === seat).length + 1;
}

const fromTurn = (cover: StoredCover) => (cover.turn === null ? '' : ` from turn ${cover.turn}`);

/** The log line's event when the AI begins to play for `seat`: its time ran out (from the cover's turn, where known), or its player left. */
export function coverBeganEvent(seat: Seat, cover: StoredCover): ServerLogEvent {
  if (cover.reason === 'left') return { type: 'server', note: 'left', seat };
  return { type: 'server', note: 'ai-cover', seat, ...(cover.turn === null ? {} : { turn: cover.turn }) };
}

/** The English line of a server event, `name` being its seat's player (clients word the event in their own language). */
export function noteText(e: ServerLogEvent, name: string): string {
  switch (e.note) {
    case 'ai-cover':
      return `The AI plays for ${name}${e.turn === undefined ? '' : ` from turn ${e.turn}`} (their time ran out)`;
    case 'left':
      return `${name} left: the AI plays for them to the end`;
    case 'back':
      return `${name} is back and plays again`;
  }
}

/** "Guest (AI from turn 12)": a covered seat as the result names it. */
function coveredName(name: string, cover: StoredCover): string {
  return `${name} (AI${fromTurn(cover)})`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The game's one-line result with every seat the AI covered at the end marked: "Ada wins against
 * Guest (AI from turn 12)". A name the summary mentions is marked where it stands; a seat it does
 * not mention is added ("against …" for a loser, "with …" otherwise).
 */
export function decorateSummary(outcome: Outcome, names: readonly string[], seats: readonly StoredSeat[]): string {
  let summary = outcome.summary;
  const against: string[] = [];
  const besides: string[] = [];
  for (const seat of seats) {
    if (seat.kind !== 'human' || !seat.cover) continue;
    const name = names[seat.seat] ?? seat.name ?? `Player ${seat.seat + 1}`;
    const marked = coveredName(name, seat.cover);
    // Whole words only: "Ada" is not marked inside "Adam".
    const where = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, 'u');
    if (where.test(summary)) summary = summary.replace(where, (_m, before: string) => `${before}${marked}`);
    else if (outcome.results[seat.seat] === 'loss') against.push(marked);
    else besides.push(marked);
  }
  if (against.length) summary += ` against ${listed(against)}`;
  if (besides.length) summary += ` (with ${listed(besides)})`;
  return summary;
}

function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The record's metadata for covered seats: `cover.1` = `turn 12 (clock)`. */
export function coverMeta(seats: readonly StoredSeat[]): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const seat of seats) {
    if (seat.kind !== 'human' || !seat.cover) continue;
    meta[`cover.${seat.seat}`] = seat.cover.turn === null ? `(${seat.cover.reason})` : `turn ${seat.cover.turn} (${seat.cover.reason})`;
  }
  return meta;
}

/** Where a match stands when the AI may begin to cover one of its seats. */
export interface CoverMoment {
  readonly meta: Pick<StoredMatch, 'rated' | 'turnSeconds'>;
  /** The match being played (null: not started, or damaged). */
  readonly match: AnyMatch | null;
  /** Stored actions so far. */
  readonly seq: number;
  /** The server clock (epoch ms). */
  readonly now: number;
}

/**
 * What beginning to cover a seat changes: the seat's stored patch and its cover, or null when
 * nothing does (not a human's seat, the match not being played, or the seat covered so already;
 * one who left stays covered for good). An earlier cover keeps its start; a rated match's player
 * whose time ran out may come back within one more turn clock and keep the game (docs/ratings.md).
 */
export function coverToBegin(current: StoredSeat | undefined, reason: StoredCover['reason'], at: CoverMoment): { cover: StoredCover; patch: SeatPatch } | null {
  const match = at.match;
  if (!current || current.kind !== 'human' || match === null || match.outcome() !== null) return null;
  if (current.cover && (current.cover.reason === reason || current.cover.reason === 'left')) return null;
  const turnMs = at.meta.turnSeconds === null ? null : at.meta.turnSeconds * 1000;
  const returnBy = reason === 'clock' && at.meta.rated && turnMs !== null ? at.now + turnMs : null;
  // A return deadline only where one applies, as the stored cover is read back.
  const deadline = returnBy === null ? {} : { returnBy };
  const start = current.cover ? { since: current.cover.since, turn: current.cover.turn } : { since: at.seq, turn: turnNow(match.game, match.state, match.actions, current.seat) };
  const cover: StoredCover = { ...start, reason, ...deadline };
  return { cover, patch: reason === 'left' ? { cover, left: true } : { cover } };
}
