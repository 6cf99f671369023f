// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../i18n';
import { openScreen } from '../../test/testing';
import { ADA, RECOVERY_CODE, SESSION, fakeServer, refusal } from '../../test/players/fake-server';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

const created = { status: 201, body: { player: ADA, deviceKey: 'device-key-1', recoveryCode: RECOVERY_CODE, session: SESSION } };

function serve(routes = {}) {
  const server = fakeServer(routes);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

async function openPage(routes = {}) {
  const server = serve(routes);
  await openScreen('/take-a-name', { games: [] });
  return { server, name: screen.getByLabelText('Your name'), submit: screen.getByRole('button', { name: 'Take this name' }) as HTMLButtonElement };
}

describe('taking a name', () => {
  it('says what the name rule refuses while typing, and asks nothing of the server', async () => {
    const { server, name, submit } = await openPage();
    fireEvent.change(name, { target: { value: 'Easy Bot' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Your name: that name looks like a computer player's/);
    expect(submit.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '-- ·' } });
    expect(screen.getByRole('alert').textContent).toBe('Your name: the name needs at least one letter or digit: names of punctuation, symbols or marks alone look too much alike');
    fireEvent.change(name, { target: { value: 'ME' } });
    expect(screen.getByRole('alert').textContent).toBe('Your name: "ME" is kept for the server\'s own use: choose another name');
    fireEvent.change(name, { target: { value: 'Ada' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit.disabled).toBe(false);
    expect(server.sent).toEqual([]);
  });

  it('says a taken name with the name the server names, and a refusal it has no words for as the server put it', async () => {
    const { server, name, submit } = await openPage({ 'POST /api/players': refusal(409, 'name-taken', 'that name is taken: "ADA" is too like …', { name: 'ADA' }) });
    fireEvent.change(name, { target: { value: 'ADA' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That name is taken: "ADA" is too like the name of a player who already has it (names must differ by more than capitals, width or look-alike letters).',
    );
    expect(server.sent).toEqual([{ method: 'POST', path: '/api/players', body: { name: 'ADA' } }]);
    server.routes['POST /api/players'] = refusal(400, 'bad-request', 'name: the name is not liked today');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('The server refused: name: the name is not liked today');
    // Typing again clears the refusal.
    fireEvent.change(name, { target: { value: 'Ada Lovelace' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs the player in, keeps the device key, and shows the recovery code once, never storing it', async () => {
    const { name, submit } = await openPage({ 'POST /api/players': created });
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    const code = screen.getByRole('region', { name: 'Your recovery code' });
    expect(within(code).getByText(RECOVERY_CODE)).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Signed in as Ada' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('decktet-table:player')!)).toEqual({ deviceKey: 'device-key-1' });
    const stored = Object.keys(window.localStorage).map((k) => window.localStorage.getItem(k)!);
    expect(stored.some((v) => v.includes(RECOVERY_CODE))).toBe(false);

    // Continuing waits for the player to say the code is saved.
    const next = within(code).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(within(code).getByRole('checkbox', { name: 'I have saved my recovery code' }));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText(RECOVERY_CODE)).toBeNull();
    // The name invite is for browsers without a player.
    expect(screen.queryByRole('region', { name: 'Be somebody here' })).toBeNull();
  });

  it('copies the code, or says the browser would not let it', async () => {
    const { name, submit } = await openPage({ 'POST /api/players': created });
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.click(submit);
    const code = await screen.findByRole('region', { name: 'Your recovery code' });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await act(async () => fireEvent.click(within(code).getByRole('button', { name: 'Copy the code' })));
    expect(writeText).toHaveBeenCalledWith(RECOVERY_CODE);
    expect(within(code).getByRole('status').textContent).toBe('Copied.');
    writeText.mockRejectedValueOnce(new Error('denied'));
    await act(async () => fireEvent.click(within(code).getByRole('button', { name: 'Copy the code' })));
    expect(within(code).getByRole('status').textContent).toBe('The browser did not let the page copy: select the code and copy it yourself.');
  });

  it('speaks Spanish, the name rule included', async () => {
    await act(() => i18n.changeLanguage('es'));
    serve();
    await openScreen('/take-a-name', { games: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Elegir un nombre' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tu nombre'), { target: { value: '...' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Tu nombre: el nombre necesita al menos una letra o una cifra/);
    expect((screen.getByRole('button', { name: 'Quedarme con este nombre' }) as HTMLButtonElement).disabled).toBe(true);
    // A taken name, said in Spanish with the name the server names.
    const server = serve({ 'POST /api/players': refusal(409, 'name-taken', 'that name is taken: "ADA" is too like …', { name: 'ADA' }) });
    fireEvent.change(screen.getByLabelText('Tu nombre'), { target: { value: 'ADA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Quedarme con este nombre' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ese nombre ya está ocupado: «ADA» se parece demasiado/);
    expect(server.sent).toEqual([{ method: 'POST', path: '/api/players', body: { name: 'ADA' } }]);
  });

  it('tells a signed-in player who they are instead of offering the form', async () => {
    window.localStorage.setItem('decktet-table:player', JSON.stringify({ deviceKey: 'k' }));
    serve({ 'GET /api/players/me': { status: 200, body: ADA } });
    await openScreen('/take-a-name', { games: [] });
    expect((await screen.findByText(/You are signed in as/)).textContent).toBe('You are signed in as Ada. Your account');
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });
});
