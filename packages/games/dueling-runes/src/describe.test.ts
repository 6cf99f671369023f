import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { Match, unwrap } from '@decktet/engine';
import { describeAction, turnOf } from './describe';
import { duelingRunes } from './game';
import { type Duel, duel, play } from './test-kit';

/** The words for `text` by `seat` in the match's current position, as `viewer` reads them. */
function words(m: Duel, seat: number, text: string, viewer: number | null): string {
  return describeAction(m.state, seat, unwrap(duelingRunes.parseAction(text)), viewer);
}

describe('actions in words', () => {
  it('keeps a placed card secret from everyone but its owner until every wizard has chosen (DR-8, DR-19)', () => {
    const m = duel({ hands: [['savage'], ['origin']], sequences: [['mill', 'sailor'], []] });
    expect(words(m, 0, 'play savage', null)).toBe('Ada places a card');
    expect(words(m, 0, 'play savage', 1)).toBe('Ada places a card');
    expect(words(m, 0, 'play savage', 0)).toBe('Ada places the Savage (3)');
    play(m, [0, 'play savage']);
    // Bo chooses last: his card is revealed together with Ada's by this very action.
    expect(words(m, 1, 'play origin', null)).toBe('Bo places the Origin (2)');
    expect(turnOf(m.state)).toEqual({ number: 1, title: 'Turn 1' });
  });

  it('names the spell, its power and its target, and a special spell with the cards it discards (DR-5, DR-16)', () => {
    const m = duel({ hands: [['savage'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []], health: [12, 9] });
    play(m, [0, 'play savage'], [1, 'play origin']);
    expect(words(m, 1, 'pass', null)).toBe('Bo does not react');
    play(m, [1, 'pass']);
    expect(words(m, 0, 'cast wyrm leaves 3 at 2', null)).toBe('Ada declares Drain (3) at Bo');
    play(m, [0, 'cast wyrm leaves 3 at 2']);
    expect(words(m, 1, 'mirror at 2 discard ace-of-knots,journey', null)).toBe('Bo casts Magic Mirror at Bo, discarding Ace of Knots and the Journey');
    expect(words(m, 1, 'counter at 1 discard ace-of-knots,journey', 0)).toBe('Bo casts Counter Spell at Ada, discarding Ace of Knots and the Journey');
  });

  it('keeps a reaction secret while another wizard is still deciding (DR-16)', () => {
    const m = duel({ hands: [['savage', 'lunatic', 'painter'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play savage'], [1, 'play origin']);
    play(m, [0, 'pass'], [1, 'pass'], [0, 'cast wyrm leaves 3 at 2']);
    expect(m.pending()).toEqual([0, 1]);
    expect(words(m, 0, 'mirror at 1 discard lunatic,painter', 1)).toBe('Ada answers the reaction window');
    expect(words(m, 0, 'mirror at 1 discard lunatic,painter', 0)).toBe('Ada casts Magic Mirror at Ada, discarding the Painter and the Lunatic');
  });

  it('says which cards an Amnesia turns face down, and Moon spells without a target (DR-14)', () => {
    const m = duel({ hands: [['merchant'], ['market']], sequences: [['origin', 'sailor'], ['mill']] });
    play(m, [0, 'play merchant'], [1, 'play market'], [0, 'cast knot leaves 1 at 2']);
    expect(words(m, 0, 'hide market', null)).toBe('Ada turns the Market face down');
    const shield = duel({ hands: [['ace-of-moons'], ['origin']] });
    play(shield, [0, 'play ace-of-moons'], [1, 'play origin']);
    expect(shield.pending()).toEqual([0]);
    expect(words(shield, 0, 'cast moon', null)).toBe('Ada declares Shield');
    expect(words(shield, 0, 'pass', null)).toBe('Ada passes (no Moon spell)');
  });

  it('describes the solitaire choices about the confused automaton (DR-25)', () => {
    const m = duel({ hands: [['ace-of-knots', 'origin', 'sailor']], drawPile: ['ace-of-waves', 'mill', 'sea', 'calamity', 'desert'] }, { players: 1 }, ['Ada']);
    play(m, [0, 'play ace-of-knots'], [0, 'cast knot at 2'], [0, 'play origin']);
    expect(words(m, 0, 'redraw', null)).toBe('Ada makes the automaton redraw');
    expect(words(m, 0, 'keep', null)).toBe('Ada lets the automaton keep its card');
  });

  it('words a secret choice the same whatever was chosen, for everyone but its maker, in seeded games (DR-19)', () => {
    let secrets = 0;
    for (let g = 0; g < 12; g++) {
      let s = unwrap(Match.create(duelingRunes, { players: 2 + (g % 3) }, `describe-${g}`)).state;
      const rng = Rng.seeded(`describe-moves-${g}`);
      for (let step = 0; step < 120 && duelingRunes.pending(s).length; step++) {
        const seat = rng.pick(duelingRunes.pending(s));
        const legal = duelingRunes.legalActions(s, seat);
        const secret = duelingRunes.pending(s).length > 1;
        for (let viewer = 0; viewer < s.names.length; viewer++) {
          const said = new Set(legal.map((a) => describeAction(s, seat, a, viewer)));
          for (const text of said) expect(text.startsWith(s.names[seat]!)).toBe(true);
          if (secret && viewer !== seat) expect(said.size).toBe(1);
        }
        if (secret) secrets++;
        s = unwrap(duelingRunes.apply(s, seat, rng.pick(legal)));
      }
    }
    expect(secrets).toBeGreaterThan(20);
  });

  it('refuses a seat that is not in the duel, saying so', () => {
    const m = duel({ hands: [['savage'], ['origin']] });
    expect(() => words(m, 5, 'pass', null)).toThrow('there is no seat 5 in this duel');
  });
});
