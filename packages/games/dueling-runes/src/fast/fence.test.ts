/**
 * The fast path is fenced: the random choices and random games (playout.ts) are handed to the
 * engine by game.ts alone; the working memory (scratch.ts) is what the rules' turn takes a step in;
 * and the fast path reads the rules' own pieces but never what writes the log in words, the
 * views, the refusals or the guidance. The numbered duel (duel.ts) keeps the wizards in its own
 * bookkeeping (bookkeeping.ts), copied in and written back once.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
const sources = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('fast/'));

describe('src/fast is fenced', () => {
  it('its random choices and random games are handed to the engine by game.ts alone', () => {
    const users = sources(SRC).filter((f) => importsOf(join(SRC, f)).some((m) => m.endsWith('fast/playout')));
    expect(users).toEqual(['game.ts']);
  });

  it('the rules reach into it only for the working memory of a step (scratch.ts)', () => {
    for (const f of sources(SRC)) {
      for (const m of importsOf(join(SRC, f)).filter((i) => i.includes('fast/'))) expect(['./fast/scratch', '../fast/scratch', './fast/playout'], `${f} imports ${m}`).toContain(m);
    }
  });

  it('its modules read no log words, views, refusals or guidance', () => {
    const barred = ['../core/log', '../core/log-words', '../core/view', '../core/why-illegal', '../core/guidance', '../core/words', '../describe', '../windows'];
    const modules = readdirSync(join(SRC, 'fast')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(modules).toEqual(expect.arrayContaining(['bookkeeping.ts', 'duel.ts', 'playout.ts', 'scratch.ts']));
    for (const f of modules) for (const m of importsOf(join(SRC, 'fast', f))) expect(barred, `fast/${f} imports ${m}`).not.toContain(m);
  });

  it('the numbered duel reaches the state only through its bookkeeping and the rules’ deck', () => {
    // duel.ts writes the turn's course and the results back; the wizards go through bookkeeping.ts.
    const duel = readFileSync(join(SRC, 'fast', 'duel.ts'), 'utf8');
    expect(duel).not.toMatch(/\.wizards\b/);
  });
});
