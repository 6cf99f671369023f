import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARDS } from '@decktet/decktet';
import { appForTheseTests, openPlayerPage, withScreenshot } from './harness';
import { glyphsGame, shortDuel } from './records';

/**
 * The set-up form's mode choices and the replay's review, in Chromium at laptop and phone size, in
 * English and Spanish: each radio button sits on the line of its words, the win-chance chart names
 * its axis, the review explains ?! / ? / ??, and picking a step from the list of turns keeps the
 * board in view. Screenshots go to SHOTS_DIR.
 */
const app = appForTheseTests();
const SHOTS_DIR = process.env.NEWCOMER_SHOTS_DIR ?? '/tmp/newcomer-shots';
const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGUAGES = ['en', 'es'] as const;
const CASES = VIEWPORTS.flatMap((viewport) => LANGUAGES.map((language) => ({ ...viewport, viewport, language })));

async function speak(page: Page, language: (typeof LANGUAGES)[number]) {
  await page.evaluate((l) => window.localStorage.setItem('decktet-table:language', l), language);
}

/** For each mode choice: where its radio button stands against its first line of words. */
function modeChoices(page: Page) {
  return page.locator('form.setup fieldset').first().evaluate((set) =>
    [...set.querySelectorAll('label.choice')].map((label) => {
      const radio = label.querySelector('input')!.getBoundingClientRect();
      const words = label.querySelector('b')!.getBoundingClientRect();
      return { text: label.querySelector('b')!.textContent, radio: { top: radio.top, bottom: radio.bottom, right: radio.right }, words: { top: words.top, bottom: words.bottom, left: words.left } };
    }),
  );
}

/** English words that never belong in a Spanish sentence (the unit test's list, in short). */
const ENGLISH = /\b(the|and|of|with|at|is|are|you|your|from|into|to|by|not|does|turn|turns|card|cards|places|plays|passes|casts|discards|draws|react|wins|wizard|spell|tomb|letters|hand|deck|health)\b/i;
// Faces and card chips print the Decktet's English titles, an Ace's too (Hieroglyphs spells ACEOFMOONS).
const TITLES = CARDS.map((c) => c.title.replace(/^the /, '')).sort((a, b) => b.length - a.length);

/** The English words in what the page shows now, card titles, revealed letters and brand names aside. */
function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ titles, english }) => {
      const pattern = new RegExp(english, 'i');
      const text = document.body.innerText;
      return text
        .split('\n')
        .map((line) => {
          let l = line.replace(/\b[A-Z]{2,}\b/g, ' ');
          for (const t of [...titles, 'Decktet Table', 'Decktet', 'English']) l = l.split(t).join(' ');
          const m = pattern.exec(l);
          return m ? `"${m[0]}" in «${line}»` : '';
        })
        .filter(Boolean);
    },
    { titles: TITLES, english: ENGLISH.source },
  );
}

