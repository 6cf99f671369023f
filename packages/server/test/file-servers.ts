import { afterAll, beforeAll } from 'vitest';
import type { AnyGame } from '@decktet/engine';
import type { LiveJoinReply } from '@decktet/protocol';
import type { ServerOptions } from '../src/server';
import { joinMatch, testServer } from './fixtures';
import { LiveTestClient } from './live-client';
import { type PgCluster, startPgCluster } from './pg-cluster';

/*
 * Servers shared by all the tests of one file. Each function registers the file's beforeAll (start)
 * and afterAll (clean-up) itself, so call it at the top level of a test file, once.
 */

/** Where something started for a test file answers: read `url` inside a test, once beforeAll has run. */
export interface StartedForFile {
  readonly url: string;
}

function startedForFile(what: string, get: () => { url: string } | undefined): StartedForFile {
  return {
    get url() {
      const started = get();
      if (!started) throw new Error(`${what} is not started: read its url inside a test, after the file's beforeAll`);
      return started.url;
    },
  };
}

/**
 * One test server (see `testServer`: a free loopback port, its own temporary data directory) for all
 * the tests of the calling file: started before them, closed after them with its data directory.
 */
export function serverForFile(games: readonly AnyGame[], options: ServerOptions = {}): StartedForFile {
  let server: Awaited<ReturnType<typeof testServer>> | undefined;
  beforeAll(async () => {
    server = await testServer(games, options);
  });
  afterAll(async () => {
    await server?.dispose();
  });
  return startedForFile('the test server', () => server);
}

/**
 * Two server instances on two ports sharing one database, a throw-away PostgreSQL cluster, for all
 * the tests of the calling file: started before them; after them both instances are closed and the
 * cluster is stopped and its directory removed.
 */
export function postgresInstancesForFile(games: readonly AnyGame[]): { cluster: StartedForFile; a: StartedForFile; b: StartedForFile } {
  let cluster: PgCluster | undefined;
  let a: Awaited<ReturnType<typeof testServer>> | undefined;
  let b: Awaited<ReturnType<typeof testServer>> | undefined;
  beforeAll(async () => {
    cluster = await startPgCluster();
    [a, b] = await Promise.all([testServer(games, { databaseUrl: cluster.url }), testServer(games, { databaseUrl: cluster.url })]);
  });
  afterAll(async () => {
    await Promise.allSettled([a?.dispose(), b?.dispose()]);
    cluster?.stop();
  });
  return { cluster: startedForFile('the PostgreSQL cluster', () => cluster), a: startedForFile('instance a', () => a), b: startedForFile('instance b', () => b) };
}

/**
 * Ada joins the match through instance `a` and Bob through `b` (seats 0 and 1); each then has a socket
 * on the instance they joined through and has said hello there with their token.
 */
export async function adaOnAAndBobOnB(a: StartedForFile, b: StartedForFile, matchId: string): Promise<{ ada: LiveJoinReply; bob: LiveJoinReply; onA: LiveTestClient; onB: LiveTestClient }> {
  const ada = await joinMatch(a.url, matchId, 'Ada');
  const bob = await joinMatch(b.url, matchId, 'Bob');
  const onA = await LiveTestClient.connect(a.url);
  const onB = await LiveTestClient.connect(b.url);
  onA.hello(matchId, ada.token);
  onB.hello(matchId, bob.token);
  return { ada, bob, onA, onB };
}
