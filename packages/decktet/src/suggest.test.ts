import { describe, expect, it } from 'vitest';
import { suggestCards, unknownCardMessage } from './suggest';

const ids = (text: string) => suggestCards(text).map((c) => c.id);

describe('suggestions for a mistyped card id', () => {
  it('finds the card written another way, begun, by one of its words, or misspelt', () => {
    expect(ids('The Savage')).toEqual(['savage']);
    expect(ids('ace of moons')).toEqual(['ace-of-moons']);
    expect(ids('chance')).toEqual(['chance-meeting']);
    expect(ids('keeper')).toEqual(['light-keeper']);
    expect(ids('savge')).toEqual(['savage']);
    expect(ids('penitant')).toEqual(['penitent']);
    expect(ids('darknes')).toEqual(['darkness']);
  });

  it('suggests nothing for words far from every card, or too many at once', () => {
    expect(ids('unicorn')).toEqual([]);
    expect(ids('')).toEqual([]);
    expect(ids('ace')).toEqual([]);
  });

  it('says what was typed and what it may mean', () => {
    expect(unknownCardMessage('savge')).toBe('Unknown card "savge" — did you mean the Savage (savage)?');
    expect(unknownCardMessage('unicorn')).toMatch(/^Unknown card "unicorn": a card's id is its title without "the"/);
  });
});
