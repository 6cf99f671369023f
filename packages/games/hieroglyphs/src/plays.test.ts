/** Draws and plays: HG-7 (the mid-draw reshuffle) and HG-8 (rank cards, power-ups, table Crowns, the Excuse). */
import { describe, expect, it } from 'vitest';
import { REST, type LayoutSketch, lastPlay, lastPublic, matchOf, play } from '../test/testing';

// Tombs whose current words are long, so small plays change nothing else; spare cards go to Tomb 1.
const QUIET_T2 = ['diplomat', 'darkness', 'betrayal', 'pact', 'mill', 'merchant', 'bard', 'end', 'calamity'];
const QUIET_T3 = ['lunatic', 'chance-meeting', 'forest', 'discovery', 'soldier', 'market', 'penitent', 'castle', 'cave', 'rite', 'consul', 'island', 'windfall'];
const quiet = (drawPiles: [string[], string[]]): LayoutSketch => ({ tombs: [['watchman', 'light-keeper', REST, 'sea'], QUIET_T2, QUIET_T3], drawPiles });

const ranksOf = (texts: string[], prefix: string) => texts.filter((t) => t.startsWith(`${prefix} as`)).map((t) => Number(t.split(' as ')[1]));

describe('HG-7: drawing three, with a reshuffle mid-draw', () => {
  it('draws what is left, shuffles the discard pile into a new draw pile and draws the rest', () => {
    const m = matchOf(quiet([['battle', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots', 'author']]));
    play(m, 'decipher tomb3 battle as 4', 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
    play(m, 'decipher tomb1 ace-of-leaves as 1', 'decipher tomb1 ace-of-wyrms as 1', 'decipher tomb1 ace-of-knots as 1');
    const ada = m.view(0).players[0];
    expect(ada.hand![0]).toBe('ace-of-waves');
    expect([...ada.hand!.slice(1)].every((c) => ['battle', 'ace-of-moons', 'ace-of-suns'].includes(c))).toBe(true);
    expect(ada).toMatchObject({ handSize: 3, drawPileSize: 1, discard: [], lastShuffle: ['ace-of-moons', 'ace-of-suns', 'battle'] });
    expect(m.logFor(null).slice(-3)).toEqual(['Turn 3: Ada\'s turn.', 'Ada shuffles their discard pile (3 cards) into a new draw pile.', 'Ada draws 3 cards.']);
    expect(m.logFor(0).at(-1)).toMatch(/^You draw Ace of Waves, /);
  });
});

describe('HG-8: a play is one rank card with power-ups sharing a suit', () => {
  it('offers every power-up choice and every effective rank, never below 1 (stacking)', () => {
    const m = matchOf(quiet([['sailor', 'borderland', 'window'], ['ace-of-leaves']]));
    const legal = m.legalText(0);
    expect(ranksOf(legal, 'decipher tomb3 sailor')).toEqual([4]);
    expect(ranksOf(legal, 'decipher tomb3 sailor+borderland')).toEqual([3, 4, 5]);
    expect(ranksOf(legal, 'decipher tomb3 sailor+window')).toEqual([2, 3, 4, 5, 6]);
    expect(ranksOf(legal, 'decipher tomb3 sailor+borderland+window')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // 16 plays on each of the three tombs, and each power-up may be discarded alone.
    expect(legal).toHaveLength(16 * 3 + 2);
    expect(legal).toContain('discard borderland');
    expect(legal).toContain('discard window');
  });

  it('floors the effective rank at 1 and refuses a power-up that shares no suit', () => {
    const m = matchOf(quiet([['ace-of-moons', 'harvest', 'window'], ['ace-of-leaves']]));
    const legal = m.legalText(0);
    expect(ranksOf(legal, 'decipher tomb1 ace-of-moons+harvest')).toEqual([1, 2]);
    expect(legal.some((t) => t.includes('window') && t.startsWith('decipher'))).toBe(false);
    const before = JSON.stringify(m.state);
    expect(m.act(0, 'decipher tomb1 ace-of-moons+window as 1')).toMatchObject({
      ok: false,
      error: { code: 'illegal-action', message: 'The Window (Suns, Leaves, Knots) shares no suit with Ace of Moons (Moons), so it cannot join its play (HG-8)' },
    });
    expect(m.act(0, 'decipher tomb1 ace-of-moons+harvest as 0')).toMatchObject({ ok: false, error: { message: 'Ace of Moons (1) with the Harvest (±1) reaches 1 to 2, not 0: a play deciphers at least 1 letter (HG-8)' } });
    expect(m.act(0, 'decipher tomb1 window as 2')).toMatchObject({ ok: false, error: { message: 'The Window is a power-up: it cannot lead a play — play it beside a rank card sharing a suit, or discard it ("discard window", HG-8)' } });
    expect(m.act(0, 'discard ace-of-moons')).toMatchObject({ ok: false, error: { message: 'Only power-ups (Pawns, Courts and Crowns) may be discarded on their own; play Ace of Moons on a tomb (HG-15)' } });
    expect(m.act(0, 'decipher tomb1 ace-of-suns as 1')).toMatchObject({ ok: false, error: { message: 'Ace of Suns is not in your hand (you hold Ace of Moons, the Harvest and the Window)' } });
    expect(JSON.stringify(m.state)).toBe(before);
  });

  it('discards a power-up alone with no effect', () => {
    const m = matchOf(quiet([['ace-of-moons', 'harvest', 'window'], ['ace-of-leaves']]));
    const tombs = JSON.stringify(m.state.tombs);
    play(m, 'discard window');
    expect(lastPublic(m)).toBe('Ada discards the Window (no effect).');
    expect(JSON.stringify(m.state.tombs)).toBe(tombs);
    expect(m.view(0).players[0]).toMatchObject({ hand: ['ace-of-moons', 'harvest'], discard: ['window'] });
  });

  it('lets a face-up Crown on the table modify any rank card sharing its suit: a top card and a set-aside slider', () => {
    const m = matchOf({
      tombs: [
        ['watchman', 'light-keeper', REST, 'huntress'],
        ['bard', 'darkness', 'betrayal', 'pact', 'mill', 'merchant', 'diplomat', 'end', 'calamity'],
        ['sea', 'cave', 'chance-meeting', 'forest', 'discovery', 'soldier', 'market', 'penitent', 'castle', 'lunatic', 'rite', 'consul', 'windfall'],
      ],
      drawPiles: [['mountain', 'ace-of-suns', 'ace-of-moons', 'ace-of-waves'], ['ace-of-leaves']],
    });
    expect(m.view(0).tableCrowns).toEqual(['bard', 'sea']);
    const legal = m.legalText(0);
    expect(ranksOf(legal, 'decipher tomb1 ace-of-suns')).toEqual([1, 2, 3, 4]); // the Bard: Suns
    expect(ranksOf(legal, 'decipher tomb1 ace-of-moons')).toEqual([1]); // no Moons Crown face up
    expect(ranksOf(legal, 'decipher tomb1 mountain')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    play(m, 'decipher tomb3 mountain as 4'); // CAVE exactly: the Sea is set aside, still face up
    expect(m.view(0).tombs[2].aside).toEqual(['sea']);
    expect(m.view(0).players[0].hand).toEqual(['ace-of-suns', 'ace-of-moons', 'ace-of-waves']);
    expect(ranksOf(m.legalText(0), 'decipher tomb2 ace-of-waves')).toEqual([1, 2, 3, 4]);
    play(m, 'decipher tomb2 ace-of-suns as 4');
    expect(m.view(0).tombs[1].revealed).toBe('NESS');
    expect(lastPublic(m)).toBe('Ada plays Ace of Suns, helped by the Bard on the table, as 4 on Tomb 2: …NESS revealed.');
  });

  it('lets a collected Crown modify only from its owner\'s hand', () => {
    const m = matchOf({
      tombs: [['windfall', 'rite', REST, 'huntress'], ['diplomat', 'darkness', 'betrayal', 'pact', 'mill', 'merchant', 'bard'], ['lunatic', 'chance-meeting', 'forest', 'discovery', 'soldier', 'market', 'penitent', 'castle', 'cave', 'journey', 'consul', 'island', 'sea']],
      drawPiles: [['sailor', 'ace-of-knots', 'ace-of-moons', 'ace-of-suns'], ['author', 'end', 'ace-of-leaves', 'ace-of-wyrms']],
    });
    // The Windfall (Knots) lies face up on Tomb 1: anyone's Knots card may use it.
    expect(ranksOf(m.legalText(0), 'decipher tomb3 ace-of-knots')).toEqual([1, 2, 3, 4]);
    play(m, 'decipher tomb1 sailor as 4'); // RITE exactly: Ada collects the Windfall
    expect(m.view(1).players[0].collected).toEqual(['windfall']);
    expect(m.view(1).tableCrowns).toEqual([]);
    expect(ranksOf(m.legalText(0), 'decipher tomb3 ace-of-knots')).toEqual([1]);
    play(m, 'decipher tomb3 ace-of-knots as 1', 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
    // Bo's Author (Moons, Knots) gains nothing from Ada's Windfall; Bo's own End (Leaves) shares no suit with it.
    expect(ranksOf(m.legalText(1), 'decipher tomb3 author')).toEqual([2]);
    expect(m.act(1, 'decipher tomb3 author+windfall as 5')).toMatchObject({ ok: false, error: { message: 'The Windfall is not in your hand (you hold the Author, the End and Ace of Leaves)' } });
    expect(m.act(1, 'decipher tomb3 author+end as 5')).toMatchObject({ ok: false, error: { message: 'The End (Leaves) shares no suit with the Author (Moons, Knots), so it cannot join its play (HG-8)' } });
    // A Crown its owner holds joins that owner's play: Bo's End with his Ace of Leaves.
    expect(ranksOf(m.legalText(1), 'decipher tomb3 ace-of-leaves+end')).toEqual([1, 2, 3, 4]);
  });

  it('plays the Excuse at a declared rank 1–9 that nothing modifies', () => {
    const m = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'sea'], ['bard', 'darkness', 'betrayal', 'pact', 'mill', 'merchant', 'diplomat', 'end', 'calamity'], QUIET_T3],
      drawPiles: [['excuse', 'harvest', 'ace-of-suns'], ['ace-of-leaves']],
    });
    const legal = m.legalText(0).filter((t) => t.includes('excuse'));
    expect(legal).toHaveLength(27);
    expect(ranksOf(legal, 'decipher tomb2 excuse')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(m.act(0, 'decipher tomb2 excuse as 10')).toMatchObject({ ok: false, error: { message: 'The Excuse is declared at a rank from 1 to 9, not 10 (HG-16)' } });
    expect(m.act(0, 'decipher tomb2 excuse+harvest as 5')).toMatchObject({ ok: false, error: { message: 'The Excuse has no suit: no power-up can join it (HG-16)' } });
    expect(m.act(0, 'decipher tomb2 excuse')).toMatchObject({ ok: false, error: { code: 'malformed-action' } });
    play(m, 'decipher tomb2 excuse as 8');
    expect(lastPlay(m)).toBe('Ada plays the Excuse as 8 on Tomb 2: DARKNESS deciphered (the Bard set aside) — Ada draws a card.');
    // The draw pile was empty, so the extra card came from the reshuffled discard pile: the Excuse itself.
    expect(m.logFor(null).at(-1)).toBe('Ada shuffles their discard pile (1 card) into a new draw pile.');
    expect(m.view(0).players[0].hand).toEqual(['harvest', 'ace-of-suns', 'excuse']);
  });
});
