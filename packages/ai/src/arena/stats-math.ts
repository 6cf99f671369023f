/** Small statistics helpers for arena summaries. */

const Z95 = 1.959964;

/** Wilson score interval (95%) for a proportion of `successes` in `n` trials. */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

/** Mean with a normal-approximation 95% interval, clamped to [lo, hi]. */
export function meanInterval(values: readonly number[], lo = -Infinity, hi = Infinity): { mean: number; ci: [number, number] } {
  const m = mean(values);
  if (values.length < 2) return { mean: m, ci: [Math.max(lo, m), Math.min(hi, m)] };
  const variance = values.reduce((a, v) => a + (v - m) * (v - m), 0) / (values.length - 1);
  const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(values.length);
  return { mean: m, ci: [Math.max(lo, m - half), Math.min(hi, m + half)] };
}

export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Counts of values in `bins` equal-width bins spanning min..max (labels show each bin's range). */
export function histogram(values: readonly number[], bins = 10): { label: string; value: number }[] {
  if (!values.length) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const width = Math.max(1, Math.ceil((hi - lo + 1) / bins));
  const out: { label: string; value: number }[] = [];
  for (let from = lo; from <= hi; from += width) {
    const to = from + width - 1;
    out.push({ label: width === 1 ? `${from}` : `${from}–${to}`, value: values.filter((v) => v >= from && v <= to).length });
  }
  return out;
}

export const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Elo ratings fitted to pairwise results (maximum likelihood of the logistic Elo model), mean
 * 1500. `score[i][j]` is what i scored against j over `games[i][j]` meetings. One virtual draw per
 * pair keeps a clean sweep from sending a rating to infinity.
 */
export function fitElo(score: readonly (readonly number[])[], games: readonly (readonly number[])[]): number[] {
  const k = score.length;
  const w = score.map((row, i) => row.map((s, j) => (i === j ? 0 : s + 0.5)));
  const n = games.map((row, i) => row.map((g, j) => (i === j ? 0 : g + 1)));
  const r = new Array<number>(k).fill(0);
  const scale = Math.log(10) / 400;
  for (let iter = 0; iter < 500; iter++) {
    let moved = 0;
    for (let i = 0; i < k; i++) {
      let grad = 0;
      let curvature = 0;
      for (let j = 0; j < k; j++) {
        if (i === j || n[i]![j] === 0) continue;
        const e = 1 / (1 + Math.exp(-scale * (r[i]! - r[j]!)));
        grad += w[i]![j]! - n[i]![j]! * e;
        curvature += n[i]![j]! * e * (1 - e);
      }
      if (curvature === 0) continue;
      const delta = grad / (curvature * scale);
      r[i]! += delta;
      moved = Math.max(moved, Math.abs(delta));
    }
    if (moved < 1e-6) break;
  }
  const m = mean(r);
  return r.map((x) => round(x - m + 1500, 1));
}
