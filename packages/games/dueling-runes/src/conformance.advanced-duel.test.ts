import { describe, expect, inject, it } from 'vitest';
import { advancedConformance } from './test-kit';

/** The quick tier runs the first 16 (`inject('sample')`). */
const PLAYOUTS = inject('sample') ? 16 : 500;

/** The engine's conformance suite on the Advanced Game (DRA-1), two wizards: 500 of its 2,000 playouts (see `advancedConformance`). */
describe('conformance of the Advanced Game: two wizards', () => {
  it(`passes ${PLAYOUTS} seeded random playouts`, { timeout: 900_000 }, () => {
    const report = advancedConformance('dra-duel', PLAYOUTS, [
      { health: 5, maxTurns: 4 },
      { courts: true, health: 3, maxTurns: 5 },
      { health: [2, 6], maxTurns: 4 },
    ]);
    expect(report.playouts).toBe(PLAYOUTS);
    expect(report.hiddenChecks).toBeGreaterThan(PLAYOUTS);
    expect(report.determinizations).toBeGreaterThan((report.actions * 2) / 4);
    for (const ending of ['win/loss', 'loss/win', 'draw/draw']) expect(report.endings[ending], ending).toBeGreaterThan(0);
  });
});
