import { describe, expect, it } from 'vitest';
import { type AnyGame, Match, goofspiel, unwrap } from '@decktet/engine';
import { analyseDecision } from './analysis';

const game: AnyGame = goofspiel;

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

describe('analyseDecision follows the rule on gifts, as every level does', () => {
  it('neither suggests nor offers as runner-up a Dueling Runes gift its search does not justify', async () => {
    const { duelingRunes } = await import('@decktet/dueling-runes');
    const { BOT_GAMES } = await import('./registry');
    const { searchJustifies } = await import('./gifts');
    const runes: AnyGame = duelingRunes;
    const gift = BOT_GAMES.find('dueling-runes')!.gift!;
    let checked = 0;
    for (let n = 0; n < 6 && checked < 6; n++) {
      const match = unwrap(Match.create(runes, { maxTurns: 100 }, `gifts-${n}`));
      for (let step = 0; step < 400 && !match.outcome() && checked < 6; step++) {
        const seat = match.pending()[0]!;
        const legal = match.legal(seat);
        const view = match.view(seat);
        const gifts = legal.filter((a) => gift(view, a, seat) !== null);
        if (gifts.length > 0 && gifts.length < legal.length - 1) {
          const a = analyseDecision(runes, view, legal, seat, { level: 'normal' });
          const bestIsGift = gift(view, a.best.action, seat) !== null;
          if (bestIsGift) {
            const stat = (e: typeof a.best) => ({ action: e.notation, visits: e.visits, mean: e.winChance });
            expect(searchJustifies(stat(a.best), a.actions.filter((x) => gift(view, x.action, seat) === null).map(stat))).toBe(true);
          }
          expect(gift(view, a.runnerUp!.action, seat)).toBeNull();
          checked++;
        }
        unwrap(match.act(seat, legal[(step * 7 + n) % legal.length]));
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
