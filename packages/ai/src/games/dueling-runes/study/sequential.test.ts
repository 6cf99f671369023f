import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALPHA, MIN_NORMAL_GAMES, boundedMeanInterval, gamesToDecide, meanInterval, moments, momentsAtLooks, ratioInterval, runningIntersection, spreadShareInterval, verdictOf } from './sequential';

/** A small seeded generator (mulberry32), so the simulations below are the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the bounded-mean confidence sequence (beta-binomial mixture)', () => {
  it('matches its closed form when nothing happened: p ≤ 1 − (20(n+1))^(−1/n)', () => {
    // With no successes the mixture ratio is (1 − p)^(−n) / (n + 1); it reaches 1/α = 20 there.
    for (const n of [1, 10, 100, 4000]) {
      const [low, high] = boundedMeanInterval(0, n);
      expect(low).toBe(0);
      expect(high).toBeCloseTo(1 - (20 * (n + 1)) ** (-1 / n), 9);
    }
    expect(boundedMeanInterval(0, 100)[1]).toBeCloseTo(0.0733, 4);
  });

  it('is symmetric: n − s successes give the mirror image of s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const s = Math.round(share * n);
        const [a, b] = boundedMeanInterval(s, n);
        const [c, d] = boundedMeanInterval(n - s, n);
        expect(a).toBeCloseTo(1 - d, 9);
        expect(b).toBeCloseTo(1 - c, 9);
      }),
      { numRuns: 60 },
    );
  });

  it('always holds the observed mean, and narrows as the games grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const sum = share * n;
        const [low, high] = boundedMeanInterval(sum, n);
        expect(low).toBeLessThanOrEqual(share + 1e-12);
        expect(high).toBeGreaterThanOrEqual(share - 1e-12);
        const [low4, high4] = boundedMeanInterval(sum * 4, n * 4);
        expect(high4 - low4).toBeLessThan(high - low);
      }),
      { numRuns: 60 },
    );
  });

  it('is wider than the fixed-sample (Wilson) interval: the price of looking after every chunk', () => {
    // 500 wins in 1000: Wilson's 95% interval is 46.9–53.1%.
    const [low, high] = boundedMeanInterval(500, 1000);
    expect(low).toBeLessThan(0.469);
    expect(high).toBeGreaterThan(0.531);
    expect(high - low).toBeLessThan(0.12);
  });

  it('excludes the true mean, at any of its looks, in at most about 5% of sequences (values in [0, 1], draws as ½)', () => {
    const random = rng(9);
    const sequences = 300;
    let missed = 0;
    for (let s = 0; s < sequences; s++) {
      const p = 0.1 + 0.8 * random();
      let sum = 0;
      for (let n = 1; n <= 400; n++) {
        const u = random();
        sum += u < p - 0.05 ? 1 : u < p + 0.05 ? 0.5 : 0; // mean p: a draw's ½ sits in the middle
        if (n % 10 !== 0) continue;
        const [low, high] = boundedMeanInterval(sum, n);
        if (p < low || p > high) {
          missed++;
          break;
        }
      }
    }
    expect(missed / sequences).toBeLessThanOrEqual(ALPHA);
  });

  it('refuses a sum that no n values in [0, 1] can make', () => {
    expect(() => boundedMeanInterval(11, 10)).toThrow(/between 0 and 10/);
    expect(() => boundedMeanInterval(-1, 10)).toThrow();
    expect(boundedMeanInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('the normal-mixture confidence sequence of a mean, and a ratio of two', () => {
  it('gives no interval before its minimum games, then the normal-mixture boundary', () => {
    expect(meanInterval(moments(new Array(MIN_NORMAL_GAMES - 1).fill(3)))).toBeNull();
    // 100 values, half 10 and half 30: mean 20, sd = 10·√(100/99). Boundary: sd/n·√((n+ρ)(ln((n+ρ)/ρ) + 2 ln 20)), ρ = 100.
    const values = Array.from({ length: 100 }, (_, i) => (i % 2 ? 30 : 10));
    const sd = 10 * Math.sqrt(100 / 99);
    const half = (sd / 100) * Math.sqrt(200 * (Math.log(2) + 2 * Math.log(20)));
    const ci = meanInterval(moments(values))!;
    expect(ci[0]).toBeCloseTo(20 - half, 9);
    expect(ci[1]).toBeCloseTo(20 + half, 9);
  });

  it('divides two independent means, each at half the error rate', () => {
    const a = moments(Array.from({ length: 400 }, (_, i) => 18 + (i % 5)));
    const b = moments(Array.from({ length: 400 }, (_, i) => 30 + (i % 7)));
    const [low, high] = ratioInterval(a, b)!;
    const ia = meanInterval(a, ALPHA / 2)!;
    const ib = meanInterval(b, ALPHA / 2)!;
    expect(low).toBeCloseTo(ia[0] / ib[1], 12);
    expect(high).toBeCloseTo(ia[1] / ib[0], 12);
    expect(low).toBeLessThan(20 / 33);
    expect(high).toBeGreaterThan(20 / 33);
    expect(ratioInterval(a, moments([1, 2]))).toBeNull();
  });
});

describe('the running intersection of a confidence sequence (a figure once decided stays decided)', () => {
  it('is the intersection of the intervals at every look, skipping looks without one', () => {
    expect(runningIntersection([null, [0.3, 0.7], [0.35, 0.72], null, [0.32, 0.66]])).toEqual([0.35, 0.66]);
    expect(runningIntersection([null, null])).toBeNull();
    expect(runningIntersection([])).toBeNull();
  });

  it('is the last interval when the intervals do not meet (a miss the error rate allows)', () => {
    expect(runningIntersection([[0.1, 0.2], [0.25, 0.4]])).toEqual([0.25, 0.4]);
  });

  it('never widens, and once inside the bounds stays inside as the games go on', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1, maxLength: 60 }), (wins) => {
        let sum = 0;
        const intervals = wins.map((w, k) => boundedMeanInterval((sum += w), 10 * (k + 1)));
        let before: [number, number] | null = null;
        for (let k = 1; k <= intervals.length; k++) {
          const ci = runningIntersection(intervals.slice(0, k))!;
          const last = intervals[k - 1]!;
          // Inside the last interval (or the last itself, when they do not meet) and inside the one before.
          expect(ci[0]).toBeGreaterThanOrEqual(last[0]);
          expect(ci[1]).toBeLessThanOrEqual(last[1]);
          if (before && ci !== last) {
            expect(ci[0]).toBeGreaterThanOrEqual(before[0]);
            expect(ci[1]).toBeLessThanOrEqual(before[1]);
          }
          before = [ci[0], ci[1]];
        }
      }),
    );
  });

  it('excludes the true mean, at any of its looks, in at most about 5% of sequences, as the sequence itself', () => {
    const random = rng(17);
    const sequences = 300;
    let missed = 0;
    for (let s = 0; s < sequences; s++) {
      const p = 0.1 + 0.8 * random();
      const values = Array.from({ length: 400 }, () => (random() < p ? 1 : 0));
      const looks = Array.from({ length: 40 }, (_, k) => 10 * (k + 1));
      const at = momentsAtLooks(values, looks);
      for (let k = 1; k <= looks.length; k++) {
        const [low, high] = runningIntersection(at.slice(0, k).map((m) => boundedMeanInterval(m.sum, m.n)))!;
        if (p < low || p > high) {
          missed++;
          break;
        }
      }
    }
    expect(missed / sequences).toBeLessThanOrEqual(ALPHA);
  });

  it('reads the moments of the values seen at each look', () => {
    expect(momentsAtLooks([1, 2, 3, 4], [2, 4])).toEqual([
      { n: 2, sum: 3, sumOfSquares: 5 },
      { n: 4, sum: 10, sumOfSquares: 30 },
    ]);
  });
});

describe("a share that varies little from duel to duel (a spell's share of a duel's casts)", () => {
  it('is the exact interval at α/2 until the spread is known, then its intersection with the normal mixture at α/2', () => {
    const few = [0.05, 0.07, 0.06];
    expect(spreadShareInterval(few)).toEqual(boundedMeanInterval(0.18, 3, ALPHA / 2));
    const many = Array.from({ length: 400 }, (_, i) => 0.04 + 0.01 * (i % 5));
    const [low, high] = spreadShareInterval(many);
    const exact = boundedMeanInterval(many.reduce((a, v) => a + v, 0), 400, ALPHA / 2);
    const normal = meanInterval(moments(many), ALPHA / 2)!;
    expect([low, high]).toEqual([Math.max(exact[0], normal[0]), Math.min(exact[1], normal[1])]);
    // The spread is small: far narrower than the exact interval alone, and it decides "≤ 10%".
    expect(high - low).toBeLessThan((exact[1] - exact[0]) / 5);
    expect(verdictOf([low, high], { max: 0.1 })).toBe('holds');
  });
});

describe('verdicts', () => {
  const seats = { min: 0.45, max: 0.55 };
  it('holds inside the bounds, fails outside, and is undecided while it straddles one', () => {
    expect(verdictOf([0.47, 0.53], seats)).toBe('holds');
    expect(verdictOf([0.56, 0.6], seats)).toBe('fails');
    expect(verdictOf([0.3, 0.44], seats)).toBe('fails');
    expect(verdictOf([0.5, 0.58], seats)).toBe('undecided');
    expect(verdictOf(null, seats)).toBe('undecided');
    expect(verdictOf([0.06, 0.2], { min: 0.05 })).toBe('holds');
    expect(verdictOf([0, 0.009], { max: 0.01 })).toBe('holds');
  });

  it('estimates the games a straddling figure needs, never past the cap', () => {
    expect(gamesToDecide(0.5, [0.47, 0.53], seats, 1000, 4000)).toBe(1000);
    // Half-width 0.04 at 400 games, 0.02 from the bound: about four times the games.
    expect(gamesToDecide(0.53, [0.49, 0.57], seats, 400, 4000)).toBe(1600);
    expect(gamesToDecide(0.55, [0.5, 0.6], seats, 400, 4000)).toBe(4000);
  });
});
