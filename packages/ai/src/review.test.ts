import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type AnyGame, type GameRecord, Match, WITHDRAW_STEP, goofspiel, readGameRecord, unwrap } from '@decktet/engine';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { analyseDecision } from './analysis';
import { createBot } from './create-bot';
import { step } from './ismcts';
import { MARK_THRESHOLDS, MIN_PLAYED_VISITS, accuracy, classify, decisionAccuracy, reviewDecision, reviewGame, reviewedSteps, reviewing } from './review';

const game: AnyGame = goofspiel;

/** A Goofspiel record with hands and prizes fixed, the given bids played in order. */
function record(hands: [string[], string[]], prizes: string[], bids: readonly [number, string][]): GameRecord {
  const m = unwrap(Match.create(goofspiel, { handSize: hands[0].length }, 'review', { layout: { hands, prizes }, names: ['Ada', 'Bo'] }));
  for (const [seat, card] of bids) unwrap(m.act(seat, { type: 'bid', card }));
  return m.toRecord();
}

/** A seeded game between two bots, whole or its first `steps` actions. */
function playedGame(g: AnyGame, seed: string, steps = Infinity): GameRecord {
  const m = unwrap(Match.create(g, { ...g.simulationConfig }, seed, { names: ['Ada', 'Bo'] }));
  const bots = [createBot(g, 'random', `${seed}-a`), createBot(g, 'heuristic', `${seed}-b`)];
  while (!m.outcome() && m.actions.length < steps) {
    const seat = m.pending()[0]!;
    unwrap(m.act(seat, bots[seat]!.decide(m.view(seat), m.legal(seat), seat)));
  }
  return m.toRecord();
}

describe('classify: marks by lost win chance', () => {
  it('gives good below an inaccuracy (even for no loss: best is the search\'s own choice), then inaccuracy, mistake and blunder from their thresholds', () => {
    expect(classify(0)).toBe('good');
    expect(classify(0.049)).toBe('good');
    expect(classify(MARK_THRESHOLDS.inaccuracy)).toBe('inaccuracy');
    expect(classify(0.099)).toBe('inaccuracy');
    expect(classify(MARK_THRESHOLDS.mistake)).toBe('mistake');
    expect(classify(0.199)).toBe('mistake');
    expect(classify(MARK_THRESHOLDS.blunder)).toBe('blunder');
    expect(classify(1)).toBe('blunder');
  });
});

describe('accuracy: a seat\'s play on a 0–100 scale', () => {
  it('scores no loss 100, a 5-point loss about 80, a 20-point blunder about 40, a lost game 0', () => {
    expect(decisionAccuracy(0)).toBeCloseTo(100, 3);
    expect(decisionAccuracy(0.05)).toBeCloseTo(79.8, 1);
    expect(decisionAccuracy(0.2)).toBeCloseTo(40, 0);
    expect(decisionAccuracy(1)).toBe(0);
  });

  it('averages the decisions\' accuracies to a tenth, and is 100 with nothing to judge', () => {
    expect(accuracy([])).toBe(100);
    expect(accuracy([0, 0])).toBe(100);
    expect(accuracy([0, 0.2])).toBe(Math.round(((100 + decisionAccuracy(0.2)) / 2) * 10) / 10);
    expect(accuracy([0.05, 0.1])).toBeLessThan(accuracy([0.05]));
  });
});

describe('reviewedSteps: the decisions a review judges', () => {
  it('skips withdrawals and the hidden choices they took back', () => {
    const steps = [
      { seat: 0, action: 'cast a' },
      { seat: 1, action: 'cast b' },
      { seat: 0, action: 'cast c' },
      { seat: 0, action: WITHDRAW_STEP },
      { seat: 0, action: 'cast d' },
      { seat: 1, action: 'pass' },
    ];
    expect(reviewedSteps(steps)).toEqual([0, 1, 4, 5]);
  });
});

