/** Every numbered ruling of RULES.md is checked by some test of this package, which cites it by number. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url);
const rules = readFileSync(new URL('../RULES.md', here), 'utf8');
const rulingsPart = rules.slice(rules.indexOf('\n## Rulings'));
const defined = [...rulingsPart.matchAll(/\*\*DR-(\d+)\b/g)].map((m) => Number(m[1]));

const self = new URL(import.meta.url).pathname.split('/').at(-1);
const testFiles = readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== self);
const citedIn = (prefix: string) => new Set(testFiles.flatMap((f) => [...readFileSync(new URL(f, here), 'utf8').matchAll(new RegExp(`\\b${prefix}-(\\d+)\\b`, 'g'))].map((m) => Number(m[1]))));
const cited = citedIn('DR');
// The Advanced Game's rulings, DRA-n, in their own section.
const advancedPart = rules.slice(rules.indexOf('\n### Advanced rulings'));
const advancedDefined = [...advancedPart.matchAll(/\*\*DRA-(\d+)\b/g)].map((m) => Number(m[1]));
const citedAdvanced = citedIn('DRA');

describe('the rulings of RULES.md', () => {
  it('are numbered DR-1, DR-2, … without gaps', () => {
    expect(defined.length).toBeGreaterThan(30);
    expect(defined).toEqual(defined.map((_, i) => i + 1));
  });

  it('are each cited by a test of this package', () => {
    expect(defined.filter((n) => !cited.has(n)).map((n) => `DR-${n}`)).toEqual([]);
  });

  it('of the Advanced Game are numbered DRA-1, DRA-2, … without gaps, and each cited by a test of this package', () => {
    expect(advancedDefined.length).toBeGreaterThanOrEqual(25);
    expect(advancedDefined).toEqual(advancedDefined.map((_, i) => i + 1));
    expect(advancedDefined.filter((n) => !citedAdvanced.has(n)).map((n) => `DRA-${n}`)).toEqual([]);
  });
});
