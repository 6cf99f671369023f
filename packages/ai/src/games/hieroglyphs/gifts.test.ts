import { describe, expect, it } from 'vitest';
import { type AnyGame, parseConfig, unwrap } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsView, hieroglyphs } from '@decktet/hieroglyphs';
import { hieroglyphsGift } from './gifts';

const game: AnyGame = hieroglyphs;

/**
 * Seat 0's view with Tomb 2 on the last word of its phrase, as in RULES.md's example: the Darkness
 * set aside, the Pact on top, the word ending in …AL (only the Betrayal fits: 6 letters to go).
 */
function position(edit: (v: HieroglyphsView) => void = () => {}): HieroglyphsView {
  const state = unwrap(game.setup(unwrap(parseConfig(game, {})), 'gifts'));
  const v = structuredClone(game.view(state, 0)) as HieroglyphsView;
  const t = v.tombs[1];
  Object.assign(t, { top: 'pact', aside: ['darkness'], wordsDeciphered: 1, revealed: 'AL', candidates: ['betrayal'], cardsLeft: 5, depleted: false });
  edit(v);
  return v;
}

const decipher = (tomb: 1 | 2 | 3, rank: number): HieroglyphsAction => ({ type: 'decipher', tomb, card: 'mill', powerUps: [], rank });

describe('Hieroglyphs gifts, on positions built by hand', () => {
  it('a play that surely overshoots a phrase hands its rank points to the opponent (HG-9, HG-18): the Darkness and the Pact, 9 each', () => {
    expect(hieroglyphsGift(position(), decipher(2, 7), 0)).toMatch(/surely overshoot .* 18 rank points go to the opponent/);
  });

  it('finishing the phrase exactly, or stopping short of it, is no gift (HG-9)', () => {
    expect(hieroglyphsGift(position(), decipher(2, 6), 0)).toBeNull();
    expect(hieroglyphsGift(position(), decipher(2, 3), 0)).toBeNull();
  });

  it('a play that only may overshoot is a judgement of risk, not a gift (HG-21: the candidates)', () => {
    const v = position((w) => (w.tombs[1].candidates = ['betrayal', 'chance-meeting']));
    expect(hieroglyphsGift(v, decipher(2, 7), 0)).toBeNull();
    expect(hieroglyphsGift(v, decipher(2, 12), 0)).toMatch(/surely overshoot/);
  });

  it('overshooting a word that is not its phrase’s last goes on into the next word (HG-9)', () => {
    const v = position((w) => Object.assign(w.tombs[1], { aside: [], wordsDeciphered: 0 }));
    expect(hieroglyphsGift(v, decipher(2, 7), 0)).toBeNull();
  });

  it('a phrase of power-ups only holds no rank points (HG-12)', () => {
    const v = position((w) => Object.assign(w.tombs[1], { top: 'huntress', aside: ['watchman'] }));
    expect(hieroglyphsGift(v, decipher(2, 7), 0)).toBeNull();
  });

  it('an overshoot that ends the game may still win it (HG-11)', () => {
    const v = position((w) => {
      w.tombs[1].cardsLeft = 1;
      w.tombs[0].depleted = true;
    });
    expect(hieroglyphsGift(v, decipher(2, 7), 0)).toBeNull();
    const open = position((w) => (w.tombs[1].cardsLeft = 1));
    expect(hieroglyphsGift(open, decipher(2, 7), 0)).toMatch(/surely overshoot/);
  });

  it('discarding a power-up is never a gift', () => {
    expect(hieroglyphsGift(position(), { type: 'discard', card: 'watchman' }, 0)).toBeNull();
  });
});
