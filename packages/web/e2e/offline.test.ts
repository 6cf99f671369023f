import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForTheseTests, withScreenshot } from './harness';
import { duelingRunesStep, playToTheEnd } from './drivers';

/**
 * Play anywhere: the built client, served by the real server, installs its service worker on the
 * first visit; then the browser loses its network, the page reloads, and games against the AI and
 * on one device are played to their end from the worker's cache alone. The online pages say
 * plainly that there is no network, and recover when it returns. No API answer is ever cached.
 */
const app = appForTheseTests();

/** The URL paths the service worker keeps, in every cache it has. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

async function startDuel(page: Page, mode: 'Against the computer' | 'On this device', health: number): Promise<void> {
  await page.goto(`${app.url}/new/dueling-runes`);
  await page.getByLabel(mode).check();
  if (mode === 'Against the computer') await page.getByLabel('Difficulty').selectOption('easy');
  await page.getByLabel('Starting health').fill(String(health));
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/local\//);
}

describe('the web client with no network', () => {
  it('installs as an app, then plays against the AI and on one device offline, and says so on the online pages', async () => {
    const context = await app.newContext({ width: 390, height: 844 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await withScreenshot(page, 'offline', async () => {
      // The first visit, online: the manifest is linked and the service worker takes the page.
      await page.goto(`${app.url}/`);
      await page.evaluate(() => window.localStorage.setItem('decktet-table:fast', '1'));
      const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
      const installable = (await (await page.request.get(`${app.url}${manifest}`)).json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
      expect(installable).toMatchObject({ name: 'Decktet Table', start_url: '/', display: 'standalone' });
      expect(installable.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of installable.icons) expect((await page.request.get(`${app.url}${icon.src}`)).headers()['content-type']).toBe('image/png');
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toBe(`${app.url}/sw.js`);

      // The lobby, online: its API answers and its socket are the server's, never the cache's.
      await page.goto(`${app.url}/lobby`);
      await page.getByText('The list is live.').waitFor();
      const cached = await cachedPaths(page);
      expect(cached).toContain('/index.html');
      expect(cached.some((p) => /^\/assets\/ai\.worker-.*\.js$/.test(p))).toBe(true);
      expect(cached.some((p) => /^\/assets\/LobbyPage-.*\.js$/.test(p))).toBe(true);
      expect(cached.filter((p) => p.startsWith('/api') || p.startsWith('/ws'))).toEqual([]);

      // No network at all.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Lobby' }).waitFor();
      const notice = page.getByText('You are offline. This page needs the network');
      await notice.waitFor();
      await expect.poll(() => page.getByRole('region', { name: 'Open tables' }).getByRole('status').textContent()).toMatch(/Offline|Connecting/);
      // An API question gets no answer from a cache.
      expect(await page.evaluate(() => fetch('/api/games').then(() => 'answered', () => 'failed'))).toBe('failed');

      // Against the AI: the page, its chunks and the AI's Worker come from the service worker.
      const fromNetwork: string[] = [];
      page.on('response', (r) => {
        if (!r.fromServiceWorker()) fromNetwork.push(new URL(r.url()).pathname);
      });
      await page.getByRole('link', { name: 'Play against the computer' }).click();
      await page.getByRole('heading', { name: 'Decktet Table' }).waitFor();
      await startDuel(page, 'Against the computer', 4);
      await playToTheEnd([page], duelingRunesStep);
      expect(await page.getByRole('status', { name: 'Game over' }).textContent()).toMatch(/wins|draw/i);

      // On one device, after a reload with no network.
      await page.reload();
      await startDuel(page, 'On this device', 2);
      await playToTheEnd([page], duelingRunesStep);
      expect(await page.getByRole('status', { name: 'Game over' }).textContent()).toMatch(/wins|draw/i);
      expect(fromNetwork.filter((p) => !p.startsWith('/api') && !p.startsWith('/ws'))).toEqual([]);

      // The network returns: the lobby says nothing of being offline, and its list is live again.
      await page.goto(`${app.url}/lobby`);
      await notice.waitFor();
      await context.setOffline(false);
      await notice.waitFor({ state: 'detached' });
      await page.getByText('The list is live.').waitFor({ timeout: 20_000 });
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
