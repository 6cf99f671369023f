import { describe, expect, it } from 'vitest';
import { duel, health, play, publicLog } from './test-kit';

const solo = (layout: Parameters<typeof duel>[0], config: Record<string, unknown> = {}) => duel(layout, { players: 1, ...config }, ['Ada']);

describe('solitaire against the automaton (DR-21)', () => {
  it('the automaton places the top card of the draw pile, is never pending, and never wastes a spell on a blocked effect', () => {
    const m = solo({ hands: [['lunatic', 'origin']], sequences: [['sea'], ['bard']], drawPile: ['penitent', 'ace-of-suns', 'ace-of-waves', 'calamity'] });
    expect(m.pending()).toEqual([0]);
    play(m, [0, 'play lunatic']);
    expect(publicLog(m)).toContain('Turn 1: Ada places the Lunatic (6), the Automaton places the Penitent (6) from the draw pile.');
    play(m, [0, 'cast moon waves 2']);
    // Fire Ball (2) would be blocked by Resist Heat: the automaton casts Hit instead.
    expect(publicLog(m)).toContain('the Automaton declares Hit at Ada.');
    expect(health(m)).toEqual([11, 12]);
    expect(m.outcome()).toBeNull();
  });

  it('policy: Heal what is missing first; the most damage that gets through, Drain first on ties', () => {
    const m = solo({ hands: [['origin', 'sailor']], sequences: [[], ['mill', 'end']], drawPile: ['rite', 'ace-of-suns', 'ace-of-waves'], health: [12, 10] }, { courts: true });
    play(m, [0, 'play origin']);
    // The Rite (Court): Moons, Leaves, Wyrms; 3 Leaves free. Heal 2 (what is missing), then Drain with the one Leaf left.
    expect(publicLog(m)).toEqual(expect.arrayContaining(['the Automaton declares Heal (2).', 'the Automaton declares Drain (1) at Ada.']));
    expect(health(m)).toEqual([11, 12]);
  });

  it('a confused automaton draws normally, and the player may make it redraw once; the refused card is discarded (DR-25)', () => {
    const m = solo({ hands: [['ace-of-knots', 'origin', 'sailor']], drawPile: ['ace-of-waves', 'mill', 'sea', 'calamity', 'desert'] });
    play(m, [0, 'play ace-of-knots'], [0, 'cast knot at 2']);
    expect(publicLog(m)).toContain('Ada casts Confusion at the Automaton — the Automaton will place a random card next turn.');
    // Turn 2: Ada drew the Mill and the Sea; the automaton's next card is the Calamity.
    play(m, [0, 'play origin']);
    expect(m.view(0).stage).toBe('redraw');
    expect(m.view(0).offered).toBe('calamity');
    expect(m.legalText(0)).toEqual(['keep', 'redraw']);
    play(m, [0, 'redraw']);
    expect(m.view(0).discardPile).toContain('calamity');
    expect(publicLog(m)).toContain('the Automaton redraws and places the Desert (2).');
    // The second card must be used: the Desert's Wyrm hits Ada.
    expect(health(m)).toEqual([11, 12]);
  });

  it('the duel ends when the player or the automaton falls; the outcome has one seat', () => {
    const m = solo({ hands: [['calamity']], health: [12, 1] , drawPile: ['origin'] });
    play(m, [0, 'play calamity'], [0, 'cast wyrm at 2']);
    expect(m.outcome()).toMatchObject({ results: ['win'], scores: [1], points: [12] });
  });
});
