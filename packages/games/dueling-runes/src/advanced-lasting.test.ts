/** The Advanced Game's lasting effects and the end of a turn (DRA-7, DRA-15, DRA-16, DRA-18 … DRA-21, DRA-23, DRA-25, DRA-26). */
import { describe, expect, it } from 'vitest';
import { faceDown } from './core/sequence';
import { advancedDuel, health, monster, play, publicLog } from './test-kit';

describe('Protection (DRA-21, DRA-23)', () => {
  it('DRA-21: Protection is a Shield for n turns: it blocks Hits, Drains and Confusions (and troll attacks) while it lasts', () => {
    const m = advancedDuel({ hands: [['lunatic', 'ace-of-suns'], ['calamity', 'end']], sequences: [['harvest', 'discovery'], []] });
    play(m, [0, 'play lunatic'], [1, 'play calamity'], [0, 'cast protection suns 1 waves 1 leaves 1'], [1, 'cast wyrm at 1']);
    expect(publicLog(m)).toEqual(expect.arrayContaining(['Ada casts Protection (Suns 1, Waves 1, Leaves 1) — Ada is protected through turn 3.', 'Bo casts Hit at Ada — blocked: Ada is protected.']));
    expect(m.view(1).wizards[0]!.effects).toEqual([{ kind: 'protection', turnsLeft: 2, startsIn: 0, until: 3, text: 'Protection: this turn and 1 more' }]);
  });

  it('DRA-21, DRA-23: casting it again keeps the longer time', () => {
    const m = advancedDuel({ hands: [['lunatic'], ['origin']], sequences: [['harvest', 'discovery'], []] });
    m.state.wizards[0]!.advanced!.protectionUntil = 6;
    play(m, [0, 'play lunatic'], [1, 'play origin'], [0, 'cast protection suns 1 waves 1 leaves 1']);
    expect(publicLog(m)).toContain('Ada casts Protection (Suns 1, Waves 1, Leaves 1) — Ada is protected through turn 6.');
    expect(m.state.wizards[0]!.advanced!.protectionUntil).toBe(6);
  });
});

describe('Poison (DRA-7, DRA-15, DRA-25)', () => {
  it('DRA-7, DRA-15: for Waves turns, the casting turn included, the target loses Leaves health at each end of turn', () => {
    const m = advancedDuel({ hands: [['cave', 'ace-of-suns', 'ace-of-waves'], ['origin', 'ace-of-leaves', 'mill']], sequences: [['sailor'], []] });
    play(m, [0, 'play cave'], [1, 'play origin'], [0, 'cast poison waves 2 leaves 1 at 2']);
    expect(publicLog(m)).toEqual(expect.arrayContaining(['Ada casts Poison (Waves 2, Leaves 1) at Bo — Bo is poisoned through turn 2, losing 1 at each end of turn.', 'Bo loses 1 to poison.']));
    expect(m.view(0).wizards[1]!.effects).toEqual([{ kind: 'poison', turnsLeft: 1, startsIn: 0, until: 2, amount: 1, text: 'Poison (1 a turn): this turn' }]);
    play(m, [0, 'play ace-of-suns'], [1, 'play ace-of-leaves']);
    expect(health(m)).toEqual([12, 10]);
    play(m, [0, 'play ace-of-waves'], [1, 'play mill']);
    // Turn 3: the Poison ended with turn 2.
    expect(health(m)).toEqual([12, 10]);
    expect(m.view(0).wizards[1]!.effects).toEqual([]);
  });

  it('DRA-15: poisoning a poisoned wizard keeps the longer time and the larger loss', () => {
    const m = advancedDuel({ hands: [['cave'], ['origin']], sequences: [['mill', 'end'], []] });
    Object.assign(m.state.wizards[1]!.advanced!, { poisonUntil: 4, poisonLoss: 1 });
    play(m, [0, 'play cave'], [1, 'play origin'], [0, 'cast poison waves 1 leaves 2 at 2']);
    expect(publicLog(m)).toContain('Ada casts Poison (Waves 1, Leaves 2) at Bo — Bo is poisoned through turn 4, losing 2 at each end of turn.');
    expect(m.state.wizards[1]!.advanced).toMatchObject({ poisonUntil: 4, poisonLoss: 2 });
  });

  it('DRA-15, DRA-25: the wizards poison kills at an end of turn die together (DR-29), before anyone draws', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin']], health: [1, 1] });
    for (const w of m.state.wizards) Object.assign(w.advanced!, { poisonUntil: 1, poisonLoss: 1 });
    play(m, [0, 'play sailor'], [1, 'play origin']);
    expect(m.outcome()).toMatchObject({ results: ['draw', 'draw'] });
    expect(publicLog(m).slice(-5)).toEqual(['Ada loses 1 to poison.', 'Bo loses 1 to poison.', 'Ada dies.', 'Bo dies.', 'Ada and Bo fall together: a draw.']);
  });

  it('DRA-15: a monster can be poisoned, and poison can destroy it', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin']] });
    m.state.wizards[1]!.advanced!.monster = { ...monster('troll', 1, 1, 3), poisonUntil: 1, poisonLoss: 2 };
    play(m, [0, 'play sailor'], [1, 'play origin']);
    expect(publicLog(m)).toEqual(expect.arrayContaining(["Bo's troll loses 2 to poison.", "Bo's troll is destroyed."]));
  });
});

