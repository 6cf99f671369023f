import { chacha20 } from '@noble/ciphers/chacha.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedBytes } from './chacha-stream';
import { Rng, rngKind, seedRng } from './rng';

const words = (hex: string): number[] => {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  return Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readUInt32LE(i * 4));
};
const draw32 = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 0xffff_ffff));

/** RFC 8439 appendix A.1, the ChaCha20 block function test vectors with the all-zero nonce. */
const RFC8439_BLOCKS = [
  {
    name: 'test vector #1 (zero key, block 0)',
    key: '00'.repeat(32),
    counter: 0,
    keystream: `76 b8 e0 ad a0 f1 3d 90 40 5d 6a e5 53 86 bd 28 bd d2 19 b8 a0 8d ed 1a a8 36 ef cc 8b 77 0d c7
                da 41 59 7c 51 57 48 8d 77 24 e0 3f b8 d8 4a 37 6a 43 b8 f4 15 18 a1 1c c3 87 b6 69 b2 ee 65 86`,
  },
  {
    name: 'test vector #2 (zero key, block 1)',
    key: '00'.repeat(32),
    counter: 1,
    keystream: `9f 07 e7 be 55 51 38 7a 98 ba 97 7c 73 2d 08 0d cb 0f 29 a0 48 e3 65 69 12 c6 53 3e 32 ee 7a ed
                29 b7 21 76 9c e6 4e 43 d5 71 33 b0 74 d8 39 d5 31 ed 1f 28 51 0a fb 45 ac e1 0a 1f 4b 79 4d 6f`,
  },
  {
    name: 'test vector #3 (key ending in 01, block 1)',
    key: '00'.repeat(31) + '01',
    counter: 1,
    keystream: `3a eb 52 24 ec f8 49 92 9b 9d 82 8d b1 ce d4 dd 83 20 25 e8 01 8b 81 60 b8 22 84 f3 c9 49 aa 5a
                8e ca 00 bb b4 a7 3b da d1 92 b5 c4 2f 73 f2 fd 4e 27 36 44 c8 b3 61 25 a6 4a dd eb 00 6c 13 a0`,
  },
  {
    name: 'test vector #4 (key 00 ff 00…, block 2)',
    key: '00ff' + '00'.repeat(30),
    counter: 2,
    keystream: `72 d5 4d fb f1 2e c4 4b 36 26 92 df 94 13 7f 32 8f ea 8d a7 39 90 26 5e c1 bb be a1 ae 9a f0 ca
                13 b2 5a a2 6c b4 a6 48 cb 9b 9d 1b e6 5b 2c 09 24 a6 6c 54 d5 45 ec 1b 73 74 f4 87 2e 99 f0 96`,
  },
];

