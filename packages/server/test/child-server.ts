import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { LOOPBACK_PEOPLE_ENV } from './loopback-people';

// From the sources, main.ts through tsx; compiled (the benchmarks, by scripts/build-node.mjs), the
// compiled server that the same build puts beside this bundle, as `npm start` runs it.
const COMPILED = !import.meta.url.endsWith('.ts');
const MAIN = fileURLToPath(new URL(COMPILED ? './main.js' : '../src/main.ts', import.meta.url));

/** A free loopback port (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (its structured log). */
  output(): string;
  /** Waits for the process to end. */
  exited(): Promise<number | null>;
}

/** Runs the server (`packages/server/src/main.ts`, or its compiled build) as its own process, as `npm start` does, and waits until it listens. */
export async function startChildServer(env: Record<string, string>, timeoutMs = 60_000, nodeArgs: string[] = []): Promise<ChildServer> {
  const child = spawn(process.execPath, [...nodeArgs, ...(COMPILED ? ['--enable-source-maps'] : ['--import', 'tsx']), MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...LOOPBACK_PEOPLE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ended = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${out}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      out += String(chunk);
      const line = out.split('\n').find((l) => l.includes('decktet server listening'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void ended.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${out}`));
    });
  });
  return { url, child, output: () => out, exited: () => ended };
}
