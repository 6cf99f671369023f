import { sha256 } from '@noble/hashes/sha2.js';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * A ChaCha20 keystream (RFC 8439, all-zero nonce) read as 32-bit words, for everything players
 * observe: its outputs say nothing usable about its key, so the cards a seat sees never give away
 * the cards it does not. Serialised as 10 plain numbers: the 8 key words, the block counter and
 * the index of the next word in that block.
 */
export const CHACHA_STATE_LENGTH = 10;

const KEY_WORDS = 8;
const BLOCK_WORDS = 16;
/** The last block counter used (the RFC 8439 cipher of @noble/ciphers, which the tests compare with, refuses the final 32-bit value). */
const LAST_BLOCK = 0xffff_fffe;
/**
 * Blocks computed at a time (64 words): a deal draws about 50 words, a reshuffle about 40, so a
 * random game computes little it does not draw.
 */
const SEGMENT_BLOCKS = 4;

/** Rotates a 32-bit word left by `n` bits. */
function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

/**
 * The ChaCha20 block function (RFC 8439 §2.3) with the all-zero nonce: block `counter` of the
 * keystream of `key` (8 words), its 16 words written into `out` from `at`. Computed here, on words,
 * rather than through a cipher made for byte messages: a duel draws from a few dozen blocks, and a
 * cipher call's checks and buffers cost more than the block itself. The tests hold it to the RFC's
 * test vectors and, word for word, to @noble/ciphers' ChaCha20 for any key and counter.
 */
function chachaBlock(key: readonly number[], counter: number, out: Int32Array, at: number): void {
  // "expand 32-byte k", the key, the counter, the nonce (zero).
  const j0 = 0x61707865, j1 = 0x3320646e, j2 = 0x79622d32, j3 = 0x6b206574;
  const j4 = key[0]! | 0, j5 = key[1]! | 0, j6 = key[2]! | 0, j7 = key[3]! | 0;
  const j8 = key[4]! | 0, j9 = key[5]! | 0, j10 = key[6]! | 0, j11 = key[7]! | 0;
  const j12 = counter | 0;
  let x0 = j0, x1 = j1, x2 = j2, x3 = j3, x4 = j4, x5 = j5, x6 = j6, x7 = j7;
  let x8 = j8, x9 = j9, x10 = j10, x11 = j11, x12 = j12, x13 = 0, x14 = 0, x15 = 0;
  for (let round = 0; round < 20; round += 2) {
    // A column round: quarter rounds on (0 4 8 12), (1 5 9 13), (2 6 10 14), (3 7 11 15) …
    x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 16); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 12);
    x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 8); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 7);
    x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 16); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 12);
    x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 8); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 7);
    x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 16); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 12);
    x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 8); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 7);
    x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 16); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 12);
    x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 8); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 7);
    // … then a diagonal round: (0 5 10 15), (1 6 11 12), (2 7 8 13), (3 4 9 14).
    x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 16); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 12);
    x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 8); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 7);
    x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 16); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 12);
    x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 8); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 7);
    x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 16); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 12);
    x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 8); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 7);
    x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 16); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 12);
    x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 8); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 7);
  }
  // The block is the rounds' result added to the input, word by word.
  out[at] = x0 + j0; out[at + 1] = x1 + j1; out[at + 2] = x2 + j2; out[at + 3] = x3 + j3;
  out[at + 4] = x4 + j4; out[at + 5] = x5 + j5; out[at + 6] = x6 + j6; out[at + 7] = x7 + j7;
  out[at + 8] = x8 + j8; out[at + 9] = x9 + j9; out[at + 10] = x10 + j10; out[at + 11] = x11 + j11;
  out[at + 12] = x12 + j12; out[at + 13] = x13; out[at + 14] = x14; out[at + 15] = x15;
}

/**
 * Consecutive keystream blocks of one key. The few kept (below) are reused for other keys and
 * blocks: `version` changes each time, so a stream reading one notices when it no longer holds
 * its blocks.
 */
interface Segment {
  key: readonly number[] | null;
  first: number;
  blocks: number;
  version: number;
  readonly words: Int32Array;
}

/**
 * The last few segments computed, in buffers made once. Rules code restores a generator from game
 * state for every random draw (a Confusion placement draws one word), so without them each draw
 * would compute its block again; with them, successive draws from one game's stream read the same
 * segment, and tables drawing in turn keep theirs.
 */
const RECENT_SEGMENTS = 8;
const recent: Segment[] = Array.from({ length: RECENT_SEGMENTS }, () => ({ key: null, first: 0, blocks: 0, version: 0, words: new Int32Array(SEGMENT_BLOCKS * BLOCK_WORDS) }));
let replaceNext = 0;

function sameKey(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  for (let i = 0; i < KEY_WORDS; i++) if (a[i] !== b[i]) return false;
  return true;
}

