import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './child-server';

/** The newest installed PostgreSQL's bin directory (Debian: /usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: run scripts/test-deps.sh (or apt-get install postgresql)');
  return join(root, newest, 'bin');
}

export interface PgCluster {
  url: string;
  stop(): void;
}

/**
 * A throw-away PostgreSQL cluster in a temp directory on a free loopback port. PostgreSQL refuses
 * to run as root, so as root the cluster belongs to (and runs as) the `postgres` user.
 */
export async function startPgCluster(): Promise<PgCluster> {
  // Every instance of a shared database needs the same seal key (storage/seal.ts): the servers and
  // storages this test process starts, and the child servers it spawns, all read this one.
  process.env.SEAL_KEY ??= randomBytes(32).toString('hex');
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'decktet-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: 'pipe', cwd: dir });
  };
  if (asRoot) {
    const pgUser = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const pgGroup = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, pgUser, pgGroup);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // fsync off: a test cluster need not survive a power cut, only be quick.
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
