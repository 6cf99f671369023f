/** The solitaire automaton in the Advanced Game (DRA-24). */
import { describe, expect, it } from 'vitest';
import type { DuelingRunesLayout } from './core/config';
import { advancedDuel, health, monster, play, publicLog } from './test-kit';

/** A solitaire duel: Ada places `card`; the automaton, with `sequence` on the table, places the top of `pile`. */
function solitaire(card: string, sequence: string[], pile: string[], extra: Partial<DuelingRunesLayout> = {}) {
  return advancedDuel({ hands: [[card]], sequences: [[], sequence], drawPile: pile, ...extra }, { players: 1 });
}

/** The automaton's cast lines. */
const casts = (lines: readonly string[]) => lines.filter((line) => line.startsWith('the Automaton casts') || line.startsWith("the Automaton's"));

describe('the automaton\'s Moon spells (DRA-24)', () => {
  it('DRA-24, DRA-32: with no monster it summons the strongest it can (most health and attack; the first on a tie), with all the runes its readings count', () => {
    const m = solitaire('sailor', ['discovery', 'origin'], ['journey', 'calamity', 'bard']);
    play(m, [0, 'play sailor']);
    expect(casts(publicLog(m))).toEqual(['the Automaton casts Summon Troll (Suns 1, Waves 3) — the Automaton summons a troll with 3 health and attack 1.']);
  });

  it('DRA-24: Heal comes first; with a monster, Protection if it is not protected', () => {
    const hurt = solitaire('sailor', ['discovery', 'origin'], ['journey', 'calamity', 'bard'], { health: [12, 10] });
    play(hurt, [0, 'play sailor']);
    expect(casts(publicLog(hurt))).toEqual(['the Automaton casts Heal (1) — the Automaton heals 1.']);
    const armed = solitaire('sailor', ['discovery', 'origin'], ['journey', 'calamity', 'bard']);
    armed.state.wizards[1]!.advanced!.monster = monster('troll', 2, 1, 3);
    play(armed, [0, 'play sailor']);
    expect(casts(publicLog(armed))).toEqual(['the Automaton casts Protection (Suns 1, Waves 3, Leaves 1) — the Automaton is protected through turn 5.']);
  });
});

describe('the automaton\'s Wyrm spells and attacks (DRA-24)', () => {
  it('DRA-24: the most damage that gets through: a Lightning Bolt beats a Fire Ball of as many Suns, and gets through Resist Heat', () => {
    const m = solitaire('sailor', ['mountain', 'bard'], ['penitent', 'calamity', 'sea']);
    Object.assign(m.state.wizards[0]!, { resistHeatUntil: 3 });
    play(m, [0, 'play sailor']);
    expect(casts(publicLog(m))).toEqual(['the Automaton casts Lightning Bolt (Suns 3, Moons 1) at Ada — Ada loses 3.']);
  });

  it('DRA-24: Poison counts its loss times its turns', () => {
    const m = solitaire('sailor', ['mill', 'sea'], ['cave', 'calamity', 'bard']);
    play(m, [0, 'play sailor']);
    // Poison (Waves 3, Leaves 1) takes 1 × 3, as much as an Ice Bolt of 3 Waves: Poison comes first on a tie.
    expect(casts(publicLog(m))).toEqual(['the Automaton casts Poison (Waves 3, Leaves 1) at Ada — Ada is poisoned through turn 3, losing 1 at each end of turn.']);
  });

  it('DRA-24: when the player cannot be hurt (a Magic Mirror), at the player\'s monster', () => {
    const m = solitaire('sailor', ['mountain', 'bard'], ['penitent', 'calamity', 'sea']);
    Object.assign(m.state.wizards[0]!, { mirrored: true });
    m.state.wizards[0]!.advanced!.monster = monster('ice-elemental', 2, 1, 3);
    play(m, [0, 'play sailor']);
    expect(casts(publicLog(m))).toEqual(["the Automaton casts Lightning Bolt (Suns 3, Moons 1) at Ada's ice elemental — Ada's ice elemental loses 3."]);
    expect(publicLog(m)).toContain("Ada's ice elemental is destroyed.");
    expect(m.state.wizards[0]!.advanced!.monster).toBeNull();
  });

  it('DRA-24: its monster attacks the player when the attack would land, else the player\'s monster, else holds back', () => {
    const land = solitaire('sailor', [], ['origin', 'calamity', 'sea']);
    land.state.wizards[1]!.advanced!.monster = monster('troll', 2, 2);
    play(land, [0, 'play sailor']);
    expect(casts(publicLog(land))).toEqual(["the Automaton's troll attacks Ada — Ada loses 2."]);
    const blocked = solitaire('sailor', [], ['origin', 'calamity', 'sea']);
    blocked.state.wizards[1]!.advanced!.monster = monster('troll', 2, 2);
    blocked.state.wizards[0]!.advanced!.monster = monster('fire-elemental', 3, 1, 3);
    Object.assign(blocked.state.wizards[0]!, { shielded: true });
    play(blocked, [0, 'play sailor']);
    expect(casts(publicLog(blocked))).toEqual(["the Automaton's troll attacks Ada's fire elemental — it loses 2."]);
    const held = solitaire('sailor', [], ['origin', 'calamity', 'sea']);
    held.state.wizards[1]!.advanced!.monster = monster('troll', 2, 2);
    held.state.wizards[0]!.advanced!.protectionUntil = 1;
    play(held, [0, 'play sailor']);
    expect(publicLog(held)).toContain('the Automaton holds the troll back.');
    expect(health(held)).toEqual([12, 12]);
  });
});