function segmentAt(key: readonly number[], counter: number): Segment {
  for (let i = 0; i < RECENT_SEGMENTS; i++) {
    const s = recent[i]!;
    if (s.key !== null && counter >= s.first && counter < s.first + s.blocks && sameKey(s.key, key)) return s;
  }
  const segment = recent[replaceNext]!;
  replaceNext = (replaceNext + 1) % RECENT_SEGMENTS;
  const blocks = Math.min(SEGMENT_BLOCKS, LAST_BLOCK - counter + 1);
  for (let b = 0; b < blocks; b++) chachaBlock(key, counter + b, segment.words, b * BLOCK_WORDS);
  segment.key = key;
  segment.first = counter;
  segment.blocks = blocks;
  segment.version++;
  return segment;
}

const LONE_SURROGATE = /\p{Cs}/u;
const utf8 = new TextEncoder();

/**
 * The seed's UTF-8 bytes. A string with a lone surrogate (possible from JSON, never from typed
 * text) has no UTF-8 form; its surrogates get their generalised 3-byte form (WTF-8) instead of
 * the replacement character, so two different seeds never share a key.
 */
export function seedBytes(seed: string): Uint8Array {
  // Every seed the product makes is ASCII, and copying it is several times quicker than an encoder.
  const ascii = new Uint8Array(seed.length);
  let i = 0;
  for (; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    if (c >= 0x80) break;
    ascii[i] = c;
  }
  if (i === seed.length) return ascii;
  if (!LONE_SURROGATE.test(seed)) return utf8.encode(seed);
  const parts: number[] = [];
  for (const ch of seed) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) parts.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else parts.push(...utf8.encode(ch));
  }
  return Uint8Array.from(parts);
}

/** The stream a seed starts: keyed with SHA-256 of the whole seed, block 0, word 0. */
export function chachaStateFor(seed: string): number[] {
  const key = sha256(seedBytes(seed));
  const state: number[] = [];
  for (let i = 0; i < KEY_WORDS; i++) state.push(readWord(key, i));
  state.push(0, 0);
  return state;
}

const isU32 = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 0xffff_ffff;

/** What is wrong with a 10-number ChaCha20 state, or null. Never echoes a key word (they are secret). */
export function chachaStateProblem(state: readonly unknown[]): string | null {
  for (let i = 0; i < KEY_WORDS; i++) {
    if (!isU32(state[i])) return `ChaCha20 key word ${i + 1} is not a whole number from 0 to 4294967295`;
  }
  const counter = state[KEY_WORDS];
  if (!Number.isInteger(counter) || (counter as number) < 0 || (counter as number) > LAST_BLOCK) return `the ChaCha20 block counter is not a whole number from 0 to ${LAST_BLOCK}`;
  const index = state[KEY_WORDS + 1];
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= BLOCK_WORDS) return 'the ChaCha20 word index is not a whole number from 0 to 15';
  return null;
}

export class ChaChaStream implements RandomGenerator {
  /** The segment holding block `counter`; null until a word is drawn (restoring a state computes nothing). */
  private segment: Segment | null = null;
  /** The segment's version when it was found: another one means it now holds other blocks. */
  private version = 0;

  private constructor(
    private readonly key: readonly number[],
    private counter: number,
    private index: number,
  ) {}

  /** Takes a state already checked by `chachaStateProblem`. */
  static fromState(s: readonly number[]): ChaChaStream {
    return new ChaChaStream([s[0]!, s[1]!, s[2]!, s[3]!, s[4]!, s[5]!, s[6]!, s[7]!], s[KEY_WORDS]!, s[KEY_WORDS + 1]!);
  }

  /** The next word, as pure-rand's generators give it: uniform in [-2^31, 2^31 - 1]. */
  next(): number {
    let segment = this.segment;
    if (segment === null || segment.version !== this.version) {
      segment = this.segment = segmentAt(this.key, this.counter);
      this.version = segment.version;
    }
    const word = segment.words[(this.counter - segment.first) * BLOCK_WORDS + this.index]! ^ 0x8000_0000;
    if (this.index < BLOCK_WORDS - 1) this.index++;
    else if (this.counter === LAST_BLOCK) throw new RangeError('the ChaCha20 stream is exhausted (2^32 - 1 blocks drawn)');
    else {
      this.index = 0;
      this.counter++;
      if (this.counter === segment.first + segment.blocks) this.segment = null;
    }
    return word;
  }

  getState(): number[] {
    const k = this.key;
    return [k[0]!, k[1]!, k[2]!, k[3]!, k[4]!, k[5]!, k[6]!, k[7]!, this.counter, this.index];
  }

  clone(): ChaChaStream {
    const copy = new ChaChaStream(this.key, this.counter, this.index);
    copy.segment = this.segment;
    copy.version = this.version;
    return copy;
  }

  /** An independent stream keyed with this stream's next 8 words; this one moves past them. */
  split(): ChaChaStream {
    const key: number[] = [];
    for (let i = 0; i < KEY_WORDS; i++) key.push((this.next() ^ 0x8000_0000) >>> 0);
    return new ChaChaStream(key, 0, 0);
  }
}

/** Little-endian, as RFC 8439 reads key bytes, whatever the machine's byte order. */
function readWord(bytes: Uint8Array, i: number): number {
  const o = i * 4;
  return (bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16) | (bytes[o + 3]! << 24)) >>> 0;
}
