import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseCardsPicture, pictureCard, pictureProblemText, pictureSuit } from '@decktet/decktet';
import { RULING_REFERENCE, parseRules, splitForPage } from './document';

/** What a game's package says of its rules documents, in its `test/rules-docs.ts`: its series of rulings and its variants. */
interface RulesDocument {
  readonly series: readonly { readonly prefix: string; readonly rulings: number }[];
  readonly variants: readonly string[];
}

/**
 * The players' rules of every game, as the web and the terminal read them: RULES.md in English,
 * RULES.<language>.md translated; each game's package (`packages/games/<game>/`) says what its
 * documents hold.
 */
const PACKAGES = fileURLToPath(new URL('../../../', import.meta.url));
const GAMES = Object.entries(import.meta.glob<RulesDocument>('../../../games/*/test/rules-docs.ts', { eager: true, import: 'rulesDocument' })).map(
  ([path, document]) => ({ dir: path.split('/').at(-3)!, ...document }),
);
const ENGLISH = 'en';
const fileName = (language: string) => (language === ENGLISH ? 'RULES.md' : `RULES.${language}.md`);
const text = (dir: string, language = ENGLISH) => readFileSync(join(PACKAGES, 'games', dir, fileName(language)), 'utf8');

/** The languages a game's rules are translated into, from its RULES.<language>.md files. */
function translations(dir: string): string[] {
  return readdirSync(join(PACKAGES, 'games', dir)).flatMap((name) => /^RULES\.([a-z]{2})\.md$/.exec(name)?.[1] ?? []);
}
const DOCUMENTS = GAMES.flatMap((game) => [ENGLISH, ...translations(game.dir)].map((language) => ({ ...game, language, file: fileName(language) })));
const TRANSLATED = DOCUMENTS.filter((d) => d.language !== ENGLISH);

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
      else if (/\.(ts|tsx)$/.test(entry.name)) for (const m of readFileSync(path, 'utf8').matchAll(RULING_REFERENCE)) cited.add(m[0]);
    }
  };
  scan(PACKAGES);
  return cited;
}

describe.each(GAMES)('$dir RULES.md', ({ dir, variants }) => {
  const doc = parseRules(text(dir));

  it('opens with a quick start that fits a screen, then the full rules, then the rulings, then its variants', () => {
    const sections = doc.outline.filter((e) => e.depth === 2).map((e) => e.text);
    expect(sections).toEqual(['Quick start', 'How to play', 'Rulings', ...variants]);
    const { quickStart } = splitForPage(doc);
    const words = quickStart.map((n) => toString(n)).join(' ').split(/\s+/).length;
    expect(words).toBeGreaterThan(100);
    expect(words).toBeLessThan(330);
  });

  it('is translated into Spanish', () => {
    expect(translations(dir)).toContain('es');
  });
});

