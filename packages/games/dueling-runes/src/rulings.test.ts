import { describe, expect, it } from 'vitest';
import { EXCUSE } from './core/cards';
import { BASIC_SPELL_IDS, SPELLS } from './core/spells-table';
import { parseAction } from './core/actions';
import { drawCard } from './core/deck';
import { duel, health, play, publicLog } from './test-kit';

describe('energy and rune use (DR-6, DR-30)', () => {
  it('DR-6: energy used by a Moon spell is unavailable to the same card\'s Wyrm spell that turn, but free again next turn', () => {
    const m = duel({ hands: [['watchman', 'savage'], ['origin', 'sea']], sequences: [['sailor', 'mill'], []], health: [9, 12] });
    play(m, [0, 'play watchman'], [1, 'play origin'], [0, 'cast moon leaves 2']);
    expect(health(m)).toEqual([11, 12]);
    // Wyrm phase: the two Leaves are spent; the two Waves are still free.
    expect(m.legalText(0)).toEqual(['pass', 'cast wyrm at 2', 'cast wyrm waves 1 at 2', 'cast wyrm waves 2 at 2']);
    expect(m.act(0, 'cast wyrm leaves 1 at 2')).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    play(m, [0, 'cast wyrm waves 1 at 2']);
    // Knot phase: one Wave left, no Leaves.
    expect(m.legalText(0)).toEqual(['pass', 'cast knot at 1', 'cast knot waves 1 at 1', 'cast knot at 2', 'cast knot waves 1 at 2']);
    play(m, [0, 'pass']);
    // Turn 2: the Sailor, the Mill and the Savage give three Leaves again.
    play(m, [0, 'play savage'], [1, 'play sea']);
    expect(m.legalText(0)).toContain('cast wyrm leaves 3 at 2');
  });

  it('DR-30: runes named by a blocked spell are spent all the same', () => {
    const m = duel({ hands: [['battle'], ['lunatic']], sequences: [['bard', 'ace-of-suns'], ['sea']] });
    play(m, [0, 'play battle'], [1, 'play lunatic'], [1, 'cast moon waves 2'], [0, 'cast wyrm suns 2 at 2']);
    expect(publicLog(m)).toContain('Ada casts Fire Ball (2) at Bo — blocked: Bo resists heat.');
    expect(m.legalText(0).some((t) => t.includes('suns'))).toBe(false);
  });
});

describe('targets and the end (DR-9, DR-28, DR-29)', () => {
  it('DR-9: the dead are never targets', () => {
    const m = duel({ hands: [['calamity'], ['desert'], ['sailor']], health: [12, 12, 1] }, { players: 3 });
    play(m, [0, 'play calamity'], [1, 'play desert'], [2, 'play sailor'], [0, 'cast wyrm at 3']);
    expect(m.legalText(1)).toEqual(['pass', 'cast wyrm at 1', 'cast wyrm suns 1 at 1']);
  });

  it('DR-29: the last two falling together draw; a wizard dead before them loses', () => {
    const m = duel({ hands: [['calamity', 'rite'], ['origin', 'island'], ['sailor']], health: [1, 1, 1] }, { players: 3, courts: true });
    play(m, [0, 'play calamity'], [1, 'play origin'], [2, 'play sailor'], [0, 'cast wyrm at 3']);
    play(m, [0, 'play rite'], [1, 'play island'], [0, 'pass'], [0, 'cast wyrm at 2'], [1, 'cast wyrm at 1']);
    expect(m.outcome()).toMatchObject({ results: ['draw', 'draw', 'loss'], scores: [0.5, 0.5, 0] });
  });

  it('DR-28: when the last turn ends with several wizards alive, they draw', () => {
    const m = duel({ hands: [['origin'], ['sailor']] }, { maxTurns: 1 });
    play(m, [0, 'play origin'], [1, 'play sailor']);
    expect(m.outcome()).toMatchObject({ results: ['draw', 'draw'], summary: 'A draw between Ada and Bo' });
    expect(publicLog(m).at(-1)).toBe('Turn 1 was the last: a draw between Ada and Bo.');
  });
});

