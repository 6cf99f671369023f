/**
 * A duel's state keeps one shape from the deal to the end: the same fields, in the same order, on
 * the state and on every wizard, whether dealt, copied or imagined. A field added halfway through
 * a duel gives the engine running the rules two shapes of state to read, which slowed every rule
 * (docs/performance.md, "Dueling Runes random games, against f43976d").
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { SIMULATION_CONFIG } from './core/config';
import { configSchema } from './config';
import { duelingRunes } from './game';
import type { DuelingRunesState } from './core/state';

const shape = (s: DuelingRunesState) => ({ state: Object.keys(s), wizards: s.wizards.map((w) => Object.keys(w)) });

describe('the shape of a duel state', () => {
  it.each([
    ['a duel', { players: 2 }],
    ['four wizards with the Courts', { players: 4, courts: true }],
    ['solitaire', { players: 1 }],
  ])('%s: the fields of the state and its wizards stay the same through random duels, dealt, copied and imagined', (_name, settings) => {
    const config = configSchema.parse({ ...SIMULATION_CONFIG, ...settings });
    const rng = Rng.fast('shape');
    let counted = 0;
    for (let g = 0; g < 12; g++) {
      const s = unwrap(duelingRunes.setup(config, `shape-${g}`));
      const dealt = shape(s);
      expect(s.windowDecisions).toBe(0);
      let steps = 0;
      while (s.stage !== 'over') {
        const seat = duelingRunes.pending(s)[0]!;
        duelingRunes.applyInPlace!(s, seat, duelingRunes.randomAction!(s, seat, rng));
        expect(shape(s)).toEqual(dealt);
        expect(shape(duelingRunes.clone!(s))).toEqual(dealt);
        const asked = duelingRunes.pending(s)[0];
        if (steps++ % 25 === 0 && asked !== undefined) expect(shape(duelingRunes.sampleState!(duelingRunes.view(s, asked), asked, rng))).toEqual(dealt);
      }
      if (s.windowDecisions! > 0) counted++;
    }
    // Decisions in reaction windows were made and counted: the count was there from the deal, not added then.
    expect(counted).toBeGreaterThan(0);
  });
});
