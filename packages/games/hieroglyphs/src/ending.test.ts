/** Depletion, the end and scoring (HG-11, HG-12). */
import { describe, expect, it } from 'vitest';
import { hieroglyphs } from './game';
import { REST, matchOf, play } from '../test/testing';

// Tomb 2 starts depleted (only its Crown, the Bard); Tomb 1 holds one last word, the SEA.
const lastWord = {
  tombs: [['watchman', 'sea'], ['bard'], [REST, 'windfall']] as [string[], string[], string[]],
  drawPiles: [
    ['journey', 'ace-of-moons', 'harvest', 'excuse'],
    ['ace-of-suns', 'author', 'window', 'ace-of-waves'],
  ] as [string[], string[]],
};

describe('HG-11: depletion and the end', () => {
  it('takes no plays on a depleted tomb, whose Crown stays on the table; one depleted tomb does not end the game', () => {
    const m = matchOf(lastWord);
    expect(m.view(0).tombs[1]).toMatchObject({ top: 'bard', depleted: true, cardsLeft: 0, candidates: [] });
    expect(m.view(0).tableCrowns).toEqual(['bard']);
    expect(m.legalText(0).some((t) => t.includes('tomb2'))).toBe(false);
    expect(m.act(0, 'decipher tomb2 ace-of-moons as 1')).toMatchObject({ ok: false, error: { code: 'illegal-action', message: 'Tomb 2 is depleted: only its bottom Crown, the Bard, is left, and it takes no more plays (HG-11)' } });
    expect(m.outcome()).toBeNull();
  });

  it('ends the game at once, mid-turn, when a second tomb is depleted: no extra draw, the hand stays', () => {
    const m = matchOf(lastWord);
    expect(m.view(0).players[0].hand).toEqual(['journey', 'ace-of-moons', 'harvest']);
    play(m, 'decipher tomb1 journey as 3');
    expect(m.logFor(null).slice(-3)).toEqual([
      'Ada plays the Journey as 3 on Tomb 1: SEA deciphered, phrase complete — Ada collects the Watchman.',
      'Tomb 1 is depleted: the Sea stays on the table.',
      'The game ends: two tombs are depleted. Ada 4, Bo 4 — a draw.',
    ]);
    expect(m.state.players[0].hand).toEqual(['ace-of-moons', 'harvest']);
    expect(m.state.players[0].drawPile).toEqual(['excuse']);
    expect(m.pending()).toEqual([]);
    expect(m.legal(0)).toEqual([]);
    const before = JSON.stringify(m.state);
    expect(m.act(0, 'decipher tomb3 ace-of-moons as 1')).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(m.act(1, 'discard window')).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(JSON.stringify(m.state)).toBe(before);
    expect(m.view(1)).toMatchObject({ over: true, turn: null, pending: [] });
  });
});

describe('HG-12: scoring', () => {
  it('adds the ranks of draw pile, discard pile and hand, without power-ups or the Excuse; equal points are a draw', () => {
    const m = matchOf(lastWord);
    play(m, 'decipher tomb1 journey as 3');
    // Ada: Journey 3 + Ace of Moons 1 (the Harvest, the Excuse and the collected Watchman score nothing).
    // Bo: Ace of Suns 1 + Author 2 + Ace of Waves 1 (the Window scores nothing).
    expect(hieroglyphs.outcome(m.state)).toEqual({ results: ['draw', 'draw'], scores: [0.5, 0.5], points: [4, 4], summary: 'A draw at 4 points each' });
  });

  it('gives the win to the higher total', () => {
    const m = matchOf({ ...lastWord, drawPiles: [['journey', 'ace-of-moons', 'harvest', 'excuse'], ['ace-of-suns', 'author', 'window', 'painter']] });
    play(m, 'decipher tomb1 journey as 3');
    expect(hieroglyphs.outcome(m.state)).toMatchObject({ results: ['loss', 'win'], scores: [0, 1], points: [4, 6], summary: 'Bo wins 6 to 4' });
  });
});
