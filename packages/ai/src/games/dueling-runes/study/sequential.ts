/**
 * Sequential intervals for a balance study: 95% *confidence sequences*, intervals that stay valid
 * however often they are looked at and whenever the looking stops (a study looks after every
 * chunk and stops when a figure is decided). A figure is decided when its interval lies inside
 * its bounds (it holds) or outside them (it fails); while it straddles a bound the study plays on,
 * up to a cap. docs/advanced-game.md ("How the study decides") states the method and its
 * assumptions for the game's designer.
 *
 * - A mean of values in [0, 1] (a win rate with draws as ½, a share of games, a share of a duel's
 *   casts): Robbins' beta-binomial mixture. For each candidate mean p the likelihood ratio of the
 *   data under a Beta(1, 1) mixture against p is a nonnegative supermartingale when the mean is p
 *   (for values in [0, 1] too, not only 0/1: the ratio is convex in each value), so by Ville's
 *   inequality the chance that it ever exceeds 1/α is at most α. The interval is every p whose
 *   ratio stays below 1/α. Exact for bounded values, and narrow near 0 or 1 (a rare event's share).
 * - A mean of unbounded values (a duel's length in turns): the normal-mixture boundary with the
 *   sample's standard deviation, an *asymptotic* confidence sequence (valid as the games grow;
 *   no verdict before MIN_NORMAL_GAMES games).
 * - A share that varies little from game to game (a spell's share of a duel's casts): both of the
 *   above at α/2, the interval their intersection.
 * - A ratio of two independent means: each mean's interval at α/2, the ratio's interval their
 *   quotient's extremes (Bonferroni).
 */
import betaln from '@stdlib/math-base-special-betaln';

/** The error rate of every interval: 95% intervals. */
export const ALPHA = 0.05;

/** Games a mean of unbounded values needs before its (asymptotic) interval is used. */
export const MIN_NORMAL_GAMES = 50;

/**
 * The normal mixture's spread, in games: its interval is narrowest near a few hundred games,
 * where most figures are decided, and stays valid at every count.
 */
export const NORMAL_MIXTURE_GAMES = 100;

export type Interval = readonly [number, number];

/** Log of the Beta(1, 1) mixture's likelihood ratio against mean p, for a sum `s` of n values in [0, 1]. */
function logMixtureRatio(s: number, n: number, p: number): number {
  const logLikelihood = (s > 0 ? s * Math.log(p) : 0) + (n - s > 0 ? (n - s) * Math.log(1 - p) : 0);
  return betaln(1 + s, 1 + n - s) - logLikelihood;
}

/** The p between `inside` (in the set) and `outside` (not in it) where the ratio crosses 1/α. */
function edge(inRatio: (p: number) => boolean, inside: number, outside: number): number {
  let a = inside;
  let b = outside;
  for (let i = 0; i < 60; i++) {
    const mid = (a + b) / 2;
    if (inRatio(mid)) a = mid;
    else b = mid;
  }
  return a;
}

/**
 * The confidence sequence's interval for the mean of `n` values in [0, 1] that add up to `sum`
 * (a share or a win rate), at error rate `alpha`. No values: the whole of [0, 1].
 */
export function boundedMeanInterval(sum: number, n: number, alpha = ALPHA): Interval {
  if (!(n >= 0) || !(sum >= 0) || sum > n) throw new Error(`a sum of ${n} values in [0, 1] lies between 0 and ${n}, not ${sum}`);
  if (n === 0) return [0, 1];
  const limit = Math.log(1 / alpha);
  const inSet = (p: number) => logMixtureRatio(sum, n, p) < limit;
  const centre = sum / n;
  const low = centre === 0 || inSet(0) ? 0 : edge(inSet, centre, 0);
  const high = centre === 1 || inSet(1) ? 1 : edge(inSet, centre, 1);
  return [low, high];
}

/** Running sums of a sample: enough for its mean and standard deviation. */
export interface Moments {
  readonly n: number;
  readonly sum: number;
  readonly sumOfSquares: number;
}

export const moments = (values: readonly number[]): Moments => ({
  n: values.length,
  sum: values.reduce((a, v) => a + v, 0),
  sumOfSquares: values.reduce((a, v) => a + v * v, 0),
});

/**
 * The normal mixture's interval for a mean (two-sided, spread NORMAL_MIXTURE_GAMES games), with
 * the sample's standard deviation; null before MIN_NORMAL_GAMES values.
 */
