/** The questions other layers ask (queries.ts) give the answers the rules play by. */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@decktet/engine';
import { duelingRunes } from './game';
import { RECIPES, configSchema, recipeRows } from './index';
import type { Rune } from './core/runes';
import { damage, energyRunesOf, isTouchedSeen, lossOf, specialTargets, standingSeen, targetProblem } from './queries';
import { advancedDuel, duel, play } from './test-kit';

const standing = (over: Partial<Parameters<typeof damage>[2]> & Record<string, unknown> = {}) => ({
  alive: true,
  invisibleFrom: 0,
  invisibleUntil: 0,
  veil: 0,
  mirrored: false,
  resistColdUntil: 0,
  resistHeatUntil: 0,
  shielded: false,
  countered: false,
  ...over,
});

describe('who may be aimed at (DR-9, DR-13)', () => {
  it('the dead never; the invisible only by themselves; a veiled wizard not by Knot spells of its card value or less', () => {
    const table = { turn: 3, wizards: [standing(), standing({ alive: false }), standing({ invisibleFrom: 2, invisibleUntil: 4 }), standing({ veil: 6 })] };
    expect(targetProblem(table, 0, 0, 0)).toBeNull();
    expect(targetProblem(table, 0, 1, 0)).toBe('dead');
    expect(targetProblem(table, 0, 2, 0)).toBe('invisible');
    expect(targetProblem(table, 2, 2, 0)).toBeNull();
    expect(targetProblem(table, 0, 3, 6)).toBe('veiled');
    expect(targetProblem(table, 0, 3, 7)).toBeNull();
    expect(targetProblem(table, 0, 3, 0)).toBeNull();
  });

  it('the legal actions and the refusals ask the same question', () => {
    const m = duel({ hands: [['calamity'], ['origin'], ['sailor']] }, { players: 3 });
    Object.assign(m.state.wizards[2]!, { invisibleFrom: 1, invisibleUntil: 2 });
    expect(specialTargets(m.state, 0)).toEqual([0, 1]);
    play(m, [0, 'play calamity'], [1, 'play origin'], [2, 'play sailor']);
    const refusal = duelingRunes.apply(m.state, 0, { type: 'cast', rune: 'wyrm', energy: null, power: 0, target: 2 });
    expect(refusal.ok ? null : refusal.error.message).toBe('Cy is invisible through turn 2: others cannot target them (DR-13)');
  });
});

describe('what a spell takes (DR-11)', () => {
  it('a Hit takes 1 whatever its power, the others their power; a protection that stops the spell leaves nothing', () => {
    expect(lossOf('hit', 0)).toBe(1);
    expect(lossOf('fire-ball', 3)).toBe(3);
    expect(damage('fire-ball', 3, standing(), 1)).toBe(3);
    expect(damage('fire-ball', 3, standing({ resistHeatUntil: 1 }), 1)).toBe(0);
    expect(damage('fire-ball', 3, standing({ resistHeatUntil: 1 }), 2)).toBe(3);
    expect(damage('hit', 2, standing({ shielded: true }), 1)).toBe(0);
    // DRA-21: a Protection stands as a lasting Shield.
    expect(damage('hit', 2, standing({ advanced: { protectionUntil: 4 } }), 3)).toBe(0);
  });
});

describe("what a view shows standing on a wizard (DRA-18, DRA-21)", () => {
  it('Protection and Electric Touch are read from the view as the rules read them from the state', () => {
    const m = advancedDuel({ hands: [['calamity'], ['origin']] });
    Object.assign(m.state.wizards[1]!.advanced!, { protectionUntil: 2, touchUntil: 1 });
    const view = duelingRunes.view(m.state, 0);
    expect(standingSeen(view.wizards[1]!).advanced).toEqual({ protectionUntil: 2 });
    expect(damage('hit', 1, standingSeen(view.wizards[1]!), view.turn)).toBe(0);
    expect(isTouchedSeen(view, 1)).toBe(true);
    expect(isTouchedSeen(view, 0)).toBe(false);
    expect(isTouchedSeen(duelingRunes.view(duel({ hands: [['calamity'], ['origin']] }).state, 0), 1)).toBe(false);
  });
});

describe('the runes a cast may spend as energy (DR-4, DRA-2)', () => {
  it('Suns, Waves and Leaves in the basic game; every type in the Advanced Game', () => {
    expect(energyRunesOf({})).toEqual(['suns', 'waves', 'leaves']);
    expect(energyRunesOf({ variant: 'basic' })).toEqual(['suns', 'waves', 'leaves']);
    expect(energyRunesOf({ variant: 'advanced' })).toEqual(['suns', 'waves', 'leaves', 'moons', 'wyrms', 'knots']);
    expect(energyRunesOf({ variant: 'advanced', table: 'starting-health-20' })).toEqual(['suns', 'waves', 'leaves', 'moons', 'wyrms', 'knots']);
  });

  it("DRA-35, DRA-2: with a designer's rows, the types those rows spend — a view's rules say which", () => {
    // Fear on Leaves and Knots: no row spends Wyrms any more.
    const recipes = recipeRows(RECIPES).map((r) => (r.spell === 'fear' ? { ...r, energy: ['leaves', 'knots'] as Rune[], readings: { turns: ['leaves'] as Rune[] } } : r));
    const config = configSchema.parse({ variant: 'advanced', recipes });
    const view = duelingRunes.view(unwrap(duelingRunes.setup(config, 'energy-of-rows')), 0);
    expect(energyRunesOf(view.rules)).toEqual(['suns', 'waves', 'leaves', 'moons', 'knots']);
  });
});
