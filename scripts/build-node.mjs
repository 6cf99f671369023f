#!/usr/bin/env node
/**
 * `npm run build:node`: compiles the Node programs (the match server, the `decktet` command and the
 * benchmarks) from TypeScript into plain JavaScript with source maps, so that `npm start`,
 * `decktet` and `npm run bench*` run without a TypeScript loader (tsx is for development only).
 *
 * Each program is bundled with esbuild: the project's own packages (`@decktet/*`, whose exports are
 * TypeScript sources) go into the bundle; every other package stays an ordinary import from
 * node_modules. Each output folder sits two levels under the root (like the sources' `src/`
 * folders), so that a path a module finds from its own place (the server's `../../web/dist`) still
 * holds. Worker threads are entries of their own beside the program that starts them
 * (`bot-worker.js`, `arena-worker.js`).
 *
 * Each folder also gets `inputs.json`: the source files its bundles were made from, which
 * `packages/cli/bin/decktet.js` reads to tell whether the build is older than the sources.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const WORKERS = {
  'bot-worker': 'packages/server/src/bots/bot-worker-main.ts',
  'arena-worker': 'packages/ai/src/arena/worker-main.ts',
};

/** Output folder → its programs (output name → source). */
const PROGRAMS = {
  'packages/server/dist': {
    main: 'packages/server/src/main.ts',
    'server-bench': 'packages/server/bench/server-bench.ts',
    'watchdog-soak': 'packages/server/bench/watchdog-soak.ts',
    'your-turn-bench': 'packages/server/bench/your-turn-bench.ts',
    ...WORKERS,
  },
  'packages/cli/dist': { main: 'packages/cli/src/main.ts', ...WORKERS },
  'scripts/dist': { bench: 'scripts/bench.ts', ...WORKERS },
};

/** Bundles the project's own packages; leaves every other bare import to Node at run time. */
const ownPackagesOnly = {
  name: 'own-packages-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@decktet/') ? undefined : { path: args.path, external: true }));
  },
};

async function buildFolder(outRoot, outdir, entries) {
  const out = join(outRoot, outdir);
  // Taken before reading any source: a source saved during the build counts as newer than it.
  const built = Date.now();
  rmSync(out, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.entries(entries).map(([name, source]) => ({ in: source, out: name })),
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    tsconfig: join(ROOT, 'tsconfig.json'),
    plugins: [ownPackagesOnly],
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((p) => !p.includes('node_modules'))
    .sort();
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'inputs.json'), `${JSON.stringify({ built, inputs }, null, 1)}\n`);
  return inputs.length;
}

// Arguments: the folders to build (a prefix of each is enough: `packages/server`, `scripts`; none:
// all), and `--out=DIR` to lay the folders out under DIR instead of the repository (for tests).
const args = process.argv.slice(2);
const outRoot = args.find((a) => a.startsWith('--out='))?.slice('--out='.length) ?? ROOT;
const wanted = args.filter((a) => !a.startsWith('--'));
const unknown = wanted.filter((w) => !Object.keys(PROGRAMS).some((outdir) => outdir.startsWith(w)));
if (unknown.length > 0) {
  console.error(`build:node: nothing to build for ${unknown.join(', ')}; the folders are ${Object.keys(PROGRAMS).join(', ')}`);
  process.exit(2);
}
const started = performance.now();
for (const [outdir, entries] of Object.entries(PROGRAMS)) {
  if (wanted.length > 0 && !wanted.some((w) => outdir.startsWith(w))) continue;
  const count = await buildFolder(outRoot, outdir, entries);
  console.log(`build:node: ${relative(ROOT, join(outRoot, outdir))} (${Object.keys(entries).join(', ')}) from ${count} source files`);
}
console.log(`build:node: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
