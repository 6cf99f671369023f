/** Scenario tests for phrases (HG-4) and the further rulings (HG-14 to HG-23), each built with the layout override. */
import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { hieroglyphs } from './game';
import { finalScores } from './scoring';
import { REST, lastPlay, matchOf, play } from '../test/testing';
import type { HieroglyphsState } from './types';

const ranksOf = (texts: string[], prefix: string) => texts.filter((t) => t.startsWith(`${prefix} as`)).map((t) => Number(t.split(' as ')[1]));

describe('HG-4: phrases of one, two and three words', () => {
  it('HG-4: Tomb 1 collects after one word, Tomb 2 after two, Tomb 3 after three; the word is the card under the slider', () => {
    const m = matchOf({
      tombs: [
        ['watchman', 'rite', REST, 'huntress'],
        ['diplomat', 'pact', 'mill', 'darkness', 'bard'],
        ['lunatic', 'cave', 'end', 'sea', 'forest', 'discovery', 'windfall'],
      ],
      drawPiles: [['mountain', 'sailor', 'battle', 'excuse', 'journey', 'painter', 'ace-of-moons', 'ace-of-suns'], ['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots']],
    });
    expect(m.view(0).tombs.map((t) => t.phraseLength)).toEqual([1, 2, 3]);
    const collected = () => m.view(1).players[0].collected;

    play(m, 'decipher tomb1 mountain as 4');
    expect(lastPlay(m)).toBe('Ada plays the Mountain as 4 on Tomb 1: RITE deciphered, phrase complete — Ada collects the Watchman, draws a card.');
    expect(m.view(1).tombs[0]).toMatchObject({ top: 'rite', aside: [], wordsDeciphered: 0 });
    expect(collected()).toEqual(['watchman']);

    play(m, 'decipher tomb2 sailor as 4');
    expect(m.view(1).tombs[1]).toMatchObject({ top: 'pact', aside: ['diplomat'], wordsDeciphered: 1 });
    expect(collected()).toEqual(['watchman']);
    play(m, 'decipher tomb2 battle as 4');
    expect(lastPlay(m)).toBe('Ada plays the Battle as 4 on Tomb 2: MILL deciphered, phrase complete — Ada collects the Diplomat and the Pact, draws a card.');
    expect(m.view(1).tombs[1]).toMatchObject({ top: 'mill', aside: [], wordsDeciphered: 0 });

    play(m, 'decipher tomb3 excuse as 4', 'decipher tomb3 journey as 3');
    expect(m.view(1).tombs[2]).toMatchObject({ top: 'end', aside: ['lunatic', 'cave'], wordsDeciphered: 2 });
    expect(collected()).toEqual(['watchman', 'diplomat', 'pact']);
    play(m, 'decipher tomb3 painter as 3');
    expect(lastPlay(m)).toBe('Ada plays the Painter as 3 on Tomb 3: SEA deciphered, phrase complete — Ada collects the Lunatic, the Cave and the End, draws a card.');
    expect(m.view(1).tombs[2]).toMatchObject({ top: 'sea', aside: [], wordsDeciphered: 0 });
    expect(collected()).toEqual(['watchman', 'diplomat', 'pact', 'lunatic', 'cave', 'end']);
  });
});

describe('HG-14: table Crowns count in full, on any tomb', () => {
  it('HG-14: a two-suited card gains ±3 from each face-up Crown sharing a suit, on every tomb, with no choice to leave one out', () => {
    // The Huntress (Moons) tops Tomb 1; the Bard (Suns) is all that is left of a depleted Tomb 2.
    const m = matchOf({
      tombs: [['huntress', 'light-keeper', REST, 'sea'], ['bard'], ['lunatic', 'chance-meeting', 'penitent', 'castle', 'forest', 'market', 'windfall']],
      drawPiles: [['mountain', 'ace-of-moons', 'ace-of-waves'], ['ace-of-leaves']],
    });
    expect(m.view(0).tableCrowns).toEqual(['huntress', 'bard']);
    const legal = m.legalText(0);
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    // The Mountain (4: Moons, Suns) reaches 4 ± 6 on both open tombs, each rank offered once.
    expect(ranksOf(legal, 'decipher tomb1 mountain')).toEqual(upTo(10));
    expect(ranksOf(legal, 'decipher tomb3 mountain')).toEqual(upTo(10));
    expect(ranksOf(legal, 'decipher tomb1 ace-of-moons')).toEqual(upTo(4));
    expect(ranksOf(legal, 'decipher tomb1 ace-of-waves')).toEqual([1]);
    play(m, 'decipher tomb3 mountain as 10');
    expect(lastPlay(m)).toBe('Ada plays the Mountain, helped by the Huntress and the Bard on the table, as 10 on Tomb 3: …NCEMEETING revealed.');
  });
});

