// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { openScreen, renderApp } from '../../test/testing';
import { rememberedPlayer } from './device';
import { ADA, SESSION, fakeServer, refusal } from '../../test/players/fake-server';
import { resumePlayer } from './session';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function serve(routes = {}) {
  const server = fakeServer(routes);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const remember = (deviceKey: string | null) => window.localStorage.setItem('decktet-table:player', JSON.stringify({ deviceKey }));
const notSignedIn = refusal(401, 'not-signed-in', 'sign in first');

describe('who this browser is, on opening the app', () => {
  it('is a guest without asking the server when it never signed in', async () => {
    const server = serve();
    expect(await resumePlayer()).toEqual({ status: 'guest' });
    expect(server.sent).toEqual([]);
  });

  it('is the player of its session cookie, without opening another session', async () => {
    remember('key-1');
    const server = serve({ 'GET /api/players/me': { status: 200, body: ADA } });
    expect(await resumePlayer()).toEqual({ status: 'signed-in', player: ADA });
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/players/me']);
  });

  it('signs in again with the device key once the session has ended', async () => {
    remember('key-1');
    const server = serve({ 'GET /api/players/me': refusal(401, 'session-expired', 'ended'), 'POST /api/session': { status: 200, body: { player: ADA, session: SESSION } } });
    expect(await resumePlayer()).toEqual({ status: 'signed-in', player: ADA });
    expect(server.sent[1]).toEqual({ method: 'POST', path: '/api/session', body: { deviceKey: 'key-1' } });
    expect(rememberedPlayer()).toEqual({ deviceKey: 'key-1' });
  });

  it('forgets a device key the server refuses, and a session without a key once it has ended', async () => {
    remember('key-1');
    serve({ 'GET /api/players/me': notSignedIn, 'POST /api/session': refusal(401, 'sign-in-refused', 'unknown key') });
    expect(await resumePlayer()).toEqual({ status: 'guest' });
    expect(rememberedPlayer()).toBeNull();
    remember(null);
    const server = serve({ 'GET /api/players/me': notSignedIn });
    expect(await resumePlayer()).toEqual({ status: 'guest' });
    expect(server.sent).toHaveLength(1);
    expect(rememberedPlayer()).toBeNull();
  });

  it('keeps the key for the next visit when the server cannot answer now', async () => {
    remember('key-1');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await resumePlayer()).toEqual({ status: 'guest' });
    serve({ 'GET /api/players/me': notSignedIn, 'POST /api/session': refusal(429, 'rate-limited', 'slow down') });
    expect(await resumePlayer()).toEqual({ status: 'guest' });
    expect(rememberedPlayer()).toEqual({ deviceKey: 'key-1' });
  });

  it('shows the signed-in name in the header, and "Sign in" to a guest', async () => {
    remember('key-1');
    serve({ 'GET /api/players/me': { status: 200, body: ADA } });
    await openScreen('/join', { games: [] });
    const banner = screen.getByRole('banner');
    const entry = await within(banner).findByRole('link', { name: 'Signed in as Ada' });
    expect(entry.getAttribute('href')).toBe('/account');
    cleanup();
    window.localStorage.clear();
    await openScreen('/join', { games: [] });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });
});

describe('the invitation to take a name', () => {
  it('greets a browser that never had a player, and "Not now" keeps it away on this device', () => {
    serve();
    renderApp('/', { games: [] });
    const invite = screen.getByRole('region', { name: 'Be somebody here' });
    expect(within(invite).getByRole('link', { name: 'Take a name' }).getAttribute('href')).toBe('/take-a-name');
    expect(within(invite).getByRole('link', { name: 'Sign in on this device' }).getAttribute('href')).toBe('/sign-in');
    act(() => fireEvent.click(within(invite).getByRole('button', { name: 'Not now' })));
    expect(screen.queryByRole('region', { name: 'Be somebody here' })).toBeNull();
    cleanup();
    renderApp('/', { games: [] });
    expect(screen.queryByRole('region', { name: 'Be somebody here' })).toBeNull();
  });
});
