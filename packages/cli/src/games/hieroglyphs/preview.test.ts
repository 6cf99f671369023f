import { describe, expect, it } from 'vitest';
import type { HieroglyphsView, PlayerView, TombView } from '@decktet/hieroglyphs';
import { makeStyle } from '../../terminal/style';
import type { PreviewContext } from '../adapter';
import { previewHieroglyphs } from './preview';

const style = makeStyle({ plain: true });

const player = (name: string, hand: string[] | null): PlayerView => ({
  name,
  hand,
  handSize: hand?.length ?? 3,
  drawPileSize: 3,
  discard: [],
  startingDeck: [],
  collected: [],
  lastShuffle: [],
  points: 12,
});

/** Tomb 2 on the word `word` of its two-word phrase; its word may be the Sea (3 letters), the Mill (4) or the Desert (6). */
function viewOn(word: 1 | 2): HieroglyphsView {
  const tomb = (number: 1 | 2 | 3, over: Partial<TombView> = {}): TombView => ({
    number,
    phraseLength: number,
    top: 'watchman',
    aside: [],
    wordsDeciphered: 0,
    revealed: '',
    hidden: [],
    cardsLeft: 4,
    candidates: [],
    depleted: false,
    ...over,
  });
  return {
    seat: 0,
    players: [player('Ada', ['battle', 'ace-of-moons']), player('Bo', null)],
    tombs: [
      tomb(1, { top: 'end', depleted: true, cardsLeft: 0 }),
      tomb(2, { top: 'bard', aside: word === 2 ? ['pact'] : [], wordsDeciphered: word - 1, candidates: ['sea', 'mill', 'desert'] }),
      tomb(3, { top: 'forest', revealed: 'ENT', candidates: ['penitent'] }),
    ],
    tableCrowns: ['end', 'bard'],
    turn: 0,
    turnNumber: 3,
    pending: [0],
    over: false,
  };
}

const legal = ['decipher tomb2 battle as 4', 'decipher tomb3 battle as 4', 'decipher tomb2 ace-of-moons as 1', 'decipher tomb3 ace-of-moons as 1'];

function preview(args: string, view: HieroglyphsView, why: PreviewContext['why'] = () => null): string {
  return previewHieroglyphs(args, { view, legal, why, seat: 0, style, width: 100 });
}

describe('the Hieroglyphs reveal preview at the prompt', () => {
  it('on the last word of a phrase: an exact play collects, a longer one overshoots and gives the cards away (HG-9)', () => {
    expect(preview('1', viewOn(2)).split('\n')).toEqual([
      'decipher tomb2 battle as 4:',
      '4 letters on Tomb 2 (word 2 of 2, no letters yet), if the word is:',
      '  KV Sea      SEA    overshoots by 1: Bo receives the Pact and the Bard (HG-9)',
      '  8VL Mill    MILL   phrase complete: you collect the Pact and the Bard and draw a card (HG-9, HG-10)',
      '  2SY Desert  …SERT  2 letters still hidden',
      '  Of 3 possible words: exact on 1, overshoots on 1, partial on 1.',
    ]);
  });

  it('mid-phrase: an exact play draws a card, a longer one runs on into the next, unknown word (HG-10)', () => {
    const text = preview('decipher tomb2 battle as 4', viewOn(1));
    expect(text).toContain('SEA    deciphered; 1 letter goes on into word 2, still unknown');
    expect(text).toContain('MILL   deciphered exactly: word 2 begins, and you draw a card (HG-10)');
    expect(preview('tomb3 2', viewOn(1))).toContain('…ITENT  3 letters still hidden');
    expect(preview('tomb3 5', viewOn(1))).toContain('PENITENT  deciphered exactly: word 2 begins');
  });

  it('alone, it tells how many letters finish each possible word and which play does it exactly', () => {
    const lines = preview('', viewOn(2)).split('\n');
    expect(lines).toContain('Tomb 1: depleted.');
    expect(lines).toContain('  3 Sea · 4 Mill · 6 Desert');
    expect(lines).toContain('  "decipher tomb2 battle as 4" completes the phrase if it is the Mill');
    expect(lines).toContain('Tomb 3 (word 1 of 3, revealed …ENT):');
    expect(lines).toContain('  5 Penitent');
  });

  it('previews a play the rules refuse, saying why; answers a bad request with what is wrong', () => {
    const why = (text: string) => (text.includes('mill') ? 'The Mill is not in your hand' : null);
    expect(preview('decipher tomb2 mill as 8', viewOn(2), why).split('\n')[0]).toBe('Not a legal play now: The Mill is not in your hand. If it were:');
    expect(preview('9', viewOn(2))).toBe('There is no action 9: choose a number from 1 to 4.');
    expect(preview('tomb2 0', viewOn(2))).toBe('Give a number of letters from 1 to 30, e.g. "preview tomb3 6".');
    expect(preview('fly', viewOn(2))).toMatch(/^cannot read "fly"/);
    expect(preview('decipher tomb1 battle as 4', viewOn(2))).toContain('Tomb 1 is depleted: it takes no more plays (HG-11).');
  });

  it('a beginning shared by several plays sums up each tomb and number of letters they would decipher', () => {
    expect(preview('decipher tomb2', viewOn(1)).split('\n')).toEqual([
      'What the 2 plays beginning "decipher tomb2" would do, by tomb and letters:',
      '  Tomb 2, 1 letter: partial whatever the word',
      '  Tomb 2, 4 letters: finishes the word if Mill · runs on into the next word if Sea · partial if Desert',
    ]);
    // Without "as", a play reads at its printed rank; here the beginning stands for every rank.
    expect(preview('decipher tomb', viewOn(2))).toContain('  Tomb 2, 4 letters: completes the phrase if Mill · overshoots if Sea · partial if Desert');
  });
});
