/** Casting in the Advanced Game: recipes, one job per rune, targets, Lightning Bolt, Counter Spell and Magic Mirror (DRA-2, DRA-3, DRA-8 … DRA-12, DRA-22). */
import { describe, expect, it } from 'vitest';
import { RECIPES, readingOf, recipeOf } from './advanced/tables';
import { advancedDuel, health, monster, play, publicLog } from './test-kit';

/** "spell target" for each legal declaration: what each cast may be aimed at. */
const aims = (texts: readonly string[]) =>
  new Set(
    texts
      .filter((t) => t.startsWith('cast '))
      .map((t) => {
        const at = t.indexOf(' at ');
        return `${t.split(' ')[1]} ${at < 0 ? '-' : t.slice(at + 4)}`;
      }),
  );

describe('advanced recipes (DRA-2, DRA-3, DRA-9)', () => {
  it('DRA-2, DRA-3: a Lightning Bolt is a Wyrm spell of Suns and Moons; its damage is the Suns used; the choices list every count, in order', () => {
    const m = advancedDuel({ hands: [['penitent'], ['origin']], sequences: [['mountain', 'bard'], []] });
    play(m, [0, 'play penitent'], [1, 'play origin']);
    expect(m.legalText(0)).toEqual([
      'pass',
      'cast wyrm at 2',
      'cast wyrm suns 1 at 2',
      'cast wyrm suns 2 at 2',
      'cast wyrm suns 3 at 2',
      'cast lightning-bolt suns 1 moons 1 at 2',
      'cast lightning-bolt suns 2 moons 1 at 2',
      'cast lightning-bolt suns 3 moons 1 at 2',
    ]);
    play(m, [0, 'cast lightning-bolt suns 3 moons 1 at 2']);
    expect(publicLog(m)).toContain('Ada casts Lightning Bolt (Suns 3, Moons 1) at Bo — Bo loses 3.');
    expect(health(m)).toEqual([12, 9]);
  });

  it('DRA-2: Moons, Wyrms and Knots are energy only of advanced spells; a recipe of three types needs a rune of each', () => {
    // Ada shows Suns, Waves and Leaves (the Harvest, the Discovery, the Origin) and places the Lunatic's Moon.
    const m = advancedDuel({ hands: [['lunatic'], ['sailor']], sequences: [['harvest', 'discovery', 'origin'], []] });
    play(m, [0, 'play lunatic'], [1, 'play sailor']);
    const legal = m.legalText(0);
    expect(legal).toContain('cast protection suns 2 waves 3 leaves 2');
    expect(legal.filter((t) => t.startsWith('cast protection'))).toHaveLength(2 * 3 * 2);
    // The Moons shown (the Harvest's, the Lunatic's) power no basic spell.
    expect(legal.some((t) => t.includes('moons'))).toBe(false);
  });

  it('DRA-3, DRA-9: the recipe table is data: each reading adds up the counts of the types its row names', () => {
    expect(readingOf('protection', 'turns', { suns: 2, waves: 1, leaves: 3 })).toBe(6);
    expect(readingOf('poison', 'loss', { waves: 3, leaves: 2 })).toBe(2);
    expect(readingOf('poison', 'turns', { waves: 3, leaves: 2 })).toBe(3);
    expect(readingOf('remove-enchantment', 'turns', { knots: 2, moons: 1 })).toBe(0);
    expect(recipeOf('lightning-bolt')).toEqual({ spell: 'lightning-bolt', phase: 'wyrm', energy: ['suns', 'moons'], readings: { damage: ['suns'] } });
    expect(Object.isFrozen(RECIPES) && RECIPES.every((r) => Object.isFrozen(r))).toBe(true);
  });
});

