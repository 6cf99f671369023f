/**
 * Guided playouts without lists: the rules of thumb choose an Advanced Game declaration by going
 * through its blocks of casts (DRA-2) instead of a list of every cast, and the random share draws
 * through the game's `randomAction`. Both must choose exactly what the listed choices gave — the
 * same action and the same draws — so the search plays the same games, only faster.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type BaseState, unwrap } from '@decktet/engine';
import { type DuelingRunesState, duelingRunes } from '@decktet/dueling-runes';
import { heuristicPlayout } from '../../create-bot';
import { type PlayoutPolicy, ismctsSearch } from '../../ismcts';
import { duelingRunesHeuristic } from './heuristic';

/** Positions of seeded random duels (every stage), with the seat to move. */
function positions(config: Record<string, unknown>, games: number): { state: DuelingRunesState; seat: number }[] {
  const parsed = duelingRunes.configSchema.parse(config);
  const out: { state: DuelingRunesState; seat: number }[] = [];
  for (let g = 0; g < games; g++) {
    let s = unwrap(duelingRunes.setup(parsed, `direct-${g}`));
    const rng = Rng.fast(`direct-moves-${g}`);
    while (s.stage !== 'over') {
      const seat = duelingRunes.pending(s)[0]!;
      out.push({ state: s, seat });
      s = unwrap(duelingRunes.apply(s, seat, rng.pick(duelingRunes.legalActions(s, seat))));
    }
  }
  return out;
}

const text = (a: unknown) => duelingRunes.formatAction(a as never);

describe('Dueling Runes guided playouts without lists', () => {
  for (const [name, config] of [
    ['the Advanced Game, two wizards', { variant: 'advanced' }],
    ['the Advanced Game, three wizards', { variant: 'advanced', players: 3 }],
    ['the basic game', {}],
  ] as const) {
    it(`DRA-2: the rules of thumb choose from the state what they choose from the list, with the same draws (${name})`, () => {
      const all = positions(config, 4);
      let blocks = 0;
      for (const [i, { state, seat }] of all.entries()) {
        const listed = Rng.fast(`choice-${i}`);
        const direct = Rng.fast(`choice-${i}`);
        const legal = duelingRunes.legalActions(state, seat);
        if (legal.some((a) => a.type === 'cast-advanced')) blocks++;
        const expected = text(duelingRunesHeuristic.playout!(state, legal, seat, listed));
        expect(text(duelingRunesHeuristic.playoutDirect!(state, seat, direct)), `position ${i}, stage ${state.stage}`).toBe(expected);
        expect(direct.int(0, 1 << 30)).toBe(listed.int(0, 1 << 30));
      }
      if (config.variant === 'advanced') expect(blocks).toBeGreaterThan(20);
    });
  }

  it('DRA-2: a search with guided playouts finds the same statistics with and without the lists', () => {
    const policy = heuristicPlayout(duelingRunes, duelingRunesHeuristic);
    expect(policy.direct?.(duelingRunes)).toBeDefined();
    // The same policy without its direct form: every step lists the legal actions.
    const listing: PlayoutPolicy = (state, legal, seat, rng) => policy(state, legal, seat, rng);
    const picked = positions({ variant: 'advanced' }, 2).filter((_, i) => i % 37 === 5);
    expect(picked.length).toBeGreaterThan(3);
    for (const [i, { state, seat }] of picked.entries()) {
      const view = duelingRunes.view(state, seat);
      const legal = duelingRunes.legalActions(state, seat);
      const search = (playout: PlayoutPolicy) =>
        ismctsSearch(duelingRunes, view, legal, seat, Rng.fast(`search-${i}`), {
          budget: { iterations: 40 },
          playout,
          treeDepth: 1,
          searchForcedMoves: true,
          cutoff: { depth: 20, evaluate: (s: BaseState) => duelingRunesHeuristic.evaluate!(s) },
        }).stats;
      expect(search(policy)).toEqual(search(listing));
    }
  });

  it('a game other than the one the policy was made for (a restricted copy) plays its playouts from its lists', () => {
    const policy = heuristicPlayout(duelingRunes, duelingRunesHeuristic);
    expect(policy.direct?.(Object.create(duelingRunes))).toBeUndefined();
  });
});
