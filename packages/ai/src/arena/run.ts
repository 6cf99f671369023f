import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { statisticsFor } from './games';
import { type ArenaGameSpec, playArenaGame } from './play';
import { type ArenaOptions, prepareArena } from './prepare';
import { type ArenaSummary, summarizeArena } from './summary';
import type { ArenaGameResult } from './types';
import type { ArenaWorkerData, ArenaWorkerReply } from './worker-main';

export { type ArenaOptions, prepareArena };

export interface ArenaRun {
  readonly summary: ArenaSummary;
  readonly results: readonly ArenaGameResult[];
}

/**
 * Runs N games between bots with seats rotating, in parallel worker threads, and summarizes them.
 * Results do not depend on the number of workers: game i always has seed `${seed}:${i}`.
 */
export async function runArena(options: ArenaOptions): Promise<ArenaRun> {
  const { game, spec } = prepareArena(options);
  const statistics = statisticsFor(game.id);
  const total = options.games;
  const workers = Math.min(total, options.workers ?? availableParallelism());
  const results: ArenaGameResult[] = new Array(total);
  if (workers <= 0) {
    for (let i = 0; i < total; i++) {
      results[i] = playArenaGame(game, spec, i, statistics);
      options.onProgress?.(i + 1, total);
    }
  } else {
    await playInWorkers(game.id, spec, total, workers, (r) => {
      results[r.index] = r;
    }, options.onProgress);
  }
  const summary = summarizeArena({ game: game.id, gameName: game.name, bots: spec.bots, seed: spec.seed, config: spec.config }, results, statistics);
  return { summary, results };
}

function playInWorkers(
  gameId: string,
  spec: ArenaGameSpec,
  total: number,
  count: number,
  onResult: (r: ArenaGameResult) => void,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const pool: Worker[] = [];
    let next = 0;
    let done = 0;
    let failed = false;
    const stopAll = () => Promise.all(pool.map((w) => w.terminate()));
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      void stopAll().then(() => reject(e));
    };
    // Games are handed out one at a time, so a slow game never holds up a whole batch.
    const feed = (w: Worker) => {
      if (next < total) w.postMessage(next++);
    };
    for (let i = 0; i < count; i++) {
      const data: ArenaWorkerData = { gameId, spec };
      // From the sources, worker.mjs registers tsx first; compiled (scripts/build-node.mjs), the worker is JavaScript beside this bundle.
      const w = new Worker(new URL(import.meta.url.endsWith('.ts') ? './worker.mjs' : './arena-worker.js', import.meta.url), { workerData: data });
      pool.push(w);
      w.on('message', (reply: ArenaWorkerReply) => {
        if ('error' in reply) return fail(new Error(`game ${reply.index}: ${reply.error}`));
        onResult(reply.result);
        done++;
        onProgress?.(done, total);
        if (done === total) void stopAll().then(() => resolve());
        else feed(w);
      });
      w.on('error', fail);
      w.on('exit', (code) => {
        if (code !== 0 && done < total) fail(new Error(`an arena worker stopped with exit code ${code}`));
      });
      feed(w);
    }
  });
}
