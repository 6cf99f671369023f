// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Match, goofspiel, unwrap } from '@decktet/engine';
import { type AnalysisJob, type AnalysisReply, AnalysisCancelled, createWorkerAnalyst } from './analyst';
import { teacherAnswers } from './teacher';
import { HintButton } from '../play/HintButton';

const teacher = teacherAnswers([goofspiel]);

/**
 * A Web Worker that answers the teacher's jobs as ai.worker.ts does, a tick later, and can be
 * made to fail; `terminated` tells whether the page ended it.
 */
class FakeWorker {
  static made: FakeWorker[] = [];
  static failNext = false;
  onmessage: ((e: MessageEvent<AnalysisReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(job: AnalysisJob) {
    setTimeout(() => {
      if (this.terminated) return;
      if (FakeWorker.failNext) {
        FakeWorker.failNext = false;
        this.onerror?.({ message: 'out of memory' } as ErrorEvent);
        return;
      }
      const send = (reply: AnalysisReply) => !this.terminated && this.onmessage?.({ data: reply } as MessageEvent<AnalysisReply>);
      if (job.kind === 'hint') send({ id: job.id, hint: teacher.hint(job.request) });
      else send({ id: job.id, review: teacher.review(job.request, (done, total) => send({ id: job.id, progress: { done, total } }), () => false)! });
    });
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  cleanup();
  FakeWorker.made = [];
  vi.unstubAllGlobals();
});

function position() {
  return unwrap(Match.create(goofspiel, { handSize: 2 }, 'analyst', { layout: { hands: [['ace-of-moons', 'huntress'], ['author', 'desert']], prizes: ['bard', 'ace-of-suns'] } }));
}

describe('the teacher in its own Web Worker', () => {
  it('answers a hint through the worker\'s messages', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const m = position();
    const hint = await createWorkerAnalyst().hint({ game: 'goofspiel', seat: 0, view: m.view(0), legal: m.legal(0) });
    expect(m.legal(0)[hint.best.index]).toEqual({ type: 'bid', card: 'huntress' });
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('reports a review\'s progress, then its result', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const m = unwrap(Match.create(goofspiel, { handSize: 2 }, 'analyst-review', { names: ['Ada', 'Bo'] }));
    while (m.outcome() === null) for (const seat of m.pending()) m.act(seat, m.legal(seat)[0]!);
    const progress: number[][] = [];
    const review = await createWorkerAnalyst().review({ game: 'goofspiel', record: m.toRecord() }, (done, total) => progress.push([done, total]));
    expect(progress).toEqual([[0, 4], [1, 4], [2, 4], [3, 4], [4, 4]]);
    expect(review.decisions).toHaveLength(4);
  });

  it('cancels by ending the worker, and starts a fresh one for the next job', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const m = position();
    const analyst = createWorkerAnalyst();
    const first = analyst.hint({ game: 'goofspiel', seat: 0, view: m.view(0), legal: m.legal(0) });
    analyst.cancel();
    await expect(first).rejects.toBeInstanceOf(AnalysisCancelled);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    // A new job while one runs stops the first.
    const second = analyst.hint({ game: 'goofspiel', seat: 0, view: m.view(0), legal: m.legal(0) });
    const third = analyst.hint({ game: 'goofspiel', seat: 1, view: m.view(1), legal: m.legal(1) });
    await expect(second).rejects.toBeInstanceOf(AnalysisCancelled);
    expect((await third).best.winChance).toBeGreaterThanOrEqual(0);
    expect(FakeWorker.made).toHaveLength(3);
  });

  it('says the AI stopped when the worker fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.failNext = true;
    const m = position();
    await expect(createWorkerAnalyst().hint({ game: 'goofspiel', seat: 0, view: m.view(0), legal: m.legal(0) })).rejects.toThrow(/out of memory/);
  });
});

describe('the page\'s own analyst', () => {
  it('is one worker for the page, which a re-render does not stop', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const m = position();
    render(<HintButton request={{ game: 'goofspiel', seat: 0, view: m.view(0), legal: m.legal(0) }} describe={(a) => goofspiel.formatAction(a as never)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByText(/^Suggested: bid huntress — \d+% to win\.$/)).toBeTruthy();
    expect(FakeWorker.made.map((w) => w.terminated)).toEqual([false]);
  });
});
