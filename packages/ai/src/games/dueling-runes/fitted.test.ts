import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type AnyGame, parseConfig, unwrap } from '@decktet/engine';
import { type DuelingRunesState, duelingRunes } from '@decktet/dueling-runes';
import { FEATURE_COUNT, FITTED_WEIGHTS, WIZARD_FEATURES, fittedEvaluation, wizardFeatures } from './fitted';
import { duelingRunesHeuristic } from './heuristic';

const game: AnyGame = duelingRunes;
const evaluate = fittedEvaluation(FITTED_WEIGHTS);

/** Positions of seeded duels played at random, every few actions. */
function positions(config: Record<string, unknown>, duels: number, seed: string): DuelingRunesState[] {
  const out: DuelingRunesState[] = [];
  const rng = Rng.seeded(seed);
  for (let d = 0; d < duels; d++) {
    let state = unwrap(game.setup(unwrap(parseConfig(game, { ...game.simulationConfig, ...config })), `${seed}-${d}`)) as DuelingRunesState;
    for (let n = 0; !game.outcome(state); n++) {
      if (n % 5 === 0) out.push(state);
      const seat = game.pending(state)[0]!;
      state = unwrap(game.apply(state, seat, rng.pick(game.legalActions(state, seat)))) as DuelingRunesState;
    }
    out.push(state);
  }
  return out;
}

describe('the fitted Dueling Runes evaluation', () => {
  const duels = positions({}, 6, 'fitted-2');
  const many = [...positions({ players: 3 }, 3, 'fitted-3'), ...positions({ players: 4, variant: 'advanced' }, 3, 'fitted-4a'), ...positions({ players: 1 }, 3, 'fitted-1')];

  it('has a weight for every feature, and is the heuristic\'s fitted evaluation', () => {
    expect(FITTED_WEIGHTS).toHaveLength(FEATURE_COUNT);
    expect(WIZARD_FEATURES).toHaveLength(FEATURE_COUNT);
    expect(FITTED_WEIGHTS.every(Number.isFinite)).toBe(true);
    expect(() => fittedEvaluation([1, 2])).toThrow(`a Dueling Runes evaluation needs ${FEATURE_COUNT} weights, not 2`);
    expect(duelingRunesHeuristic.fitted).toBeTypeOf('function');
  });

  it('gives every seat a share in [0, 1], the shares adding to at most 1, and a dead wizard nothing', () => {
    for (const s of [...duels, ...many]) {
      const shares = evaluate(s);
      expect(shares).toHaveLength(s.names.length);
      for (const x of shares) expect(x).toBeGreaterThanOrEqual(0);
      const total = shares.reduce((a, b) => a + b, 0);
      // The solitaire automaton has no seat: its share is what the player's leaves.
      if (s.automaton < 0 && s.wizards.some((w) => w.alive)) expect(total).toBeCloseTo(1, 9);
      else expect(total).toBeLessThanOrEqual(1 + 1e-9);
      s.wizards.forEach((w) => {
        if (w.seat !== null && !w.alive) expect(shares[w.seat]).toBe(0);
      });
    }
  });

  it('is symmetric: two wizards with the same features share evenly, and swapping them swaps their shares', () => {
    const start = duels[0]!;
    const twins: DuelingRunesState = { ...start, wizards: [start.wizards[0]!, { ...start.wizards[0]!, seat: 1 }] };
    expect(evaluate(twins)).toEqual([0.5, 0.5]);
    for (const s of duels) {
      const swapped: DuelingRunesState = { ...s, wizards: [{ ...s.wizards[1]!, seat: 0 }, { ...s.wizards[0]!, seat: 1 }], declared: s.declared.map((d) => ({ ...d, target: 1 - d.target, caster: 1 - d.caster })) };
      const [a, b] = evaluate(s);
      const [c, d] = evaluate(swapped);
      expect(c).toBeCloseTo(b!, 9);
      expect(d).toBeCloseTo(a!, 9);
    }
  });

  it('values health: the healthier of two otherwise equal wizards is ahead', () => {
    const start = duels[0]!;
    const hurt: DuelingRunesState = { ...start, wizards: [{ ...start.wizards[0]!, health: 5 }, { ...start.wizards[0]!, seat: 1 }] };
    const [a, b] = evaluate(hurt);
    expect(a).toBeLessThan(0.5);
    expect(b).toBeGreaterThan(0.5);
  });

  it('reads the features it names from the state', () => {
    const s = duels[0]!;
    const out = new Float64Array(FEATURE_COUNT);
    wizardFeatures(s, 0, out);
    const feature = (name: (typeof WIZARD_FEATURES)[number]) => out[WIZARD_FEATURES.indexOf(name)];
    expect(feature('health')).toBe(s.wizards[0]!.health);
    expect(feature('sqrt-health')).toBeCloseTo(Math.sqrt(s.wizards[0]!.health), 12);
    expect(feature('hand-size')).toBe(s.wizards[0]!.hand.length);
    expect(feature('face-up')).toBe(0);
    expect(feature('monster-health')).toBe(0);
  });
});
