import { describe, expect, it } from 'vitest';
import { duel, health, play, publicLog } from './test-kit';

describe('Moon spells (DR-5, DR-10, DR-11)', () => {
  it('DR-11 Heal restores as many health as Leaves used, never above the starting health (DR-3)', () => {
    const m = duel({ hands: [['forest', 'chance-meeting'], ['origin', 'desert']], sequences: [['sailor', 'mill'], []], health: [8, 12] });
    play(m, [0, 'play forest'], [1, 'play origin']);
    expect(m.legalText(0)).toEqual(['pass', 'cast moon', 'cast moon waves 1', 'cast moon waves 2', 'cast moon leaves 1', 'cast moon leaves 2', 'cast moon leaves 3']);
    play(m, [0, 'cast moon leaves 3']);
    expect(health(m)).toEqual([11, 12]);
    expect(publicLog(m)).toContain('Ada casts Heal (3) — Ada heals 3.');
    // Turn 2: the sequence is forest + sailor, mill, chance-meeting: 4 Leaves, but only 1 health is missing.
    play(m, [0, 'play chance-meeting'], [1, 'play desert']);
    play(m, [0, 'cast moon leaves 4']);
    expect(health(m)).toEqual([12, 12]);
  });

  it('DR-10 Resist Heat blocks Fire Ball for n turns counting the current one; then Fire Ball lands (DR-11)', () => {
    const m = duel({ hands: [['lunatic', 'ace-of-leaves', 'sea'], ['penitent', 'desert', 'calamity']], sequences: [['discovery', 'sailor'], ['bard', 'ace-of-suns']] });
    play(m, [0, 'play lunatic'], [1, 'play penitent'], [0, 'cast moon waves 2']);
    expect(m.view(null).wizards[0]!.effects.map((e) => e.text)).toEqual(['Resist Heat: this turn and 1 more']);
    play(m, [1, 'cast wyrm suns 3 at 1']);
    expect(publicLog(m)).toContain('Bo casts Fire Ball (3) at Ada — blocked: Ada resists heat.');
    // Turn 2: still protected.
    play(m, [0, 'play ace-of-leaves'], [1, 'play desert'], [1, 'cast wyrm suns 4 at 1']);
    expect(health(m)).toEqual([12, 12]);
    // Turn 3: the protection is over.
    play(m, [0, 'play sea'], [1, 'play calamity'], [1, 'cast wyrm suns 3 at 1']);
    expect(health(m)).toEqual([9, 12]);
    expect(publicLog(m)).toContain('Bo casts Fire Ball (3) at Ada — Ada loses 3.');
  });

  it('DR-10 Resist Cold blocks Ice Bolt but not Fire Ball; recasting keeps the longer time', () => {
    const m = duel(
      { hands: [['mountain', 'diplomat'], ['island', 'cave']], sequences: [['bard', 'ace-of-suns'], ['sea', 'discovery']] },
      { courts: true },
    );
    play(m, [0, 'play mountain'], [1, 'play island'], [0, 'cast moon suns 3']);
    expect(m.state.wizards[0]!.resistColdUntil).toBe(3);
    // The Island (Court, 11): Suns, Waves, Wyrms; Bo has 3 Waves and 2 Suns.
    play(m, [1, 'cast wyrm waves 3 at 1']);
    expect(publicLog(m)).toContain('Bo casts Ice Bolt (3) at Ada — blocked: Ada resists cold.');
    play(m, [0, 'play diplomat'], [1, 'play cave'], [0, 'cast moon suns 1']);
    expect(m.state.wizards[0]!.resistColdUntil).toBe(3);
    play(m, [1, 'cast wyrm waves 4 at 1']);
    expect(health(m)).toEqual([12, 12]);
  });

  it('DR-11 Shield blocks Hit and Drain but not Fire Ball (4 wizards, DR-20)', () => {
    const m = duel({
      hands: [['huntress'], ['calamity'], ['penitent'], ['savage']],
      sequences: [[], [], ['bard', 'ace-of-suns'], ['origin', 'sailor']],
      health: [12, 12, 12, 5],
    }, { players: 4 });
    play(m, [0, 'play huntress'], [1, 'play calamity'], [2, 'play penitent'], [3, 'play savage']);
    play(m, [0, 'cast moon']);
    play(m, [1, 'cast wyrm at 1']);
    play(m, [2, 'cast wyrm suns 3 at 1']);
    play(m, [3, 'cast wyrm leaves 3 at 1']);
    const log = publicLog(m);
    expect(log).toContain('Bo casts Hit at Ada — blocked: Ada is shielded.');
    expect(log).toContain('Cy casts Fire Ball (3) at Ada — Ada loses 3.');
    expect(log).toContain('Di casts Drain (3) at Ada — blocked: Ada is shielded.');
    // A blocked Drain does nothing at all: Di gains nothing.
    expect(health(m)).toEqual([9, 12, 12, 5]);
  });
});

describe('Wyrm spells (DR-11, DR-18)', () => {
  it('Drain: the target loses n and the caster gains n, capped, even if the target had less left', () => {
    const m = duel({ hands: [['savage'], ['origin']], sequences: [['mill', 'sailor'], []], health: [10, 2] });
    play(m, [0, 'play savage'], [1, 'play origin'], [0, 'cast wyrm leaves 3 at 2']);
    expect(health(m)).toEqual([12, 0]);
    expect(m.outcome()?.results).toEqual(['win', 'loss']);
    expect(publicLog(m)).toContain('Ada casts Drain (3) at Bo — Bo loses 3, Ada gains 3.');
    expect(m.outcome()?.summary).toBe('Ada wins with 12 health left');
  });

  it('Hit costs one health and needs no energy', () => {
    const m = duel({ hands: [['calamity'], ['origin']] });
    play(m, [0, 'play calamity'], [1, 'play origin']);
    expect(m.legalText(0)).toEqual(['pass', 'cast wyrm at 2']);
    play(m, [0, 'cast wyrm at 2']);
    expect(health(m)).toEqual([12, 11]);
  });
});