describe('HG-15: rank cards are played, never discarded', () => {
  it('HG-15: only power-ups may be discarded alone, and every rank card has an open tomb to aim at', () => {
    // Tomb 2 starts depleted: Tombs 1 and 3 are open, as at least two always are while the game goes on.
    const m = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'sea'], ['bard'], ['lunatic', 'chance-meeting', 'penitent', 'castle', 'forest', 'market', 'windfall']],
      drawPiles: [['ace-of-moons', 'harvest', 'excuse'], ['ace-of-leaves']],
    });
    const legal = m.legalText(0);
    expect(legal.filter((t) => t.startsWith('discard'))).toEqual(['discard harvest']);
    for (const card of ['ace-of-moons', 'excuse']) {
      expect(legal.some((t) => t.startsWith(`decipher tomb1 ${card}`))).toBe(true);
      expect(legal.some((t) => t.startsWith(`decipher tomb3 ${card}`))).toBe(true);
    }
    const before = JSON.stringify(m.state);
    expect(m.act(0, 'discard ace-of-moons')).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    expect(m.act(0, 'discard excuse')).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    expect(JSON.stringify(m.state)).toBe(before);
  });
});

describe('HG-16: the Excuse', () => {
  it('HG-16: has no suit — no power-up joins it and no table Crown stretches it — is declared at 1 to 9 and scores nothing', () => {
    // The Bard (Suns) lies face up and Ada holds the Harvest (Moons, Suns, Leaves): both help Ace of Suns, neither the Excuse.
    const m = matchOf({
      tombs: [['bard', 'light-keeper', REST, 'sea'], ['diplomat', 'darkness', 'betrayal', 'pact', 'mill', 'merchant', 'origin', 'end', 'calamity'], ['lunatic', 'chance-meeting', 'penitent', 'castle', 'forest', 'market', 'windfall']],
      drawPiles: [['excuse', 'harvest', 'ace-of-suns'], ['ace-of-leaves']],
    });
    const legal = m.legalText(0);
    for (const tomb of [1, 2, 3]) expect(ranksOf(legal, `decipher tomb${tomb} excuse`)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(legal.filter((t) => t.includes('excuse+') || t === 'discard excuse')).toEqual([]);
    expect(ranksOf(legal, 'decipher tomb2 ace-of-suns+harvest')).toEqual([1, 2, 3, 4, 5]);
    // Scoring counts ranks only: Ada's Excuse and Harvest are worth nothing, her Ace of Suns 1.
    expect(m.view(1).players[0].points).toBe(1);
    expect(finalScores(m.state as HieroglyphsState)[0]).toBe(1);
  });
});

describe('HG-20: the turn passes by itself', () => {
  it('HG-20: an emptied hand ends the turn and the opponent draws at once; a hand never grows past three', () => {
    const m = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'sea'], ['diplomat', 'mill', 'darkness', 'betrayal', 'pact', 'merchant', 'origin', 'end', 'calamity'], ['lunatic', 'chance-meeting', 'penitent', 'castle', 'forest', 'market', 'windfall']],
      drawPiles: [['mountain', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots']],
    });
    // MILL exactly: the Mountain is spent and one card drawn, so the hand is three again, never four.
    play(m, 'decipher tomb2 mountain as 4');
    expect(m.view(0).players[0].handSize).toBe(3);
    expect(m.legalText(0).some((t) => /pass|end/.test(t))).toBe(false);
    expect(m.legalText(1)).toEqual([]);
    play(m, 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
    expect(m.pending()).toEqual([0]);
    play(m, 'decipher tomb3 ace-of-waves as 1');
    // The last card played: Bo's turn has begun and he has drawn without anyone passing.
    expect(m.pending()).toEqual([1]);
    expect(m.view(1)).toMatchObject({ turn: 1, turnNumber: 2 });
    expect(m.view(1).players[1].hand).toEqual(['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots']);
    expect(m.logFor(null).slice(-2)).toEqual(["Turn 2: Bo's turn.", 'Bo draws 3 cards.']);
  });
});

