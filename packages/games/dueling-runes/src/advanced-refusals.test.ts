/** Refusals and actions in words in the Advanced Game (DRA-2, DRA-10, DRA-11, DRA-13, DRA-17). */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@decktet/engine';
import { describeAction } from './describe';
import { duelingRunes } from './game';
import { cardNumber } from './core/cards';
import { check } from './queries';
import { type Duel, advancedDuel, duel, monster, play } from './test-kit';

/** The refusal of `text` for `seat`, after checking that it changed nothing. */
function refusal(m: Duel, seat: number, text: string): string {
  const before = JSON.stringify(m.state);
  const r = m.act(seat, text);
  if (r.ok) throw new Error(`"${text}" was accepted`);
  expect(JSON.stringify(m.state)).toBe(before);
  return r.error.message;
}

describe('why an advanced action is refused', () => {
  it('DRA-2, DRA-10: an advanced spell in the wrong phase, or with more runes than are free', () => {
    const m = advancedDuel({ hands: [['penitent'], ['origin']], sequences: [['mountain'], []] });
    play(m, [0, 'play penitent'], [1, 'play origin']);
    expect(refusal(m, 0, 'cast fear leaves 1 wyrms 1 at 2')).toBe('You cannot cast Fear (Leaves 1, Wyrms 1) now: it is the Wyrm phase (a Knot spell is cast in the Knot phase, with a card carrying Knots)');
    expect(refusal(m, 0, 'cast lightning-bolt suns 3 moons 1 at 2')).toBe('Lightning Bolt needs 3 free Suns; you have 2 (2 showing in your sequence; DRA-10)');
    expect(refusal(m, 0, 'cast lightning-bolt suns 1 moons 1')).toBe('Name a target for Lightning Bolt: "at <wizard>" or "at monster <wizard>"');
    expect(refusal(m, 0, 'cast lightning-bolt suns 1 moons 1 at monster 2')).toBe('Bo has no monster');
  });

  it('DRA-13: an attack at its owner, at a monster that is not there, in another stage; who is not asked', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin']] });
    m.state.wizards[0]!.advanced!.monster = monster('troll', 2, 2);
    expect(refusal(m, 0, 'attack at 2')).toBe('You cannot send a monster to attack now: first every wizard chooses a card to place, in secret ("play <card>")');
    play(m, [0, 'play sailor'], [1, 'play origin']);
    expect(refusal(m, 0, 'attack at 1')).toBe('Your troll attacks another wizard, not you (DRA-13)');
    expect(refusal(m, 0, 'attack at monster 2')).toBe('Bo has no monster');
    expect(refusal(m, 0, 'cast wyrm at 2')).toMatch(/^You cannot cast Hit now: your monster may attack \(card value 4\): "attack at <wizard>"/);
    expect(refusal(m, 1, 'pass')).toBe('It is not your turn: waiting for Ada to send a monster to attack or hold it back; you have no monster');
  });
});

/** The rule `check` names for `text` of `seat`, after checking that apply refuses with that very problem's words. */
function ruleOf(m: Duel, seat: number, text: string): string {
  const problem = check(m.state, seat, unwrap(duelingRunes.parseAction(text)));
  expect(problem?.message).toBe(refusal(m, seat, text));
  return problem!.rule;
}

/** Plays on, passing where a seat may and else taking its first choice, until `done`. */
function playUntil(m: Duel, done: () => boolean): void {
  for (let step = 0; step < 60 && !done(); step++) {
    const seat = m.pending()[0]!;
    const choices = m.legalText(seat);
    play(m, [seat, choices.includes('pass') ? 'pass' : choices[0]!]);
  }
  expect(done()).toBe(true);
}

