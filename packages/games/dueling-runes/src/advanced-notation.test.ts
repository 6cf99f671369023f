/** The Advanced Game's option and notation (DRA-1, DRA-2, DRA-11, DRA-13). */
import { describe, expect, it } from 'vitest';
import { formatAction, normalizeAction, parseAction } from './core/actions';
import { configSchema } from './config';
import { duelingRunes } from './game';
import { advancedDuel, duel } from './test-kit';

describe('the variant option (DRA-1)', () => {
  it('DRA-1: a config without it is the basic game, unchanged; "advanced" is kept, "basic" left out', () => {
    expect(configSchema.parse({})).not.toHaveProperty('variant');
    expect(configSchema.parse({ variant: 'basic' })).toEqual(configSchema.parse({}));
    expect(configSchema.parse({ variant: 'advanced' })).toMatchObject({ variant: 'advanced' });
    expect(configSchema.safeParse({ variant: 'expert' }).success).toBe(false);
  });

  it('DRA-1: a basic duel shows nothing of the Advanced Game; an advanced one shows its rules, monsters and runes of every type', () => {
    const basic = duel({ hands: [['origin'], ['sailor']] }).view(0);
    expect(basic.rules).not.toHaveProperty('variant');
    expect(basic).not.toHaveProperty('charmed');
    expect(basic.wizards[0]).not.toHaveProperty('advanced');
    expect(duel({ hands: [['origin'], ['sailor']] }).state.wizards[0]).not.toHaveProperty('advanced');
    const advanced = advancedDuel({ hands: [['origin'], ['sailor']], sequences: [['author'], []] }).view(0);
    expect(advanced.rules.variant).toBe('advanced');
    expect(advanced.charmed).toBeNull();
    expect(advanced.wizards[0]!.advanced).toMatchObject({ monster: null, charmedBy: null, charms: null, charmChosen: false, runesFree: { moons: 1, suns: 0, waves: 0, leaves: 0, wyrms: 0, knots: 1 } });
  });
});

describe('the notation of the Advanced Game (DRA-2, DRA-11, DRA-13)', () => {
  it('every new action has one text form that round-trips; energies are written in the recipe\'s order', () => {
    for (const text of [
      'cast lightning-bolt suns 2 moons 1 at 2',
      'cast summon-troll suns 1 waves 2',
      'cast fear leaves 2 wyrms 1 at monster 2',
      'cast dispel-magic knots 1 moons 1 waves 1',
      'cast electric-touch waves 1 suns 3 at 1',
      'cast wyrm suns 3 at monster 2',
      'cast wyrm at monster 4',
      'attack at 2',
      'attack at monster 3',
    ]) {
      const parsed = parseAction(text);
      expect(parsed.ok, text).toBe(true);
      if (parsed.ok) expect(formatAction(parsed.value)).toBe(text);
    }
    expect(parseAction('cast poison leaves 2 waves 1 at 2')).toEqual({ ok: true, value: { type: 'cast-advanced', spell: 'poison', energy: { waves: 1, leaves: 2 }, target: 1 } });
    expect(formatAction({ type: 'cast-advanced', spell: 'poison', energy: { leaves: 2, waves: 1 }, target: 1 })).toBe('cast poison waves 1 leaves 2 at 2');
  });

  it('a basic cast at a wizard keeps its exact basic form: `monster` appears only when true', () => {
    expect(parseAction('cast wyrm suns 3 at 2')).toEqual({ ok: true, value: { type: 'cast', rune: 'wyrm', energy: 'suns', power: 3, target: 1 } });
    expect(normalizeAction({ type: 'cast', rune: 'wyrm', energy: 'suns', power: 3, target: 1, monster: false })).toEqual({ ok: true, value: { type: 'cast', rune: 'wyrm', energy: 'suns', power: 3, target: 1 } });
    expect(parseAction('cast wyrm suns 3 at monster 2')).toEqual({ ok: true, value: { type: 'cast', rune: 'wyrm', energy: 'suns', power: 3, target: 1, monster: true } });
  });

  it('DRA-2: a basic cast written with a recipe\'s runes is read as that advanced spell', () => {
    expect(parseAction('cast wyrm suns 2 moons 1 at 2')).toEqual({ ok: true, value: { type: 'cast-advanced', spell: 'lightning-bolt', energy: { suns: 2, moons: 1 }, target: 1 } });
    expect(parseAction('cast knot knots 1 moons 2 at monster 3')).toEqual({ ok: true, value: { type: 'cast-advanced', spell: 'remove-enchantment', energy: { knots: 1, moons: 2 }, target: 2, monster: true } });
  });

  it('bad input gets a clear error, never an exception', () => {
    const message = (text: string) => {
      const r = parseAction(text);
      if (r.ok) throw new Error(`"${text}" was read`);
      return r.error.message;
    };
    expect(message('cast wyrm suns 1 leaves 1 at 2')).toContain('no advanced spell is cast with Suns and Leaves at a Wyrm (DRA-3)');
    expect(message('cast wyrm moons 2 at 2')).toContain('no spell is cast with Moons at a Wyrm (DRA-3)');
    expect(message('cast lightning suns 2 at 2')).toContain('unknown spell "lightning"');
    expect(message('cast lightning suns 2 at 2')).toContain('summon-troll');
    expect(message('cast poison waves 1 at 2')).toContain('Poison needs at least one rune of each of Waves and Leaves (DRA-2); Leaves is missing');
    expect(message('cast poison waves 1 leaves 1 suns 1 at 2')).toContain('Suns is not in the recipe of Poison: its energy is Waves and Leaves (DRA-3)');
    expect(message('cast poison waves 5 leaves 1 at 2')).toContain('1 to 4');
    expect(message('cast poison waves 1 waves 2 at 2')).toContain('waves is named twice');
    expect(message('cast poison fire 1 leaves 1 at 2')).toContain('"fire" is not a rune');
    expect(message('cast fear leaves 1 wyrms 1 at monster')).toContain('the target comes last');
    expect(message('attack')).toContain('name what the monster attacks');
    expect(message('attack at monster 9')).toContain('wizards are numbered 1 to 4');
    for (const bad of [
      { type: 'cast-advanced', spell: 'fireball', energy: { suns: 1 }, target: 1 },
      { type: 'cast-advanced', spell: 'poison', energy: null, target: 1 },
      { type: 'cast-advanced', spell: 'poison', energy: { waves: 1, leaves: 0 }, target: 1 },
      { type: 'cast-advanced', spell: 'fear', energy: { leaves: 1, wyrms: 1 }, target: null, monster: true },
      { type: 'cast', rune: 'wyrm', energy: null, power: 0, target: 1, monster: 'yes' },
      { type: 'attack' },
      { type: 'attack', target: 1, monster: 1 },
    ]) {
      const r = normalizeAction(bad);
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('malformed-action');
    }
  });

  it('the game names the new actions as its notation says', () => {
    expect(duelingRunes.formatAction({ type: 'attack', target: 1, monster: true })).toBe('attack at monster 2');
    expect(duelingRunes.parseAction('pass')).toEqual({ ok: true, value: { type: 'pass' } });
  });
});
