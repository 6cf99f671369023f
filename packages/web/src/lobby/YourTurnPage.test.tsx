// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { YourTurnMatch } from '@decktet/protocol';
import { i18n } from '../i18n';
import { refusal } from '../../test/players/fake-server';
import { afterLobbyTest, openAs } from '../../test/lobby/testing';
import { YOUR_TURN_POLL_MS } from './your-turn';

afterEach(async () => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  await afterLobbyTest();
});

const HOUR = 3_600_000;
const waiting = (match: string, deadline: number | null, opponents = ['Bo']): YourTurnMatch => ({
  match,
  game: 'dueling-runes',
  gameName: 'Dueling Runes',
  seat: 0,
  pace: 'turn-based',
  rated: true,
  deadline,
  opponents,
  invite: `http://localhost/match/${match}`,
});
const replyOf = (matches: YourTurnMatch[], now: number) => ({ status: 200, body: { matches, now } });
const header = () => within(screen.getByRole('banner'));

describe('your turn', () => {
  it('lists the games waiting for the player, with the time left by the server’s clock', async () => {
    const serverNow = Date.now() + 10 * 60_000; // the server's clock is 10 minutes ahead of this device's
    await openAs('Ada', '/your-turn', { 'GET /api/players/me/your-turn': replyOf([waiting('m1', serverNow + 3 * HOUR + 20 * 60_000 + 30_000), waiting('m2', null, ['Cy', 'Di'])], serverNow) });
    const first = await screen.findByRole('link', { name: 'Dueling Runes against Bo' });
    expect(first.getAttribute('href')).toBe('/match/m1');
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('Dueling Runes against BoTurn-basedRated3 hours, 20 minutes left');
    expect(items[0]!.textContent).toContain('Turn-based');
    expect(items[1]!.textContent).toContain('No clock');
    expect(screen.getByRole('link', { name: 'Dueling Runes against Cy and Di' })).toBeTruthy();
    fireEvent.click(first);
    expect(window.location.pathname).toBe('/match/m1');
  });

  it('says when nothing waits', async () => {
    await openAs('Ada', '/your-turn');
    expect(await screen.findByText('No game is waiting for you right now.')).toBeTruthy();
  });

  it('says a refusal', async () => {
    await openAs('Ada', '/your-turn', { 'GET /api/players/me/your-turn': refusal(401, 'session-expired', 'the session has ended') });
    expect((await screen.findByRole('alert')).textContent).toBe('Your session has ended: sign in again.');
  });

  it('counts the waiting games in the header, asks again every minute and on focus, and hides the count at zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let matches = [waiting('m1', null), waiting('m2', null)];
    const { server } = await openAs('Ada', '/', { 'GET /api/players/me/your-turn': () => replyOf(matches, Date.now()) });
    const link = await header().findByRole('link', { name: 'Your turn (2 games wait for you)' });
    expect(link.getAttribute('href')).toBe('/your-turn');
    const asked = () => server.sent.filter((r) => r.path === '/api/players/me/your-turn').length;
    const before = asked();
    matches = [waiting('m1', null)];
    await act(() => vi.advanceTimersByTimeAsync(YOUR_TURN_POLL_MS));
    expect(asked()).toBe(before + 1);
    await header().findByRole('link', { name: 'Your turn (1 game waits for you)' });
    matches = [];
    act(() => window.dispatchEvent(new Event('focus')));
    await header().findByRole('link', { name: 'Your turn' });
    expect(header().queryByText('1')).toBeNull();
  });

  it('does not ask again on every page: the header keeps the last answer for a minute', async () => {
    const { server } = await openAs('Ada', '/', { 'GET /api/players/me/your-turn': replyOf([waiting('m1', null)], Date.now()) });
    await header().findByRole('link', { name: 'Your turn (1 game waits for you)' });
    fireEvent.click(header().getByRole('link', { name: 'Lobby' }));
    await screen.findByRole('heading', { level: 1, name: 'Lobby' });
    expect(header().getByRole('link', { name: 'Your turn (1 game waits for you)' })).toBeTruthy();
    expect(server.sent.filter((r) => r.path === '/api/players/me/your-turn')).toHaveLength(1);
    fireEvent.click(header().getByRole('link', { name: /^Your turn/ }));
    await vi.waitFor(() => expect(server.sent.filter((r) => r.path === '/api/players/me/your-turn')).toHaveLength(2));
  });

  it('shows a guest the lobby link but no "Your turn" and asks nothing', async () => {
    const { server } = await openAs('guest', '/');
    expect(header().getByRole('link', { name: 'Lobby' }).getAttribute('href')).toBe('/lobby');
    expect(header().queryByRole('link', { name: /Your turn/ })).toBeNull();
    expect(server.sent.some((r) => r.path === '/api/players/me/your-turn')).toBe(false);
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    const now = Date.now();
    await openAs('Ada', '/your-turn', { 'GET /api/players/me/your-turn': replyOf([waiting('m1', now + 2 * HOUR + 30_000)], now) });
    expect((await screen.findByRole('link', { name: 'Duelo de Runas contra Bo' })).closest('li')!.textContent).toContain('Quedan 2 horas');
    expect(header().getByRole('link', { name: 'Tu turno (1 partida te espera)' })).toBeTruthy();
  });
});

