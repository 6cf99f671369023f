/** A designer's recipe table (DRA-35): checked by the config schema, played in place of the named table's rows, kept by a record. */
import { describe, expect, it } from 'vitest';
import { Match, ratingPoolOf, unwrap } from '@decktet/engine';
import { configSchema } from './config';
import { duelingRunes } from './game';
import { recipeRows } from './advanced/edited-recipes';
import { configOf } from './core/hidden';
import { declaredFacts } from './core/log-words';
import { declarationExtras } from './advanced/view';
import { CURRENT_TABLE, RECIPES, tableOf } from './advanced/tables';
import { advancedDuel, health, play, publicLog } from './test-kit';

const standardRows = () => recipeRows(RECIPES);
/** The standard rows with Lightning Bolt's damage read from Suns and Moons. */
const boltReadsMoons = () => standardRows().map((r) => (r.spell === 'lightning-bolt' ? { ...r, readings: { damage: ['suns', 'moons'] as const } } : r));
const problems = (recipes: unknown) => {
  const r = configSchema.safeParse({ variant: 'advanced', recipes });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe("a designer's recipe table (DRA-35)", () => {
  it('DRA-35: rows that make a playable table are kept, in the order of every table, on the named table', () => {
    const rows = [...boltReadsMoons()].reverse();
    const config = configSchema.parse({ variant: 'advanced', recipes: rows });
    expect(config.table).toBe(CURRENT_TABLE);
    expect(config.recipes!.map((r) => r.spell)).toEqual(standardRows().map((r) => r.spell));
    const table = tableOf(config);
    expect(table.countsFrom).toBe('nextTurnWhenIdle');
    expect(table.book.bySpell.get('lightning-bolt')!.readings.damage).toEqual(['suns', 'moons']);
  });

  it('DRA-35, DRA-2, DRA-3: each fault is refused with what is wrong and where', () => {
    const rows = standardRows();
    expect(problems(rows.slice(1))).toEqual(['recipes: a recipe table has a row for every advanced spell; missing: summon-troll']);
    expect(problems([...rows, rows[0]])).toEqual(['recipes.11.spell: summon-troll has a row already (row 1): a recipe table has one row per advanced spell']);
    expect(problems(rows.map((r, i) => (i === 0 ? { ...r, spell: 'summon-dragon' } : r)))).toContain(
      'recipes.0.spell: "summon-dragon" is not an advanced spell: the advanced spells are summon-troll, summon-fire-elemental, summon-ice-elemental, protection, lightning-bolt, poison, fear, charm, electric-touch, remove-enchantment, dispel-magic',
    );
    const bolt = rows.findIndex((r) => r.spell === 'lightning-bolt');
    const change = (patch: object) => rows.map((r, i) => (i === bolt ? { ...r, ...patch } : r));
    expect(problems(change({ energy: ['suns'] }))).toContain("recipes.4.energy: lightning-bolt: an advanced spell's energy is two or three rune types (DRA-2), not 1");
    expect(problems(change({ phase: 'moon', energy: ['suns', 'waves'] }))).toContain(
      'recipes.4.energy: lightning-bolt and summon-troll are both Moon spells with suns, waves: no two recipes share an activation and a set of energy types (DRA-2)',
    );
    expect(problems(change({ readings: { damage: ['leaves'] } }))).toEqual([`recipes.4.readings.damage: lightning-bolt: the "damage" reading counts only the spell's own energy types (suns, moons), not leaves`]);
    expect(problems(change({ readings: {} }))).toEqual(['recipes.4.readings.damage: lightning-bolt: its effect reads "damage": name the energy types whose counts make it']);
    expect(problems(change({ readings: { damage: ['suns'], turns: ['suns'] } }))).toEqual(['recipes.4.readings.turns: lightning-bolt has no "turns" reading: its effect reads damage']);
    expect(problems(change({ phase: 'sun' }))[0]).toMatch(/^recipes\.4\.phase: /);
    expect(configSchema.safeParse({ recipes: rows }).error?.issues.map((i) => i.message)).toEqual(['a recipe table is a setting of the Advanced Game ({"variant":"advanced"})']);
  });

  it('DRA-35: a duel plays the rows it was set up with — a Lightning Bolt reading Moons too does more damage', () => {
    const layout = { hands: [['penitent'], ['origin']], sequences: [['mountain', 'bard'], []] };
    const standard = advancedDuel(layout);
    const edited = advancedDuel(layout, { recipes: boltReadsMoons() });
    for (const m of [standard, edited]) play(m, [0, 'play penitent'], [1, 'play origin'], [0, 'cast lightning-bolt suns 3 moons 1 at 2']);
    expect(health(standard)).toEqual([12, 9]);
    expect(health(edited)).toEqual([12, 8]);
    expect(publicLog(edited)).toContain('Ada casts Lightning Bolt (Suns 3, Moons 1) at Bo — Bo loses 4.');
  });

  it('DRA-35, DRA-3: a row may take the smallest of a reading\'s counts or cap it, as the named tables do; each misuse is refused with what is wrong', () => {
    const rows = standardRows();
    const at = (spell: string) => rows.findIndex((r) => r.spell === spell);
    const change = (spell: string, patch: object) => rows.map((r, i) => (i === at(spell) ? { ...r, ...patch } : r));
    // Lightning Bolt by the smaller of Suns and Moons, Poison capped at 2: the rows of smaller-lightning-bolts' changes.
    const trimmed = change('lightning-bolt', { readings: { damage: ['suns', 'moons'] }, smallest: ['damage'] }).map((r) => (r.spell === 'poison' ? { ...r, atMost: { loss: 2 } } : r));
    const config = configSchema.parse({ variant: 'advanced', recipes: trimmed });
    const book = tableOf(config).book;
    expect(book.bySpell.get('lightning-bolt')).toMatchObject({ readings: { damage: ['suns', 'moons'] }, smallest: ['damage'] });
    expect(book.bySpell.get('poison')).toMatchObject({ atMost: { loss: 2 } });
    // The config keeps them, and reads back the same rows.
    expect(configSchema.parse({ variant: 'advanced', recipes: config.recipes }).recipes).toEqual(config.recipes);
    const layout = { hands: [['penitent'], ['origin']], sequences: [['mountain', 'bard'], []] };
    const edited = advancedDuel(layout, { recipes: trimmed });
    play(edited, [0, 'play penitent'], [1, 'play origin'], [0, 'cast lightning-bolt suns 3 moons 1 at 2']);
    expect(publicLog(edited)).toContain('Ada casts Lightning Bolt (Suns 3, Moons 1) at Bo — Bo loses 1.');
    expect(problems(change('lightning-bolt', { smallest: ['damage'] }))).toEqual(['recipes.4.smallest: lightning-bolt: the "damage" reading takes the smallest of its counts only when it counts two types or more']);
    expect(problems(change('lightning-bolt', { readings: { damage: ['suns', 'moons'] }, smallest: ['turns'] }))).toEqual(['recipes.4.smallest: lightning-bolt has no "turns" reading to take the smallest count of: its effect reads damage']);
    expect(problems(change('poison', { atMost: { damage: 2 } }))).toEqual(['recipes.5.atMost.damage: poison has no "damage" reading to cap: its effect reads turns, loss']);
    expect(problems(change('poison', { atMost: { loss: 0 } }))[0]).toMatch(/^recipes\.5\.atMost\.loss: /);
  });

  it('DRA-35: a record of a duel with a designer table keeps its rows and replays', () => {
    const m = unwrap(Match.create(duelingRunes, { variant: 'advanced', maxTurns: 12, recipes: boltReadsMoons() }, 'edited-record'));
    for (let step = 0; step < 400 && m.pending().length; step++) {
      const seat = m.pending()[0]!;
      unwrap(m.act(seat, m.legalText(seat).at(-1)!));
    }
    const record = JSON.parse(JSON.stringify(m.toRecord()));
    expect(record.config.recipes).toEqual(configSchema.parse({ variant: 'advanced', recipes: boltReadsMoons() }).recipes);
    const replayed = unwrap(Match.fromRecord(duelingRunes as never, record));
    expect(replayed.state).toEqual(m.state);
  });

  it('DRA-35: a duel with a designer table is unrated, even with the standard rows', () => {
    expect(ratingPoolOf(duelingRunes as never, { variant: 'advanced' })?.id).toBe('dueling-runes-advanced');
    expect(ratingPoolOf(duelingRunes as never, { variant: 'advanced', recipes: standardRows() })).toBeNull();
    expect(ratingPoolOf(duelingRunes as never, { variant: 'advanced', recipes: boltReadsMoons() })).toBeNull();
  });

  it('DRA-35: the rows are public like every rule: a view carries them, and a duel sampled from a view plays them', () => {
    const m = advancedDuel({ hands: [['penitent'], ['origin']] }, { recipes: boltReadsMoons() });
    const view = duelingRunes.view(m.state, 1);
    expect(view.rules.recipes).toEqual(m.state.config.recipes);
    expect(view.rules.recipes).not.toBe(m.state.config.recipes);
    expect(tableOf(configOf(view)).book.bySpell.get('lightning-bolt')!.readings.damage).toEqual(['suns', 'moons']);
    expect(duelingRunes.view(advancedDuel({ hands: [['penitent'], ['origin']] }).state, 1).rules.recipes).toBeUndefined();
  });

  it('DRA-35: a spell a designer moves to another phase is shown with that phase\'s rune, and its target named as before', () => {
    const moved = standardRows().map((r) => (r.spell === 'lightning-bolt' ? { ...r, phase: 'moon' as const } : r));
    const m = advancedDuel({ hands: [['penitent'], ['origin']] }, { recipes: moved });
    const bolt = { caster: 0, spell: 'lightning-bolt' as const, energy: null, power: 0, target: 1, value: 5, hide: null, counts: { suns: 2, moons: 1 } };
    expect(declarationExtras(m.state, bolt).rune).toBe('moon');
    expect(declarationExtras(advancedDuel({ hands: [['penitent'], ['origin']] }).state, bolt).rune).toBe('wyrm');
    expect(declaredFacts(m.state, bolt)).toMatchObject({ spell: 'lightning-bolt', target: 1 });
    // A Moon spell on its caster names no target, as before.
    expect(declaredFacts(m.state, { ...bolt, spell: 'summon-troll', counts: { suns: 1, waves: 1 }, target: 0 })).not.toHaveProperty('target');
  });
});
