import { describe, expect, it } from 'vitest';
import { type AnyGame, parseConfig, unwrap } from '@decktet/engine';
import { type DeclarationView, type DuelingRunesAction, type DuelingRunesView, duelingRunes } from '@decktet/dueling-runes';
import { duelingRunesGift } from './gifts';

const game: AnyGame = duelingRunes;

/** Seat 0's view of a fresh duel of `players` wizards, with `edit` applied: a position built by hand. */
function position(edit: (v: DuelingRunesView) => void, players = 2): DuelingRunesView {
  const state = unwrap(game.setup(unwrap(parseConfig(game, { players })), 'gifts'));
  const v = structuredClone(game.view(state, 0)) as DuelingRunesView;
  edit(v);
  return v;
}

/** A declaration waiting in a reaction window. */
function declared(caster: number, spellId: DeclarationView['spellId'], rune: DeclarationView['rune'], target: number, power = 0): DeclarationView {
  const energy = power === 0 ? null : spellId === 'heal' || spellId === 'drain' ? 'leaves' : 'suns';
  return { caster, spellId, spell: spellId, rune, energy, power, target, cardValue: 5, hide: null, text: '' };
}

const reactionAfter = (after: 'reveal' | 'declare', placed: string[]) => (v: DuelingRunesView) => {
  v.stage = 'react';
  v.reactionAfter = after;
  placed.forEach((card, i) => (v.wizards[i]!.placed = card));
};

const cast = (rune: 'moon' | 'wyrm' | 'knot', energy: 'suns' | 'waves' | 'leaves' | null, power: number, target: number | null): DuelingRunesAction => ({ type: 'cast', rune, energy, power, target });
const gift = (v: DuelingRunesView, a: DuelingRunesAction) => duelingRunesGift(v, a, 0);

