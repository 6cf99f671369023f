import { createBot } from '@decktet/ai';
import { GAMES } from '@decktet/catalog';
import type { BotRequest } from './bots';
import type { AnalysisJob, AnalysisReply } from './analyst';
import { makeDecider } from './decide';
import { teacherAnswers } from './teacher';

/** A job the AI's thread is given: a seat's choice (a bot's move), or the teacher's hint or review. */
export type AiJob = { id: number; request: BotRequest } | AnalysisJob;

/**
 * What the AI's thread answers to each job: a bot's choice, or the teacher's hint or review (whose
 * progress goes out through `post` as it is made).
 */
export function aiAnswers(post: (reply: AnalysisReply) => void): (job: AiJob) => unknown {
  const decide = makeDecider(GAMES, createBot);
  const teacher = teacherAnswers(GAMES);
  return (job) => {
    if (!('kind' in job)) return { id: job.id, index: decide(job.request) };
    if (job.kind === 'hint') return { id: job.id, hint: teacher.hint(job.request) } satisfies AnalysisReply;
    const progress = (done: number, total: number) => post({ id: job.id, progress: { done, total } });
    // A review is stopped by ending this worker, so it never asks to stop on its own.
    return { id: job.id, review: teacher.review(job.request, progress, () => false)! } satisfies AnalysisReply;
  };
}
