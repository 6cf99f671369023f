import { describe, expect, it } from 'vitest';
import { parseCardsPicture, pictureCard, pictureProblemText, pictureSuit } from './pictures';

describe('the card pictures of a rules text', () => {
  it('reads rows of cards, labelled or not, with set-aside cards, face-down cards and revealed word ends', () => {
    expect(parseCardsPicture(['Tomb 2: (darkness) pact …AL', '', 'mill ? ...', 'Your hand:  window   huntress', '   '].join('\n'))).toEqual({
      ok: true,
      rows: [
        {
          label: 'Tomb 2',
          items: [
            { kind: 'card', id: 'darkness', aside: true },
            { kind: 'card', id: 'pact', aside: false },
            { kind: 'word', letters: 'AL' },
          ],
        },
        { label: null, items: [{ kind: 'card', id: 'mill', aside: false }, { kind: 'face-down' }, { kind: 'word', letters: '' }] },
        {
          label: 'Your hand',
          items: [
            { kind: 'card', id: 'window', aside: false },
            { kind: 'card', id: 'huntress', aside: false },
          ],
        },
      ],
    });
  });

  it('names the first problem and its line: an unknown card, a label with no cards, or no cards at all', () => {
    expect(parseCardsPicture('Hand: penitent unicorn (nope)')).toEqual({ ok: false, problem: { kind: 'not-a-card', line: 1, token: 'unicorn' } });
    expect(parseCardsPicture('mill\nYour hand:\nsea')).toEqual({ ok: false, problem: { kind: 'empty-row', line: 2, label: 'Your hand' } });
    expect(parseCardsPicture('\n  \n')).toEqual({ ok: false, problem: { kind: 'no-cards' } });
    // Only upper-case letters follow a word's "…"; anything else is taken for a card id.
    expect(parseCardsPicture('…tent')).toEqual({ ok: false, problem: { kind: 'not-a-card', line: 1, token: '…tent' } });
  });

  it('says each problem in English words for the terminal', () => {
    expect(pictureProblemText({ kind: 'not-a-card', line: 1, token: 'unicorn' })).toBe('Card picture, line 1: "unicorn" is not a card id.');
    expect(pictureProblemText({ kind: 'empty-row', line: 2, label: 'Your hand' })).toBe('Card picture, line 2: no cards after "Your hand:".');
    expect(pictureProblemText({ kind: 'no-cards' })).toBe('Card picture: no cards.');
  });

  it('reads the suit of :suit[…] and the card of :card[…], and nothing else', () => {
    expect(pictureSuit(' Moons ')).toBe('moons');
    expect(pictureSuit('hearts')).toBeUndefined();
    expect(pictureCard(' penitent')?.title).toBe('the Penitent');
    expect(pictureCard('Penitent')).toBeUndefined();
  });
});
