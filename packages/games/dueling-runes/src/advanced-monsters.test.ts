/** Monsters: summons, attacks, monsters as targets (DRA-4 … DRA-6, DRA-13, DRA-14). */
import { describe, expect, it } from 'vitest';
import { advancedDuel, health, monster, play, publicLog } from './test-kit';

describe('summoning (DRA-4, DRA-14)', () => {
  it('DRA-4: a summon brings its monster to the caster\'s side at once, with the health and attack its recipe reads', () => {
    const m = advancedDuel({ hands: [['journey'], ['origin']], sequences: [['discovery', 'sea'], []] });
    play(m, [0, 'play journey'], [1, 'play origin']);
    expect(m.legalText(0).filter((t) => t.startsWith('cast summon'))).toEqual(['cast summon-troll suns 1 waves 1', 'cast summon-troll suns 1 waves 2', 'cast summon-troll suns 1 waves 3']);
    play(m, [0, 'cast summon-troll suns 1 waves 3']);
    expect(publicLog(m)).toContain('Ada casts Summon Troll (Suns 1, Waves 3) — Ada summons a troll with 3 health and attack 1.');
    expect(m.view(1).wizards[0]!.advanced!.monster).toMatchObject({ owner: 0, kind: 'troll', name: 'troll', health: 3, maxHealth: 3, attack: 1, blockedBy: ['shield', 'protection'], arrival: 3 });
  });

  it('DRA-4, DRA-14: one monster per wizard: a new summon replaces the old one, which is gone', () => {
    const m = advancedDuel({ hands: [['journey'], ['origin']], sequences: [['discovery', 'mill'], []] });
    m.state.wizards[0]!.advanced!.monster = monster('troll', 4, 2);
    play(m, [0, 'play journey'], [1, 'play origin'], [0, 'cast summon-ice-elemental waves 2 leaves 1']);
    expect(m.state.wizards[0]!.advanced!.monster).toMatchObject({ kind: 'ice-elemental', health: 1, maxHealth: 1, attack: 2 });
  });
});

