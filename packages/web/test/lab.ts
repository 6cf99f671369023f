/** The Workbench's games played on the test's own thread, with the very code its Web Workers run (lab/lab.worker.ts). */
import { planChunk, playDuel } from '@decktet/ai/study/pure';
import type { DuelPool } from '../src/lab/runner';

export function inThreadPool(): DuelPool {
  return {
    size: 1,
    play: (job) =>
      Promise.resolve().then(() => {
        const started = performance.now();
        const plan = planChunk(job.study, job.study.runs.find((r) => r.run === job.run)!, job.chunk);
        return { duel: playDuel(plan, job.index), play: plan.play, ms: performance.now() - started };
      }),
    dispose() {},
  };
}
