import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type AnyGame, type GoofspielState, Match, goofspiel, parseConfig, unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { ismctsSearch, playOut, randomPlayout } from './ismcts';

const game: AnyGame = goofspiel;

/** A Goofspiel match with hands and prizes fixed (the layout override). */
function position(hands: [string[], string[]], prizes: string[]) {
  return unwrap(Match.create(goofspiel, { handSize: hands[0].length }, 'position', { layout: { hands, prizes } }));
}

function search(match: ReturnType<typeof position>, seat: number, iterations: number, seed = 's') {
  return ismctsSearch(game, match.view(seat), match.legal(seat), seat, Rng.seeded(seed), { budget: { iterations } });
}

describe('ISMCTS on Goofspiel (the engine example, where the best move is known)', () => {
  it('plays the last card without searching', () => {
    const m = position([['pact'], ['author']], ['sea']);
    const r = search(m, 0, 500);
    expect(r.action).toEqual({ type: 'bid', card: 'pact' });
    expect(r.iterations).toBe(0);
  });

  it('spends its Crown on the Crown prize when its other card is an Ace', () => {
    // huntress (Crown, 10) in hand and ace-of-moons (1); the prize now is the Bard (Crown, 10).
    // Bidding the Crown takes 10 points unless the opponent holds a Crown too; the Ace takes nothing.
    const m = position([['huntress', 'ace-of-moons'], ['author', 'desert']], ['bard', 'ace-of-suns']);
    const r = search(m, 0, 400);
    expect(r.action).toEqual({ type: 'bid', card: 'huntress' });
    expect(r.stats[0]!.mean).toBeGreaterThan(0.6);
  });

  it('throws away its Ace on an Ace prize and keeps the Crown for the hidden next prize', () => {
    const m = position([['huntress', 'ace-of-moons'], ['author', 'desert']], ['ace-of-suns', 'pact']);
    const r = search(m, 0, 400);
    expect(r.action).toEqual({ type: 'bid', card: 'ace-of-moons' });
  });

  it('finds the one bid that wins: the only card above all the opponent can hold for the final prize', () => {
    // Seat 1 is to choose after seat 0 has bid (hidden). Whatever seat 0 bid, seat 1's 9 beats
    // every card it can still have below a Crown; its 2 loses to almost everything.
    const m = position([['huntress', 'ace-of-moons', 'ace-of-waves'], ['pact', 'author', 'ace-of-knots']], ['bard', 'ace-of-suns', 'origin']);
    unwrap(m.act(0, 'bid ace-of-moons'));
    const r = search(m, 1, 600);
    expect(r.action).toEqual({ type: 'bid', card: 'pact' });
  });

  it('is deterministic for a seed and an iteration budget', () => {
    const m = position([['huntress', 'ace-of-moons', 'mill'], ['author', 'desert', 'sea']], ['bard', 'ace-of-suns', 'pact']);
    const a = search(m, 0, 300, 'x');
    const b = search(m, 0, 300, 'x');
    expect(b).toEqual(a);
    expect(a.iterations).toBe(300);
    expect(a.stats.reduce((n, s) => n + s.visits, 0)).toBe(300);
  });

  it('stops on a time budget with an injected clock', () => {
    const m = position([['huntress', 'ace-of-moons', 'mill'], ['author', 'desert', 'sea']], ['bard', 'ace-of-suns', 'pact']);
    let t = 0;
    const r = ismctsSearch(game, m.view(0), m.legal(0), 0, Rng.seeded('t'), { budget: { ms: 100 }, now: () => (t += 1) });
    // The clock advances 1 ms per reading, read once per iteration: 100 readings fit.
    expect(r.iterations).toBe(100);
  });

  it('deals each iteration\'s determinization with the sampler it is given', () => {
    const m = position([['huntress', 'ace-of-moons', 'mill'], ['author', 'desert', 'sea']], ['bard', 'ace-of-suns', 'pact']);
    let dealt = 0;
    const sample = (view: unknown, seat: number, rng: Rng) => {
      dealt++;
      return game.sampleState(view, seat, rng);
    };
    const r = ismctsSearch(game, m.view(0), m.legal(0), 0, Rng.seeded('s'), { budget: { iterations: 120 }, sample });
    expect(dealt).toBe(120);
    expect(r).toEqual(search(m, 0, 120));
  });

  it('refuses an empty list of legal actions', () => {
    const m = position([['pact'], ['author']], ['sea']);
    expect(() => ismctsSearch(game, m.view(0), [], 0, Rng.seeded('e'), { budget: { iterations: 5 } })).toThrow(/no legal action/);
  });
});

describe('playOut', () => {
  it('plays to the end and returns one score per seat; the input is the playout state itself', () => {
    const m = position([['pact', 'mill'], ['author', 'sea']], ['bard', 'origin']);
    const state = structuredClone(m.state) as GoofspielState;
    const scores = playOut(game, state, randomPlayout, Rng.seeded('p'));
    expect(scores).toHaveLength(2);
    expect(scores[0]! + scores[1]!).toBe(1);
    expect(state.prizes).toEqual([]);
  });

  it('splits the scores evenly when a playout exceeds its length limit', () => {
    const m = position([['pact', 'mill'], ['author', 'sea']], ['bard', 'origin']);
    expect(playOut(game, structuredClone(m.state), randomPlayout, Rng.seeded('p'), 1)).toEqual([0.5, 0.5]);
  });
});

describe('ISMCTS with more than two seats', () => {
  it('backs up one score per seat in a 4-wizard Dueling Runes duel and returns a legal choice', () => {
    const game: AnyGame = duelingRunes;
    const state = unwrap(game.setup(unwrap(parseConfig(game, { ...game.simulationConfig, players: 4 })), 'four'));
    const seat = game.pending(state)[0]!;
    const legal = game.legalActions(state, seat);
    const r = ismctsSearch(game, game.view(state, seat), legal, seat, Rng.seeded('4'), { budget: { iterations: 30 } });
    expect(legal).toContainEqual(r.action);
    expect(r.iterations).toBe(30);
    const scores = playOut(game, structuredClone(state), randomPlayout, Rng.seeded('p4'));
    expect(scores).toHaveLength(4);
  });
});

describe('ISMCTS with a game’s playout memory', () => {
  it('searches exactly as without it: one memory a search changes no playout (Dueling Runes, two and three wizards)', () => {
    const withMemory: AnyGame = duelingRunes;
    const without: AnyGame = { ...duelingRunes, playoutMemory: undefined };
    expect(withMemory.playoutMemory).toBeDefined();
    for (const players of [2, 3]) {
      const state = unwrap(withMemory.setup(unwrap(parseConfig(withMemory, { ...withMemory.simulationConfig, players })), `memory-${players}`));
      const seat = withMemory.pending(state)[0]!;
      const search = (game: AnyGame) => ismctsSearch(game, game.view(state, seat), game.legalActions(state, seat), seat, Rng.fast(`memory-${players}`), { budget: { iterations: 60 } });
      expect(search(withMemory)).toEqual(search(without));
    }
  });
});
