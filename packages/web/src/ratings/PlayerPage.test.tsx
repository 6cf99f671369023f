// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { GAME_UIS } from '../games';
import { i18n } from '../i18n';
import { type Routes, fakeServer, refusal } from '../../test/players/fake-server';
import { renderApp } from '../../test/testing';
import { ADA_PROFILE } from '../../test/ratings/fixtures';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const ROUTES: Routes = { 'GET /api/players/Ada/profile': { status: 200, body: ADA_PROFILE } };

async function openAda(routes: Routes = ROUTES) {
  const server = fakeServer(routes);
  vi.stubGlobal('fetch', server.fetch);
  renderApp('/players/Ada', { games: GAME_UIS });
  await screen.findByRole('heading', { level: 2, name: i18n.t('ratings.recent.title') });
  expect(screen.getByRole('heading', { level: 1, name: 'Ada' })).toBeTruthy();
  return server;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('a player’s page', () => {
  it('shows each game’s rating with its range and the record', async () => {
    await openAda();
    expect(screen.getByText('Playing here since Oct 1, 2026.')).toBeTruthy();
    const runes = region('Dueling Runes');
    const facts = runes.getAllByRole('term')[0]!.parentElement!;
    expect([...facts.children].map((c) => c.textContent)).toEqual(['Rating', '1662 ± 160', 'Record', '3 games: 2 won, 1 lost, 0 drawn']);
  });

  it('draws the rating history with a spoken summary and every game in a table', async () => {
    await openAda();
    const runes = region('Dueling Runes');
    expect(runes.getByRole('img').getAttribute('aria-label')).toBe('Dueling Runes rating over 3 rated games: from 1500 to 1662; highest 1662, lowest 1500.');
    // The line starts at the rating before the first game, then one point per game.
    const line = runes.getByRole('img').querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(line).toHaveLength(4);
    const table = runes.getByRole('table');
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'DateResultRating afterChange',
      'Nov 1, 2026Won1662 ± 580+162',
      'Nov 2, 2026Lost (out of time)1580 ± 400-82',
      'Nov 3, 2026Won (left the game)1662 ± 160+82',
    ]);
  });

  it('lists the recent games with opponents, result, date, pace and whether rated, each with its replay and review', async () => {
    await openAda();
    const recent = region('Recent games');
    const [rated, unrated] = recent.getAllByRole('listitem');
    expect(rated!.textContent).toContain('Won Dueling Runes against Bo');
    expect(rated!.textContent).toContain('Nov 3, 2026');
    expect(rated!.textContent).toContain(' · Turn-based · Rated');
    // The rated result stands for a rated game; an unrated game is told by its summary.
    expect(rated!.textContent).not.toContain('Ada wins');
    expect(unrated!.textContent).toMatch(/^Hieroglyphs against Cy and an empty seat/);
    expect(unrated!.textContent).toContain(' · Live · Unrated · Cy wins 30–24');
    const replay = within(rated!).getByRole('link', { name: 'Replay: Dueling Runes against Bo, Nov 3, 2026' });
    expect(replay.getAttribute('href')).toBe('/replay/match/m3');
    expect(within(rated!).getByRole('link', { name: 'Review: Dueling Runes against Bo, Nov 3, 2026' }).getAttribute('href')).toBe('/replay/match/m3?review=1');
    fireEvent.click(replay);
    expect(window.location.pathname).toBe('/replay/match/m3');
  });

  it('shows a player without games as such', async () => {
    await openAda({ 'GET /api/players/Ada/profile': { status: 200, body: { ...ADA_PROFILE, ratings: [], history: [], recentGames: [] } } });
    expect(screen.getByText('No rated games yet.')).toBeTruthy();
    expect(screen.getByText('No finished public games yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when no player has the name', async () => {
    const server = fakeServer({ 'GET /api/players/N%C3%BAm%C3%A9n/profile': refusal(404, 'unknown-player', 'no player has that name') });
    vi.stubGlobal('fetch', server.fetch);
    renderApp('/players/N%C3%BAm%C3%A9n', { games: GAME_UIS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeTruthy();
    expect(screen.getByText('No player is called “Númén”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });

  it('says when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderApp('/players/Ada', { games: GAME_UIS });
    expect((await screen.findByRole('alert')).textContent).toBe('The match server cannot be reached. Check your connection and try again.');
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    await openAda();
    const runes = region('Duelo de Runas');
    expect(runes.getByText('3 partidas: ganadas 2, perdidas 1, empates 0')).toBeTruthy();
    expect(runes.getByRole('img').getAttribute('aria-label')).toBe('Puntuación en Duelo de Runas tras 3 partidas puntuables: de 1500 a 1662; máxima 1662, mínima 1500.');
    const recent = region('Partidas recientes');
    expect(recent.getAllByRole('link', { name: /^Repetición: Duelo de Runas contra Bo/ })).toHaveLength(1);
    expect(recent.getByText(/· Por turnos · Puntuable$/)).toBeTruthy();
    expect(recent.getByText(/· En vivo · No puntuable ·/)).toBeTruthy();
  });
});
