/** Deciphering (HG-9) and extending the turn (HG-10). */
import { describe, expect, it } from 'vitest';
import { REST, lastPlay, lastPublic, matchOf, play } from '../test/testing';

const T3_LONG = ['lunatic', 'chance-meeting', 'forest', 'discovery', 'soldier', 'market', 'penitent', 'castle', 'cave', 'journey', 'consul', 'island', 'windfall'];
const T2_SHORT = ['diplomat', 'mill', 'pact', 'darkness', 'merchant', 'bard', 'end'];

describe('HG-9: letters, words, phrases', () => {
  it('carries surplus letters into the next word of the phrase (Tomb 3)', () => {
    const m = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'sea'], T2_SHORT, ['lunatic', 'cave', 'penitent', 'forest', 'discovery', 'soldier', 'market', 'chance-meeting', 'sailor', 'rite', 'consul', 'island', 'windfall']],
      drawPiles: [['castle', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves']],
    });
    play(m, 'decipher tomb3 castle as 7');
    expect(lastPublic(m)).toBe('Ada plays the Castle as 7 on Tomb 3: CAVE deciphered (the Lunatic set aside), …ENT revealed.');
    expect(m.view(1).tombs[2]).toMatchObject({ top: 'cave', aside: ['lunatic'], wordsDeciphered: 1, revealed: 'ENT', cardsLeft: 11 });
    // The play ended inside a word: no extra card (HG-10).
    expect(m.view(0).players[0].handSize).toBe(2);
  });

  it('completes a two-word phrase with surplus from the first word, collects both sliders and draws once (Tomb 2)', () => {
    const m = matchOf({ tombs: [['watchman', 'light-keeper', REST, 'sea'], T2_SHORT, T3_LONG], drawPiles: [['betrayal', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves', 'ace-of-knots'], ['ace-of-leaves']] });
    play(m, 'decipher tomb2 betrayal as 8');
    expect(lastPublic(m)).toBe('Ada plays the Betrayal as 8 on Tomb 2: MILL deciphered (the Diplomat set aside), PACT deciphered, phrase complete — Ada collects the Diplomat and the Mill, draws a card.');
    // The last deciphered card stays on top and the next phrase starts afresh.
    expect(m.view(1).tombs[1]).toMatchObject({ top: 'pact', aside: [], wordsDeciphered: 0, revealed: '', cardsLeft: 4 });
    expect(m.view(0).players[0]).toMatchObject({ handSize: 3, collected: ['diplomat', 'mill'], discard: ['betrayal', 'diplomat', 'mill'] });
  });

  it('collects the three sliders of an exact Tomb 3 phrase, and gives them away on an overshoot', () => {
    const sketch = {
      tombs: [
        ['watchman', 'harvest', REST, 'sea'],
        ['diplomat', 'darkness', 'betrayal', 'pact', 'calamity', 'bard', 'huntress'],
        ['lunatic', 'cave', 'end', 'mill', 'forest', 'discovery', 'soldier', 'market', 'penitent', 'castle', 'chance-meeting', 'rite', 'windfall'],
      ] as [string[], string[], string[]],
      drawPiles: [['merchant', 'window', 'light-keeper', 'ace-of-moons'], ['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots']] as [string[], string[]],
    };
    // CAVE + END + MILL = 11 letters; the Merchant (9) with the Window (±2) and the Light Keeper (±1) reaches 6 … 12.
    const exact = matchOf(sketch);
    play(exact, 'decipher tomb3 merchant+light-keeper+window as 11');
    expect(lastPublic(exact)).toBe(
      'Ada plays the Merchant with the Light Keeper and the Window as 11 on Tomb 3: CAVE deciphered (the Lunatic set aside), END deciphered (the Cave set aside), MILL deciphered, phrase complete — Ada collects the Lunatic, the Cave and the End, draws a card.',
    );
    expect(exact.view(0).players[0].collected).toEqual(['lunatic', 'cave', 'end']);
    expect(exact.view(0).tombs[2]).toMatchObject({ top: 'mill', aside: [], revealed: '' });

    const over = matchOf(sketch);
    play(over, 'decipher tomb3 merchant+light-keeper+window as 12');
    expect(lastPlay(over)).toBe(
      'Ada plays the Merchant with the Light Keeper and the Window as 12 on Tomb 3: CAVE deciphered (the Lunatic set aside), END deciphered (the Cave set aside), MILL deciphered, phrase overshot by 1 — Bo receives the Lunatic, the Cave and the End.',
    );
    expect(over.view(0).players[1]).toMatchObject({ collected: ['lunatic', 'cave', 'end'], discard: ['lunatic', 'cave', 'end'] });
    expect(over.view(0).players[0].collected).toEqual([]);
    expect(over.view(0).tombs[2]).toMatchObject({ top: 'mill', aside: [], revealed: '' });
    // The hand was emptied by that one play and the overshoot drew nothing: Bo's turn.
    expect(over.pending()).toEqual([1]);
  });

  it('gives a one-word phrase to the opponent on an overshoot (Tomb 1)', () => {
    const m = matchOf({ tombs: [['watchman', 'rite', REST, 'sea'], T2_SHORT, T3_LONG], drawPiles: [['sailor', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves']] });
    play(m, 'decipher tomb1 sailor as 4');
    expect(lastPublic(m)).toBe('Ada plays the Sailor as 4 on Tomb 1: RITE deciphered, phrase complete — Ada collects the Watchman, draws a card.');
    const o = matchOf({ tombs: [['watchman', 'rite', REST, 'sea'], T2_SHORT, T3_LONG], drawPiles: [['savage', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves']] });
    play(o, 'decipher tomb1 savage as 3');
    expect(o.view(0).tombs[0].revealed).toBe('ITE');
    play(o, 'decipher tomb1 ace-of-moons as 1');
    expect(lastPublic(o)).toBe('Ada plays Ace of Moons as 1 on Tomb 1: RITE deciphered, phrase complete — Ada collects the Watchman, draws a card.');
    const over = matchOf({ tombs: [['watchman', 'rite', REST, 'sea'], T2_SHORT, T3_LONG], drawPiles: [['mountain', 'harvest', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves']] });
    play(over, 'decipher tomb1 mountain+harvest as 5');
    expect(lastPublic(over)).toBe('Ada plays the Mountain with the Harvest as 5 on Tomb 1: RITE deciphered, phrase overshot by 1 — Bo receives the Watchman.');
    expect(over.view(0).tombs[0].top).toBe('rite');
    expect(over.view(0).players[0].handSize).toBe(1);
  });

  it('gives a two-word phrase to the opponent on an overshoot (Tomb 2)', () => {
    const m = matchOf({ tombs: [['watchman', 'light-keeper', REST, 'sea'], T2_SHORT, T3_LONG], drawPiles: [['betrayal', 'ace-of-moons', 'ace-of-suns'], ['ace-of-leaves']] });
    expect(m.act(0, 'decipher tomb2 betrayal as 9').ok).toBe(false);
    const o = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'sea'], ['diplomat', 'mill', 'pact', 'darkness', 'betrayal', 'bard', 'end'], T3_LONG],
      drawPiles: [['merchant', 'ace-of-moons', 'ace-of-suns'], ['ace-of-leaves']],
    });
    play(o, 'decipher tomb2 merchant as 9');
    expect(lastPublic(o)).toBe('Ada plays the Merchant as 9 on Tomb 2: MILL deciphered (the Diplomat set aside), PACT deciphered, phrase overshot by 1 — Bo receives the Diplomat and the Mill.');
    expect(o.view(0).tombs[1]).toMatchObject({ top: 'pact', aside: [], cardsLeft: 4 });
    expect(o.view(0).players[0].handSize).toBe(2);
  });
});

describe('HG-10: an exact word end draws a card', () => {
  it('draws when a play ends exactly on a word mid-phrase, and the card is seen only by its drawer', () => {
    const m = matchOf({ tombs: [['watchman', 'light-keeper', REST, 'sea'], T2_SHORT, T3_LONG], drawPiles: [['mountain', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves']] });
    play(m, 'decipher tomb2 mountain as 4');
    expect(lastPublic(m)).toBe('Ada plays the Mountain as 4 on Tomb 2: MILL deciphered (the Diplomat set aside) — Ada draws a card.');
    expect(m.view(0).players[0].hand).toEqual(['ace-of-moons', 'ace-of-suns', 'ace-of-waves']);
    expect(m.logFor(0).at(-1)).toBe('You draw Ace of Waves.');
    expect(m.logFor(1)).not.toContain('You draw Ace of Waves.');
    expect(m.logFor(null)).not.toContain('You draw Ace of Waves.');
    expect(m.view(1).players[0]).toMatchObject({ hand: null, handSize: 3, drawPileSize: 0 });
  });
});
