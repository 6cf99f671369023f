import type { Rng } from '@decktet/decktet';

/**
 * The item with the highest value, ties broken uniformly at random (reservoir sampling, so the
 * rng is drawn exactly as the rules of thumb have always drawn it: the same seed, the same choice).
 */
export function bestOf<T>(items: readonly T[], value: (item: T) => number, rng: Rng): T {
  let best = items[0] as T;
  let bestValue = -Infinity;
  let ties = 0;
  for (const item of items) {
    const v = value(item);
    if (v > bestValue + 1e-9) {
      bestValue = v;
      best = item;
      ties = 1;
    } else if (Math.abs(v - bestValue) <= 1e-9 && rng.int(0, ties++) === 0) best = item;
  }
  return best;
}
