import { useEffect, useRef } from 'react';

/** The turn-by-turn log the viewer may read, newest at the bottom, announced politely to screen readers. */
export function LogPanel({ lines, title = 'Log' }: { lines: readonly string[]; title?: string }) {
  const end = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length]);
  return (
    <section className="log" aria-label={title}>
      <h2>{title}</h2>
      <ol aria-live="polite" aria-relevant="additions">
        {lines.map((line, i) => (
          <li key={i} ref={i === lines.length - 1 ? end : undefined} className={/^(turn|round)\b/i.test(line) ? 'log-turn' : undefined}>
            {line}
          </li>
        ))}
      </ol>
    </section>
  );
}
