// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { GAME_UIS } from '../games';
import { i18n } from '../i18n';
import { type Routes, fakeServer, refusal } from '../../test/players/fake-server';
import { openScreen } from '../../test/testing';
import { EMPTY_GLYPHS_BOARD, GAMES, RUNES_BOARD } from '../../test/ratings/fixtures';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const ROUTES: Routes = {
  'GET /api/games': { status: 200, body: GAMES },
  'GET /api/leaderboard?game=dueling-runes&limit=100': { status: 200, body: RUNES_BOARD },
  'GET /api/leaderboard?game=hieroglyphs&limit=100': { status: 200, body: EMPTY_GLYPHS_BOARD },
};

async function open(path: string, routes: Routes = ROUTES) {
  const server = fakeServer(routes);
  vi.stubGlobal('fetch', server.fetch);
  await openScreen(path, { games: GAME_UIS });
  return server;
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').concat(within(r).getAllByRole('rowheader')));

describe('the leaderboard', () => {
  it('lists the players in the order the server ranks them, with rating ± range and record, names leading to their pages', async () => {
    await open('/leaderboard?game=dueling-runes');
    const table = await screen.findByRole('table', { name: 'Dueling Runes: players by rating' });
    const names = within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(names).toEqual(['Ada', 'Bo', 'Cy Q']);
    const [ada, bo] = rows(table);
    expect(ada!.map((c) => c.textContent)).toEqual(['1', '1662 ± 160', '12', '9', '3', '0', '9–3–0', 'Ada']);
    expect(bo!.map((c) => c.textContent)).toEqual(['2', '1540 ± 300 provisional', '2', '1', '0', '1', '1–0–1', 'Bo']);
    expect(within(table).getByRole('link', { name: 'Cy Q' }).getAttribute('href')).toBe('/players/Cy%20Q');
    expect(screen.getByText(/The ± says how sure it is/)).toBeTruthy();
    // The game on show is marked among the games' links.
    const games = within(screen.getByRole('navigation', { name: 'Games' }));
    expect(games.getByRole('link', { name: 'Dueling Runes' }).getAttribute('aria-current')).toBe('page');
    expect(games.getByRole('link', { name: 'Hieroglyphs' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the first game the server offers when none is asked for, and moves to another game', async () => {
    const server = await open('/leaderboard');
    await screen.findByRole('table', { name: 'Dueling Runes: players by rating' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Games' })).getByRole('link', { name: 'Hieroglyphs' }));
    expect(await screen.findByText('No rated games of Hieroglyphs yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(window.location.search).toBe('?game=hieroglyphs');
    expect(server.sent.map((r) => r.path)).toEqual(['/api/games', '/api/leaderboard?game=dueling-runes&limit=100', '/api/leaderboard?game=hieroglyphs&limit=100']);
  });

  it('opens a player’s page from a name', async () => {
    await open('/leaderboard?game=dueling-runes', { ...ROUTES, 'GET /api/players/Bo/profile': refusal(404, 'unknown-player', 'no player has that name') });
    fireEvent.click(await screen.findByRole('link', { name: 'Bo' }));
    expect(window.location.pathname).toBe('/players/Bo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeTruthy();
  });

  it('says how many players there are when the page shows only the best', async () => {
    await open('/leaderboard?game=dueling-runes', { ...ROUTES, 'GET /api/leaderboard?game=dueling-runes&limit=100': { status: 200, body: { ...RUNES_BOARD, total: 340 } } });
    expect(await screen.findByText('The best 3 of 340 players.')).toBeTruthy();
  });

  it('says a refusal in the player’s words', async () => {
    await open('/leaderboard?game=chess', { ...ROUTES, 'GET /api/leaderboard?game=chess&limit=100': refusal(404, 'unknown-game', 'there is no game "chess" here') });
    expect((await screen.findByRole('alert')).textContent).toBe('This server has no such game.');
  });

  it('is reached from the header', async () => {
    await open('/account');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Leaderboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    await open('/leaderboard?game=dueling-runes');
    const table = await screen.findByRole('table', { name: 'Duelo de Runas: jugadores por puntuación' });
    expect(within(table).getByRole('columnheader', { name: 'Puntuación' })).toBeTruthy();
    expect(within(table).getByText('provisional')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Juegos' })).getByRole('link', { name: 'Jeroglíficos' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Clasificación' })).toBeTruthy();
  });
});