describe('the automaton\'s Knot spells (DRA-24)', () => {
  it('DRA-24, DRA-32: Remove Enchantment at the player when it holds a lasting protection (a Resist, Protection)', () => {
    const m = solitaire('sailor', ['author', 'forest'], ['battle', 'calamity', 'sea']);
    Object.assign(m.state.wizards[0]!, { resistColdUntil: 4 });
    play(m, [0, 'play sailor']);
    expect(casts(publicLog(m))).toContain('the Automaton casts Remove Enchantment (Knots 1, Moons 1) at Ada — Ada loses every lasting effect.');
  });

  it('DRA-24, DRA-33: else at the player\'s monster: Remove Enchantment, else Charm, else Fear', () => {
    const remove = solitaire('sailor', ['author', 'forest'], ['battle', 'calamity', 'sea']);
    remove.state.wizards[0]!.advanced!.monster = monster('troll', 3, 1, 3);
    play(remove, [0, 'play sailor']);
    expect(casts(publicLog(remove))).toContain("the Automaton casts Remove Enchantment (Knots 1, Moons 1) at Ada's troll — Ada's troll is destroyed.");
    const charm = solitaire('sailor', ['forest'], ['market', 'calamity', 'sea']);
    charm.state.wizards[0]!.advanced!.monster = monster('troll', 3, 1, 3);
    play(charm, [0, 'play sailor']);
    expect(casts(publicLog(charm))).toContain("the Automaton casts Charm (Leaves 2, Moons 1) at Ada's troll — Ada's troll goes over to the Automaton.");
    const fear = solitaire('sailor', ['savage'], ['market', 'calamity', 'sea']);
    fear.state.wizards[0]!.advanced!.monster = monster('troll', 3, 1, 3);
    play(fear, [0, 'play sailor']);
    // Cast in the Knot phase, its two turns count from the next one (DRA-33).
    expect(casts(publicLog(fear))).toContain("the Automaton casts Fear (Leaves 2, Wyrms 1) at Ada's troll — Ada's troll is afraid through turn 3.");
  });

  it('DRA-24, DRA-32, DRA-33: Electric Touch on itself comes last, when the player has a monster or could Hit it (could aim at it)', () => {
    const m = solitaire('sailor', ['discovery'], ['castle', 'calamity', 'sea']);
    // Amnesia, Confusion, Haste and Invisibility all out of reach: Ada is shielded, has no face-up card, and the automaton is already hasted and invisible long enough.
    Object.assign(m.state.wizards[0]!, { shielded: true });
    Object.assign(m.state.wizards[1]!, { hasteFrom: 2, hasteUntil: 9, invisibleFrom: 2, invisibleUntil: 9 });
    play(m, [0, 'play sailor']);
    // Only the Waves are read (its turns): one Sun of the two is enough.
    // Cast in the Knot phase, its one turn is the next (DRA-33).
    expect(casts(publicLog(m))).toContain('the Automaton casts Electric Touch (Waves 1, Suns 1) at the Automaton — the Automaton is under an Electric Touch through turn 2.');
  });
});
