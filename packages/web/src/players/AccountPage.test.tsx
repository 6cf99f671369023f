// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { WebAuthnError } from '@simplewebauthn/browser';
import { i18n } from '../i18n';
import { renderApp } from '../testing';
import { rememberedPlayer } from './device';
import { ADA, RECOVERY_CODE, type Routes, fakeServer, refusal } from './fake-server';

const webauthn = vi.hoisted(() => ({ supported: false, startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (actual) => ({
  ...(await actual<typeof import('@simplewebauthn/browser')>()),
  browserSupportsWebAuthn: () => webauthn.supported,
  startRegistration: webauthn.startRegistration,
}));

beforeEach(() => window.localStorage.setItem('decktet-table:player', JSON.stringify({ deviceKey: 'key-1' })));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  webauthn.supported = false;
  webauthn.startRegistration.mockReset();
  await act(() => i18n.changeLanguage('en'));
});

async function openAccount(routes: Routes = {}) {
  const server = fakeServer({ 'GET /api/players/me': { status: 200, body: ADA }, ...routes });
  vi.stubGlobal('fetch', server.fetch);
  renderApp('/account', { games: [] });
  await screen.findByText('Ada', { selector: 'strong' });
  return server;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the account page', () => {
  it('offers a guest the ways to sign in', async () => {
    window.localStorage.clear();
    renderApp('/account', { games: [] });
    expect(screen.getByText('You are not signed in on this device.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in on this device' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Take a name' })).toBeTruthy();
  });

  it('makes a new recovery code and shows it once', async () => {
    const server = await openAccount({ 'POST /api/players/me/recovery-code': { status: 200, body: { recoveryCode: RECOVERY_CODE } } });
    fireEvent.click(within(section('Your recovery code')).getByRole('button', { name: 'Make a new recovery code' }));
    const shown = await screen.findByText(RECOVERY_CODE);
    expect(server.sent.at(-1)).toEqual({ method: 'POST', path: '/api/players/me/recovery-code', body: undefined });
    expect(Object.values(window.localStorage).some((v) => String(v).includes(RECOVERY_CODE))).toBe(false);
    const reveal = shown.closest('section')!;
    fireEvent.click(within(reveal).getByRole('checkbox', { name: 'I have saved my recovery code' }));
    fireEvent.click(within(reveal).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText(RECOVERY_CODE)).toBeNull();
    expect(within(section('Your recovery code')).getByRole('button', { name: 'Make a new recovery code' })).toBeTruthy();
  });

  it('says an ended session when asked for a new code', async () => {
    await openAccount({ 'POST /api/players/me/recovery-code': refusal(401, 'session-expired', 'the session has ended') });
    fireEvent.click(screen.getByRole('button', { name: 'Make a new recovery code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your session has ended: sign in again.');
  });

  it('signs out, forgets this device, and shows "Sign in" again', async () => {
    const server = await openAccount({ 'DELETE /api/session': { status: 200, body: { signedOut: true } } });
    fireEvent.click(within(section('This device')).getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(server.sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/session' });
    expect(rememberedPlayer()).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps the player when signing out cannot reach the server', async () => {
    await openAccount();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The match server cannot be reached. Check your connection and try again.');
    expect(rememberedPlayer()).toEqual({ deviceKey: 'key-1' });
    expect(window.location.pathname).toBe('/account');
  });

  it('hides passkeys from a browser without WebAuthn', async () => {
    await openAccount();
    expect(screen.queryByRole('region', { name: 'Passkeys' })).toBeNull();
  });

  it('adds a passkey, and says why one could not be added', async () => {
    webauthn.supported = true;
    const made = { id: 'cred', rawId: 'cred', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', attestationObject: 'AA', transports: ['internal'] } };
    webauthn.startRegistration.mockResolvedValue(made);
    const server = await openAccount({
      'POST /api/players/me/passkeys/options': { status: 200, body: { options: { challenge: 'c2', rp: { id: 'localhost', name: 'Decktet Table' } } } },
      'POST /api/players/me/passkeys': { status: 201, body: { passkey: { id: 'cred' } } },
    });
    const passkeys = section('Passkeys');
    fireEvent.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    await vi.waitFor(() => expect(within(passkeys).getByRole('status').textContent).toBe('Passkey added: you can sign in with it from the sign-in page.'));
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c2', rp: { id: 'localhost', name: 'Decktet Table' } } });
    expect(server.sent.at(-1)).toEqual({ method: 'POST', path: '/api/players/me/passkeys', body: { response: made } });

    webauthn.startRegistration.mockRejectedValueOnce(new WebAuthnError({ message: 'The authenticator was previously registered', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', cause: new Error('x') }));
    fireEvent.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    expect((await within(passkeys).findByRole('alert')).textContent).toBe('This device already holds a passkey of yours for this site.');
    expect(within(passkeys).getByRole('status').textContent).toBe('');

    server.routes['POST /api/players/me/passkeys'] = refusal(409, 'passkey-known', 'that passkey is already registered here');
    fireEvent.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    await vi.waitFor(() => expect(within(passkeys).getByRole('alert').textContent).toBe('That passkey is already registered here.'));
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    await openAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear un código de recuperación nuevo' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sesión iniciada como Ada' })).toBeTruthy();
  });
});
