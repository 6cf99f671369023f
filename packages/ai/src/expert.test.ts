import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type AnyGame, type BaseState, parseConfig, unwrap } from '@decktet/engine';
import { type DuelingRunesState, duelingRunes } from '@decktet/dueling-runes';
import { hieroglyphs } from '@decktet/hieroglyphs';
import type { BotSpec } from './bot';
import { CUTOFF_DEPTH, searchOptions } from './create-bot';
import { decisionRng } from './decision-rng';
import { duelingRunesAi } from './games/dueling-runes';
import { duelingRunesHeuristic } from './games/dueling-runes/heuristic';
import { ismctsSearch, step } from './ismcts';
import { BOT_GAMES } from './registry';
import { DIFFICULTIES, EXPERT_ITERATIONS, difficultySpec } from './spec';
import { weightedSampler } from './weighting/secret-choices';

const runes: AnyGame = duelingRunes;
const glyphs: AnyGame = hieroglyphs;

function expertSpec(game: AnyGame) {
  const spec = difficultySpec('expert', BOT_GAMES.find(game.id)?.difficulties);
  if (spec.kind !== 'ismcts') throw new Error('expert searches');
  return spec;
}

/** A position of a seeded game after `actions` random actions (or earlier, where `stop` says so). */
function positionOf(game: AnyGame, seed: string, actions: number, stop: (s: BaseState) => boolean = () => false): BaseState {
  const rng = Rng.seeded(seed);
  let state: BaseState = unwrap(game.setup(unwrap(parseConfig(game, { ...game.simulationConfig })), seed));
  for (let n = 0; n < actions && !game.outcome(state) && !stop(state); n++) {
    const seat = game.pending(state)[0]!;
    state = step(game, structuredClone(state), seat, rng.pick(game.legalActions(state, seat)));
  }
  return state;
}

/** A duel where seat 0 has placed its card in secret and seat 1 is still to choose. */
function secretChoiceMade(seed: string): BaseState {
  const rng = Rng.seeded(`${seed}-moves`);
  let state = positionOf(runes, seed, 40, (s) => (s as DuelingRunesState).stage === 'choose' && runes.pending(s).length === 2);
  const legal = runes.legalActions(state, 0);
  state = step(runes, structuredClone(state), 0, rng.pick(legal));
  expect(runes.pending(state)).toEqual([1]);
  expect((state as DuelingRunesState).wizards[0]!.pick).not.toBeNull();
  return state;
}

describe('the expert level', () => {
  it('is the strongest level, searching EXPERT_ITERATIONS with weighted determinizations and a 1.5 s safety stop; two tree levels in Hieroglyphs, one in Dueling Runes with the fitted evaluation', () => {
    expect(DIFFICULTIES.at(-1)).toBe('expert');
    const shared = { budget: { iterations: EXPERT_ITERATIONS }, playout: 'heuristic', weighted: 'made', maxMs: 1500 };
    expect(expertSpec(glyphs)).toEqual({ kind: 'ismcts', ...shared, treeDepth: 2 });
    expect(expertSpec(runes)).toEqual({ kind: 'ismcts', ...shared, treeDepth: 1, evaluation: 'fitted' });
    // Its playouts are judged by the fitted evaluation after the usual cut-off; hard's by health.
    expect(searchOptions(runes, expertSpec(runes)).cutoff).toEqual({ depth: CUTOFF_DEPTH, evaluate: duelingRunesAi.heuristic!.fitted });
    const hard = difficultySpec('hard', duelingRunesAi.difficulties) as Extract<BotSpec, { kind: 'ismcts' }>;
    expect(searchOptions(runes, hard).cutoff?.evaluate).toBe(duelingRunesAi.heuristic!.evaluate);
  });

  it.each([
    ['Dueling Runes', runes, 30],
    ['Hieroglyphs', glyphs, 12],
  ] as const)('chooses the same in %s for the same seed and view: its budget decides, not the clock', (_name, game, actions) => {
    const state = positionOf(game, `same-${game.id}`, actions);
    const seat = game.pending(state)[0]!;
    const legal = game.legalActions(state, seat);
    expect(legal.length).toBeGreaterThan(1);
    // A clock that never moves: the 1.5 s safety stop stays out of the way on a busy test machine.
    const options = { ...searchOptions(game, expertSpec(game)), now: () => 0 };
    const decide = (view: unknown, actions: readonly unknown[]) => ismctsSearch(game, view, actions, seat, decisionRng('seed', view, seat), options);
    const first = decide(game.view(state, seat), legal);
    const again = decide(structuredClone(game.view(state, seat)), structuredClone(legal));
    expect(first.iterations).toBe(EXPERT_ITERATIONS);
    expect(again.action).toEqual(first.action);
    expect(again.stats).toEqual(first.stats);
  });

  it('stops at its safety limit on a slow machine, whatever is left of its budget', () => {
    const state = positionOf(glyphs, 'slow', 12);
    const seat = glyphs.pending(state)[0]!;
    // A clock that says 100 ms pass between two readings: 1.5 s is over after 15 readings.
    let time = 0;
    const now = () => (time += 100);
    const options = { ...searchOptions(glyphs, expertSpec(glyphs)), now };
    const result = ismctsSearch(glyphs, glyphs.view(state, seat), glyphs.legalActions(state, seat), seat, Rng.fast('slow'), options);
    expect(result.iterations).toBeGreaterThan(0);
    expect(result.iterations).toBeLessThanOrEqual(15);
    expect(result.iterations).toBeLessThan(EXPERT_ITERATIONS);
  });
});

