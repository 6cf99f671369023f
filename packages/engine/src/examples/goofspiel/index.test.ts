import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type ConformanceReport, ConformanceError, checkConformance } from '../../conformance';
import { Match } from '../../match';
import { unwrap } from '../../result';
import { goofspiel, type GoofspielState } from '.';

const layout = {
  hands: [
    ['pact', 'ace-of-moons', 'mill'],
    ['darkness', 'author', 'sea'],
  ] as [string[], string[]],
  prizes: ['merchant', 'desert', 'huntress'],
};

describe('Goofspiel, the example game', () => {
  it('passes the conformance suite over 1,000 seeded playouts', () => {
    const report: ConformanceReport = checkConformance(goofspiel, {
      playouts: 1000,
      configs: [{}, { handSize: 1 }, { handSize: 3 }, { handSize: 9 }],
    });
    expect(report.playouts).toBe(1000);
    expect(report.actions).toBeGreaterThan(5000);
    expect(report.illegalRejected).toBeGreaterThan(report.actions);
    expect(report.hiddenChecks).toBeGreaterThan(1000);
    expect(Object.keys(report.endings).sort()).toEqual(['draw/draw', 'loss/win', 'win/loss']);
  });

  it('holds simultaneous bids hidden until both are in, then reveals them together', () => {
    const match = unwrap(Match.create(goofspiel, { handSize: 3 }, 'hidden', { layout, names: ['Ada', 'Bo'] }));
    expect(match.pending()).toEqual([0, 1]);
    unwrap(match.act(0, 'bid pact'));
    expect(match.pending()).toEqual([1]);
    expect(match.view(1).chosen).toEqual([true, false]);
    expect(JSON.stringify(match.view(1))).not.toContain('pact');
    expect(JSON.stringify(match.view(null))).not.toContain('pact');
    expect(match.logFor(0)).toContain('You bid the Pact (9).');
    expect(match.logFor(1).join()).not.toContain('Pact');
    const r = unwrap(match.act(1, 'bid darkness'));
    expect(match.view(null).rounds).toEqual([{ prize: 'merchant', bids: ['pact', 'darkness'], winner: null }]);
    expect(r.added.map((e) => e.text)).toContain('Ada bids the Pact (9), Bo bids the Darkness (9): a tie: nobody takes it.');
  });

  it('scores and ends: the higher bid takes the prize', () => {
    const match = unwrap(Match.create(goofspiel, { handSize: 3 }, 's', { layout, names: ['Ada', 'Bo'] }));
    for (const [a, b] of [['pact', 'author'], ['mill', 'sea'], ['ace-of-moons', 'darkness']]) {
      unwrap(match.act(0, `bid ${a}`));
      unwrap(match.act(1, `bid ${b}`));
    }
    expect(match.state.points).toEqual([9, 12]);
    expect(match.outcome()).toEqual({ results: ['loss', 'win'], scores: [0, 1], points: [9, 12], summary: "Bo wins 12 to 9" });
    expect(match.pending()).toEqual([]);
    expect(match.act(0, 'bid pact')).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('rejects bad input with a clear error and changes nothing', () => {
    const match = unwrap(Match.create(goofspiel, { handSize: 3 }, 's', { layout }));
    const before = JSON.stringify(match.state);
    expect(match.act(0, 'bid sea')).toMatchObject({ ok: false, error: { code: 'illegal-action', message: 'The Sea is not in your hand (you hold the Pact, Ace of Moons, the Mill)' } });
    expect(match.act(0, 'bid the-sea')).toMatchObject({ ok: false, error: { code: 'unknown-card' } });
    expect(match.act(0, 'hello')).toMatchObject({ ok: false, error: { code: 'malformed-action' } });
    expect(match.act(5, 'bid pact')).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(JSON.stringify(match.state)).toBe(before);
    expect(Match.create(goofspiel, { handSize: 12 }, 's')).toMatchObject({ ok: false, error: { code: 'invalid-config' } });
    expect(Match.create(goofspiel, { handSize: 3 }, 's', { layout: { ...layout, prizes: ['pact', 'x', 'y'] } })).toMatchObject({ ok: false, error: { code: 'invalid-layout' } });
  });
});

describe('the conformance suite catches broken games', () => {
  const leaky = {
    ...goofspiel,
    view: (s: GoofspielState, seat: number | null) => ({ ...goofspiel.view(s, seat), opponentHand: seat === null ? [] : s.hands[seat === 0 ? 1 : 0] }),
  };
  it('a view that shows the opponent\'s hand', () => {
    expect(() => checkConformance(leaky, { playouts: 5 })).toThrow(ConformanceError);
    expect(() => checkConformance(leaky, { playouts: 5 })).toThrow(/view changed when only information hidden/);
  });

  it('an apply that changes its input', () => {
    const mutating = {
      ...goofspiel,
      apply: (s: GoofspielState, seat: number, a: unknown) => {
        const r = goofspiel.apply(s, seat, a as never);
        if (r.ok) s.points[0] += 0; // harmless
        if (r.ok) s.log.push({ text: 'oops' });
        return r;
      },
    };
    expect(() => checkConformance(mutating, { playouts: 2 })).toThrow(/changed its input state/);
  });

  it('a randomAction that does not choose as a pick from the legal actions would', () => {
    // Uniform, but not the same choice: the highest card is drawn at the index meant for the lowest.
    const skewed = {
      ...goofspiel,
      randomAction: (s: GoofspielState, seat: number, rng: Rng) => {
        const legal = goofspiel.legalActions(s, seat);
        return legal[legal.length - 1 - rng.int(0, legal.length - 1)];
      },
    };
    expect(() => checkConformance(skewed, { playouts: 2 })).toThrow(/randomAction chose/);
    const faithful = { ...goofspiel, randomAction: (s: GoofspielState, seat: number, rng: Rng) => rng.pick(goofspiel.legalActions(s, seat)) };
    expect(checkConformance(faithful, { playouts: 20 }).playouts).toBe(20);
  });

  it('a randomPlayout that does not play as the step-by-step loop would', () => {
    const pick = (s: GoofspielState, seat: number, rng: Rng) => rng.pick(goofspiel.legalActions(s, seat));
    const loop = (skip: boolean) => (s: GoofspielState, rng: Rng, max: number) => {
      let n = 0;
      for (; n < max && !goofspiel.outcome(s); n++) {
        const seat = goofspiel.pending(s)[skip ? goofspiel.pending(s).length - 1 : 0]!;
        goofspiel.applyInPlace!(s, seat, pick(s, seat, rng) as never);
      }
      return n;
    };
    // Plays the last pending seat first: a legal game, but not the loop's.
    const wrong = { ...goofspiel, randomAction: pick, randomPlayout: loop(true) };
    expect(() => checkConformance(wrong, { playouts: 3 })).toThrow(/randomPlayout \(at most \d+ actions\) did not reach/);
    const right = { ...goofspiel, randomAction: pick, randomPlayout: loop(false) };
    expect(checkConformance(right, { playouts: 20 }).playouts).toBe(20);
  });

  it('a game that never ends', () => {
    const endless = { ...goofspiel, outcome: () => null, pending: (s: GoofspielState) => (s.prizes.length ? goofspiel.pending(s) : [0]) };
    expect(() => checkConformance(endless, { playouts: 1 })).toThrow(ConformanceError);
  });

  it('sampleState determinizations keep the seat\'s view', () => {
    const s = unwrap(goofspiel.setup({ handSize: 5 }, 'sample'));
    const view = goofspiel.view(s, 1);
    const sampled = goofspiel.sampleState(view, 1, Rng.seeded('x'));
    expect(goofspiel.view(sampled, 1)).toEqual(view);
    expect(sampled.hands[0]).toHaveLength(5);
  });
});
