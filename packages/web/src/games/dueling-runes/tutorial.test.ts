/**
 * The Dueling Runes lessons, run through the rules: every position builds, every move asked for
 * and every scripted reply is legal, and what each text says happened is what the rules did.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, type BaseState, unwrap, visibleLog } from '@decktet/engine';
import { CURRENT_TABLE, type DuelingRunesView, duelingRunes } from '@decktet/dueling-runes';
import { walkLesson } from '../../../test/tutorial/check-lesson';
import { duelingRunesTutorial as tutorial } from './tutorial';
import { LEARNER } from '../../tutorial/lesson';
import { playMoves } from '../../tutorial/script';

const game: AnyGame = duelingRunes;
const lesson = (id: string) => {
  const found = tutorial.lessons.find((l) => l.id === id);
  if (!found) throw new Error(`no lesson "${id}"`);
  return found;
};
const walk = (id: string) => walkLesson(game, tutorial, lesson(id));
const view = (s: BaseState) => game.view(s, LEARNER) as DuelingRunesView;
const health = (s: BaseState) => view(s).wizards.map((w) => w.health);
const sequence = (s: BaseState, wizard: number) => view(s).wizards[wizard]!.sequence.map((c) => c.card);
const legalText = (s: BaseState) => game.legalActions(s, LEARNER).map((a) => game.formatAction(a));
const log = (s: BaseState) => visibleLog(s.log, LEARNER);
/** Moves in notation, by seat, as the rules take them. */
const play = (s: BaseState, ...moves: [number, string][]) => unwrap(playMoves(game, s, moves));

