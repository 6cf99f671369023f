import { defineConfig } from 'vitest/config';
import { PROJECTS, type Project, SAMPLES } from './scripts/tiers.ts';

/**
 * The tests in tiers, each a set of Vitest projects (scripts/tiers.ts says which file goes where
 * and why). `npm test` runs every project but the samples; `npm run test:quick` runs the quick
 * tier (unit, components, samples); `npm run test:slow` (or `test:simulations`, `test:servers`,
 * `test:browser`) the rest.
 */
const project = (p: Project, sample: boolean) => ({
  extends: true as const,
  test: { name: p.name, include: p.include, exclude: ['**/node_modules/**', '**/dist/**', ...p.exclude], isolate: p.isolate, provide: { sample } },
});

export default defineConfig({
  // No `include` here: a project that extends this config would add it to its own.
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two test files at a time: much of a browser or server test's time is spent waiting (for
    // Chromium, sockets, a database), which another file's work fills; Vitest's default would
    // leave one of two cores idle.
    maxWorkers: 2,
    projects: [...PROJECTS.map((p) => project(p, false)), project(SAMPLES, true)],
  },
});

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * True in the `samples` project: a long simulation runs a small sample of its games (same
     * seeds, same checks) so that the quick tier exercises it; false in its own tier, where it
     * runs in full.
     */
    sample: boolean;
  }
}
