/**
 * The Workbench's players in the browser: one Web Worker per core the machine offers, each fed one
 * game at a time. A worker that stops (the browser ran out of memory, say) fails the game it was
 * playing, and a fresh one takes its place for the games after it; workers that stop again and
 * again without finishing a game (their code does not load) fail every game still waiting instead.
 */
import type { DuelJob, DuelPool, PlayedDuel } from './runner';

type Reply = ({ id: number } & PlayedDuel) | { id: number; error: string };

/** How many workers: the cores the browser reports (at least 1). */
export const coresOffered = () => Math.max(1, Math.min(16, navigator.hardwareConcurrency || 1));

/** What the pool needs of a Web Worker (a test gives its own). */
export type PoolWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((e: MessageEvent<Reply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
};

const browserWorker = (i: number): PoolWorker => new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module', name: `decktet-workbench-${i + 1}` });

export function workerPool(size = coresOffered(), make: (i: number) => PoolWorker = browserWorker): DuelPool {
  const waiting = new Map<number, { resolve(r: PlayedDuel): void; reject(e: Error): void }>();
  const queue: { id: number; job: DuelJob }[] = [];
  const idle: PoolWorker[] = [];
  const busy = new Map<PoolWorker, number>();
  const workers = new Set<PoolWorker>();
  let nextId = 1;
  // Workers stopped since a game last finished: past twice the pool's size, they are not replaced.
  let stopsInARow = 0;
  let disposed = false;

  function settle(id: number, outcome: { ok: PlayedDuel } | { error: Error }) {
    const wait = waiting.get(id);
    waiting.delete(id);
    if (!wait) return;
    if ('ok' in outcome) wait.resolve(outcome.ok);
    else wait.reject(outcome.error);
  }

  function start(i: number) {
    const w = make(i);
    workers.add(w);
    w.onmessage = (e) => {
      const id = e.data.id;
      busy.delete(w);
      stopsInARow = 0;
      settle(id, 'error' in e.data ? { error: new Error(e.data.error) } : { ok: { duel: e.data.duel, play: e.data.play, ms: e.data.ms } });
      feed(w);
    };
    w.onerror = (e) => {
      const id = busy.get(w);
      busy.delete(w);
      workers.delete(w);
      if (idle.includes(w)) idle.splice(idle.indexOf(w), 1);
      w.terminate();
      const why = e.message || 'a Workbench worker stopped';
      if (id !== undefined) settle(id, { error: new Error(why) });
      if (disposed) return;
      if (++stopsInARow > 2 * size) {
        // Nothing finishes: say why to every game still waiting rather than start workers for ever.
        for (const { id: waitingId } of queue.splice(0)) settle(waitingId, { error: new Error(`the Workbench's players could not start (${why})`) });
        return;
      }
      start(i);
    };
    feed(w);
  }

  function feed(w: PoolWorker) {
    const next = queue.shift();
    if (!next) return void idle.push(w);
    busy.set(w, next.id);
    w.postMessage(next);
  }

  for (let i = 0; i < size; i++) start(i);
  return {
    size,
    play(job) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        if (disposed) return reject(new Error('the Workbench stopped'));
        waiting.set(id, { resolve, reject });
        queue.push({ id, job });
        if (workers.size === 0) {
          // Every worker gave up: try afresh for this game (the designer pressed Run again).
          stopsInARow = 0;
          for (let i = 0; i < size; i++) start(i);
          return;
        }
        const w = idle.pop();
        if (w) feed(w);
      });
    },
    dispose() {
      disposed = true;
      for (const w of workers) w.terminate();
      workers.clear();
      queue.length = 0;
      for (const wait of waiting.values()) wait.reject(new Error('the Workbench stopped'));
      waiting.clear();
    },
  };
}