describe('Fear (DRA-16)', () => {
  it('DRA-16, DRA-33: a Fear of Leaves turns (cast in the Knot phase, from the next turn); the feared wizard is not asked in the Wyrm phase, but its Wyrm runes are still energy', () => {
    const cast = advancedDuel({ hands: [['battle'], ['origin']], sequences: [['forest', 'mill'], []] });
    play(cast, [0, 'play battle'], [1, 'play origin'], [0, 'pass'], [0, 'cast fear leaves 2 wyrms 1 at 2']);
    expect(publicLog(cast)).toContain('Ada casts Fear (Leaves 2, Wyrms 1) at Bo — Bo is afraid through turn 3.');
    const afraid = advancedDuel({ hands: [['sailor'], ['battle']], sequences: [[], ['mill']] });
    afraid.state.wizards[1]!.advanced!.fearUntil = 1;
    play(afraid, [0, 'play sailor'], [1, 'play battle']);
    // The Knot phase: the Battle's Wyrm, unused, is energy for Bo's own Fear.
    expect(afraid.view(1)).toMatchObject({ stage: 'declare', phase: 'knot' });
    expect(afraid.legalText(1)).toContain('cast fear leaves 1 wyrms 1 at 1');
  });

  it('DRA-16: a feared wizard is told why it is not asked in the Wyrm phase', () => {
    const m = advancedDuel({ hands: [['calamity'], ['desert']] });
    m.state.wizards[1]!.advanced!.fearUntil = 2;
    play(m, [0, 'play calamity'], [1, 'play desert']);
    expect(m.act(1, 'cast wyrm at 1')).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn', message: 'It is not your turn: the Wyrm phase waits for Ada (card value 12) to declare; you are afraid through turn 2: you cast nothing with Wyrm runes (DRA-16)' },
    });
    play(m, [0, 'pass']);
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'choose' });
  });
});

