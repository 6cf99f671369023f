import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseCardsPicture, pictureCard, pictureProblemText, pictureSuit } from '@decktet/decktet';
import { parseRules, splitForPage } from './document';

/** The players' rules of both games, as the web and the terminal read them. */
const PACKAGES = fileURLToPath(new URL('../../../', import.meta.url));
const GAMES = [
  { dir: 'dueling-runes', prefix: 'DR', rulings: 34 },
  { dir: 'hieroglyphs', prefix: 'HG', rulings: 23 },
] as const;
const text = (dir: string) => readFileSync(join(PACKAGES, 'games', dir, 'RULES.md'), 'utf8');

function walk(node: Nodes, visit: (n: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/** Every `DR-n` / `HG-n` the code and its tests cite. */
function citedRulings(): Set<string> {
  const cited = new Set<string>();
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) scan(path);
      else if (/\.(ts|tsx)$/.test(entry.name)) for (const m of readFileSync(path, 'utf8').matchAll(/\b(DR|HG)-(\d+)\b/g)) cited.add(m[0]);
    }
  };
  scan(PACKAGES);
  return cited;
}

describe.each(GAMES)('$dir RULES.md', ({ dir, prefix, rulings }) => {
  const source = text(dir);
  const doc = parseRules(source);

  it('speaks to players: no developer words', () => {
    for (const word of ['sampleState', 'view(', 'GAME_NAME', 'src/', 'Layout override', 'layout override', 'legalActions', 'setup(', '.ts`', 'PRNG', 'maxTurns']) {
      expect(source, word).not.toContain(word);
    }
  });

  it('opens with a quick start that fits a screen, then the full rules, then the rulings', () => {
    const sections = doc.outline.filter((e) => e.depth === 2).map((e) => e.text);
    expect(sections).toEqual(['Quick start', 'How to play', 'Rulings']);
    const { quickStart } = splitForPage(doc);
    const words = quickStart.map((n) => toString(n)).join(' ').split(/\s+/).length;
    expect(words).toBeGreaterThan(100);
    expect(words).toBeLessThan(330);
  });

  it(`defines every ruling ${prefix}-1 … ${prefix}-${rulings} once, in order`, () => {
    expect([...doc.rulings.keys()]).toEqual(Array.from({ length: rulings }, (_, i) => `${prefix.toLowerCase()}-${i + 1}`));
    for (let n = 1; n <= rulings; n++) expect(source.match(new RegExp(`\\*\\*${prefix}-${n}\\b`, 'g')), `${prefix}-${n}`).toHaveLength(1);
  });

  it('has every picture and symbol right', () => {
    let pictures = 0;
    walk(doc.root, (node) => {
      if (node.type === 'code') {
        expect(node.lang, node.value).toBe('cards');
        const picture = parseCardsPicture(node.value);
        expect(picture.ok ? '' : pictureProblemText(picture.problem)).toBe('');
        pictures++;
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') {
        const label = toString(node);
        const known = node.type === 'textDirective' && ((node.name === 'suit' && pictureSuit(label)) || (node.name === 'card' && pictureCard(label)));
        expect(known, `:${node.name}[${label}]`).toBeTruthy();
      }
      expect(node.type, 'raw HTML').not.toBe('html');
    });
    expect(pictures).toBeGreaterThanOrEqual(3);
  });
});

describe('rulings cited in the code', () => {
  it('are all defined in the rules', () => {
    const defined = new Set(GAMES.flatMap(({ dir }) => [...parseRules(text(dir)).rulings.keys()].map((k) => k.toUpperCase())));
    const missing = [...citedRulings()].filter((r) => !defined.has(r));
    expect(missing).toEqual([]);
  });
});
