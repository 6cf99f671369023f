import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForTheseTests, withScreenshot } from './harness';
import { advancedStep, playToTheEnd } from './drivers';
import { openHome } from './local-games';

/**
 * A newcomer meets the Advanced Game in Chromium, through the built client, reading no developer
 * text: from the start page to a duel against the easy AI with the variant ticked (its option
 * explained in a sentence), labelled as such at the table; the Rules link opens the Advanced
 * section, which starts with what a player needs; the advanced lesson, played on its real table;
 * back through "Your games", the duel played to its end. Low health keeps the duel short.
 */
const app = appForTheseTests();

const lessonPanel = (page: Page) => page.locator('.lesson-panel');
const told = (page: Page, text: RegExp) => expect.poll(() => lessonPanel(page).textContent()).toMatch(text);

describe('a newcomer and the Advanced Game', () => {
  it('starts it against the AI, sees it named, opens its rules, takes its lesson and finishes a duel', async () => {
    const { page, errors, close } = await openHome(app, { locale: 'en-GB', viewport: { width: 1280, height: 800 } });
    await withScreenshot(page, 'advanced-newcomer', async () => {
      // The set-up form: the option says what it is in one sentence.
      const tile = page.locator('.game-tile', { has: page.getByRole('heading', { name: 'Dueling Runes' }) });
      await tile.getByRole('link', { name: 'Play Dueling Runes' }).click();
      const option = page.getByLabel('Advanced Game', { exact: true });
      expect(await page.locator(`#${await option.getAttribute('aria-describedby')}`).textContent()).toMatch(/^Adds monsters that fight for you/);
      await page.getByLabel('Against the computer').check();
      await page.getByLabel('Difficulty').selectOption('easy');
      await page.getByLabel('Starting health').fill('2');
      await option.check();
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForURL(/\/local\//);
      const table = page.url();

      // The table says which game it is, and its Rules link opens the Advanced section.
      expect(await page.locator('.game-head h1').textContent()).toBe('Dueling Runes — Advanced Game');
      const [rules] = await Promise.all([page.context().waitForEvent('page'), page.locator('.game-head').getByRole('link', { name: 'Rules' }).click()]);
      await rules.getByRole('heading', { name: 'The Advanced Game', level: 2 }).waitFor();
      expect(new URL(rules.url()).hash).toBe('#the-advanced-game');
      const opening = await rules.evaluate(() => {
        const heading = document.getElementById('the-advanced-game')!;
        const words: string[] = [];
        for (let e = heading.nextElementSibling; e && !/^H[23]$/.test(e.tagName); e = e.nextElementSibling) words.push(e.textContent ?? '');
        const top = heading.getBoundingClientRect().top;
        return { text: words.join('\n'), inView: top >= 0 && top < window.innerHeight };
      });
      expect(opening.inView).toBe(true);
      expect(opening.text).toMatch(/choose Advanced Game when you\s+set up the table/);
      expect(opening.text).not.toMatch(/variant"|decktet play|--config/);
      await rules.close();

      // The lesson of the Advanced Game, on its own real table.
      await page.goto(`${app.url}/learn/dueling-runes`);
      await page.evaluate(() => localStorage.setItem('decktet-table:tutorial:dueling-runes', JSON.stringify({ current: 'advanced', done: [] })));
      await page.reload();
      await page.getByRole('region', { name: 'The Advanced Game' }).waitFor();
      expect(await page.locator('.game-head h1').textContent()).toBe('Dueling Runes — Advanced Game');
      const spells = page.getByRole('region', { name: 'Cast a spell' });
      await spells.getByRole('button', { name: 'Cast Summon Troll (Suns 1, Waves 2) on yourself' }).click();
      await told(page, /A troll with 2 health and attack 1/);
      const hand = page.getByRole('region', { name: 'Your hand' });
      await hand.getByRole('button', { name: /^Choose the Cave/ }).click();
      await hand.getByRole('button', { name: /^Place the Cave/ }).click();
      await told(page, /three Waves/);
      await spells.getByRole('button', { name: 'Cast Poison (Waves 3, Leaves 1) at Bo' }).click();
      await told(page, /Bo is poisoned for three turns/);
      expect(await page.getByRole('region', { name: /Bo$/ }).first().textContent()).toMatch(/Poison \(1 a turn\): this turn and 2 more/);
      await page.getByRole('region', { name: 'Monster attack' }).getByRole('button', { name: 'Attack Bo' }).click();
      await told(page, /Bo is down to 10/);

      // Back to the duel through "Your games", named there too, and played to its end.
      await page.goto(`${app.url}/`);
      const saved = page.getByRole('region', { name: 'Your games' }).getByRole('link', { name: /^Dueling Runes — Advanced Game: / });
      await saved.click();
      expect(page.url()).toBe(table);
      await playToTheEnd([page], advancedStep, 60_000);
      expect(await page.getByRole('status', { name: 'Game over' }).textContent()).toMatch(/wins|draw/i);
    });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
