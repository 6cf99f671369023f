import { describe, expect, it } from 'vitest';
import { type AnyGame, checkConformance } from '@decktet/engine';
import { duelingRunes } from './game';

/** The engine's conformance suite, the other 800 playouts: three and four wizards (DR-20). */
describe('conformance: three and four wizards', () => {
  it('passes 800 seeded random playouts, Courts on and off', { timeout: 600_000 }, () => {
    const report = checkConformance(duelingRunes as unknown as AnyGame, {
      playouts: 800,
      seedPrefix: 'dr-multi',
      configs: [
        { players: 3, health: 1, maxTurns: 2 },
        { players: 3, courts: true, health: 2, maxTurns: 2 },
        { players: 4, health: 1, maxTurns: 2 },
        { players: 4, courts: true, health: [1, 2, 1, 2], maxTurns: 2 },
      ],
      legalSample: 1,
      hiddenEvery: 20,
      sampleContinuation: 4,
    });
    expect(report.playouts).toBe(800);
    expect(report.hiddenChecks).toBeGreaterThan(800);
    expect(Object.keys(report.endings).some((e) => e.split('/').length === 3)).toBe(true);
    expect(Object.keys(report.endings).some((e) => e.split('/').length === 4)).toBe(true);
    expect(Object.keys(report.endings).some((e) => e.includes('win'))).toBe(true);
  });
});