/** Whether seat 0's secret pick in a determinization is the one its rules of thumb make there. */
function followsRulesOfThumb(s: DuelingRunesState, seed: string): boolean {
  const wizard = s.wizards[0]!;
  wizard.owes = true;
  const options = runes.legalActions(s, 0);
  wizard.owes = false;
  return JSON.stringify(wizard.pick) === JSON.stringify(duelingRunesHeuristic.playout!(s, options, 0, Rng.fast(seed)));
}

describe('determinization weighting (opponents\' secret choices)', () => {
  it('deals an opponent\'s secret card as its rules of thumb would place it, mostly, and keeps every determinization true to the view', () => {
    const sample = weightedSampler(runes, duelingRunesAi)!;
    let heuristicAgrees = 0;
    let uniformAgrees = 0;
    let samples = 0;
    for (let p = 0; p < 6; p++) {
      const state = secretChoiceMade(`weigh-${p}`);
      const view = runes.view(state, 1);
      const rng = Rng.fast(`weigh-${p}`);
      for (let i = 0; i < 60; i++) {
        const weighted = sample(view, 1, rng) as DuelingRunesState;
        const uniform = runes.sampleState(view, 1, rng) as DuelingRunesState;
        // Nothing the seat sees changes: the same view, its own hand and (absent) choice untouched.
        expect(runes.view(weighted, 1)).toEqual(view);
        if (followsRulesOfThumb(weighted, `w-${p}-${i}`)) heuristicAgrees++;
        // The same for a uniform deal: how often chance alone matches the rules of thumb.
        if (followsRulesOfThumb(uniform, `u-${p}-${i}`)) uniformAgrees++;
        samples++;
      }
    }
    // A quarter stay uniform (surprises); the rest follow the rules of thumb.
    expect(heuristicAgrees / samples).toBeGreaterThan(0.65);
    expect(heuristicAgrees).toBeGreaterThan(uniformAgrees + samples * 0.25);
  });

  it('with "all", deals an opponent still to choose its card too, as its rules of thumb would, leaving the seat\'s own choice to the search', () => {
    const sample = weightedSampler(runes, duelingRunesAi, 'all')!;
    const made = weightedSampler(runes, duelingRunesAi, 'made')!;
    let dealt = 0;
    let heuristicAgrees = 0;
    let samples = 0;
    for (let p = 0; p < 6; p++) {
      const state = positionOf(runes, `ahead-${p}`, 40, (s) => (s as DuelingRunesState).stage === 'choose' && runes.pending(s).length === 2);
      expect(runes.pending(state)).toEqual([0, 1]);
      const view = runes.view(state, 1) as { hand: unknown; wizards: unknown[] };
      const rng = Rng.fast(`ahead-${p}`);
      for (let i = 0; i < 60; i++) {
        const weighted = sample(view, 1, rng) as DuelingRunesState;
        // The seat's own hand and its own wizard are as it sees them; it still owes its card.
        const seen = runes.view(weighted, 1) as typeof view;
        expect(seen.hand).toEqual(view.hand);
        expect(seen.wizards[1]).toEqual(view.wizards[1]);
        expect(weighted.wizards[1]!.owes).toBe(true);
        expect(weighted.wizards[1]!.pick).toBeNull();
        if (weighted.wizards[0]!.pick !== null) {
          dealt++;
          expect(runes.pending(weighted)).toEqual([1]);
          if (followsRulesOfThumb(weighted, `a-${p}-${i}`)) heuristicAgrees++;
        } else expect(runes.pending(weighted)).toEqual([0, 1]);
        samples++;
        // Without "all", the opponent's choice stays to be made, for the search's own statistics.
        expect(runes.pending(made(view, 1, rng))).toEqual([0, 1]);
      }
    }
    // A quarter of the samples stay as the game deals them (surprises).
    expect(dealt / samples).toBeGreaterThan(0.65);
    expect(dealt / samples).toBeLessThan(0.85);
    expect(heuristicAgrees / dealt).toBeGreaterThan(0.9);
  });

  it('leaves games without secret choices as the game deals them', () => {
    expect(weightedSampler(glyphs, BOT_GAMES.find('hieroglyphs'))).toBeUndefined();
    expect(searchOptions(glyphs, expertSpec(glyphs)).sample).toBeUndefined();
    expect(searchOptions(runes, expertSpec(runes)).sample).toBeDefined();
  });

  it('makes the expert\'s choice depend on the view only, with a secret choice on the table', () => {
    const state = secretChoiceMade('blind');
    const other = runes.randomizeHidden(state, 1, Rng.fast('other'));
    expect(runes.view(other, 1)).toEqual(runes.view(state, 1));
    const options = { ...searchOptions(runes, expertSpec(runes)), now: () => 0 };
    const decide = (s: BaseState) => ismctsSearch(runes, runes.view(s, 1), runes.legalActions(s, 1), 1, decisionRng('blind', runes.view(s, 1), 1), options);
    expect(decide(other).stats).toEqual(decide(state).stats);
    // The same stream of random numbers as any bot: a pure function of seed and view.
    expect(decisionRng('blind', runes.view(other, 1), 1).int(0, 1e9)).toBe(decisionRng('blind', runes.view(state, 1), 1).int(0, 1e9));
  });
});