describe('reviewGame: every decision judged from its seat\'s view', () => {
  it('marks a thrown-away prize and the forced last bids, and sums each seat up', () => {
    // Ada bids her Ace for the Bard although her Crown (the Huntress) would have won it.
    const r = record([['huntress', 'ace-of-moons'], ['author', 'desert']], ['bard', 'ace-of-suns'], [[0, 'ace-of-moons'], [1, 'author'], [0, 'huntress'], [1, 'desert']]);
    const review = reviewGame(game, r, { level: 'easy', seed: 't' })!;
    expect(review).toMatchObject({ version: 1, level: 'easy' });
    expect(review.decisions.map((d) => [d.step, d.seat, d.played])).toEqual(r.actions.map((a, i) => [i, a.seat, a.action]));
    const [ada, , adaForced, boForced] = review.decisions;
    expect(ada).toMatchObject({ best: 'bid huntress', played: 'bid ace-of-moons' });
    expect(ada!.bestWinChance).toBe(ada!.before);
    expect(ada!.loss).toBeCloseTo(ada!.before - ada!.after, 10);
    expect(ada!.loss).toBeGreaterThanOrEqual(MARK_THRESHOLDS.mistake);
    expect(ada!.mark).toBe(classify(ada!.loss));
    for (const forced of [adaForced!, boForced!]) {
      expect(forced).toMatchObject({ mark: 'forced', loss: 0 });
      expect(forced.after).toBe(forced.before);
    }
    expect(review.players).toEqual([
      { seat: 0, name: 'Ada', accuracy: accuracy([ada!.loss]), inaccuracies: Number(ada!.mark === 'inaccuracy'), mistakes: Number(ada!.mark === 'mistake'), blunders: Number(ada!.mark === 'blunder'), decisions: 1 },
      expect.objectContaining({ seat: 1, name: 'Bo', decisions: 1 }),
    ]);
  });

  it('pools a rarely tried played action\'s estimate with playouts of its own', () => {
    const m = unwrap(Match.create(goofspiel, { handSize: 4 }, 'rare', { layout: { hands: [['huntress', 'ace-of-moons', 'mill', 'pact'], ['author', 'desert', 'sea', 'sailor']], prizes: ['bard', 'ace-of-suns', 'battle', 'lunatic'] } }));
    const [view, legal] = [m.view(0), m.legal(0)];
    const first = analyseDecision(game, view, legal, 0, { level: 'easy' });
    const rare = first.actions.at(-1)!;
    expect(rare.visits).toBeLessThan(MIN_PLAYED_VISITS);
    const judged = reviewDecision(game, view, legal, 0, 0, rare.notation, { level: 'easy' });
    expect(judged.after).not.toBe(rare.winChance);
    // A mean of the search's playouts and MIN_PLAYED_VISITS more, each scoring 0, ½ or 1.
    const rewards = judged.after * (rare.visits + MIN_PLAYED_VISITS);
    expect(rewards * 2).toBeCloseTo(Math.round(rewards * 2), 8);
    // With a larger budget the runner-up is tried often enough to keep the search's own estimate.
    const two = unwrap(Match.create(goofspiel, { handSize: 2 }, 'often', { layout: { hands: [['mill', 'pact'], ['author', 'desert']], prizes: ['bard', 'ace-of-suns'] } }));
    const often = analyseDecision(game, two.view(0), two.legal(0), 0, { level: 'hard' }).runnerUp!;
    expect(often.visits).toBeGreaterThanOrEqual(MIN_PLAYED_VISITS);
    expect(reviewDecision(game, two.view(0), two.legal(0), 0, 0, often.notation, { level: 'hard' }).after).toBe(often.winChance);
  });

  it('gives the same review for the same record, level and seed', () => {
    const r = playedGame(game, 'same');
    expect(reviewGame(game, r, { level: 'easy', seed: 's' })).toEqual(reviewGame(game, r, { level: 'easy', seed: 's' }));
  });

  it('can be driven one decision at a time, to the same review', () => {
    const r = playedGame(game, 'steps');
    const steps = reviewing(game, r, { level: 'easy', seed: 's' });
    const seen = [];
    let next = steps.next();
    for (; !next.done; next = steps.next()) seen.push(next.value);
    expect(seen.at(-1)).toEqual({ done: r.actions.length, total: r.actions.length });
    expect(next.value).toEqual(reviewGame(game, r, { level: 'easy', seed: 's' }));
  });

  it('reports progress from 0 to the number of decisions, and stops when asked', () => {
    const r = playedGame(game, 'progress');
    const seen: [number, number][] = [];
    reviewGame(game, r, { level: 'easy', onProgress: (done, total) => seen.push([done, total]) });
    expect(seen).toEqual(Array.from({ length: r.actions.length + 1 }, (_, i) => [i, r.actions.length]));
    let asked = 0;
    expect(reviewGame(game, r, { level: 'easy', shouldStop: () => ++asked > 2 })).toBeNull();
    expect(asked).toBe(3);
  });

  it('reviews a Hieroglyphs game in progress', () => {
    const g: AnyGame = hieroglyphs;
    const r = playedGame(g, 'hg', 16);
    const review = reviewGame(g, r, { level: 'easy', seed: 'hg' })!;
    expect(review.decisions).toHaveLength(r.actions.length);
    expect(review.players.map((p) => p.decisions + review.decisions.filter((d) => d.seat === p.seat && d.mark === 'forced').length)).toEqual([0, 1].map((s) => r.actions.filter((a) => a.seat === s).length));
    for (const d of review.decisions) {
      expect(d.loss).toBeCloseTo(Math.max(0, d.before - d.after), 10);
      if (d.mark !== 'forced') expect(d.mark === 'best').toBe(d.played === d.best);
    }
    // Saved with the record, it reads back whole and leaves the game as it was.
    const saved = unwrap(readGameRecord(JSON.parse(JSON.stringify({ ...r, review })), { games: [g] }));
    expect(saved.review).toEqual(review);
    expect(saved.checksum).toBe(r.checksum);
  }, 30_000);

  it('replaces an earlier review, even a damaged one', () => {
    const r = record([['huntress', 'ace-of-moons'], ['author', 'desert']], ['bard', 'ace-of-suns'], [[0, 'ace-of-moons'], [1, 'author']]);
    const fresh = reviewGame(game, r, { level: 'easy' })!;
    const damaged = { ...r, review: { ...fresh, decisions: [{ ...fresh.decisions[0]!, step: 7 }] } };
    expect(reviewGame(game, damaged, { level: 'easy' })).toEqual(fresh);
  });

  it('refuses a record that cannot be replayed', () => {
    const r = record([['huntress', 'ace-of-moons'], ['author', 'desert']], ['bard', 'ace-of-suns'], [[0, 'ace-of-moons']]);
    expect(() => reviewGame(game, { ...r, actions: [{ seat: 0, action: 'bid sea' }] }, { level: 'easy' })).toThrow(/cannot review this record: action 1/);
  });
});

