// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../i18n';
import { openScreen } from '../../test/testing';
import { rememberedPlayer } from './device';
import { ADA, SESSION, fakeServer, refusal } from '../../test/players/fake-server';

const webauthn = vi.hoisted(() => ({ supported: false, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (actual) => ({
  ...(await actual<typeof import('@simplewebauthn/browser')>()),
  browserSupportsWebAuthn: () => webauthn.supported,
  startAuthentication: webauthn.startAuthentication,
}));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  webauthn.supported = false;
  webauthn.startAuthentication.mockReset();
  await act(() => i18n.changeLanguage('en'));
});

function serve(routes = {}) {
  const server = fakeServer(routes);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

function fillIn(name: string, code: string) {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in on this device', () => {
  it('refuses a name and code that do not match, in the player’s words', async () => {
    const server = serve({ 'POST /api/session/recover': refusal(401, 'recovery-refused', 'that name and recovery code do not match') });
    await openScreen('/sign-in', { games: [] });
    fillIn('Ada', 'abcd efgh');
    expect((await screen.findByRole('alert')).textContent).toBe('That name and recovery code do not match.');
    expect(server.sent).toEqual([{ method: 'POST', path: '/api/session/recover', body: { name: 'Ada', recoveryCode: 'abcd efgh' } }]);
    expect(rememberedPlayer()).toBeNull();
  });

  it('keeps the new device key the server gives and goes to the account page', async () => {
    serve({ 'POST /api/session/recover': { status: 200, body: { player: ADA, deviceKey: 'key-2', session: SESSION } } });
    await openScreen('/sign-in', { games: [] });
    fillIn('ada', 'ABCD-EFGH');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(window.location.pathname).toBe('/account');
    expect(within(screen.getByRole('main')).getByText('Ada').closest('p')!.textContent).toBe('Your name: Ada');
    expect(rememberedPlayer()).toEqual({ deviceKey: 'key-2' });
  });

  it('offers a passkey only where the browser has WebAuthn, and signs in with one', async () => {
    await openScreen('/sign-in', { games: [] });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    cleanup();

    webauthn.supported = true;
    const answer = { id: 'cred', rawId: 'cred', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } };
    webauthn.startAuthentication.mockResolvedValue(answer);
    const server = serve({ 'POST /api/session/passkey/options': { status: 200, body: { options: { challenge: 'c1', rpId: 'localhost' } } }, 'POST /api/session/passkey': { status: 200, body: { player: ADA, session: SESSION } } });
    await openScreen('/sign-in', { games: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c1', rpId: 'localhost' } });
    expect(server.sent[1]).toEqual({ method: 'POST', path: '/api/session/passkey', body: { response: answer } });
    // Signed in by passkey: no device key of its own, the session is remembered.
    expect(rememberedPlayer()).toEqual({ deviceKey: null });
  });

  it('says a cancelled passkey and a refused one', async () => {
    webauthn.supported = true;
    webauthn.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    serve({ 'POST /api/session/passkey/options': { status: 200, body: { options: { challenge: 'c1' } } }, 'POST /api/session/passkey': refusal(401, 'passkey-refused', 'that passkey is not registered here', { reason: 'not-registered' }) });
    await openScreen('/sign-in', { games: [] });
    const passkey = screen.getByRole('region', { name: 'With a passkey' });
    fireEvent.click(within(passkey).getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await within(passkey).findByRole('alert')).textContent).toBe('No passkey was used: the request was cancelled or timed out.');
    webauthn.startAuthentication.mockResolvedValueOnce({ id: 'x', rawId: 'x', type: 'public-key', clientExtensionResults: {}, response: {} });
    fireEvent.click(within(passkey).getByRole('button', { name: 'Sign in with a passkey' }));
    await vi.waitFor(() => expect(within(passkey).getByRole('alert').textContent).toBe('That passkey is not registered here.'));
    expect(window.location.pathname).toBe('/sign-in');
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    serve({ 'POST /api/session/recover': refusal(401, 'recovery-refused', 'that name and recovery code do not match') });
    await openScreen('/sign-in', { games: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión en este dispositivo' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tu nombre'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Código de recuperación'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ese nombre y ese código de recuperación no coinciden.');
  });

  it('says why a passkey was refused in Spanish, from the reason the server gives', async () => {
    await act(() => i18n.changeLanguage('es'));
    webauthn.supported = true;
    webauthn.startAuthentication.mockResolvedValue({ id: 'x', rawId: 'x', type: 'public-key', clientExtensionResults: {}, response: {} });
    serve({ 'POST /api/session/passkey/options': { status: 200, body: { options: { challenge: 'c1' } } }, 'POST /api/session/passkey': refusal(400, 'passkey-refused', 'the passkey answered too late (its challenge expired): ask for new options', { reason: 'challenge-expired' }) });
    await openScreen('/sign-in', { games: [] });
    const passkey = screen.getByRole('region', { name: 'Con una llave de acceso' });
    fireEvent.click(within(passkey).getByRole('button', { name: 'Iniciar sesión con una llave de acceso' }));
    expect((await within(passkey).findByRole('alert')).textContent).toBe('La llave de acceso respondió demasiado tarde: vuelve a intentarlo.');
  });
});
