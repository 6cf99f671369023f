import { useEffect, useRef } from 'react';
import type { ReviewMark } from '@decktet/engine';
import type { Turn } from './timeline';
import { MarkText } from './marks';
import { useTranslation } from '../i18n';

/**
 * Every turn of the game with its steps in words; pressing one shows the game just after it. The
 * list scrolls itself (never the page) to keep the current step in sight: it is the offset parent
 * of its items (position: relative in the styles). `marks`: a review's marks by the position a
 * step leads to (a flagged step shows its sign).
 */
export function TurnList({ turns, position, onPick, marks }: { turns: readonly Turn[]; position: number; onPick(position: number): void; marks?: ReadonlyMap<number, ReviewMark> }) {
  const { t } = useTranslation();
  const box = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    const list = box.current;
    const current = list?.querySelector<HTMLElement>('.is-current');
    if (!list || !current) return;
    // Centred, so the steps just before and after it show too.
    list.scrollTop = Math.max(0, current.offsetTop - (list.clientHeight - current.offsetHeight) / 2);
  }, [position]);
  return (
    <section className="turn-list" aria-label={t('replay.turns')}>
      <h2>{t('replay.turns')}</h2>
      <ol ref={box}>
        {turns.map((turn, i) => (
          <li key={turn.start}>
            <button type="button" className="link turn-title" onClick={() => onPick(turn.end)}>
              {turn.title}
            </button>
            <ol aria-label={t('replay.stepsOfTurn', { number: i + 1 })}>
              {turn.steps.map((s) => (
                <li key={s.position}>
                  <button type="button" className={`link${s.position === position ? ' is-current' : ''}`} aria-current={s.position === position ? 'step' : undefined} onClick={() => onPick(s.position)}>
                    {s.text}
                    {marks?.has(s.position) && (
                      <>
                        {' '}
                        <MarkText mark={marks.get(s.position)!} />
                      </>
                    )}
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
