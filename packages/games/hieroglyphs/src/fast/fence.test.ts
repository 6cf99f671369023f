/**
 * The fast path is fenced: only the files that hand it to the rules (`legal.ts` for the move
 * lister, `game.ts` and `index.ts` for the playout) import from `src/fast/`, and the fast path
 * reads the rules' shared pieces but never the logging turn, views or refusals.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
const sources = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'testing.ts');

describe('src/fast is fenced', () => {
  it('is imported only by legal.ts, game.ts and index.ts', () => {
    const users = sources(SRC).filter((f) => importsOf(join(SRC, f)).some((m) => m.startsWith('./fast/')));
    expect(users.sort()).toEqual(['game.ts', 'index.ts', 'legal.ts']);
  });

  it('reads only the shared pieces of the rules: cards, tables, decipher, types and turn constants', () => {
    const allowed = new Set(['../cards', '../table', '../decipher', '../types', '../turn', './menu', './numbers', '@decktet/decktet', '@decktet/engine']);
    for (const f of sources(join(SRC, 'fast'))) for (const m of importsOf(join(SRC, 'fast', f))) expect(allowed, `${f} imports ${m}`).toContain(m);
  });
});
