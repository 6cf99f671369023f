import { parentPort, workerData } from 'node:worker_threads';
import { arenaGame, statisticsFor } from './games';
import { type ArenaGameSpec, playArenaGame } from './play';

/** What the parent sends once, when it starts the worker. */
export interface ArenaWorkerData {
  readonly gameId: string;
  readonly spec: ArenaGameSpec;
}

export type ArenaWorkerReply = { index: number; result: ReturnType<typeof playArenaGame> } | { index: number; error: string };

const { gameId, spec } = workerData as ArenaWorkerData;
const game = arenaGame(gameId);
const statistics = statisticsFor(gameId);
const port = parentPort!;

port.on('message', (index: number) => {
  try {
    if (!game) throw new Error(`unknown game "${gameId}"`);
    port.postMessage({ index, result: playArenaGame(game, spec, index, statistics) } satisfies ArenaWorkerReply);
  } catch (e) {
    port.postMessage({ index, error: e instanceof Error ? e.message : String(e) } satisfies ArenaWorkerReply);
  }
});
