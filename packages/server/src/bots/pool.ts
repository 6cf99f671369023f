import { Worker } from 'node:worker_threads';

export interface BotRequest {
  /** Game id; the worker looks the game up in its own registry. */
  game: string;
  /** A bot spec for createBot: a difficulty, `random`, `ismcts:200`, … */
  spec: string;
  seed: string;
  view: unknown;
  legal: readonly unknown[];
  seat: number;
}

type Reply = { id: number; index: number } | { id: number; error: string };

interface Slot {
  worker: Worker;
  busy: Map<number, { resolve(index: number): void; reject(e: Error): void }>;
}

/**
 * Bot searches on worker threads, so a long search never blocks the server's event loop.
 * Requests go to the least-loaded worker; a worker that dies fails its requests and is replaced.
 */
export class BotPool {
  /** Workers start on the first request (a server without bot seats never starts one). */
  private readonly slots: (Slot | null)[];
  private nextId = 1;
  private closing = false;

  constructor(readonly size: number) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => null);
  }

  private spawn(): Slot {
    // A plain .mjs bootstrap registers tsx inside the worker, then loads the TypeScript worker.
    const worker = new Worker(new URL('./bot-worker.mjs', import.meta.url));
    worker.unref();
    const slot: Slot = { worker, busy: new Map() };
    worker.on('message', (reply: Reply) => {
      const waiting = slot.busy.get(reply.id);
      if (!waiting) return;
      slot.busy.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.index);
    });
    const fail = (error: Error) => {
      for (const waiting of slot.busy.values()) waiting.reject(error);
      slot.busy.clear();
      // Replaced on the next request, so a worker that cannot start does not spin.
      const at = this.slots.indexOf(slot);
      if (at >= 0) this.slots[at] = null;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`bot worker exited (code ${code})`)));
    return slot;
  }

  /** The index in `legal` of the action the bot chooses. */
  decide(request: BotRequest): Promise<number> {
    if (this.closing) return Promise.reject(new Error('the bot pool is closed'));
    for (const [i, s] of this.slots.entries()) if (s === null) this.slots[i] = this.spawn();
    const slot = (this.slots as Slot[]).reduce((a, b) => (b.busy.size < a.busy.size ? b : a));
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      slot.busy.set(id, { resolve, reject });
      if (slot.busy.size === 1) slot.worker.ref();
      slot.worker.postMessage({ id, ...request });
    }).finally(() => {
      if (slot.busy.size === 0) slot.worker.unref();
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s?.worker.terminate()));
  }
}