describe('special cases', () => {
  it('DR-31: two Amnesias of one group are chosen in secret, at once, from the cards before the group', () => {
    const m = duel(
      { hands: [['watchman'], ['light-keeper'], ['sea']], sequences: [['origin', 'sailor'], ['mill'], ['end', 'savage', 'ace-of-leaves']] },
      { players: 3 },
    );
    play(m, [0, 'play watchman'], [1, 'play light-keeper'], [2, 'play sea'], [0, 'pass'], [0, 'pass']);
    play(m, [0, 'cast knot leaves 1 at 3'], [1, 'cast knot leaves 1 at 3']);
    expect(m.view(null).stage).toBe('amnesia');
    expect(m.pending()).toEqual([0, 1]);
    play(m, [0, 'hide end']);
    // Bo sees that Ada has chosen, not what.
    expect(m.view(1).wizards[0]!.chosen).toBe(true);
    expect(m.view(1).declared.map((d) => d.hide)).toEqual([null, null]);
    expect(JSON.stringify(m.view(1))).not.toContain('hide end');
    play(m, [1, 'hide sea']);
    expect(publicLog(m)).toEqual(expect.arrayContaining(['Ada casts Amnesia (1) at Cy — Cy forgets the End.', 'Bo casts Amnesia (1) at Cy — Cy forgets the Sea.']));
    // The turn ends: the face-down End is the oldest card and is trimmed away (DR-7).
    expect(m.view(null).wizards[2]!.sequence).toEqual([
      { card: 'savage', faceUp: true },
      { card: 'ace-of-leaves', faceUp: true },
      { card: 'sea', faceUp: false },
    ]);
  });

  it('DR-11: Ice Bolt takes n health from a target that does not resist cold', () => {
    const m = duel({ hands: [['cave'], ['origin']], sequences: [['sea', 'ace-of-waves'], []] });
    play(m, [0, 'play cave'], [1, 'play origin'], [0, 'cast wyrm waves 3 at 2']);
    expect(publicLog(m)).toContain('Ada casts Ice Bolt (3) at Bo — Bo loses 3.');
    expect(health(m)).toEqual([12, 9]);
  });

  it('DR-27: a Magic Mirror turns back a Counter Spell cast on its holder', () => {
    const m = duel({ hands: [['calamity', 'author'], ['origin', 'journey', 'ace-of-knots']] });
    play(m, [0, 'play calamity'], [1, 'play origin']);
    play(m, [0, 'pass'], [1, 'mirror at 2 discard ace-of-knots,journey']);
    play(m, [0, 'counter at 2 discard author']);
    expect(publicLog(m)).toContain('Ada casts Counter Spell at Bo, discarding the Author — turned back by Bo\'s Magic Mirror: it lands on Ada.');
    expect(m.state.wizards.map((w) => [w.countered, w.mirrored])).toEqual([[true, false], [false, true]]);
  });

  it('DR-32: casting Haste again extends a running Haste to the later end', () => {
    const m = duel({ hands: [['painter', 'light-keeper', 'origin'], ['sailor', 'mill', 'sea']], sequences: [['bard', 'ace-of-suns'], []] });
    play(m, [0, 'play painter'], [1, 'play sailor'], [0, 'cast knot suns 2 at 1']);
    expect([m.state.wizards[0]!.hasteFrom, m.state.wizards[0]!.hasteUntil]).toEqual([2, 3]);
    play(m, [0, 'play light-keeper'], [0, 'cast knot suns 4 at 1']);
    expect([m.state.wizards[0]!.hasteFrom, m.state.wizards[0]!.hasteUntil]).toEqual([2, 6]);
  });

  it('DR-24: with only the Excuse left and no discards, drawing stops', () => {
    const m = duel({ hands: [['origin'], ['sailor']] });
    const s = structuredClone(m.state);
    s.drawPile = [EXCUSE];
    s.discardPile = [];
    expect(drawCard(s, 0, false)).toBe(-1);
    expect(s.drawPile).toEqual([EXCUSE]);
  });

  it('DR-5, DR-22: the basic game casts exactly the twelve spells of the table; the advanced spells are the Advanced Game\'s', () => {
    const cast = BASIC_SPELL_IDS.map((id) => SPELLS[id]).filter((spell) => spell.phase !== null);
    expect(cast).toHaveLength(12);
    expect(new Set(cast.map((spell) => `${spell.phase} ${spell.energy.join('+')}`)).size).toBe(12);
    expect(cast.every((spell) => spell.energy.length <= 1)).toBe(true);
    expect(parseAction('cast lightning suns 2 at 2').ok).toBe(false);
    // A basic duel refuses an advanced spell, naming the option that allows it.
    const m = duel({ hands: [['penitent'], ['origin']], sequences: [['mountain'], []] });
    play(m, [0, 'play penitent'], [1, 'play origin']);
    expect(m.legalText(0).some((t) => t.includes('lightning-bolt') || t.includes('monster'))).toBe(false);
    expect(m.act(0, 'cast lightning-bolt suns 2 moons 1 at 2')).toMatchObject({ ok: false, error: { code: 'illegal-action', message: 'Lightning Bolt is an advanced spell: that is for the Advanced Game only (option "variant": "advanced", DR-22)' } });
    expect(m.act(0, 'cast wyrm suns 2 at monster 2')).toMatchObject({ ok: false, error: { message: expect.stringContaining('There are no monsters to aim at in this duel') } });
  });
});
