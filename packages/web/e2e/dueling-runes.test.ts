import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPlayerPage, appForTheseTests, withScreenshot } from './harness';

/**
 * Dueling Runes on a phone, in Chromium, through the built client: taking a card back before the
 * reveal, and a reaction window asked step by step, which comes into view and takes the focus.
 */
const app = appForTheseTests();

describe('Dueling Runes in a browser, on a phone', () => {
  const phone = () => openPlayerPage(app, { viewport: { width: 390, height: 844 }, reducedMotion: true });

  /** Chooses the first card that may be placed, and places it, as a player taps: two steps. */
  async function placeFirst(page: Page): Promise<string> {
    const hand = page.getByRole('region', { name: 'Your hand' });
    const card = hand.locator('button[aria-label^="Choose "]:not([disabled])').first();
    const title = (await card.getAttribute('aria-label'))!.slice('Choose '.length);
    await card.click();
    await hand.locator('.cast-preview').waitFor();
    await hand.getByRole('button', { name: `Place ${title}` }).click();
    return title;
  }

  it('hotseat: a card placed in secret is taken back from the hand-off screen; the withdrawal is saved and replays', async () => {
    const { page, errors } = await phone();
    await withScreenshot(page, 'dueling-runes-take-back', async () => {
      const saved = { id: 'e2e-dr', game: 'dueling-runes', mode: 'hotseat', seed: 'e2e-take-back', config: { players: 2 }, names: ['Ada', 'Bo'], seats: ['human', 'human'], actions: [], createdAt: 1, updatedAt: 1, finished: false };
      await page.evaluate((game) => localStorage.setItem(`decktet-table:local:${game.id}`, JSON.stringify(game)), saved);
      await page.goto(`${app.url}/local/e2e-dr`);
      const hand = page.getByRole('region', { name: 'Your hand' });
      await page.getByRole('button', { name: 'I am Ada: show my hand' }).click();
      const taken = await placeFirst(page);
      await page.getByRole('button', { name: 'Ada: take back my choice' }).click();
      await hand.waitFor();
      expect(await hand.locator('.my-choice').count()).toBe(0);
      // Ada places another card this time.
      await hand.locator(`button[aria-label^="Choose "]:not([aria-label="Choose ${taken}"])`).first().click();
      const second = (await hand.getByRole('button', { name: /^Place / }).textContent())!.slice('Place '.length);
      await hand.getByRole('button', { name: /^Place / }).click();
      const steps = await page.evaluate(() => (JSON.parse(localStorage.getItem('decktet-table:local:e2e-dr')!) as { actions: { action: string }[] }).actions.map((a) => a.action.split(' ')[0]));
      expect(steps).toEqual(['play', 'withdraw', 'play']);

      // A reload replays the withdrawal; once Bo has chosen, the reveal shows Ada's second card.
      await page.reload();
      await page.getByRole('button', { name: 'I am Bo: show my hand' }).click();
      await placeFirst(page);
      // The next decision may be Ada's again: she takes the device first.
      await page.locator('.log, .handoff').first().waitFor();
      if (await page.locator('.handoff').count()) await page.locator('.handoff button.primary').click();
      await expect.poll(() => page.locator('.log').textContent()).toContain(`Ada places ${second.replace(/^the Ace/, 'Ace')} (`);
    });
    expect(errors).toEqual([]);
  }, 150_000);

  it('against the AI: a reaction window opened by a tap comes into view, takes the focus and asks step by step', async () => {
    const { page, errors } = await phone();
    await withScreenshot(page, 'dueling-runes-reaction-window', async () => {
      await page.goto(`${app.url}/new/dueling-runes`);
      await page.getByLabel('Against the computer').check();
      await page.getByLabel('Difficulty').selectOption('easy');
      await page.getByLabel('Starting health').fill('30');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForURL(/\/local\//);
      // Notes the moment the reaction window takes the focus: a tap the loop below makes while the
      // window is opening may move the focus on afterwards, as a person's tap would.
      await page.evaluate(() =>
        document.addEventListener('focusin', (e) => {
          if ((e.target as HTMLElement).classList?.contains('reaction')) document.body.setAttribute('data-reaction-focused', '');
        }),
      );
      const reaction = page.getByRole('region', { name: 'Reaction window' });
      // Play as a person taps (the page stays where each tap leaves it) until a reaction window opens.
      for (let taps = 0; !(await reaction.count()); taps++) {
        if (taps > 300 || (await page.getByRole('status', { name: 'Game over' }).count())) throw new Error('no reaction window opened for the player');
        const spells = page.getByRole('region', { name: 'Cast a spell' });
        if (await page.locator('[aria-label="Your hand"] button[aria-label^="Choose "]:not([disabled])').count()) await placeFirst(page);
        else if (await spells.count()) await spells.getByRole('button', { name: 'Pass: cast nothing' }).click();
        else if (await page.locator('[aria-label="Amnesia"] button').count()) await page.locator('[aria-label="Amnesia"] button').first().click();
        else await page.waitForTimeout(50);
      }
      // It holds the focus, and the whole window is in sight: under the sticky bars (the header and
      // the health bar), its last button above the bottom of the screen. Where the tap left the
      // page decides whether it had to move (docs/web.md, "On a phone").
      await expect.poll(() => page.evaluate(() => document.body.hasAttribute('data-reaction-focused'))).toBe(true);
      const placed = () =>
        page.evaluate(() => {
          const bars = document.querySelector('.dr-summary')!.getBoundingClientRect();
          const area = document.querySelector('.dr-prompts')!.getBoundingClientRect();
          const reaction = document.querySelector('.dr-prompts .reaction')!.getBoundingClientRect();
          return { underBars: area.top >= bars.bottom - 1, endInSight: reaction.bottom <= window.innerHeight + 1 };
        });
      // The scroll follows the focus: on a busy machine a frame or two later.
      await expect.poll(placed).toEqual({ underBars: true, endInSight: true });

      // One button per choice at each step: first only the spells (a spell the hand can cast alone
      // is chosen already, and its targets follow), never a list of every combination.
      const spells = await reaction.getByRole('group', { name: 'Spell' }).locator('button').allTextContents();
      expect(spells.length).toBeGreaterThanOrEqual(1);
      expect(spells.length).toBeLessThanOrEqual(2);
      expect(spells.every((t) => ['Counter Spell', 'Magic Mirror'].includes(t))).toBe(true);
      expect(await reaction.getByRole('radiogroup', { name: 'Discard' }).count()).toBe(0);
      const spell = spells[0]!;
      const spellButton = reaction.getByRole('group', { name: 'Spell' }).getByRole('button', { name: spell });
      if ((await spellButton.getAttribute('aria-pressed')) !== 'true') await spellButton.click();
      await reaction.getByRole('group', { name: 'On whom' }).getByRole('button', { name: 'yourself' }).click();
      expect(await reaction.getByRole('radiogroup', { name: 'Discard' }).getByRole('radio').first().getAttribute('aria-checked')).toBe('true');
      await reaction.getByRole('button', { name: new RegExp(`^Cast ${spell} on yourself, discarding `) }).click();
      await expect.poll(() => page.getByRole('region', { name: 'This turn' }).textContent()).toMatch(new RegExp(`Player 1 casts ${spell} at Player 1, discarding`));

      // The header and the wizards' health stay in sight however far the page scrolls: the health
      // bar sits just under the header, never behind it and never off the screen.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const sticky = () =>
        page.evaluate(() => {
          const head = document.querySelector('.game-head')!.getBoundingClientRect();
          const summary = document.querySelector('.dr-summary')!.getBoundingClientRect();
          return { headTop: head.top, underHead: summary.top >= head.bottom - 1, inSight: summary.bottom <= window.innerHeight, scrolled: window.scrollY > 0 };
        });
      await expect.poll(sticky).toEqual({ headTop: 0, underHead: true, inSight: true, scrolled: true });
    });
    expect(errors).toEqual([]);
  }, 150_000);
});
