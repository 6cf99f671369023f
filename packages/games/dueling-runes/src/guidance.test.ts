import { describe, expect, it } from 'vitest';
import { blockerOf, reactionEffects, reactionMatters, whatItWouldCast, wouldBeStopped } from './core/guidance';
import { duel, health, play, publicLog } from './test-kit';

const fireBall = (power: number) => ({ rune: 'wyrm', energy: 'suns', power }) as const;
const iceBolt = (power: number) => ({ rune: 'wyrm', energy: 'waves', power }) as const;
const drain = (power: number) => ({ rune: 'wyrm', energy: 'leaves', power }) as const;
const hit = { rune: 'wyrm', energy: null, power: 0 } as const;

describe('what a card would cast if placed now (DR-5, DR-6, DR-7)', () => {
  it('DR-5, DR-6: each activation rune casts in its phase, with the energy the sequence would show', () => {
    const m = duel({ hands: [['savage', 'watchman'], ['origin']], sequences: [['mill', 'sailor'], []] });
    const v = m.view(0);
    const savage = whatItWouldCast(v, 0, 'savage');
    expect(savage).toMatchObject({ card: 'savage', value: 3, energy: { suns: 0, waves: 2, leaves: 3 }, pushesOut: null, sharedEnergy: false });
    expect(savage.phases).toEqual([
      {
        rune: 'wyrm',
        spells: [
          { id: 'ice-bolt', spell: 'Ice Bolt', energy: 'waves', power: 2 },
          { id: 'drain', spell: 'Drain', energy: 'leaves', power: 3 },
          { id: 'hit', spell: 'Hit', energy: null, power: 0 },
        ],
        targets: [1],
        note: null,
        outOfReach: [],
        warnings: [],
      },
    ]);
    // The Watchman's three activation runes each cast once, one phase after another, from one pool of energy.
    const watchman = whatItWouldCast(v, 0, 'watchman');
    expect(watchman.sharedEnergy).toBe(true);
    expect(watchman.phases.map((p) => [p.rune, p.spells.map((s) => `${s.spell} ${s.power}`), p.targets])).toEqual([
      ['moon', ['Resist Heat 2', 'Heal 2', 'Shield 0'], [0]],
      ['wyrm', ['Ice Bolt 2', 'Drain 2', 'Hit 0'], [1]],
      ['knot', ['Invisibility 2', 'Amnesia 2', 'Confusion 0'], [0, 1]],
    ]);
  });

  it('DR-7: a card placed on a sequence of four pushes the oldest out, and its energy with it', () => {
    const m = duel({ hands: [['painter', 'origin', 'sailor'], ['desert', 'mill', 'cave']], sequences: [['bard', 'ace-of-suns'], []] });
    // Turn 1: Ada hastes herself, so turn 2 opens with her haste mini-turn (DR-12).
    play(m, [0, 'play painter'], [1, 'play desert'], [1, 'pass'], [0, 'cast knot suns 1 at 1']);
    play(m, [0, 'play origin']);
    expect(m.view(0).wizards[0]!.sequence.map((c) => c.card)).toEqual(['bard', 'ace-of-suns', 'painter', 'origin']);
    const preview = whatItWouldCast(m.view(0), 0, 'sailor');
    expect(preview.pushesOut).toBe('bard');
    expect(preview.energy).toEqual({ suns: 2, waves: 2, leaves: 2 });
    expect(preview.phases).toEqual([]);
  });

  it('DR-9, DR-13: a Wyrm card casts nothing when every other wizard is invisible', () => {
    const m = duel({ hands: [['light-keeper', 'savage'], ['origin', 'desert']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play light-keeper'], [1, 'play origin'], [0, 'cast knot waves 3 at 1']);
    const preview = whatItWouldCast(m.view(1), 1, 'desert');
    const invisible = { kind: 'out-of-reach', target: 0, why: 'invisible', text: 'Ada is invisible: no one else can aim at Ada' };
    expect(preview.phases).toEqual([{ rune: 'wyrm', spells: [], targets: [], note: 'no one can be aimed at: nothing would be cast', outOfReach: [invisible], warnings: [] }]);
    expect(wouldBeStopped(m.view(1), 1, hit, 0)).toEqual(invisible);
  });

  it('warns in the preview of what already stands: Resist Heat lasts into the next turn (DR-10)', () => {
    const m = duel({ hands: [['lunatic', 'penitent'], ['battle', 'desert']], sequences: [['sea', 'discovery'], ['bard', 'ace-of-suns']] });
    // Ada resists heat in turns 1 and 2.
    play(m, [0, 'play lunatic'], [1, 'play battle'], [0, 'cast moon waves 2'], [1, 'pass'], [1, 'pass']);
    const preview = whatItWouldCast(m.view(1), 1, 'desert');
    expect(preview.phases[0]!.warnings).toEqual([
      { spell: 'Fire Ball', id: 'fire-ball', target: 0, stop: { kind: 'blocked', target: 0, by: 'resist-heat', text: 'Ada resists heat: the Fire Ball would do nothing' } },
    ]);
  });

  it('previews only its own hand, from its own view', () => {
    const m = duel({ hands: [['savage'], ['origin']] });
    expect(() => whatItWouldCast(m.view(0), 0, 'origin')).toThrow(/not in the hand/);
    expect(() => whatItWouldCast(m.view(1), 0, 'savage')).toThrow(/not seat 0's view/);
    expect(() => whatItWouldCast(m.view(null), 0, 'savage')).toThrow(/not seat 0's view/);
  });
});

describe('would a spell be stopped or turned back (DR-11, DR-16, DR-27)', () => {
  it('DR-11: Resist Heat stops Fire Ball, not Ice Bolt or Hit — and the rules agree', () => {
    const m = duel({ hands: [['battle'], ['lunatic']], sequences: [['bard', 'ace-of-suns'], ['sea']] });
    play(m, [0, 'play battle'], [1, 'play lunatic'], [1, 'cast moon waves 2']);
    const v = m.view(0);
    expect(wouldBeStopped(v, 0, fireBall(2), 1)).toEqual({ kind: 'blocked', target: 1, by: 'resist-heat', text: 'Bo resists heat: the Fire Ball would do nothing' });
    expect(wouldBeStopped(v, 0, hit, 1)).toBeNull();
    play(m, [0, 'cast wyrm suns 2 at 2']);
    expect(publicLog(m)).toContain('Ada casts Fire Ball (2) at Bo — blocked: Bo resists heat.');
  });

  it('DR-11: a Shield stops Hit and Drain but not Ice Bolt', () => {
    const m = duel({ hands: [['savage'], ['huntress']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play savage'], [1, 'play huntress'], [1, 'cast moon']);
    const v = m.view(0);
    expect(wouldBeStopped(v, 0, hit, 1)).toMatchObject({ kind: 'blocked', by: 'shield', text: 'Bo is shielded: the Hit would do nothing' });
    expect(wouldBeStopped(v, 0, drain(3), 1)).toMatchObject({ kind: 'blocked', by: 'shield' });
    expect(wouldBeStopped(v, 0, iceBolt(2), 1)).toBeNull();
    play(m, [0, 'cast wyrm waves 2 at 2']);
    expect(health(m)).toEqual([12, 10]);
  });

  it('DR-16: a Counter Spell stops its target\'s own Heal and others\' Drain, not a Fire Ball', () => {
    const m = duel(
      { hands: [['savage'], ['forest', 'author'], ['penitent']], sequences: [['origin', 'sailor'], ['mill'], ['bard']], health: [12, 10, 12] },
      { players: 3 },
    );
    play(m, [0, 'play savage'], [1, 'play forest'], [2, 'play penitent'], [1, 'counter at 2 discard author']);
    expect(wouldBeStopped(m.view(1), 1, { rune: 'moon', energy: 'leaves', power: 2 }, 1)).toEqual({
      kind: 'blocked',
      target: 1,
      by: 'counter-spell',
      text: 'You are under a Counter Spell: your Heal would do nothing',
    });
    play(m, [1, 'cast moon leaves 2'], [2, 'cast wyrm suns 2 at 2']);
    expect(wouldBeStopped(m.view(0), 0, drain(3), 1)).toMatchObject({ kind: 'blocked', by: 'counter-spell', text: 'Bo is under a Counter Spell: the Drain would do nothing' });
    expect(wouldBeStopped(m.view(0), 0, fireBall(1), 1)).toBeNull();
    expect(health(m)).toEqual([12, 8, 12]);
  });

  it('DR-16: a Drain into a Magic Mirror is turned back: "you would lose 3" — as the rules then do', () => {
    const m = duel({ hands: [['savage'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play savage'], [1, 'play origin'], [1, 'mirror at 2 discard ace-of-knots,journey']);
    const v = m.view(0);
    expect(wouldBeStopped(v, 0, drain(3), 1)).toEqual({
      kind: 'turned-back',
      target: 1,
      mirrors: [1],
      blockedBy: null,
      text: "Turned back by Bo's Magic Mirror: you would lose 3 and Bo would gain 3",
    });
    expect(wouldBeStopped(v, 0, iceBolt(2), 1)?.text).toBe("Turned back by Bo's Magic Mirror: you would take 2");
    play(m, [0, 'cast wyrm leaves 3 at 2']);
    expect(health(m)).toEqual([9, 12]);
  });

  it('DR-16: a spell turned back meets its caster\'s own protections', () => {
    const m = duel({ hands: [['watchman'], ['origin', 'journey', 'ace-of-knots']] });
    play(m, [0, 'play watchman'], [1, 'play origin'], [1, 'mirror at 2 discard ace-of-knots,journey'], [0, 'cast moon']);
    expect(wouldBeStopped(m.view(0), 0, hit, 1)).toEqual({
      kind: 'turned-back',
      target: 1,
      mirrors: [1],
      blockedBy: 'shield',
      text: "Turned back by Bo's Magic Mirror, then stopped by your own Shield",
    });
    play(m, [0, 'cast wyrm at 2']);
    expect(health(m)).toEqual([12, 12]);
  });

  it('blockerOf names, as data, the protection, mirror or invisibility in the way of a spell by its id (DR-9, DR-11, DR-13, DR-16)', () => {
    const m = duel({ hands: [['savage'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play savage'], [1, 'play origin'], [1, 'mirror at 2 discard ace-of-knots,journey']);
    const v = m.view(0);
    expect(blockerOf(v, 0, 'drain', 1)).toEqual({ kind: 'turned-back', target: 1, mirrors: [1], blockedBy: null });
    expect(blockerOf(v, 0, 'hit', 0)).toEqual({ kind: 'out-of-reach', target: 0, why: 'yourself' });
    // A Moon spell works on its caster, whatever target is named.
    expect(blockerOf(v, 0, 'heal', 1)).toBeNull();
    const shielded = duel({ hands: [['savage'], ['huntress']], sequences: [['mill', 'sailor'], []] });
    play(shielded, [0, 'play savage'], [1, 'play huntress'], [1, 'cast moon']);
    expect(blockerOf(shielded.view(0), 0, 'drain', 1)).toEqual({ kind: 'blocked', target: 1, by: 'shield' });
    expect(blockerOf(shielded.view(0), 0, 'fire-ball', 1)).toBeNull();
  });

  it('the declared spells of the view carry their spell id, caster, target and power beside the words (DR-8, DR-16)', () => {
    const m = duel({ hands: [['battle'], ['lunatic', 'author']], sequences: [['bard', 'ace-of-suns'], ['sea']] });
    // Bo, who holds the Author, is asked at each reaction window.
    play(m, [0, 'play battle'], [1, 'play lunatic'], [1, 'pass'], [1, 'cast moon waves 2']);
    expect(m.view(0).stage).toBe('react');
    expect(m.view(0).declared).toEqual([
      { caster: 1, spellId: 'resist-heat', spell: 'Resist Heat', rune: 'moon', energy: 'waves', power: 2, target: 1, cardValue: 6, hide: null, text: 'Bo: Resist Heat (2)' },
    ]);
  });

  it('DR-16: two mirrors turn a spell back twice, so it lands where it was aimed', () => {
    const m = duel({ hands: [['savage', 'lunatic', 'painter'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play savage'], [1, 'play origin'], [0, 'mirror at 1 discard lunatic,painter'], [1, 'mirror at 2 discard ace-of-knots,journey']);
    expect(wouldBeStopped(m.view(0), 0, drain(3), 1)).toBeNull();
    play(m, [0, 'cast wyrm leaves 3 at 2']);
    expect(health(m)).toEqual([12, 9]);
  });

  it('DR-27: a Counter Spell aimed at a mirrored wizard lands on its caster', () => {
    const m = duel({ hands: [['calamity', 'author'], ['origin', 'journey', 'ace-of-knots']] });
    play(m, [0, 'play calamity'], [1, 'play origin'], [0, 'pass'], [1, 'mirror at 2 discard ace-of-knots,journey']);
    expect(wouldBeStopped(m.view(0), 0, { special: 'counter' }, 1)).toMatchObject({
      kind: 'turned-back',
      text: "Turned back by Bo's Magic Mirror: the Counter Spell would land on you",
    });
    // Counter Spell does not stop special spells (DR-27): a mirror on a countered wizard is not "stopped".
    expect(wouldBeStopped(m.view(0), 0, { special: 'counter' }, 0)).toBeNull();
    play(m, [0, 'counter at 2 discard author']);
    expect(m.state.wizards.map((w) => w.countered)).toEqual([true, false]);
  });

  it('DR-13: in the casting turn, Invisibility hides from Knot spells of lower or equal value', () => {
    const m = duel({ hands: [['light-keeper'], ['battle']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play light-keeper'], [1, 'play battle'], [1, 'pass'], [0, 'cast knot waves 3 at 1']);
    expect(wouldBeStopped(m.view(1), 1, { rune: 'knot', energy: null, power: 0 }, 0)).toEqual({
      kind: 'out-of-reach',
      target: 0,
      why: 'unseen',
      text: 'Ada hides from Knot spells of value 10 or less this turn',
    });
    expect(m.legalText(1)).toEqual(['pass', 'cast knot at 2']);
  });

  it('DR-9: Wyrm spells are aimed at another wizard, and the dead are never targets', () => {
    const m = duel({ hands: [['calamity'], ['desert'], ['sailor']], health: [12, 12, 1] }, { players: 3 });
    play(m, [0, 'play calamity'], [1, 'play desert'], [2, 'play sailor'], [0, 'cast wyrm at 3']);
    expect(wouldBeStopped(m.view(1), 1, hit, 2)).toMatchObject({ kind: 'out-of-reach', why: 'dead' });
    expect(wouldBeStopped(m.view(1), 1, hit, 1)).toMatchObject({ kind: 'out-of-reach', why: 'yourself' });
  });
});

describe('whether a reaction window is worth asking (DR-16)', () => {
  it('not after a wizard\'s own declaration, when a reaction could only stop or turn back its own spell', () => {
    const m = duel({ hands: [['savage', 'author'], ['origin']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play savage'], [1, 'play origin']);
    expect(reactionMatters(m.view(0), 0)).toBe(true);
    play(m, [0, 'pass'], [0, 'cast wyrm leaves 3 at 2']);
    expect(m.pending()).toEqual([0]);
    expect(reactionMatters(m.view(0), 0)).toBe(false);
  });

  it('but yes when a standing mirror would turn that spell back: a Counter Spell on yourself then saves you', () => {
    const m = duel({ hands: [['savage', 'author'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play savage'], [1, 'play origin'], [0, 'pass'], [1, 'mirror at 2 discard ace-of-knots,journey'], [0, 'pass'], [0, 'cast wyrm leaves 3 at 2']);
    expect(reactionMatters(m.view(0), 0)).toBe(true);
    play(m, [0, 'counter at 1 discard author']);
    expect(publicLog(m)).toContain("Ada casts Drain (3) at Bo — turned back by Bo's Magic Mirror — blocked: Ada is under a Counter Spell.");
    expect(health(m)).toEqual([12, 12]);
  });

  it('and yes when others declared in the same group (DR-8: equal values declare together)', () => {
    const m = duel({ hands: [['watchman', 'author'], ['borderland']], sequences: [['bard'], ['ace-of-suns']] });
    play(m, [0, 'play watchman'], [1, 'play borderland'], [0, 'pass'], [0, 'pass']);
    expect(m.view(0)).toMatchObject({ phase: 'wyrm', declaringValue: 10 });
    play(m, [0, 'cast wyrm suns 1 at 2'], [1, 'cast wyrm suns 1 at 1']);
    expect(m.pending()).toEqual([0]);
    expect(reactionMatters(m.view(0), 0)).toBe(true);
  });
});

describe('what a reaction would do to the declared spells (DR-16, DR-27)', () => {
  it('a Magic Mirror on yourself turns a Drain back; a Counter Spell stops it; a mirror elsewhere does nothing to it', () => {
    const m = duel({ hands: [['savage'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []], health: [12, 9] });
    play(m, [0, 'play savage'], [1, 'play origin'], [1, 'pass'], [0, 'cast wyrm leaves 3 at 2']);
    const v = m.view(1);
    expect(reactionEffects(v, 1, 'mirror', 1)).toEqual([{ declaration: 0, change: 'turns-back', own: false, text: "turns Ada's Drain (3) at you back on Ada" }]);
    expect(reactionEffects(v, 1, 'counter', 1)).toEqual([{ declaration: 0, change: 'stops', own: false, text: "stops Ada's Drain (3) at you" }]);
    expect(reactionEffects(v, 1, 'mirror', 0)).toEqual([]);
    play(m, [1, 'mirror at 2 discard ace-of-knots,journey']);
    expect(health(m)).toEqual([9, 12]);
  });

  it('a Counter Spell on yourself stops your own spell as a standing mirror turns it back', () => {
    const m = duel({ hands: [['savage', 'author'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] });
    play(m, [0, 'play savage'], [1, 'play origin'], [0, 'pass'], [1, 'mirror at 2 discard ace-of-knots,journey'], [0, 'pass'], [0, 'cast wyrm leaves 3 at 2']);
    expect(reactionEffects(m.view(0), 0, 'counter', 0)).toEqual([{ declaration: 0, change: 'stops', own: true, text: 'stops your own Drain (3) at Bo as it is turned back' }]);
    // DR-27: a Counter Spell aimed at the mirrored Bo lands on Ada, with the same effect.
    expect(reactionEffects(m.view(0), 0, 'counter', 1)).toEqual(reactionEffects(m.view(0), 0, 'counter', 0));
  });
});
