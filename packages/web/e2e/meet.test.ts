import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ManualClock, type PgCluster, TEST_PUSH_HOST, TestBrowser, TestPushService, startPgCluster } from '@decktet/server/testing';
import { type Step, duelingRunesStep, hieroglyphsStep, playToTheEnd } from './drivers';
import { type App, appForTheseTests, withScreenshot } from './harness';

/**
 * End to end, as two strangers meet on the site (once on SQLite, once on PostgreSQL): each takes a
 * name; one opens a rated live table and the other finds it in the lobby, and they play it out;
 * then a rated turn-based table, played over a simulated day (the test moves the server's clock),
 * during which one of them closes the page and is reminded by Web Push — the server's message is
 * received and decrypted at a local push service and delivered to the page's service worker,
 * which shows it (in the SQLite run, in the full browser) — and comes back through "Your turn". Their ratings move on the leaderboard and on
 * their player pages, whose recent games open as replays.
 */

const SHOTS_DIR = process.env.MEET_SHOTS_DIR ?? '/tmp/meet-shots';
const TEN_MINUTES = 10 * 60_000;

interface Person {
  name: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A browser of the person's own, whose push subscriptions go to `endpoint` with the keys of `keys` (the browser's side of the test push service). */
async function stranger(app: App, name: string, address: string, push?: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<Person> {
  // Strangers come from addresses of their own: two seats taken from one address are never rated against each other (docs/ratings.md).
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB', extraHTTPHeaders: { 'x-forwarded-for': address } });
  if (push) {
    await context.grantPermissions(['notifications'], { origin: app.url });
    // Headless Chromium reaches no real push service: its subscription is the test service's, kept across pages.
    await context.addInitScript((sub) => {
      const key = 'test-push-subscription';
      const made = () =>
        ({
          endpoint: sub.endpoint,
          expirationTime: null,
          options: {},
          getKey: () => null,
          toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
          unsubscribe: async () => {
            localStorage.removeItem(key);
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => {
        localStorage.setItem(key, '1');
        return made();
      };
      PushManager.prototype.getSubscription = async () => (localStorage.getItem(key) ? made() : null);
    }, push);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.url}/take-a-name`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Take this name' }).click();
  const reveal = page.getByRole('region', { name: 'Your recovery code' });
  await reveal.getByRole('checkbox', { name: 'I have saved my recovery code' }).check();
  await reveal.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => page.getByRole('banner').locator('.player-entry').textContent()).toBe(`Signed in as ${name}`);
  return { name, context, page, errors };
}

/** Opens a public rated table of two seats from the lobby's form. */
async function openTable(p: Person, game: string, pace: 'Live' | 'Turn-based', options: Record<string, string> = {}): Promise<void> {
  await p.page.goto(`${p.page.url().split('/').slice(0, 3).join('/')}/lobby/new`);
  await p.page.getByRole('combobox', { name: /^Game\b/ }).selectOption({ label: game });
  for (const [label, value] of Object.entries(options)) await p.page.getByLabel(label).fill(value);
  await p.page.getByRole('radio', { name: new RegExp(`^${pace}`) }).check();
  await p.page.getByRole('checkbox', { name: 'Rated' }).check();
  await p.page.getByRole('radio', { name: /^Public/ }).check();
  await p.page.getByRole('button', { name: 'Create the table' }).click();
}

/** Finds the other's table in the lobby (live list, filtered by pace) and joins it. */
async function joinFromLobby(p: Person, base: string, game: string, creator: string, pace: 'live' | 'turn-based'): Promise<void> {
  await p.page.goto(`${base}/lobby?pace=${pace}`);
  await p.page.getByRole('button', { name: `Join the ${game} table opened by ${creator}` }).click();
}

const matchOf = (page: Page) => new URL(page.url()).pathname.match(/^\/match\/([^/]+)$/)?.[1];

/** Both players land on the same match page. */
async function atTheMatch(...people: Person[]): Promise<string> {
  for (const p of people) await p.page.waitForURL(/\/match\/[^/]+$/, { timeout: 20_000 });
  const ids = new Set(people.map((p) => matchOf(p.page)));
  expect(ids.size).toBe(1);
  return [...ids][0]!;
}

/** The player's rating on the game's leaderboard, as the page shows it ("1662 ± 290"). */
async function leaderboardRating(page: Page, base: string, game: string, name: string): Promise<number> {
  await page.goto(`${base}/leaderboard?game=${game}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await row.waitFor({ timeout: 3_000 });
  const text = (await row.textContent()) ?? '';
  return Number(/(\d{3,4}) ±/.exec(text)![1]);
}

describe.each(['SQLite', 'PostgreSQL'] as const)('two strangers meet, play and are rated (%s)', (store) => {
  // The reminder is shown as a notification, which only the full browser shows.
  const showsNotifications = store === 'SQLite';
  const clock = new ManualClock();
  const browserSide = new TestBrowser();
  let service: TestPushService;
  let cluster: PgCluster | undefined;
  // Before the app's hooks: started before it, stopped after it.
  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    service = await TestPushService.start();
    if (store === 'PostgreSQL') cluster = await startPgCluster();
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    cluster?.stop();
  });
  const app = appForTheseTests(() => ({
    clock,
    // Every reaction window is held (DR-36), for a tenth of the default second: the people still
    // see each window held and answered as they play, in less of the test's time.
    windowHoldMs: 100,
    trustProxy: true,
    ...(cluster ? { databaseUrl: cluster.url } : {}),
    push: { subject: 'mailto:ops@decktet.example', services: [TEST_PUSH_HOST], agent: service.agent },
  }), { notifications: showsNotifications });

  it('takes names, meets in the lobby, plays a rated live game and a rated turn-based one over a day with a push reminder, and sees the ratings move', async () => {
    const pushPath = `/push/${store}/ada`;
    const ada = await stranger(app, `Ada ${store}`, '203.0.113.71', { endpoint: service.endpoint(pushPath), keys: browserSide.keys });
    const bo = await stranger(app, `Bo ${store}`, '203.0.113.72');
    const shot = (p: Person, name: string) => p.page.screenshot({ path: join(SHOTS_DIR, `${store}-${name}.png`), fullPage: true });

    // A rated live duel: Ada opens the table, Bo finds it in the lobby.
    const live = await withScreenshot(ada.page, `meet-${store}-live`, async () => {
      // A rated table is played with the standard settings (DR-39): twelve health each.
      await openTable(ada, 'Dueling Runes', 'Live');
      await joinFromLobby(bo, app.url, 'Dueling Runes', ada.name, 'live');
      const id = await atTheMatch(ada, bo);
      // The server's clock is the test's: through the live game it runs on (about as fast as real
      // time), so every reaction window's hold (DR-36) ends as it would.
      const ticking = setInterval(() => clock.advance(100), 100);
      try {
        await playToTheEnd([ada.page, bo.page], duelingRunesStep, 300_000);
      } finally {
        clearInterval(ticking);
      }
      await shot(ada, 'live-over');
      return id;
    });
    // The result is rated as the match ends: both leave 1500, one up and one down.
    await expect.poll(() => leaderboardRating(ada.page, app.url, 'dueling-runes', bo.name).catch(() => 0), { timeout: 20_000 }).toBeGreaterThan(0);
    const afterLive = [await leaderboardRating(ada.page, app.url, 'dueling-runes', ada.name), await leaderboardRating(ada.page, app.url, 'dueling-runes', bo.name)];
    expect(Math.min(...afterLive)).toBeLessThan(1500);
    expect(Math.max(...afterLive)).toBeGreaterThan(1500);
    await shot(ada, 'leaderboard-dueling-runes');

    // Ada asks for reminders (the page asks the browser only now), then joins Bo's turn-based table.
    await ada.page.goto(`${app.url}/your-turn`);
    await ada.page.getByRole('button', { name: 'Remind me when it is my turn' }).click();
    // The browser's push service answers first, and the service worker must be ready: seconds on a busy machine.
    await expect.poll(() => ada.page.getByText('Reminders are on for this browser.').count(), { timeout: 15_000 }).toBe(1);

    const slow = await withScreenshot(bo.page, `meet-${store}-turn-based`, async () => {
      await openTable(bo, 'Hieroglyphs', 'Turn-based');
      await joinFromLobby(ada, app.url, 'Hieroglyphs', bo.name, 'turn-based');
      const id = await atTheMatch(ada, bo);
      // The morning: a few moves, ten minutes apart.
      await playToTheEnd([ada.page, bo.page], hieroglyphsStep, { afterAction: () => clock.advance(TEN_MINUTES), actions: 8 });
      return id;
    });

    // Ada closes the page; Bo plays on until the game waits for Ada, and the reminder goes out.
    await ada.page.close();
    const stepBo = (p: Page): Promise<Step> => hieroglyphsStep(p);
    for (let i = 0; i < 20 && service.to(pushPath).length === 0; i++) {
      await playToTheEnd([bo.page], stepBo, { afterAction: () => clock.advance(TEN_MINUTES), actions: 1, ms: 5_000 }).catch(() => 0);
    }
    await expect.poll(() => service.to(pushPath).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const received = service.to(pushPath).at(-1)!;
    const reminder = browserSide.decrypt(received.body);
    expect(JSON.parse(reminder)).toEqual({ type: 'your-turn', match: slow, game: 'hieroglyphs', gameName: 'Hieroglyphs', opponents: [bo.name], path: `/match/${slow}` });

    // Hours later Ada's browser gets it: the service worker shows the notification.
    clock.advance(6 * 3600_000);
    ada.page = await ada.context.newPage();
    ada.page.on('pageerror', (e) => ada.errors.push(e.message));
    await ada.page.goto(`${app.url}/your-turn`);
    // What the browser does with the message owes nothing to the storage: the full browser (which
    // alone shows notifications) checks it once, with SQLite; the PostgreSQL run is in the shell.
    if (showsNotifications) {
      const cdp = await ada.context.newCDPSession(ada.page);
      const registration = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL.startsWith(app.url) && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: app.url, registrationId: await registration, data: reminder });
      const shown = () => ada.page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} | ${n.body}`));
      await expect.poll(shown).toEqual([`Your turn: Hieroglyphs | Your opponents wait: ${bo.name}`]);
    }

    // "Your turn" lists the game; Ada goes back to it and they finish it by the evening.
    await ada.page.getByRole('link', { name: `Hieroglyphs against ${bo.name}` }).click();
    await ada.page.waitForURL(`${app.url}/match/${slow}`);
    await playToTheEnd([ada.page, bo.page], hieroglyphsStep, { afterAction: () => clock.advance(TEN_MINUTES), ms: 150_000 });
    await shot(bo, 'turn-based-over');

    // Both games count: the Hieroglyphs leaderboard has them, and each player page lists both games.
    await expect.poll(() => leaderboardRating(bo.page, app.url, 'hieroglyphs', bo.name).catch(() => 1500), { timeout: 20_000 }).not.toBe(1500);
    await shot(bo, 'leaderboard-hieroglyphs');
    await bo.page.goto(`${app.url}/players/${encodeURIComponent(ada.name)}`);
    await bo.page.getByRole('heading', { name: 'Recent games' }).waitFor();
    const recent = bo.page.getByRole('region', { name: 'Recent games' });
    for (const id of [live, slow]) await recent.locator(`a[href="/replay/match/${id}"]`).first().waitFor();
    expect(await bo.page.getByRole('img', { name: /rating over 1 rated game/ }).count()).toBe(2);
    await shot(bo, 'player-page');
    await recent.locator(`a[href="/replay/match/${live}"]`).first().click();
    await bo.page.waitForURL(`${app.url}/replay/match/${live}`);
    await bo.page.getByRole('button', { name: 'Review' }).waitFor();

    expect(ada.errors).toEqual([]);
    expect(bo.errors).toEqual([]);
    await ada.context.close();
    await bo.context.close();
  }, 600_000);
});
