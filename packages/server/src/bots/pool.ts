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

/** Something that has bots choose: the pool itself, or one match's lane in it. */
export interface BotDecider {
  /** The index in `legal` of the action the bot chooses. */
  decide(request: BotRequest): Promise<number>;
}

/** Whose decision a request is: the creator (client address) that owns the match, and the match. */
export interface BotLane {
  owner: string;
  match: string;
}

type Reply = { id: number; index: number } | { id: number; error: string };

interface Job {
  request: BotRequest;
  resolve(index: number): void;
  reject(e: Error): void;
}

interface Slot {
  worker: Worker;
  /** The one job this worker is running (a worker searches one decision at a time anyway). */
  running: { id: number; job: Job } | null;
}

/** The owner whose jobs are taken only when no other owner's wait: matches nobody plays any more, beyond the limits on tables of bots only. */
export const BACKGROUND_LANE = '(background)';

/**
 * Waiting jobs, taken round-robin twice over: across owners, then across each owner's matches,
 * then first come first served within a match. However many matches one owner floods the pool
 * with, another owner's next decision waits for at most one decision of each other owner.
 */
export class FairQueue<T> {
  private readonly owners = new Map<string, Map<string, T[]>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(lane: BotLane, item: T): void {
    let matches = this.owners.get(lane.owner);
    if (!matches) this.owners.set(lane.owner, (matches = new Map()));
    let jobs = matches.get(lane.match);
    if (!jobs) matches.set(lane.match, (jobs = []));
    jobs.push(item);
    this.count++;
  }

  /** The next item; the owner and match it came from go to the back of their rotations. */
  shift(): T | undefined {
    let first = this.owners.entries().next();
    if (first.done) return undefined;
    // The background waits behind every other owner.
    if (first.value[0] === BACKGROUND_LANE && this.owners.size > 1) {
      const background = this.owners.get(BACKGROUND_LANE)!;
      this.owners.delete(BACKGROUND_LANE);
      this.owners.set(BACKGROUND_LANE, background);
      first = this.owners.entries().next();
    }
    if (first.done) return undefined;
    const [owner, matches] = first.value;
    const [match, jobs] = matches.entries().next().value as [string, T[]];
    const item = jobs.shift() as T;
    this.count--;
    // Map order is insertion order: deleting and re-adding moves an entry to the back.
    matches.delete(match);
    if (jobs.length) matches.set(match, jobs);
    this.owners.delete(owner);
    if (matches.size) this.owners.set(owner, matches);
    return item;
  }

  /** Removes and returns everything waiting. */
  drain(): T[] {
    const all = [...this.owners.values()].flatMap((m) => [...m.values()].flat());
    this.owners.clear();
    this.count = 0;
    return all;
  }
}

const SHARED_LANE: BotLane = { owner: '', match: '' };

/**
 * Bot searches on worker threads, so a long search never blocks the server's event loop. Each
 * worker runs one decision at a time; waiting decisions queue here, fairly across the owners and
 * matches they belong to (see FairQueue). A worker that dies fails its decision and is replaced.
 */
export class BotPool implements BotDecider {
  /** Workers start on the first request (a server without bot seats never starts one). */
  private readonly slots: (Slot | null)[];
  private readonly waiting = new FairQueue<Job>();
  private nextId = 1;
  private closing = false;

  constructor(readonly size: number) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => null);
  }

  /** Decisions waiting for a free worker. */
  get queued(): number {
    return this.waiting.size;
  }

  /** The pool as one match's bots see it: their decisions queue in that match's lane. */
  lane(lane: BotLane): BotDecider {
    return { decide: (request) => this.enqueue(lane, request) };
  }

  decide(request: BotRequest): Promise<number> {
    return this.enqueue(SHARED_LANE, request);
  }

  private enqueue(lane: BotLane, request: BotRequest): Promise<number> {
    if (this.closing) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise<number>((resolve, reject) => {
      this.waiting.push(lane, { request, resolve, reject });
      this.dispatch();
    });
  }

  /** Hands waiting jobs to idle workers. */
  private dispatch(): void {
    for (let i = 0; i < this.slots.length && this.waiting.size > 0; i++) {
      const slot = (this.slots[i] ??= this.spawn());
      if (slot.running) continue;
      const job = this.waiting.shift() as Job;
      const id = this.nextId++;
      slot.running = { id, job };
      slot.worker.ref();
      slot.worker.postMessage({ id, ...job.request });
    }
  }

  private finish(slot: Slot): Job | null {
    const job = slot.running?.job ?? null;
    slot.running = null;
    slot.worker.unref();
    return job;
  }

  private spawn(): Slot {
    // From the sources, a plain .mjs bootstrap registers tsx inside the worker, then loads the
    // TypeScript worker; compiled (scripts/build-node.mjs), the worker is JavaScript beside this bundle.
    const worker = new Worker(new URL(import.meta.url.endsWith('.ts') ? './bot-worker.mjs' : './bot-worker.js', import.meta.url));
    worker.unref();
    const slot: Slot = { worker, running: null };
    worker.on('message', (reply: Reply) => {
      if (slot.running?.id !== reply.id) return;
      const job = this.finish(slot)!;
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.index);
      this.dispatch();
    });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      this.finish(slot)?.reject(error);
      // Replaced on the next dispatch, so a worker that cannot start does not spin.
      const at = this.slots.indexOf(slot);
      if (at >= 0) this.slots[at] = null;
      if (!this.closing) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`bot worker exited (code ${code})`)));
    return slot;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const job of this.waiting.drain()) job.reject(new Error('the bot pool is closed'));
    await Promise.all(this.slots.map((s) => s?.worker.terminate()));
  }
}
