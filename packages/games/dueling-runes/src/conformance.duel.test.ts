import { describe, expect, inject, it } from 'vitest';
import { checkConformance } from '@decktet/engine';
import { duelingRunes } from './game';

/**
 * The engine's conformance suite, 1,200 of the 2,000 playouts: two wizards and solitaire (the other
 * 800, three and four wizards, is in conformance.multi.test.ts so the two run side by side).
 * Short duels (low health, few turns) keep each playout cheap; full-length random games are
 * covered by the property tests. The quick tier runs the first 60 of them (`inject('sample')`).
 */
const PLAYOUTS = inject('sample') ? 60 : 1200;

describe('conformance: two wizards and solitaire', () => {
  it(`passes ${PLAYOUTS} seeded random playouts, Courts on and off`, { timeout: 600_000 }, () => {
    const report = checkConformance(duelingRunes, {
      playouts: PLAYOUTS,
      seedPrefix: 'dr-duel',
      configs: [
        { health: 12, maxTurns: 3 },
        { courts: true, health: 2, maxTurns: 6 },
        { health: [1, 3], maxTurns: 5 },
        { players: 1, health: [3, 2], maxTurns: 6 },
        { players: 1, courts: true, health: 12, maxTurns: 3 },
        { players: 1, health: 1, counterSpell: ['suns'], magicMirror: ['waves', 'leaves'], maxTurns: 6 },
      ],
      legalSample: 1,
      hiddenEvery: 20,
      sampleContinuation: 4,
    });
    expect(report.playouts).toBe(PLAYOUTS);
    expect(report.hiddenChecks).toBeGreaterThan((PLAYOUTS * 5) / 6);
    // Every seat's view is determinized at every step (sampleState and randomizeHidden).
    expect(report.determinizations).toBeGreaterThan(report.actions);
    expect(report.illegalRejected).toBeGreaterThan(report.actions);
    for (const ending of ['win/loss', 'loss/win', 'draw/draw', 'win', 'loss', 'draw']) expect(report.endings[ending], ending).toBeGreaterThan(0);
  });
});
