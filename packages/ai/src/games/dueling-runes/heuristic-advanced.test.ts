import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type CastAction, type DuelingRunesView, castFutility, duelingRunes } from '@decktet/dueling-runes';
import { type Duel, advancedDuel, monster, play } from '../../../../games/dueling-runes/src/test-kit';
import { duelingRunesHeuristic } from './heuristic';
import { duelingRunesGift } from './gifts';
import { advancedCastValue } from './heuristic-advanced';
import { factsFromView, newFacts } from './read';

/** What the rules of thumb choose for `seat`, from its view, in notation. */
function choice(m: Duel, seat: number): string {
  const legal = duelingRunes.legalActions(m.state, seat);
  return duelingRunes.formatAction(duelingRunesHeuristic.choose(m.view(seat), legal, seat, Rng.seeded('advanced')) as never);
}

/** The reason the gift rule gives for `text` by `seat` now, or null. */
function gift(m: Duel, seat: number, text: string): string | null {
  const action = duelingRunes.legalActions(m.state, seat).find((a) => duelingRunes.formatAction(a) === text);
  expect(action).toBeDefined();
  return duelingRunesGift(m.view(seat), action, seat);
}

describe('Dueling Runes rules of thumb in the Advanced Game', () => {
  it('summons the biggest monster it can when it has none (DRA-4)', () => {
    const m = advancedDuel({ hands: [['journey'], ['origin']], sequences: [['discovery', 'sea'], []] });
    play(m, [0, 'play journey'], [1, 'play origin']);
    expect(choice(m, 0)).toBe('cast summon-troll suns 1 waves 3');
  });

  it('sends its monster at the wizard when the attack lands, and holds back when a protection blocks it (DRA-13)', () => {
    const open = advancedDuel({ hands: [['sailor'], ['origin']] });
    open.state.wizards[0]!.advanced!.monster = monster('fire-elemental', 2, 3);
    play(open, [0, 'play sailor'], [1, 'play origin']);
    expect(choice(open, 0)).toBe('attack at 2');
    const guarded = advancedDuel({ hands: [['sailor'], ['origin']] });
    guarded.state.wizards[0]!.advanced!.monster = monster('fire-elemental', 2, 3);
    guarded.state.wizards[1]!.resistHeatUntil = 5;
    play(guarded, [0, 'play sailor'], [1, 'play origin']);
    expect(choice(guarded, 0)).toBe('pass');
    expect(gift(guarded, 0, 'attack at 2')).toBe('an attack at Bo, whose Resist Heat blocks it');
  });

  it('attacks the other monster rather than a wizard its attack cannot hurt (DRA-13)', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin']] });
    m.state.wizards[0]!.advanced!.monster = monster('troll', 3, 2);
    m.state.wizards[1]!.advanced!.monster = monster('ice-elemental', 2, 1);
    m.state.wizards[1]!.advanced!.protectionUntil = 4;
    play(m, [0, 'play sailor'], [1, 'play origin']);
    expect(choice(m, 0)).toBe('attack at monster 2');
  });

  it('DRA-33: weighs a Knot-phase Fear as the duel\'s own table counts its turns', () => {
    /** Ada has placed the Battle over the Forest and is asked in the Knot phase of turn 1; Bo is already afraid through turn 1. */
    const knotPhase = (config: Record<string, unknown>) => {
      const m = advancedDuel({ hands: [['battle'], ['origin']], sequences: [['forest'], []] }, config);
      play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass']);
      expect(m.view(0)).toMatchObject({ turn: 1, stage: 'declare', phase: 'knot' });
      m.state.wizards[1]!.advanced!.fearUntil = 1;
      return m;
    };
    const fear = { type: 'cast-advanced', spell: 'fear', energy: { leaves: 1, wyrms: 1 }, target: 1 } as const;
    const value = (m: Duel) => {
      const f = factsFromView(newFacts(), m.view(0) as DuelingRunesView, 0);
      return advancedCastValue(f, f.wizards[0]!, fear);
    };
    // The current table counts a Fear of 1 cast now from turn 2: it holds Bo through turn 2, worth casting.
    const current = knotPhase({});
    expect(value(current)).toBeGreaterThan(0);
    expect(castFutility(current.view(0), 0, fear as CastAction)).toBeNull();
    // The original table counts it from turn 1, which Bo's Fear already covers: no use.
    const original = knotPhase({ table: 'original' });
    expect(value(original)).toBeLessThan(0);
    expect(castFutility(original.view(0), 0, fear as CastAction)).not.toBeNull();
    // A Fear of 2 reaches turn 2 in the original table too.
    const longer = { ...fear, energy: { leaves: 2, wyrms: 1 } };
    const f = factsFromView(newFacts(), original.view(0) as DuelingRunesView, 0);
    expect(advancedCastValue(f, f.wizards[0]!, longer)).toBeGreaterThan(0);
  });

  it('places the weakest card of the wizard it charms for it (DRA-17)', () => {
    const m = advancedDuel(
      { hands: [['battle', 'desert'], ['origin', 'sailor', 'end'], ['cave', 'darkness']], sequences: [['forest', 'mill'], [], []], drawPile: ['ace-of-suns', 'ace-of-waves', 'ace-of-leaves', 'penitent', 'savage', 'discovery', 'calamity', 'bard', 'sea'] },
      { players: 3 },
    );
    play(m, [0, 'play battle'], [1, 'play origin'], [2, 'play cave'], [2, 'pass'], [0, 'pass'], [0, 'cast charm leaves 2 moons 1 at 2']);
    expect(m.view(0)).toMatchObject({ stage: 'charm', charmed: { wizard: 1 } });
    // Bo holds the Sailor, the End, the Ace of Leaves, the Penitent and the Savage: the Ace gives one rune and casts nothing.
    expect(m.view(0).charmed!.cards).toContain('ace-of-leaves');
    expect(choice(m, 0)).toBe('play ace-of-leaves');
  });
});

describe('Dueling Runes gifts in the Advanced Game', () => {
  it('names Electric Touch on another wizard and Remove Enchantment on a protected, unharmed self', () => {
    const m = advancedDuel({ hands: [['battle'], ['origin']], sequences: [['sea', 'forest', 'mill', 'end', 'journey', 'discovery'], []] });
    play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass']);
    expect(m.view(0)).toMatchObject({ stage: 'declare', phase: 'knot' });
    m.state.wizards[0]!.advanced!.protectionUntil = 3;
    const legal = duelingRunes.legalActions(m.state, 0).map((a) => duelingRunes.formatAction(a));
    const touch = legal.find((t) => t.startsWith('cast electric-touch') && t.endsWith('at 2'));
    expect(touch && gift(m, 0, touch)).toBe('Electric Touch on Bo, who is not you');
    const remove = { type: 'cast-advanced', spell: 'remove-enchantment', energy: { knots: 1, moons: 1 }, target: 0 };
    expect(duelingRunesGift(m.view(0), remove, 0)).toBe('Remove Enchantment on yourself: it ends only your own protections');
    m.state.wizards[0]!.advanced!.poisonUntil = 3;
    m.state.wizards[0]!.advanced!.poisonLoss = 1;
    expect(duelingRunesGift(m.view(0), remove, 0)).toBeNull();
    expect(choice(m, 0)).not.toMatch(/electric-touch .*at 2/);
  });
});
