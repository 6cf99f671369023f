import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { hieroglyphs } from './game';
import { STANDARD, matchOf } from '../test/testing';
import type { HieroglyphsAction } from './types';

const { formatAction, parseAction } = hieroglyphs;

describe('the notation', () => {
  it('writes the examples of the rules', () => {
    expect(formatAction({ type: 'decipher', tomb: 3, card: 'penitent', powerUps: ['window'], rank: 6 })).toBe('decipher tomb3 penitent+window as 6');
    expect(formatAction({ type: 'decipher', tomb: 1, card: 'excuse', powerUps: [], rank: 4 })).toBe('decipher tomb1 excuse as 4');
    expect(formatAction({ type: 'discard', card: 'watchman' })).toBe('discard watchman');
  });

  it('reads forgivingly and writes canonically: case, spaces, power-up order, a printed rank', () => {
    const read = (t: string) => formatAction(unwrap(parseAction(t)));
    expect(read('  Decipher Tomb 3  Penitent + Window AS 6 ')).toBe('decipher tomb3 penitent+window as 6');
    expect(read('decipher tomb2 mill+window+borderland as 9')).toBe('decipher tomb2 mill+borderland+window as 9');
    expect(read('decipher tomb2 mill')).toBe('decipher tomb2 mill as 8');
    expect(read('DISCARD Light-Keeper')).toBe('discard light-keeper');
  });

  it('says what is wrong with text it cannot read', () => {
    expect(parseAction('decipher tomb4 mill as 8')).toMatchObject({ ok: false, error: { code: 'malformed-action', message: 'there is no tomb "4": the tombs are tomb1, tomb2 and tomb3' } });
    expect(parseAction('decipher tomb2 the-mill as 8')).toMatchObject({ ok: false, error: { code: 'unknown-card', message: 'Unknown card "the-mill" — did you mean the Mill (mill)?' } });
    expect(parseAction('discard nope')).toMatchObject({ ok: false, error: { code: 'unknown-card' } });
    expect(parseAction('decipher tomb1 excuse')).toMatchObject({ ok: false, error: { code: 'malformed-action', message: 'say the rank: "decipher tomb1 excuse as <rank>"' } });
    expect(parseAction('decipher tomb1 mill as six')).toMatchObject({ ok: false, error: { message: 'the rank must be a whole number, not "six"' } });
    expect(parseAction('play mill')).toMatchObject({ ok: false, error: { code: 'malformed-action' } });
  });

  it('round-trips every legal action', () => {
    const m = matchOf(STANDARD);
    for (const a of m.legal(0)) expect(unwrap(parseAction(formatAction(a)))).toEqual(a);
  });

  it('round-trips any well-formed action (property)', () => {
    const ids = CARDS.map((c) => c.id);
    const action: fc.Arbitrary<HieroglyphsAction> = fc.oneof(
      fc.record({
        type: fc.constant('decipher' as const),
        tomb: fc.constantFrom(1 as const, 2 as const, 3 as const),
        card: fc.constantFrom(...ids),
        powerUps: fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 3 }),
        rank: fc.integer({ min: 0, max: 30 }),
      }),
      fc.record({ type: fc.constant('discard' as const), card: fc.constantFrom(...ids) }),
    );
    fc.assert(
      fc.property(action, (a) => {
        const text = formatAction(a);
        expect(formatAction(unwrap(parseAction(text)))).toBe(text);
      }),
    );
  });
});

describe('bad input', () => {
  it('is refused with a clear error and changes nothing', () => {
    const m = matchOf(STANDARD);
    const before = JSON.stringify(m.state);
    const cases: [number, unknown, string, RegExp][] = [
      [1, { type: 'decipher', tomb: 3, card: 'ace-of-leaves', powerUps: [], rank: 1 }, 'not-your-turn', /^It is not your turn: Ada is playing, until their hand is empty \(HG-20\)$/],
      [0, { type: 'decipher', tomb: 4, card: 'battle', powerUps: [], rank: 4 }, 'malformed-action', /tomb 1, 2 or 3/],
      [0, { type: 'decipher', tomb: 3, card: 'battle', powerUps: 'none', rank: 4 }, 'malformed-action', /lists its power-ups/],
      [0, { type: 'decipher', tomb: 3, card: 'battle', powerUps: [], rank: 4.5 }, 'malformed-action', /whole number/],
      [0, { type: 'decipher', tomb: 3, card: 'battle', powerUps: ['battle'], rank: 4 }, 'illegal-action', /^The Battle leads the play: it cannot also join it as a power-up$/],
      [0, { type: 'decipher', tomb: 3, card: 'nope', powerUps: [], rank: 4 }, 'unknown-card', /^Unknown card "nope": a card's id is its title/],
      [0, { type: 'decipher', tomb: 3, card: 'battle', powerUps: [], rank: 5 }, 'illegal-action', /^The Battle \(4\) has no modifier here, so it deciphers exactly 4 letters, not 5 \(HG-8\)$/],
      [0, { type: 'fly' }, 'malformed-action', /unknown action type "fly"/],
      [0, null, 'malformed-action', /expected an action/],
    ];
    for (const [seat, action, code, message] of cases) {
      const r = hieroglyphs.apply(m.state, seat, action as HieroglyphsAction);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message).toMatch(message);
      }
    }
    expect(JSON.stringify(m.state)).toBe(before);
  });
});
