import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForTheseTests, withScreenshot } from './harness';
import { openHome } from './local-games';

/**
 * A designer in Chromium, through the built client: from Dueling Runes' tile to the Workbench,
 * one recipe row edited (Lightning Bolt's damage counts its Moons too, DRA-35), a small study run
 * in the page's Web Workers beside the standard table until it is done, shared by link; the link
 * opened in a fresh browser context shows the same table and the same figures; its data file
 * plays the same duels again with `decktet study` in the terminal; and a duel starts with the rules.
 */
const app = appForTheseTests();
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const DONE = 'Done: every figure is decided, or the cap is reached.';
const status = (page: Page) => page.getByRole('status');
const figures = (page: Page) => page.locator('.lab-figures').textContent();
const moonsDamage = (page: Page) => page.getByLabel('Lightning Bolt: damage counts Moons');

/** `decktet study …` in a terminal, from the sources. */
const decktet = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/cli/src/main.ts'), 'study', ...args], { cwd: ROOT, encoding: 'utf8' });

describe('the Workbench', () => {
  it('DRA-35: edits a recipe row, runs it beside the standard table, shares it by link and data file, and starts a duel with it', { timeout: 300_000 }, async () => {
    const designer = await openHome(app, { locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const { page } = designer;
    await withScreenshot(page, 'workbench', async () => {
      const tile = page.locator('.game-tile', { has: page.getByRole('heading', { name: 'Dueling Runes' }) });
      await tile.getByRole('link', { name: 'Workbench: try a rule change' }).click();
      await page.getByRole('heading', { name: 'Workbench', level: 1 }).waitFor();
      await moonsDamage(page).check();
      await page.getByLabel('Level').selectOption('random');
      await page.getByLabel('Duels per chunk').fill('2');
      await page.getByLabel('Stop after this many duels per table').fill('6');
      await page.getByRole('button', { name: 'Run' }).click();
      await expect.poll(() => status(page).textContent(), { timeout: 120_000 }).toBe(DONE);
      expect(await page.locator('.lab-games').textContent()).toMatch(/^Duels played: 6 with your table, 6 with the standard one \(at most 6 each\)\./);
      const shown = await figures(page);
      expect(shown).toContain('Seat balance');
      // A decided comparison: figures of both tables carry their verdicts, some of them decided already.
      expect(shown).toMatch(/holds|fails/);
      expect(await page.locator('.lab-games').textContent()).toMatch(/\d+ of \d+ figures decided/);

      await page.getByRole('button', { name: 'Link to these results' }).click();
      const link = await page.getByLabel('Link', { exact: true }).inputValue();
      expect(link).toMatch(new RegExp(`^${app.url}/lab#s=[\\w-]+$`));
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the data file' }).click()]);
      const dir = mkdtempSync(join(tmpdir(), 'decktet-workbench-'));
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);

      // The data file in the terminal: imported, its duels played again the same, and the study plays on.
      const study = JSON.parse(readFileSync(file, 'utf8')) as { study: { study: string } };
      const name = study.study.study;
      expect(decktet('import', file, '--dir', dir)).toContain(`written: 2 runs, 12 games stored`);
      expect(decktet('verify', name, '--dir', dir)).toBe(`${name}: 6 chunks played again, the same duels\n`);

      // The link in a fresh browser: the same table, the same games played again, the same figures.
      const friend = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
      const other = await friend.newPage();
      await other.goto(link);
      await expect.poll(() => moonsDamage(other).isChecked()).toBe(true);
      expect(await other.getByLabel('Level').inputValue()).toBe('random');
      await expect.poll(() => status(other).textContent(), { timeout: 120_000 }).toBe(DONE);
      expect(await figures(other)).toBe(shown);

      // A duel against the computer with the edited rules.
      await other.getByRole('button', { name: 'Play a duel against the computer' }).click();
      await other.waitForURL(/\/local\//);
      expect(await other.locator('.game-head h1').textContent()).toBe('Dueling Runes — Advanced Game, changed rules');
      expect(await other.locator('.changed-rules summary').textContent()).toBe('Changed rules: Lightning Bolt');
      const saved = await other.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('decktet-table:local:')).map((k) => JSON.parse(localStorage.getItem(k)!) as { config: { recipes: { spell: string; readings: { damage?: string[] } }[] } }));
      expect(saved[0]!.config.recipes.find((r) => r.spell === 'lightning-bolt')!.readings.damage).toEqual(['suns', 'moons']);
      await friend.close();
    });
    expect(designer.errors).toEqual([]);
    await designer.close();
  });

  it('DRA-35 on a phone: every control of the recipe table is in sight without scrolling sideways, each cell named by its column', { timeout: 120_000 }, async () => {
    const designer = await openHome(app, { locale: 'es-ES', viewport: { width: 360, height: 640 }, touch: true });
    const { page } = designer;
    await withScreenshot(page, 'workbench-phone', async () => {
      await page.goto(`${app.url}/lab`);
      const table = page.locator('table.lab-recipes');
      await table.waitFor();
      const controls = await table.locator('input, select').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { label: el.getAttribute('aria-label'), inside: r.width > 0 && r.left >= 0 && r.right <= window.innerWidth };
        }),
      );
      // Eleven spells, each a phase, six energy types and its readings' controls.
      expect(controls.length).toBeGreaterThan(11 * 7);
      expect(controls.filter((c) => !c.inside)).toEqual([]);
      const region = await page.getByRole('region', { name: 'La tabla de recetas' }).evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(region).toBeLessThanOrEqual(0);
      // The column headings are out of sight; each cell says which it is.
      const troll = table.locator('tbody tr').first();
      expect(await troll.locator('td').evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content))).toEqual(['"Fase"', '"Tipos de energía"', '"Qué dan las cuentas"']);
      // A change is made by touch, where it stands.
      await page.getByLabel('Invocar trol: energía Hojas').tap();
      expect(await page.getByLabel('Invocar trol: energía Hojas').isChecked()).toBe(true);
    });
    expect(designer.errors).toEqual([]);
    await designer.close();
  });
});
