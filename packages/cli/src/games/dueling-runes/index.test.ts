import { describe, expect, it } from 'vitest';
import { type DuelingRunesView, type WizardView, energyRunesOf } from '@decktet/dueling-runes';
import { makeStyle } from '../../terminal/style';
import { describeDuelingRunesAction, duelingRunesAdapter, renderDuelingRunes } from '.';

const style = makeStyle({ plain: true });

function wizard(index: number, name: string, over: Partial<WizardView> = {}): WizardView {
  return {
    index,
    name,
    seat: index,
    automaton: false,
    health: 12,
    startingHealth: 12,
    alive: true,
    handSize: 5,
    sequence: [],
    placed: null,
    energyFree: { suns: 0, waves: 0, leaves: 0 },
    energyUsed: { suns: 0, waves: 0, leaves: 0 },
    effects: [],
    timers: { resistColdUntil: 0, resistHeatUntil: 0, hasteFrom: 0, hasteUntil: 0, invisibleFrom: 0, invisibleUntil: 0, confusedTurn: 0, veil: 0, shielded: false, countered: false, mirrored: false },
    owes: false,
    chosen: false,
    ...over,
  };
}

function table(over: Partial<DuelingRunesView> = {}): DuelingRunesView {
  return {
    seat: 0,
    rules: { players: 2, courts: false, counterSpell: ['moons', 'knots'], magicMirror: ['moons', 'waves', 'knots'], maxTurns: 100 },
    turn: 4,
    miniTurn: false,
    stage: 'declare',
    phase: 'wyrm',
    declaringValue: 8,
    reactionAfter: null,
    prompt: 'Turn 4, Wyrm phase, card value 8: Ada declare a spell or pass.',
    wizards: [
      wizard(0, 'Ada', {
        health: 7,
        sequence: [
          { card: 'forest', faceUp: false },
          { card: 'cave', faceUp: true },
          { card: 'mill', faceUp: true },
        ],
        placed: 'mill',
        energyFree: { suns: 0, waves: 1, leaves: 1 },
        energyUsed: { suns: 0, waves: 1, leaves: 0 },
        effects: [
          { kind: 'resist-heat', turnsLeft: 3, startsIn: 0, until: 6, text: 'Resist Heat: this turn and 2 more' },
          { kind: 'haste', turnsLeft: 0, startsIn: 1, until: 6, text: 'Haste: turns 5–6' },
        ],
        owes: true,
      }),
      wizard(1, 'Bo', { health: 3, handSize: 2 }),
    ],
    hand: ['pact', 'author'],
    myChoice: null,
    myAmnesia: null,
    drawPileSize: 21,
    discardPile: ['savage', 'sea'],
    declared: [{ caster: 1, spellId: 'fire-ball', spell: 'Fire Ball', rune: 'wyrm', energy: 'suns', power: 2, target: 0, cardValue: 8, hide: null, text: 'Bo: Fire Ball (2) at Ada' }],
    offered: null,
    results: null,
    ...over,
  };
}

describe('before a cast that can change nothing', () => {
  it('says why, in the words of the game (castFutility); other actions and useful casts say nothing', () => {
    const shielded = table({ wizards: [wizard(0, 'Ada', { timers: { ...wizard(0, 'Ada').timers, resistColdUntil: 0 } }), wizard(1, 'Bo', { timers: { ...wizard(1, 'Bo').timers, resistColdUntil: 5 } })] });
    const futile = duelingRunesAdapter.futile!;
    expect(futile('cast wyrm waves 2 at 2', shielded)).toBe('Bo resists cold: the Ice Bolt would change nothing');
    expect(futile('cast wyrm leaves 2 at 2', shielded)).toBeNull();
    expect(futile('pass', shielded)).toBeNull();
    const moon = table({ phase: 'moon', wizards: [wizard(0, 'Ada'), wizard(1, 'Bo')] });
    expect(futile('cast moon leaves 1', moon)).toBe('You are at full health: the Heal would change nothing');
    expect(futile('cast moon leaves 1', table({ seat: null }))).toBeNull();
  });
});

