import type { Rng } from '@decktet/decktet';

/**
 * The best of items offered one at a time, ties broken uniformly at random by reservoir sampling
 * (the rng is drawn exactly as the rules of thumb have always drawn it: the same seed, the same
 * choice). For readers that go through choices without a list of them.
 */
export class Best {
  private value = -Infinity;
  private ties = 0;

  /** Weighs an item of value `v`: true when it becomes the best so far (a tie takes its place with probability 1/ties). */
  offer(v: number, rng: Rng): boolean {
    if (v > this.value + 1e-9) {
      this.value = v;
      this.ties = 1;
      return true;
    }
    return Math.abs(v - this.value) <= 1e-9 && rng.int(0, this.ties++) === 0;
  }
}

/** The item with the highest value, ties broken uniformly at random (see `Best`). */
export function bestOf<T>(items: readonly T[], value: (item: T) => number, rng: Rng): T {
  let best = items[0] as T;
  const judge = new Best();
  for (const item of items) if (judge.offer(value(item), rng)) best = item;
  return best;
}
