import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';

/**
 * The turn-by-turn log the viewer may read, newest at the bottom. During play new lines are
 * announced politely to screen readers; a replay turns that off (it jumps back and forth, and
 * tells the current turn elsewhere).
 */
export function LogPanel({ lines, title, live = true }: { lines: readonly string[]; title?: string; live?: boolean }) {
  const { t } = useTranslation();
  const heading = title ?? t('log.title');
  const list = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    // The list scrolls itself, never the page: on a phone the log sits below the table, and the
    // page must not jump down to it whenever a line is added.
    const ol = list.current;
    if (ol) ol.scrollTop = ol.scrollHeight;
  }, [lines.length]);
  return (
    <section className="log" aria-label={heading}>
      <h2>{heading}</h2>
      {/* Focusable: a list that scrolls must be scrollable from the keyboard too. */}
      <ol ref={list} tabIndex={0} aria-label={heading} aria-live={live ? 'polite' : 'off'} aria-relevant="additions">
        {lines.map((line, i) => (
          <li key={i} className={/^(turn|round)\b/i.test(line) ? 'log-turn' : undefined}>
            {line}
          </li>
        ))}
      </ol>
    </section>
  );
}
