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
 * An area in sight whose end is not (a long spell panel) moves up as far as its top allows.
 * `until`: what must be in sight too when the area already is (the hand under a phone's tombs).
 */
export function useNewPrompt(key: string | null, prompt: RefObject<HTMLElement | null>, area: RefObject<HTMLElement | null>, reducedMotion: boolean, until?: RefObject<HTMLElement | null>): void {
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
    const behavior = reducedMotion || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    if (!inSight) box.scrollIntoView?.({ block: 'start', behavior });
    else {
      // In sight, but the area's end (or what the player must reach below it) is not: the page moves up just enough, never past the area's top.
      const below = (until?.current ?? box).getBoundingClientRect().bottom;
      const short = Math.min(below - window.innerHeight + 8, rect.top - top);
      if (short > 0) window.scrollBy?.({ top: short, behavior });
    }
    target.focus({ preventScroll: true });
  }, [key, prompt, area, reducedMotion, until]);
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

/**
 * Brings a control the player needs next fully into sight when `key` changes (not null), moving
 * the page as little as it can: on a phone, the button that completes a choice (Place, Decipher)
 * may sit below the bottom of the window after a tap on a card. The control's `scroll-margin-top`
 * keeps it clear of the sticky bars; a control already in sight leaves the page where it is.
 */
export function useKeptInView(key: string | null, control: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = control.current;
    if (key === null || !el) return;
    const rect = el.getBoundingClientRect();
    if (rect.top >= coveredTop(el) - 1 && rect.bottom <= window.innerHeight + 1) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [key, control]);
}
