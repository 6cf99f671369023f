/**
 * How a variant plugs into the basic rules (docs/games/dueling-runes.md, "The variant's hooks"):
 * the basic rules find a state's variant by its config, and what a variant adds to their types —
 * its part of every wizard, its spells, its log's words — is added once, through the slots the
 * basic files declare.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@decktet/engine';
import { SIMULATION_CONFIG } from './core/config';
import { configSchema } from './config';
import { sentence } from './core/log';
import { SPELLS, SPELLS_CAST_BY_NAME, SPELL_IDS, BASIC_SPELL_IDS, addSpells } from './core/spells-table';
import { cloneState } from './core/state';
import { BASIC_RULES, addVariant, variantOf } from './core/variant';
import { ADVANCED_SPELL_IDS } from './advanced/recipes';
import { duelingRunes } from './game';
import { rulesOf } from './variants';

const dealt = (variant: 'basic' | 'advanced') => unwrap(duelingRunes.setup(configSchema.parse({ ...SIMULATION_CONFIG, variant }), 'slots'));

describe('a variant plugged into the basic rules', () => {
  it('the basic rules find the hooks of a state by its config; a variant not loaded is refused by name', () => {
    expect(variantOf({})).toBe(BASIC_RULES);
    expect(variantOf({ variant: 'basic' })).toBe(BASIC_RULES);
    expect(variantOf({ variant: 'advanced' })).toBe(rulesOf('advanced'));
    expect(variantOf({ variant: 'advanced', table: 'original' })).toBe(rulesOf('advanced', 'original'));
    expect(() => variantOf({ variant: 'house' as never })).toThrow('"house" variant is not loaded');
  });

  it('a variant, and a spell of the table, is added only once', () => {
    expect(() => addVariant('advanced', (table) => rulesOf('advanced', table))).toThrow('a variant named "advanced" already');
    expect(() => addSpells([SPELLS.charm])).toThrow('a row for charm already');
    expect(SPELL_IDS).toEqual([...BASIC_SPELL_IDS, ...ADVANCED_SPELL_IDS]);
    expect(SPELLS_CAST_BY_NAME).toEqual(ADVANCED_SPELL_IDS);
  });

  it("a copy of an Advanced Game's state has its own advanced part of every wizard (DRA-1); a basic wizard has none", () => {
    const s = dealt('advanced');
    const copy = cloneState(s);
    copy.wizards[0]!.advanced!.used.moons = 2;
    copy.wizards[1]!.advanced!.monster = { kind: 'troll', health: 3, maxHealth: 3, attack: 2, arrival: 0, poisonUntil: 0, poisonLoss: 0, fearUntil: 0 };
    expect(s.wizards[0]!.advanced!.used.moons).toBe(0);
    expect(s.wizards[1]!.advanced!.monster).toBeNull();
    const basic = cloneState(dealt('basic'));
    expect(basic.wizards.every((w) => !('advanced' in w))).toBe(true);
  });

  it("a line no variant's words know fails loudly instead of writing nothing", () => {
    expect(() => sentence({ type: 'stampede', wizard: 0 } as never, ['Ada', 'Bo'])).toThrow('no words for a "stampede" line');
  });
});