describe('the Dueling Runes tutorial', () => {
  it('covers placing, energy, the three phases, protections, a reaction, haste and the Advanced Game, each with texts', () => {
    expect(tutorial.lessons.map((l) => l.id)).toEqual(['placing', 'energy', 'phases', 'protections', 'reaction', 'haste', 'advanced']);
    for (const l of tutorial.lessons) {
      expect(l.intro().length).toBeGreaterThan(40);
      for (const s of l.steps) for (const text of [s.ask, s.wrong, s.after]) expect(text().trim()).not.toBe('');
      expect(new Set(l.steps.map((s) => s.id)).size).toBe(l.steps.length);
    }
  });

  it('placing: the Penitent goes on the right of the sequence; only it casts, with its Wyrm rune', () => {
    const { opening, after } = walk('placing');
    expect(sequence(opening, 0)).toEqual(['mountain', 'discovery']);
    expect(view(opening).hand).toContain('penitent');
    expect(health(opening)).toEqual([12, 12]);
    const placed = after[0]!;
    expect(sequence(placed, 0)).toEqual(['mountain', 'discovery', 'penitent']);
    expect(view(placed).wizards[1]!.placed).toBe('origin');
    expect(log(placed)).toContain('Turn 1: Ada places the Penitent (6), Bo places the Origin (2).');
    // The Mountain's Moon casts nothing: the next decision is the Penitent's Wyrm spell.
    expect(view(placed).phase).toBe('wyrm');
    expect(legalText(placed).every((t) => t === 'pass' || t.startsWith('cast wyrm'))).toBe(true);
  });

  it('energy: three Suns in view, one Wave; the Fire Ball (3) takes Bo to 9 and the sequence is cut back to three', () => {
    const { opening, after } = walk('energy');
    expect(view(opening).wizards[0]!.energyFree).toEqual({ suns: 3, waves: 1, leaves: 0 });
    expect(legalText(opening)).toContain('cast wyrm waves 1 at 2');
    const cast = after[0]!;
    expect(health(cast)).toEqual([12, 9]);
    expect(log(cast)).toContain('Ada casts Fire Ball (3) at Bo — Bo loses 3.');
    expect(sequence(cast, 0)).toHaveLength(3);
  });

  it('phases: Heal (1) to 10, Ice Bolt (2) with no Drain on offer, Confusion; then everyone draws', () => {
    const { opening, before, after } = walk('phases');
    expect(view(opening).wizards[0]!.placed).toBe('watchman');
    expect(health(opening)).toEqual([9, 12]);
    expect(view(opening).phase).toBe('moon');
    expect(view(opening).wizards[0]!.energyFree).toEqual({ suns: 1, waves: 2, leaves: 1 });
    // A Pawn counts as 10 (DR-2): the 10 the table shows beside the Watchman.
    expect(log(opening)).toContain('Turn 1: Ada places the Watchman (10), Bo places Ace of Leaves (1).');
    expect(health(after[0]!)).toEqual([10, 12]);
    expect(view(after[0]!).wizards[0]!.energyFree.leaves).toBe(0);
    // The Wyrm phase offers no Drain: the Leaf went into the Heal.
    expect(view(before[1]!).phase).toBe('wyrm');
    expect(legalText(before[1]!).some((t) => t.startsWith('cast wyrm leaves'))).toBe(false);
    expect(health(after[1]!)).toEqual([10, 10]);
    expect(view(before[2]!).phase).toBe('knot');
    const end = after[2]!;
    expect(log(end)).toContain('Ada casts Confusion at Bo — Bo will place a random card next turn.');
    expect(view(end).wizards[1]!.effects.map((e) => e.kind)).toContain('confusion');
    expect(view(end).turn).toBe(2);
    expect(log(end)).toContain('Ada draws 2 cards, Bo draws 2 cards.');
  });

  it('protections: a Fire Ball (3) is coming; every Resist Heat blocks it, and Resist Cold or a Shield would not', () => {
    const { opening, after } = walk('protections');
    const bo = view(opening).wizards[1]!;
    expect(bo.placed).toBe('penitent');
    expect(bo.energyFree.suns).toBe(3);
    expect(view(opening).phase).toBe('moon');
    expect(view(opening).wizards[0]!.energyFree.waves).toBe(3);
    expect(health(after[0]!)).toEqual([12, 12]);
    expect(log(after[0]!)).toContain('Bo casts Fire Ball (3) at Ada — blocked: Ada resists heat.');
    // What the mistakes say: the same Fire Ball after Resist Cold or a Shield lands.
    for (const other of ['cast moon suns 1', 'cast moon']) {
      expect(health(play(opening, [0, other], [1, 'cast wyrm suns 3 at 1']))).toEqual([9, 12]);
    }
    // Resist Heat (n) holds this turn and the next n − 1: after this turn, n − 1 turns are left.
    const three = play(opening, [0, 'cast moon waves 3']);
    expect(view(three).wizards[0]!.effects.find((e) => e.kind === 'resist-heat')?.text).toBe('Resist Heat: this turn and 2 more');
  });

  it('reaction: the Magic Mirror turns the Fire Ball back on Bo, paid with the Journey and the Ace of Knots', () => {
    const { opening, after } = walk('reaction');
    expect(view(opening).stage).toBe('react');
    expect(view(opening).declared.map((d) => d.text)).toEqual([expect.stringContaining('Fire Ball (3)')]);
    expect(view(opening).declared[0]).toMatchObject({ caster: 1, target: 0 });
    const end = after[0]!;
    expect(health(end)).toEqual([12, 9]);
    expect(log(end)).toContain("Bo casts Fire Ball (3) at Ada — turned back by Ada's Magic Mirror — Bo loses 3.");
    expect(view(end).discardPile).toEqual(expect.arrayContaining(['journey', 'ace-of-knots']));
    // A Counter Spell instead lets the Fire Ball land, as the mistake says.
    const countered = play(opening, [0, 'counter at 1 discard journey,ace-of-knots']);
    expect(health(countered)).toEqual([9, 12]);
  });

  it('haste: hasted from next turn, the mini-turn first, a fifth card pushes out the oldest, Fire Ball (4)', () => {
    const { opening, after } = walk('haste');
    expect(view(opening).wizards[0]!.energyFree.suns).toBe(3);
    expect(view(opening).wizards[1]!.placed).toBe('origin');
    const hasted = after[0]!;
    expect(view(hasted).miniTurn).toBe(true);
    expect(game.pending(hasted)).toEqual([0]);
    expect(view(hasted).wizards[0]!.effects.map((e) => e.kind)).toContain('haste');
    const mini = after[1]!;
    expect(view(mini).miniTurn).toBe(false);
    expect(game.pending(mini)).toEqual([0, 1]);
    expect(sequence(mini, 0)).toEqual(['mountain', 'ace-of-suns', 'painter', 'discovery']);
    const regular = after[2]!;
    expect(sequence(regular, 0)).toEqual(['ace-of-suns', 'painter', 'discovery', 'penitent']);
    expect(view(regular).discardPile).toContain('mountain');
    expect(view(regular).wizards[0]!.energyFree.suns).toBe(4);
    expect(health(after[3]!)).toEqual([12, 8]);
    // At most four cards while a turn lasts, three at its end (DR-7), as the energy lesson says too.
    expect(sequence(after[3]!, 0)).toEqual(['painter', 'discovery', 'penitent']);
  });

  it('advanced (DRA-1 … DRA-15): a troll of 2 health and attack 1; Poison (Waves 3, Leaves 1) for three turns; the troll attacks from the next turn, Bo ends at 18 of 20 (DRA-34) with the Poison’s turns left shown', () => {
    const { opening, before, after } = walk('advanced');
    expect(view(opening).rules.variant).toBe('advanced');
    // The lesson names the table its words were written for, and that is the table a new duel takes (DRA-33): a new table means reading the lesson again.
    expect(tutorial.lessons.find((l) => l.id === 'advanced')!.config).toEqual({ variant: 'advanced', table: CURRENT_TABLE });
    expect(view(opening).rules.table).toBe(CURRENT_TABLE);
    expect(view(opening).phase).toBe('moon');
    expect(view(opening).wizards[0]!.placed).toBe('journey');
    expect(view(opening).wizards[0]!.advanced!.runesFree).toMatchObject({ suns: 1, waves: 2 });
    // The mistakes' moves: a smaller troll, an Ice Bolt, a shorter Poison are all on offer.
    expect(legalText(opening)).toContain('cast summon-troll suns 1 waves 1');
    const summoned = after[0]!;
    expect(log(summoned)).toContain('Ada casts Summon Troll (Suns 1, Waves 2) — Ada summons a troll with 2 health and attack 1.');
    expect(view(summoned).wizards[0]!.advanced!.monster).toMatchObject({ kind: 'troll', health: 2, attack: 1 });
    // It came this turn: nobody was asked to attack, and the turn ended.
    expect(view(summoned)).toMatchObject({ turn: 2, stage: 'choose' });
    expect(view(after[1]!).wizards[1]!.placed).toBe('ace-of-leaves');
    expect(sequence(after[1]!, 0)).toEqual(['forest', 'discovery', 'journey', 'cave']);
    expect(legalText(before[2]!)).toEqual(expect.arrayContaining(['cast wyrm waves 3 at 2', 'cast poison waves 1 leaves 1 at 2', 'cast poison waves 3 leaves 1 at 2']));
    const poisoned = after[2]!;
    expect(view(poisoned).stage).toBe('attack');
    expect(view(poisoned).wizards[1]!.effects.find((e) => e.kind === 'poison')).toMatchObject({ turnsLeft: 3, amount: 1, text: 'Poison (1 a turn): this turn and 2 more' });
    expect(legalText(poisoned)).toEqual(['pass', 'attack at 2']);
    const end = after[3]!;
    expect(log(end)).toEqual(expect.arrayContaining(["Ada's troll attacks Bo — Bo loses 1.", 'Bo loses 1 to poison.']));
    expect(health(end)).toEqual([20, 18]);
    expect(view(end).turn).toBe(3);
    expect(view(end).wizards[1]!.effects.find((e) => e.kind === 'poison')).toMatchObject({ turnsLeft: 2, text: 'Poison (1 a turn): this turn and 1 more' });
  });

  it('every lesson opens on the learner’s move and ends with a text saying what happened', () => {
    for (const l of tutorial.lessons) {
      const { after } = walk(l.id);
      expect(after).toHaveLength(l.steps.length);
    }
  });
});
