// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LogPanel } from './LogPanel';

afterEach(cleanup);

describe('the log panel', () => {
  it('keeps its newest line in sight by scrolling its own list, never the page', () => {
    const pageScroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1}.`);
    const { rerender } = render(<LogPanel lines={lines.slice(0, 20)} />);
    const list = screen.getByRole('list');
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 1234 });
    rerender(<LogPanel lines={lines} />);
    expect(list.scrollTop).toBe(1234);
    expect(pageScroll).not.toHaveBeenCalled();
    expect(list.getAttribute('aria-live')).toBe('polite');
    pageScroll.mockRestore();
  });

  it('stays quiet for screen readers in a replay, which tells its turn elsewhere', () => {
    render(<LogPanel lines={['Turn 1: Ada\'s turn.']} live={false} />);
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('off');
    expect(screen.getByRole('listitem').className).toBe('log-turn');
  });
});
