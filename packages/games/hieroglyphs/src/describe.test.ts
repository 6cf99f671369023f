import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { describeAction, turnOf } from './describe';
import { hieroglyphs } from './game';
import type { HieroglyphsAction } from './types';

const words = (text: string, seat = 0) => {
  const s = unwrap(hieroglyphs.setup({}, 'describe', { names: ['Ada', 'Bo'] }));
  return describeAction(s, seat, unwrap(hieroglyphs.parseAction(text)), null);
};

describe('actions in words', () => {
  it('names the player, the cards played face up, the rank and the tomb (HG-8)', () => {
    expect(words('decipher tomb3 penitent+window as 6')).toBe('Ada plays the Penitent with the Window as 6 on Tomb 3');
    expect(words('decipher tomb2 sailor+window+rite as 4', 1)).toBe('Bo plays the Sailor with the Rite and the Window as 4 on Tomb 2');
    expect(words('decipher tomb1 excuse as 4')).toBe('Ada plays the Excuse as 4 on Tomb 1');
    expect(words('decipher tomb1 ace-of-moons as 1')).toBe('Ada plays Ace of Moons as 1 on Tomb 1');
    expect(words('discard watchman', 1)).toBe('Bo discards the Watchman');
  });

  it('titles the turn with the player on turn, and agrees with the log of a seeded game', () => {
    let s = unwrap(hieroglyphs.setup({}, 'describe-game', { names: ['Ada', 'Bo'] }));
    const rng = Rng.seeded('describe-game-moves');
    for (let step = 0; step < 60 && !s.over; step++) {
      const seat = hieroglyphs.pending(s)[0]!;
      const action: HieroglyphsAction = rng.pick(hieroglyphs.legalActions(s, seat));
      expect(turnOf(s)).toEqual({ number: s.turnNumber, title: `Turn ${s.turnNumber}: ${s.names[seat]}'s turn` });
      const text = describeAction(s, seat, action, null);
      const next = unwrap(hieroglyphs.apply(s, seat, action));
      // The public log tells the same play, with its results (the words are its opening).
      const said = next.log.slice(s.log.length).filter((e) => !e.seats).map((e) => e.text);
      if (action.type === 'decipher' && action.powerUps.length === 0) expect(said.some((l) => l.startsWith(text.replace(/ as \d+ on Tomb \d$/, '')))).toBe(true);
      if (action.type === 'discard') expect(said).toContain(`${text} (no effect).`);
      s = next;
    }
  });

  it('refuses a seat that is not in the game, saying so', () => {
    expect(() => words('discard watchman', 2)).toThrow('there is no seat 2 in this game');
  });
});
