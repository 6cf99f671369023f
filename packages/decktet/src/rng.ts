import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { CHACHA_STATE_LENGTH, ChaChaStream, chachaStateFor, chachaStateProblem } from './chacha-stream';

/**
 * The serialisable state of a seeded generator, plain JSON inside game state (saving a game saves
 * its future shuffles too), in one of two forms:
 * - 10 numbers: ChaCha20 (8 key words, block counter, word index), which deals every table;
 * - 4 signed 32-bit numbers: xoroshiro128+ from pure-rand, the fast generator for the AI's
 *   imagined states and simulations, and the generator of legacy (`v1:`) deals.
 */
export type RngState = number[];

export type RngKind = 'chacha20' | 'xoroshiro128+';

const XOROSHIRO_STATE_LENGTH = 4;

/**
 * Seeds that start with this are dealt as before version 2 of the game records: a 32-bit hash of
 * the rest of the seed into xoroshiro128+. Only old games carry it, so that they replay exactly.
 */
export const LEGACY_SEED_PREFIX = 'v1:';

/** The seed under which a game dealt before version 2 replays exactly. */
export function legacySeed(seed: string): string {
  return LEGACY_SEED_PREFIX + seed;
}

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

/**
 * The generator that deals a table from a match seed. The whole seed keys ChaCha20 (through
 * SHA-256), so no two seeds share a deal and seeing some cards does not reveal the others.
 * A `v1:` seed is dealt the legacy way, exactly as the rest of the seed was before.
 */
export function seedRng(seed: string): RngState {
  return seed.startsWith(LEGACY_SEED_PREFIX) ? fastRngState(seed.slice(LEGACY_SEED_PREFIX.length)) : chachaStateFor(seed);
}

/**
 * The fast generator (xoroshiro128+ from a 32-bit hash of the seed): only 2^32 streams, and its
 * outputs give its state away, so it is for what never deals a real table — the AI's decisions
 * and imagined states, simulated players' moves, tests' choices.
 */
export function fastRngState(seed: string): RngState {
  return [...xoroshiro128plus(hashSeed(seed)).getState()];
}

const isInt32 = (n: unknown): boolean => Number.isInteger(n) && n === ((n as number) | 0);

/** Why a value is not a generator state (null when it is one). */
export function rngStateProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return `a generator state is a list of numbers, not ${value === null ? 'null' : typeof value}`;
  if (value.length === XOROSHIRO_STATE_LENGTH) {
    return value.every(isInt32) ? null : 'a 4-number (xoroshiro128+) generator state must hold whole numbers from -2147483648 to 2147483647';
  }
  if (value.length === CHACHA_STATE_LENGTH) return chachaStateProblem(value);
  return `a generator state has ${XOROSHIRO_STATE_LENGTH} numbers (xoroshiro128+) or ${CHACHA_STATE_LENGTH} (ChaCha20), not ${value.length}`;
}

export function isRngState(value: unknown): value is RngState {
  return rngStateProblem(value) === null;
}

/** Which generator a (valid) state belongs to. */
export function rngKind(state: RngState): RngKind {
  return state.length === CHACHA_STATE_LENGTH ? 'chacha20' : 'xoroshiro128+';
}

/**
 * A working generator over an RngState of either kind. Rules code does
 * `const rng = Rng.from(state.rng); …; state.rng = rng.state();`.
 */
export class Rng {
  /**
   * The generator, in the one field of its kind: each call site into it then meets a single class
   * (a process that deals with ChaCha20 and searches with xoroshiro128+ would otherwise run every
   * draw through a polymorphic call, measurably slower for both).
   */
  private readonly chacha: ChaChaStream | null;
  private readonly xoroshiro: JumpableRandomGenerator | null;

  private constructor(gen: JumpableRandomGenerator | ChaChaStream) {
    this.chacha = gen instanceof ChaChaStream ? gen : null;
    this.xoroshiro = gen instanceof ChaChaStream ? null : gen;
  }

  /** The next 32-bit word, uniform in [-2^31, 2^31 - 1]. */
  private word(): number {
    return this.chacha !== null ? this.chacha.next() : this.xoroshiro!.next();
  }

  private get gen(): JumpableRandomGenerator | ChaChaStream {
    return this.chacha ?? this.xoroshiro!;
  }

  /** Continues exactly where the state's stream left off; a malformed state is a RangeError. */
  static from(state: RngState): Rng {
    const problem = rngStateProblem(state);
    if (problem) throw new RangeError(`invalid generator state: ${problem}`);
    return new Rng(state.length === CHACHA_STATE_LENGTH ? ChaChaStream.fromState(state) : xoroshiro128plusFromState(state));
  }

  /** The fast generator for a seed (see `fastRngState`): never for dealing a table. */
  static fast(seed: string): Rng {
    return Rng.from(fastRngState(seed));
  }

  /**
   * The same as `Rng.fast`, the name it had before deals moved to ChaCha20.
   * @deprecated say `Rng.fast(seed)` for the AI and simulations, `Rng.from(seedRng(seed))` to deal a table.
   */
  static seeded(seed: string): Rng {
    return Rng.fast(seed);
  }

  get kind(): RngKind {
    return this.chacha !== null ? 'chacha20' : 'xoroshiro128+';
  }

  state(): RngState {
    if (this.chacha !== null) return this.chacha.getState();
    const st = this.xoroshiro!.getState();
    return [st[0]!, st[1]!, st[2]!, st[3]!];
  }

  /** A uniform whole number in [from, to], both included. */
  int(from: number, to: number): number {
    if (!(to >= from)) throw new RangeError(`empty range [${from}, ${to}]`);
    // Every range the rules draw from is small: whole numbers within 32 bits, checked at once.
    const small = (from | 0) === from && (to | 0) === to && to - from < 0x7fff_ffff;
    if (!small && (to - from >= 0xffff_ffff || !Number.isSafeInteger(from) || !Number.isSafeInteger(to))) return uniformInt(this.gen, from, to);
    return this.below(to - from + 1) + from;
  }

  /**
   * pure-rand's uniformInt over [0, size) for a size from 1 to 2^32 — the same draws and the same
   * result — kept in unsigned 32-bit arithmetic (its float remainder was a measurable share of
   * every playout).
   */
  private below(size: number): number {
    const allowed = size > 2 ? Math.floor(0x1_0000_0000 / size) * size : 0x1_0000_0000;
    let v = (this.word() ^ 0x8000_0000) >>> 0;
    while (v >= allowed) v = (this.word() ^ 0x8000_0000) >>> 0;
    return (v % size) >>> 0;
  }

  /** A uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      // int(0, i), without its checks: the range is known to be small.
      const j = this.below(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /** A fresh, independent generator of the same kind split off from this one (used to seed sub-searches). */
  split(): Rng {
    if (this.chacha !== null) return new Rng(this.chacha.split());
    const child = this.xoroshiro!.clone();
    child.jump();
    this.xoroshiro!.next();
    return new Rng(child);
  }

  /**
   * A seed string derived from the stream, for naming a new match or a determinization:
   * 64 bits from the fast generator (as before), 128 from ChaCha20.
   */
  seedString(): string {
    const words = this.chacha !== null ? 4 : 2;
    let out = '';
    for (let i = 0; i < words; i++) out += (this.word() >>> 0).toString(36);
    return out;
  }
}

/** Runs `fn` with a generator over `holder.rng` and stores the advanced state back. */
export function withRng<T>(holder: { rng: RngState }, fn: (rng: Rng) => T): T {
  const rng = Rng.from(holder.rng);
  const out = fn(rng);
  holder.rng = rng.state();
  return out;
}
