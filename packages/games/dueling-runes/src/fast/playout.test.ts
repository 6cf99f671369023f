/**
 * The fast path plays exactly the rules' random games: whole duels from a fresh deal, played once
 * by `randomPlayout` and once step by step through the rules' `apply` with a pick from
 * `legalActions`, reach the same state with the same draws left in the generator — the basic game
 * and the Advanced Game (DRA-1), one to four players, Courts on and off, with and without a turn
 * limit. (The engine's conformance suite checks short stretches of the same from many positions.)
 * The basic duel between players is played on numbered bookkeeping (duel.ts): it is held to the
 * rules from fresh deals, from positions in the middle of duels and up to a limit of actions.
 */
import { describe, expect, it, vi } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { configSchema } from '../config';
import type { DuelingRunesState } from '../core/state';
import { duelingRunes } from '../game';
import { covers } from './bookkeeping';
import { NumberedDuel, PLACEMENT_BOUND } from './duel';
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

/** A random duel step by step through the rules: each decision a pick from the legal actions, at most `limit` of them. */
function stepByStep(s: DuelingRunesState, rng: Rng, limit = Infinity): { state: DuelingRunesState; actions: number } {
  let actions = 0;
  while (s.stage !== 'over' && actions < limit) {
    const seat = duelingRunes.pending(s)[0]!;
    s = unwrap(duelingRunes.apply(s, seat, rng.pick(duelingRunes.legalActions(s, seat))));
    actions++;
  }
  return { state: s, actions };
}

/**
 * Plays a random duel on from `start` twice — by `randomPlayout` (at most `limit` actions) and
 * step by step through the rules — with generators made alike by `rng`, and requires the same
 * count of actions, the same state and the same next draw. Returns the rules' duel.
 */
function expectSameDuel(start: DuelingRunesState, rng: () => Rng, label: string, limit = 100_000): { state: DuelingRunesState; actions: number } {
  const slowRng = rng();
  const slow = stepByStep(duelingRunes.clone!(start), slowRng, limit);
  const fast = duelingRunes.clone!(start);
  const fastRng = rng();
  expect(randomPlayout(fast, fastRng, limit), `${label}: actions`).toBe(slow.actions);
  expect(withoutLog(fast), `${label}: the state`).toBe(withoutLog(slow.state));
  expect(fastRng.int(0, 1 << 30), `${label}: the next draw`).toBe(slowRng.int(0, 1 << 30));
  return slow;
}

describe('the fast path plays the rules’ random duels', () => {
  for (const variant of VARIANTS) {
    for (const raw of CONFIGS) {
      it(`${variant}, ${JSON.stringify(raw)}: ${SEEDS} whole duels from the deal, the same states and draws`, () => {
        const config = configSchema.parse({ ...raw, variant });
        for (let seed = 0; seed < SEEDS; seed++) {
          const dealt = unwrap(duelingRunes.setup(config, `fast-${variant}-${seed}`));
          expectSameDuel(dealt, () => Rng.fast(`moves-${seed}`), `seed ${seed}`);
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

describe('the basic duel on numbered bookkeeping (duel.ts)', () => {
  it('covers the basic game between two to four players, and leaves solitaire and the Advanced Game to the rules', () => {
    for (const players of [2, 3, 4]) expect(covers(configSchema.parse({ players })), `${players} players`).toBe(true);
    expect(covers(configSchema.parse({ players: 1 }))).toBe(false);
    for (const players of [1, 2, 3, 4]) expect(covers(configSchema.parse({ players, variant: 'advanced' })), `advanced, ${players}`).toBe(false);
  });

  it('is the path a covered duel is played on, and not the path of the others', () => {
    const play = vi.spyOn(NumberedDuel.prototype, 'play');
    try {
      randomPlayout(unwrap(duelingRunes.setup(configSchema.parse({}), 'numbered-used')), Rng.fast('used'), 100_000);
      expect(play).toHaveBeenCalled();
      play.mockClear();
      randomPlayout(unwrap(duelingRunes.setup(configSchema.parse({ variant: 'advanced' }), 'numbered-unused')), Rng.fast('unused'), 100_000);
      randomPlayout(unwrap(duelingRunes.setup(configSchema.parse({ players: 1 }), 'numbered-unused')), Rng.fast('unused'), 100_000);
      expect(play).not.toHaveBeenCalled();
    } finally {
      play.mockRestore();
    }
  });

  it('plays the rules’ duel for 80 more seeds of the two-wizard duel, the bench’s, the same states and draws', () => {
    const config = configSchema.parse({});
    for (let seed = 0; seed < 80; seed++) {
      const dealt = unwrap(duelingRunes.setup(config, `numbered-${seed}`));
      expectSameDuel(dealt, () => Rng.seeded(`numbered-moves-${seed}`), `seed ${seed}`);
    }
  });

  it('plays on from positions in the middle of duels (any stage, choices half made), as the AI’s playouts start', () => {
    for (let seed = 0; seed < 40; seed++) {
      const config = configSchema.parse({ players: 2 + (seed % 3), courts: seed % 2 === 0, maxTurns: seed % 4 === 0 ? 12 : null });
      const walk = Rng.fast(`middle-walk-${seed}`);
      // Some random steps through the rules, stopping anywhere: in a window, a declaration, an Amnesia, mid-placement.
      const start = stepByStep(unwrap(duelingRunes.setup(config, `middle-${seed}`)), walk, walk.int(0, 120)).state;
      if (start.stage === 'over') continue;
      expectSameDuel(start, () => Rng.fast(`middle-moves-${seed}`), `seed ${seed}`);
    }
  });

  it('stops where the rules stop when the playout’s limit of actions falls in the middle of a duel', () => {
    let cut = 0;
    for (let seed = 0; seed < 24; seed++) {
      // Long duels (high health), so that most of them are still going at the limit.
      const config = configSchema.parse({ players: 2 + (seed % 3), health: 20 });
      const limit = PLACEMENT_BOUND + 1 + seed * 13;
      const dealt = unwrap(duelingRunes.setup(config, `limit-${seed}`));
      const slow = expectSameDuel(dealt, () => Rng.fast(`limit-moves-${seed}`), `seed ${seed}`, limit);
      if (slow.actions === limit && slow.state.stage !== 'over') cut++;
    }
    expect(cut, 'duels stopped by the limit').toBeGreaterThan(12);
  });

  it('DR-12: stopped by the limit at a haste mini-turn nobody chooses in (the hasted wizard confused), plays on as the rules do', () => {
    const dealt = unwrap(duelingRunes.setup(configSchema.parse({}), 'memory-3429'));
    // The numbered duel stops after ten actions at a mini-turn in which no wizard chooses a card;
    // the rules reveal it by themselves, and the duel goes on to its end within the limit.
    const slow = expectSameDuel(dealt, () => Rng.fast('memory-moves-3429'), 'seed 3429', PLACEMENT_BOUND + 6);
    expect(slow.state.stage).toBe('over');
  });
});
