import { describe, expect, it } from 'vitest';
import { type AnyGame, checkConformance } from '@decktet/engine';
import { hieroglyphs } from './game';

/**
 * The suite serialises the whole state, log included, some twenty times per action: a Hieroglyphs
 * playout (about 75 actions) costs it about 0.2 s of CPU. The default run keeps to a fair share of
 * the test budget; HIEROGLYPHS_CONFORMANCE_PLAYOUTS=2000 runs the full soak (about 7 CPU-minutes).
 */
const PLAYOUTS = Number(process.env.HIEROGLYPHS_CONFORMANCE_PLAYOUTS ?? 150);

describe('Hieroglyphs under the engine conformance suite', () => {
  it(`passes over ${PLAYOUTS} seeded random playouts`, () => {
    const report = checkConformance(hieroglyphs as unknown as AnyGame, { playouts: PLAYOUTS, hiddenEvery: 10, sampleContinuation: 4, legalSample: 2 });
    expect(report.playouts).toBe(PLAYOUTS);
    expect(report.actions).toBeGreaterThan(PLAYOUTS * 20);
    expect(report.illegalRejected).toBeGreaterThan(report.actions);
    expect(report.hiddenChecks).toBeGreaterThan(PLAYOUTS * 3);
    expect(report.endings['win/loss']).toBeGreaterThan(0);
    expect(report.endings['loss/win']).toBeGreaterThan(0);
  }, 600_000);
});
