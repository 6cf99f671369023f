import { describe, expect, it } from 'vitest';
import { ConformanceError, checkConformance } from './conformance';
import { goofspiel, type GoofspielState, type GoofspielView } from './examples/goofspiel';

/** A position the suite reaches only in the middle of a simultaneous choice: one bid is in, one is not. */
const midBid = (bids: readonly unknown[]) => bids.filter((b) => b !== null).length === 1;

describe('the conformance suite determinizes every seat at every step (finding 2)', () => {
  it('counts one determinization per seat per step', () => {
    const report = checkConformance(goofspiel, { playouts: 20, configs: [{ handSize: 4 }] });
    expect(report.determinizations).toBe(report.actions * 2);
  });

  it('fails, naming seed, step and seat, when sampleState throws mid simultaneous choice', () => {
    const breaks = {
      ...goofspiel,
      sampleState: (view: GoofspielView, seat: number, rng: never) => {
        if (view.chosen.filter(Boolean).length === 1) throw new RangeError('empty range [2, 1]');
        return goofspiel.sampleState(view, seat, rng);
      },
    };
    // Deep checks land on a mid-bid step only by chance; the every-step check finds it at once.
    const run = () => checkConformance(breaks, { playouts: 5, hiddenEvery: 1000, configs: [{ handSize: 4 }] });
    expect(run).toThrow(ConformanceError);
    expect(run).toThrow(/seed "goofspiel-0".* step 1\] sampleState threw for seat \d .*empty range \[2, 1\]/);
  });

  it('fails when randomizeHidden throws, or when a determinization shows the seat another view', () => {
    const throws = { ...goofspiel, randomizeHidden: (s: GoofspielState) => { if (midBid(s.bids)) throw new Error('no re-deal'); return s; } };
    expect(() => checkConformance(throws, { playouts: 5, hiddenEvery: 1000 })).toThrow(/randomizeHidden threw for seat \d.*no re-deal/);
    const wrongView = {
      ...goofspiel,
      sampleState: (view: GoofspielView, seat: number, rng: never) => {
        const s = goofspiel.sampleState(view, seat, rng);
        return midBid(s.bids) ? { ...s, points: [s.points[0] + 1, s.points[1]] } : s;
      },
    };
    expect(() => checkConformance(wrongView, { playouts: 5, hiddenEvery: 1000 })).toThrow(/sampleState for seat \d is not consistent with its view/);
  });

  it('checks less often when asked to (determinizeEvery)', () => {
    const everyStep = checkConformance(goofspiel, { playouts: 10, configs: [{ handSize: 6 }], hiddenEvery: 1000 });
    const everyThird = checkConformance(goofspiel, { playouts: 10, configs: [{ handSize: 6 }], hiddenEvery: 1000, determinizeEvery: 3 });
    expect(everyThird.actions).toBe(everyStep.actions);
    expect(everyThird.determinizations).toBeLessThan(everyStep.determinizations / 2);
  });
});
