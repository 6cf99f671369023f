import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TOGETHER = fileURLToPath(new URL('./together.mjs', import.meta.url));
let dir: string;

/**
 * A throw-away package whose npm scripts stand for the linter and the type check: one passes, one
 * fails, one leaves a mark in the folder.
 */
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'decktet-together-'));
  const scripts = {
    passes: 'echo the passing check said this',
    fails: 'echo the failing check said this && exit 3',
    marks: `node -e "require('node:fs').writeFileSync('mark', '')"`,
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'together-test', private: true, scripts }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function together(...args: string[]) {
  const run = spawnSync(process.execPath, [TOGETHER, ...args], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('running checks side by side (scripts/together.mjs)', () => {
  it('passes when every script and the command pass, printing each script’s output after the command’s', () => {
    const run = together('passes', '--', process.execPath, '-e', 'console.log("the tests said this")');
    expect(run.status).toBe(0);
    expect(run.out).toMatch(/the tests said this[\s\S]*── npm run passes: passed in [\d.]+ s ──\nthe passing check said this/);
  });

  it('fails with the failing script’s exit code when the command passes, and still shows every output', () => {
    const run = together('passes', 'fails', '--', process.execPath, '-e', '');
    expect(run.status).toBe(3);
    expect(run.out).toContain('── npm run fails: FAILED (exit 3)');
    expect(run.out).toContain('the failing check said this');
    expect(run.out).toContain('the passing check said this');
  });

  it('fails with the command’s exit code when the scripts pass', () => {
    expect(together('passes', '--', process.execPath, '-e', 'process.exit(5)').status).toBe(5);
  });

  it('runs the scripts at the same time as the command, not after it', () => {
    // The command waits for the mark the script leaves: were the script run after it, it would give up.
    const waits = 'const fs = require("node:fs"); setInterval(() => { if (fs.existsSync("mark")) { console.log("saw the mark"); process.exit(0); } }, 20); setTimeout(() => process.exit(9), 30000);';
    const run = together('marks', '--', process.execPath, '-e', waits);
    expect(run.out).toContain('saw the mark');
    expect(run.status).toBe(0);
  });

  it('refuses to run with nothing to run', () => {
    const run = together();
    expect(run.status).toBe(2);
    expect(run.err).toContain('usage: node scripts/together.mjs');
  });
});
