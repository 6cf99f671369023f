import { createContext, useContext } from 'react';
import type { GameRecord, GameReview, Seat } from '@decktet/engine';
import { i18n } from '../i18n';

/**
 * A hint asked for one seat: it sees only that seat's view and legal actions, like a bot. The
 * teacher's search is seeded by the view, so the same view always gets the same hint.
 */
export interface HintRequest {
  game: string;
  seat: Seat;
  view: unknown;
  legal: readonly unknown[];
}

/** One legal action the teacher suggests: its index in the request's `legal`, and its win chance (0–1). */
export interface SuggestedAction {
  index: number;
  winChance: number;
}

/** The teacher's choice for the seat to move, and the next best (null when only one action is legal). */
export interface Hint {
  best: SuggestedAction;
  runnerUp: SuggestedAction | null;
}

/** A finished game to review: every decision is judged from its own seat's view. */
export interface ReviewRequest {
  game: string;
  record: GameRecord;
}

export type ReviewProgress = (done: number, total: number) => void;

/** The teacher's jobs, done away from the page (a Web Worker in the browser). */
export interface Analyst {
  hint(request: HintRequest): Promise<Hint>;
  review(request: ReviewRequest, onProgress?: ReviewProgress): Promise<GameReview>;
  /** Stops the job in hand; its promise rejects with an `AnalysisCancelled`. */
  cancel(): void;
}

/** What a job that was stopped (by `cancel` or by a newer job) rejects with. */
export class AnalysisCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'AnalysisCancelled';
  }
}

/** The messages the AI worker takes for the teacher's jobs (a bot's decision has no `kind`). */
export type AnalysisJob = { id: number; kind: 'hint'; request: HintRequest } | { id: number; kind: 'review'; request: ReviewRequest };

/** What the worker answers a teacher's job with: progress (a review), then the result or an error. */
export type AnalysisReply = { id: number; hint: Hint } | { id: number; review: GameReview } | { id: number; progress: { done: number; total: number } } | { id: number; error: string };

/** Answers a job's messages as they come (the worker's, or the same answers given in this thread). */
type Waiting = { id: number; resolve(value: Hint | GameReview): void; reject(error: Error): void; onProgress?: ReviewProgress };

function settle(waiting: Waiting, reply: AnalysisReply): boolean {
  if ('progress' in reply) {
    waiting.onProgress?.(reply.progress.done, reply.progress.total);
    return false;
  }
  if ('error' in reply) waiting.reject(new Error(reply.error));
  else waiting.resolve('hint' in reply ? reply.hint : reply.review);
  return true;
}

/**
 * The teacher in a Web Worker of its own (the AI's worker script, apart from the one bots play
 * in), so a long search never freezes the page and a job can be stopped at once: cancelling ends
 * the worker, and the next job starts a fresh one. One job at a time; a new job stops the last.
 */
export function createWorkerAnalyst(): Analyst {
  let worker: Worker | null = null;
  let current: Waiting | null = null;
  let nextId = 1;

  function stop(error: Error) {
    worker?.terminate();
    worker = null;
    const job = current;
    current = null;
    job?.reject(error);
  }

  function ensure(): Worker {
    if (worker) return worker;
    worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module', name: 'decktet-teacher' });
    worker.onmessage = (e: MessageEvent<AnalysisReply>) => {
      if (!current || current.id !== e.data.id) return;
      const job = current;
      if (settle(job, e.data)) current = null;
    };
    worker.onerror = (e) => stop(new Error(i18n.t('local.aiStopped', { reason: e.message || i18n.t('local.aiWorkerError') })));
    return worker;
  }

  function run<T extends Hint | GameReview>(job: Omit<AnalysisJob, 'id'>, onProgress?: ReviewProgress): Promise<T> {
    if (current) stop(new AnalysisCancelled());
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      current = { id, resolve: resolve as Waiting['resolve'], reject, onProgress };
      ensure().postMessage({ id, ...job });
    });
  }

  return {
    hint: (request) => run<Hint>({ kind: 'hint', request }),
    review: (request, onProgress) => run<GameReview>({ kind: 'review', request }, onProgress),
    cancel: () => stop(new AnalysisCancelled()),
  };
}

/** The teacher's answers as plain functions (what the worker runs), for an analyst in this thread. */
export interface AnalysisAnswers {
  hint(request: HintRequest): Hint;
  review(request: ReviewRequest, onProgress: ReviewProgress, shouldStop: () => boolean): GameReview | null;
}

/**
 * An analyst that answers in this thread, a tick later (tests, and tools without workers). A
 * cancelled review stops at its next decision.
 */
export function createInThreadAnalyst(answers: AnalysisAnswers): Analyst {
  let generation = 0;
  const later = <T>(work: (mine: number) => T): Promise<T> => {
    const mine = ++generation;
    return Promise.resolve().then(() => {
      if (mine !== generation) throw new AnalysisCancelled();
      const value = work(mine);
      if (mine !== generation) throw new AnalysisCancelled();
      return value;
    });
  };
  return {
    hint: (request) => later(() => answers.hint(request)),
    review: (request, onProgress) =>
      later((mine) => {
        const review = answers.review(request, onProgress ?? (() => {}), () => mine !== generation);
        if (!review) throw new AnalysisCancelled();
        return review;
      }),
    cancel: () => void generation++,
  };
}

let shared: Analyst | null = null;
const sharedAnalyst = (): Analyst => (shared ??= createWorkerAnalyst());

/** Where the teacher's jobs run; tests give one that answers in their own thread. */
export const AnalystContext = createContext<(() => Analyst) | null>(null);

/** The page's analyst, made on first use (the worker, with the AI's code, is only fetched then). */
export function useAnalyst(): () => Analyst {
  return useContext(AnalystContext) ?? sharedAnalyst;
}