describe('Electric Touch (DRA-18)', () => {
  it('DRA-18: a Hit that lands on a touched wizard costs its caster 1 health; a blocked one costs nothing', () => {
    const m = advancedDuel({ hands: [['calamity', 'desert'], ['origin', 'sailor']] });
    m.state.wizards[1]!.advanced!.touchUntil = 2;
    play(m, [0, 'play calamity'], [1, 'play origin'], [0, 'cast wyrm at 2']);
    expect(publicLog(m)).toEqual(expect.arrayContaining(['Ada casts Hit at Bo — Bo loses 1.', "Bo's Electric Touch costs Ada 1 health."]));
    expect(health(m)).toEqual([11, 11]);
    Object.assign(m.state.wizards[1]!, { shielded: true });
    play(m, [0, 'play desert'], [1, 'play sailor'], [0, 'cast wyrm at 2']);
    expect(health(m)).toEqual([11, 11]);
  });

  it('DRA-18: a Hit turned back by a Magic Mirror costs the mirror\'s holder, who cast it back', () => {
    const m = advancedDuel({ hands: [['calamity'], ['origin']] });
    m.state.wizards[0]!.advanced!.touchUntil = 1;
    Object.assign(m.state.wizards[1]!, { mirrored: true });
    play(m, [0, 'play calamity'], [1, 'play origin'], [0, 'cast wyrm at 2']);
    expect(publicLog(m)).toEqual(expect.arrayContaining(["Ada casts Hit at Bo — turned back by Bo's Magic Mirror — Ada loses 1.", "Ada's Electric Touch costs Bo 1 health."]));
    expect(health(m)).toEqual([11, 11]);
  });

  it('DRA-31: the health Electric Touch costs lands with its group\'s other changes: a Hit can kill its caster and its target together', () => {
    const m = advancedDuel({ hands: [['calamity'], ['origin']], health: [1, 1] });
    m.state.wizards[1]!.advanced!.touchUntil = 1;
    play(m, [0, 'play calamity'], [1, 'play origin'], [0, 'cast wyrm at 2']);
    expect(m.outcome()).toMatchObject({ results: ['draw', 'draw'] });
  });

  it('DRA-18: a monster that attacks a touched wizard loses 1 health', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin']] });
    m.state.wizards[0]!.advanced!.monster = monster('troll', 2, 3);
    m.state.wizards[1]!.advanced!.touchUntil = 1;
    play(m, [0, 'play sailor'], [1, 'play origin'], [0, 'attack at 2']);
    expect(publicLog(m)).toEqual(expect.arrayContaining(["Ada's troll attacks Bo — Bo loses 3.", "Bo's Electric Touch costs Ada's troll 1 health."]));
    expect(m.state.wizards[0]!.advanced!.monster).toMatchObject({ health: 1 });
  });

  it('DRA-18, DRA-23, DRA-33: cast on oneself, it lasts Waves turns after the casting one (cast in the Knot phase)', () => {
    const m = advancedDuel({ hands: [['castle'], ['origin']], sequences: [['sea', 'discovery'], []] });
    play(m, [0, 'play castle'], [1, 'play origin'], [0, 'cast electric-touch waves 2 suns 1 at 1']);
    expect(publicLog(m)).toContain('Ada casts Electric Touch (Waves 2, Suns 1) at Ada — Ada is under an Electric Touch through turn 3.');
    // Turn 2, the first of its two.
    expect(m.view(1).wizards[0]!.effects).toEqual([{ kind: 'electric-touch', turnsLeft: 2, startsIn: 0, until: 3, text: 'Electric Touch: this turn and 1 more' }]);
  });
});

