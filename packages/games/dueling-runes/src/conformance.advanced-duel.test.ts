import { describe, expect, it } from 'vitest';
import { advancedConformance } from './test-kit';

/** The engine's conformance suite on the Advanced Game (DRA-1), two wizards: 500 of its 2,000 playouts (see `advancedConformance`). */
describe('conformance of the Advanced Game: two wizards', () => {
  it('passes 500 seeded random playouts', { timeout: 900_000 }, () => {
    const report = advancedConformance('dra-duel', [
      { health: 5, maxTurns: 4 },
      { courts: true, health: 3, maxTurns: 5 },
      { health: [2, 6], maxTurns: 4 },
    ]);
    expect(report.playouts).toBe(500);
    expect(report.hiddenChecks).toBeGreaterThan(500);
    expect(report.determinizations).toBeGreaterThan((report.actions * 2) / 4);
    for (const ending of ['win/loss', 'loss/win', 'draw/draw']) expect(report.endings[ending], ending).toBeGreaterThan(0);
  });
});