describe('HG-17: collected Crowns are power-ups; a set-aside Crown stays on the table', () => {
  it('HG-17: a Crown received on an overshoot joins its owner\'s plays (±3) and may be discarded; a slider Crown helps anyone until its phrase is taken', () => {
    const m = matchOf({
      tombs: [
        ['calamity', 'rite', 'light-keeper', 'huntress'],
        ['end', 'pact', 'mill', 'darkness', 'bard'],
        ['lunatic', 'chance-meeting', 'penitent', 'castle', 'forest', 'market', 'cave', 'soldier', 'origin', 'windfall'],
      ],
      drawPiles: [['discovery', 'sailor', 'ace-of-moons', REST], ['ace-of-leaves', 'ace-of-wyrms']],
    });
    expect(m.view(0).tableCrowns).toEqual(['end', 'calamity']);
    // Ada overshoots RITE by one: the Calamity (Wyrms) goes to Bo and leaves the table.
    play(m, 'decipher tomb1 discovery as 5');
    expect(m.view(0).players[1]).toMatchObject({ collected: ['calamity'], discard: ['calamity'] });
    // Ada deciphers PACT mid-phrase: the End (Leaves), the slider, is set aside face up.
    play(m, 'decipher tomb2 sailor as 4');
    expect(m.view(0).tombs[1].aside).toEqual(['end']);
    expect(m.view(0).tableCrowns).toEqual(['end']);
    play(m, 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');

    // Bo draws his last two cards, then his discard pile — the Calamity — is shuffled in and drawn (HG-7).
    expect(m.view(1).players[1]).toMatchObject({ hand: ['ace-of-leaves', 'ace-of-wyrms', 'calamity'], lastShuffle: ['calamity'] });
    const legal = m.legalText(1);
    expect(legal).toContain('discard calamity');
    expect(ranksOf(legal, 'decipher tomb3 ace-of-wyrms+calamity')).toEqual([1, 2, 3, 4]);
    expect(ranksOf(legal, 'decipher tomb3 ace-of-wyrms')).toEqual([1]);
    // The End set aside on Tomb 2 is still on the table: it stretches Bo's Leaves card too.
    expect(ranksOf(legal, 'decipher tomb2 ace-of-leaves')).toEqual([1, 2, 3, 4]);
    play(m, 'decipher tomb2 ace-of-leaves as 4');
    expect(lastPlay(m)).toBe('Bo plays Ace of Leaves, helped by the End on the table, as 4 on Tomb 2: MILL deciphered, phrase complete — Bo collects the End and the Pact, draws a card.');
    // The phrase took the End: it now belongs to Bo and helps no one from the table.
    expect(m.view(0).tableCrowns).toEqual([]);
    expect(m.view(0).players[1].collected).toEqual(['calamity', 'end', 'pact']);
  });
});

describe('HG-18: cards received on an overshoot', () => {
  it('HG-18: are the receiver\'s collected cards — public, scoring for him, shuffled into his deck', () => {
    const m = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'huntress'], ['pact', 'mill', 'end', 'darkness', 'betrayal', 'merchant', 'bard'], ['lunatic', 'chance-meeting', 'penitent', 'castle', 'forest', 'market', 'windfall']],
      drawPiles: [['diplomat', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves', 'ace-of-wyrms']],
    });
    const before = finalScores(m.state as HieroglyphsState);
    // MILL and END are 7 letters: the Diplomat (8) overshoots the phrase by one and Bo receives the Pact and the Mill.
    play(m, 'decipher tomb2 diplomat as 8');
    expect(lastPlay(m)).toBe('Ada plays the Diplomat as 8 on Tomb 2: MILL deciphered (the Pact set aside), END deciphered, phrase overshot by 1 — Bo receives the Pact and the Mill.');
    for (const viewer of [0, null] as const) expect(m.view(viewer).players[1]).toMatchObject({ collected: ['pact', 'mill'], discard: ['pact', 'mill'], points: 2 + 9 + 8 });
    expect(finalScores(m.state as HieroglyphsState)).toEqual([before[0], before[1] + 17]);
    play(m, 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
    // Bo's two cards run out mid-draw: the received cards are shuffled into his new draw pile, in the open.
    const bo = m.view(0).players[1];
    expect(bo).toMatchObject({ lastShuffle: ['mill', 'pact'], handSize: 3, drawPileSize: 1, discard: [] });
    const drawn = m.view(1).players[1].hand!;
    expect(drawn.slice(0, 2)).toEqual(['ace-of-leaves', 'ace-of-wyrms']);
    expect(['mill', 'pact']).toContain(drawn[2]);
  });
});

