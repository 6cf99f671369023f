// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LeaderboardReply } from '@decktet/protocol';
import { GAME_UIS } from '../games';
import { i18n } from '../i18n';
import { type Routes, fakeServer } from '../../test/players/fake-server';
import { openScreen } from '../../test/testing';
import { GAMES, RUNES_BOARD } from '../../test/ratings/fixtures';

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

describe("a player's page with ratings on two leaderboards of one game", () => {
  it('shows each leaderboard apart, each with its own rating history', async () => {
    const rating = (pool: string, poolName: string, value: number) => ({ game: 'dueling-runes', pool, poolName, rating: value, deviation: 290, provisional: true, games: 1, wins: 1, draws: 0, losses: 0 });
    const point = (pool: string, matchId: string, value: number) => ({ game: 'dueling-runes', pool, matchId, at: '2026-11-30T12:00:00.000Z', result: 'win' as const, forfeit: null, before: 1500, rating: value, deviation: 290 });
    const profile = {
      name: 'Ada',
      createdAt: '2026-11-01T12:00:00.000Z',
      ratings: [rating('dueling-runes', 'Dueling Runes', 1662), rating('dueling-runes-advanced', 'Dueling Runes — Advanced Game', 1640)],
      history: [point('dueling-runes', 'm1', 1662), point('dueling-runes-advanced', 'm2', 1640)],
      recentGames: [],
    };
    vi.stubGlobal('fetch', fakeServer({ 'GET /api/players/Ada/profile': { status: 200, body: profile } }).fetch);
    await openScreen('/players/Ada', { games: GAME_UIS });
    const basic = await screen.findByRole('region', { name: 'Dueling Runes' });
    const advanced = screen.getByRole('region', { name: 'Dueling Runes — Advanced Game' });
    expect(within(basic).getByRole('img').getAttribute('aria-label')).toMatch(/from 1500 to 1662/);
    expect(within(advanced).getByRole('img').getAttribute('aria-label')).toMatch(/from 1500 to 1640/);
  });
});
