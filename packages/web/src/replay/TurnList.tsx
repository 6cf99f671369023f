import { useEffect, useRef } from 'react';
import type { Turn } from './timeline';

/**
 * Every turn of the game with its steps in words; pressing one shows the game just after it. The
 * list scrolls itself (never the page) to keep the current step in sight: it is the offset parent
 * of its items (position: relative in the styles).
 */
export function TurnList({ turns, position, onPick }: { turns: readonly Turn[]; position: number; onPick(position: number): void }) {
  const box = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    const list = box.current;
    const current = list?.querySelector<HTMLElement>('.is-current');
    if (!list || !current) return;
    // Centred, so the steps just before and after it show too.
    list.scrollTop = Math.max(0, current.offsetTop - (list.clientHeight - current.offsetHeight) / 2);
  }, [position]);
  return (
    <section className="turn-list" aria-label="Turns">
      <h2>Turns</h2>
      <ol ref={box}>
        {turns.map((t, i) => (
          <li key={t.start}>
            <button type="button" className="link turn-title" onClick={() => onPick(t.end)}>
              {t.title}
            </button>
            <ol aria-label={`Steps of turn ${i + 1}`}>
              {t.steps.map((s) => (
                <li key={s.position}>
                  <button type="button" className={`link${s.position === position ? ' is-current' : ''}`} aria-current={s.position === position ? 'step' : undefined} onClick={() => onPick(s.position)}>
                    {s.text}
                  </button>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}
