import { describe, expect, it } from 'vitest';
import { advancedConformance } from './test-kit';

/** The engine's conformance suite on the Advanced Game (DRA-1), four wizards: 500 of its 2,000 playouts (see `advancedConformance`). */
describe('conformance of the Advanced Game: four wizards', () => {
  it('passes 500 seeded random playouts', { timeout: 900_000 }, () => {
    const report = advancedConformance('dra-four', [
      { players: 4, health: 2, maxTurns: 3 },
      { players: 4, courts: true, health: [2, 3, 2, 3], maxTurns: 3 },
    ]);
    expect(report.playouts).toBe(500);
    expect(report.hiddenChecks).toBeGreaterThan(500);
    expect(report.determinizations).toBeGreaterThan((report.actions * 4) / 4);
    expect(Object.keys(report.endings).every((e) => e.split('/').length === 4)).toBe(true);
    expect(Object.keys(report.endings).some((e) => e.includes('loss'))).toBe(true);
  });
});
