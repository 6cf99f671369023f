import { chacha20 } from '@noble/ciphers/chacha.js';
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
/** The last block noble's RFC 8439 ChaCha20 computes (it refuses a 32-bit counter's final value). */
const LAST_BLOCK = 0xffff_fffe;
/**
 * Blocks computed per call (256 words): a call into the cipher costs about eight blocks' worth of
 * set-up, and a random game draws a few hundred words (a deal or a reshuffle ~50). This covers a
 * whole game of Hieroglyphs in one call and a duel of Dueling Runes in about two.
 */
const SEGMENT_BLOCKS = 16;
const NONCE = new Uint8Array(12);
const ZEROS = new Uint8Array(SEGMENT_BLOCKS * BLOCK_WORDS * 4);
// Shared by every stream: the key is copied into it just before each call into the cipher.
const keyScratch = new Uint8Array(KEY_WORDS * 4);
/** RFC 8439 reads keystream words little-endian: on such a machine the bytes are the words as they lie. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** Consecutive keystream blocks of one key, never changed once computed (so streams share them). */
interface Segment {
  readonly key: readonly number[];
  readonly first: number;
  readonly blocks: number;
  readonly words: Int32Array;
}

/**
 * Where segments' bytes come from: slices of one larger buffer at a time. A typed array of its own
 * per segment (1 kB, kept outside the JavaScript heap) cost about as much to allocate as half the
 * cipher call that fills it; a slice of a shared buffer is a plain view. A slice is never reused:
 * a segment stays valid as long as any stream holds it, and a buffer is freed with its last slice.
 */
class Slab {
  private buffer = new ArrayBuffer(0);
  private used = 0;

  constructor(private readonly size: number) {}

  /** `bytes` fresh bytes (at most the slab's size), all zero. */
  take(bytes: number): Uint8Array {
    if (this.used + bytes > this.buffer.byteLength) {
      this.buffer = new ArrayBuffer(this.size);
      this.used = 0;
    }
    const slice = new Uint8Array(this.buffer, this.used, bytes);
    this.used += bytes;
    return slice;
  }
}

/** 64 segments a buffer (64 kB). */
const slab = new Slab(64 * SEGMENT_BLOCKS * BLOCK_WORDS * 4);

/**
 * The last few segments computed. Rules code restores a generator from game state for every
 * random draw (a Confusion placement draws one word), so without this each draw would pay for a
 * whole cipher call; with it, successive draws from one game's stream read the same segment.
 */
const recent: Segment[] = [];
const RECENT_SEGMENTS = 8;
let replaceNext = 0;

function sameKey(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < KEY_WORDS; i++) if (a[i] !== b[i]) return false;
  return true;
}

function segmentAt(key: readonly number[], counter: number): Segment {
  for (let i = 0; i < recent.length; i++) {
    const s = recent[i]!;
    if (counter >= s.first && counter < s.first + s.blocks && sameKey(s.key, key)) return s;
  }
  const blocks = Math.min(SEGMENT_BLOCKS, LAST_BLOCK - counter + 1);
  const bytes = slab.take(blocks * BLOCK_WORDS * 4);
  for (let i = 0; i < KEY_WORDS; i++) writeWord(keyScratch, i, key[i]!);
  chacha20(keyScratch, NONCE, ZEROS.subarray(0, bytes.length), bytes, counter);
  let words: Int32Array;
  if (LITTLE_ENDIAN) words = new Int32Array(bytes.buffer, bytes.byteOffset, blocks * BLOCK_WORDS);
  else {
    words = new Int32Array(blocks * BLOCK_WORDS);
    for (let i = 0; i < words.length; i++) words[i] = readWord(bytes, i);
  }
  const segment: Segment = { key, first: counter, blocks, words };
  if (recent.length < RECENT_SEGMENTS) recent.push(segment);
  else {
    recent[replaceNext] = segment;
    replaceNext = (replaceNext + 1) % RECENT_SEGMENTS;
  }
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
    const segment = this.segment ?? (this.segment = segmentAt(this.key, this.counter));
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
    return copy;
  }

  /** An independent stream keyed with this stream's next 8 words; this one moves past them. */
  split(): ChaChaStream {
    const key: number[] = [];
    for (let i = 0; i < KEY_WORDS; i++) key.push((this.next() ^ 0x8000_0000) >>> 0);
    return new ChaChaStream(key, 0, 0);
  }
}

/** Little-endian, as RFC 8439 reads key and keystream bytes, whatever the machine's byte order. */
function readWord(bytes: Uint8Array, i: number): number {
  const o = i * 4;
  return (bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16) | (bytes[o + 3]! << 24)) >>> 0;
}

function writeWord(bytes: Uint8Array, i: number, word: number): void {
  const o = i * 4;
  bytes[o] = word & 0xff;
  bytes[o + 1] = (word >>> 8) & 0xff;
  bytes[o + 2] = (word >>> 16) & 0xff;
  bytes[o + 3] = word >>> 24;
}
