/** Scoring (HG-12): rank points of everything a player holds, power-ups and the Excuse excluded. */
import type { CardId } from '@decktet/decktet';
import type { Outcome } from '@decktet/engine';
import { points } from './cards';
import type { HieroglyphsState, PlayerState } from './types';

/** Rank points in the game: the Aces and the numbered cards (HG-12). */
export const TOTAL_RANK_POINTS = 138;

export function pointsOf(cards: readonly CardId[]): number {
  let n = 0;
  for (const c of cards) n += points(c);
  return n;
}

/** A player's points: draw pile, discard pile and hand together. */
export function playerPoints(p: PlayerState): number {
  return pointsOf(p.drawPile) + pointsOf(p.discard) + pointsOf(p.hand);
}

export function finalScores(s: HieroglyphsState): [number, number] {
  return [playerPoints(s.players[0]), playerPoints(s.players[1])];
}

export function outcomeOf(s: HieroglyphsState): Outcome | null {
  if (!s.over) return null;
  const [a, b] = finalScores(s);
  const results = a > b ? (['win', 'loss'] as const) : b > a ? (['loss', 'win'] as const) : (['draw', 'draw'] as const);
  const scores = results.map((r) => (r === 'win' ? 1 : r === 'draw' ? 0.5 : 0));
  const summary = a === b ? `A draw at ${a} points each` : `${s.names[a > b ? 0 : 1]} wins ${Math.max(a, b)} to ${Math.min(a, b)}`;
  return { results: [...results], scores, points: [a, b], summary };
}
