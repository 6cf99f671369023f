import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Vitest, createVitest } from 'vitest/node';
import { PROJECTS, SAMPLES } from './tiers';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results', 'data', 'coverage']);

/** Every file in the repository that is named like a test, whatever the configuration says. */
function testFilesOnDisk(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : testFilesOnDisk(join(dir, entry.name));
    return /\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name) ? [relative(ROOT, join(dir, entry.name))] : [];
  });
}

/** Vitest's own answer: the projects (tiers, and the samples) each test file runs in. */
let projectsOf: Map<string, string[]>;
let vitest: Vitest;
beforeAll(async () => {
  vitest = await createVitest('test', { watch: false, config: join(ROOT, 'vitest.config.ts'), root: ROOT }, {}, {});
  projectsOf = new Map();
  for (const spec of await vitest.globTestSpecifications()) {
    const file = relative(ROOT, spec.moduleId);
    projectsOf.set(file, [...(projectsOf.get(file) ?? []), spec.project.name]);
  }
}, 60_000);
afterAll(async () => {
  await vitest?.close();
});

describe('the tests in tiers', () => {
  const projectNames = PROJECTS.map((p) => p.name);

  it('puts every test file in exactly one project, and so in one tier', () => {
    const files = testFilesOnDisk();
    expect(files.length).toBeGreaterThan(200);
    const misplaced = files.flatMap((file) => {
      const projects = (projectsOf.get(file) ?? []).filter((p) => projectNames.includes(p));
      return projects.length === 1 ? [] : [`${file}: ${projects.length === 0 ? 'in no project' : `in ${projects.join(', ')}`}`];
    });
    expect(misplaced).toEqual([]);
  });

  it('gives each tier tests: the quick tier, the simulations, the servers and the browser', () => {
    const inTier = (tier: string) => [...projectsOf.values()].filter((projects) => projects.some((p) => PROJECTS.find((q) => q.name === p)?.tier === tier)).length;
    for (const tier of ['quick', 'simulations', 'servers', 'browser']) expect(inTier(tier), tier).toBeGreaterThan(0);
    // The slow kinds of test stay out of the quick tier.
    const quick = (file: string) => (projectsOf.get(file) ?? []).some((p) => PROJECTS.find((q) => q.name === p)?.tier === 'quick' && p !== SAMPLES.name);
    expect(quick('packages/web/e2e/play.test.ts')).toBe(false);
    expect(quick('packages/server/src/postgres.test.ts')).toBe(false);
    expect(quick('packages/games/dueling-runes/src/conformance.duel.test.ts')).toBe(false);
    expect(quick('scripts/tiers.test.ts')).toBe(true);
  });

  it('samples only simulations that run in full in their own tier, and that read the sample flag', () => {
    const sampled = [...projectsOf].filter(([, projects]) => projects.includes(SAMPLES.name));
    expect(sampled.length).toBeGreaterThan(0);
    for (const [file, projects] of sampled) {
      expect(projects, file).toContain('simulations');
      expect(readFileSync(join(ROOT, file), 'utf8'), `${file} takes its size from inject('sample')`).toMatch(/inject\('sample'\)/);
    }
  });

  it('runs every file that replaces a module (vi.mock) in isolation, where the replacement cannot reach another file', () => {
    const shared = new Set(PROJECTS.filter((p) => !p.isolate).map((p) => p.name));
    const leaking = [...projectsOf].filter(([file, projects]) => projects.some((p) => shared.has(p)) && /\bvi\s*\.\s*(mock|doMock)\s*\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(leaking.map(([file, projects]) => `${file} (${projects.join(', ')}): name it *.isolated.test.tsx`)).toEqual([]);
    // The rule has files to apply to: the passkey pages replace the WebAuthn library.
    expect(projectsOf.get('packages/web/src/players/SignInPage.isolated.test.tsx')).toEqual(['components-isolated']);
  });
});
