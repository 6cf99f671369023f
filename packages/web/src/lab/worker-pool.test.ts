import { describe, expect, it } from 'vitest';
import type { DuelJob, PlayedDuel } from './runner';
import { type PoolWorker, workerPool } from './worker-pool';

/** A stand-in for a Web Worker: answers each game at once, or stops (as a crashed worker does) when told to. */
class FakeWorker implements PoolWorker {
  onmessage: PoolWorker['onmessage'] = null;
  onerror: PoolWorker['onerror'] = null;
  terminated = false;
  constructor(private readonly behave: (job: DuelJob) => 'answer' | 'crash') {}
  postMessage(message: { id: number; job: DuelJob }): void {
    if (this.terminated) throw new Error('a terminated worker was sent a game');
    queueMicrotask(() => {
      if (this.behave(message.job) === 'crash') this.onerror?.({ message: 'out of memory' } as ErrorEvent);
      else this.onmessage?.({ data: { id: message.id, duel: { index: message.job.index }, play: {}, ms: 1 } } as unknown as MessageEvent);
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

const job = (index: number) => ({ study: {}, run: 'edited', chunk: 0, index }) as unknown as DuelJob;
const indexOf = (p: PlayedDuel) => (p.duel as unknown as { index: number }).index;

describe("the Workbench's pool of workers", () => {
  it('a worker that stops fails the game it was playing, and a fresh worker plays the games after it', async () => {
    const made: FakeWorker[] = [];
    const pool = workerPool(2, () => {
      const w = new FakeWorker((j) => (j.index === 1 && made.length <= 2 ? 'crash' : 'answer'));
      made.push(w);
      return w;
    });
    const games = [0, 1, 2, 3, 4].map((i) => pool.play(job(i)).then(indexOf, (e: Error) => e.message));
    expect(await Promise.all(games)).toEqual([0, 'out of memory', 2, 3, 4]);
    expect(made).toHaveLength(3);
    expect(made.filter((w) => w.terminated)).toHaveLength(1);
    pool.dispose();
    expect(made.every((w) => w.terminated)).toBe(true);
  });

  it('workers that never finish a game are not started for ever: the games waiting are failed with why, and Run tries afresh', async () => {
    let made = 0;
    let broken = true;
    const pool = workerPool(2, () => {
      made++;
      return new FakeWorker(() => (broken ? 'crash' : 'answer'));
    });
    const games = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => pool.play(job(i)).then(indexOf, (e: Error) => e.message));
    const results = await Promise.all(games);
    expect(results.every((r) => typeof r === 'string')).toBe(true);
    expect(results).toContain("the Workbench's players could not start (out of memory)");
    // The first two, and one in place of each of the first 2 × 2 that stopped.
    expect(made).toBe(2 + 2 * 2);
    // The designer runs again once whatever stopped them is gone.
    broken = false;
    expect(indexOf(await pool.play(job(8)))).toBe(8);
    expect(made).toBe(6 + 2);
    pool.dispose();
    await expect(pool.play(job(9))).rejects.toThrow('the Workbench stopped');
  });
});
