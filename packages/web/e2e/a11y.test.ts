import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForTheseTests, withScreenshot } from './harness';
import { ratedWin, takeName } from './rated-games';
import { openLocalGame as openLocal } from './local-games';
import { seriousViolations as violations } from './axe';

/**
 * Accessibility, checked by axe-core in Chromium on the built client served by the real server:
 * the start screen, the set-up form, a table of each game against the AI (before and during a
 * decision), both rules pages, the Dueling Runes tutorial and the players' pages (sign in, take a
 * name, the recovery code, the account), the lobby, a new table and "Your turn", the Workbench, the leaderboard and a player's page (with a rated
 * result to show), in English and in Spanish (as the browser's language
 * picks it), on a laptop and on a phone. Any serious or critical violation fails.
 */
// It believes X-Forwarded-For: each player comes from an address of their own (rated-games.ts).
const app = appForTheseTests({ trustProxy: true });

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGUAGES = [
  { lang: 'en', locale: 'en-GB' },
  { lang: 'es', locale: 'es-ES' },
] as const;

/** A rated result for the leaderboard and its winner's page, made once for every language and screen: the winner's name. */
let rated: Promise<string> | undefined;
function ratedWinner(): Promise<string> {
  rated ??= (async () => {
    const [winner, loser] = [await takeName(app.url, 'A11y Winner'), await takeName(app.url, 'A11y Loser')];
    await ratedWin(app.url, winner, loser, { finish: false });
    return winner.name;
  })();
  return rated;
}

/** A game against the easy AI, opened at its table. */
const openLocalGame = (page: Page, game: 'dueling-runes' | 'hieroglyphs', id: string) => openLocal(page, app.url, { game, id, seed: `a11y-${id}` });

describe.each(LANGUAGES)('accessibility in $lang', ({ lang, locale }) => {
  it.each(VIEWPORTS)('has no serious or critical axe violation on a $name ($width×$height)', async (viewport) => {
    const context = await app.browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    const check = async (where: string) => {
      // The page speaks the browser's language, and says so.
      expect(await page.evaluate(() => document.documentElement.lang), `${where}: <html lang>`).toBe(lang);
      found.push(...(await violations(page, where)));
    };

    await withScreenshot(page, `a11y-${lang}-${viewport.name}`, async () => {
      await page.goto(`${app.url}/`);
      await page.evaluate(() => localStorage.setItem('decktet-table:fast', '1'));
      await page.locator('.game-tile').first().waitFor();
      await check('home');

      await page.goto(`${app.url}/new/dueling-runes`);
      await page.locator('form.setup').waitFor();
      await check('new game');

      await openLocalGame(page, 'dueling-runes', 'a11y-dr');
      const runesHand = page.locator('.dr-table .my-hand');
      await runesHand.waitFor();
      await check('Dueling Runes table');
      // A card chosen: the cast preview and the button that places it.
      await runesHand.locator('.card-button:not([disabled])').first().click();
      await runesHand.locator('.cast-preview').waitFor();
      await check('Dueling Runes table, a card chosen');

      await openLocalGame(page, 'hieroglyphs', 'a11y-hg');
      const glyphsHand = page.locator('.hg-table .my-hand');
      await glyphsHand.locator('.prompt').waitFor();
      await check('Hieroglyphs table');
      // A rank card chosen: the composer offers tombs and letters, with the preview.
      await glyphsHand.locator('.card-button:not([disabled])').first().click();
      await page.locator('.composer .button-row').first().waitFor();
      await check('Hieroglyphs table, a play being composed');

      for (const game of ['dueling-runes', 'hieroglyphs']) {
        await page.goto(`${app.url}/rules/${game}`);
        await page.locator('.rules-layout h1').waitFor();
        await check(`rules of ${game}`);
      }

      await page.goto(`${app.url}/learn/dueling-runes`);
      await page.locator('.game-screen .table-area').waitFor();
      await check('Dueling Runes tutorial');

      // The players' pages: signing in, taking a name, its recovery code (shown once), the account.
      await page.goto(`${app.url}/sign-in`);
      await page.locator('form.player-form').waitFor();
      await check('sign in');
      await page.goto(`${app.url}/take-a-name`);
      await page.locator('form.player-form input').fill(`A11y ${lang} ${viewport.name}`);
      await page.locator('form.player-form button[type=submit]').click();
      const code = page.locator('.recovery-code');
      await code.waitFor();
      await check('recovery code');
      await code.locator('input[type=checkbox]').check();
      await code.locator('button.primary').click();
      await page.goto(`${app.url}/account`);
      await page.locator('.account-name').waitFor();
      await check('account');

      // The lobby (live list, filters, Quick match), a new table's form, and "Your turn" with its reminders.
      await page.goto(`${app.url}/lobby`);
      await page.locator('.lobby-connection.is-open').waitFor();
      await check('lobby');
      await page.goto(`${app.url}/lobby/new`);
      await page.locator('form.setup').waitFor();
      await check('new table');
      await page.goto(`${app.url}/your-turn`);
      await page.locator('#push-title').waitFor();
      await check('your turn');

      // The designer's Workbench: its recipe table, settings and bounds, before a run and after a short one.
      await page.goto(`${app.url}/lab`);
      await page.locator('table.lab-recipes').waitFor();
      await check('workbench');
      await page.locator('select').filter({ has: page.locator('option[value="random"]') }).selectOption('random');
      const size = page.locator('fieldset').filter({ has: page.locator('input[step="2"]') }).locator('input');
      await size.nth(0).fill('2');
      await size.nth(1).fill('2');
      await page.locator('button.primary').first().click();
      await page.locator('table.lab-figures').waitFor({ timeout: 60_000 });
      await check('workbench results');

      const winner = await ratedWinner();
      await page.goto(`${app.url}/leaderboard?game=dueling-runes`);
      await page.locator('.rating-table').waitFor();
      await check('leaderboard');
      await page.goto(`${app.url}/players/${encodeURIComponent(winner)}`);
      await page.locator('.rating-chart summary').click();
      await check('player page');
    });
    await context.close();
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
