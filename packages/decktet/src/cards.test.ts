import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARDS, SUITS, card, findCard, idOfTitle, isCardId, lettersOfTitle } from './cards';
import { basicDeck, buildDeck, courts, crowns, fullDeck, pawns } from './deck';
import { SUIT_LETTER, SUIT_SYMBOL, shortCard, shortCardPattern } from './render';

/** Reads the tables of decktet-cards.md (the project's reference) when it is beside the checkout. */
function referenceRows(): { rank: string; title: string; suits: string }[] | null {
  const path = fileURLToPath(new URL('../../../../shared/rules/decktet-cards.md', import.meta.url));
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  return text
    .split('\n')
    .filter((l) => /^\| (Ace|\d|Crown|Pawn|Court|—) /.test(l))
    .map((l) => {
      const [rank, title, suits] = l.split('|').slice(1, 4).map((c) => c.trim());
      return { rank: rank!, title: title!, suits: suits! };
    });
}

// The same table, written out, so the check runs even without the reference file.
const EXPECTED: [string, string, string][] = [
  ['Ace', 'Ace of Moons', 'Moons'], ['Ace', 'Ace of Suns', 'Suns'], ['Ace', 'Ace of Waves', 'Waves'],
  ['Ace', 'Ace of Leaves', 'Leaves'], ['Ace', 'Ace of Wyrms', 'Wyrms'], ['Ace', 'Ace of Knots', 'Knots'],
  ['2', 'the Author', 'Moons, Knots'], ['2', 'the Desert', 'Suns, Wyrms'], ['2', 'the Origin', 'Waves, Leaves'],
  ['3', 'the Journey', 'Moons, Waves'], ['3', 'the Painter', 'Suns, Knots'], ['3', 'the Savage', 'Leaves, Wyrms'],
  ['4', 'the Mountain', 'Moons, Suns'], ['4', 'the Sailor', 'Waves, Leaves'], ['4', 'the Battle', 'Wyrms, Knots'],
  ['5', 'the Forest', 'Moons, Leaves'], ['5', 'the Discovery', 'Suns, Waves'], ['5', 'the Soldier', 'Wyrms, Knots'],
  ['6', 'the Lunatic', 'Moons, Waves'], ['6', 'the Penitent', 'Suns, Wyrms'], ['6', 'the Market', 'Leaves, Knots'],
  ['7', 'the Chance Meeting', 'Moons, Leaves'], ['7', 'the Castle', 'Suns, Knots'], ['7', 'the Cave', 'Waves, Wyrms'],
  ['8', 'the Diplomat', 'Moons, Suns'], ['8', 'the Mill', 'Waves, Leaves'], ['8', 'the Betrayal', 'Wyrms, Knots'],
  ['9', 'the Pact', 'Moons, Suns'], ['9', 'the Darkness', 'Waves, Wyrms'], ['9', 'the Merchant', 'Leaves, Knots'],
  ['Crown', 'the Huntress', 'Moons'], ['Crown', 'the Bard', 'Suns'], ['Crown', 'the Sea', 'Waves'],
  ['Crown', 'the End', 'Leaves'], ['Crown', 'the Calamity', 'Wyrms'], ['Crown', 'the Windfall', 'Knots'],
  ['—', 'the Excuse', '(none)'],
  ['Pawn', 'the Watchman', 'Moons, Wyrms, Knots'], ['Pawn', 'the Harvest', 'Moons, Suns, Leaves'],
  ['Pawn', 'the Light Keeper', 'Suns, Waves, Knots'], ['Pawn', 'the Borderland', 'Waves, Leaves, Wyrms'],
  ['Court', 'the Consul', 'Moons, Waves, Knots'], ['Court', 'the Rite', 'Moons, Leaves, Wyrms'],
  ['Court', 'the Island', 'Suns, Waves, Wyrms'], ['Court', 'the Window', 'Suns, Leaves, Knots'],
];

const rankText = (id: string) => {
  const c = card(id);
  return c.kind === 'ace' ? 'Ace' : c.kind === 'excuse' ? '—' : typeof c.rank === 'number' ? String(c.rank) : c.kind[0]!.toUpperCase() + c.kind.slice(1);
};
const suitText = (id: string) => (card(id).suits.length ? card(id).suits.map((s) => s[0]!.toUpperCase() + s.slice(1)).join(', ') : '(none)');

