import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForTheseTests, withScreenshot } from './harness';
import { type Chooser, duelingRunesChoice, hieroglyphsChoice, keyboardStep, playToTheEnd } from './drivers';
import { type LocalGame, openHome, openLocalGame } from './local-games';
import { seriousViolations } from './axe';
import { EN, ES } from '../src/i18n/catalogues';

/**
 * Without a mouse: a whole duel of Dueling Runes and a whole game of Hieroglyphs against the easy
 * computer, played with the keyboard alone (`keyboard.press` only: Tab to a control, which must
 * show its focus ring, then Enter; a card in the hand by its digit), in English and in Spanish.
 * The help beside the table lists the shortcuts and is opened from the keyboard; whose move it
 * is and what the log says are live regions; axe finds no serious or critical violation at the
 * start, in the middle and at the end of each game.
 */
const app = appForTheseTests();

/** Presses Tab until `selector` has the focus (at most 80 times), then Enter. */
async function tabToAndPress(page: Page, selector: string): Promise<void> {
  for (let tabs = 0; !(await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)); tabs++) {
    if (tabs > 80) throw new Error(`Tab did not reach ${selector}`);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
}


/** Opens the help beside the table from the keyboard: it must list the shortcuts in the page's language. */
async function openHelp(page: Page, digits: string): Promise<void> {
  await tabToAndPress(page, '.keys-help summary');
  expect(await page.locator('.keys-help').getAttribute('open')).not.toBeNull();
  expect(await page.locator('.keys-help').textContent()).toContain(digits);
}

/** The keys help's line for the digits, in each language. */
const LANGUAGES = [
  { lang: 'en', locale: 'en-GB', digits: EN.table.keys.digits },
  { lang: 'es', locale: 'es-ES', digits: ES.table.keys.digits },
] as const;

async function playByKeyboard(page: Page, game: LocalGame, chooser: Chooser, digits: string): Promise<string[]> {
  const found: string[] = [];
  await openLocalGame(page, app.url, game);
  await page.locator('.table-area .my-hand').waitFor();
  await openHelp(page, digits);
  // Whose move it is and the log are read out as they change.
  expect(await page.locator('.game-status').getAttribute('role')).toBe('status');
  expect(await page.locator('.log ol').getAttribute('aria-live')).toBe('polite');
  found.push(...(await seriousViolations(page, `${game.game} at the start`)));
  expect(await playToTheEnd([page], (p) => keyboardStep(p, chooser), { ms: 240_000, actions: 6 })).toBe(6);
  found.push(...(await seriousViolations(page, `${game.game} in play`)));
  await playToTheEnd([page], (p) => keyboardStep(p, chooser), 240_000);
  expect(await page.locator('.outcome').count()).toBe(1);
  found.push(...(await seriousViolations(page, `${game.game} at the end`)));
  return found;
}

describe.each(LANGUAGES)('playing with the keyboard alone in $lang', ({ lang, locale, digits }) => {
  it.each([
    { game: 'dueling-runes' as const, chooser: duelingRunesChoice, config: { players: 2, health: 6 } },
    { game: 'hieroglyphs' as const, chooser: hieroglyphsChoice, config: {} },
  ])('plays a whole game of $game', async ({ game, chooser, config }) => {
    const { page, errors, close } = await openHome(app, { locale, viewport: { width: 1280, height: 800 } });
    const found = await withScreenshot(page, `keyboard-${game}-${lang}`, () => playByKeyboard(page, { game, id: `keys-${game}-${lang}`, seed: `keys-${game}`, config }, chooser, digits));
    await close();
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
