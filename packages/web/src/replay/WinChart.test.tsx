// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { WinChart, seatPoints } from './WinChart';
import { finishedGoofspiel, reviewOf } from '../../test/testing-review';

afterEach(cleanup);

const record = finishedGoofspiel();
const review = reviewOf(record, ['best', 'mistake', 'inaccuracy', 'blunder', 'forced', 'forced']);

function chart(position: number) {
  return render(<WinChart review={review} names={['Ada', 'Bo']} positions={6} position={position} words={(d) => d.played} />);
}

describe('the win-chance chart', () => {
  it('joins each seat\'s win chance before and after each of its decisions', () => {
    expect(seatPoints(review.decisions, 1)).toEqual([
      { x: 1, y: 0.4 },
      { x: 2, y: expect.closeTo(0.28) },
      { x: 3, y: 0.4 },
      { x: 4, y: expect.closeTo(0.1) },
      { x: 5, y: 0.4 },
      { x: 6, y: 0.4 },
    ]);
    expect(seatPoints(review.decisions, 2)).toEqual([]);
  });

  it('draws one line per seat, dots the flagged decisions and marks the step on show, with a spoken summary', () => {
    const { container } = chart(3);
    const img = screen.getByRole('img');
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.getAttribute('aria-label')).toBe('Win chance over the game: Ada from 60% to 60% and Bo from 40% to 40%. Now at step 3 of 6.');
    const lines = [...container.querySelectorAll('svg[role="img"] polyline')];
    expect(lines.map((l) => l.getAttribute('class'))).toEqual(['teach-line teach-seat-0', 'teach-line teach-seat-1']);
    expect(lines.map((l) => l.getAttribute('points')!.split(' ').length)).toEqual([6, 6]);
    expect([...container.querySelectorAll('.teach-dot')].map((d) => d.getAttribute('class'))).toEqual(['teach-dot teach-mark-mistake', 'teach-dot teach-mark-inaccuracy', 'teach-dot teach-mark-blunder']);
    // The marker stands at position 3 of 6 across the plot (36 to 312).
    expect(Number(container.querySelector('.teach-chart-now')!.getAttribute('x1'))).toBeCloseTo(36 + (3 / 6) * 276);
    expect(within(container.querySelector('.teach-legend')!).getAllByRole('listitem', { hidden: true }).map((li) => li.textContent!.trim())).toEqual(['Ada', 'Bo']);
  });

  it('gives the same numbers as a table, the step on show highlighted', () => {
    chart(4);
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['1', 'bid darkness ', '60%', '60%'],
      ['2', 'bid painter ?Mistake', '40%', '28%'],
      ['3', 'bid chance-meeting ?!Inaccuracy', '60%', '54%'],
      ['4', 'bid windfall ??Blunder', '40%', '10%'],
      ['5', 'bid origin ', '60%', '60%'],
      ['6', 'bid ace-of-knots ', '40%', '40%'],
    ]);
    expect(rows[3]!.className).toBe('is-current');
  });
});
