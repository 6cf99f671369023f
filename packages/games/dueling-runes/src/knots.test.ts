import { describe, expect, it } from 'vitest';
import { duel, health, play, publicLog } from './test-kit';

describe('Knot spells (DR-12 … DR-15)', () => {
  it('DR-12 Haste: from next turn the hasted wizard places a mini-turn card that resolves before the regular turn (DR-8)', () => {
    const m = duel({
      hands: [['painter', 'calamity', 'penitent'], ['origin', 'sailor', 'mill']],
      sequences: [['bard', 'ace-of-suns'], []],
    });
    play(m, [0, 'play painter'], [1, 'play origin']);
    // The Painter: Suns and Knots; 3 Suns free.
    play(m, [0, 'cast knot suns 2 at 1']);
    expect(publicLog(m)).toContain('Ada casts Haste (2) at Ada — Ada is hasted for turns 2–3.');
    expect(m.view(null).wizards[0]!.effects.map((e) => e.text)).toEqual(['Haste: this turn and 1 more']);
    // Turn 2 opens with the mini-turn: only Ada places.
    expect(m.view(null).miniTurn).toBe(true);
    expect(m.pending()).toEqual([0]);
    play(m, [0, 'play calamity'], [0, 'cast wyrm at 2']);
    expect(health(m)).toEqual([12, 11]);
    // Then the regular turn: everyone places.
    expect(m.view(null).miniTurn).toBe(false);
    expect(m.pending()).toEqual([0, 1]);
    play(m, [0, 'play penitent'], [1, 'play sailor']);
    // The mini-turn's energy is free again in the regular turn (DR-6): Bard, Ace of Suns, Painter, Penitent → only 4 cards kept.
    expect(m.legalText(0)).toContain('cast wyrm suns 3 at 2');
    play(m, [0, 'cast wyrm suns 3 at 2']);
    expect(health(m)).toEqual([12, 8]);
  });

  it('DR-13 Invisibility: from next turn others cannot target the invisible wizard; a Wyrm with no target is not asked (DR-9)', () => {
    const m = duel({
      hands: [['light-keeper', 'origin', 'mill'], ['desert', 'calamity', 'sailor']],
      sequences: [['sea', 'ace-of-waves'], []],
    });
    play(m, [0, 'play light-keeper'], [1, 'play desert']);
    // Bo's Desert (2) resolves in the Wyrm phase, before the Knot phase: Ada is still visible.
    play(m, [1, 'cast wyrm at 1']);
    play(m, [0, 'cast knot waves 2 at 1']);
    expect(publicLog(m)).toContain('Ada casts Invisibility (2) at Ada — Ada is invisible for turns 2–3.');
    play(m, [0, 'play origin'], [1, 'play calamity']);
    // Bo's Calamity (Wyrms only) has no one to aim at: Bo is not asked.
    expect(m.state.stage).toBe('choose');
    expect(m.state.turn).toBe(3);
    expect(publicLog(m).filter((l) => l === 'Bo declares Hit at Ada.')).toHaveLength(1);
    expect(health(m)).toEqual([11, 12]);
  });

  it('DR-13 Invisibility cast with a higher Knot card protects against a lower Knot card in the same turn', () => {
    const m = duel({
      hands: [['light-keeper'], ['market']],
      sequences: [['sea', 'ace-of-waves'], ['origin']],
    });
    play(m, [0, 'play light-keeper'], [1, 'play market']);
    play(m, [0, 'cast knot waves 1 at 1']);
    // Bo's Market (6) is lower than the Light Keeper (10): only Bo himself can be targeted.
    expect(m.legalText(1)).toEqual(['pass', 'cast knot at 2', 'cast knot waves 1 at 2', 'cast knot leaves 1 at 2', 'cast knot leaves 2 at 2']);
    expect(m.act(1, 'cast knot at 1')).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
  });

  it('DR-13, DR-8: an Invisibility of equal value does not protect against a simultaneous Knot spell', () => {
    const m = duel({ hands: [['light-keeper'], ['watchman']], sequences: [['sea'], []] });
    play(m, [0, 'play light-keeper'], [1, 'play watchman'], [1, 'pass']);
    // Wyrm phase: Bo's Watchman (Pawn, 10) could Hit; he passes.
    play(m, [1, 'pass']);
    // Knot phase: both Pawns (10) declare together, secretly.
    expect(m.pending()).toEqual([0, 1]);
    play(m, [0, 'cast knot waves 2 at 1']);
    expect(JSON.stringify(m.view(1))).not.toContain('waves 2');
    expect(m.legalText(1)).toContain('cast knot at 1');
    play(m, [1, 'cast knot at 1']);
    expect(publicLog(m)).toContain('Bo casts Confusion at Ada — Ada will place a random card next turn.');
    expect(m.state.wizards[0]!.confusedTurn).toBe(2);
    expect(m.state.wizards[0]!.invisibleFrom).toBe(2);
  });

  it('DR-14 Amnesia from a higher Knot card erases a lower Knot card\'s undeclared spell; the caster chooses', () => {
    const m = duel({
      hands: [['merchant'], ['market']],
      sequences: [['origin', 'sailor'], ['mill']],
    });
    play(m, [0, 'play merchant'], [1, 'play market']);
    play(m, [0, 'cast knot leaves 1 at 2']);
    // Bo shows the Mill and the Market face up: Ada chooses one.
    expect(m.state.stage).toBe('amnesia');
    expect(m.legalText(0)).toEqual(['hide market', 'hide mill']);
    expect(m.view(0).myAmnesia).toEqual({ target: 1, count: 1, faceUp: ['mill', 'market'] });
    play(m, [0, 'hide market']);
    expect(publicLog(m)).toContain('Ada casts Amnesia (1) at Bo — Bo forgets the Market.');
    // The Market is face down: Bo's Knot spell is lost and the turn ends.
    expect(m.view(null).wizards[1]!.sequence).toEqual([{ card: 'mill', faceUp: true }, { card: 'market', faceUp: false }]);
    expect(m.state.turn).toBe(2);
    expect(publicLog(m).some((l) => l.startsWith('Bo declares'))).toBe(false);
  });

  it('DR-14 Amnesia turning every face-up card needs no choice; face-down cards give no energy and leave normally (DR-7)', () => {
    const m = duel({
      hands: [['merchant', 'ace-of-leaves', 'end'], ['sailor', 'mill', 'sea', 'bard']],
      sequences: [['origin'], ['ace-of-waves']],
    });
    play(m, [0, 'play merchant'], [1, 'play sailor']);
    play(m, [0, 'cast knot leaves 2 at 2']);
    expect(m.view(null).wizards[1]!.sequence.map((c) => c.faceUp)).toEqual([false, false]);
    expect(m.view(null).wizards[1]!.energyFree).toEqual({ suns: 0, waves: 0, leaves: 0 });
    play(m, [0, 'play ace-of-leaves'], [1, 'play mill']);
    play(m, [0, 'play end'], [1, 'play sea']);
    // Four cards at the end of turn 3 are trimmed to three: the face-down Ace of Waves leaves first.
    expect(m.view(null).wizards[1]!.sequence).toEqual([
      { card: 'sailor', faceUp: false },
      { card: 'mill', faceUp: true },
      { card: 'sea', faceUp: true },
    ]);
    expect(m.view(null).discardPile).toContain('ace-of-waves');
  });

  it('DR-15 Confusion: next turn the target\'s card is chosen by the game\'s PRNG, not by the player', () => {
    const m = duel({ hands: [['ace-of-knots', 'origin'], ['sailor', 'mill', 'end', 'sea']] });
    play(m, [0, 'play ace-of-knots'], [1, 'play sailor'], [0, 'cast knot at 2']);
    expect(publicLog(m)).toContain('Ada casts Confusion at Bo — Bo will place a random card next turn.');
    expect(m.view(null).wizards[1]!.effects.map((e) => e.kind)).toEqual(['confusion']);
    // Turn 2: Bo is not asked; his card comes from his hand at random.
    expect(m.pending()).toEqual([0]);
    const hand = m.view(1).hand;
    play(m, [0, 'play origin']);
    const placed = m.view(null).wizards[1]!.sequence.at(-1)!.card;
    expect(hand).toContain(placed);
    expect(publicLog(m).some((l) => l.startsWith('Turn 2: Ada places the Origin (2), Bo, confused, places') && l.endsWith('at random.'))).toBe(true);
    // The same seed places the same card: the choice is the state's PRNG, replayed exactly.
    const again = duel({ hands: [['ace-of-knots', 'origin'], ['sailor', 'mill', 'end', 'sea']] });
    play(again, [0, 'play ace-of-knots'], [1, 'play sailor'], [0, 'cast knot at 2'], [0, 'play origin']);
    expect(again.view(null).wizards[1]!.sequence.at(-1)!.card).toBe(placed);
  });

  it('DR-11 Shield and DR-16 Counter Spell both stop Confusion', () => {
    const m = duel({ hands: [['ace-of-knots'], ['huntress']] });
    play(m, [0, 'play ace-of-knots'], [1, 'play huntress'], [1, 'cast moon'], [0, 'cast knot at 2']);
    expect(publicLog(m)).toContain('Ada casts Confusion at Bo — blocked: Bo is shielded.');
    expect(m.state.wizards[1]!.confusedTurn).toBe(0);
  });
});
