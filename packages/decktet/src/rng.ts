import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/**
 * The serialisable state of the seeded PRNG (xoroshiro128+ from pure-rand): four 32-bit integers.
 * It lives inside game state, so saving a game saves its future shuffles too.
 */
export type RngState = number[];

/** A 32-bit hash of a seed string (FNV-1a followed by a murmur finaliser), stable everywhere. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

export function seedRng(seed: string): RngState {
  return [...xoroshiro128plus(hashSeed(seed)).getState()];
}

export function isRngState(value: unknown): value is RngState {
  return Array.isArray(value) && value.length === 4 && value.every((n) => Number.isInteger(n) && n === (n | 0));
}

/**
 * A working PRNG over an RngState. Rules code does
 * `const rng = Rng.from(state.rng); …; state.rng = rng.state();`.
 */
export class Rng {
  private constructor(private readonly gen: JumpableRandomGenerator) {}

  static from(state: RngState): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }

  static seeded(seed: string): Rng {
    return Rng.from(seedRng(seed));
  }

  state(): RngState {
    const st = this.gen.getState();
    return [st[0]!, st[1]!, st[2]!, st[3]!];
  }

  /** A uniform whole number in [from, to], both included. */
  int(from: number, to: number): number {
    if (!(to >= from)) throw new RangeError(`empty range [${from}, ${to}]`);
    if (to - from >= 0xffff_ffff || !Number.isSafeInteger(from) || !Number.isSafeInteger(to)) return uniformInt(this.gen, from, to);
    // pure-rand's uniformInt for ranges below 2^32 — the same draws and the same result — kept in
    // unsigned 32-bit arithmetic (its float remainder was a measurable share of every playout).
    const size = (to - from + 1) >>> 0;
    const allowed = size > 2 ? Math.floor(0x1_0000_0000 / size) * size : 0x1_0000_0000;
    let v = (this.gen.next() ^ 0x8000_0000) >>> 0;
    while (v >= allowed) v = (this.gen.next() ^ 0x8000_0000) >>> 0;
    return ((v % size) >>> 0) + from;
  }

  /** A uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /** A fresh, independent generator split off from this one (used to seed sub-searches). */
  split(): Rng {
    const child = this.gen.clone();
    child.jump();
    this.gen.next();
    return new Rng(child);
  }

  /** A seed string derived from the stream, for naming a new match or a determinization. */
  seedString(): string {
    return (this.gen.next() >>> 0).toString(36) + (this.gen.next() >>> 0).toString(36);
  }
}

/** Runs `fn` with a generator over `holder.rng` and stores the advanced state back. */
export function withRng<T>(holder: { rng: RngState }, fn: (rng: Rng) => T): T {
  const rng = Rng.from(holder.rng);
  const out = fn(rng);
  holder.rng = rng.state();
  return out;
}
