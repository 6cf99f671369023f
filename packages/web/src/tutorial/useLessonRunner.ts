import { useCallback, useMemo, useState } from 'react';
import type { AnyGame, BaseState } from '@decktet/engine';
import type { AnyTutorial, LessonText } from './lesson';
import { loadProgress, saveProgress } from './progress';
import { attempt, openLesson } from './script';

/** Where the learner is: which lesson, which of its steps, and the position on the table. */
export interface LessonRun {
  lesson: number;
  /** The step being asked; equal to the number of steps once the lesson is done. */
  step: number;
  /** The position; null when the lesson cannot be set up (`problem` says why). */
  state: BaseState | null;
  problem: string | null;
  /** The answer to the last move that was not the one asked for: the lesson's words, or the rules' reason for refusing it. */
  feedback: { text: LessonText; refused: boolean } | null;
  /** Counts moves made and restarts, so that a repeated answer still comes to the learner. */
  moves: number;
  /** Counts openings of this lesson (a restart opens it again, with fresh table controls). */
  opened: number;
  /** Lessons finished at least once (ids). */
  done: readonly string[];
}

function open(game: AnyGame, tutorial: AnyTutorial, index: number, done: readonly string[], opened: number): LessonRun {
  const lesson = tutorial.lessons[index]!;
  const state = openLesson(game, tutorial, lesson);
  saveProgress(tutorial.gameId, { current: lesson.id, done: [...done] });
  return {
    lesson: index,
    step: 0,
    state: state.ok ? state.value : null,
    problem: state.ok ? null : state.error.message,
    feedback: null,
    moves: 0,
    opened,
    done,
  };
}

/** The lesson runner's state and what the learner can do with it; progress is kept in the browser. */
export function useLessonRunner(game: AnyGame, tutorial: AnyTutorial) {
  const [run, setRun] = useState<LessonRun>(() => {
    const saved = loadProgress(tutorial.gameId);
    const at = tutorial.lessons.findIndex((l) => l.id === saved.current);
    return open(game, tutorial, Math.max(0, at), saved.done, 0);
  });

  const goTo = useCallback(
    (index: number) => {
      if (index < 0 || index >= tutorial.lessons.length) return;
      setRun((r) => open(game, tutorial, index, r.done, r.opened + 1));
    },
    [game, tutorial],
  );

  const restart = useCallback(() => setRun((r) => open(game, tutorial, r.lesson, r.done, r.opened + 1)), [game, tutorial]);

  const act = useCallback(
    (action: unknown) => {
      setRun((r) => {
        const lesson = tutorial.lessons[r.lesson]!;
        const step = lesson.steps[r.step];
        if (!r.state || !step) return r;
        const result = attempt(game, r.state, step, action);
        if (result.kind === 'wrong') return { ...r, feedback: { text: result.message, refused: false }, moves: r.moves + 1 };
        if (result.kind === 'refused') return { ...r, feedback: { text: () => result.message, refused: true }, moves: r.moves + 1 };
        const next = r.step + 1;
        const finished = next === lesson.steps.length;
        const done = finished && !r.done.includes(lesson.id) ? [...r.done, lesson.id] : r.done;
        if (done !== r.done) saveProgress(tutorial.gameId, { current: lesson.id, done: [...done] });
        return { ...r, step: next, state: result.state, feedback: null, moves: r.moves + 1, done };
      });
    },
    [game, tutorial],
  );

  const lesson = tutorial.lessons[run.lesson]!;
  const finished = run.step >= lesson.steps.length;
  return useMemo(() => ({ run, lesson, finished, goTo, restart, act }), [run, lesson, finished, goTo, restart, act]);
}
