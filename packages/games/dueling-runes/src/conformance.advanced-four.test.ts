import { describe, expect, inject, it } from 'vitest';
import { advancedConformance } from './test-kit';

/** The quick tier runs the first 16 (`inject('sample')`). */
const PLAYOUTS = inject('sample') ? 16 : 500;

/** The engine's conformance suite on the Advanced Game (DRA-1), four wizards: 500 of its 2,000 playouts (see `advancedConformance`). */
describe('conformance of the Advanced Game: four wizards', () => {
  it(`passes ${PLAYOUTS} seeded random playouts`, { timeout: 900_000 }, () => {
    const report = advancedConformance('dra-four', PLAYOUTS, [
      { players: 4, health: 2, maxTurns: 3 },
      { players: 4, courts: true, health: [2, 3, 2, 3], maxTurns: 3 },
    ]);
    expect(report.playouts).toBe(PLAYOUTS);
    expect(report.hiddenChecks).toBeGreaterThan(PLAYOUTS);
    expect(report.determinizations).toBeGreaterThan((report.actions * 4) / 4);
    expect(Object.keys(report.endings).every((e) => e.split('/').length === 4)).toBe(true);
    expect(Object.keys(report.endings).some((e) => e.includes('loss'))).toBe(true);
  });
});
