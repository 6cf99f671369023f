import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOT_GAMES } from '@decktet/ai';
import { TEST_GAMES } from '../test/testing';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The code that serves every game alike: it learns what it needs about a game from the game's
 * registry entry, so it names no game (docs/architecture.md, "Adding a game").
 */
const GENERIC = ['packages/cli/src/play', 'packages/cli/src/commands', 'packages/web/src/play', 'packages/web/src/app', 'packages/web/src/replay', 'packages/web/src/i18n', 'packages/server/src'];

/** The generic folders' source files, tests left out (a test may play any game it likes). */
function sources(folder: string): string[] {
  const entries = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' });
  return entries.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => join(folder, f));
}

/** Each line of these files naming one of the words, as "file:line: the line". */
function mentions(files: readonly string[], words: readonly string[]): string[] {
  const pattern = new RegExp(`(?<![\\w-])(${words.join('|')})(?![\\w-])`);
  const found: string[] = [];
  for (const file of files) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

const ids = [...new Set([...BOT_GAMES.rules, ...TEST_GAMES.rules].map((g) => g.id))];
const flags = [...new Set(TEST_GAMES.entries.flatMap((a) => (a.seatNumbers ?? []).map((o) => o.flag)))];

describe('the generic code of the terminal, the browser and the server', () => {
  it('knows the registered games', () => {
    expect(ids).toEqual(expect.arrayContaining(['dueling-runes', 'hieroglyphs', 'goofspiel']));
    expect(flags).toContain('health');
    expect(mentions(['packages/web/src/dueling-runes/ui.ts'], ids)).not.toEqual([]);
  });

  it.each(GENERIC)('%s names no game', (folder) => {
    expect(mentions(sources(folder), ids)).toEqual([]);
  });

  it.each(GENERIC.filter((f) => !f.startsWith('packages/server')))('%s names no option of a game', (folder) => {
    expect(mentions(sources(folder), flags)).toEqual([]);
  });
});
