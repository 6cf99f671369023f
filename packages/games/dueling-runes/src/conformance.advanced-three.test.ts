import { describe, expect, it } from 'vitest';
import { advancedConformance } from './test-kit';

/** The engine's conformance suite on the Advanced Game (DRA-1), three wizards: 500 of its 2,000 playouts (see `advancedConformance`). */
describe('conformance of the Advanced Game: three wizards', () => {
  it('passes 500 seeded random playouts', { timeout: 900_000 }, () => {
    const report = advancedConformance('dra-three', [
      { players: 3, health: 3, maxTurns: 3 },
      { players: 3, courts: true, health: 4, maxTurns: 4 },
    ]);
    expect(report.playouts).toBe(500);
    expect(report.hiddenChecks).toBeGreaterThan(500);
    expect(report.determinizations).toBeGreaterThan((report.actions * 3) / 4);
    expect(Object.keys(report.endings).every((e) => e.split('/').length === 3)).toBe(true);
    expect(Object.keys(report.endings).some((e) => e.includes('loss'))).toBe(true);
  });
});
