import { describe, expect, inject, it } from 'vitest';
import { advancedConformance } from './test-kit';

/** The quick tier runs the first 16 (`inject('sample')`). */
const PLAYOUTS = inject('sample') ? 16 : 500;

/** The engine's conformance suite on the Advanced Game (DRA-1), three wizards: 500 of its 2,000 playouts (see `advancedConformance`). */
describe('conformance of the Advanced Game: three wizards', () => {
  it(`passes ${PLAYOUTS} seeded random playouts`, { timeout: 900_000 }, () => {
    const report = advancedConformance('dra-three', PLAYOUTS, [
      { players: 3, health: 3, maxTurns: 3 },
      { players: 3, courts: true, health: 4, maxTurns: 4 },
    ]);
    expect(report.playouts).toBe(PLAYOUTS);
    expect(report.hiddenChecks).toBeGreaterThan(PLAYOUTS);
    expect(report.determinizations).toBeGreaterThan((report.actions * 3) / 4);
    expect(Object.keys(report.endings).every((e) => e.split('/').length === 3)).toBe(true);
    expect(Object.keys(report.endings).some((e) => e.includes('loss'))).toBe(true);
  });
});
