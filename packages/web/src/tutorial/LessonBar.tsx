import { type RefObject, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n';
import type { LessonText } from './lesson';

export interface LessonBarProps {
  /** The move asked for now; null once the lesson is done (or cannot go on). */
  ask: LessonText | null;
  finished: boolean;
  /** The way on to the next lesson; null on the last one. */
  next: (() => void) | null;
  /** The game's header (useGameHead), where the bar goes. */
  head: HTMLElement;
  /** The lesson's panel, which "Whole lesson" brings back into view. */
  panel: RefObject<HTMLElement | null>;
  /** The panel's text that is new (what happened), which takes the focus when the learner asks for it. */
  now: RefObject<HTMLElement | null>;
  reducedMotion: boolean;
}

/**
 * The header of the game screen that holds the panel, once the panel is in the page (null on the
 * first render). What measures the header waits for it, so that it measures the bar too.
 */
export function useGameHead(panel: RefObject<HTMLElement | null>): HTMLElement | null {
  const [head, setHead] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setHead(panel.current?.closest('.game-screen')?.querySelector<HTMLElement>('.game-head') ?? null);
  }, [panel]);
  return head;
}

/**
 * On a phone, where the lesson sits above the table and the table scrolls it away, the move asked
 * for stays in sight in a bar inside the game's sticky header: the tables measure that header to
 * keep their own controls clear of it, so nothing the instruction names ends up under it. The
 * bar is a polite live region, so a screen reader hears each new instruction; once the lesson is
 * done it offers the next one. "Whole lesson" brings back the panel above the table (the
 * introduction, what happened, the answer to a wrong move).
 */
export function LessonBar({ ask, finished, next, head, panel, now, reducedMotion }: LessonBarProps) {
  const { t } = useTranslation();

  const readLesson = () => {
    const still = reducedMotion || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    now.current?.focus({ preventScroll: true });
  };

  return createPortal(
    <section className="lesson-bar" aria-label={t('tutorial.bar.label')}>
      <p className="lesson-bar-text" aria-live="polite" aria-atomic="true">
        {ask ? (
          <>
            <b>{t('tutorial.yourMove')}:</b> {ask()}
          </>
        ) : finished ? (
          t('tutorial.bar.done')
        ) : null}
      </p>
      <div className="lesson-bar-actions">
        {finished && next && (
          <button type="button" className="primary" onClick={next}>
            {t('tutorial.next')}
          </button>
        )}
        <button type="button" onClick={readLesson}>
          {t('tutorial.bar.read')}
        </button>
      </div>
    </section>,
    head,
  );
}
