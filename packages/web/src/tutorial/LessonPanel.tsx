import type { RefObject } from 'react';
import { onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { useHeaderHeight, useNewPrompt } from '../play/prompt';
import type { AnyLesson, AnyTutorial } from './lesson';
import type { LessonRun } from './useLessonRunner';

/** Text with blank lines between its paragraphs. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

export interface LessonPanelProps {
  tutorial: AnyTutorial;
  /** The game's name in the learner's language. */
  gameName: string;
  run: LessonRun;
  lesson: AnyLesson;
  finished: boolean;
  goTo(index: number): void;
  restart(): void;
  playAi(): void;
  /** Why the game against the AI could not start, if it could not. */
  playError: string | null;
  refs: LessonRefs;
  /** The move asked for is shown in the header's bar (on a phone), not here. */
  askInBar: boolean;
}

/** The panel, the text that is new, the answer to a wrong move: what LessonFocus brings to the learner. */
export interface LessonRefs {
  panel: RefObject<HTMLElement | null>;
  now: RefObject<HTMLDivElement | null>;
  answer: RefObject<HTMLParagraphElement | null>;
}

/**
 * Whatever is new in the lesson takes the focus and comes into view, so a screen reader reads it
 * and a phone player sees it. Rendered after the table, so that its effect runs after the table's
 * own (which brings the table's prompt forward) and the lesson has the last word.
 */
export function LessonFocus({ run, refs, reducedMotion }: { run: LessonRun; refs: LessonRefs; reducedMotion: boolean }) {
  useHeaderHeight(refs.panel);
  useNewPrompt(`${run.opened}-${run.lesson}-${run.step}`, refs.now, refs.panel, reducedMotion);
  useNewPrompt(run.feedback ? `${run.opened}-${run.moves}` : null, refs.answer, refs.answer, reducedMotion);
  return null;
}

/**
 * The lesson beside (or, on a phone, above) the table: the situation, the move asked for (on a
 * phone, in the header's bar instead), the answer to a wrong move, what happened, and the way
 * through the lessons. The move asked for is a polite live region, so a screen reader hears each
 * new one after the text that took the focus.
 */
export function LessonPanel({ tutorial, gameName, run, lesson, finished, goTo, restart, playAi, playError, refs, askInBar }: LessonPanelProps) {
  const { t } = useTranslation();
  const total = tutorial.lessons.length;
  const last = run.lesson === total - 1;
  const step = lesson.steps[run.step];
  const told = run.step === 0 ? null : lesson.steps[run.step - 1]!.after;

  return (
    <section className="lesson-panel" aria-labelledby="lesson-title" ref={refs.panel}>
      <progress className="lesson-progress" value={run.done.length} max={total} aria-label={t('tutorial.progressBar')} />
      <h2 id="lesson-title">{lesson.title()}</h2>
      <div className="lesson-now" tabIndex={-1} ref={refs.now}>
        {told === null ? (
          <Paragraphs text={lesson.intro()} />
        ) : (
          <>
            <h3>{t('tutorial.whatHappened')}</h3>
            <Paragraphs text={told()} />
          </>
        )}
      </div>
      {!askInBar && (
        <div className="lesson-ask" aria-live="polite">
          {step && run.state && (
            <>
              <h3>{t('tutorial.yourMove')}</h3>
              <p>{step.ask()}</p>
            </>
          )}
        </div>
      )}
      {run.problem && (
        <p className="error" role="alert">
          {t('tutorial.broken', { reason: run.problem })}
        </p>
      )}
      {run.feedback && (
        <p className={run.feedback.refused ? 'error' : 'lesson-feedback'} role="alert" tabIndex={-1} ref={refs.answer}>
          {run.feedback.text()}
        </p>
      )}
      {finished && last && (
        <div className="lesson-end">
          <h3>{t('tutorial.finishedTitle', { game: gameName })}</h3>
          <Paragraphs text={tutorial.outro()} />
          {playError && (
            <p className="error" role="alert">
              {t('tutorial.cannotStart', { reason: playError })}
            </p>
          )}
          <div className="button-row">
            <button type="button" className="primary" onClick={playAi}>
              {t('tutorial.playAi')}
            </button>
            <a className="button" href={`/rules/${tutorial.gameId}`} onClick={onLinkClick(`/rules/${tutorial.gameId}`)}>
              {t('tutorial.rules')}
            </a>
          </div>
        </div>
      )}
      <nav className="button-row lesson-nav" aria-label={t('tutorial.lessonNav')}>
        <button type="button" disabled={run.lesson === 0} onClick={() => goTo(run.lesson - 1)}>
          {t('tutorial.back')}
        </button>
        <button type="button" onClick={restart}>
          {t('tutorial.restart')}
        </button>
        {!last && (
          <button type="button" className={finished ? 'primary' : undefined} disabled={!finished && !run.done.includes(lesson.id)} onClick={() => goTo(run.lesson + 1)}>
            {t('tutorial.next')}
          </button>
        )}
      </nav>
      <details className="lesson-list">
        <summary>{t('tutorial.allLessons')}</summary>
        <ol>
          {tutorial.lessons.map((l, i) => (
            <li key={l.id}>
              <button type="button" className="link" aria-current={i === run.lesson ? 'step' : undefined} onClick={() => goTo(i)}>
                {l.title()}
              </button>
              {run.done.includes(l.id) && <span className="muted small"> · {t('tutorial.done')}</span>}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