describe('attacks (DRA-5, DRA-13)', () => {
  it('DRA-5, DRA-13: from the turn after it came, the owner is asked at its card\'s value, after its own Wyrm spell, in an attack stage', () => {
    const m = advancedDuel({ hands: [['journey', 'savage'], ['origin', 'sailor']], sequences: [['discovery', 'sea'], []] });
    play(m, [0, 'play journey'], [1, 'play origin'], [0, 'cast summon-troll suns 1 waves 3']);
    // Summoned this turn: no attack stage; the turn ends.
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'choose' });
    play(m, [0, 'play savage'], [1, 'play sailor'], [0, 'cast wyrm at 2']);
    expect(m.view(0)).toMatchObject({ stage: 'attack', phase: 'wyrm', declaringValue: 3 });
    expect(m.legalText(0)).toEqual(['pass', 'attack at 2']);
    play(m, [0, 'attack at 2']);
    expect(publicLog(m).slice(-4, -1)).toEqual(['Ada declares Hit at Bo.', 'Ada casts Hit at Bo — Bo loses 1.', "Ada's troll attacks Bo — Bo loses 1."]);
  });

  it('DRA-13: the owner is asked even when its card carries no Wyrm rune; holding back is "pass"', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin']] });
    m.state.wizards[0]!.advanced!.monster = monster('fire-elemental', 2, 3);
    play(m, [0, 'play sailor'], [1, 'play origin']);
    expect(m.view(0)).toMatchObject({ stage: 'attack', declaringValue: 4 });
    play(m, [0, 'pass']);
    expect(publicLog(m)).toContain('Ada holds the fire elemental back.');
    expect(health(m)).toEqual([12, 12]);
  });

  it('DRA-13: Shield or Protection blocks a troll; Resist Heat a fire elemental; Resist Cold an ice elemental', () => {
    const blocked = (kind: 'troll' | 'fire-elemental' | 'ice-elemental', stands: Record<string, unknown>, protectionUntil = 0) => {
      const m = advancedDuel({ hands: [['sailor'], ['origin']] });
      m.state.wizards[0]!.advanced!.monster = monster(kind, 2, 2);
      Object.assign(m.state.wizards[1]!, stands);
      m.state.wizards[1]!.advanced!.protectionUntil = protectionUntil;
      play(m, [0, 'play sailor'], [1, 'play origin'], [0, 'attack at 2']);
      return publicLog(m).find((line) => line.includes('attacks'));
    };
    expect(blocked('troll', { shielded: true })).toBe("Ada's troll attacks Bo — blocked: Bo is shielded.");
    expect(blocked('troll', {}, 1)).toBe("Ada's troll attacks Bo — blocked: Bo is protected.");
    expect(blocked('troll', { resistHeatUntil: 1, resistColdUntil: 1 })).toBe("Ada's troll attacks Bo — Bo loses 2.");
    expect(blocked('fire-elemental', { resistHeatUntil: 1 })).toBe("Ada's fire elemental attacks Bo — blocked: Bo resists heat.");
    expect(blocked('fire-elemental', { shielded: true })).toBe("Ada's fire elemental attacks Bo — Bo loses 2.");
    expect(blocked('ice-elemental', { resistColdUntil: 1 })).toBe("Ada's ice elemental attacks Bo — blocked: Bo resists cold.");
  });

  it('DRA-13: an attack is not a spell: no reaction window opens, and a Counter Spell or Magic Mirror does not touch it', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin', 'author']] });
    m.state.wizards[0]!.advanced!.monster = monster('troll', 2, 2);
    Object.assign(m.state.wizards[1]!, { countered: true, mirrored: true });
    play(m, [0, 'play sailor'], [1, 'play origin'], [1, 'pass'], [0, 'attack at 2']);
    expect(publicLog(m)).toContain("Ada's troll attacks Bo — Bo loses 2.");
    // The turn ended at once: no window was opened after the attack.
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'choose' });
  });

  it('DRA-5, DRA-13: a monster whose owner placed no card does not attack; in a haste mini-turn it attacks when its owner places a card there', () => {
    const idle = advancedDuel({ hands: [[], ['origin']] });
    idle.state.wizards[0]!.advanced!.monster = monster('troll', 2, 2);
    play(idle, [1, 'play origin']);
    expect(idle.view(null)).toMatchObject({ turn: 2, stage: 'choose' });
    const hasted = advancedDuel({ hands: [['ace-of-suns', 'ace-of-waves'], ['origin']] });
    hasted.state.wizards[0]!.advanced!.monster = monster('troll', 2, 1);
    Object.assign(hasted.state.wizards[0]!, { hasteFrom: 1, hasteUntil: 1 });
    hasted.state.mini = true;
    hasted.state.wizards[1]!.owes = false;
    play(hasted, [0, 'play ace-of-suns'], [0, 'attack at 2'], [0, 'play ace-of-waves'], [1, 'play origin'], [0, 'attack at 2']);
    expect(publicLog(hasted).filter((line) => line.includes('attacks'))).toHaveLength(2);
    expect(health(hasted)).toEqual([12, 10]);
  });

  it('DRA-13: a monster that comes in a haste mini-turn attacks in the regular turn that follows', () => {
    const m = advancedDuel({ hands: [['journey', 'ace-of-waves'], ['origin']], sequences: [['discovery'], []] });
    Object.assign(m.state.wizards[0]!, { hasteFrom: 1, hasteUntil: 1 });
    m.state.mini = true;
    m.state.wizards[1]!.owes = false;
    play(m, [0, 'play journey'], [0, 'cast summon-troll suns 1 waves 2'], [0, 'play ace-of-waves'], [1, 'play origin']);
    expect(m.view(0)).toMatchObject({ stage: 'attack', miniTurn: false });
  });

  it('DRA-13, DRA-18: the attacks of one card value land together, and deaths are checked once after them', () => {
    const m = advancedDuel({ hands: [['ace-of-suns'], ['ace-of-waves']], health: [1, 1] });
    m.state.wizards[0]!.advanced!.monster = monster('troll', 1, 1);
    m.state.wizards[1]!.advanced!.monster = monster('ice-elemental', 1, 1);
    play(m, [0, 'play ace-of-suns'], [1, 'play ace-of-waves']);
    expect(m.pending()).toEqual([0, 1]);
    play(m, [0, 'attack at 2'], [1, 'attack at 1']);
    expect(m.outcome()).toMatchObject({ results: ['draw', 'draw'] });
    expect(publicLog(m)).toEqual(expect.arrayContaining(["Ada's troll dies with Ada.", "Bo's ice elemental dies with Bo.", 'Ada and Bo fall together: a draw.']));
  });

  it('DRA-16: a feared monster does not attack; a feared wizard\'s monster still does', () => {
    const feared = advancedDuel({ hands: [['sailor'], ['origin']] });
    feared.state.wizards[0]!.advanced!.monster = { ...monster('troll', 2, 2), fearUntil: 1 };
    play(feared, [0, 'play sailor'], [1, 'play origin']);
    expect(feared.view(null)).toMatchObject({ turn: 2, stage: 'choose' });
    const afraid = advancedDuel({ hands: [['sailor'], ['origin']] });
    afraid.state.wizards[0]!.advanced!.monster = monster('troll', 2, 2);
    afraid.state.wizards[0]!.advanced!.fearUntil = 1;
    play(afraid, [0, 'play sailor'], [1, 'play origin']);
    expect(afraid.view(0).stage).toBe('attack');
  });
});

