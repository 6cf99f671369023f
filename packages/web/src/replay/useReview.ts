import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameRecord, GameReview, ReviewMark } from '@decktet/engine';
import { AnalysisCancelled, useAnalyst } from '../local/analyst';

export type ReviewState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; review: GameReview; record: GameRecord }
  | { kind: 'failed'; message: string };

const initial = (record: GameRecord | null): ReviewState => (record?.review ? { kind: 'done', review: record.review, record } : { kind: 'idle' });

/**
 * A record's post-game review: the one saved with it, or one computed on request away from the
 * page (with its progress; cancelling stops it at once). `record` of a done review is the record
 * with the review in it, ready to save; `marks` tells each judged step's mark by the position it
 * leads to (the turn list's positions).
 */
export function useReview(record: GameRecord | null) {
  const analyst = useAnalyst();
  const [state, setState] = useState<ReviewState>(() => initial(record));
  const running = useRef(false);
  // Another record (or leaving the page) stops a review in hand; its late answer is dropped.
  const current = useRef(record);
  useEffect(() => {
    current.current = record;
    setState(initial(record));
    return () => {
      if (running.current) analyst().cancel();
    };
  }, [record, analyst]);

  const marks = useMemo(() => new Map<number, ReviewMark>(state.kind === 'done' ? state.review.decisions.map((d) => [d.step + 1, d.mark]) : []), [state]);

  return {
    state,
    marks,
    start() {
      if (!record || running.current) return;
      running.current = true;
      const mine = (next: ReviewState) => current.current === record && setState(next);
      mine({ kind: 'running', done: 0, total: 0 });
      analyst()
        .review({ game: record.game, record }, (done, total) => mine({ kind: 'running', done, total }))
        .then(
          (review) => mine({ kind: 'done', review, record: { ...record, review } }),
          (error: unknown) => mine(error instanceof AnalysisCancelled ? { kind: 'idle' } : { kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => (running.current = false));
    },
    cancel() {
      analyst().cancel();
    },
  };
}

export type Review = ReturnType<typeof useReview>;
