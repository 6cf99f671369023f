import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EN as en, ES as es, mergedMessages } from './catalogues';

/**
 * The catalogues and the code agree: every language has the same messages, each with the plural
 * forms its language needs and the same placeholders, and every message the code asks for exists
 * and is asked for. Keys are written out in full at each call (`t('home.play', …)`), never built,
 * so a scan of the source finds them all.
 */
const CATALOGUES = { en, es } as const;
const SRC = fileURLToPath(new URL('..', import.meta.url));
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'e2e' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Every key the code asks for, and every call whose key is not written out. */
function scanSource(): { used: Map<string, string>; built: string[] } {
  const used = new Map<string, string>();
  const built: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(SRC, file);
    for (const m of text.matchAll(/\bt\(\s*(['"`])((?:(?!\1).)*)\1/g)) {
      if (m[1] === '`' && m[2]!.includes('${')) built.push(`${where}: t(\`${m[2]}\`)`);
      else used.set(m[2]!, where);
    }
    for (const m of text.matchAll(/\bi18nKey=["']([^"']+)["']/g)) used.set(m[1]!, where);
    for (const m of text.matchAll(/\bt\(\s*(?![\s'"`)])([^,)]*)/g)) built.push(`${where}: t(${m[1]}`);
  }
  return { used, built };
}

describe('the message catalogues', () => {
  const flat = Object.fromEntries(Object.entries(CATALOGUES).map(([lang, tree]) => [lang, flatten(tree as Tree)])) as Record<keyof typeof CATALOGUES, Map<string, string>>;

  it('have the same messages in every language, with the same placeholders', () => {
    const messages = (lang: keyof typeof CATALOGUES) => [...new Set([...flat[lang].keys()].map(base))].sort();
    for (const lang of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]) {
      expect(messages(lang), `messages of ${lang}`).toEqual(messages('en'));
      for (const message of messages('en')) {
        const texts = (l: keyof typeof CATALOGUES) => [...flat[l]].filter(([k]) => base(k) === message).map(([, v]) => v);
        const names = (l: keyof typeof CATALOGUES) => [...new Set(texts(l).flatMap(placeholders))].sort();
        expect(names(lang), `placeholders of ${message} in ${lang}`).toEqual(names('en'));
        for (const text of texts(lang)) expect(text.trim(), `${message} in ${lang} is empty`).not.toBe('');
      }
    }
  });

  it('give every counted message exactly the plural forms its language has', () => {
    for (const lang of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]) {
      const categories = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
      const counted = [...flat[lang].keys()].filter((k) => PLURAL.test(k));
      for (const message of new Set(counted.map(base))) {
        const forms = counted.filter((k) => base(k) === message).map((k) => PLURAL.exec(k)![1]!).sort();
        expect(forms, `plural forms of ${message} in ${lang}`).toEqual(categories);
        expect(flat[lang].has(message), `${message} in ${lang} is both counted and not`).toBe(false);
        for (const form of forms) expect(flat[lang].get(`${message}_${form}`), `${message}_${form} in ${lang} shows the count`).toContain('{{count}}');
      }
    }
  });

  it('hold every message the code asks for, and none it does not', () => {
    const { used, built } = scanSource();
    expect(built, 'keys must be written out in full').toEqual([]);
    const known = new Set([...flat.en.keys()].flatMap((k) => [k, base(k)]));
    const missing = [...used].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing, 'asked for, not in the catalogue').toEqual([]);
    const unused = [...flat.en.keys()].filter((k) => !used.has(k) && !used.has(base(k)));
    expect(unused, 'in the catalogue, never asked for').toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });
});

describe("a game folder's messages", () => {
  it('merge into the catalogue beside the others, and a message given twice is refused with its key and file', () => {
    const base = { game: { a: { name: 'A' } }, home: { play: 'Play' } };
    expect(mergedMessages(base, { game: { b: { name: 'B' } } }, 'games/b/i18n/en.json')).toEqual({ game: { a: { name: 'A' }, b: { name: 'B' } }, home: { play: 'Play' } });
    expect(() => mergedMessages(base, { game: { a: { name: 'Other' } } }, 'games/a/i18n/en.json')).toThrow('the message "game.a.name" is given twice (games/a/i18n/en.json)');
    expect(() => mergedMessages(base, { home: 'Home' }, 'games/c/i18n/en.json')).toThrow('the message "home" is given twice (games/c/i18n/en.json)');
    expect(base).toEqual({ game: { a: { name: 'A' } }, home: { play: 'Play' } });
  });
});
