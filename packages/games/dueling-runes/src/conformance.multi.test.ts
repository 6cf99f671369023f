import { describe, expect, inject, it } from 'vitest';
import { checkConformance } from '@decktet/engine';
import { duelingRunes } from './game';

/** The engine's conformance suite, the other 800 playouts: three and four wizards (DR-20). The quick tier runs the first 40 and 8 (`inject('sample')`). */
const PLAYOUTS = inject('sample') ? 40 : 800;
const LONG_PLAYOUTS = inject('sample') ? 8 : 48;

describe('conformance: three and four wizards', () => {
  it(`passes ${PLAYOUTS} seeded random playouts, Courts on and off`, { timeout: 600_000 }, () => {
    const report = checkConformance(duelingRunes, {
      playouts: PLAYOUTS,
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
    expect(report.playouts).toBe(PLAYOUTS);
    expect(report.hiddenChecks).toBeGreaterThan(PLAYOUTS);
    // Every seat's view is determinized at every step (sampleState and randomizeHidden).
    expect(report.determinizations).toBeGreaterThan(report.actions * 3);
    expect(Object.keys(report.endings).some((e) => e.split('/').length === 3)).toBe(true);
    expect(Object.keys(report.endings).some((e) => e.split('/').length === 4)).toBe(true);
    expect(Object.keys(report.endings).some((e) => e.includes('win'))).toBe(true);
  });

  it(`passes ${LONG_PLAYOUTS} longer playouts that run the deck down, reaction windows included (finding 2)`, { timeout: 600_000 }, () => {
    // Four hands and four sequences hold most of the deck by the fifth turn: the unseen cards are
    // few, and who can cast a special spell in a window must still agree with every determinization.
    const report = checkConformance(duelingRunes, {
      playouts: LONG_PLAYOUTS,
      seedPrefix: 'dr-multi-long',
      configs: [
        { players: 4, health: 12, maxTurns: 6 },
        { players: 4, courts: true, health: 6, maxTurns: 8 },
        { players: 3, health: 6, maxTurns: 10 },
        { players: 4, health: [12, 6, 12, 6], maxTurns: 7 },
      ],
      legalSample: 1,
      hiddenEvery: 20,
      sampleContinuation: 4,
    });
    expect(report.playouts).toBe(LONG_PLAYOUTS);
    expect(report.longest).toBeGreaterThan(60);
    expect(report.determinizations).toBeGreaterThan(report.actions * 3);
  });
});