describe('monsters as targets (DRA-6, DRA-14)', () => {
  it('DRA-6, DRA-14: a monster at 0 health is destroyed at once; monsters fight monsters', () => {
    const m = advancedDuel({ hands: [['penitent'], ['origin']], sequences: [['bard'], []] });
    m.state.wizards[0]!.advanced!.monster = monster('fire-elemental', 3, 2);
    m.state.wizards[1]!.advanced!.monster = monster('troll', 4, 1, 3);
    play(m, [0, 'play penitent'], [1, 'play origin'], [0, 'cast wyrm suns 2 at monster 2'], [0, 'attack at monster 2']);
    expect(publicLog(m)).toEqual(
      expect.arrayContaining(["Ada casts Fire Ball (2) at Bo's troll — Bo's troll loses 2.", "Ada's fire elemental attacks Bo's troll — it loses 2.", "Bo's troll is destroyed."]),
    );
    expect(m.state.wizards[1]!.advanced!.monster).toBeNull();
  });

  it('DRA-14: nothing heals a monster; a Drain at a monster heals its caster all the same', () => {
    const m = advancedDuel({ hands: [['savage'], ['origin']], sequences: [['sailor'], []], health: [9, 12] });
    m.state.wizards[1]!.advanced!.monster = { ...monster('troll', 4, 1, 3), health: 3 };
    play(m, [0, 'play savage'], [1, 'play origin'], [0, 'cast wyrm leaves 2 at monster 2']);
    expect(publicLog(m)).toContain("Ada casts Drain (2) at Bo's troll — Bo's troll loses 2, Ada gains 2.");
    expect(health(m)).toEqual([11, 12]);
    expect(m.state.wizards[1]!.advanced!.monster).toMatchObject({ health: 1, maxHealth: 4 });
  });

  it('DRA-6, DRA-14: a monster dies with its owner', () => {
    const m = advancedDuel({ hands: [['calamity'], ['origin']], health: [12, 1] });
    m.state.wizards[1]!.advanced!.monster = monster('troll', 4, 1, 3);
    play(m, [0, 'play calamity'], [1, 'play origin'], [0, 'cast wyrm at 2']);
    expect(publicLog(m)).toEqual(expect.arrayContaining(['Bo dies.', "Bo's troll dies with Bo."]));
    expect(m.outcome()).toMatchObject({ results: ['win', 'loss'] });
  });
});
