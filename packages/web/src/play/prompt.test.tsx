// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { useNewPrompt } from './prompt';

/** A table with one decision area; `key` is the decision now owed. */
function Table({ decision }: { decision: string | null }) {
  const area = useRef<HTMLDivElement | null>(null);
  const prompt = useRef<HTMLElement | null>(null);
  useNewPrompt(decision, prompt, area, false);
  return (
    <div className="table-area">
      <div className="area" ref={area}>
        <section tabIndex={-1} ref={prompt} aria-label="Decision">
          <button type="button">Pass</button>
        </section>
      </div>
    </div>
  );
}

const WINDOW_HEIGHT = 800;
/** Where the area sits in the window, in pixels from its top; the sticky bars cover 200. */
let area = { top: 0, bottom: 0 };
const intoView = vi.fn();
const scrollBy = vi.fn();

beforeEach(() => {
  intoView.mockReset();
  scrollBy.mockReset();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: WINDOW_HEIGHT });
  Element.prototype.scrollIntoView = intoView;
  window.scrollBy = scrollBy as typeof window.scrollBy;
  vi.spyOn(window, 'getComputedStyle').mockImplementation(() => ({ scrollMarginTop: '200px' }) as CSSStyleDeclaration);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = this.classList.contains('area') ? area : { top: 0, bottom: 0 };
    return { ...box, left: 0, right: 0, width: 0, height: box.bottom - box.top, x: 0, y: box.top, toJSON: () => ({}) } as DOMRect;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const focused = () => document.activeElement?.getAttribute('aria-label');

describe('a new decision comes into sight under the sticky bars', () => {
  it('out of sight (above the window, or low in it): scrolls to its top, then takes the focus', () => {
    for (const top of [-700, 700]) {
      area = { top, bottom: top + 300 };
      intoView.mockReset();
      const { unmount } = render(<Table decision="react" />);
      expect(intoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
      expect(scrollBy).not.toHaveBeenCalled();
      expect(focused()).toBe('Decision');
      unmount();
    }
  });

  it('wholly in sight, even below the middle of the window: the page stays where the tap left it', () => {
    area = { top: 500, bottom: 790 };
    render(<Table decision="react" />);
    expect(intoView).not.toHaveBeenCalled();
    expect(scrollBy).not.toHaveBeenCalled();
    expect(focused()).toBe('Decision');
  });

  it('its top in sight and its end not: the page moves up just enough, never past its top', () => {
    area = { top: 400, bottom: 900 };
    render(<Table decision="react" />);
    expect(scrollBy).toHaveBeenCalledWith({ top: 900 - WINDOW_HEIGHT + 8, behavior: 'smooth' });
    cleanup();
    scrollBy.mockReset();
    area = { top: 300, bottom: 1400 };
    render(<Table decision="react" />);
    expect(scrollBy).toHaveBeenCalledWith({ top: 300 - 200, behavior: 'smooth' });
    expect(intoView).not.toHaveBeenCalled();
  });

  it('no decision owed: nothing moves and the focus stays', () => {
    area = { top: -700, bottom: -400 };
    render(<Table decision={null} />);
    expect(intoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
