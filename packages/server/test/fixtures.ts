import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@decktet/engine';
import type { LiveJoinReply, LiveMatchSummary } from '@decktet/protocol';
import { type RunningServer, type ServerOptions, startServer } from '../src/server';
import { api } from './live-client';
import { LOOPBACK_PEOPLE } from './loopback-people';

/** The reaction windows' hold of test servers (DR-36), in ms. */
export const TEST_WINDOW_HOLD_MS = 20;

/** A server on a free loopback port with its own temporary data directory. */
export async function testServer(games: readonly AnyGame[], options: ServerOptions = {}): Promise<RunningServer & { dataDir: string; dispose(): Promise<void> }> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'decktet-server-'));
  // Clocks of a second or two keep tests of the turn clock quick; so does a short hold of reaction
  // windows (the hold still runs: a test of the hold itself sets its own).
  const server = await startServer({ port: 0, host: '127.0.0.1', logLevel: 'silent', games, dataDir, botWorkers: 1, minTurnSeconds: 1, windowHoldMs: TEST_WINDOW_HOLD_MS, ...options, limits: { ...LOOPBACK_PEOPLE, ...options.limits } });
  return {
    ...server,
    dataDir,
    async dispose() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a match and returns its summary (throws with the server's error otherwise). */
export async function createMatch(base: string, body: unknown): Promise<LiveMatchSummary> {
  const created = await api<LiveMatchSummary>(base, 'POST', '/api/matches', body);
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

export async function joinMatch(base: string, id: string, name: string, seat?: number): Promise<LiveJoinReply> {
  const joined = await api<LiveJoinReply>(base, 'POST', `/api/matches/${id}/join`, { name, ...(seat !== undefined ? { seat } : {}) });
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  return joined.body;
}
