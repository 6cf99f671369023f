import { describe, expect, it } from 'vitest';
import { type AnyGame, Match, goofspiel, unwrap } from '@decktet/engine';
import { analyseDecision } from './analysis';

const game = goofspiel as unknown as AnyGame;

/** A Goofspiel match with hands and prizes fixed (the layout override). */
function position(hands: [string[], string[]], prizes: string[]) {
  return unwrap(Match.create(goofspiel, { handSize: hands[0].length }, 'position', { layout: { hands, prizes } }));
}

describe('analyseDecision: what the teacher makes of a decision, from the seat\'s view', () => {
  it('names its choice and the runner-up with their win chances, and judges every legal action', () => {
    // The Crown (huntress) wins the Crown prize (the Bard) unless the opponent also holds a Crown; the Ace wins nothing.
    const m = position([['huntress', 'ace-of-moons'], ['author', 'desert']], ['bard', 'ace-of-suns']);
    const a = analyseDecision(game, m.view(0), m.legal(0), 0);
    expect(a.best.action).toEqual({ type: 'bid', card: 'huntress' });
    expect(a.best.notation).toBe(game.formatAction({ type: 'bid', card: 'huntress' }));
    expect(a.runnerUp?.action).toEqual({ type: 'bid', card: 'ace-of-moons' });
    expect(a.best.winChance).toBeGreaterThan(a.runnerUp!.winChance);
    expect(a.actions).toHaveLength(2);
    expect(a.actions.reduce((n, x) => n + x.visits, 0)).toBe(a.iterations);
  });

  it('searches a forced move too, so a review knows what the position is worth', () => {
    // The last bid: seat 0 holds only the Pact and cannot see the opponent's card, so it can only guess its chance.
    const m = position([['pact'], ['author']], ['sea']);
    const a = analyseDecision(game, m.view(0), m.legal(0), 0);
    expect(a.iterations).toBeGreaterThan(0);
    expect(a.runnerUp).toBeNull();
    expect(a.best.action).toEqual({ type: 'bid', card: 'pact' });
    expect(a.best.visits).toBe(a.iterations);
    expect(a.best.winChance).toBeGreaterThan(0);
    expect(a.best.winChance).toBeLessThan(1);
  });

  it('gives the same analysis for the same view, level and seed', () => {
    const m = position([['huntress', 'ace-of-moons', 'mill'], ['author', 'desert', 'sea']], ['bard', 'ace-of-suns', 'pact']);
    expect(analyseDecision(game, m.view(0), m.legal(0), 0, { seed: 'x' })).toEqual(analyseDecision(game, m.view(0), m.legal(0), 0, { seed: 'x' }));
  });

  it('refuses a decision without legal actions', () => {
    const m = position([['pact'], ['author']], ['sea']);
    expect(() => analyseDecision(game, m.view(0), [], 0)).toThrow(/no legal action/);
  });
});
