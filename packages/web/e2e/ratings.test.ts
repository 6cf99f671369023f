import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForTheseTests, withScreenshot } from './harness';
import { type ApiPlayer, ratedWin, takeName } from './rated-games';

/**
 * End to end: a rated Dueling Runes game between two players who took names, played out on the
 * real server (one leaves: a forfeit, and the AI finishes the game), then seen in Chromium on the
 * leaderboard and on the players' pages — ratings moved from where everyone starts, the game in
 * the winner's recent games with its replay and its review opening. Screenshots of both pages on
 * a laptop and a phone, in English and Spanish, go to SHOTS_DIR.
 */
// It believes X-Forwarded-For: each player comes from an address of their own (rated-games.ts).
const app = appForTheseTests({ trustProxy: true });
const SHOTS_DIR = process.env.RATINGS_SHOTS_DIR ?? '/tmp/ratings-shots';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

async function openPage(viewport = LAPTOP, locale = 'en-GB'): Promise<{ page: Page; errors: string[] }> {
  const context = await app.browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return { page, errors };
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
/** The first number of a "1662 ± 160" text. */
const ratingIn = (text: string | null) => Number(/(\d+) ±/.exec(text ?? '')?.[1]);

describe('ratings in the browser', () => {
  let ada: ApiPlayer;
  let bo: ApiPlayer;
  let match: string;

  beforeAll(async () => {
    ada = await takeName(app.url, 'Ada Lovelace');
    bo = await takeName(app.url, 'Bo Peep');
    match = await ratedWin(app.url, ada, bo, { finish: true });
  }, 360_000);

  it('shows the rated result on the leaderboard and both players’ pages, with its replay and review', async () => {
    const { page, errors } = await openPage();
    await withScreenshot(page, 'ratings-pages', async () => {
      await page.goto(`${app.url}/`);
      await page.getByRole('banner').getByRole('link', { name: 'Leaderboard' }).click();
      const table = page.getByRole('table', { name: 'Dueling Runes: players by rating' });
      await table.waitFor();
      const rows = table.locator('tbody tr');
      expect(await rows.locator('th').allTextContents()).toEqual(['Ada Lovelace', 'Bo Peep']);
      expect(ratingIn(await rows.nth(0).locator('td').nth(1).textContent())).toBeGreaterThan(1500);
      expect(ratingIn(await rows.nth(1).locator('td').nth(1).textContent())).toBeLessThan(1500);
      await shot(page, 'leaderboard-laptop-en');

      await table.getByRole('link', { name: 'Ada Lovelace' }).click();
      await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
      const runes = page.getByRole('region', { name: 'Dueling Runes' });
      await runes.waitFor();
      expect(await runes.locator('dd').allTextContents()).toEqual([expect.stringMatching(/^1\d{3} ± \d+ provisional$/), '1 game: 1 won, 0 lost, 0 drawn']);
      expect(await runes.getByRole('img').getAttribute('aria-label')).toMatch(/^Dueling Runes rating over 1 rated game: from 1500 to 1(5[1-9]|[6-9]\d)\d;/);
      const recent = page.getByRole('region', { name: 'Recent games' });
      const game = recent.getByRole('listitem');
      expect(await game.count()).toBe(1);
      expect(await game.textContent()).toMatch(/^Won Dueling Runes against Bo Peep.*Rated/);
      await shot(page, 'player-laptop-en');

      const replay = game.getByRole('link', { name: /^Replay: / });
      expect(await replay.getAttribute('href')).toBe(`/replay/match/${match}`);
      await replay.click();
      await page.getByRole('region', { name: 'Turns' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Dueling Runes');

      await page.goBack();
      await recent.getByRole('link', { name: /^Review: / }).click();
      expect(new URL(page.url()).search).toBe('?review=1');
      // Opened into its review: the review is under way (or done) without a press of its button.
      await page.locator('.teach-review :is(.teach-progress, .teach-summary)').first().waitFor();
      await shot(page, 'review-opened-laptop-en');

      await page.goto(`${app.url}/players/${encodeURIComponent('Bo Peep')}`);
      const bos = page.getByRole('region', { name: 'Dueling Runes' });
      await bos.waitFor();
      expect(await bos.locator('dd').last().textContent()).toBe('1 game: 0 won, 1 lost, 0 drawn');
      expect(ratingIn(await bos.locator('dd').first().textContent())).toBeLessThan(1500);
      expect(await bos.locator('details table tbody tr').first().textContent()).toContain('Lost (left the game)');

      await page.goto(`${app.url}/players/Nobody%20Here`);
      await page.getByRole('heading', { level: 1, name: 'Player not found' }).waitFor();
    });
    expect(errors).toEqual([]);
  }, 120_000);

  it.each([
    { name: 'phone-en', viewport: PHONE, locale: 'en-GB', board: 'Dueling Runes: players by rating' },
    { name: 'laptop-es', viewport: LAPTOP, locale: 'es-ES', board: 'Duelo de Runas: jugadores por puntuación' },
    { name: 'phone-es', viewport: PHONE, locale: 'es-ES', board: 'Duelo de Runas: jugadores por puntuación' },
  ])('fits and speaks on a $name', async ({ name, viewport, locale, board }) => {
    const { page, errors } = await openPage(viewport, locale);
    await withScreenshot(page, `ratings-${name}`, async () => {
      await page.goto(`${app.url}/leaderboard?game=dueling-runes`);
      await page.getByRole('table', { name: board }).waitFor();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `leaderboard-${name}`);
      await page.goto(`${app.url}/players/${encodeURIComponent(ada.name)}`);
      await page.locator('.recent-game').waitFor();
      await page.locator('.teach-chart-table summary').click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `player-${name}`);
    });
    expect(errors).toEqual([]);
  }, 60_000);
});