describe('a review never reads what the seat could not see', () => {
  it('judges a decision the same on states that differ only in what the seat cannot know', () => {
    const games: readonly AnyGame[] = [goofspiel, hieroglyphs];
    for (const g of games) {
      const rng = Rng.seeded(`review-${g.id}`);
      let state = unwrap(g.setup(unwrap(Match.create(g, { ...g.simulationConfig }, 'x')).config, `blind-${g.id}`));
      for (let i = 0; i < 6; i++) {
        const s = g.pending(state)[0]!;
        state = step(g, structuredClone(state), s, rng.pick(g.legalActions(state, s)));
      }
      const seat = g.pending(state)[0]!;
      const other = g.randomizeHidden(state, seat, rng.split());
      const played = g.formatAction(g.legalActions(state, seat).at(-1));
      const judge = (s: typeof state) => reviewDecision(g, g.view(s, seat), g.legalActions(s, seat), seat, 6, played, { level: 'easy', seed: 'blind' });
      expect(judge(other), g.id).toEqual(judge(state));
      expect(g.view(other, seat), g.id).toEqual(g.view(state, seat));
    }
  });

  it('reviews a seat\'s decisions the same whatever the opponent holds and the prizes to come', () => {
    const bids: [number, string][] = [[0, 'mill'], [1, 'author'], [0, 'pact']];
    const a = record([['huntress', 'mill', 'pact'], ['author', 'desert', 'sea']], ['bard', 'ace-of-suns', 'battle'], bids);
    const b = record([['huntress', 'mill', 'pact'], ['author', 'sailor', 'lunatic']], ['bard', 'ace-of-suns', 'mountain'], bids);
    const ada = (r: GameRecord) => reviewGame(game, r, { level: 'easy', seed: 'blind' })!.decisions.filter((d) => d.seat === 0);
    expect(ada(b)).toEqual(ada(a));
    expect(ada(a)).toHaveLength(2);
  });
});