const KEYS = { p256dh: `B${'a'.repeat(86)}`, auth: 'A'.repeat(22) };
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/browser-1';

/** The browser's Notification, PushManager and service worker, as far as the reminders use them. */
function fakeBrowserPush(options: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  const subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }), unsubscribe: vi.fn(async () => true) };
  let current = options.subscribed ? subscription : null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  const notification = { permission: options.permission ?? 'default', requestPermission: vi.fn(async () => (notification.permission = options.answer ?? 'granted')) };
  vi.stubGlobal('Notification', Object.assign(function Notification() {}, notification));
  // The Notification stand-in's permission moves with the answer.
  Object.defineProperty(window.Notification, 'permission', { get: () => notification.permission });
  vi.stubGlobal('PushManager', function PushManager() {});
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: Promise.resolve(registration), getRegistration: async () => registration } });
  return { subscription, pushManager, register, notification };
}

const reminders = () => within(screen.getByRole('region', { name: 'Remind me when it is my turn' }));

describe('push reminders', () => {
  it('asks for permission only on the click, subscribes with the server’s key and hands the subscription over', async () => {
    const browser = fakeBrowserPush();
    const { server } = await openAs('Ada', '/your-turn', {
      'GET /api/push/key': { status: 200, body: { publicKey: 'AQID' } },
      'POST /api/push/subscription': { status: 201, body: { subscribed: true } },
      'DELETE /api/push/subscription': { status: 200, body: { unsubscribed: true } },
    });
    expect(await reminders().findByText('Reminders are off for this browser.')).toBeTruthy();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(reminders().getByRole('button', { name: 'Remind me when it is my turn' }));
    expect(await reminders().findByText('Reminders are on for this browser.')).toBeTruthy();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
    expect(server.sent.find((r) => r.method === 'POST' && r.path === '/api/push/subscription')?.body).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS });

    fireEvent.click(reminders().getByRole('button', { name: 'Stop the reminders' }));
    expect(await reminders().findByText('Reminders are off for this browser.')).toBeTruthy();
    expect(server.sent.at(-1)).toEqual({ method: 'DELETE', path: '/api/push/subscription', body: { endpoint: ENDPOINT } });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('explains a browser that refuses notifications', async () => {
    const browser = fakeBrowserPush({ answer: 'denied' });
    await openAs('Ada', '/your-turn');
    fireEvent.click(await reminders().findByRole('button', { name: 'Remind me when it is my turn' }));
    expect(await reminders().findByText(/^This browser blocks notifications from this site/)).toBeTruthy();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says at once that notifications were blocked before, and that a browser without Web Push cannot', async () => {
    fakeBrowserPush({ permission: 'denied' });
    await openAs('Ada', '/your-turn');
    expect(await reminders().findByText(/^This browser blocks notifications/)).toBeTruthy();
    cleanup();
    vi.stubGlobal('PushManager', undefined);
    await openAs('Ada', '/your-turn');
    expect(await reminders().findByText(/^This browser cannot receive reminders/)).toBeTruthy();
    expect(reminders().queryByRole('button')).toBeNull();
  });

  it('drops the subscription when the server refuses it, and says why', async () => {
    const browser = fakeBrowserPush();
    await openAs('Ada', '/your-turn', {
      'GET /api/push/key': { status: 200, body: { publicKey: 'AQID' } },
      'POST /api/push/subscription': refusal(400, 'bad-push-service', 'the endpoint is refused: it is not at a push service this server sends to (this server sends to push.example)', { services: ['fcm.googleapis.com', 'push.services.mozilla.com'] }),
    });
    fireEvent.click(await reminders().findByRole('button', { name: 'Remind me when it is my turn' }));
    expect((await reminders().findByRole('alert')).textContent).toBe("Reminders cannot be sent through this browser's push service: this server sends only to fcm.googleapis.com and push.services.mozilla.com.");
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });
});
