import { type GameRecord, type GameReview, Match, type ReviewMark, goofspiel, unwrap } from '@decktet/engine';

/** Test data for the review screens: a finished three-round Goofspiel between Ada and Bo (six bids). */
export function finishedGoofspiel(): GameRecord {
  const m = unwrap(Match.create(goofspiel, { handSize: 3 }, 'review-seed', { names: ['Ada', 'Bo'] }));
  while (m.outcome() === null) for (const seat of m.pending()) m.act(seat, m.legal(seat)[0]!);
  return m.toRecord();
}

/**
 * A review of `record` with the given marks, one per action in order: each decision is worth 60%
 * for Ada's seat and 40% for Bo's before it, and loses what its mark says.
 */
export function reviewOf(record: GameRecord, marks: readonly ReviewMark[]): GameReview {
  const loss: Record<ReviewMark, number> = { best: 0, good: 0.02, inaccuracy: 0.06, mistake: 0.12, blunder: 0.3, forced: 0 };
  const decisions = record.actions.map((a, step) => {
    const mark = marks[step]!;
    const before = a.seat === 0 ? 0.6 : 0.4;
    const best = mark === 'best' || mark === 'forced' ? a.action : record.actions.find((b) => b.seat === a.seat && b.action !== a.action)?.action ?? a.action;
    return { step, seat: a.seat, played: a.action, before, after: before - loss[mark], best, bestWinChance: before, loss: loss[mark], mark };
  });
  const count = (seat: number, mark: ReviewMark) => decisions.filter((d) => d.seat === seat && d.mark === mark).length;
  const players = record.names.map((name, seat) => ({ seat, name, accuracy: seat === 0 ? 91.5 : 47.2, inaccuracies: count(seat, 'inaccuracy'), mistakes: count(seat, 'mistake'), blunders: count(seat, 'blunder'), decisions: 3 }));
  return { version: 1, level: 'hard', decisions, players };
}
