// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { listLocalGames } from '../local/storage';
import { renderApp } from '../../test/testing';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('names in the new-game form', () => {
  it('finding 8: the server’s name rule answers while typing, and a refused name starts nothing', () => {
    renderApp('/new/hieroglyphs', { games: [hieroglyphsUi] });
    const input = screen.getByLabelText('Your name');
    fireEvent.change(input, { target: { value: 'Ada\u202e' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/invisible formatting character, U\+202E \(right-to-left override\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Name of player 1: .*U\+202E/);
    expect(listLocalGames()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Easy Bot' } });
    expect(screen.getByText(/looks like a computer player's name/)).toBeTruthy();

    fireEvent.change(input, { target: { value: '  Ａｄａ ' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(listLocalGames()[0]?.names[0]).toBe('Ada');
  });
});
