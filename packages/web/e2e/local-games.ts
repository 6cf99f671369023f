/** Games against the computer, saved in the browser as the set-up form saves them, opened at their table. */
import type { Page } from 'playwright-core';
import type { App } from './harness';

export interface LocalGame {
  game: 'dueling-runes' | 'hieroglyphs';
  /** The saved game's id (its address is /local/<id>). */
  id: string;
  /** The deal's seed: the same seed, the same cards. */
  seed: string;
  /** The game's settings (Dueling Runes: two wizards unless given). */
  config?: Record<string, unknown>;
  /** The computer's level (default: easy, a small search). */
  level?: 'easy' | 'normal' | 'hard';
  /** The players' names shown at the table (default: Ada and the computer's level). */
  names?: [string, string];
}

/** Saves a game of `Ada` against the computer in the page's storage and opens it at its table (the page must be on the app's origin). */
export async function openLocalGame(page: Page, appUrl: string, { game, id, seed, config, level = 'easy', names }: LocalGame): Promise<void> {
  const settings = config ?? (game === 'dueling-runes' ? { players: 2 } : {});
  const saved = { id, game, mode: 'ai', seed, config: settings, names: names ?? ['Ada', `Computer (${level})`], seats: ['human', `ai:${level}`], actions: [], createdAt: 1, updatedAt: 1, finished: false };
  await page.evaluate((g) => localStorage.setItem(`decktet-table:local:${g.id}`, JSON.stringify(g)), saved);
  await page.goto(`${appUrl}/local/${id}`);
}

/**
 * A browser context of its own on the start page, in `locale`, at `viewport` (with touch and a
 * phone's page when `touch`), motion reduced (scrolls the page makes happen at once, so a tap or a
 * key lands where the page has settled) and the computer's fast mode on; page errors collected.
 */
export async function openHome(app: App, { locale, viewport, touch = false }: { locale: string; viewport: { width: number; height: number }; touch?: boolean }): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await app.browser.newContext({ viewport, locale, ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.url}/`);
  await page.evaluate(() => localStorage.setItem('decktet-table:fast', '1'));
  return { page, errors, close: () => context.close() };
}
