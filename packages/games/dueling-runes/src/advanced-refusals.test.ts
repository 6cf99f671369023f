/** Refusals and actions in words in the Advanced Game (DRA-2, DRA-10, DRA-11, DRA-13, DRA-17). */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@decktet/engine';
import { describeAction } from './describe';
import { duelingRunes } from './game';
import { type Duel, advancedDuel, monster, play } from './test-kit';

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
