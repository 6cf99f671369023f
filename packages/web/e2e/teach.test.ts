import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { type App, openPlayerPage, startApp, withScreenshot } from './harness';
import { hieroglyphsStep } from './drivers';
import { shortDuel } from './records';

/**
 * End to end: the teacher in the browser. A hint in a game against the easy AI, and a review of a
 * finished game in the replay viewer, each worked out in the AI's Web Worker; screenshots of both
 * on a laptop and on a phone go to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.TEACH_SHOTS_DIR ?? '/tmp/teach-shots';
const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let app: App;
beforeAll(async () => {
  app = await startApp();
  mkdirSync(SHOTS_DIR, { recursive: true });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** Elements that reach past the window's right edge (none: the page never scrolls sideways). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && e.closest('details:not([open]) > :not(summary)') === null)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} (${Math.round(e.getBoundingClientRect().right)})`),
  );
}

/** Serious or critical axe violations (contrast among them) inside the given parts of the page. */
async function violations(page: Page, ...parts: string[]): Promise<string[]> {
  const results = await parts.reduce((axe, part) => axe.include(part), new AxeBuilder({ page })).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
}

async function savedMoves(page: Page): Promise<number> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('decktet-table:local:'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { actions: unknown[] }).actions.length;
  });
}

describe('the teacher in a browser', () => {
  it.each(VIEWPORTS)('hints the player\'s move in a game against the easy AI ($name)', async (viewport) => {
    const { page, errors } = await openPlayerPage(app, { viewport, reducedMotion: true });
    await withScreenshot(page, `teach-hint-${viewport.name}`, async () => {
      await page.goto(`${app.url}/new/hieroglyphs`);
      await page.getByLabel('Against the computer').check();
      await page.getByLabel('Difficulty').selectOption('easy');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForURL(/\/local\//);
      // A few moves first, then the hint on the player's own turn.
      while ((await savedMoves(page)) < 4) if ((await hieroglyphsStep(page)) !== 'acted') await page.waitForTimeout(40);
      const hint = page.getByRole('button', { name: 'Hint' });
      await hint.waitFor({ timeout: 20_000 });
      await hint.click();
      const result = page.locator('#teach-hint-result');
      await expect.poll(() => result.textContent(), { timeout: 30_000 }).toMatch(/^Suggested: .+ — \d+% to win\. (Next best: .+ — \d+%\.|It is the only legal move\.)$/);
      expect(await result.getAttribute('aria-live')).toBe('polite');
      expect(await violations(page, '.teach-hint')).toEqual([]);
      await page.screenshot({ path: `${SHOTS_DIR}/hint-${viewport.width}x${viewport.height}.png` });
      // The page stays the player's: the suggestion can be played from the table as usual.
      expect(await page.locator('.hg-table').count()).toBe(1);
      expect(await overflowing(page)).toEqual([]);
    });
    expect(errors).toEqual([]);
  }, 150_000);

  it.each(VIEWPORTS)('reviews a finished game in the replay viewer, with its progress, summary and chart ($name)', async (viewport) => {
    const { page, errors } = await openPlayerPage(app, { viewport, reducedMotion: true });
    await withScreenshot(page, `teach-review-${viewport.name}`, async () => {
      const record = shortDuel();
      await page.goto(`${app.url}/replay`);
      await page.getByLabel('Game record (.json)').setInputFiles({ name: 'duel.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
      await page.getByRole('heading', { name: 'Replay: Dueling Runes' }).waitFor();
      const review = page.getByRole('region', { name: 'Review' });
      await review.getByRole('button', { name: 'Review' }).click();
      await review.getByRole('table', { name: 'Accuracy' }).waitFor({ timeout: 120_000 });
      expect(await review.getByRole('row').count()).toBe(3);
      const chart = review.getByRole('img', { name: /^Win chance over the game: Ada from \d+% to \d+% and Bo from \d+% to \d+%\./ });
      expect(await chart.count()).toBe(1);
      expect(await chart.locator('polyline').count()).toBe(2);
      // The chart follows the replay: at the end of the game its marker stands at the right edge.
      await page.getByRole('button', { name: 'End of the game' }).click();
      expect(await chart.getAttribute('aria-label')).toMatch(new RegExp(`Now at step ${record.actions.length} of ${record.actions.length}\\.$`));
      // The marks' colours and the chart read well enough (axe's contrast check among them).
      await review.locator('summary').click();
      expect(await violations(page, '.teach-review', '.turn-list')).toEqual([]);
      await review.locator('summary').click();
      // A phone shows the review where the player scrolls to it (a full-page picture would pile up the sticky bars).
      if (viewport.name === 'phone') await review.evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${SHOTS_DIR}/review-${viewport.width}x${viewport.height}.png`, fullPage: viewport.name === 'laptop' });
      expect(await overflowing(page)).toEqual([]);
    });
    expect(errors).toEqual([]);
  }, 180_000);
});
