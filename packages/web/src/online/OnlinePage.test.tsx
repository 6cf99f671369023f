// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { i18n } from '../i18n';
import { openScreen, renderApp } from '../../test/testing';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

const games = [hieroglyphsUi];

/** The lobby's answer to every request. */
function lobbyAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const openMatch = {
  id: 'm1',
  game: 'hieroglyphs',
  gameName: 'Hieroglyphs',
  config: {},
  status: 'open',
  damage: null,
  seats: [
    { seat: 0, kind: 'human', name: 'Ada', taken: true },
    { seat: 1, kind: 'human', name: null, taken: false },
  ],
  turnSeconds: 90,
  seq: 0,
  createdAt: '',
  invite: '',
  summary: null,
};

/** The page's landmarks: the site's header (with the language switch) and one main region. */
function landmarks() {
  const banner = screen.getByRole('banner');
  return { banner, main: screen.getByRole('main'), languageSwitch: within(banner).getByRole('combobox') };
}

describe('the online pages around a table', () => {
  it('give the join page the site header and a main landmark, and switch it to Spanish', async () => {
    await openScreen('/join', { games });
    const { banner, main, languageSwitch } = landmarks();
    expect(within(banner).getByRole('link', { name: 'Decktet Table home' })).toBeTruthy();
    expect(within(main).getByRole('heading', { level: 1, name: 'Join an online match' })).toBeTruthy();
    await act(async () => {
      fireEvent.change(languageSwitch, { target: { value: 'es' } });
    });
    expect(within(main).getByRole('heading', { level: 1, name: 'Unirse a una partida en línea' })).toBeTruthy();
    fireEvent.change(within(main).getByLabelText('Enlace de invitación o identificador de la partida'), { target: { value: 'https://example.org/match/m1' } });
    lobbyAnswers(200, openMatch);
    fireEvent.click(within(main).getByRole('button', { name: 'Ir a la partida' }));
    expect(window.location.pathname).toBe('/match/m1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unirse a una partida de Jeroglíficos' })).toBeTruthy();
  });

  it('offers a seat in Spanish, names a refused name in Spanish, and says who is seated', async () => {
    await act(() => i18n.changeLanguage('es'));
    lobbyAnswers(200, openMatch);
    renderApp('/match/m1', { games });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unirse a una partida de Jeroglíficos' })).toBeTruthy();
    const { main } = landmarks();
    expect(within(main).getByText('Ya en la mesa: Ada.')).toBeTruthy();
    const name = within(main).getByLabelText('Tu nombre');
    fireEvent.change(name, { target: { value: 'Easy Bot' } });
    expect(within(main).getByRole('alert').textContent).toMatch(/^Tu nombre: ese nombre parece el de un jugador automático/);
    expect((within(main).getByRole('button', { name: 'Ocupar un asiento' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Ada\u202e' } });
    expect(within(main).getByRole('alert').textContent).toBe('Tu nombre: el nombre contiene un carácter de formato invisible, U+202E: los nombres solo pueden llevar caracteres visibles y espacios');
    fireEvent.change(name, { target: { value: 'Bo' } });
    expect(within(main).queryByRole('alert')).toBeNull();
    expect(within(main).getByRole('button', { name: 'Solo mirar' })).toBeTruthy();
  });

  it('says in the player’s words why a match cannot be found, inside the page’s landmarks', async () => {
    lobbyAnswers(404, { error: { code: 'unknown-match', message: 'there is no match "nope"' } });
    renderApp('/match/nope', { games });
    const { main } = landmarks();
    expect((await within(main).findByRole('alert')).textContent).toBe('There is no such match on this server: check the link.');
    expect(within(main).getByRole('link', { name: 'Back to the start' })).toBeTruthy();
  });

  it('shows a damaged match plainly, in the page’s landmarks and the player’s language', async () => {
    await act(() => i18n.changeLanguage('es'));
    lobbyAnswers(200, { ...openMatch, status: 'damaged', damage: 'hash chain broken at action 4' });
    renderApp('/match/m1', { games });
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta partida de Jeroglíficos no se puede jugar' })).toBeTruthy();
    const { main } = landmarks();
    expect(within(main).getByRole('alert').textContent).toMatch(/\(hash chain broken at action 4\)/);
  });
});
