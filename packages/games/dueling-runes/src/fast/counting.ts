/** Counting the choices of a random decision without listing them (playout.ts, duel.ts): sets of wizards as bits, subsets of a sequence. */

/** How many wizards a set of targets holds. */
export function targetCount(targets: number): number {
  let n = 0;
  for (let rest = targets; rest !== 0; rest &= rest - 1) n++;
  return n;
}

/** The `rank`-th wizard (from 0) of a set of targets. */
export function nthTarget(targets: number, rank: number): number {
  let rest = targets;
  for (; rank > 0; rank--) rest &= rest - 1;
  return 31 - Math.clz32(rest & -rest);
}

/** n choose k, for the small n of a spell sequence. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}
