/** The Workbench's players in the browser: one Web Worker per core the machine offers, each fed one game at a time. */
import type { DuelJob, DuelPool, PlayedDuel } from './runner';

type Reply = ({ id: number } & PlayedDuel) | { id: number; error: string };

/** How many workers: the cores the browser reports (at least 1). */
export const coresOffered = () => Math.max(1, Math.min(16, navigator.hardwareConcurrency || 1));

export function workerPool(size = coresOffered()): DuelPool {
  const waiting = new Map<number, { resolve(r: PlayedDuel): void; reject(e: Error): void }>();
  const queue: { id: number; job: DuelJob }[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, number>();
  let nextId = 1;
  const workers = Array.from({ length: size }, (_, i) => {
    const w = new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module', name: `decktet-workbench-${i + 1}` });
    w.onmessage = (e: MessageEvent<Reply>) => {
      const wait = waiting.get(e.data.id);
      busy.delete(w);
      waiting.delete(e.data.id);
      if (wait) {
        if ('error' in e.data) wait.reject(new Error(e.data.error));
        else wait.resolve({ duel: e.data.duel, play: e.data.play, ms: e.data.ms });
      }
      feed(w);
    };
    w.onerror = (e) => {
      const id = busy.get(w);
      busy.delete(w);
      if (id !== undefined) {
        waiting.get(id)?.reject(new Error(e.message || 'a Workbench worker stopped'));
        waiting.delete(id);
      }
    };
    idle.push(w);
    return w;
  });
  function feed(w: Worker) {
    const next = queue.shift();
    if (!next) return void idle.push(w);
    busy.set(w, next.id);
    w.postMessage(next);
  }
  return {
    size,
    play(job) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        queue.push({ id, job });
        const w = idle.pop();
        if (w) feed(w);
      });
    },
    dispose() {
      for (const w of workers) w.terminate();
      for (const wait of waiting.values()) wait.reject(new Error('the Workbench stopped'));
      waiting.clear();
    },
  };
}
