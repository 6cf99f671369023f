/** Scenario tests for runes (DR-4) and for when a confused wizard's card is drawn (DR-33). */
import { describe, expect, it } from 'vitest';
import { duel, play, publicLog } from './test-kit';

describe('DR-4: a card\'s runes are its suits', () => {
  it('DR-4: Moons, Wyrms and Knots activate spells, one per rune; Suns, Waves and Leaves only power them', () => {
    const m = duel({ hands: [['mountain', 'battle'], ['origin', 'sailor']], sequences: [['desert'], ['cave']] });
    // The Mountain (Moons, Suns): a Moon spell, powered by the Suns of the Desert and of the Mountain itself.
    // The Origin (Waves, Leaves) has no activation rune: Bo is never asked.
    play(m, [0, 'play mountain'], [1, 'play origin']);
    expect(m.pending()).toEqual([0]);
    expect(m.legalText(0)).toEqual(['pass', 'cast moon', 'cast moon suns 1', 'cast moon suns 2']);
    expect(m.legalText(1)).toEqual([]);
    play(m, [0, 'cast moon suns 2']);
    expect(publicLog(m)).toContain('Ada casts Resist Cold (2) — Ada resists cold through turn 2.');
    // The Battle (Wyrms, Knots) casts once per activation rune: a Wyrm spell, then a Knot spell.
    // The Desert's Wyrms are not energy: only the Suns power either spell.
    play(m, [0, 'play battle'], [1, 'play sailor']);
    expect(m.legalText(0)).toEqual(['pass', 'cast wyrm at 2', 'cast wyrm suns 1 at 2', 'cast wyrm suns 2 at 2']);
    play(m, [0, 'cast wyrm at 2']);
    expect(publicLog(m)).toContain('Ada casts Hit at Bo — Bo loses 1.');
    expect(m.pending()).toEqual([0]);
    expect(m.legalText(0)).toEqual(['pass', 'cast knot at 1', 'cast knot suns 1 at 1', 'cast knot suns 2 at 1', 'cast knot at 2', 'cast knot suns 1 at 2', 'cast knot suns 2 at 2']);
    expect(m.legalText(1)).toEqual([]);
  });
});

describe('DR-33: a confused wizard\'s card is drawn at the reveal', () => {
  it('DR-33: each card a confused wizard places is drawn at its reveal, from the hand the wizard holds then', () => {
    // Turn 1: Bo hastes himself for turn 2 (the Painter: Knots with Suns), and Ada confuses him (Ace of Knots).
    const m = duel({
      hands: [['ace-of-knots', 'origin', 'ace-of-suns'], ['painter', 'sailor', 'mill']],
      drawPile: ['ace-of-leaves', 'cave', 'ace-of-wyrms', 'desert'],
    });
    play(m, [0, 'play ace-of-knots'], [1, 'play painter'], [1, 'cast knot suns 1 at 2'], [0, 'cast knot at 2']);
    expect(publicLog(m)).toContain('Ada casts Confusion at Bo — Bo will place a random card next turn.');
    // At the end of turn 1 Bo drew the Ace of Wyrms and the Desert; his hand at turn 2's haste mini-turn:
    const miniHand = ['sailor', 'mill', 'ace-of-wyrms', 'desert'];
    // Turn 2's haste mini-turn: Bo alone places, confused, so no one is asked and the card is drawn at once.
    const miniCard = m.view(null).wizards[1]!.sequence.at(-1)!.card;
    expect(miniHand).toContain(miniCard);
    expect(publicLog(m).filter((l) => /^Turn 2, haste mini-turn: Bo, confused, places .+ at random\.$/.test(l))).toHaveLength(1);
    const mainHand = miniHand.filter((c) => c !== miniCard);
    expect([...m.view(1).hand!].sort()).toEqual([...mainHand].sort());
    // The regular turn: only Ada is asked. Bo's card is not drawn while she chooses; he still holds all three.
    expect(m.pending()).toEqual([0]);
    expect(m.view(1).hand).toHaveLength(3);
    play(m, [0, 'play origin']);
    // At the reveal his card comes from the hand he holds then: never the card already placed in the mini-turn.
    const mainCard = m.view(null).wizards[1]!.sequence.at(-1)!.card;
    expect(mainHand).toContain(mainCard);
    expect(mainCard).not.toBe(miniCard);
    expect(publicLog(m).some((l) => l.startsWith('Turn 2: Ada places the Origin (2), Bo, confused, places ') && l.endsWith(' at random.'))).toBe(true);
  });
});

