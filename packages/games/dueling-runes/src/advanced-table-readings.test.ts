/**
 * DRA-3, DRA-9: a table's readings. A reading adds up the counts of the types it lists, or takes
 * the smallest of them, and may be capped; the tables a balance study tries read monsters'
 * attacks, Poison's loss and Lightning Bolt's damage that way, and the older tables read as before.
 */
import { describe, expect, it } from 'vitest';
import { advancedDuel, health, play, publicLog } from './test-kit';
import { CURRENT_TABLE, TABLES, TABLE_NAMES, readingOf } from './advanced/tables';
import { configSchema } from './config';
import { STARTING_HEALTH } from './core/config';
import { STARTING_RECIPES, withReadings } from './advanced/recipes';

describe('readings (DRA-3)', () => {
  it('DRA-3: the smaller-monster-attacks table reads a monster\'s attack as the smaller of its two counts; its health is unchanged', () => {
    const t = TABLES['smaller-monster-attacks'];
    expect(readingOf('summon-troll', 'attack', { suns: 3, waves: 1 }, t)).toBe(1);
    expect(readingOf('summon-troll', 'attack', { suns: 2, waves: 4 }, t)).toBe(2);
    expect(readingOf('summon-troll', 'health', { suns: 3, waves: 1 }, t)).toBe(1);
    expect(readingOf('summon-fire-elemental', 'attack', { suns: 3, leaves: 2 }, t)).toBe(2);
    expect(readingOf('summon-ice-elemental', 'attack', { waves: 3, leaves: 1 }, t)).toBe(1);
    // The tables before it read one type's count, as their games were played.
    for (const name of ['original', 'lasting-from-next-turn'] as const) expect(readingOf('summon-troll', 'attack', { suns: 3, waves: 1 }, TABLES[name])).toBe(3);
  });

  it('DRA-3: the poison-at-most-2 table caps Poison\'s loss at 2 a turn and keeps the smaller monster attacks', () => {
    const t = TABLES['poison-at-most-2'];
    expect(readingOf('poison', 'loss', { waves: 1, leaves: 3 }, t)).toBe(2);
    expect(readingOf('poison', 'loss', { waves: 1, leaves: 1 }, t)).toBe(1);
    expect(readingOf('poison', 'turns', { waves: 3, leaves: 3 }, t)).toBe(3);
    expect(readingOf('summon-troll', 'attack', { suns: 3, waves: 1 }, t)).toBe(1);
    expect(readingOf('poison', 'loss', { waves: 1, leaves: 3 }, TABLES['smaller-monster-attacks'])).toBe(3);
  });

  it('DRA-3: the smaller-lightning-bolts table reads Lightning Bolt\'s damage as the smaller of its Suns and Moons', () => {
    const t = TABLES['smaller-lightning-bolts'];
    expect(readingOf('lightning-bolt', 'damage', { suns: 3, moons: 1 }, t)).toBe(1);
    expect(readingOf('lightning-bolt', 'damage', { suns: 2, moons: 2 }, t)).toBe(2);
    expect(readingOf('poison', 'loss', { waves: 1, leaves: 3 }, t)).toBe(2);
    expect(readingOf('lightning-bolt', 'damage', { suns: 3, moons: 1 }, TABLES['poison-at-most-2'])).toBe(3);
  });

  it('DRA-3: a reading reads only its own spell\'s energy types', () => {
    expect(() => withReadings(STARTING_RECIPES, [{ spell: 'poison', reading: 'loss', of: ['suns'] }])).toThrow("poison's loss can only read its own energy types (waves, leaves)");
  });

  it('DRA-3, DRA-9: a duel plays with its table\'s readings: Lightning Bolt of Suns 3 and Moons 1 takes 1 in smaller-lightning-bolts, 3 in the current table', () => {
    const bolt = (config: Record<string, unknown>) => {
      const m = advancedDuel({ hands: [['penitent'], ['origin']], sequences: [['mountain', 'bard'], []] }, config);
      play(m, [0, 'play penitent'], [1, 'play origin'], [0, 'cast lightning-bolt suns 3 moons 1 at 2']);
      return m;
    };
    const smaller = bolt({ table: 'smaller-lightning-bolts' });
    expect(publicLog(smaller)).toContain('Ada casts Lightning Bolt (Suns 3, Moons 1) at Bo — Bo loses 1.');
    expect(health(smaller)).toEqual([12, 11]);
    expect(health(bolt({}))).toEqual([12, 9]);
  });

  it('DRA-3, DRA-15: a duel plays with its table\'s Poison: Leaves 3 take 2 a turn in poison-at-most-2, 3 in the current table', () => {
    const poison = (config: Record<string, unknown>) => {
      const m = advancedDuel({ hands: [['cave', 'ace-of-suns', 'ace-of-waves'], ['mill', 'ace-of-leaves', 'end']], sequences: [['sailor', 'forest', 'harvest'], []] }, config);
      play(m, [0, 'play cave'], [1, 'play mill'], [0, 'cast poison waves 1 leaves 3 at 2']);
      return m;
    };
    const capped = poison({ table: 'poison-at-most-2' });
    expect(publicLog(capped)).toEqual(expect.arrayContaining(['Ada casts Poison (Waves 1, Leaves 3) at Bo — Bo is poisoned through turn 1, losing 2 at each end of turn.', 'Bo loses 2 to poison.']));
    expect(health(capped)).toEqual([12, 10]);
    expect(health(poison({}))).toEqual([12, 9]);
  });
});

describe('starting health (DR-3, DRA-34)', () => {
  it("DR-3, DRA-34: a config that names no health starts every wizard with its table's starting health (20 in the current table, 12 in the earlier ones); one that names it keeps it, and the basic game's is 12", () => {
    expect(TABLES[CURRENT_TABLE].startingHealth).toBe(20);
    for (const name of ['original', 'lasting-from-next-turn', 'smaller-monster-attacks', 'poison-at-most-2', 'smaller-lightning-bolts'] as const) expect(TABLES[name].startingHealth).toBe(12);
    for (const name of TABLE_NAMES) expect(configSchema.parse({ variant: 'advanced', table: name }).health).toEqual([TABLES[name].startingHealth, TABLES[name].startingHealth]);
    expect(configSchema.parse({ variant: 'advanced' }).health).toEqual([TABLES[CURRENT_TABLE].startingHealth, TABLES[CURRENT_TABLE].startingHealth]);
    expect(configSchema.parse({ variant: 'advanced', players: 3, health: 9 }).health).toEqual([9, 9, 9]);
    expect(configSchema.parse({}).health).toEqual([STARTING_HEALTH, STARTING_HEALTH]);
    expect(STARTING_HEALTH).toBe(12);
    // A config the schema refuses is refused for what is wrong, not for its health.
    const bad = configSchema.safeParse({ variant: 'advanced', table: 'newest' });
    expect(bad.success ? null : bad.error.issues[0]!.path).toEqual(['table']);
  });
});