describe('the 45 cards', () => {
  it('match the reference table exactly: title, rank, suits in canonical order', () => {
    expect(CARDS).toHaveLength(45);
    const actual = CARDS.map((c) => [rankText(c.id), c.title, suitText(c.id)]);
    expect(actual).toEqual(EXPECTED);
  });

  it('match shared/rules/decktet-cards.md when it is present', () => {
    const rows = referenceRows();
    if (!rows) return;
    expect(rows).toHaveLength(45);
    expect(CARDS.map((c) => ({ rank: rankText(c.id), title: c.title, suits: suitText(c.id) }))).toEqual(rows);
  });

  it('have ids made from the title without "the"', () => {
    expect(card('ace-of-moons').title).toBe('Ace of Moons');
    expect(card('chance-meeting').title).toBe('the Chance Meeting');
    expect(card('light-keeper').title).toBe('the Light Keeper');
    expect(card('excuse').kind).toBe('excuse');
    expect(idOfTitle('the Chance Meeting')).toBe('chance-meeting');
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(45);
  });

  it('count letters without "the" and spaces', () => {
    expect(card('chance-meeting').letters).toBe('CHANCEMEETING');
    expect(card('chance-meeting').letters).toHaveLength(13);
    expect(card('light-keeper').letters).toHaveLength(11);
    expect(card('ace-of-moons').letters).toHaveLength(10);
    expect(card('excuse').letters).toHaveLength(6);
    expect(lettersOfTitle('the Penitent')).toBe('PENITENT');
  });

  it('have numeric ranks and ordinals in the Decktet rank order', () => {
    expect(card('ace-of-knots').value).toBe(1);
    expect(card('pact').value).toBe(9);
    expect(card('sea').value).toBe(10);
    expect(card('sea').ordinal).toBe(12);
    expect(card('consul').ordinal).toBe(11);
    expect(card('watchman').ordinal).toBe(10);
    expect(card('excuse').rank).toBeNull();
    const ords = CARDS.filter((c) => c.kind !== 'excuse').map((c) => c.ordinal);
    expect(Math.max(...ords)).toBe(12);
    expect(card('darkness').ordinal).toBeLessThan(card('borderland').ordinal);
  });

  it('reject unknown ids with an error naming the id', () => {
    expect(() => card('the-mill')).toThrow(/unknown card "the-mill"/);
    expect(findCard('nope')).toBeUndefined();
    expect(isCardId('mill')).toBe(true);
  });
});

describe('structure', () => {
  it('each suit is on exactly 10 basic cards: 1 Ace, 8 numbered, 1 Crown', () => {
    for (const suit of SUITS) {
      const basic = CARDS.filter((c) => c.basic && c.suits.includes(suit));
      expect(basic).toHaveLength(10);
      expect(basic.filter((c) => c.kind === 'ace')).toHaveLength(1);
      expect(basic.filter((c) => c.kind === 'number')).toHaveLength(8);
      expect(basic.filter((c) => c.kind === 'crown')).toHaveLength(1);
    }
  });

  it('each suit is on exactly two Pawns and two Courts', () => {
    for (const suit of SUITS) {
      expect(pawns().filter((id) => card(id).suits.includes(suit))).toHaveLength(2);
      expect(courts().filter((id) => card(id).suits.includes(suit))).toHaveLength(2);
    }
  });

  it('builds the decks', () => {
    expect(basicDeck()).toHaveLength(36);
    expect(buildDeck({ pawns: true })).toHaveLength(40);
    expect(buildDeck({ pawns: true, courts: true })).toHaveLength(44);
    expect(buildDeck({ pawns: true, courts: true, excuse: true })).toHaveLength(45);
    expect(crowns()).toEqual(['huntress', 'bard', 'sea', 'end', 'calamity', 'windfall']);
    expect(fullDeck()).toHaveLength(45);
  });

  it('has six distinct suit symbols and letters', () => {
    expect(new Set(Object.values(SUIT_SYMBOL)).size).toBe(6);
    expect(new Set(Object.values(SUIT_LETTER)).size).toBe(6);
  });

  it('renders short forms, plain and coloured', () => {
    expect(shortCard('chance-meeting')).toBe('7☾♣ Chance Meeting');
    expect(shortCard('chance-meeting', { plain: true })).toBe('7ML Chance Meeting');
    expect(shortCard('sea', { plain: true })).toBe('KV Sea');
    expect(shortCard('excuse', { plain: true })).toBe('X Excuse');
    expect(shortCard('mill', { color: true })).toContain('\x1b[38;5;');
  });

  it('finds every short form in a text, whole, in every style', () => {
    for (const options of [{}, { plain: true }, { color: true }]) {
      for (const c of fullDeck()) {
        const form = shortCard(c, options);
        const text = `you hold ${form}, and more`;
        expect([...text.matchAll(shortCardPattern())].map((m) => m[0])).toEqual([form]);
      }
    }
    // A title alone, or a rank glued to a word, is not a card.
    expect('Chance Meeting'.match(shortCardPattern())).toBeNull();
    expect('OK Sea'.match(shortCardPattern())).toBeNull();
  });
});