describe.each(DOCUMENTS)('$dir $file', ({ dir, language, series }) => {
  const source = text(dir, language);
  const doc = parseRules(source);

  it('speaks to players: no developer words', () => {
    for (const word of ['sampleState', 'view(', 'GAME_NAME', 'src/', 'Layout override', 'layout override', 'legalActions', 'setup(', '.ts`', 'PRNG', 'maxTurns']) {
      expect(source, word).not.toContain(word);
    }
  });

  it('puts its quick start first on the page', () => {
    const { quickStart } = splitForPage(doc);
    expect(quickStart[0], 'the first ## section is the quick start').toMatchObject({ type: 'heading', depth: 2 });
  });

  it(`defines every ruling ${series.map(({ prefix, rulings }) => `${prefix}-1 … ${prefix}-${rulings}`).join(', then ')} once, in order`, () => {
    const numbered = series.flatMap(({ prefix, rulings }) => Array.from({ length: rulings }, (_, i) => `${prefix}-${i + 1}`));
    expect([...doc.rulings.keys()]).toEqual(numbered.map((r) => r.toLowerCase()));
    for (const ruling of numbered) expect(source.match(new RegExp(`\\*\\*${ruling}\\b`, 'g')), ruling).toHaveLength(1);
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

/** What a translation must keep as the English has it, part by part. */
const headingLevels = (root: Root) => root.children.flatMap((n) => (n.type === 'heading' ? [n.depth] : []));
function tableShapes(root: Root): string[] {
  const shapes: string[] = [];
  walk(root, (n) => {
    if (n.type === 'table') shapes.push(n.children.map((row) => row.children.length).join(','));
  });
  return shapes;
}
function literals(root: Root, type: 'code' | 'inlineCode'): Set<string> {
  const found = new Set<string>();
  walk(root, (n) => {
    if (n.type === type && !(n.type === 'code' && n.lang === 'cards')) found.add(n.value);
  });
  return found;
}
/** The cards each picture draws, row by row, in order: a row's label is words, and is translated. */
function pictureCards(root: Root): string[] {
  const found: string[] = [];
  walk(root, (n) => {
    if (n.type !== 'code' || n.lang !== 'cards') return;
    const picture = parseCardsPicture(n.value);
    found.push(picture.ok ? JSON.stringify(picture.rows.map((row) => row.items)) : n.value);
  });
  return found;
}
const citations = (node: Nodes) => new Set([...toString(node).matchAll(RULING_REFERENCE)].map((m) => m[0]));
const numbers = (node: Nodes) => (toString(node).match(/\d+/g) ?? []).sort();

describe.each(TRANSLATED)('$dir $file keeps in step with RULES.md', ({ dir, language, file }) => {
  const english = parseRules(text(dir));
  const translated = parseRules(text(dir, language));
  const where = (what: string) => `${dir}/${file}, ${what}: change it as RULES.md was changed`;

  it('has the same rulings, in the same order', () => {
    expect([...translated.rulings.keys()], where('rulings')).toEqual([...english.rulings.keys()]);
  });

  it('has the same headings, level by level, in the same order', () => {
    expect(headingLevels(translated.root), where('heading levels')).toEqual(headingLevels(english.root));
  });

  it('has the same tables, row by row and column by column', () => {
    expect(tableShapes(translated.root), where('tables (cells per row)')).toEqual(tableShapes(english.root));
  });

  it('draws the same pictures and quotes the same typed text', () => {
    expect(pictureCards(translated.root), where('card pictures')).toEqual(pictureCards(english.root));
    expect(literals(translated.root, 'code'), where('code blocks')).toEqual(literals(english.root, 'code'));
    expect(literals(translated.root, 'inlineCode'), where('code spans')).toEqual(literals(english.root, 'inlineCode'));
  });

  it('cites every ruling the English cites, and each ruling cites and counts as the English one does', () => {
    const cited = citations(translated.root);
    expect([...citations(english.root)].filter((r) => !cited.has(r)), where('rulings cited')).toEqual([]);
    for (const [ruling, node] of english.rulings) {
      const own = translated.rulings.get(ruling);
      expect(own, where(ruling.toUpperCase())).toBeDefined();
      expect(citations(own!), where(`${ruling.toUpperCase()}'s citations`)).toEqual(citations(node));
      expect(numbers(own!), where(`${ruling.toUpperCase()}'s numbers`)).toEqual(numbers(node));
    }
  });
});

describe("the games' rules documents", () => {
  it("are each described by its game's package", () => {
    const withRules = readdirSync(join(PACKAGES, 'games')).filter((dir) => existsSync(join(PACKAGES, 'games', dir, 'RULES.md')));
    expect(withRules.length).toBeGreaterThan(0);
    expect(GAMES.map((g) => g.dir).sort()).toEqual(withRules.sort());
  });
});

describe('rulings cited in the code', () => {
  it('are all defined in the rules', () => {
    const defined = new Set(GAMES.flatMap(({ dir }) => [...parseRules(text(dir)).rulings.keys()].map((k) => k.toUpperCase())));
    const missing = [...citedRulings()].filter((r) => !defined.has(r));
    expect(missing).toEqual([]);
  });
});
