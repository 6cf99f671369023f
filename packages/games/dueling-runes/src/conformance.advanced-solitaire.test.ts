import { describe, expect, inject, it } from 'vitest';
import { advancedConformance } from './test-kit';

/** The quick tier runs the first 60 (`inject('sample')`). */
const SAMPLE = inject('sample');
const PLAYOUTS = SAMPLE ? 60 : 500;

/** The engine's conformance suite on the Advanced Game (DRA-1), solitaire against the automaton: 500 of its 2,000 playouts (see `advancedConformance`). */
describe('conformance of the Advanced Game: solitaire against the automaton', () => {
  it(`passes ${PLAYOUTS} seeded random playouts`, { timeout: 900_000 }, () => {
    const report = advancedConformance('dra-solitaire', PLAYOUTS, [
      { players: 1, health: [4, 3], maxTurns: 5 },
      { players: 1, courts: true, health: 3, maxTurns: 4 },
      { players: 1, health: [2, 5], counterSpell: ['suns'], maxTurns: 5 },
    ]);
    expect(report.playouts).toBe(PLAYOUTS);
    // Every playout has its check of hidden information; over the full run some have a second.
    expect(report.hiddenChecks).toBeGreaterThanOrEqual(SAMPLE ? PLAYOUTS : PLAYOUTS + 1);
    expect(report.determinizations).toBeGreaterThan((report.actions * 1) / 4);
    for (const ending of ['win', 'loss', 'draw']) expect(report.endings[ending], ending).toBeGreaterThan(0);
  });
});
