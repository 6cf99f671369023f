/**
 * DRA-33: a lasting effect whose casting turn holds nothing left for it to act on counts its n turns
 * from the next turn — Fear, Charm and Electric Touch cast in the Knot phase of a regular turn, in
 * the current table. The original table keeps DRA-7's count (the casting turn and the next n−1),
 * so the games played with it replay as they were.
 */
import { describe, expect, it } from 'vitest';
import { advancedDuel, health, monster, play, publicLog } from './test-kit';
import { COUNTS_FROM, CURRENT_TABLE, IDLE_AFTER_THE_KNOT_PHASE, TABLES, TABLE_NAMES } from './advanced/tables';
import { ADVANCED_SPELL_IDS } from './advanced/recipes';
import { configSchema } from './config';
import { type CastAction, castFutility } from './queries';

const ORIGINAL = { table: 'original' };

/** Ada fears Bo with Leaves 1 in turn 1's Knot phase; in turn 2 Bo places the Penitent (a Wyrm). */
function fearOfOne(config: Record<string, unknown> = {}) {
  const m = advancedDuel({ hands: [['battle', 'sailor'], ['origin', 'penitent']], sequences: [['forest'], []] }, config);
  play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass'], [0, 'cast fear leaves 1 wyrms 1 at 2']);
  play(m, [0, 'play sailor'], [1, 'play penitent']);
  return m;
}

/** Ada touches herself with Waves 1 in turn 1's Knot phase; in turn 2 Bo Hits her. */
function touchOfOne(config: Record<string, unknown> = {}) {
  const m = advancedDuel({ hands: [['castle', 'sailor'], ['origin', 'penitent']], sequences: [['discovery'], []] }, config);
  play(m, [0, 'play castle'], [1, 'play origin'], [0, 'cast electric-touch waves 1 suns 1 at 1']);
  play(m, [0, 'play sailor'], [1, 'play penitent'], [1, 'cast wyrm at 1']);
  return m;
}

/** Ada charms Bo with Leaves 1 in turn 1's Knot phase. */
function charmOfOne(config: Record<string, unknown> = {}) {
  const m = advancedDuel({ hands: [['battle', 'desert'], ['origin', 'sailor']], sequences: [['forest'], []] }, config);
  play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass'], [0, 'cast charm leaves 1 moons 1 at 2']);
  return m;
}

/** Ada has placed the Battle (Knot) over the Forest, Bo the Origin; Ada passed the Moon phase and is asked in the Knot phase of turn 1. */
function knotPhase(config: Record<string, unknown> = {}) {
  const m = advancedDuel({ hands: [['battle', 'desert'], ['origin', 'sailor']], sequences: [['forest'], []] }, config);
  play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass']);
  expect(m.view(0).phase).toBe('knot');
  return m;
}

