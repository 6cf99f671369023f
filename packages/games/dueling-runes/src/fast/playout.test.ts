/**
 * The fast path plays exactly the rules' random games: whole duels from a fresh deal, played once
 * by `randomPlayout` and once step by step through the rules' `apply` with a pick from
 * `legalActions`, reach the same state with the same draws left in the generator — the basic game
 * and the Advanced Game (DRA-1), one to four players, Courts on and off, with and without a turn
 * limit. (The engine's conformance suite checks short stretches of the same from many positions.)
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { configSchema } from '../config';
import type { DuelingRunesState } from '../core/state';
import { duelingRunes } from '../game';
import { randomOption, randomPlayout } from './playout';

const CONFIGS: Record<string, unknown>[] = [
  { maxTurns: 100 },
  { courts: true },
  { players: 1, maxTurns: 100 },
  { players: 1, courts: true, health: [6, 12] },
  { players: 3, maxTurns: 100 },
  { players: 4, courts: true, health: 6 },
  { health: [3, 20], counterSpell: ['suns'], magicMirror: ['waves', 'leaves'] },
];
const VARIANTS = ['basic', 'advanced'] as const;
const SEEDS = 12;

/** The state without its log (the fast path writes none). */
const withoutLog = (s: DuelingRunesState) => JSON.stringify({ ...s, log: [] });

/** A random duel step by step through the rules: each decision a pick from the legal actions. */
function stepByStep(s: DuelingRunesState, rng: Rng): { state: DuelingRunesState; actions: number } {
  let actions = 0;
  while (s.stage !== 'over') {
    const seat = duelingRunes.pending(s)[0]!;
    s = unwrap(duelingRunes.apply(s, seat, rng.pick(duelingRunes.legalActions(s, seat))));
    actions++;
  }
  return { state: s, actions };
}

describe('the fast path plays the rules’ random duels', () => {
  for (const variant of VARIANTS) {
    for (const raw of CONFIGS) {
      it(`${variant}, ${JSON.stringify(raw)}: ${SEEDS} whole duels from the deal, the same states and draws`, () => {
        const config = configSchema.parse({ ...raw, variant });
        for (let seed = 0; seed < SEEDS; seed++) {
          const dealt = unwrap(duelingRunes.setup(config, `fast-${variant}-${seed}`));
          const slowRng = Rng.fast(`moves-${seed}`);
          const slow = stepByStep(duelingRunes.clone!(dealt), slowRng);
          const fast = duelingRunes.clone!(dealt);
          const fastRng = Rng.fast(`moves-${seed}`);
          const played = randomPlayout(fast, fastRng, 100_000);
          expect(played, `seed ${seed}: actions`).toBe(slow.actions);
          expect(withoutLog(fast), `seed ${seed}: the final state`).toBe(withoutLog(slow.state));
          // The same number of draws: the generators go on alike.
          expect(fastRng.int(0, 1 << 30), `seed ${seed}: the next draw`).toBe(slowRng.int(0, 1 << 30));
        }
      });
    }
  }

  it('a single random choice is the one a pick from the legal actions makes, with the same draw, at every step of a duel', () => {
    for (const variant of VARIANTS) {
      for (let seed = 0; seed < 4; seed++) {
        let s = unwrap(duelingRunes.setup(configSchema.parse({ players: 2 + (seed % 3), variant, maxTurns: 30 }), `option-${variant}-${seed}`));
        const rng = Rng.fast(`option-moves-${seed}`);
        while (s.stage !== 'over') {
          const seat = duelingRunes.pending(s)[0]!;
          const quick = Rng.from(rng.state());
          const chosen = rng.pick(duelingRunes.legalActions(s, seat));
          expect(duelingRunes.formatAction(randomOption(s, seat, quick))).toBe(duelingRunes.formatAction(chosen));
          expect(quick.state()).toEqual(rng.state());
          s = unwrap(duelingRunes.apply(s, seat, chosen));
        }
      }
    }
  });
});

