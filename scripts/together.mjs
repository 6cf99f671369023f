#!/usr/bin/env node
/**
 * Runs checks side by side and fails if any fails:
 *
 *   node scripts/together.mjs lint typecheck -- vitest run --project unit
 *
 * The names before `--` are npm scripts of the root package.json, each run with `npm run`, its
 * output held back and printed whole once everything has ended (so that it does not interleave with
 * the tests', and its verdict is the last thing on the screen); the command after `--` runs at the
 * same time with the terminal to itself. The linter and the type
 * check each keep one core busy for most of their time while the tests' two workers wait on one
 * another at the end of a run, so side by side they finish well before the three would one after
 * another. The exit code is the first failure's, or 0.
 */
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const scripts = dash === -1 ? args : args.slice(0, dash);
const command = dash === -1 ? [] : args.slice(dash + 1);
if (scripts.length === 0 && command.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script>… [-- <command> <args>…]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script with its output held back; resolves to a function that prints it, and its exit code. */
function held(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => out.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(out).toString();
      const print = () => {
        process.stdout.write(`\n── npm run ${script}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds} s ──\n`);
        if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      };
      resolve({ print, status });
    });
  });
}

/** Runs the command with the terminal to itself; resolves to its exit code. */
function live([file, ...rest]) {
  return new Promise((resolve) => {
    const child = spawn(file, rest, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', (error) => {
      console.error(`${file}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [results, commandStatus] = await Promise.all([Promise.all(scripts.map(held)), command.length > 0 ? live(command) : 0]);
for (const { print } of results) print();
process.exit([commandStatus, ...results.map(({ status }) => status)].find((status) => status !== 0) ?? 0);
