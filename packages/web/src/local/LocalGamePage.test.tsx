// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { goofspielUi } from '../games/goofspiel';
import { renderApp } from '../testing';
import { loadLocalGame, saveLocalGame, type SavedLocalGame } from './storage';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function hotseat(id: string): SavedLocalGame {
  return { id, game: 'goofspiel', mode: 'hotseat', seed: 'seed-1', config: { handSize: 2 }, names: ['Ada', 'Bo'], seats: ['human', 'human'], actions: [], createdAt: 1, updatedAt: 1, finished: false };
}

const handButtons = () => within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button');

describe('a hotseat game', () => {
  it('hides each hand behind a hand-off screen and resumes from storage after a reload', () => {
    saveLocalGame(hotseat('g1'));
    const first = renderApp('/local/g1', { games: [goofspielUi] });
    // Nobody's hand shows before its owner takes the device.
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I am Ada: show my hand' }));
    expect(handButtons()).toHaveLength(2);
    fireEvent.click(handButtons()[0]!);
    // Ada's bid is stored; Bo must take the device before anything is shown.
    expect(loadLocalGame('g1')!.actions).toHaveLength(1);
    expect(screen.getByRole('dialog').textContent).toContain('Pass the device to Bo');
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    first.unmount();

    // A reload: the saved game replays to the same position and still hides Bo's hand.
    renderApp('/local/g1', { games: [goofspielUi] });
    fireEvent.click(screen.getByRole('button', { name: 'I am Bo: show my hand' }));
    expect(handButtons()).toHaveLength(2);
    fireEvent.click(handButtons()[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'I am Ada: show my hand' }));
    fireEvent.click(handButtons()[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'I am Bo: show my hand' }));
    fireEvent.click(handButtons()[0]!);
    expect(screen.getByRole('status', { name: 'Game over' })).toBeTruthy();
    expect(loadLocalGame('g1')!.finished).toBe(true);
  });

  it('says so when the saved game is missing', () => {
    renderApp('/local/nope', { games: [goofspielUi] });
    expect(screen.getByRole('alert').textContent).toContain('not saved in this browser');
  });
});
