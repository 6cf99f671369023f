/** Casts that can change nothing (castFutility, queries.ts), spell by spell, read from the caster's view. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { duelingRunes } from './game';
import { type CastAction, castFutility, castFutilityText } from './queries';
import { parseAction } from './core/actions';
import { advancedDuel, duel, monster, play, type Duel } from './test-kit';

/** Ada's view, and the cast she would make, typed as in the terminal. */
function ask(m: Duel, text: string) {
  const parsed = parseAction(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const cast = parsed.value as CastAction;
  const view = m.view(0);
  const f = castFutility(view, 0, cast);
  return { f, text: f ? castFutilityText(view, 0, cast, f) : null };
}

/** Ada has placed the Watchman (Moon, Wyrm and Knot runes) over the Sailor and the Discovery; Bo the Ace of Leaves. Her Moon phase is asked. */
function basic(): Duel {
  const m = duel({ hands: [['watchman', 'ace-of-waves', 'mill'], ['ace-of-leaves', 'cave', 'savage']], sequences: [['sailor', 'discovery'], ['origin']] });
  play(m, [0, 'play watchman'], [1, 'play ace-of-leaves']);
  return m;
}

describe('basic spells that can change nothing (DR-10 … DR-15)', () => {
  it('DR-10: a Heal at full health changes nothing; below it, it heals', () => {
    const m = basic();
    expect(m.legalText(0)).toContain('cast moon leaves 1');
    expect(ask(m, 'cast moon leaves 1')).toEqual({ f: { why: 'full-health', target: 0 }, text: 'You are at full health: the Heal would change nothing' });
    m.state.wizards[0]!.health = 11;
    expect(ask(m, 'cast moon leaves 1').f).toBeNull();
  });

  it('DR-10: a Resist already standing as long changes nothing; a longer one does', () => {
    const m = basic();
    m.state.wizards[0]!.resistHeatUntil = 1;
    expect(ask(m, 'cast moon waves 1').f).toEqual({ why: 'already-standing', target: 0, effect: 'resist-heat', until: 1 });
    expect(ask(m, 'cast moon waves 1').text).toBe('You resist heat through this turn already: the Resist Heat would change nothing');
    expect(ask(m, 'cast moon waves 2').f).toBeNull();
    expect(ask(m, 'cast moon suns 1').f).toBeNull();
  });

  it('DR-11, DRA-21: a Shield on a shielded wizard, or one under a Protection, changes nothing', () => {
    const m = basic();
    expect(ask(m, 'cast moon').f).toBeNull();
    m.state.wizards[0]!.shielded = true;
    expect(ask(m, 'cast moon').f).toEqual({ why: 'already-standing', target: 0, effect: 'shield', until: 1 });
    const a = advancedDuel({ hands: [['watchman'], ['ace-of-leaves']], sequences: [['sailor', 'discovery'], ['origin']] });
    play(a, [0, 'play watchman'], [1, 'play ace-of-leaves']);
    a.state.wizards[0]!.advanced!.protectionUntil = 3;
    expect(ask(a, 'cast moon').f).toEqual({ why: 'already-standing', target: 0, effect: 'protection', until: 3 });
  });

  it('DR-11: a spell a standing protection stops changes nothing', () => {
    const m = basic();
    play(m, [0, 'pass']);
    m.state.wizards[1]!.resistColdUntil = 1;
    expect(ask(m, 'cast wyrm waves 2 at 2')).toEqual({ f: { why: 'blocked', target: 1, by: 'resist-cold' }, text: 'Bo resists cold: the Ice Bolt would change nothing' });
    expect(ask(m, 'cast wyrm at 2').f).toBeNull();
  });

  it('DR-12, DR-13, DR-32: Haste or Invisibility already standing as long changes nothing', () => {
    const m = basic();
    play(m, [0, 'pass'], [0, 'pass']);
    expect(m.view(0).phase).toBe('knot');
    expect(m.legalText(0)).toContain('cast knot waves 1 at 2');
    // Invisible through turn 3 from next turn, cast this turn from a card of value 10 (the Watchman's).
    Object.assign(m.state.wizards[1]!, { invisibleFrom: 2, invisibleUntil: 3, veil: 10 });
    expect(ask(m, 'cast knot waves 1 at 2').f).toEqual({ why: 'already-standing', target: 1, effect: 'invisibility', until: 3 });
    expect(ask(m, 'cast knot waves 2 at 2').f).toEqual({ why: 'already-standing', target: 1, effect: 'invisibility', until: 3 });
    // Cast on a wizard not veiled this turn, it veils at once (DR-13): that changes something.
    m.state.wizards[1]!.veil = 0;
    expect(ask(m, 'cast knot waves 1 at 2').f).toBeNull();
    // Haste counts from next turn as Invisibility does (DR-12).
    Object.assign(m.state.wizards[1]!, { hasteFrom: 2, hasteUntil: 3 });
    expect(castFutility(m.view(0), 0, { type: 'cast', rune: 'knot', energy: 'suns', power: 2, target: 1 })).toEqual({ why: 'already-standing', target: 1, effect: 'haste', until: 3 });
    expect(castFutility(m.view(0), 0, { type: 'cast', rune: 'knot', energy: 'suns', power: 3, target: 1 })).toBeNull();
  });

  it('DR-15: a Confusion on a wizard already confused next turn changes nothing', () => {
    const m = basic();
    play(m, [0, 'pass'], [0, 'pass']);
    expect(ask(m, 'cast knot at 2').f).toBeNull();
    m.state.wizards[1]!.confusedTurn = 2;
    expect(ask(m, 'cast knot at 2')).toEqual({ f: { why: 'already-standing', target: 1, effect: 'confusion', until: 2 }, text: 'Bo is confused through next turn already: the Confusion would change nothing' });
  });

  it('DR-14: an Amnesia at a sequence with no face-up card changes nothing', () => {
    const m = basic();
    play(m, [0, 'pass'], [0, 'pass']);
    const bo = m.view(0);
    expect(castFutility(bo, 0, { type: 'cast', rune: 'knot', energy: 'leaves', power: 1, target: 1 })).toBeNull();
    bo.wizards[1]!.sequence = bo.wizards[1]!.sequence.map((c) => ({ ...c, faceUp: false }));
    expect(castFutility(bo, 0, { type: 'cast', rune: 'knot', energy: 'leaves', power: 1, target: 1 })).toEqual({ why: 'nothing-face-up', target: 1 });
  });
});

/** Ada has placed the Battle (Knot) over the Forest; Bo the Origin. Ada is asked in the Knot phase (after passing the Moon phase), at the current table unless `table` names another. */
function knotPhase(players = 2, table?: string): Duel {
  const m = advancedDuel(
    players === 2 ? { hands: [['battle', 'desert'], ['origin', 'sailor']], sequences: [['forest'], []] } : { hands: [['battle'], ['origin'], ['sailor']], sequences: [['forest'], [], []] },
    { players, ...(table ? { table } : {}) },
  );
  play(m, [0, 'play battle'], [1, 'play origin'], ...(players === 3 ? ([[2, 'play sailor']] as [number, string][]) : []), [0, 'pass']);
  expect(m.view(0).phase).toBe('knot');
  return m;
}

describe('advanced spells that can change nothing (DRA-15 … DRA-21)', () => {
  it('DRA-17, DRA-29, DRA-33: a Charm of 1 cast in the Knot phase binds the next placement; in the original table it ends first and charms nothing', () => {
    const m = knotPhase();
    expect(m.legalText(0)).toContain('cast charm leaves 1 moons 1 at 2');
    // The current table counts it from the next turn (DRA-33): it binds Bo's placement of turn 2.
    expect(ask(m, 'cast charm leaves 1 moons 1 at 2')).toEqual({ f: null, text: null });
    expect(ask(knotPhase(2, 'original'), 'cast charm leaves 1 moons 1 at 2')).toEqual({
      f: { why: 'ends-first', target: 1, effect: 'charm', until: 1, acts: 'placement', still: 'draws-one-more' },
      text: 'the Charm would end this turn, before another card is placed: it would only make Bo draw one card more',
    });
    // Charmed by Ada through turn 3 already, a Charm of 2 turns (through turn 3) adds nothing; one of 3 would.
    Object.assign(m.state.wizards[1]!.advanced!, { charmedBy: 0, charmUntil: 3 });
    expect(castFutility(m.view(0), 0, { type: 'cast-advanced', spell: 'charm', energy: { leaves: 2, moons: 1 }, target: 1 })).toEqual({ why: 'already-standing', target: 1, effect: 'charm', until: 3 });
    expect(castFutility(m.view(0), 0, { type: 'cast-advanced', spell: 'charm', energy: { leaves: 3, moons: 1 }, target: 1 })).toBeNull();
  });

  it('DRA-17: a Charm at a wizard another charms makes the caster its charmer: that changes something', () => {
    const m = knotPhase(3);
    Object.assign(m.state.wizards[1]!.advanced!, { charmedBy: 2, charmUntil: 1 });
    expect(ask(m, 'cast charm leaves 1 moons 1 at 2').f).toBeNull();
  });

  it('DRA-16, DRA-18, DRA-33: Fear and Electric Touch work in the Wyrm phases: cast in the Knot phase for one turn they end first in the original table only', () => {
    const m = knotPhase();
    const fear = (leaves: number) => ({ type: 'cast-advanced', spell: 'fear', energy: { leaves, wyrms: 1 }, target: 1 }) as const;
    const touch = { type: 'cast-advanced', spell: 'electric-touch', energy: { waves: 1, suns: 1 }, target: 0 } as const;
    // The current table counts them from the next turn (DRA-33): they hold turn 2's Wyrm phase.
    expect(castFutility(m.view(0), 0, fear(1))).toBeNull();
    expect(castFutility(m.view(0), 0, touch)).toBeNull();
    const original = knotPhase(2, 'original');
    const view = original.view(0);
    expect(castFutility(view, 0, fear(1))).toEqual({ why: 'ends-first', target: 1, effect: 'fear', until: 1, acts: 'wyrm' });
    expect(castFutility(view, 0, fear(2))).toBeNull();
    expect(castFutility(view, 0, touch)).toEqual({ why: 'ends-first', target: 0, effect: 'electric-touch', until: 1, acts: 'wyrm' });
    // In a haste mini-turn the regular turn's Wyrm phase is still to come.
    original.state.mini = true;
    expect(castFutility(original.view(0), 0, fear(1))).toBeNull();
    // A monster feared through turn 3 already: a Fear of 2 cast now lasts through turn 3.
    m.state.wizards[1]!.advanced!.monster = { ...monster('troll', 3, 2), fearUntil: 3 };
    expect(castFutility(m.view(0), 0, { type: 'cast-advanced', spell: 'fear', energy: { leaves: 2, wyrms: 1 }, target: 1, monster: true })).toEqual({ why: 'already-standing', target: 1, monster: true, effect: 'fear', until: 3 });
  });

  it('DRA-15: a Poison no longer and no heavier than the one standing changes nothing', () => {
    const m = knotPhase();
    Object.assign(m.state.wizards[1]!.advanced!, { poisonUntil: 3, poisonLoss: 2 });
    const poison = (waves: number, leaves: number) => castFutility(m.view(0), 0, { type: 'cast-advanced', spell: 'poison', energy: { waves, leaves }, target: 1 });
    expect(poison(2, 1)).toEqual({ why: 'already-standing', target: 1, effect: 'poison', until: 3 });
    expect(poison(2, 3)).toBeNull();
    expect(poison(4, 1)).toBeNull();
  });

  it('DRA-21: a Protection no longer than the Protection or Shield standing changes nothing', () => {
    const m = knotPhase();
    const protection = (suns: number) => castFutility(m.view(0), 0, { type: 'cast-advanced', spell: 'protection', energy: { suns, waves: 1, leaves: 1 }, target: null });
    expect(protection(1)).toBeNull();
    m.state.wizards[0]!.advanced!.protectionUntil = 4;
    expect(protection(1)).toEqual({ why: 'already-standing', target: 0, effect: 'protection', until: 4 });
    expect(protection(3)).toBeNull();
  });

  it('DRA-19, DRA-20: Remove Enchantment or Dispel Magic with nothing to end changes nothing; at a monster it destroys it', () => {
    const m = knotPhase();
    const remove = (monsterToo?: true) => castFutility(m.view(0), 0, { type: 'cast-advanced', spell: 'remove-enchantment', energy: { knots: 1, moons: 1 }, target: 1, ...(monsterToo ? { monster: monsterToo } : {}) });
    const dispel = () => castFutility(m.view(0), 0, { type: 'cast-advanced', spell: 'dispel-magic', energy: { knots: 1, moons: 1, waves: 1 }, target: null });
    expect(remove()).toEqual({ why: 'nothing-to-end', target: 1 });
    expect(dispel()).toEqual({ why: 'nothing-to-dispel' });
    expect(castFutilityText(m.view(0), 0, { type: 'cast-advanced', spell: 'dispel-magic', energy: { knots: 1, moons: 1, waves: 1 }, target: null }, dispel()!)).toBe('No lasting effect or monster stands: the Dispel Magic would change nothing');
    // A Magic Mirror is no lasting effect (DRA-19).
    m.state.wizards[1]!.mirrored = true;
    expect(remove()).toEqual({ why: 'nothing-to-end', target: 1 });
    m.state.wizards[1]!.resistColdUntil = 2;
    expect(remove()).toBeNull();
    m.state.wizards[1]!.resistColdUntil = 0;
    m.state.wizards[0]!.advanced!.monster = monster('troll', 2, 1);
    expect(dispel()).toBeNull();
    m.state.wizards[1]!.advanced!.monster = monster('troll', 2, 1);
    expect(remove(true)).toBeNull();
  });

  it('summons and Lightning Bolts always change something', () => {
    const m = knotPhase();
    expect(castFutility(m.view(0), 0, { type: 'cast-advanced', spell: 'summon-troll', energy: { suns: 1, waves: 1 }, target: null })).toBeNull();
    expect(castFutility(m.view(0), 0, { type: 'cast-advanced', spell: 'lightning-bolt', energy: { suns: 1, moons: 1 }, target: 1 })).toBeNull();
  });
});

describe('castFutility against the rules (fast-check)', () => {
  /**
   * In random duels (basic and advanced), every legal cast the query calls futile — at full health,
   * already standing, nothing to end or face down, stopped — is made, everyone else passes until it
   * has taken effect, and its target's health and effects (with their last turns) are as they were.
   */
  it('a cast said to change nothing changes nothing of its target when it lands', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (seed, advanced) => {
        const config = duelingRunes.configSchema.parse({ health: 8, ...(advanced ? { variant: 'advanced' } : {}) });
        let s = unwrap(duelingRunes.setup(config, `futile-${seed}`));
        const rng = Rng.seeded(`futile-moves-${seed}`);
        let checked = 0;
        for (let step = 0; step < 400 && duelingRunes.pending(s).length > 0 && checked < 6; step++) {
          const seat = rng.pick(duelingRunes.pending(s));
          const legal = duelingRunes.legalActions(s, seat);
          const view = duelingRunes.view(s, seat);
          const me = view.wizards.findIndex((w) => w.seat === seat);
          for (const a of legal) {
            if (a.type !== 'cast' && a.type !== 'cast-advanced') continue;
            const f = castFutility(view, me, a);
            if (!f || f.why === 'ends-first' || f.why === 'nothing-to-dispel' || ('monster' in f && f.monster)) continue;
            checked++;
            const before = seen(view, f.target);
            let t = unwrap(duelingRunes.apply(s, seat, a));
            // Everyone else passes (reactions and declarations) until the declaration has taken effect.
            for (let guard = 0; guard < 50 && t.declared.length > 0; guard++) {
              const next = duelingRunes.pending(t)[0];
              if (next === undefined) break;
              t = unwrap(duelingRunes.apply(t, next, { type: 'pass' }));
            }
            // Passing on, the turn may have ended: then what ended with it, and poison's losses, are not the cast's doing.
            const after = duelingRunes.view(t, seat);
            const turn = after.turn;
            const expected = turn === view.turn ? before : { health: seen(after, f.target).health, effects: before.effects.filter((e) => Number(e.split(' ').at(-1)) >= turn) };
            expect(seen(after, f.target), `${duelingRunes.formatAction(a)}: ${f.why}`).toEqual(expected);
          }
          s = unwrap(duelingRunes.apply(s, seat, rng.pick(legal)));
        }
      }),
      { numRuns: 25 },
    );
  });
});

/** A wizard's health and its effects with their last turns, as a view shows them (a recast keeps an effect's start, DR-32: the last turn is what it could change). */
function seen(view: ReturnType<typeof duelingRunes.view>, w: number) {
  const wizard = view.wizards[w]!;
  // A Protection shields as a Shield does (DRA-21), and nobody else aims at an invisible wizard
  // (DR-13): a Shield under the one, or a veil over the other, is no change.
  const protectedNow = wizard.effects.some((e) => e.kind === 'protection');
  const invisibleNow = wizard.effects.some((e) => e.kind === 'invisibility' && e.startsIn === 0);
  const covered = (e: { kind: string }) => (protectedNow && e.kind === 'shield') || (invisibleNow && e.kind === 'veil');
  return { health: wizard.health, effects: wizard.effects.filter((e) => !covered(e)).map((e) => `${e.kind} until ${e.until}`).sort() };
}
