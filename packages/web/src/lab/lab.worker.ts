import '../no-eval';
import type { DuelJob } from './runner';

// A Workbench player: plays the study games it is sent, one at a time, with the very code of
// `decktet study run` (@decktet/ai/study/pure). The AI finds its games' entries by their folders
// (a top-level await), so the handler waits for it; jobs are answered in the order they came.
const study = import('@decktet/ai/study/pure');
const plans = new Map<string, ReturnType<Awaited<typeof study>['planChunk']>>();

self.onmessage = (e: MessageEvent<{ id: number; job: DuelJob }>) => {
  const { id, job } = e.data;
  void study
    .then(({ planChunk, playDuel }) => {
      const key = `${job.study.study}/${job.run}/${job.chunk}`;
      let plan = plans.get(key);
      if (!plan) {
        plans.clear();
        plan = planChunk(job.study, job.study.runs.find((r) => r.run === job.run)!, job.chunk);
        plans.set(key, plan);
      }
      const started = performance.now();
      const duel = playDuel(plan, job.index);
      self.postMessage({ id, duel, play: plan.play, ms: performance.now() - started });
    })
    .catch((error: unknown) => self.postMessage({ id, error: error instanceof Error ? error.message : String(error) }));
};
