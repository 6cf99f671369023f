import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardsTable } from './cards';

const bin = fileURLToPath(new URL('../../bin/decktet.js', import.meta.url));

describe('decktet cards', () => {
  it('--json lists the 45 cards with id, title, rank and suits', () => {
    const out = execFileSync(process.execPath, [bin, 'cards', '--json'], { encoding: 'utf8' });
    const cards = JSON.parse(out) as { id: string; title: string; rank: string; suits: string[] }[];
    expect(cards).toHaveLength(45);
    expect(cards[0]).toEqual({ id: 'ace-of-moons', title: 'Ace of Moons', rank: 'Ace', suits: ['moons'] });
    expect(cards.find((c) => c.id === 'chance-meeting')).toEqual({ id: 'chance-meeting', title: 'the Chance Meeting', rank: '7', suits: ['moons', 'leaves'] });
    expect(cards.find((c) => c.id === 'windfall')).toEqual({ id: 'windfall', title: 'the Windfall', rank: 'Crown', suits: ['knots'] });
    expect(cards.find((c) => c.id === 'excuse')).toEqual({ id: 'excuse', title: 'the Excuse', rank: '—', suits: [] });
    expect(cards.find((c) => c.id === 'island')).toEqual({ id: 'island', title: 'the Island', rank: 'Court', suits: ['suns', 'waves', 'wyrms'] });
  });

  it('prints a readable table', () => {
    const table = cardsTable({ plain: true });
    const lines = table.split('\n');
    expect(lines).toHaveLength(47);
    expect(lines[0]).toMatch(/^id\s+title\s+rank\s+runes\s+suits$/);
    expect(table).toContain('light-keeper');
    expect(lines.find((l) => l.startsWith('pact'))).toMatch(/the Pact\s+9\s+MS\s+moons, suns/);
  });
});
