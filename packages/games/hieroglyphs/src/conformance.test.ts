import { describe, expect, it } from 'vitest';
import { type AnyGame, checkConformance } from '@decktet/engine';
import { hieroglyphs } from './game';

describe('Hieroglyphs under the engine conformance suite', () => {
  it('passes over 2,000 seeded random playouts', () => {
    const report = checkConformance(hieroglyphs as unknown as AnyGame, { playouts: 2000, hiddenEvery: 40, sampleContinuation: 8, legalSample: 3 });
    expect(report.playouts).toBe(2000);
    expect(report.actions).toBeGreaterThan(2000 * 20);
    expect(report.illegalRejected).toBeGreaterThan(report.actions);
    expect(report.hiddenChecks).toBeGreaterThan(2000);
    expect(Object.keys(report.endings).sort()).toEqual(['draw/draw', 'loss/win', 'win/loss']);
  });
});
