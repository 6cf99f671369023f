/**
 * Reading the project's own source files, for the tests that check where the code names a game
 * (generic-code.test.ts, games/adding-a-game.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The files outside the games' folders allowed to name a game: the catalog of games (each layer
 * finds its entries by their folders, docs/architecture.md, "Adding a game"). The engine's index
 * exports its example game's rules, as a game's package exports its own.
 */
export const REGISTRATIONS = ['packages/catalog/src/index.ts', 'packages/engine/src/index.ts'];

/** A game's own folder in a layer: `src/games/<game>/` (the engine's example: `src/examples/<game>/`). */
export function gameFolder(ids: readonly string[]): RegExp {
  return new RegExp(`/src/(games|examples)/(${ids.join('|')})/`);
}

/**
 * Code written for tests alone: tests, and the modules only tests import (`testing*`, `test-*`,
 * `fixtures*`, folders named `testing`). A test may play any game it likes.
 */
export const TEST_SUPPORT = /(\.test\.tsx?$|(^|\/)(testing|test-[\w-]+|fixtures)(\.tsx?$|\/)|testing-[\w-]+\.tsx?$)/;

/** Every source file (code and styles) under `src/` of every package but the games' rules packages. */
export function sourceFiles(): string[] {
  const packages = readdirSync(join(ROOT, 'packages')).filter((p) => p !== 'games' && statSync(join(ROOT, 'packages', p)).isDirectory());
  return packages.flatMap((p) => {
    const src = join('packages', p, 'src');
    const files = readdirSync(join(ROOT, src), { recursive: true, encoding: 'utf8' }).map((f) => `${src}/${f}`);
    return files.filter((f) => /\.(tsx?|css|json)$/.test(f));
  });
}

/**
 * The code that serves every game alike: every source file outside the games' folders and the code
 * written for tests.
 */
export function genericSources(ids: readonly string[]): string[] {
  const folder = gameFolder(ids);
  return sourceFiles().filter((f) => /\.(tsx?|css)$/.test(f) && !folder.test(f) && !TEST_SUPPORT.test(f));
}

/** A line that is only a comment: an example a comment gives names nothing the code does. */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/** Each code line of these files naming one of the words, as "file:line: the line". */
export function mentions(files: readonly string[], words: readonly string[]): string[] {
  const pattern = new RegExp(`(?<![\\w-])(${words.join('|')})(?![\\w-])`);
  const found: string[] = [];
  for (const file of files) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!COMMENT.test(line) && pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}
