/** Every numbered ruling of RULES.md is checked by some test of this package, which cites it by number. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url);
const rules = readFileSync(new URL('../RULES.md', here), 'utf8');
const rulingsPart = rules.slice(rules.indexOf('\n## Rulings'));
const defined = [...rulingsPart.matchAll(/\*\*HG-(\d+)\b/g)].map((m) => Number(m[1]));

const self = new URL(import.meta.url).pathname.split('/').at(-1);
const testFiles = readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== self);
const cited = new Set(testFiles.flatMap((f) => [...readFileSync(new URL(f, here), 'utf8').matchAll(/\bHG-(\d+)\b/g)].map((m) => Number(m[1]))));

describe('the rulings of RULES.md', () => {
  it('are numbered HG-1, HG-2, … without gaps', () => {
    expect(defined.length).toBeGreaterThan(20);
    expect(defined).toEqual(defined.map((_, i) => i + 1));
  });

  it('are each cited by a test of this package', () => {
    expect(defined.filter((n) => !cited.has(n)).map((n) => `HG-${n}`)).toEqual([]);
  });
});
