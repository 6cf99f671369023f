/** The source's four examples, rebuilt with the layout override (see rules, "The source's examples, checked"). */
import { describe, expect, it } from 'vitest';
import { hieroglyphs } from './game';
import { STANDARD as standard, lastPlay, lastPublic, matchOf, play } from '../test/testing';

describe('Example 1 (HG-5, HG-9): a 4 then two Aces on Tomb 3', () => {
  it('reveals TENT, then NITENT, from the end of PENITENT', () => {
    const m = matchOf(standard);
    expect(m.view(0).players[0].hand).toEqual(['battle', 'ace-of-moons', 'ace-of-suns']);
    play(m, 'decipher tomb3 battle as 4');
    expect(m.view(1).tombs[2].revealed).toBe('TENT');
    expect(lastPublic(m)).toBe('Ada plays the Battle as 4 on Tomb 3: …TENT revealed.');
    play(m, 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
    expect(m.view(1).tombs[2].revealed).toBe('NITENT');
    // The hand is empty: the turn has passed and Bo has drawn three cards.
    expect(m.pending()).toEqual([1]);
    expect(m.view(1).players[1].hand).toEqual(['ace-of-leaves', 'ace-of-wyrms', 'sailor']);
  });
});

describe('Example 2 (HG-9, HG-10): finishing PENITENT, RITE exactly, then LLI of MILL', () => {
  it('draws on each exact word end and collects the Tomb 1 slider', () => {
    const m = matchOf(standard);
    play(m, 'decipher tomb3 battle as 4', 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
    play(m, 'decipher tomb3 ace-of-leaves as 1');
    expect(m.view(0).tombs[2].revealed).toBe('ENITENT');
    play(m, 'decipher tomb3 ace-of-wyrms as 1');
    // PENITENT is deciphered mid-phrase: the Lunatic is set aside, the Penitent is the new top, Bo draws the 2.
    const t3 = m.view(0).tombs[2];
    expect(t3).toMatchObject({ top: 'penitent', aside: ['lunatic'], wordsDeciphered: 1, revealed: '' });
    expect(lastPublic(m)).toBe('Bo plays Ace of Wyrms as 1 on Tomb 3: PENITENT deciphered (the Lunatic set aside) — Bo draws a card.');
    expect(m.view(1).players[1].hand).toEqual(['sailor', 'desert']);
    expect(m.logFor(1).at(-1)).toBe('You draw the Desert.');
    expect(m.logFor(0)).not.toContain('You draw the Desert.');

    play(m, 'decipher tomb1 sailor as 4');
    // RITE is the whole one-word phrase: Bo collects the slider (the Watchman), not the Rite, and draws.
    expect(m.view(0).tombs[0]).toMatchObject({ top: 'rite', aside: [], revealed: '' });
    expect(m.view(0).players[1].collected).toEqual(['watchman']);
    expect(lastPublic(m)).toBe('Bo plays the Sailor as 4 on Tomb 1: RITE deciphered, phrase complete — Bo collects the Watchman, draws a card.');
    expect(m.view(1).players[1].hand).toEqual(['desert', 'ace-of-knots']);

    play(m, 'decipher tomb2 desert as 2', 'decipher tomb2 ace-of-knots as 1');
    expect(m.view(0).tombs[1].revealed).toBe('ILL');
    expect(m.pending()).toEqual([0]);
    expect(m.view(0).players[1].discard).toEqual(['ace-of-leaves', 'ace-of-wyrms', 'sailor', 'watchman', 'desert', 'ace-of-knots']);
  });
});

describe('Example 3 (HG-8 … HG-10): the Mill with the Window as 6 completes BETRAYAL and the phrase', () => {
  const sketch = {
    tombs: [
      ['watchman', 'light-keeper', 'harvest', 'borderland', 'consul', 'rite', 'island', 'excuse', 'huntress', 'sea'],
      ['merchant', 'pact', 'betrayal', 'diplomat', 'darkness', 'bard', 'end'],
      ['lunatic', 'chance-meeting', '...', 'windfall'],
    ] as [string[], string[], string[]],
    drawPiles: [
      ['mountain', 'author', 'ace-of-moons', 'ace-of-waves', 'ace-of-suns', 'mill', 'window'],
      ['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots', 'desert', 'journey', 'painter', 'battle', 'savage'],
    ] as [string[], string[]],
  };

  it('reaches 6, 7, 8, 9 or 10 and collects the set-aside card and the slider', () => {
    const m = matchOf(sketch);
    play(m, 'decipher tomb2 mountain as 4'); // PACT exactly: the Merchant is set aside, Ada draws
    play(m, 'decipher tomb2 author as 2'); // …AL of BETRAYAL
    play(m, 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-waves as 1');
    play(m, 'decipher tomb1 ace-of-leaves as 1', 'decipher tomb1 ace-of-wyrms as 1', 'decipher tomb1 ace-of-knots as 1');
    expect(m.view(0).tombs[1]).toMatchObject({ top: 'pact', aside: ['merchant'], revealed: 'AL' });
    play(m, 'decipher tomb3 ace-of-suns as 1'); // a card already played this turn
    expect(m.view(0).players[0].hand).toEqual(['mill', 'window']);
    const ranks = m
      .legalText(0)
      .filter((t) => t.startsWith('decipher tomb2 mill+window'))
      .map((t) => Number(t.split(' as ')[1]));
    expect(ranks).toEqual([6, 7, 8, 9, 10]);
    play(m, 'decipher tomb2 mill+window as 6');
    expect(m.logFor(null).at(-1)).toBe('Ada shuffles their discard pile (9 cards) into a new draw pile.');
    expect(lastPlay(m)).toBe('Ada plays the Mill with the Window as 6 on Tomb 2: BETRAYAL deciphered, phrase complete — Ada collects the Merchant and the Pact, draws a card.');
    expect(m.view(0).tombs[1]).toMatchObject({ top: 'betrayal', aside: [], revealed: '', cardsLeft: 4 });
    expect(m.view(0).players[0].collected).toEqual(['merchant', 'pact']);
    // The draw pile was empty: the discard pile (9 cards, the collected ones too) became the new draw pile.
    expect(m.view(0).players[0]).toMatchObject({ handSize: 1, discard: [] });
    expect(m.view(0).players[0].drawPileSize).toBe(8);
  });
});

describe('Example 4 (HG-8, HG-9, HG-11): the Diplomat with the Watchman and the Bard overshoots the last phrase', () => {
  const sketch = {
    tombs: [['chance-meeting', 'light-keeper', '...', 'windfall'], ['bard'], ['castle', 'cave', 'market', 'sea']] as [string[], string[], string[]],
    drawPiles: [
      ['mountain', 'ace-of-moons', 'ace-of-waves', 'ace-of-knots'],
      ['diplomat', 'watchman', 'author'],
    ] as [string[], string[]],
  };

  it('reaches at most 12 (not 13), overshoots, gives the three slid cards away and ends the game', () => {
    const m = matchOf(sketch);
    expect(m.view(0).tombs[1].depleted).toBe(true);
    expect(m.view(0).tableCrowns).toEqual(['bard']);
    play(m, 'decipher tomb3 mountain as 4'); // CAVE exactly: the Castle is set aside
    play(m, 'decipher tomb1 ace-of-moons as 1', 'decipher tomb1 ace-of-waves as 1', 'decipher tomb1 ace-of-knots as 1');
    expect(m.view(1).tombs[2]).toMatchObject({ top: 'cave', aside: ['castle'], wordsDeciphered: 1, cardsLeft: 2 });
    expect(m.view(1).players[1].hand).toEqual(['diplomat', 'watchman', 'author']);

    // 8 ± (Watchman 1 + Bard 3) = 4 … 12: the 13 the source claims is out of reach.
    const ranks = m
      .legalText(1)
      .filter((t) => t.startsWith('decipher tomb3 diplomat+watchman'))
      .map((t) => Number(t.split(' as ')[1]));
    expect(ranks).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const before = JSON.stringify(m.state);
    expect(m.act(1, 'decipher tomb3 diplomat+watchman as 13')).toMatchObject({
      ok: false,
      error: { code: 'illegal-action', message: 'The Diplomat (8) with the Watchman (±1) and the Bard on the table (±3) reaches 4 to 12, not 13 (HG-8)' },
    });
    expect(JSON.stringify(m.state)).toBe(before);

    play(m, 'decipher tomb3 diplomat+watchman as 12');
    expect(m.logFor(null).slice(-3)).toEqual([
      'Bo plays the Diplomat with the Watchman, helped by the Bard on the table, as 12 on Tomb 3: MARKET deciphered (the Cave set aside), SEA deciphered, phrase overshot by 3 — Ada receives the Castle, the Cave and the Market.',
      'Tomb 3 is depleted: the Sea stays on the table.',
      expect.stringMatching(/^The game ends: two tombs are depleted\. Ada \d+, Bo \d+ — /),
    ]);
    expect(m.view(0).players[0].collected).toEqual(['castle', 'cave', 'market']);
    expect(m.view(0).tombs[2]).toMatchObject({ top: 'sea', depleted: true, cardsLeft: 0 });
    // The game ends at once (HG-11): Bo keeps the Author in hand and draws nothing.
    expect(m.state.players[1].hand).toEqual(['author']);
    expect(m.pending()).toEqual([]);
    const outcome = hieroglyphs.outcome(m.state)!;
    // Ada: Mountain 4 + three Aces + Castle 7 + Cave 7 + Market 6; Bo: Diplomat 8 + Author 2 (the Watchman scores nothing).
    expect(outcome.points).toEqual([27, 10]);
    expect(outcome.results).toEqual(['win', 'loss']);
  });
});