describe('Remove Enchantment and Dispel Magic (DRA-19, DRA-20)', () => {
  it('DRA-19: every lasting effect on the target ends; face-down cards stay face down', () => {
    const m = advancedDuel({ hands: [['battle'], ['origin']], sequences: [['author'], ['sea', 'end']] });
    const bo = m.state.wizards[1]!;
    Object.assign(bo, { resistColdUntil: 3, resistHeatUntil: 3, hasteFrom: 2, hasteUntil: 3, invisibleFrom: 2, invisibleUntil: 3, confusedTurn: 2 });
    Object.assign(bo.advanced!, { protectionUntil: 3, poisonUntil: 3, poisonLoss: 1, fearUntil: 3, touchUntil: 3, charmUntil: 3, charmedBy: 0 });
    bo.sequence[0] = faceDown(bo.sequence[0]!);
    play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass'], [0, 'cast remove-enchantment knots 1 moons 1 at 2']);
    expect(publicLog(m)).toContain('Ada casts Remove Enchantment (Knots 1, Moons 1) at Bo — Bo loses every lasting effect.');
    expect(m.view(0).wizards[1]!.effects).toEqual([]);
    expect(m.view(0).wizards[1]!.advanced).toMatchObject({ charmedBy: null, timers: { protectionUntil: 0, poisonUntil: 0, fearUntil: 0, touchUntil: 0, charmUntil: 0, charmedBy: -1 } });
    expect(m.view(0).wizards[1]!.sequence[0]).toEqual({ card: 'sea', faceUp: false });
  });

  it('DRA-19: Remove Enchantment at a monster destroys it', () => {
    const m = advancedDuel({ hands: [['battle'], ['origin']], sequences: [['author'], []] });
    m.state.wizards[1]!.advanced!.monster = monster('ice-elemental', 3, 1, 3);
    play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass'], [0, 'cast remove-enchantment knots 1 moons 1 at monster 2']);
    expect(publicLog(m)).toContain("Ada casts Remove Enchantment (Knots 1, Moons 1) at Bo's ice elemental — Bo's ice elemental is destroyed.");
    expect(m.state.wizards[1]!.advanced!.monster).toBeNull();
  });

  it('DRA-20: Dispel Magic ends every wizard\'s effects but those under a Counter Spell, the caster\'s too, destroys every monster, and no mirror turns it', () => {
    const m = advancedDuel({ hands: [['battle'], ['origin'], ['sailor']], sequences: [['author', 'journey'], [], []] }, { players: 3 });
    const [ada, bo, cy] = m.state.wizards;
    Object.assign(ada!, { resistHeatUntil: 4 });
    Object.assign(bo!, { resistColdUntil: 4, mirrored: true });
    Object.assign(cy!, { resistColdUntil: 4, countered: true });
    bo!.advanced!.monster = monster('troll', 3, 1, 3);
    cy!.advanced!.monster = monster('fire-elemental', 3, 1, 3);
    play(m, [0, 'play battle'], [1, 'play origin'], [2, 'play sailor'], [0, 'pass'], [0, 'cast dispel-magic knots 1 moons 1 waves 1']);
    expect(publicLog(m)).toContain("Ada casts Dispel Magic (Knots 1, Moons 1, Waves 1) — Ada and Bo lose every lasting effect; Bo's troll and Cy's fire elemental are destroyed.");
    expect(m.state.wizards.map((w) => [w.resistHeatUntil, w.resistColdUntil, w.advanced!.monster])).toEqual([
      [0, 0, null],
      [0, 0, null],
      [0, 4, null],
    ]);
  });

  it('DRA-26: a Remove Enchantment ends what stood before its group; an effect the same group casts stays', () => {
    // The Light Keeper and the Watchman (value 10) declare together in the Knot phase.
    // The original table: the new Fear counts its casting turn (DRA-7), and is over by turn 2.
    const m = advancedDuel({ hands: [['light-keeper'], ['watchman'], ['sailor']], sequences: [['author'], ['forest'], []] }, { players: 3, table: 'original' });
    m.state.wizards[2]!.advanced!.fearUntil = 5;
    play(m, [0, 'play light-keeper'], [1, 'play watchman'], [2, 'play sailor'], [1, 'pass'], [1, 'pass']);
    expect(m.pending()).toEqual([0, 1]);
    play(m, [0, 'cast remove-enchantment knots 1 moons 1 at 3'], [1, 'cast fear leaves 1 wyrms 1 at 3']);
    expect(publicLog(m)).toEqual(
      expect.arrayContaining(['Ada casts Remove Enchantment (Knots 1, Moons 1) at Cy — Cy loses every lasting effect.', 'Bo casts Fear (Leaves 1, Wyrms 1) at Cy — Cy is afraid through turn 1.']),
    );
    // Turn 2: the old Fear (through turn 5) was ended, the new one (turn 1) is over.
    expect(m.state.wizards[2]!.advanced!.fearUntil).toBe(0);
  });
});

describe('the end of a turn (DRA-25)', () => {
  it('DRA-25: poison first, then the draws (a charmed wizard one card more), then the effects whose last turn it was end', () => {
    const m = advancedDuel({ hands: [['sailor', 'mill'], ['origin']] });
    Object.assign(m.state.wizards[1]!.advanced!, { charmUntil: 1, charmedBy: 0, poisonUntil: 1, poisonLoss: 2 });
    play(m, [0, 'play sailor'], [1, 'play origin']);
    const log = publicLog(m);
    expect(log.indexOf('Bo loses 2 to poison.')).toBeLessThan(log.findIndex((line) => line.includes('draws')));
    // Bo, charmed through this turn, draws three cards: the charm ends after the draws.
    expect(log).toContain('Ada draws 2 cards, Bo draws 3 cards.');
    expect(m.view(0).wizards[1]!.advanced).toMatchObject({ charmedBy: null, timers: { charmUntil: 0, charmedBy: -1, poisonUntil: 0 } });
  });
});
