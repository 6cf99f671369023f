import { type RefObject, useEffect } from 'react';

/** The part of the window a sticky header covers (the game's header and what a table sticks under it). */
function coveredTop(area: HTMLElement): number {
  const value = getComputedStyle(area).scrollMarginTop;
  const px = Number.parseFloat(value);
  return Number.isFinite(px) ? px : 0;
}

/**
 * A new decision comes to the player: unless its area is already in sight, it scrolls to the top
 * of the window (under the sticky header: give the area a `scroll-margin-top`), and its prompt
 * takes the focus, so that a screen reader reads it and the next Tab reaches its first choice.
 * On a phone a tap leaves the page where it was, and the question would otherwise sit out of
 * sight above. Focus is left alone while the player is busy outside the table (the log, a field).
 */
export function useNewPrompt(key: string | null, prompt: RefObject<HTMLElement | null>, area: RefObject<HTMLElement | null>, reducedMotion: boolean): void {
  useEffect(() => {
    const target = prompt.current;
    const box = area.current ?? target;
    if (key === null || !target || !box) return;
    const active = document.activeElement;
    const table = target.closest('.table-area');
    if (active && active !== document.body && table && !table.contains(active)) return;
    const rect = box.getBoundingClientRect();
    const top = coveredTop(box);
    const inSight = rect.top >= top - 1 && rect.top < top + (window.innerHeight - top) * 0.6;
    if (!inSight) {
      const still = reducedMotion || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      box.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
    target.focus({ preventScroll: true });
  }, [key, prompt, area, reducedMotion]);
}

/**
 * Keeps `--game-head-h` on `root` at the height of the game's header, so that what a table keeps
 * in sight sits right under the sticky header (which wraps to two lines on narrow phones).
 */
export function useHeaderHeight(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    const head = el?.closest('.game-screen')?.querySelector<HTMLElement>('.game-head');
    if (!el || !head) return;
    const update = () => el.style.setProperty('--game-head-h', `${head.offsetHeight}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(head);
    return () => observer.disconnect();
  }, [root]);
}