describe('the rule each advanced refusal names', () => {
  it('DR-22: the basic game refuses advanced spells, attacks and spells at monsters', () => {
    const m = duel({ hands: [['penitent'], ['origin']], sequences: [['mountain'], []] });
    play(m, [0, 'play penitent'], [1, 'play origin']);
    expect(['cast lightning-bolt suns 1 moons 1 at 2', 'attack at 2', 'cast wyrm at monster 2'].map((text) => ruleOf(m, 0, text))).toEqual(['advanced-only', 'advanced-only', 'advanced-only']);
    expect(refusal(m, 0, 'attack at 2')).toBe('There are no monsters in this duel: that is for the Advanced Game only (option "variant": "advanced", DR-22)');
  });

  it('DRA-2, DRA-10, DRA-11: an advanced spell in the wrong phase, with too few runes, at no target, at a monster that is not there, a monster at a spell that never aims at one', () => {
    const m = advancedDuel({ hands: [['penitent'], ['origin']], sequences: [['mountain'], []] });
    m.state.wizards[0]!.advanced!.monster = monster('troll', 2, 2);
    play(m, [0, 'play penitent'], [1, 'play origin']);
    const texts = ['cast fear leaves 1 wyrms 1 at 2', 'cast lightning-bolt suns 3 moons 1 at 2', 'cast lightning-bolt suns 1 moons 1', 'cast lightning-bolt suns 1 moons 1 at monster 2', 'cast wyrm at monster 1'];
    expect(texts.map((text) => ruleOf(m, 0, text))).toEqual(['wrong-phase', 'not-enough-runes', 'target-needed', 'no-monster-there', 'own-monster']);
    expect(check(m.state, 0, unwrap(duelingRunes.parseAction('cast lightning-bolt suns 3 moons 1 at 2')))?.params).toEqual({ rune: 'suns', needed: 3, free: 2 });
  });

  it('DRA-13: a monster attacks another wizard, or another wizard\'s monster', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin']] });
    m.state.wizards[0]!.advanced!.monster = monster('troll', 2, 2);
    play(m, [0, 'play sailor'], [1, 'play origin']);
    expect([ruleOf(m, 0, 'attack at 1'), ruleOf(m, 0, 'attack at monster 2'), ruleOf(m, 0, 'attack at 3'), ruleOf(m, 0, 'cast wyrm at 2')]).toEqual(['at-yourself', 'no-monster-there', 'no-such-wizard', 'wrong-stage']);
    expect(ruleOf(m, 1, 'pass')).toBe('not-asked');
  });

  it('DRA-17: a charmer chooses a card of the charmed wizard\'s hand, in the charm stage', () => {
    const m = advancedDuel({ hands: [['sailor', 'desert'], ['origin', 'mill']] });
    Object.assign(m.state.wizards[1]!.advanced!, { charmedBy: 0, charmUntil: 3 });
    playUntil(m, () => m.state.stage === 'charm');
    const held = m.state.wizards[1]!.hand;
    const stranger = ['origin', 'mill', 'savage'].find((id) => !held.includes(cardNumber(id)!))!;
    expect(ruleOf(m, 0, `play ${stranger}`)).toBe('not-in-charmed-hand');
    expect(refusal(m, 0, `play ${stranger}`)).toMatch(/is not in Bo's hand \(Bo holds .*\): you choose the card Bo places \(DRA-17\)$/);
    expect([ruleOf(m, 0, 'pass'), ruleOf(m, 1, 'play mill')]).toEqual(['wrong-stage', 'not-asked']);
    expect(refusal(m, 1, 'play mill')).toMatch(/you are charmed by Ada, who chooses your card \(DRA-17\)$/);
  });
});

describe('advanced actions in words', () => {
  it('DRA-2, DRA-11, DRA-13: casts name their runes and the monster they aim at; attacks name the monster', () => {
    const m = advancedDuel({ hands: [['penitent'], ['origin']], sequences: [['mountain'], []] });
    m.state.wizards[0]!.advanced!.monster = monster('fire-elemental', 2, 1);
    m.state.wizards[1]!.advanced!.monster = monster('troll', 2, 1, 3);
    play(m, [0, 'play penitent'], [1, 'play origin']);
    const words = (text: string) => describeAction(m.state, 0, unwrap(duelingRunes.parseAction(text)), null);
    expect(words('cast lightning-bolt suns 2 moons 1 at monster 2')).toBe("Ada declares Lightning Bolt (Suns 2, Moons 1) at Bo's troll");
    expect(words('cast wyrm suns 1 at monster 2')).toBe("Ada declares Fire Ball (1) at Bo's troll");
    play(m, [0, 'pass']);
    expect(words('attack at 2')).toBe("Ada's fire elemental attacks Bo");
    expect(words('pass')).toBe('Ada holds the fire elemental back');
  });
});
