import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, run by the `decktet` command before any TypeScript loader
import { isCurrentBuild } from '../packages/cli/bin/current-build.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
let out: string;

/**
 * The programs compiled into a throw-away folder laid out as in the repository, inside it (under
 * test-results/) so that their imports of other packages find the repository's node_modules.
 */
beforeAll(() => {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  out = mkdtempSync(join(ROOT, 'test-results', 'build-node-'));
  execFileSync(process.execPath, [join(ROOT, 'scripts/build-node.mjs'), `--out=${out}`], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs compiled JavaScript with plain Node: no TypeScript loader anywhere in the process. */
function runCompiled(file: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', join(out, file), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the compiled programs (npm run build:node)', () => {
  it('writes each program with its source map and the list of sources it was made from', () => {
    for (const file of ['packages/server/dist/main.js', 'packages/server/dist/bot-worker.js', 'packages/cli/dist/main.js', 'packages/cli/dist/arena-worker.js', 'scripts/dist/bench.js']) {
      const code = readFileSync(join(out, file), 'utf8');
      expect(code, file).toMatch(/\/\/# sourceMappingURL=\S+\.js\.map\s*$/);
      expect(readFileSync(join(out, `${file}.map`), 'utf8'), file).toContain('"sources"');
      // No TypeScript loader: the project's packages are inside, every other package is imported.
      expect(code, file).not.toMatch(/from ["']@decktet\/|from ["']tsx/);
    }
    const { inputs } = JSON.parse(readFileSync(join(out, 'packages/server/dist/inputs.json'), 'utf8')) as { inputs: string[] };
    expect(inputs).toContain('packages/server/src/main.ts');
    expect(inputs).toContain('packages/games/dueling-runes/src/index.ts');
    expect(inputs.some((p) => p.includes('node_modules'))).toBe(false);
  });

  it('the compiled server listens and plays a match between two bots to the end on its worker threads', { timeout: 120_000 }, async () => {
    const data = mkdtempSync(join(tmpdir(), 'decktet-build-data-'));
    const server = runCompiled('packages/server/dist/main.js', [], { PORT: '0', HOST: '127.0.0.1', DATA_DIR: data, LOG_LEVEL: 'info' });
    try {
      let log = '';
      const url = await new Promise<string>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          log += String(chunk);
          const line = log.split('\n').find((l) => l.includes('decktet server listening'));
          if (line) resolve((JSON.parse(line) as { url: string }).url);
        };
        server.stdout!.on('data', read);
        server.stderr!.on('data', read);
        server.once('exit', (code) => reject(new Error(`the compiled server exited (${code}) before listening:\n${log}`)));
      });
      const created = await fetch(`${url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'hieroglyphs', seats: [{ kind: 'bot', difficulty: 'easy' }, { kind: 'bot', difficulty: 'easy' }] }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      let status = '';
      for (const until = Date.now() + 90_000; status !== 'finished' && Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
        status = ((await (await fetch(`${url}/api/matches/${id}`)).json()) as { status: string }).status;
      }
      expect(status).toBe('finished');
      const record = (await (await fetch(`${url}/api/matches/${id}/record`)).json()) as { game: string; actions: unknown[] };
      expect(record.game).toBe('hieroglyphs');
      expect(record.actions.length).toBeGreaterThan(10);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('the compiled `decktet` simulates games on its worker threads', { timeout: 60_000 }, async () => {
    const cli = runCompiled('packages/cli/dist/main.js', ['sim', '--game', 'hieroglyphs', '--bots', 'random,random', '--games', '4', '--workers', '1', '--json']);
    let stdout = '';
    cli.stdout!.on('data', (chunk: Buffer) => (stdout += String(chunk)));
    const code = await new Promise((r) => cli.once('exit', r));
    expect(code).toBe(0);
    const summary = JSON.parse(stdout.trim().split('\n').at(-1)!) as { games: number };
    expect(summary.games).toBe(4);
  });
});

describe('the `decktet` command runs the compiled CLI only while it is current', () => {
  const work = mkdtempSync(join(tmpdir(), 'decktet-current-'));
  const dist = pathToFileURL(join(work, 'dist/'));
  const root = pathToFileURL(join(work, '/'));
  const source = join(work, 'src/main.ts');
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const build = (built: number) => {
    mkdirSync(join(work, 'dist'), { recursive: true });
    mkdirSync(join(work, 'src'), { recursive: true });
    writeFileSync(source, 'export {};\n');
    utimesSync(source, new Date(built - 10_000), new Date(built - 10_000));
    writeFileSync(join(work, 'dist/inputs.json'), JSON.stringify({ built, inputs: ['src/main.ts'] }));
  };

  it('runs it when no source changed since the build', () => {
    build(Date.now());
    expect(isCurrentBuild(dist, root, {})).toBe(true);
  });

  it('runs the sources once one of them is newer than the build, or gone, or when asked to', () => {
    build(Date.now());
    expect(isCurrentBuild(dist, root, { DECKTET_FROM_SOURCE: '1' })).toBe(false);
    utimesSync(source, new Date(), new Date(Date.now() + 1000));
    expect(isCurrentBuild(dist, root, {})).toBe(false);
    build(Date.now());
    rmSync(source);
    expect(isCurrentBuild(dist, root, {})).toBe(false);
  });

  it('runs the sources when nothing is built', () => {
    rmSync(join(work, 'dist'), { recursive: true, force: true });
    expect(isCurrentBuild(dist, root, {})).toBe(false);
  });
});