describe('lasting effects that count from the next turn (DRA-33)', () => {
  it('DRA-33: a new duel plays the current table, which counts so; the original table does not', () => {
    expect(advancedDuel({ hands: [['battle'], ['origin']] }).state.config.table).toBe(CURRENT_TABLE);
    expect(TABLES[CURRENT_TABLE].countsFrom).toBe('nextTurnWhenIdle');
    expect(TABLES.original.countsFrom).toBe('castingTurn');
  });

  it('DRA-33: it covers Fear, Charm and Electric Touch, only in the Knot phase of a regular turn', () => {
    const rule = COUNTS_FROM.nextTurnWhenIdle;
    const covered = ADVANCED_SPELL_IDS.filter((spell) => rule(spell, { turn: 1, phase: 'knot', mini: false }) === 1);
    expect(covered).toEqual(['fear', 'charm', 'electric-touch']);
    expect(covered).toEqual(IDLE_AFTER_THE_KNOT_PHASE);
    // Protection (Moon) and Poison (Wyrm) act in their casting turn; after a haste mini-turn the regular turn follows.
    for (const spell of ADVANCED_SPELL_IDS) {
      expect(rule(spell, { turn: 1, phase: 'knot', mini: true }), spell).toBe(0);
      expect(rule(spell, { turn: 1, phase: 'moon', mini: false }), spell).toBe(0);
      expect(rule(spell, { turn: 1, phase: 'wyrm', mini: false }), spell).toBe(0);
    }
  });

  it('DRA-33, DRA-16: a Fear of 1 cast in the Knot phase holds the next turn: the feared wizard is not asked in its Wyrm phase', () => {
    const m = fearOfOne();
    expect(publicLog(m)).toContain('Ada casts Fear (Leaves 1, Wyrms 1) at Bo — Bo is afraid through turn 2.');
    // Bo's Penitent shows a Wyrm, but Bo is not asked: turn 2 ends with nothing cast.
    expect(m.view(null)).toMatchObject({ turn: 3, stage: 'choose' });
    expect(publicLog(m).some((line) => line.startsWith('Bo casts') || line.startsWith('Bo passes'))).toBe(false);
  });

  it('DRA-33, DRA-7: in the original table the same Fear ends with its casting turn', () => {
    const m = fearOfOne(ORIGINAL);
    expect(publicLog(m)).toContain('Ada casts Fear (Leaves 1, Wyrms 1) at Bo — Bo is afraid through turn 1.');
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'declare', phase: 'wyrm' });
    expect(m.pending()).toEqual([1]);
  });

  it('DRA-33, DRA-18: an Electric Touch of 1 cast in the Knot phase holds the next turn: a Hit then costs its caster 1', () => {
    const m = touchOfOne();
    expect(publicLog(m)).toContain('Ada casts Electric Touch (Waves 1, Suns 1) at Ada — Ada is under an Electric Touch through turn 2.');
    expect(health(m)).toEqual([11, 11]);
    // The original table: the Touch was over before the Hit.
    expect(health(touchOfOne(ORIGINAL))).toEqual([11, 12]);
  });

  it('DRA-33, DRA-17, DRA-29: a Charm of 1 cast in the Knot phase binds the next placement, and the extra cards come at both ends of turn', () => {
    const m = charmOfOne();
    expect(publicLog(m)).toContain('Ada casts Charm (Leaves 1, Moons 1) at Bo — Bo is charmed by Ada through turn 2.');
    expect(publicLog(m)).toContain('Ada draws 2 cards, Bo draws 3 cards.');
    // Turn 2 opens with Ada choosing Bo's card.
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'charm' });
    expect(m.pending()).toEqual([0]);
    expect(m.view(0).charmed).toMatchObject({ wizard: 1 });
  });

  it('DRA-33, DRA-29: a Charm of 1 in the original table binds nothing: it ends the turn it is cast', () => {
    const m = charmOfOne(ORIGINAL);
    expect(publicLog(m)).toContain('Ada casts Charm (Leaves 1, Moons 1) at Bo — Bo is charmed by Ada through turn 1.');
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'choose' });
    expect(m.pending()).toEqual([0, 1]);
    expect(m.view(0).charmed).toBeNull();
  });

  it('DRA-33, DRA-23: the table shows the last turn, n turns after the casting one, and counts the casting turn among the turns left', () => {
    const m = advancedDuel({ hands: [['battle', 'sailor'], ['origin', 'penitent']], sequences: [['forest', 'mill'], []] });
    play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass'], [0, 'cast fear leaves 2 wyrms 1 at 2']);
    const fear = m.view(0).wizards[1]!.effects.find((e) => e.kind === 'fear');
    // Turn 2, after the end of turn 1: two turns left, through turn 3.
    expect(fear).toMatchObject({ until: 3, turnsLeft: 2, startsIn: 0, text: 'Fear: this turn and 1 more' });
  });

  it('DRA-33: cast in a haste mini-turn, whose regular turn follows, a Fear counts its casting turn', () => {
    const m = advancedDuel({ hands: [['battle', 'sailor'], ['penitent']], sequences: [['forest'], []] });
    Object.assign(m.state.wizards[0]!, { hasteFrom: 1, hasteUntil: 1 });
    m.state.mini = true;
    m.state.wizards[1]!.owes = false;
    play(m, [0, 'play battle'], [0, 'pass'], [0, 'cast fear leaves 1 wyrms 1 at 2']);
    expect(publicLog(m)).toContain('Ada casts Fear (Leaves 1, Wyrms 1) at Bo — Bo is afraid through turn 1.');
    // The regular turn: Bo's Penitent shows a Wyrm, and Bo is not asked.
    play(m, [0, 'play sailor'], [1, 'play penitent']);
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'choose' });
  });

  it('DRA-33: a config names its table; an unknown name, or a table for the basic game, is refused with the reason', () => {
    expect(configSchema.parse({ variant: 'advanced' })).toMatchObject({ variant: 'advanced', table: CURRENT_TABLE });
    expect(configSchema.parse({ variant: 'advanced', table: 'original' })).toMatchObject({ table: 'original' });
    expect(configSchema.parse({})).not.toHaveProperty('table');
    const unknown = configSchema.safeParse({ variant: 'advanced', table: 'newest' });
    expect(unknown.success ? null : unknown.error.issues[0]!.message).toBe(`no table is named "newest": the tables are ${TABLE_NAMES.map((n) => `"${n}"`).join(', ')}`);
    const basic = configSchema.safeParse({ table: 'original' });
    expect(basic.success ? null : basic.error.issues[0]!.message).toMatch(/^the basic game has no tables/);
  });

  it('DRA-33: castFutility counts a lasting spell’s turns as the duel’s own table does: a Knot-phase Fear, Charm or Electric Touch of 1 is warned about in the original table only', () => {
    const fear: CastAction = { type: 'cast-advanced', spell: 'fear', energy: { leaves: 1, wyrms: 1 }, target: 1 };
    const charm: CastAction = { type: 'cast-advanced', spell: 'charm', energy: { leaves: 1, moons: 1 }, target: 1 };
    const touch: CastAction = { type: 'cast-advanced', spell: 'electric-touch', energy: { waves: 1, suns: 1 }, target: 0 };
    const current = knotPhase();
    const original = knotPhase(ORIGINAL);
    for (const cast of [fear, charm, touch]) {
      // The current table: through turn 2, which holds what it acts on.
      expect(castFutility(current.view(0), 0, cast), cast.type === 'cast-advanced' ? cast.spell : '').toBeNull();
      // The original table: it ends with turn 1, before anything it acts on comes (a Charm still gives its extra card).
      expect(castFutility(original.view(0), 0, cast)).toMatchObject({ why: 'ends-first', until: 1 });
    }
  });

  it('DRA-33: the casts that change nothing on their target as things stand, which the table warns about (castFutility)', () => {
    const m = knotPhase();
    const ask = (cast: CastAction) => castFutility(m.view(0), 0, cast);
    // Nothing stands on anyone, and there is no monster.
    expect(ask({ type: 'cast-advanced', spell: 'remove-enchantment', energy: { knots: 1, moons: 1 }, target: 1 })).toEqual({ why: 'nothing-to-end', target: 1 });
    expect(ask({ type: 'cast-advanced', spell: 'dispel-magic', energy: { knots: 1, moons: 1, waves: 1 }, target: null })).toEqual({ why: 'nothing-to-dispel' });
    expect(ask({ type: 'cast-advanced', spell: 'fear', energy: { leaves: 1, wyrms: 1 }, target: 1 })).toBeNull();
    // A Fear through turn 3 stands on Bo: a Fear of 1 cast in turn 1's Knot phase (through turn 2) adds nothing; a Remove Enchantment ends it.
    m.state.wizards[1]!.advanced!.fearUntil = 3;
    expect(ask({ type: 'cast-advanced', spell: 'fear', energy: { leaves: 1, wyrms: 1 }, target: 1 })).toEqual({ why: 'already-standing', target: 1, effect: 'fear', until: 3 });
    expect(ask({ type: 'cast-advanced', spell: 'fear', energy: { leaves: 3, wyrms: 1 }, target: 1 })).toBeNull();
    expect(ask({ type: 'cast-advanced', spell: 'remove-enchantment', energy: { knots: 1, moons: 1 }, target: 1 })).toBeNull();
    // Poison: neither longer nor heavier than the one standing.
    Object.assign(m.state.wizards[1]!.advanced!, { fearUntil: 0, poisonUntil: 2, poisonLoss: 2 });
    expect(ask({ type: 'cast-advanced', spell: 'poison', energy: { waves: 2, leaves: 1 }, target: 1 })).toEqual({ why: 'already-standing', target: 1, effect: 'poison', until: 2 });
    expect(ask({ type: 'cast-advanced', spell: 'poison', energy: { waves: 2, leaves: 3 }, target: 1 })).toBeNull();
    // A monster on the table: Dispel Magic would destroy it.
    m.state.wizards[1]!.advanced!.poisonUntil = 0;
    m.state.wizards[1]!.advanced!.monster = monster('troll', 2, 1);
    expect(ask({ type: 'cast-advanced', spell: 'dispel-magic', energy: { knots: 1, moons: 1, waves: 1 }, target: null })).toBeNull();
  });
});
