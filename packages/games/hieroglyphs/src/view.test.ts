/** What each seat may know (HG-13): views, hidden worlds and previews. */
import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { info as cardInfo } from './cards';
import { hieroglyphs } from './game';
import { rankRange, revealPreview } from './preview';
import { REST, STANDARD, matchOf, play } from '../test/testing';

function afterExample1() {
  const m = matchOf(STANDARD);
  play(m, 'decipher tomb3 battle as 4', 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
  return m;
}

describe('HG-13: views', () => {
  it('shows a seat its own hand and only the size of the other', () => {
    const m = matchOf(STANDARD);
    const ada = m.view(0);
    expect(ada.players[0].hand).toEqual(['battle', 'ace-of-moons', 'ace-of-suns']);
    expect(ada.players[1]).toMatchObject({ hand: null, handSize: 0, drawPileSize: 6 });
    expect(m.view(1).players[0]).toMatchObject({ hand: null, handSize: 3, drawPileSize: 3 });
    expect(m.view(null).players.map((p) => p.hand)).toEqual([null, null]);
    expect(ada).toMatchObject({ seat: 0, turn: 0, pending: [0], over: false, turnNumber: 1 });
  });

  it('shows revealed letters and the cards that may be the current word, never its length or place', () => {
    const m = afterExample1();
    const t3 = m.view(1).tombs[2];
    expect(t3).toMatchObject({ number: 3, phraseLength: 3, top: 'lunatic', revealed: 'NITENT', cardsLeft: 12, candidates: ['penitent'], depleted: false });
    // The composition is in chart order, not tomb order.
    expect(t3.hidden).toEqual(['origin', 'savage', 'mountain', 'forest', 'discovery', 'soldier', 'penitent', 'market', 'chance-meeting', 'castle', 'cave', 'windfall']);
    expect(Object.keys(t3).sort()).toEqual(['aside', 'candidates', 'cardsLeft', 'depleted', 'hidden', 'number', 'phraseLength', 'revealed', 'top', 'wordsDeciphered']);
    // With nothing revealed, any hidden card may be next, except a Crown needed at the bottom.
    expect(m.view(1).tombs[1].candidates).toEqual(m.view(1).tombs[1].hidden);
    const fresh = matchOf(STANDARD).view(0).tombs[2];
    expect(fresh.candidates).toEqual(fresh.hidden.filter((c) => c !== 'windfall'));
  });

  it('is unchanged when hidden information is re-dealt, and the re-deal keeps every constraint', () => {
    const m = afterExample1();
    const rng = Rng.seeded('redeal');
    for (let i = 0; i < 30; i++) {
      for (const seat of [0, 1]) {
        const variant = hieroglyphs.randomizeHidden(m.state, seat, rng);
        expect(hieroglyphs.view(variant, seat)).toEqual(m.view(seat));
        expect(variant.tombs[2].cards[1]).toBe('penitent');
        expect(hieroglyphs.view(variant, null)).toEqual(m.view(null));
        for (const t of variant.tombs) expect(cardInfo(t.cards.at(-1)!).isCrown).toBe(true);
      }
    }
  });

  it('samples hidden worlds that fit the seat\'s knowledge and play on', () => {
    const m = afterExample1();
    const view = m.view(1);
    const rng = Rng.seeded('sample');
    const tops = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = hieroglyphs.sampleState(view, 1, rng);
      expect(hieroglyphs.view(s, 1)).toEqual(view);
      expect(s.tombs[2].cards[1]).toBe('penitent');
      expect(s.tombs[2].cards.at(-1)).toBe('windfall');
      expect(['huntress', 'sea']).toContain(s.tombs[0].cards.at(-1));
      tops.add(s.tombs[0].cards[1]!);
      expect(hieroglyphs.legalActions(s, 1).length).toBeGreaterThan(0);
    }
    expect(tops.size).toBeGreaterThan(3);
  });

  it('keeps in the opponent\'s hand a card drawn before a reshuffle (HG-7)', () => {
    const m = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'sea'], ['diplomat', 'darkness', 'betrayal', 'pact', 'mill', 'merchant', 'bard', 'end', 'calamity'], ['lunatic', 'chance-meeting', 'forest', 'discovery', 'soldier', 'market', 'penitent', 'castle', 'cave', 'rite', 'consul', 'island', 'windfall']],
      drawPiles: [['battle', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves'], ['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots', 'author']],
    });
    play(m, 'decipher tomb3 battle as 4', 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1');
    play(m, 'decipher tomb1 ace-of-leaves as 1', 'decipher tomb1 ace-of-wyrms as 1', 'decipher tomb1 ace-of-knots as 1');
    const rng = Rng.seeded('forced');
    for (let i = 0; i < 20; i++) {
      expect(hieroglyphs.sampleState(m.view(1), 1, rng).players[0].hand).toContain('ace-of-waves');
      expect(hieroglyphs.randomizeHidden(m.state, 1, rng).players[0].hand).toContain('ace-of-waves');
    }
  });
});

describe('previews for tables and bots', () => {
  it('lists the effective ranks of a play and where its modifiers come from', () => {
    const m = matchOf({
      tombs: [['watchman', 'light-keeper', REST, 'huntress'], ['bard', 'darkness', 'betrayal', 'pact', 'mill', 'merchant', 'diplomat', 'end', 'calamity'], ['lunatic', 'chance-meeting', 'forest', 'discovery', 'soldier', 'market', 'penitent', 'castle', 'cave', 'rite', 'consul', 'island', 'windfall']],
      drawPiles: [['mountain', 'harvest', 'excuse'], ['ace-of-leaves']],
    });
    const v = m.view(0);
    expect(unwrap(rankRange(v, 'mountain', ['harvest']))).toEqual({
      min: 1,
      max: 8,
      modifiers: [
        { card: 'harvest', amount: 1, from: 'hand' },
        { card: 'bard', amount: 3, from: 'table' },
      ],
    });
    expect(unwrap(rankRange(v, 'excuse'))).toEqual({ min: 1, max: 9, modifiers: [] });
    expect(rankRange(v, 'excuse', ['harvest'])).toMatchObject({ ok: false });
    expect(rankRange(v, 'harvest')).toMatchObject({ ok: false, error: { message: 'the Harvest is a power-up, not a rank card' } });
  });

  it('tells what revealing letters could show for each possible current word', () => {
    const m = afterExample1();
    expect(revealPreview(m.view(1), 3, 1)).toEqual([{ word: 'penitent', shows: 'ENITENT', deciphers: false, beyond: 0, effect: 'partial' }]);
    expect(revealPreview(m.view(1), 3, 4)).toEqual([{ word: 'penitent', shows: 'PENITENT', deciphers: true, beyond: 2, effect: 'next-word' }]);
    expect(revealPreview(m.view(1), 3, 2)).toEqual([{ word: 'penitent', shows: 'PENITENT', deciphers: true, beyond: 0, effect: 'word' }]);
  });
});
