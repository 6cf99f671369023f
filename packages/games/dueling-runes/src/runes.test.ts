import { describe, expect, it } from 'vitest';
import { RUNES, cardNumber } from './core/cards';
import { NO_RUNES, PHASES, activates, activationOf, common, hasAll, hasRune, isEmpty, only, phaseAfter, runeCount, runeSet, runesIn, sharesRune, union, withRune, withoutRune } from './core/runes';

const runesOf = (id: string) => RUNES[cardNumber(id)!]!;

describe('runes and rune sets (DR-4)', () => {
  it("a card's runes are its suits", () => {
    expect(runesIn(runesOf('light-keeper'))).toEqual(['suns', 'waves', 'knots']);
    expect(runesIn(runesOf('author'))).toEqual(['moons', 'knots']);
    expect(runesIn(runesOf('ace-of-leaves'))).toEqual(['leaves']);
    expect(runeCount(runesOf('light-keeper'))).toBe(3);
  });

  it('sets are built, combined and read without knowing how they are stored', () => {
    const counter = runeSet(['moons', 'knots']);
    expect(hasRune(counter, 'moons') && hasRune(counter, 'knots') && !hasRune(counter, 'suns')).toBe(true);
    expect(hasAll(runesOf('author'), counter)).toBe(true);
    expect(hasAll(runesOf('light-keeper'), counter)).toBe(false);
    expect(sharesRune(runesOf('light-keeper'), counter)).toBe(true);
    expect(runesIn(union(runesOf('journey'), runesOf('ace-of-knots')))).toEqual(['moons', 'waves', 'knots']);
    expect(runesIn(common(runesOf('light-keeper'), runesOf('journey')))).toEqual(['waves']);
    expect(runesIn(withRune(only('suns'), 'wyrms'))).toEqual(['suns', 'wyrms']);
    expect(isEmpty(withoutRune(only('suns'), 'suns'))).toBe(true);
    expect(isEmpty(NO_RUNES) && runeCount(NO_RUNES) === 0).toBe(true);
  });

  it('each phase is cast by its activation rune, Moon, Wyrm, Knot in that order (DR-5, DR-8)', () => {
    expect(PHASES.map(activationOf)).toEqual(['moons', 'wyrms', 'knots']);
    expect(activates(runesOf('author'), 'moon') && activates(runesOf('author'), 'knot') && !activates(runesOf('author'), 'wyrm')).toBe(true);
    expect([phaseAfter('moon'), phaseAfter('wyrm'), phaseAfter('knot')]).toEqual(['wyrm', 'knot', null]);
  });
});
