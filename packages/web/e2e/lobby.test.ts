import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appForTheseTests, takeNameHere, withScreenshot } from './harness';

/**
 * End to end: the lobby in Chromium against the real server. Two players who each took a name:
 * one opens a public table, the other sees it appear live and joins, and both land on the match;
 * a table cancelled by its creator vanishes from the other's lobby; Quick match pairs the two; a
 * private rated table is joined through its invite link.
 * "Your turn" turns reminders on (the browser's push service stood in for by the test, as headless
 * Chromium reaches none) and the service worker shows a pushed reminder. Screenshots of each page
 * on a laptop and a phone go to SHOTS_DIR.
 *
 * The pages are opened at `localhost`: a service worker needs a secure context (localhost is one
 * over plain HTTP).
 */
// A reminder is shown as a notification: only the full browser shows one.
const app = appForTheseTests({}, { notifications: true });
const SHOTS_DIR = process.env.LOBBY_SHOTS_DIR ?? '/tmp/lobby-shots';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

const site = () => app.url.replace('127.0.0.1', 'localhost');
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });

interface Player {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A browser of its own whose player took `name` (through the API, as the take-a-name page does; its e2e is players.test.ts). */
async function player(name: string, viewport = LAPTOP, locale = 'en-GB'): Promise<Player> {
  const context = await app.browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${site()}/`);
  await takeNameHere(page, name);
  return { context, page, errors };
}

async function openLobby(page: Page): Promise<void> {
  await page.goto(`${site()}/lobby`);
  await page.locator('.lobby-connection.is-open').waitFor();
}

/** The match page of a started table: the game's own table is shown. */
async function atMatch(page: Page): Promise<string> {
  await page.waitForURL(/\/match\/[^/]+$/);
  await page.locator('.dr-table').waitFor();
  return new URL(page.url()).pathname;
}

describe('the lobby in a browser', () => {
  it('finds opponents: a table seen live and joined, a table cancelled, a quick match, a private table by its link', async () => {
    const ada = await player('Ada');
    const bo = await player('Bo', PHONE);
    await withScreenshot(bo.page, 'lobby-bo', () =>
      withScreenshot(ada.page, 'lobby-ada', async () => {
        await openLobby(bo.page);
        await shot(bo.page, 'lobby-empty-phone');

        // Ada opens a public live table; Bo's lobby shows it without a reload.
        await ada.page.goto(`${site()}/lobby/new`);
        await ada.page.locator('form.setup select').first().selectOption('dueling-runes');
        await shot(ada.page, 'create-table-laptop');
        await ada.page.getByRole('button', { name: 'Create the table' }).click();
        await ada.page.waitForURL(`${site()}/lobby`);
        await ada.page.getByText('You sit at this table: it starts when every seat is taken.').waitFor();
        const join = bo.page.getByRole('button', { name: 'Join the Dueling Runes table opened by Ada' });
        await join.waitFor();
        await shot(ada.page, 'lobby-own-table-laptop');
        await shot(bo.page, 'lobby-table-phone');

        // Bo joins: the table starts, and both are at the match.
        await join.click();
        const [atAda, atBo] = await Promise.all([atMatch(ada.page), atMatch(bo.page)]);
        expect(atAda).toBe(atBo);

        // Ada opens another table, turn-based, and cancels it: it vanishes from Bo's lobby.
        await openLobby(bo.page);
        await ada.page.goto(`${site()}/lobby/new`);
        await ada.page.getByLabel(/^Turn-based/).check();
        await ada.page.getByLabel('Time per decision').selectOption('48');
        await ada.page.getByRole('button', { name: 'Create the table' }).click();
        await ada.page.waitForURL(`${site()}/lobby`);
        const second = bo.page.getByRole('listitem').filter({ hasText: 'Turn-based, 48 hours per decision' });
        await second.waitFor();
        await ada.page.getByRole('button', { name: 'Cancel your Dueling Runes table' }).click();
        await shot(ada.page, 'lobby-cancel-confirm-laptop');
        await ada.page.getByRole('button', { name: 'Yes, cancel it' }).click();
        await second.waitFor({ state: 'detached' });
        await ada.page.getByRole('button', { name: 'Cancel your Dueling Runes table' }).waitFor({ state: 'detached' });

        // Quick match: Ada's opens a table and waits; Bo's sits at it, and both are at the match.
        await openLobby(ada.page);
        const quick = ada.page.getByRole('region', { name: 'Quick match' });
        await quick.getByRole('button', { name: 'Quick match' }).click();
        await quick.getByText(/^Waiting for an opponent at the Dueling Runes table/).waitFor();
        await shot(ada.page, 'quick-match-waiting-laptop');
        await bo.page.getByRole('region', { name: 'Quick match' }).getByRole('button', { name: 'Quick match' }).click();
        const [quickAda, quickBo] = await Promise.all([atMatch(ada.page), atMatch(bo.page)]);
        expect(quickAda).toBe(quickBo);
        expect(quickAda).not.toBe(atAda);

        // A private rated table: Bo takes a seat through its invite link, under his own name.
        await ada.page.goto(`${site()}/lobby/new`);
        await ada.page.getByLabel('Rated').check();
        await ada.page.getByLabel('Private: only with its invite link').check();
        await ada.page.getByRole('button', { name: 'Create the table' }).click();
        const invite = (await ada.page.locator('.lobby-invite code').textContent())!;
        expect(invite).toMatch(new RegExp(`^${site()}/match/[^/]+$`));
        await shot(ada.page, 'private-invite-laptop');
        await ada.page.getByRole('link', { name: 'Go to the table' }).click();
        await bo.page.goto(invite);
        await bo.page.getByRole('button', { name: 'Take a seat as Bo' }).click();
        const [privateAda, privateBo] = await Promise.all([atMatch(ada.page), atMatch(bo.page)]);
        expect(privateAda).toBe(new URL(invite).pathname);
        expect(privateBo).toBe(privateAda);

        // Bo's phone: a new table's form, and the games waiting for him.
        await bo.page.goto(`${site()}/lobby/new`);
        await bo.page.locator('form.setup').waitFor();
        await shot(bo.page, 'create-table-phone');
        await bo.page.goto(`${site()}/your-turn`);
        await bo.page.locator('#push-title').waitFor();
        await shot(bo.page, 'your-turn-phone');
      }),
    );
    expect(ada.errors).toEqual([]);
    expect(bo.errors).toEqual([]);
    await ada.context.close();
    await bo.context.close();
  }, 120_000);

  it('shows the lobby to a guest, in Spanish on a phone', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'es-ES' });
    const page = await context.newPage();
    await openLobby(page);
    await page.getByRole('link', { name: 'Elige un nombre' }).first().waitFor();
    await shot(page, 'lobby-guest-phone-es');
    await context.close();
  }, 60_000);

  it('turns reminders on and shows a pushed reminder', async () => {
    const cy = await player('Cy');
    const { context, page } = cy;
    const endpoint = 'https://fcm.googleapis.com/fcm/send/lobby-e2e-cy';
    // A browser's keys, as a push subscription holds them: a P-256 public key and an auth secret.
    const ecdh = createECDH('prime256v1');
    const keys = { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    await context.grantPermissions(['notifications'], { origin: site() });
    // Headless Chromium reaches no push service: the subscription is the test's.
    await context.addInitScript(
      ({ endpoint: url, keys: k }) => {
        const subscription = { endpoint: url, expirationTime: null, options: {}, getKey: () => null, toJSON: () => ({ endpoint: url, expirationTime: null, keys: k }), unsubscribe: async () => true };
        let current: typeof subscription | null = null;
        PushManager.prototype.subscribe = async function subscribe() {
          current = subscription;
          return subscription as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function getSubscription() {
          return current as unknown as PushSubscription | null;
        };
      },
      { endpoint, keys },
    );
    await withScreenshot(page, 'lobby-push', async () => {
      await page.goto(`${site()}/your-turn`);
      await page.getByText('No game is waiting for you right now.').waitFor();
      const reminders = page.getByRole('region', { name: 'Remind me when it is my turn' });
      await reminders.getByText('Reminders are off for this browser.').waitFor();
      const posted = page.waitForRequest((r) => r.url().endsWith('/api/push/subscription') && r.method() === 'POST');
      await reminders.getByRole('button', { name: 'Remind me when it is my turn' }).click();
      expect((await posted).postDataJSON()).toEqual({ endpoint, expirationTime: null, keys });
      await reminders.getByText('Reminders are on for this browser.').waitFor();
      await shot(page, 'your-turn-laptop');

      // A reminder pushed to the service worker is shown as a notification.
      const cdp = await context.newCDPSession(page);
      const registered = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL === `${site()}/` && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const registrationId = await registered;
      const reminder = { type: 'your-turn', match: 'm-e2e', game: 'dueling-runes', gameName: 'Dueling Runes', opponents: ['Ada'], path: '/match/m-e2e' };
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: site(), registrationId, data: JSON.stringify(reminder) });
      await expect
        .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }))), { timeout: 10_000 })
        .toEqual([{ title: 'Your turn: Dueling Runes', body: 'Your opponents wait: Ada', data: { path: '/match/m-e2e' } }]);

      const deleted = page.waitForRequest((r) => r.url().endsWith('/api/push/subscription') && r.method() === 'DELETE');
      await reminders.getByRole('button', { name: 'Stop the reminders' }).click();
      expect((await deleted).postDataJSON()).toEqual({ endpoint });
      await reminders.getByText('Reminders are off for this browser.').waitFor();
    });
    expect(cy.errors).toEqual([]);
    await context.close();
  }, 60_000);
});