describe('Dueling Runes gifts, on positions built by hand', () => {
  const plain = position(() => {});

  it('Confusion and Amnesia on yourself hinder you (DR-14, DR-15); on the opponent they do not', () => {
    expect(gift(plain, cast('knot', null, 0, 0))).toMatch(/Confusion on yourself/);
    expect(gift(plain, cast('knot', 'leaves', 2, 0))).toMatch(/Amnesia on yourself/);
    expect(gift(plain, cast('knot', null, 0, 1))).toBeNull();
    expect(gift(plain, cast('knot', 'leaves', 2, 1))).toBeNull();
  });

  it('Haste and Invisibility on the opponent help it (DR-12, DR-13); on yourself they do not', () => {
    expect(gift(plain, cast('knot', 'suns', 2, 1))).toMatch(/Haste on .*, who is not you/);
    expect(gift(plain, cast('knot', 'waves', 1, 1))).toMatch(/Invisibility on/);
    expect(gift(plain, cast('knot', 'suns', 2, 0))).toBeNull();
    expect(gift(plain, cast('knot', 'waves', 1, 0))).toBeNull();
  });

  it('an Invisibility a Magic Mirror turns back lands on you: not a gift (DR-16)', () => {
    const v = position((w) => (w.wizards[1]!.timers.mirrored = true));
    expect(gift(v, cast('knot', 'waves', 1, 1))).toBeNull();
  });

  it('an attack a standing protection stops is a gift, one it does not stop is not (DR-10, DR-11, DR-16)', () => {
    const heat = position((v) => (v.wizards[1]!.timers.resistHeatUntil = v.turn + 1));
    expect(gift(heat, cast('wyrm', 'suns', 3, 1))).toMatch(/Fire Ball .*Resist Heat stops it/);
    expect(gift(heat, cast('wyrm', 'waves', 3, 1))).toBeNull();
    const shield = position((v) => (v.wizards[1]!.timers.shielded = true));
    expect(gift(shield, cast('wyrm', null, 0, 1))).toMatch(/Hit .*Shield stops it/);
    expect(gift(shield, cast('wyrm', 'leaves', 2, 1))).toMatch(/Drain .*Shield/);
    expect(gift(shield, cast('knot', null, 0, 1))).toMatch(/Confusion .*Shield/);
    expect(gift(shield, cast('wyrm', 'suns', 2, 1))).toBeNull();
    const countered = position((v) => (v.wizards[1]!.timers.countered = true));
    expect(gift(countered, cast('wyrm', 'leaves', 2, 1))).toMatch(/Drain .*Counter Spell stops it/);
    expect(gift(countered, cast('knot', 'leaves', 1, 1))).toMatch(/Amnesia .*Counter Spell/);
    // Fire Balls, Ice Bolts and Hits still land on a wizard under a Counter Spell (DR-16).
    expect(gift(countered, cast('wyrm', 'suns', 2, 1))).toBeNull();
    expect(gift(countered, cast('wyrm', null, 0, 1))).toBeNull();
  });

  it('an attack at a Magic Mirror comes back on you (DR-16, DR-27)', () => {
    const v = position((w) => (w.wizards[1]!.timers.mirrored = true));
    expect(gift(v, cast('wyrm', 'suns', 3, 1))).toMatch(/Magic Mirror turns it back on you/);
    expect(gift(v, cast('knot', null, 0, 1))).toMatch(/Magic Mirror turns it back/);
  });

  it('Moon spells work on their caster: never a gift (DR-9)', () => {
    expect(gift(plain, cast('moon', 'leaves', 2, null))).toBeNull();
    expect(gift(plain, cast('moon', null, 0, null))).toBeNull();
  });

  it('a Counter Spell on the opponent is a gift when it can stop none of its own spells (DR-16)', () => {
    // After the reveal: the opponent's Savage (Leaves, Wyrms) casts no spell a Counter Spell stops.
    const quiet = position(reactionAfter('reveal', ['mountain', 'savage']));
    expect(gift(quiet, { type: 'counter', target: 1, discard: ['author'] })).toMatch(/Counter Spell on .*can stop none/);
    expect(gift(quiet, { type: 'counter', target: 0, discard: ['author'] })).toBeNull();
    // Its Forest (Moons) may still heal or shield it this turn: stopping that works against it.
    const moon = position(reactionAfter('reveal', ['mountain', 'forest']));
    expect(gift(moon, { type: 'counter', target: 1, discard: ['author'] })).toBeNull();
    // In the haste mini-turn the regular turn is still to come.
    const mini = position((v) => (reactionAfter('reveal', ['mountain', 'savage'])(v), (v.miniTurn = true)));
    expect(gift(mini, { type: 'counter', target: 1, discard: ['author'] })).toBeNull();
  });

  it('a Counter Spell that stops the opponent’s declared Heal is not a gift; one that only stops your Drain at it is (DR-11, DR-16)', () => {
    const heal = position((v) => {
      reactionAfter('declare', ['savage', 'chance-meeting'])(v);
      v.phase = 'moon';
      v.declared = [declared(1, 'heal', 'moon', 1, 2)];
    });
    expect(gift(heal, { type: 'counter', target: 1, discard: ['author'] })).toBeNull();
    const drain = position((v) => {
      reactionAfter('declare', ['savage', 'savage'])(v);
      v.phase = 'wyrm';
      v.declared = [declared(0, 'drain', 'wyrm', 1, 2)];
    });
    expect(gift(drain, { type: 'counter', target: 1, discard: ['author'] })).toMatch(/Counter Spell on/);
  });

  it('a Magic Mirror on the opponent turns back only your own spells in a duel of two (DR-16, DR-27)', () => {
    const v = position(reactionAfter('reveal', ['penitent', 'savage']));
    expect(gift(v, { type: 'mirror', target: 1, discard: ['consul'] })).toMatch(/Magic Mirror on .*only your own spells/);
    expect(gift(v, { type: 'mirror', target: 0, discard: ['consul'] })).toBeNull();
  });

  it('with three wizards, a Magic Mirror that turns a third wizard’s Fire Ball back on it is not a gift (DR-16, DR-20)', () => {
    const v = position((w) => {
      reactionAfter('declare', ['mountain', 'savage', 'penitent'])(w);
      w.phase = 'wyrm';
      w.declared = [declared(2, 'fire-ball', 'wyrm', 1, 2)];
    }, 3);
    expect(gift(v, { type: 'mirror', target: 1, discard: ['consul'] })).toBeNull();
    // Once the Wyrm and Knot phases have passed, nobody but you could cast at it.
    const late = position((w) => {
      reactionAfter('declare', ['author', 'savage', 'penitent'])(w);
      w.phase = 'knot';
      w.declared = [declared(0, 'confusion', 'knot', 1)];
    }, 3);
    expect(gift(late, { type: 'mirror', target: 1, discard: ['consul'] })).toMatch(/Magic Mirror on/);
  });

  it('placing a card, passing and Amnesia choices are never gifts', () => {
    expect(gift(plain, { type: 'play', card: 'author' })).toBeNull();
    expect(gift(plain, { type: 'pass' })).toBeNull();
    expect(gift(plain, { type: 'hide', cards: ['author'] })).toBeNull();
  });
});
