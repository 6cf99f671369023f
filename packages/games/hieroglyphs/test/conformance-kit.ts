import { expect } from 'vitest';
import { checkConformance } from '@decktet/engine';
import { hieroglyphs } from '../src/game';

/**
 * Runs one share of the engine's conformance suite. The 2,000 playouts are split over two test
 * files so that they run side by side; seeds do not overlap between shares.
 */
export function conformanceShare(share: number, playouts: number): void {
  const report = checkConformance(hieroglyphs, {
    playouts,
    seedPrefix: `hieroglyphs-share${share}`,
    hiddenEvery: 10,
    sampleContinuation: 4,
    legalSample: 2,
  });
  expect(report.playouts).toBe(playouts);
  expect(report.actions).toBeGreaterThan(playouts * 20);
  expect(report.illegalRejected).toBeGreaterThan(report.actions);
  expect(report.hiddenChecks).toBeGreaterThan(playouts * 3);
  // Both seats' views are determinized at every step (sampleState and randomizeHidden).
  expect(report.determinizations).toBeGreaterThan(report.actions);
  expect(report.endings['win/loss']).toBeGreaterThan(0);
  expect(report.endings['loss/win']).toBeGreaterThan(0);
}
