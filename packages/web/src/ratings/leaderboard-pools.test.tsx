// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LeaderboardReply } from '@decktet/protocol';
import { GAME_UIS } from '../games';
import { i18n } from '../i18n';
import { type Routes, fakeServer } from '../players/fake-server';
import { openScreen } from '../testing';
import { GAMES, RUNES_BOARD } from './fixtures';

/* A leaderboard per variant (docs/ratings.md): the Advanced Game of Dueling Runes is ranked on its own. */

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const POOLS = [
  { id: 'dueling-runes', name: 'Dueling Runes' },
  { id: 'dueling-runes-advanced', name: 'Dueling Runes — Advanced Game' },
];
const BASIC: LeaderboardReply = { ...RUNES_BOARD, pool: POOLS[0], pools: POOLS };
const ADVANCED: LeaderboardReply = { ...RUNES_BOARD, pool: POOLS[1], pools: POOLS, total: 1, entries: [RUNES_BOARD.entries[1]!] };

describe('the leaderboard of each variant', () => {
  it('names the game’s leaderboards, the usual one first, and shows the one asked for', async () => {
    const routes: Routes = {
      'GET /api/games': { status: 200, body: GAMES },
      'GET /api/leaderboard?game=dueling-runes&limit=100': { status: 200, body: BASIC },
      'GET /api/leaderboard?game=dueling-runes&limit=100&pool=dueling-runes-advanced': { status: 200, body: ADVANCED },
    };
    vi.stubGlobal('fetch', fakeServer(routes).fetch);
    await openScreen('/leaderboard?game=dueling-runes', { games: GAME_UIS });
    await screen.findByRole('table', { name: 'Dueling Runes: players by rating' });
    const pools = within(screen.getByRole('navigation', { name: 'Leaderboard' }));
    expect(pools.getAllByRole('link').map((l) => l.textContent)).toEqual(['Dueling Runes', 'Dueling Runes — Advanced Game']);
    expect(pools.getByRole('link', { name: 'Dueling Runes' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(pools.getByRole('link', { name: 'Dueling Runes — Advanced Game' }));
    const advanced = await screen.findByRole('table', { name: 'Dueling Runes — Advanced Game: players by rating' });
    expect(within(advanced).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Bo']);
    expect(window.location.search).toBe('?game=dueling-runes&pool=dueling-runes-advanced');
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByRole('table', { name: /^Duelo de Runas — Juego avanzado/ })).toBeTruthy();
  });
});
