import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPlayerPage, appForTheseTests, withScreenshot } from './harness';

/**
 * A newcomer on a phone, in Chromium, through the built client: from the home page through every
 * lesson of both games, tapping what each lesson asks for, into a game against the AI.
 */
const app = appForTheseTests();

const lessonPanel = (page: Page) => page.locator('.lesson-panel');

/** The lesson's answer or explanation has come, in sight and holding the focus. */
async function expectTold(page: Page, text: string | RegExp) {
  await expect.poll(() => lessonPanel(page).textContent()).toMatch(text);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.lesson-panel') !== null)).toBe(true);
  const top = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
  const head = await page.evaluate(() => document.querySelector('.game-head')!.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(head - 1);
  expect(top).toBeLessThan(844);
}

async function next(page: Page, title: string) {
  await lessonPanel(page).getByRole('button', { name: 'Next lesson' }).click();
  await page.getByRole('region', { name: title }).waitFor();
}

// Dueling Runes: what the learner taps, lesson by lesson.
const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' });
const spells = (page: Page) => page.getByRole('region', { name: 'Cast a spell' });
async function place(page: Page, card: string) {
  await hand(page).getByRole('button', { name: new RegExp(`^Choose ${card}`) }).click();
  await hand(page).getByRole('button', { name: new RegExp(`^Place ${card}`) }).click();
}
const cast = (page: Page, name: string) => spells(page).getByRole('button', { name }).click();

// Hieroglyphs: lead, power-ups, tomb, letters, decipher — through the play composer.
async function decipher(page: Page, cards: string[], tomb: number, letters: number) {
  for (const c of cards) await hand(page).getByRole('button', { name: new RegExp(`^${c}`) }).click();
  const composer = page.getByRole('region', { name: 'Your play' });
  await composer.getByRole('group', { name: 'Tomb' }).getByRole('button', { name: new RegExp(`^Tomb ${tomb}`) }).click();
  await composer.getByRole('radiogroup', { name: 'Letters to decipher' }).getByRole('radio', { name: String(letters) }).click();
  await composer.getByRole('button', { name: `Decipher ${letters} on Tomb ${tomb}` }).click();
}

describe('learning to play on a phone', () => {
  it('completes both tutorials from the home page and lands in a game against the AI', async () => {
    const { page, errors } = await openPlayerPage(app, { viewport: { width: 390, height: 844 }, reducedMotion: true });

    await withScreenshot(page, 'tutorial-dueling-runes', async () => {
      const tile = page.locator('.game-tile', { has: page.getByRole('heading', { name: 'Dueling Runes' }) });
      await tile.getByRole('link', { name: 'Learn to play' }).click();
      await page.getByRole('region', { name: 'Placing a card' }).waitFor();
      expect(await page.locator('.game-head [role="status"]').textContent()).toBe('Lesson 1 of 7');
      // On a phone the lesson comes before the table, on screen and in reading (and Tab) order.
      expect(await page.locator('.table-area > .lesson-panel + .dr-table').count()).toBe(1);

      // A wrong move is answered, and the table stays as it was.
      await place(page, 'Ace of Leaves');
      await expectTold(page, /Not quite: for this lesson, place the Penitent/);
      expect(await hand(page).getByRole('button', { name: /^Choose Ace of Leaves/ }).count()).toBe(1);
      await place(page, 'the Penitent');
      await expectTold(page, /Both cards were revealed together/);

      await next(page, 'Energy');
      await cast(page, 'Cast Fire Ball (3) at Bo');
      await expectTold(page, /Bo is down to 9/);

      await next(page, 'Moon, Wyrm, Knot');
      await cast(page, 'Cast Heal (1) on yourself');
      await expectTold(page, /back to 10 health/);
      await cast(page, 'Cast Ice Bolt (2) at Bo');
      await expectTold(page, /Bo is down to 10/);
      await cast(page, 'Cast Confusion at Bo');
      await expectTold(page, /picked from Bo’s hand at random/);

      await next(page, 'Protections');
      await cast(page, 'Cast Resist Heat (3) on yourself');
      await expectTold(page, /it was blocked: you still have 12 health/);

      await next(page, 'A reaction: Magic Mirror');
      const reaction = page.getByRole('region', { name: 'Reaction window' });
      await reaction.getByRole('button', { name: 'Magic Mirror' }).click();
      await reaction.getByRole('button', { name: 'yourself' }).click();
      await reaction.getByRole('button', { name: /^Cast Magic Mirror on yourself/ }).click();
      await expectTold(page, /The Fire Ball turned back/);

      await next(page, 'Haste');
      await cast(page, 'Cast Haste (3) at yourself');
      await expectTold(page, /You are hasted from next turn/);
      await place(page, 'the Discovery');
      await expectTold(page, /The Discovery is already in your sequence/);
      await place(page, 'the Penitent');
      await expectTold(page, /now show four Suns/);
      await cast(page, 'Cast Fire Ball (4) at Bo');
      await expectTold(page, /Bo is down to 8/);

      await next(page, 'The Advanced Game');
      expect(await page.locator('.game-head h1').textContent()).toBe('Dueling Runes — Advanced Game');
      await cast(page, 'Cast Summon Troll (Suns 1, Waves 2) on yourself');
      await expectTold(page, /A troll with 2 health and attack 1/);
      await place(page, 'the Cave');
      await expectTold(page, /three Waves/);
      await cast(page, 'Cast Poison (Waves 3, Leaves 1) at Bo');
      await expectTold(page, /Bo is poisoned for three turns/);
      await page.getByRole('region', { name: 'Monster attack' }).getByRole('button', { name: 'Attack Bo' }).click();
      await expectTold(page, /You have finished the Dueling Runes lessons/);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('decktet-table:tutorial:dueling-runes')!).done)).toHaveLength(7);
    });

    await withScreenshot(page, 'tutorial-hieroglyphs', async () => {
      // Back home, and into the other game's lessons.
      await page.getByRole('link', { name: 'Decktet Table home' }).click();
      const tile = page.locator('.game-tile', { has: page.getByRole('heading', { name: 'Hieroglyphs' }) });
      await tile.getByRole('link', { name: 'Learn to play' }).click();
      await page.getByRole('region', { name: 'A play' }).waitFor();

      await decipher(page, ['The Battle'], 3, 4);
      await expectTold(page, /only the Penitent ends in TENT/);
      await next(page, 'An exact word');
      await decipher(page, ['The Sailor'], 3, 4);
      await expectTold(page, /PENITENT is deciphered/);
      await next(page, 'A phrase');
      await decipher(page, ['The Market'], 2, 6);
      await expectTold(page, /you collected the Darkness and the Pact/);
      await next(page, 'Overshoot');
      await decipher(page, ['The Pact'], 1, 9);
      await expectTold(page, /The Watchman went to Bo’s discard pile/);
      await next(page, 'A power-up');
      await decipher(page, ['The Battle', 'The Watchman'], 1, 3);
      await expectTold(page, /With the Watchman, the Battle played as 3/);
      await next(page, 'A Crown');
      await decipher(page, ['The Discovery'], 1, 2);
      await expectTold(page, /You have finished the Hieroglyphs lessons/);

      await lessonPanel(page).getByRole('button', { name: 'Play against the AI (easy)' }).click();
      await page.waitForURL(/\/local\/\w+$/);
      await page.locator('.hg-table').waitFor();
      const id = new URL(page.url()).pathname.split('/').pop()!;
      const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), `decktet-table:local:${id}`);
      expect(saved).toMatchObject({ game: 'hieroglyphs', mode: 'ai', seats: ['human', 'ai:easy'] });
    });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 150_000);
});
