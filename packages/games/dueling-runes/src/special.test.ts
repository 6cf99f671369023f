import { describe, expect, it } from 'vitest';
import { duel, health, play, publicLog } from './test-kit';

describe('Counter Spell and Magic Mirror (DR-16)', () => {
  it('Counter Spell stops an opponent\'s Drain but not a Fire Ball, and stops the target\'s own Heal', () => {
    const m = duel(
      {
        hands: [['savage'], ['forest', 'author'], ['penitent']],
        sequences: [['origin', 'sailor'], ['mill'], ['bard']],
        health: [12, 10, 12],
      },
      { players: 3 },
    );
    play(m, [0, 'play savage'], [1, 'play forest'], [2, 'play penitent']);
    // The reaction window after the reveal: only Bo holds the runes (the Author: Moons + Knots).
    expect(m.view(null).stage).toBe('react');
    expect(m.pending()).toEqual([1]);
    expect(m.legalText(1)).toEqual(['pass', 'counter at 1 discard author', 'counter at 2 discard author', 'counter at 3 discard author']);
    play(m, [1, 'counter at 2 discard author']);
    expect(publicLog(m)).toContain('Bo casts Counter Spell at Bo, discarding the Author.');
    play(m, [1, 'cast moon leaves 2']);
    // The Penitent (6) declares before the Savage (3).
    play(m, [2, 'cast wyrm suns 2 at 2']);
    play(m, [0, 'cast wyrm leaves 3 at 2']);
    const log = publicLog(m);
    expect(log).toContain('Bo casts Heal (2) — blocked: Bo is under a Counter Spell.');
    expect(log).toContain('Ada casts Drain (3) at Bo — blocked: Bo is under a Counter Spell.');
    expect(log).toContain('Cy casts Fire Ball (2) at Bo — Bo loses 2.');
    expect(health(m)).toEqual([12, 8, 12]);
    expect(m.view(null).discardPile).toContain('author');
  });

  it('Magic Mirror turns a Drain back: the mirror\'s holder drains the caster', () => {
    const m = duel({ hands: [['savage'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []], health: [12, 9] });
    play(m, [0, 'play savage'], [1, 'play origin']);
    // Bo could react after the reveal; he waits for the declaration.
    play(m, [1, 'pass'], [0, 'cast wyrm leaves 3 at 2']);
    expect(m.view(null).declared.map((d) => d.text)).toEqual(['Ada: Drain (3) at Bo']);
    expect(m.legalText(1)).toContain('mirror at 2 discard ace-of-knots,journey');
    play(m, [1, 'mirror at 2 discard ace-of-knots,journey']);
    expect(publicLog(m)).toContain('Ada casts Drain (3) at Bo — turned back by Bo\'s Magic Mirror — Ada loses 3, Bo gains 3.');
    expect(health(m)).toEqual([9, 12]);
  });

  it('two Magic Mirrors do not loop: each turns the spell back once', () => {
    const m = duel({ hands: [['savage', 'lunatic', 'painter'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play savage'], [1, 'play origin']);
    play(m, [0, 'pass'], [1, 'pass'], [0, 'cast wyrm leaves 3 at 2']);
    // Both raise a mirror in the same window, simultaneously.
    play(m, [0, 'mirror at 1 discard lunatic,painter'], [1, 'mirror at 2 discard ace-of-knots,journey']);
    expect(publicLog(m)).toContain(
      'Ada casts Drain (3) at Bo — turned back by Bo\'s Magic Mirror — turned back by Ada\'s Magic Mirror — Bo loses 3, Ada gains 3.',
    );
    expect(health(m)).toEqual([12, 9]);
  });

  it('only minimal discard sets are legal; a wizard unable to cast is not asked; the window reopens after a cast', () => {
    const m = duel({ hands: [['calamity', 'author', 'ace-of-moons', 'ace-of-knots'], ['origin', 'ace-of-waves']] });
    play(m, [0, 'play calamity'], [1, 'play origin']);
    expect(m.pending()).toEqual([0]);
    const counters = m.legalText(0).filter((t) => t.startsWith('counter at 1'));
    expect(counters).toEqual(['counter at 1 discard ace-of-moons,ace-of-knots', 'counter at 1 discard author']);
    expect(m.act(0, 'counter at 1 discard ace-of-moons,author')).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    play(m, [0, 'counter at 1 discard author']);
    // The window opens again: Ada still holds Moons + Knots.
    expect(m.view(null).stage).toBe('react');
    play(m, [0, 'counter at 2 discard ace-of-moons,ace-of-knots']);
    // Now she cannot cast any more: the window closes and the Wyrm phase begins.
    expect(m.view(null).phase).toBe('wyrm');
  });

  it('rune recipes are configurable', () => {
    const m = duel({ hands: [['calamity', 'bard'], ['origin']] }, { counterSpell: ['suns'], magicMirror: ['suns', 'leaves'] });
    play(m, [0, 'play calamity'], [1, 'play origin']);
    expect(m.legalText(0)).toEqual(['pass', 'counter at 1 discard bard', 'counter at 2 discard bard']);
  });

  it('DR-9: a spell turned back by a mirror reaches an invisible caster', () => {
    const m = duel({
      hands: [['light-keeper', 'savage'], ['origin', 'sea', 'journey', 'ace-of-knots']],
      sequences: [['mill', 'sailor'], []],
    });
    play(m, [0, 'play light-keeper'], [1, 'play origin'], [1, 'pass'], [0, 'cast knot waves 3 at 1'], [1, 'pass']);
    expect(m.state.wizards[0]!.invisibleFrom).toBe(2);
    play(m, [0, 'play savage'], [1, 'play sea'], [1, 'pass'], [0, 'cast wyrm leaves 2 at 2']);
    play(m, [1, 'mirror at 2 discard ace-of-knots,journey']);
    expect(health(m)).toEqual([10, 12]);
  });
});
