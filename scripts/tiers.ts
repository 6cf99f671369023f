/**
 * Which Vitest project, and so which tier, each test file runs in: by rule (folder and file name),
 * never by a list of files, so a new test file lands in a tier by where it lives and what it is
 * called. The projects are tried in order and a file goes to the first that takes it, so each file
 * is in exactly one (scripts/tiers.test.ts checks it against Vitest's own view of the projects).
 *
 * The quick tier (`npm run test:quick`):
 * - unit: the unit, scenario and property tests of every package but the web client's. They run
 *   without isolation: one worker loads the rules, the AI and the engine once for all its files
 *   instead of once per file (these packages keep no state in their modules: see
 *   packages/games/module-state.test.ts).
 * - components: the web client's own tests (happy-dom). Without isolation too: a worker loads
 *   React, happy-dom, the i18n catalogue and the games' tables once for all its files instead of
 *   once per file (about half a second a file). Each file cleans up what it changes (the document,
 *   local storage, the language, stubbed globals, fake timers).
 * - components-isolated: the web client's test files that replace a module with `vi.mock` (a
 *   replaced module would leak into the files after it in a shared module graph). They are named
 *   `*.isolated.test.tsx`, and scripts/tiers.test.ts fails on any file that replaces a module
 *   without that isolation.
 * - samples: a small share of each long simulation (same seeds, same checks, fewer games; the file
 *   takes its size from `inject('sample')`).
 *
 * The slow tiers (`npm run test:slow`, or one at a time):
 * - simulations: the long seeded simulations in full (the engine's conformance suite on every game,
 *   the games' hidden-information sweeps, the AI's gift scan, the server's watchdog).
 * - servers: the match server's tests (they start servers, child processes, SQLite files and
 *   PostgreSQL clusters). Without isolation, like unit: a worker loads the server, the rules and
 *   the AI once for all its files instead of once per file (about four seconds a file under
 *   load). Each file starts and stops what it uses; the server keeps no state in its modules and
 *   no server test mocks a module, stubs a global or leaves an environment variable changed.
 * - browser: the end-to-end tests through the real server and Debian's Chromium (its headless
 *   shell, or the full browser where a test needs notifications: e2e/harness.ts). Without
 *   isolation too: a worker loads the server, Vite and Playwright once for all its files (about
 *   two seconds a file); each file starts its own server and browser and closes them, sets no
 *   global and mocks no module (the client build it serves is shared by content, as before).
 */
export interface Project {
  name: string;
  /** The tier the project belongs to. */
  tier: 'quick' | 'simulations' | 'servers' | 'browser';
  include: string[];
  exclude: string[];
  /** False: the project's files share one module graph per worker. */
  isolate: boolean;
}

/** Every test file: `*.test.ts` or `*.test.tsx` under packages/ or scripts/. */
export const TEST_FILES = ['packages/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

/** Long simulations that take their size from `inject('sample')`: these also run, sampled, in the quick tier. */
const SAMPLED = ['packages/games/*/src/**/conformance.test.ts', 'packages/games/*/src/**/conformance.*.test.ts', 'packages/games/*/src/hidden.test.ts', 'packages/*/src/gifts.test.ts'];

const ordered: Omit<Project, 'exclude'>[] = [
  { name: 'browser', tier: 'browser', include: ['packages/web/e2e/**/*.test.ts'], isolate: false },
  { name: 'simulations', tier: 'simulations', include: [...SAMPLED, 'packages/*/src/**/watchdog.test.ts'], isolate: true },
  { name: 'servers', tier: 'servers', include: ['packages/server/**/*.test.ts'], isolate: false },
  { name: 'components-isolated', tier: 'quick', include: ['packages/web/**/*.isolated.test.{ts,tsx}'], isolate: true },
  { name: 'components', tier: 'quick', include: ['packages/web/**/*.test.{ts,tsx}'], isolate: false },
  { name: 'unit', tier: 'quick', include: TEST_FILES, isolate: false },
];

/** The projects that together run every test file once, each excluding what an earlier one took. */
export const PROJECTS: Project[] = ordered.map((project, i) => ({ ...project, exclude: ordered.slice(0, i).flatMap((earlier) => earlier.include) }));

/** The quick tier's sample of the simulations: run besides the projects above, never instead of them. */
export const SAMPLES: Project = { name: 'samples', tier: 'quick', include: SAMPLED, exclude: [], isolate: false };
