// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { WebAuthnError } from '@simplewebauthn/browser';
import { i18n } from '../i18n';
import { openScreen } from '../../test/testing';
import { rememberedPlayer } from './device';
import { ADA, RECOVERY_CODE, type Routes, fakeServer, refusal } from '../../test/players/fake-server';

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
  const server = fakeServer({ 'GET /api/players/me': { status: 200, body: ADA }, 'GET /api/players/me/devices': { status: 200, body: { devices: DEVICES } }, ...routes });
  vi.stubGlobal('fetch', server.fetch);
  await openScreen('/account', { games: [] });
  await screen.findByText('Ada', { selector: 'strong' });
  // The page has asked for the devices (and shown them, or why not): later requests are the test's.
  await vi.waitFor(() => expect(screen.queryByText('Looking up your devices…')).toBeNull());
  return server;
}

const section = (name: string) => screen.getByRole('region', { name });

const DEVICES = [
  { id: 'dev-phone', label: 'Chrome on Android', createdAt: '2030-01-02T10:00:00.000Z', lastUsedAt: '2030-01-05T10:00:00.000Z', current: true },
  { id: 'dev-old', label: null, createdAt: '2030-01-01T10:00:00.000Z', lastUsedAt: null, current: false },
];

describe('the account page', () => {
  it('offers a guest the ways to sign in', async () => {
    window.localStorage.clear();
    await openScreen('/account', { games: [] });
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

  it('lists the devices signed in, and forgets another one after asking', async () => {
    const server = await openAccount({ 'DELETE /api/players/me/devices/dev-old': { status: 200, body: { removed: true, signedOut: false } } });
    const devices = section('Your devices');
    const items = await within(devices).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Chrome on Android (this device)'),
      expect.stringContaining('A device that did not say what it is'),
    ]);
    expect(items[0]!.textContent).toContain('last used');
    expect(items[1]!.textContent).not.toContain('last used');
    fireEvent.click(within(devices).getByRole('button', { name: 'Forget A device that did not say what it is' }));
    // Nothing is sent until the player says yes; "Keep it" backs out.
    fireEvent.click(within(devices).getByRole('button', { name: 'Keep it' }));
    expect(server.sent.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(devices).getByRole('button', { name: 'Forget A device that did not say what it is' }));
    fireEvent.click(within(devices).getByRole('button', { name: 'Yes, forget it' }));
    await vi.waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(server.sent.at(-1)).toEqual({ method: 'DELETE', path: '/api/players/me/devices/dev-old', body: undefined });
    expect(within(devices).getByRole('status').textContent).toBe('A device that did not say what it is is forgotten: its key no longer signs in.');
    expect(rememberedPlayer()).toEqual({ deviceKey: 'key-1' });
  });

  it('forgetting this device signs it out here; a refusal is said and changes nothing', async () => {
    const server = await openAccount({ 'DELETE /api/players/me/devices/dev-phone': refusal(404, 'unknown-device', 'you have no device with that id') });
    const devices = section('Your devices');
    fireEvent.click(await within(devices).findByRole('button', { name: 'Forget Chrome on Android' }));
    expect(within(devices).getByText(/You will be signed out here/)).toBeTruthy();
    fireEvent.click(within(devices).getByRole('button', { name: 'Yes, forget it' }));
    expect((await within(devices).findByRole('alert')).textContent).toBe('That device is not one of yours (it may have been forgotten already). Reload the page to see your devices.');
    expect(within(devices).getAllByRole('listitem')).toHaveLength(2);
    expect(rememberedPlayer()).toEqual({ deviceKey: 'key-1' });

    server.routes['DELETE /api/players/me/devices/dev-phone'] = { status: 200, body: { removed: true, signedOut: true } };
    fireEvent.click(within(devices).getByRole('button', { name: 'Yes, forget it' }));
    await vi.waitFor(() => expect(rememberedPlayer()).toBeNull());
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('You are not signed in on this device.')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    await openAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear un código de recuperación nuevo' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sesión iniciada como Ada' })).toBeTruthy();
    expect(await screen.findByText('(este dispositivo)', { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tus dispositivos' })).toBeTruthy();
  });
});