describe('the Dueling Runes board', () => {
  it('shows health, spell sequences with face-down cards (DR-14), free and used energy, effects with turns left (DR-10, DR-12)', () => {
    const board = renderDuelingRunes(table(), { seat: 0, style });
    expect(board).toContain('Dueling Runes — turn 4 · Wyrm phase, card value 8');
    expect(board).toMatch(/1 Ada \(you\)\s+HP 7\/12\s+hand 5 {2}— to decide/);
    expect(board).toMatch(/2 Bo\s+HP 3\/12\s+hand 2/);
    expect(board).toContain('spell sequence: [face down: 5ML Forest]  7VY Cave  8VL Mill');
    expect(board).toContain('placed now: 8VL Mill   energy free: S0 V1 (+1 used) L1');
    expect(board).toContain('effects: Resist Heat: this turn and 2 more; Haste: turns 5–6');
    expect(board).toContain('Declared, about to take effect: Bo: Fire Ball (2) at Ada');
    expect(board).toContain('Draw pile: 21 cards   Discard pile: 2 (top: KV Sea)');
    expect(board).toContain('Counter Spell = M+K, Magic Mirror = M+V+K (from the hand)');
    expect(board).toContain('Your hand: 9MS Pact, 2MK Author');
  });

  it('a spectator sees no hand; a dead wizard is marked; the automaton and its redraw offer are shown (DR-21)', () => {
    const automaton = wizard(1, 'the Automaton', { seat: null, automaton: true, health: -1, alive: false });
    const board = renderDuelingRunes(table({ seat: null, hand: [], wizards: [table().wizards[0]!, automaton], offered: 'castle' }), { seat: null, style });
    expect(board).not.toContain('Your hand');
    expect(board).not.toContain('(you)');
    expect(board).toMatch(/2 the Automaton \(automaton\)\s+dead \(-1\)/);
    expect(board).toContain('The confused automaton drew 7SK Castle: keep it, or make it redraw once.');
  });

  it('shows the viewer\'s hidden choice and the Amnesia task (DR-14)', () => {
    const board = renderDuelingRunes(table({ myChoice: 'play pact', myAmnesia: { target: 1, count: 2, faceUp: ['cave', 'mill', 'pact'] } }), { seat: 0, style });
    expect(board).toContain('Your choice: play pact (hidden until everyone has chosen)');
    expect(board).toContain("Amnesia: turn 2 of Bo's face-up cards face down: 7VY Cave, 8VL Mill, 9MS Pact");
  });

  it('the legend and the energy lines of the basic game: only Suns, Waves and Leaves are energy (DR-4)', () => {
    expect(duelingRunesAdapter.legend!(style, table())).toBe('Runes: S V L energy; M Y K cast Moon, Wyrm, Knot spells (DR-4); HP is health.');
    expect(energyRunesOf({ variant: 'basic' })).toEqual(['suns', 'waves', 'leaves']);
    const board = renderDuelingRunes(table({ wizards: [wizard(0, 'Ada', { sequence: [{ card: 'author', faceUp: true }], energyFree: { suns: 0, waves: 0, leaves: 0 } }), wizard(1, 'Bo')] }), { seat: 0, style });
    expect(board).toContain('energy in sequence: S0 V0 L0');
    expect(board).not.toContain('M0');
  });

  it('names what each action does (DR-5 spell table, DR-16 special spells)', () => {
    const v = table();
    expect(describeDuelingRunesAction('cast wyrm suns 2 at 2', v)).toBe('Fire Ball 2 at Bo');
    expect(describeDuelingRunesAction('cast wyrm at 2', v)).toBe('Hit at Bo');
    expect(describeDuelingRunesAction('cast moon leaves 3', v)).toBe('Heal 3');
    expect(describeDuelingRunesAction('cast moon', v)).toBe('Shield');
    expect(describeDuelingRunesAction('cast knot waves 1 at 1', v)).toBe('Invisibility 1 at Ada');
    expect(describeDuelingRunesAction('counter at 1 discard author,forest', v)).toBe('Counter Spell on Ada');
    expect(describeDuelingRunesAction('mirror at 2 discard author,forest,journey', v)).toBe('Magic Mirror on Bo');
    expect(describeDuelingRunesAction('pass', v)).toBe('no spell');
    expect(describeDuelingRunesAction('pass', table({ stage: 'react' }))).toBe('no special spell');
    expect(describeDuelingRunesAction('play pact', v)).toBeNull();
    expect(describeDuelingRunesAction('nonsense', v)).toBeNull();
  });
});
