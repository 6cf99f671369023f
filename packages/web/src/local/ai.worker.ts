import '../no-eval';
import { createBot } from '@decktet/ai';
import { GAMES } from '@decktet/catalog';
import type { BotRequest } from './bots';
import type { AnalysisJob, AnalysisReply } from './analyst';
import { makeDecider } from './decide';
import { teacherAnswers } from './teacher';

// The AI's own thread: receives a seat's view and legal actions, answers with a choice. The
// teacher's jobs (a hint, a review) come with a `kind` and are answered here too.
const decide = makeDecider(GAMES, createBot);
const teacher = teacherAnswers(GAMES);

function answer(job: AnalysisJob): AnalysisReply {
  if (job.kind === 'hint') return { id: job.id, hint: teacher.hint(job.request) };
  const progress = (done: number, total: number) => self.postMessage({ id: job.id, progress: { done, total } } satisfies AnalysisReply);
  // A review is stopped by ending this worker, so it never asks to stop on its own.
  return { id: job.id, review: teacher.review(job.request, progress, () => false)! };
}

self.onmessage = (e: MessageEvent<{ id: number; request: BotRequest } | AnalysisJob>) => {
  const { id } = e.data;
  try {
    self.postMessage('kind' in e.data ? answer(e.data) : { id, index: decide(e.data.request) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
