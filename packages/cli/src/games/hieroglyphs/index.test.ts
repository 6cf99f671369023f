import { describe, expect, it } from 'vitest';
import type { HieroglyphsView, PlayerView, TombView } from '@decktet/hieroglyphs';
import { makeStyle } from '../../terminal/style';
import { renderHieroglyphs } from '.';

const style = makeStyle({ plain: true });

const tomb = (number: 1 | 2 | 3, over: Partial<TombView>): TombView => ({
  number,
  phraseLength: number,
  top: 'rite',
  aside: [],
  wordsDeciphered: 0,
  revealed: '',
  hidden: [],
  cardsLeft: 0,
  candidates: [],
  depleted: false,
  ...over,
});

const player = (name: string, over: Partial<PlayerView> = {}): PlayerView => ({
  name,
  hand: null,
  handSize: 3,
  drawPileSize: 4,
  discard: [],
  startingDeck: [],
  collected: [],
  lastShuffle: [],
  points: 12,
  ...over,
});

function table(seat: 0 | 1 | null): HieroglyphsView {
  return {
    seat,
    players: [player('Ada', { hand: seat === 0 ? ['penitent', 'window', 'ace-of-suns'] : null, discard: ['author'], collected: ['mill', 'sea'], points: 22 }), player('Bo', { hand: seat === 1 ? ['pact'] : null, handSize: 1 })],
    tombs: [
      tomb(1, { top: 'bard', depleted: true }),
      tomb(2, { top: 'merchant', aside: ['diplomat'], wordsDeciphered: 1, revealed: 'LL', hidden: ['mill', 'pact', 'end'], cardsLeft: 3, candidates: ['mill'] }),
      tomb(3, { top: 'soldier', revealed: 'TENT', hidden: ['penitent', 'forest', 'lunatic', 'market', 'cave', 'origin', 'journey', 'huntress'], cardsLeft: 8, candidates: ['penitent', 'forest', 'lunatic', 'market', 'cave', 'origin', 'journey'] }),
    ],
    tableCrowns: ['bard'],
    turn: 0,
    turnNumber: 9,
    pending: [0],
    over: false,
  };
}

describe('the Hieroglyphs board', () => {
  it('shows each tomb: top card, set-aside sliders (HG-9), revealed letters (HG-5) and who could be the word; a depleted tomb (HG-11)', () => {
    const board = renderHieroglyphs(table(0), { seat: 0, style });
    expect(board).toContain('Hieroglyphs — turn 9 · Ada to play');
    expect(board).toContain('Tomb 1 (phrases of 1 word)   top: KS Bard   depleted');
    expect(board).toContain('Tomb 2 (phrases of 2 words)   top: 9LK Merchant   3 cards beneath');
    expect(board).toContain('word 2 of 2; sliders set aside: 8MS Diplomat');
    expect(board).toContain('word: …LL   could be 1 card: 8VL Mill');
    // Many candidates are counted, not listed.
    expect(board).toContain('word: …TENT   could be 7 cards');
    expect(board).not.toContain('Lunatic');
    expect(board).toContain('Crowns on the table (modify a rank card sharing their suit): KS Bard');
  });

  it('shows both players\' public piles, and only the viewer\'s own hand (HG-13)', () => {
    const ada = renderHieroglyphs(table(0), { seat: 0, style });
    expect(ada).toContain('Ada (you): 22 points   hand 3   draw pile 4   discard 1 (top: 2MK Author)  — on turn');
    expect(ada).toContain('collected: 8VL Mill, KV Sea');
    expect(ada).toContain('Your hand: 6SY Penitent, CSLK Window, AS Ace of Suns');
    const bo = renderHieroglyphs(table(1), { seat: 1, style });
    expect(bo).toContain('Your hand: 9MS Pact');
    expect(bo).not.toContain('Penitent,');
    const spectator = renderHieroglyphs(table(null), { seat: null, style });
    expect(spectator).not.toContain('Your hand');
    expect(spectator).not.toContain('(you)');
  });
});
