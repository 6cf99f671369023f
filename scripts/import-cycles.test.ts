import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { crossings, importCycles } from './import-cycles';

/*
 * No package's modules import one another in a circle (type-only imports included), and the
 * fenced folders stand without what lies beyond their fence: Dueling Runes' basic rules
 * (src/core) never import the Advanced Game (src/advanced), directly or through another file.
 */

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The root package's workspaces, a pattern like `packages/games/*` read as each folder under it that holds a package. */
const workspaces = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.flatMap((w) =>
  w.endsWith('/*')
    ? readdirSync(join(repo, w.slice(0, -2)))
        .map((name) => `${w.slice(0, -2)}/${name}`)
        .filter((dir) => existsSync(join(repo, dir, 'package.json')))
    : [w],
);

/**
 * Folders whose files must never reach the other folder (paths relative to the package), with the
 * crossings that remain to be removed, `[importer, imported]`. The list only shrinks: a new
 * crossing fails the test, and so does one removed without being struck from it.
 *
 * Dueling Runes: these are the places where the basic rules still branch on the Advanced Game
 * instead of calling the variant's hooks (src/core/variant.ts); docs/games/dueling-runes.md tells how one
 * is turned into a hook.
 */
const FENCES: { pkg: string; from: string; to: string; woven: [string, string][] }[] = [
  {
    pkg: 'packages/games/dueling-runes',
    from: 'src/core',
    to: 'src/advanced',
    woven: [
    ],
  },
];

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A source folder holding `files` (path → text). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'decktet-imports-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('import cycles', () => {
  it.each([...workspaces, 'scripts'])('%s imports its own modules without a cycle', (pkg) => {
    expect(importCycles(join(repo, pkg))).toEqual([]);
  });

  it('a cycle is found through type-only imports, re-exports, dynamic imports and folder indexes', () => {
    const dir = folder({
      'room.ts': "import type { Clock } from './clock';\nexport const room = 1;",
      'clock.ts': "export { room } from './room';\nexport type Clock = number;",
      'lobby.ts': "import { room } from './room';\nexport const lobby = room;",
      'chat/index.ts': "export const chat = () => import('../news');",
      'news.ts': "import { chat } from './chat';\nexport const news = chat;",
      'self.ts': "import { self } from './self';\nexport { self };",
      'data.ts': "import cards from './cards.json';\nexport default cards;",
      'cards.json': '[]',
    });
    expect(importCycles(dir)).toEqual([['chat/index.ts', 'news.ts'], ['clock.ts', 'room.ts'], ['self.ts']]);
  });

  it('imports of other packages and of files outside the folder are not followed, nor build output', () => {
    const dir = folder({
      'inside/a.ts': "import { b } from '../b';\nimport { z } from 'zod';\nexport const a = [b, z];",
      'b.ts': "import { a } from './inside/a';\nexport const b = a;",
      'dist/c.js': "import { d } from './d.js';\nexport const c = d;",
      'dist/d.js': "import { c } from './c.js';\nexport const d = c;",
    });
    expect(importCycles(join(dir, 'inside'))).toEqual([]);
    expect(importCycles(dir)).toEqual([['b.ts', 'inside/a.ts']]);
  });
});

describe('fences', () => {
  it.each(FENCES)('$pkg: $from never imports $to, but for the crossings still to be removed', ({ pkg, from, to, woven }) => {
    const root = join(repo, pkg);
    expect(crossings(root, join(root, from), join(root, to))).toEqual(woven);
  });

  it('Dueling Runes: no file of the basic rules asks whether a duel is the Advanced Game (the variant answers through its hooks)', () => {
    const core = join(repo, 'packages/games/dueling-runes/src/core');
    const asking = readdirSync(core, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => readFileSync(join(core, f), 'utf8').split('\n').flatMap((line, i) => (/isAdvanced|variant === 'advanced'/.test(line) ? [`${f}:${i + 1}`] : [])));
    expect(asking).toEqual([]);
  });

  it('an import across the fence is found, directly or through a file outside both folders', () => {
    const dir = folder({
      'core/turn.ts': "import { deal } from './deal';\nimport type { Glue } from '../glue';\nexport const turn = [deal];",
      'core/deal.ts': 'export const deal = 1;',
      'glue.ts': "import { charm } from './advanced/charm';\nexport type Glue = typeof charm;",
      'advanced/charm.ts': "import { deal } from '../core/deal';\nexport const charm = deal;",
      'core/view.ts': "import type { Monster } from '../advanced/monster';\nexport type View = Monster;",
      'advanced/monster.ts': 'export type Monster = number;',
    });
    expect(crossings(dir, join(dir, 'core'), join(dir, 'advanced'))).toEqual([
      ['core/view.ts', 'advanced/monster.ts'],
      ['glue.ts', 'advanced/charm.ts'],
    ]);
    expect(crossings(dir, join(dir, 'advanced'), join(dir, 'core'))).toEqual([['advanced/charm.ts', 'core/deal.ts']]);
    expect(crossings(dir, join(dir, 'core/deal.ts'), join(dir, 'advanced'))).toEqual([]);
  });
});
