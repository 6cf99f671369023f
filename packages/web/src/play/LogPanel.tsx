import { useEffect, useMemo, useRef } from 'react';
import type { VisibleEntry } from '@decktet/engine';
import { useTranslation } from '../i18n';
import { type LogWording, entryLine, opensTurn } from './log-lines';

/**
 * The turn-by-turn log the viewer may read, newest at the bottom, in the player's language: each
 * entry worded by its game (`wording`: its web entry) with the players' names. During play new
 * lines are announced politely to screen readers; a replay turns that off (it jumps back and
 * forth, and tells the current turn elsewhere).
 */
export function LogPanel({ entries, wording, names, title, live = true }: { entries: readonly VisibleEntry[]; wording: LogWording; names: readonly string[]; title?: string; live?: boolean }) {
  const { t, i18n } = useTranslation();
  const heading = title ?? t('log.title');
  const language = i18n.resolvedLanguage;
  // The language is a dependency: the game's wording reads the catalogue.
  const lines = useMemo(() => entries.map((entry) => ({ text: entryLine(wording, entry, names), turn: opensTurn(entry) })), [entries, wording, names, language]);
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
          <li key={i} className={line.turn ? 'log-turn' : undefined}>
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