describe('the set-up form and the review, for a newcomer', () => {
  it.each(CASES)('puts every mode\'s radio button on the line of its name ($name, $language)', async ({ viewport, language, name }) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    const { page, errors } = await openPlayerPage(app, { viewport, reducedMotion: true });
    await speak(page, language);
    await withScreenshot(page, `setup-${name}-${language}`, async () => {
      for (const game of ['dueling-runes', 'hieroglyphs']) {
        await page.goto(`${app.url}/new/${game}`);
        const choices = await modeChoices(page);
        expect(choices).toHaveLength(3);
        for (const c of choices) {
          // The radio button overlaps the first line of its name vertically and stands before it.
          expect(c.radio.bottom, c.text!).toBeGreaterThan(c.words.top);
          expect(c.radio.top, c.text!).toBeLessThan(c.words.bottom);
          expect(c.radio.right, c.text!).toBeLessThanOrEqual(c.words.left);
        }
        await page.screenshot({ path: `${SHOTS_DIR}/setup-${game}-${name}-${language}.png` });
      }
    });
    expect(errors).toEqual([]);
  }, 120_000);

  it.each(CASES)('labels the chart\'s axis, explains the marks and keeps the board in view when a step is picked ($name, $language)', async ({ viewport, language, name }) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    const { page, errors } = await openPlayerPage(app, { viewport, reducedMotion: true });
    await speak(page, language);
    const es = language === 'es';
    await withScreenshot(page, `review-${name}-${language}`, async () => {
      const record = shortDuel();
      await page.goto(`${app.url}/replay`);
      await page.locator('input[type=file]').setInputFiles({ name: 'duel.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
      const review = page.locator('.teach-review');
      await review.getByRole('button', { name: es ? 'Analizar' : 'Review' }).click();
      await review.locator('.teach-summary').waitFor({ timeout: 120_000 });
      expect(await review.locator('.teach-chart-axis-label').textContent()).toBe(es ? 'Jugadas hechas en la partida' : 'Moves made in the game');
      const legend = await review.locator('.teach-marks-legend > div').allTextContents();
      expect(legend).toHaveLength(3);
      expect(legend[0]).toMatch(es ? /^\?!Imprecisión.*Imprecisión: la jugada perdió entre un 5\s%\sy un 10\s%/ : /^\?!Inaccuracy.*Inaccuracy: the move lost 5% to 10%/);
      expect(legend[2]).toMatch(es ? /Error grave: perdió un 20\s%\so más\.$/ : /Blunder: it lost 20% or more\.$/);
      await review.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/review-${name}-${language}.png` });
      // Pick steps from the list of turns (a real click: the browser scrolls the list's button into view first).
      const steps = page.locator('.turn-list ol ol button');
      const count = await steps.count();
      for (const i of [count - 1, Math.floor(count / 2), 0]) {
        await steps.nth(i).click();
        // The board's top is in sight: below the header where the header stays on screen, in the upper third.
        const place = () =>
          page.locator('.replay-now').evaluate((e) => {
            const head = document.querySelector<HTMLElement>('.game-head')!;
            const covered = getComputedStyle(head).position === 'sticky' ? head.getBoundingClientRect().bottom : 0;
            return Math.round(e.getBoundingClientRect().top - covered);
          });
        await expect.poll(place).toBeGreaterThanOrEqual(0);
        expect(await page.locator('.replay-now').evaluate((e) => e.getBoundingClientRect().top)).toBeLessThan(viewport.height / 3);
        // The step picked is the one on show, and the board shows it.
        expect(await steps.nth(i).getAttribute('aria-current')).toBe('step');
      }
      await page.screenshot({ path: `${SHOTS_DIR}/review-picked-${name}-${language}.png` });
    });
    expect(errors).toEqual([]);
  }, 240_000);

  it.each(VIEWPORTS)('shows a Spanish newcomer no English word: replays of both games step by step, a lesson, the set-up form, a game of each against the computer ($name)', async (viewport) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    const { page, errors } = await openPlayerPage(app, { viewport, reducedMotion: true });
    await speak(page, 'es');
    await withScreenshot(page, `spanish-${viewport.name}`, async () => {
      const found: string[] = [];
      for (const [name, record] of [['duelo', shortDuel()], ['jeroglificos', glyphsGame()]] as const) {
        await page.goto(`${app.url}/replay`);
        await page.locator('input[type=file]').setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
        await page.locator('.replay-now').waitFor();
        for (let step = 0; step <= record.actions.length; step++) {
          found.push(...(await englishOnScreen(page)).map((f) => `${name} step ${step}: ${f}`));
          await page.keyboard.press('Shift+ArrowRight');
        }
        await page.screenshot({ path: `${SHOTS_DIR}/spanish-replay-${name}-${viewport.name}.png` });
      }
      await page.goto(`${app.url}/learn/dueling-runes`);
      await page.locator('.lesson-panel').waitFor();
      found.push(...(await englishOnScreen(page)).map((f) => `lesson: ${f}`));
      await page.screenshot({ path: `${SHOTS_DIR}/spanish-lesson-${viewport.name}.png` });
      await page.goto(`${app.url}/new/dueling-runes`);
      found.push(...(await englishOnScreen(page)).map((f) => `set-up: ${f}`));
      // A game against the computer: the first decision, and the one after placing a card.
      await page.getByRole('button', { name: 'Empezar' }).click();
      const hand = page.getByRole('region', { name: 'Tu mano' });
      await hand.getByRole('button', { name: /^Elegir / }).first().click();
      found.push(...(await englishOnScreen(page)).map((f) => `duel, a card chosen: ${f}`));
      await hand.getByRole('button', { name: /^Colocar / }).click();
      await page.locator('.dr-table').waitFor();
      await page.waitForTimeout(1500);
      found.push(...(await englishOnScreen(page)).map((f) => `duel, after placing: ${f}`));
      await page.screenshot({ path: `${SHOTS_DIR}/spanish-duel-${viewport.name}.png` });
      await page.goto(`${app.url}/new/hieroglyphs`);
      await page.getByRole('button', { name: 'Empezar' }).click();
      await page.locator('.hg-table').waitFor();
      await page.getByRole('region', { name: 'Tu mano' }).getByRole('button', { name: /carta de rango$/ }).first().click();
      found.push(...(await englishOnScreen(page)).map((f) => `glyphs, a card chosen: ${f}`));
      await page.screenshot({ path: `${SHOTS_DIR}/spanish-glyphs-${viewport.name}.png` });
      expect(found).toEqual([]);
    });
    expect(errors).toEqual([]);
  }, 240_000);
});