describe('one job per rune (DRA-10)', () => {
  it('DRA-10: the Wyrm that activated a Wyrm spell cannot also be the Wyrm energy of a Fear in the Knot phase', () => {
    const cast = advancedDuel({ hands: [['battle'], ['sailor']], sequences: [['origin'], []] });
    play(cast, [0, 'play battle'], [1, 'play sailor'], [0, 'cast wyrm at 2']);
    expect(cast.view(0).wizards[0]!.advanced!.runesUsed).toMatchObject({ wyrms: 1 });
    expect(cast.legalText(0).some((t) => t.startsWith('cast fear'))).toBe(false);
    // Had Ada cast nothing in the Wyrm phase, the same Wyrm would be free energy for a Fear.
    const held = advancedDuel({ hands: [['battle'], ['sailor']], sequences: [['origin'], []] });
    play(held, [0, 'play battle'], [1, 'play sailor'], [0, 'pass']);
    expect(held.legalText(0)).toContain('cast fear leaves 1 wyrms 1 at 2');
  });

  it('DRA-10: the Knot that activates a Remove Enchantment is used: its Knot energy must be another rune', () => {
    const one = advancedDuel({ hands: [['battle'], ['sailor']], sequences: [['journey'], []] });
    play(one, [0, 'play battle'], [1, 'play sailor'], [0, 'pass']);
    expect(one.legalText(0).some((t) => t.startsWith('cast remove-enchantment'))).toBe(false);
    const two = advancedDuel({ hands: [['battle'], ['sailor']], sequences: [['author'], []] });
    play(two, [0, 'play battle'], [1, 'play sailor'], [0, 'pass']);
    expect(two.legalText(0).filter((t) => t.startsWith('cast remove-enchantment'))).toEqual(['cast remove-enchantment knots 1 moons 1 at 1', 'cast remove-enchantment knots 1 moons 1 at 2']);
    expect(two.act(0, 'cast remove-enchantment knots 2 moons 1 at 2')).toMatchObject({
      ok: false,
      error: { message: 'Remove Enchantment needs 2 free Knots; you have 1 (2 showing in your sequence, 1 already used this turn, the one activating it included; DRA-10)' },
    });
  });

  it('DRA-10: a basic spell uses its activation rune too, as the view\'s runes used show', () => {
    const m = advancedDuel({ hands: [['watchman'], ['sailor']], sequences: [['origin'], []] });
    play(m, [0, 'play watchman'], [1, 'play sailor'], [0, 'cast moon leaves 1']);
    expect(m.view(1).wizards[0]!.advanced!.runesUsed).toEqual({ moons: 1, suns: 0, waves: 0, leaves: 1, wyrms: 0, knots: 0 });
    expect(m.view(1).wizards[0]!.advanced!.runesFree).toEqual({ moons: 0, suns: 0, waves: 1, leaves: 0, wyrms: 1, knots: 1 });
  });
});

describe('targets (DRA-6, DRA-11)', () => {
  it('DRA-11: Wyrm spells aim at another wizard or at another wizard\'s monster; invisibility hides a wizard, not its monster', () => {
    const m = advancedDuel({ hands: [['penitent'], ['origin'], ['sailor']], sequences: [['mountain'], [], []] }, { players: 3 });
    m.state.wizards[0]!.advanced!.monster = monster('troll', 2, 1);
    m.state.wizards[1]!.advanced!.monster = monster('fire-elemental', 2, 1);
    m.state.wizards[2]!.advanced!.monster = monster('ice-elemental', 2, 1);
    Object.assign(m.state.wizards[2]!, { invisibleFrom: 1, invisibleUntil: 3 });
    play(m, [0, 'play penitent'], [1, 'play origin'], [2, 'play sailor']);
    expect([...aims(m.legalText(0))].sort()).toEqual(['lightning-bolt 2', 'lightning-bolt monster 2', 'lightning-bolt monster 3', 'wyrm 2', 'wyrm monster 2', 'wyrm monster 3']);
    // Never at one's own monster.
    expect(m.act(0, 'cast wyrm suns 1 at monster 1')).toMatchObject({ ok: false, error: { message: "That is your own monster: spells and attacks aim at another wizard's monster (DRA-11)" } });
  });

  it('DRA-6, DRA-11: Knot spells: Fear, Charm and Remove Enchantment may aim at monsters; Electric Touch and the basic ones never; Dispel Magic names no one', () => {
    // The Betrayal's Knot, with every rune in view: the Forest (Moon, Leaves), the Light Keeper (Suns, Waves, Knots), the Savage (Leaves, Wyrms).
    const m = advancedDuel({ hands: [['betrayal'], ['origin']], sequences: [['forest', 'light-keeper', 'savage'], []] });
    // Summoned this turn: it does not attack yet (DRA-13).
    m.state.wizards[1]!.advanced!.monster = monster('troll', 2, 1, 3);
    play(m, [0, 'play betrayal'], [1, 'play origin'], [0, 'pass']);
    expect([...aims(m.legalText(0))].sort()).toEqual([
      'charm 2',
      'charm monster 2',
      'dispel-magic -',
      'electric-touch 1',
      'electric-touch 2',
      'fear 2',
      'fear monster 2',
      'knot 1',
      'knot 2',
      'remove-enchantment 1',
      'remove-enchantment 2',
      'remove-enchantment monster 2',
    ]);
    expect(m.act(0, 'cast knot leaves 1 at monster 2')).toMatchObject({ ok: false, error: { message: 'Amnesia never aims at a monster: only Wyrm spells, Fear, Charm and Remove Enchantment do (DRA-11)' } });
    expect(m.act(0, 'cast fear leaves 1 wyrms 1 at 1')).toMatchObject({ ok: false, error: { message: 'Fear is aimed at another wizard, not at yourself (DRA-11)' } });
    expect(m.act(0, 'cast dispel-magic knots 1 moons 1 waves 1 at 2')).toMatchObject({ ok: false, error: { message: 'Dispel Magic reaches everyone: name no target (DRA-11)' } });
  });

  it('DRA-11: a Moon spell works on its caster and never touches a monster; summons and Protection name no target', () => {
    const m = advancedDuel({ hands: [['journey'], ['origin']], sequences: [['discovery'], []] });
    play(m, [0, 'play journey'], [1, 'play origin']);
    expect(m.legalText(0).every((t) => !t.includes(' at '))).toBe(true);
    expect(m.act(0, 'cast summon-troll suns 1 waves 1 at 2')).toMatchObject({ ok: false, error: { message: 'Summon Troll works on you: name no target (DRA-11)' } });
  });
});

