import type { Outcome, SeatResult } from '@decktet/engine';
import type { StoredAction, StoredMatch, StoredSeat } from '../storage';
import type { Score } from './glicko';

/**
 * Whether a match's result counts for its players' ratings, and what it is. A match is rated when
 * it was made rated, has two seats and both are held by signed-in players (not bots, not guests,
 * not one player twice). Its result is decided the moment a seat forfeits — its player leaves for
 * good, or its clock runs out in a rated match (the lobby records that forfeit) — and the
 * forfeiting seat loses; otherwise when the game ends, where a seat the AI was covering at the end
 * loses too, and else the game's own result counts.
 */

/** What the ratings read of a match (a room has it). */
export interface DecidedMatch {
  readonly meta: StoredMatch;
  readonly seats: readonly StoredSeat[];
  /** The game being played: null until it starts. */
  readonly match: { outcome(): Outcome | null } | null;
  /** The stored actions, in seq order: whose they were (`player`: the seat's own decision). */
  readonly actions: readonly Pick<StoredAction, 'seat' | 'by'>[];
}

/** How many decisions each seat's player made themselves (not a bot's or the AI's cover for them). */
export function ownDecisions(m: Pick<DecidedMatch, 'actions'>, seat: number): number {
  let n = 0;
  for (const a of m.actions) if (a.seat === seat && a.by === 'player') n++;
  return n;
}

/** Why a seat lost without the game deciding it: it was left for good, or its time ran out and the AI played it to the end. */
export type Forfeit = 'left' | 'clock';

export interface RatedSeat {
  seat: number;
  playerId: string;
  result: SeatResult;
  score: Score;
  forfeit: Forfeit | null;
}

export interface RatedResult {
  matchId: string;
  game: string;
  /** The two seats, in seat order. */
  seats: [RatedSeat, RatedSeat];
}

const SCORES: Readonly<Record<SeatResult, Score>> = { win: 1, draw: 0.5, loss: 0 };

/** The two players of a rated match, or null when the match is not rated. */
function ratedPlayers(m: DecidedMatch): [StoredSeat & { playerId: string }, StoredSeat & { playerId: string }] | null {
  if (!m.meta.rated || m.seats.length !== 2 || m.meta.seats.some((s) => s.kind !== 'human')) return null;
  const [a, b] = m.seats;
  if (!a?.playerId || !b?.playerId || a.kind !== 'human' || b.kind !== 'human' || a.playerId === b.playerId) return null;
  return [a as StoredSeat & { playerId: string }, b as StoredSeat & { playerId: string }];
}

/**
 * Why `seat` loses whatever the game says: the forfeit recorded for it (its clock ran out, or its
 * player left), or else its player left for good, or — once the game is over (`ended`) — the AI
 * was covering it at the end.
 */
function forfeitOf(seat: StoredSeat, ended: boolean): Forfeit | null {
  if (seat.forfeit) return seat.forfeit.reason;
  if (seat.left) return 'left';
  return ended && seat.cover ? 'clock' : null;
}

/** The result of a rated match once it is decided; null while it is not, and for a match that is not rated. */
export function ratedResult(m: DecidedMatch): RatedResult | null {
  const players = ratedPlayers(m);
  if (!players) return null;
  const outcome = m.match?.outcome() ?? null;
  const forfeits = players.map((s) => forfeitOf(s, outcome !== null));
  // Both forfeits recorded: the first decided the match; the second came in a game already lost.
  const [a, b] = players;
  if (a.forfeit && b.forfeit) forfeits[a.forfeit.seq <= b.forfeit.seq ? 1 : 0] = null;
  const anyForfeit = forfeits.some((f) => f !== null);
  if (!anyForfeit && !outcome) return null;
  const seats = players.map((s, i): RatedSeat => {
    const forfeit = forfeits[i] ?? null;
    // A forfeit loses; the other seat wins by it. Both forfeited: both lose.
    const result: SeatResult = forfeit ? 'loss' : anyForfeit || !outcome ? 'win' : outcome.results[s.seat]!;
    return { seat: s.seat, playerId: s.playerId, result, score: SCORES[result], forfeit };
  });
  return { matchId: m.meta.id, game: m.meta.game, seats: [seats[0]!, seats[1]!] };
}

/** Where a room tells that a match's result may have been decided. Never throws: a failure is logged and retried at the next start. */
export interface MatchResults {
  decided(match: DecidedMatch): Promise<void>;
}