describe('the ChaCha20 stream (finding 1)', () => {
  it('finding 1: draws the RFC 8439 block function test vectors through Rng', () => {
    for (const v of RFC8439_BLOCKS) {
      const rng = Rng.from([...words(v.key), v.counter, 0]);
      expect(rng.kind).toBe('chacha20');
      expect(draw32(rng, 16), v.name).toEqual(words(v.keystream));
      // The next block follows, and the state says so.
      expect(rng.state()).toEqual([...words(v.key), v.counter + 1, 0]);
    }
    // Block 1 of the zero key continues block 0 (vectors #1 then #2).
    const zero = Rng.from([...words('00'.repeat(32)), 0, 0]);
    expect(draw32(zero, 32)).toEqual([...words(RFC8439_BLOCKS[0]!.keystream), ...words(RFC8439_BLOCKS[1]!.keystream)]);
  });

  it('finding 1: any key, block and word index give the keystream noble computes, word for word', () => {
    const u32 = fc.integer({ min: 0, max: 0xffff_ffff });
    fc.assert(
      fc.property(fc.array(u32, { minLength: 8, maxLength: 8 }), fc.integer({ min: 0, max: 2 ** 32 - 100 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 200 }), (key, counter, index, n) => {
        const rng = Rng.from([...key, counter, index]);
        const got = draw32(rng, n);
        const keyBytes = Buffer.alloc(32);
        key.forEach((w, i) => keyBytes.writeUInt32LE(w, i * 4));
        const blocks = Math.ceil((index + n) / 16);
        const stream = Buffer.from(chacha20(keyBytes, new Uint8Array(12), new Uint8Array(blocks * 64), undefined, counter));
        const expected = Array.from({ length: n }, (_, i) => stream.readUInt32LE((index + i) * 4));
        expect(got).toEqual(expected);
        expect(rng.state()).toEqual([...key, counter + Math.floor((index + n) / 16), (index + n) % 16]);
      }),
      { numRuns: 200 },
    );
  });

  it('finding 1: a JSON round trip at any point continues exactly the same stream', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 6 }), (seed, stops) => {
        const straight = Rng.from(seedRng(seed));
        let resumed = Rng.from(seedRng(seed));
        for (const stop of stops) {
          const a = Array.from({ length: stop }, () => straight.int(0, 51));
          const b = Array.from({ length: stop }, () => resumed.int(0, 51));
          expect(b).toEqual(a);
          resumed = Rng.from(JSON.parse(JSON.stringify(resumed.state())));
        }
        expect(resumed.state()).toEqual(straight.state());
      }),
      { numRuns: 200 },
    );
  });

  it('finding 1: many tables drawing in turn each get their own stream, as if drawn alone', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 19 }), { minLength: 1, maxLength: 400 }), (turns) => {
        // One game state per table, restored for every draw as the rules do.
        const states = Array.from({ length: 20 }, (_, t) => seedRng(`table-${t}`));
        const drawn: number[][] = states.map(() => []);
        for (const t of turns) {
          const rng = Rng.from(states[t]!);
          drawn[t]!.push(rng.int(0, 44), rng.int(0, 44));
          states[t] = rng.state();
        }
        for (const [t, got] of drawn.entries()) {
          const alone = Rng.from(seedRng(`table-${t}`));
          expect(got).toEqual(Array.from({ length: got.length }, () => alone.int(0, 44)));
        }
      }),
      { numRuns: 50 },
    );
  });

  it('finding 1: int stays in range and uniform', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1e9, max: 1e9 }), fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 2 ** 32, max: 2 ** 45 })), (seed, from, width) => {
        const rng = Rng.from(seedRng(seed));
        for (let i = 0; i < 10; i++) {
          const n = rng.int(from, from + width);
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(from);
          expect(n).toBeLessThanOrEqual(from + width);
        }
      }),
    );
    // Chi-squared over 45 outcomes (a card from the deck), 90,000 draws: 44 degrees of freedom,
    // p = 0.001 at 78.7, so a fair generator fails this seeded check with no realistic chance.
    const rng = Rng.from(seedRng('uniform'));
    const counts = new Array<number>(45).fill(0);
    const draws = 90_000;
    for (let i = 0; i < draws; i++) counts[rng.int(0, 44)]!++;
    const expected = draws / 45;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(78.7);
    // And the odd bucket out of a range that does not divide 2^32 is not favoured.
    const big = Rng.from(seedRng('uniform-3'));
    const thirds = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) thirds[Math.floor(big.int(0, 3 * 2 ** 30 - 1) / 2 ** 30)]!++;
    for (const c of thirds) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('finding 1: the stream stops at its last block instead of wrapping round', () => {
    const key = seedRng('end').slice(0, 8);
    const rng = Rng.from([...key, 0xffff_fffe, 14]);
    rng.int(0, 9);
    expect(rng.state()).toEqual([...key, 0xffff_fffe, 15]);
    expect(() => rng.int(0, 0xffff_ffff)).toThrow(/exhausted/);
    expect(() => Rng.from([...key, 0xffff_ffff, 0])).toThrow(/block counter is not a whole number from 0 to 4294967294/);
  });

  it('finding 1: seeds are read as UTF-8, and lone surrogates still give distinct bytes', () => {
    expect([...seedBytes('aé🂡')]).toEqual([...Buffer.from('aé🂡', 'utf8')]);
    expect([...seedBytes('a\ud800b')]).toEqual([0x61, 0xed, 0xa0, 0x80, 0x62]);
    expect([...seedBytes('\udfff')]).toEqual([0xed, 0xbf, 0xbf]);
    expect(rngKind(seedRng('a\ud800b'))).toBe('chacha20');
  });

  it('finding 1: split and seedString carry the full strength of the stream', () => {
    const rng = Rng.from(seedRng('split'));
    const child = rng.split();
    expect(child.kind).toBe('chacha20');
    expect(child.state().slice(8)).toEqual([0, 0]);
    expect(child.state().slice(0, 8)).not.toEqual(seedRng('split').slice(0, 8));
    // 4 words (128 bits) in base 36, against 2 for the fast generator.
    expect(Rng.from(seedRng('name')).seedString().length).toBeGreaterThan(Rng.fast('name').seedString().length);
  });
});