describe('Lightning Bolt, Counter Spell and Magic Mirror (DRA-8, DRA-12, DRA-22)', () => {
  it('DRA-12: Shield, Protection and both Resists do not stop a Lightning Bolt', () => {
    const m = advancedDuel({ hands: [['penitent'], ['origin']], sequences: [['mountain', 'bard'], []] });
    Object.assign(m.state.wizards[1]!, { shielded: true, resistColdUntil: 5, resistHeatUntil: 5 });
    m.state.wizards[1]!.advanced!.protectionUntil = 5;
    play(m, [0, 'play penitent'], [1, 'play origin'], [0, 'cast lightning-bolt suns 2 moons 1 at 2']);
    expect(publicLog(m)).toContain('Ada casts Lightning Bolt (Suns 2, Moons 1) at Bo — Bo loses 2.');
  });

  it('DRA-8, DRA-12, DRA-22: a Counter Spell on its target stops a Lightning Bolt; a Magic Mirror turns it back', () => {
    const countered = advancedDuel({ hands: [['penitent'], ['origin', 'author']], sequences: [['mountain', 'bard'], []] });
    play(countered, [0, 'play penitent'], [1, 'play origin'], [1, 'pass'], [0, 'cast lightning-bolt suns 3 moons 1 at 2'], [1, 'counter at 2 discard author']);
    expect(publicLog(countered)).toContain('Ada casts Lightning Bolt (Suns 3, Moons 1) at Bo — blocked: Bo is under a Counter Spell.');
    const mirrored = advancedDuel({ hands: [['penitent'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mountain', 'bard'], []] });
    play(mirrored, [0, 'play penitent'], [1, 'play origin'], [1, 'pass'], [0, 'cast lightning-bolt suns 3 moons 1 at 2'], [1, 'mirror at 2 discard ace-of-knots,journey']);
    expect(publicLog(mirrored)).toContain("Ada casts Lightning Bolt (Suns 3, Moons 1) at Bo — turned back by Bo's Magic Mirror — Ada loses 3.");
    expect(health(mirrored)).toEqual([9, 12]);
  });

  it('DRA-22: a Counter Spell stops Poison and the advanced Moon spells on its target, never a spell aimed at a monster', () => {
    const poison = advancedDuel({ hands: [['cave'], ['origin', 'author']], sequences: [['sailor'], []] });
    poison.state.wizards[1]!.advanced!.monster = monster('troll', 3, 1, 3);
    play(poison, [0, 'play cave'], [1, 'play origin'], [1, 'pass'], [0, 'cast poison waves 2 leaves 1 at monster 2'], [1, 'counter at 2 discard author']);
    expect(publicLog(poison)).toContain("Ada casts Poison (Waves 2, Leaves 1) at Bo's troll — Bo's troll is poisoned through turn 2, losing 1 at each end of turn.");
    const summon = advancedDuel({ hands: [['journey', 'author'], ['origin']], sequences: [['discovery'], []] });
    play(summon, [0, 'play journey'], [1, 'play origin'], [0, 'pass'], [0, 'cast summon-troll suns 1 waves 2'], [0, 'counter at 1 discard author']);
    expect(publicLog(summon)).toContain('Ada casts Summon Troll (Suns 1, Waves 2) — blocked: Ada is under a Counter Spell.');
    expect(summon.state.wizards[0]!.advanced!.monster).toBeNull();
  });

  it('DRA-8: a summon is never turned back: it works on its caster, whatever mirror stands', () => {
    const m = advancedDuel({ hands: [['journey'], ['origin']], sequences: [['discovery'], []] });
    Object.assign(m.state.wizards[0]!, { mirrored: true });
    Object.assign(m.state.wizards[1]!, { mirrored: true });
    play(m, [0, 'play journey'], [1, 'play origin'], [0, 'cast summon-troll suns 1 waves 2']);
    expect(m.state.wizards[0]!.advanced!.monster).toMatchObject({ kind: 'troll', health: 2, attack: 1 });
  });
});
