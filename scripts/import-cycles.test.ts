import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './testing/import-cycles';

const here = dirname(fileURLToPath(import.meta.url));
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
  it('the server and the engine import their own modules without a cycle', () => {
    expect(importCycles(here)).toEqual([]);
    expect(importCycles(join(here, '../../engine/src'))).toEqual([]);
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

  it('imports of other packages and of files outside the folder are not followed', () => {
    const dir = folder({
      'inside/a.ts': "import { b } from '../b';\nimport { z } from 'zod';\nexport const a = [b, z];",
      'b.ts': "import { a } from './inside/a';\nexport const b = a;",
    });
    expect(importCycles(join(dir, 'inside'))).toEqual([]);
    expect(importCycles(dir)).toEqual([['b.ts', 'inside/a.ts']]);
  });
});
