import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type AnyGame, type BaseState, parseConfig, unwrap } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsView, cardInfo, hieroglyphs } from '@decktet/hieroglyphs';
import { createBot } from '../../create-bot';
import { formatBotSpec, parseBotSpec } from '../../spec';
import { greedyExact } from './greedy-exact';

const game: AnyGame = hieroglyphs;

/** Letters a play leaves the current word of its tomb short of its end, per candidate. */
function shortBy(v: HieroglyphsView, a: Extract<HieroglyphsAction, { type: 'decipher' }>): number[] {
  const t = v.tombs[a.tomb - 1]!;
  return t.candidates.map((c) => cardInfo(c).letters.length - t.revealed.length - a.rank);
}

/** greedy-exact's decisions for seat 0 in seeded games against a random seat 1. */
function decisions(games: number) {
  const out: { view: HieroglyphsView; legal: HieroglyphsAction[]; chosen: HieroglyphsAction }[] = [];
  const rng = Rng.fast('greedy-exact');
  for (let g = 0; g < games; g++) {
    let state: BaseState = unwrap(game.setup(unwrap(parseConfig(game, {})), `ge-${g}`));
    while (!game.outcome(state)) {
      const seat = game.pending(state)[0]!;
      const legal = game.legalActions(state, seat) as HieroglyphsAction[];
      const view = game.view(state, seat) as HieroglyphsView;
      const chosen = (seat === 0 ? greedyExact.choose(view, legal, seat, rng) : rng.pick(legal)) as HieroglyphsAction;
      if (seat === 0) out.push({ view, legal, chosen });
      state = unwrap(game.apply(state, seat, chosen));
    }
  }
  return out;
}

describe('greedy-exact, the Hieroglyphs beginner who finishes words exactly', () => {
  const all = decisions(8);

  it('finishes a word exactly whenever some play surely does', () => {
    const sure = all.filter((d) => d.legal.some((a) => a.type === 'decipher' && shortBy(d.view, a).every((n) => n === 0) && shortBy(d.view, a).length > 0));
    expect(sure.length).toBeGreaterThan(5);
    for (const d of sure) {
      expect(d.chosen.type).toBe('decipher');
      const left = shortBy(d.view, d.chosen as Extract<HieroglyphsAction, { type: 'decipher' }>);
      expect(left.some((n) => n === 0)).toBe(true);
    }
  });

  it('never overshoots every candidate when a play that reveals safely exists', () => {
    for (const d of all) {
      const plays = d.legal.filter((a): a is Extract<HieroglyphsAction, { type: 'decipher' }> => a.type === 'decipher');
      const safe = plays.filter((a) => shortBy(d.view, a).length > 0 && shortBy(d.view, a).every((n) => n >= 0));
      if (safe.length === 0 || d.chosen.type !== 'decipher') continue;
      const left = shortBy(d.view, d.chosen);
      expect(left.some((n) => n >= 0)).toBe(true);
    }
  });

  it('is a bot spec of Hieroglyphs only, written back under its name', () => {
    const spec = unwrap(parseBotSpec('Greedy-Exact', undefined, ['greedy-exact']));
    expect(spec).toEqual({ kind: 'rule', name: 'greedy-exact' });
    expect(formatBotSpec(spec)).toBe('greedy-exact');
    expect(createBot(game, 'greedy-exact', 's').name).toBe('greedy-exact');
    const other = parseBotSpec('greedy-exact');
    expect(other.ok).toBe(false);
    expect(() => createBot({ ...game, id: 'goofspiel' } as AnyGame, 'greedy-exact', 's')).toThrow(/unknown bot "greedy-exact"/);
  });

  it('decides the same way for the same seed and view', () => {
    const d = all[3]!;
    const a = createBot(game, 'greedy-exact', 'same').decide(d.view, d.legal, 0);
    const b = createBot(game, 'greedy-exact', 'same').decide(d.view, d.legal, 0);
    expect(a).toEqual(b);
  });
});