export function meanInterval(m: Moments, alpha = ALPHA): Interval | null {
  if (m.n < MIN_NORMAL_GAMES) return null;
  const mean = m.sum / m.n;
  const variance = Math.max(0, (m.sumOfSquares - m.n * mean * mean) / (m.n - 1));
  const rho = NORMAL_MIXTURE_GAMES;
  const half = (Math.sqrt(variance) / m.n) * Math.sqrt((m.n + rho) * (Math.log((m.n + rho) / rho) + 2 * Math.log(1 / alpha)));
  return [mean - half, mean + half];
}

/** The interval of a / b for two independent positive means, each at α/2; null while either is unknown. */
export function ratioInterval(a: Moments, b: Moments, alpha = ALPHA): Interval | null {
  return ratioOf(meanInterval(a, alpha / 2), meanInterval(b, alpha / 2));
}

/** The interval of a / b from each mean's interval (each at α/2 for a ratio at α); null while either is unknown. */
export function ratioOf(ia: Interval | null, ib: Interval | null): Interval | null {
  if (!ia || !ib || ib[0] <= 0) return null;
  return [Math.max(0, ia[0]) / ib[1], ia[1] / ib[0]];
}

/**
 * The running intersection of a confidence sequence's intervals, one per look, in the order of
 * the looks: itself a confidence sequence at the same error rate (the true mean lies in every one
 * of the intervals at once with probability at least 1 − α, so in their intersection too), and
 * never wider than the last interval. So a figure whose interval has cleared a bound stays
 * decided while its run plays on for other figures. Looks without an interval yet (null) are
 * skipped; should the intervals not meet (a miss, which the error rate allows), the last one is
 * returned. Null when no look has an interval.
 */
export function runningIntersection(intervals: Iterable<Interval | null>): Interval | null {
  let low = -Infinity;
  let high = Infinity;
  let last: Interval | null = null;
  for (const ci of intervals) {
    if (!ci) continue;
    last = ci;
    low = Math.max(low, ci[0]);
    high = Math.min(high, ci[1]);
  }
  if (!last) return null;
  return low <= high ? [low, high] : last;
}

/** The moments of the first `n` values, for each `n` of `looks` (increasing). */
export function momentsAtLooks(values: readonly number[], looks: readonly number[]): Moments[] {
  const at: Moments[] = [];
  let sum = 0;
  let sumOfSquares = 0;
  let i = 0;
  for (const n of looks) {
    for (; i < n; i++) {
      sum += values[i]!;
      sumOfSquares += values[i]! * values[i]!;
    }
    at.push({ n, sum, sumOfSquares });
  }
  return at;
}

/**
 * For a share that varies little from game to game (a spell's share of a duel's casts): the
 * intersection of the exact interval and the normal mixture's with the sample's spread, each at
 * α/2. The exact one holds from the first game; the other narrows with the real spread, far below
 * the worst case the exact one must allow for.
 */
export function spreadShareInterval(values: readonly number[], alpha = ALPHA): Interval {
  return spreadShareIntervalOf(moments(values), alpha);
}

/** spreadShareInterval from the values' moments. */
export function spreadShareIntervalOf(m: Moments, alpha = ALPHA): Interval {
  const exact = boundedMeanInterval(m.sum, m.n, alpha / 2);
  const normal = meanInterval(m, alpha / 2);
  return normal ? [Math.max(exact[0], normal[0]), Math.min(exact[1], normal[1])] : exact;
}

/** A criterion's bounds: the figure must lie at or above `min` and at or below `max` (either may be absent). */
export interface Bounds {
  readonly min?: number;
  readonly max?: number;
}

/** holds: the interval lies inside the bounds; fails: outside them; undecided: it straddles one (or is not known yet). */
export type Verdict = 'holds' | 'fails' | 'undecided';

export function verdictOf(ci: Interval | null, bounds: Bounds): Verdict {
  if (!ci) return 'undecided';
  const { min = -Infinity, max = Infinity } = bounds;
  if (ci[1] < min || ci[0] > max) return 'fails';
  if (ci[0] >= min && ci[1] <= max) return 'holds';
  return 'undecided';
}

/**
 * About how many games a figure seen at `games` needs in all before its interval clears the
 * nearer bound, were the estimate to stay where it is (an interval narrows about as 1/√n); for
 * an estimate of the time left, never a decision.
 */
export function gamesToDecide(estimate: number, ci: Interval | null, bounds: Bounds, games: number, cap: number): number {
  if (verdictOf(ci, bounds) !== 'undecided') return games;
  if (!ci || games === 0) return cap;
  const half = (ci[1] - ci[0]) / 2;
  const distance = Math.min(...[bounds.min, bounds.max].filter((b): b is number => b !== undefined).map((b) => Math.abs(estimate - b)));
  if (!(distance > 0)) return cap;
  return Math.min(cap, Math.ceil(games * (half / distance) ** 2));
}
