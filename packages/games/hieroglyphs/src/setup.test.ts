import { describe, expect, it } from 'vitest';
import { Rng, card } from '@decktet/decktet';
import { Match, unwrap } from '@decktet/engine';
import { hieroglyphs } from './game';
import { deal } from './setup';
import { layout, STANDARD } from '../test/testing';
import type { HieroglyphsLayout } from './types';

const kinds = (ids: string[]) => ids.map((id) => card(id).kind);
const ranks = (ids: string[]) => ids.map((id) => card(id).rank);

describe('setup (HG-1 … HG-6)', () => {
  it('deals starting decks, tombs with their Crowns at the bottom, and a random first player', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const d = deal(Rng.seeded(`deal-${i}`));
      // HG-2: three Aces and one each of 2, 3 and 4; the leftover 2, 3 and 4 go to Tomb 3.
      for (const pile of d.drawPiles) expect(ranks(pile).sort()).toEqual([1, 1, 1, 2, 3, 4]);
      // HG-3: Tomb 1 = extended deck + 1 Crown, Tomb 2 = 8s, 9s + 2 Crowns, Tomb 3 = the rest up to 7; a Crown under each.
      const [t1, t2, t3] = d.tombs;
      expect([t1.length, t2.length, t3.length]).toEqual([11, 9, 13]);
      for (const t of d.tombs) expect(card(t[t.length - 1]!).kind).toBe('crown');
      expect(kinds(t1.slice(0, -1)).sort()).toEqual(['court', 'court', 'court', 'court', 'crown', 'excuse', 'pawn', 'pawn', 'pawn', 'pawn']);
      expect(ranks(t2.slice(0, -1)).filter((r) => r !== 'crown').sort()).toEqual([8, 8, 8, 9, 9, 9]);
      expect(kinds(t2.slice(0, -1)).filter((k) => k === 'crown')).toHaveLength(2);
      expect(ranks(t3.slice(0, -1)).sort()).toEqual([2, 3, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7]);
      expect(new Set([...d.tombs.flat(), ...d.drawPiles.flat()]).size).toBe(45);
      firsts.add(d.firstPlayer!);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('starts with the first player holding three cards and the starting decks public', () => {
    const s = unwrap(hieroglyphs.setup({}, 'public-decks'));
    const v = hieroglyphs.view(s, null);
    expect(v.turn).toBe(s.turn);
    expect(v.players[s.turn]!.handSize).toBe(3);
    expect(v.players[s.turn]!.drawPileSize).toBe(3);
    for (const p of v.players) expect(ranks(p.startingDeck).sort()).toEqual([1, 1, 1, 2, 3, 4]);
    expect(v.tombs.map((t) => t.cardsLeft)).toEqual([10, 8, 12]);
    expect(v.tombs.map((t) => t.phraseLength)).toEqual([1, 2, 3]);
    expect(unwrap(hieroglyphs.setup({}, 'public-decks'))).toEqual(s);
  });

  it('names the game in one place', () => {
    expect(hieroglyphs.name).toBe('Hieroglyphs');
    expect(hieroglyphs.id).toBe('hieroglyphs');
    const s = unwrap(hieroglyphs.setup({}, 'x', { names: ['Ada', 'Bo'] }));
    expect(s.log[0]!.text).toBe('Hieroglyphs: Ada and Bo dig at three tombs.');
  });

  it('rejects a config with unknown fields', () => {
    expect(Match.create(hieroglyphs, { players: 3 }, 's')).toMatchObject({ ok: false, error: { code: 'invalid-config' } });
    expect(Match.create(hieroglyphs, {}, 's').ok).toBe(true);
  });
});

describe('the layout override', () => {
  const good = layout(STANDARD);
  const bad = (change: (l: HieroglyphsLayout) => void) => {
    const l = JSON.parse(JSON.stringify(good)) as HieroglyphsLayout;
    change(l);
    return hieroglyphs.setup({}, 's', { layout: l });
  };

  it('fixes every tomb and draw pile', () => {
    const s = unwrap(hieroglyphs.setup({}, 'any seed', { layout: good }));
    expect(s.tombs.map((t) => t.cards)).toEqual(good.tombs);
    expect(s.players[0].hand).toEqual(['battle', 'ace-of-moons', 'ace-of-suns']);
    expect(s.players[0].drawPile).toEqual(good.drawPiles[0].slice(3));
    expect(s.players[1].drawPile).toEqual(good.drawPiles[1]);
  });

  it('may start cards in the discard piles: they are starting cards, shuffled in when the draw pile runs out', () => {
    const l = layout({ ...STANDARD, drawPiles: [STANDARD.drawPiles[0], []], discards: [[], STANDARD.drawPiles[1]] });
    const m = unwrap(Match.create(hieroglyphs, {}, 'discards', { layout: l, names: ['Ada', 'Bo'] }));
    expect(m.view(1).players[1]).toMatchObject({ drawPileSize: 0, discard: STANDARD.drawPiles[1], lastShuffle: [] });
    expect(m.view(1).players[1].startingDeck).toEqual(['ace-of-leaves', 'ace-of-wyrms', 'ace-of-knots', 'desert', 'painter', 'sailor']);
    for (const a of ['decipher tomb3 battle as 4', 'decipher tomb3 ace-of-moons as 1', 'decipher tomb3 ace-of-suns as 1']) unwrap(m.act(0, a));
    expect(m.view(1).players[1]).toMatchObject({ handSize: 3, drawPileSize: 3, discard: [] });
    expect(m.logFor(null)).toContain('Bo shuffles their discard pile (6 cards) into a new draw pile.');
  });

  it('says what is wrong with a bad layout', () => {
    const cases: [(l: HieroglyphsLayout) => void, RegExp][] = [
      [(l) => l.drawPiles[0].push('the-mill'), /"the-mill" is not a card id/],
      [(l) => l.drawPiles[0].push('mill'), /the Mill appears more than once/],
      [(l) => l.drawPiles[0].pop(), /missing: journey/],
      [(l) => l.tombs[1].reverse(), /Tomb 2 must have a Crown at the bottom, not the Diplomat/],
      [(l) => l.drawPiles[0].push(...l.tombs[2].splice(1, 1)), /Tomb 3 must hold whole phrases of 3 under its top card; it has 11/],
      [(l) => l.drawPiles[0].push(...l.tombs[0].splice(0)), /Tomb 1 is empty/],
      [(l) => ((l as unknown as { extra: number }).extra = 1), /Unrecognized key/],
    ];
    for (const [change, message] of cases) {
      const r = bad(change);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('invalid-layout');
        expect(r.error.message).toMatch(message);
      }
    }
  });

  it('refuses two depleted tombs and players without rank cards', () => {
    const r = hieroglyphs.setup({}, 's', { layout: layout({ tombs: [['huntress'], ['bard'], ['...', 'sea']], drawPiles: [['ace-of-moons', 'ace-of-waves'], ['ace-of-suns']] }) });
    expect(r).toMatchObject({ ok: false, error: { message: 'invalid layout: at most one tomb may start depleted (two end the game)' } });
    const noRank = layout({ tombs: [['...', 'huntress'], ['diplomat', 'mill', 'bard'], ['lunatic', 'penitent', 'forest', 'sea']], drawPiles: [['watchman'], ['ace-of-moons']] });
    expect(hieroglyphs.setup({}, 's', { layout: noRank })).toMatchObject({ ok: false, error: { message: 'invalid layout: player 1 needs at least one rank card (Ace–9 or the Excuse)' } });
  });
});