describe('HG-19: one extra draw per play', () => {
  const tombs: [string[], string[], string[]] = [
    ['watchman', 'rite', REST, 'huntress'],
    ['diplomat', 'pact', 'darkness', 'mill', 'bard'],
    ['lunatic', 'end', 'cave', 'forest', 'soldier', 'market', 'windfall'],
  ];

  it('HG-19: a play crossing two word ends exactly draws one card; one passing a word end into the next word draws none', () => {
    const m = matchOf({ tombs, drawPiles: [['castle', 'discovery', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves']] });
    // END (3) and CAVE (4): the Castle (7) ends exactly on CAVE's last letter, mid-phrase.
    play(m, 'decipher tomb3 castle as 7');
    expect(lastPlay(m)).toBe('Ada plays the Castle as 7 on Tomb 3: END deciphered (the Lunatic set aside), CAVE deciphered (the End set aside) — Ada draws a card.');
    expect(m.view(0).players[0]).toMatchObject({ hand: ['discovery', 'ace-of-moons', 'ace-of-suns'], drawPileSize: 1 });
    // PACT (4) and one letter of DARKNESS: the Discovery (5) passes PACT's end and stops inside the next word.
    play(m, 'decipher tomb2 discovery as 5');
    expect(lastPlay(m)).toBe('Ada plays the Discovery as 5 on Tomb 2: PACT deciphered (the Diplomat set aside), …S revealed.');
    expect(m.view(0).players[0]).toMatchObject({ hand: ['ace-of-moons', 'ace-of-suns'], drawPileSize: 1 });
  });

  it('HG-19: an exact end with an empty draw pile reshuffles the discard pile, which already holds the play and the collected cards', () => {
    const m = matchOf({ tombs, drawPiles: [['mountain', 'ace-of-moons', 'ace-of-suns'], ['ace-of-leaves']] });
    play(m, 'decipher tomb1 mountain as 4');
    expect(m.logFor(null).slice(-2)).toEqual([
      'Ada plays the Mountain as 4 on Tomb 1: RITE deciphered, phrase complete — Ada collects the Watchman, draws a card.',
      'Ada shuffles their discard pile (2 cards) into a new draw pile.',
    ]);
    const ada = m.view(0).players[0];
    expect(ada).toMatchObject({ lastShuffle: ['mountain', 'watchman'], discard: [], drawPileSize: 1, handSize: 3 });
    expect(ada.hand!.slice(0, 2)).toEqual(['ace-of-moons', 'ace-of-suns']);
    expect(['mountain', 'watchman']).toContain(ada.hand![2]);
  });
});

describe('HG-21: the bottom Crown is known to be a Crown', () => {
  const sketch = {
    tombs: [['watchman', 'island', 'end'], ['diplomat', 'bard', 'mill', 'pact', 'sea'], ['lunatic', 'chance-meeting', 'penitent', 'castle', 'forest', 'market', 'windfall']] as [string[], string[], string[]],
    drawPiles: [['author', 'ace-of-moons', 'ace-of-suns', REST], ['sailor', 'ace-of-leaves', 'ace-of-wyrms']] as [string[], string[]],
  };

  it('HG-21: the last hidden Crown is never a candidate for the current word while other cards remain, even when its letters fit', () => {
    const m = matchOf(sketch);
    // Tomb 1 hides the Island and the End, its only Crown; Tomb 2 hides two Crowns, so either may be the word.
    expect(m.view(1).tombs[0].candidates).toEqual(['island']);
    expect(m.view(1).tombs[1].candidates).toEqual(['mill', 'pact', 'bard', 'sea']);
    // ND fits both ISLAND and END; the End must be the bottom card.
    play(m, 'decipher tomb1 author as 2');
    expect(m.view(1).tombs[0]).toMatchObject({ revealed: 'ND', candidates: ['island'] });
    // Worlds imagined from Bo's view keep the Island as Tomb 1's word and the End at its bottom.
    const v = m.view(1);
    const rng = Rng.fast('hg-21');
    for (let i = 0; i < 20; i++) expect(hieroglyphs.sampleState(v, 1, rng).tombs[0].cards).toEqual(['watchman', 'island', 'end']);
    play(m, 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
    // Once the Island is deciphered, the Crown is all that is left: it is the word now.
    play(m, 'decipher tomb1 sailor as 4');
    expect(m.view(0).tombs[0]).toMatchObject({ top: 'island', hidden: ['end'], candidates: ['end'], depleted: false });
  });
});

describe('HG-22: reshuffles are public', () => {
  it('HG-22: everyone sees which cards were shuffled in, and a card drawn before the reshuffle is known to be in the hand', () => {
    const m = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'huntress'], ['diplomat', 'darkness', 'betrayal', 'pact', 'mill', 'merchant', 'bard', 'end', 'calamity'], ['lunatic', 'chance-meeting', 'penitent', 'castle', 'forest', 'market', 'windfall']],
      drawPiles: [['battle', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots', 'author']],
    });
    play(m, 'decipher tomb3 battle as 4', 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
    play(m, 'decipher tomb1 ace-of-leaves as 1', 'decipher tomb1 ace-of-wyrms as 1', 'decipher tomb1 ace-of-knots as 1');
    // Ada drew Ace of Waves, then her three played cards were shuffled into a new pile and two were drawn from it.
    for (const viewer of [1, null] as const) expect(m.view(viewer).players[0]).toMatchObject({ hand: null, handSize: 3, drawPileSize: 1, discard: [], lastShuffle: ['ace-of-moons', 'ace-of-suns', 'battle'] });
    // Bo cannot see Ada's hand, yet every world he can imagine puts Ace of Waves in it.
    const v = m.view(1);
    const rng = Rng.fast('hg-22');
    const thirdCards = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const world = hieroglyphs.sampleState(v, 1, rng);
      const hand = world.players[0].hand;
      expect(hand).toContain('ace-of-waves');
      expect([...hand, ...world.players[0].drawPile].sort()).toEqual(['ace-of-moons', 'ace-of-suns', 'ace-of-waves', 'battle']);
      for (const c of world.players[0].drawPile) thirdCards.add(c);
    }
    // What is left of the shuffled cards may be anywhere among hand and pile.
    expect([...thirdCards].sort()).toEqual(['ace-of-moons', 'ace-of-suns', 'battle']);
  });
});

describe('HG-23: surplus never spills into the next phrase', () => {
  it('HG-23: an overshoot loses its surplus — the next phrase starts with nothing revealed — and draws no card', () => {
    const m = matchOf({
      tombs: [['watchman', 'rite', 'sea', REST, 'huntress'], ['diplomat', 'pact', 'mill', 'darkness', 'betrayal', 'origin', 'bard', 'end', 'calamity'], ['lunatic', 'chance-meeting', 'penitent', 'castle', 'forest', 'market', 'windfall']],
      drawPiles: [['discovery', 'merchant', 'ace-of-moons', 'ace-of-suns'], ['ace-of-leaves']],
    });
    // RITE is 4 letters: the Discovery (5) overshoots by 1, and that letter does not reach SEA.
    play(m, 'decipher tomb1 discovery as 5');
    expect(lastPlay(m)).toBe('Ada plays the Discovery as 5 on Tomb 1: RITE deciphered, phrase overshot by 1 — Bo receives the Watchman.');
    expect(m.view(0).tombs[0]).toMatchObject({ top: 'rite', revealed: '', aside: [] });
    expect(m.view(0).players[0]).toMatchObject({ hand: ['merchant', 'ace-of-moons'], drawPileSize: 1 });
    // PACT and MILL are 8 letters: the Merchant (9) overshoots, and DARKNESS shows nothing.
    play(m, 'decipher tomb2 merchant as 9');
    expect(lastPlay(m)).toBe('Ada plays the Merchant as 9 on Tomb 2: PACT deciphered (the Diplomat set aside), MILL deciphered, phrase overshot by 1 — Bo receives the Diplomat and the Pact.');
    expect(m.view(0).tombs[1]).toMatchObject({ top: 'mill', revealed: '', aside: [], wordsDeciphered: 0 });
    expect(m.view(0).players[0]).toMatchObject({ hand: ['ace-of-moons'], drawPileSize: 1 });
    // The next play on Tomb 1 reveals its own letters only.
    play(m, 'decipher tomb1 ace-of-moons as 1');
    expect(m.view(0).tombs[0].revealed).toBe('A');
  });
});
