import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CARDS } from '@decktet/decktet';
import { appForTheseTests, openPlayerPage, withScreenshot } from './harness';

/**
 * A newcomer in Chromium, on a phone (390×844) in Spanish and in English and on a laptop
 * (1280×800) in Spanish: every lesson of both games, each step done by tapping exactly what its
 * instruction names — the hand cards it names, then each quoted control in turn — through
 * Playwright's taps, which fail when a control is hidden, disabled or covered (the sticky bars
 * included). At every step, and before every tap, the instruction itself is inside the window and
 * covered by nothing (on a phone it stays in the header's bar while the table scrolls). In Spanish
 * the page shows no English word, card titles aside. The component test
 * (src/tutorial/instructions.test.tsx) checks the instructions in both languages without layout.
 */
const app = appForTheseTests();

type Texts = { [key: string]: string | Texts };
type Language = 'en' | 'es';
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Texts;
const CATALOGUE = { en: read('../src/i18n/areas/tutorial.en.json'), es: read('../src/i18n/areas/tutorial.es.json') };
const SUITS = {
  en: (read('../src/i18n/en.json').cards as Texts).suit as Record<string, string>,
  es: (read('../src/i18n/es.json').cards as Texts).suit as Record<string, string>,
};
/** How each language quotes a control's label in running text. */
const QUOTES = { en: /“([^”]+)”/g, es: /«([^»]+)»/g };

/** The lessons in order, each with its steps in order, as the catalogue lists them (the lesson files list them the same way). */
function lessons(language: Language, game: 'duelingRunes' | 'hieroglyphs') {
  return Object.entries(CATALOGUE[language][game] as Texts)
    .filter(([, v]) => typeof v === 'object')
    .map(([id, lesson]) => {
      const l = lesson as Texts;
      const steps = Object.entries(l)
        .filter(([, v]) => typeof v === 'object' && 'ask' in v)
        .map(([stepId, s]) => ({ id: stepId, ask: (s as Texts).ask as string, after: ((s as Texts).after as string).split(/\n\s*\n/)[0]! }));
      return { id, title: l.title as string, steps };
    });
}

/** A card as running text names it: the Decktet's title, or «As de Lunas» (“Ace of Moons”). */
function cardNames(language: Language) {
  const ace = (suit: string) => (language === 'es' ? `As de ${SUITS.es[suit]}` : `Ace of ${SUITS.en[suit]}`);
  return CARDS.map((c) => ({ id: c.id, name: c.kind === 'ace' ? ace(c.suits[0]!) : c.title.replace(/^the /, '') })).sort((a, b) => b.name.length - a.name.length);
}

/** What an instruction names, in reading order: quoted controls and cards. */
function named(language: Language, text: string): ({ control: string } | { card: string })[] {
  const found: { at: number; item: { control: string } | { card: string } }[] = [];
  const quotes = QUOTES[language];
  for (const m of text.matchAll(quotes)) found.push({ at: m.index, item: { control: m[1]! } });
  let rest = text.replace(quotes, (m) => ' '.repeat(m.length));
  for (const { id, name } of cardNames(language)) {
    for (const m of rest.matchAll(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'gu'))) {
      found.push({ at: m.index, item: { card: id } });
      rest = rest.slice(0, m.index) + ' '.repeat(name.length) + rest.slice(m.index + name.length);
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.item);
}

/**
 * The instruction is inside the window and nothing covers it: its box lies within the viewport,
 * and the topmost element at its corners and centre is the instruction itself (not a sticky bar,
 * not the clipped edge of a scrolled panel).
 */
async function expectInSight(page: Page, instruction: Locator, where: string) {
  const box = await instruction.boundingBox();
  const window = page.viewportSize()!;
  expect(box, `${where}: the instruction is not shown`).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(width > 0 && height > 0 && x >= 0 && y >= 0 && x + width <= window.width && y + height <= window.height, `${where}: the instruction lies outside the window (${JSON.stringify(box)})`).toBe(true);
  const covered = await instruction.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    ] as const;
    return points
      .map(([px, py]) => ({ px, py, hit: document.elementFromPoint(px, py) }))
      .filter(({ hit }) => !hit || !el.contains(hit))
      .map(({ px, py, hit }) => `(${Math.round(px)}, ${Math.round(py)}) under ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
  });
  expect(covered, `${where}: the instruction is covered`).toEqual([]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Taps what the instruction names: a hand card named before the last control, then each control; `check` runs before every tap. */
async function follow(page: Page, language: Language, ask: string, check: () => Promise<void>) {
  const items = named(language, ask);
  const last = items.findLastIndex((i) => 'control' in i);
  expect(last, ask).toBeGreaterThanOrEqual(0);
  const selected = new Set<string>();
  for (const [i, item] of items.entries()) {
    if ('control' in item) {
      const label = item.control;
      const control = page
        .getByRole('button', { name: label, exact: true })
        .or(page.getByRole('radio', { name: label, exact: true }))
        .or(page.locator('button').filter({ hasText: new RegExp(`^\\s*${escape(label)}\\s*$`) }))
        .first();
      await check();
      await control.click({ timeout: 5_000 }).catch((e: Error) => {
        throw new Error(`“${label}” could not be tapped: ${e.message.split('\n')[0]}`);
      });
    } else if (i < last && !selected.has(item.card)) {
      const inHand = page.locator(`.my-hand button:has([data-card="${item.card}"]):not([disabled])`);
      if ((await inHand.count()) > 0) {
        selected.add(item.card);
        await check();
        await inHand.first().click({ timeout: 5_000 });
      }
    }
  }
}

/** Lines of what the page shows with an English word in them, card titles and revealed letters aside. */
const ENGLISH = /\b(the|and|of|with|at|is|are|you|your|from|into|to|by|not|does|turn|turns|card|cards|places|plays|passes|casts|discards|draws|react|wins|wizard|spell|tomb|letters|hand|deck|health|points|hidden|left|lesson|next|choose|place|cast|pass)\b/i;
const TITLES = CARDS.map((c) => c.title.replace(/^the /, '')).sort((a, b) => b.length - a.length);
function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ titles, english }) => {
      const pattern = new RegExp(english, 'i');
      return document.body.innerText
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

const GAMES = [
  ['dueling-runes', 'duelingRunes'],
  ['hieroglyphs', 'hieroglyphs'],
] as const;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const RUNS = [
  ['in Spanish on a phone', { language: 'es', screen: 'phone', viewport: PHONE }],
  ['in English on a phone', { language: 'en', screen: 'phone', viewport: PHONE }],
  ['in Spanish on a laptop', { language: 'es', screen: 'laptop', viewport: LAPTOP }],
] as const;

describe.each(RUNS)('the lessons %s', (_, { language, screen, viewport }) => {
  it.each(GAMES)('%s: every instruction stays in sight and, tapped as written, makes its move', async (game, key) => {
    const { page, errors } = await openPlayerPage(app, { viewport, reducedMotion: true });
    await page.evaluate((l) => localStorage.setItem('decktet-table:language', l), language);
    const all = lessons(language, key);
    for (const lesson of all) {
      await withScreenshot(page, `lessons-${language}-${screen}-${game}-${lesson.id}`, async () => {
        await page.evaluate(([g, l]) => localStorage.setItem(`decktet-table:tutorial:${g}`, JSON.stringify({ current: l, done: [] })), [game, lesson.id]);
        await page.goto(`${app.url}/learn/${game}`);
        const panel = page.getByRole('region', { name: lesson.title });
        await panel.waitFor();
        // On a phone the move asked for is in the sticky header's bar; on a wide screen, in the panel beside the table.
        const instruction = screen === 'phone' ? page.locator('.game-head .lesson-bar-text') : panel.locator('.lesson-ask');
        for (const step of lesson.steps) {
          const where = `${language} ${screen} / ${game} / ${lesson.id} / ${step.id}`;
          await expect.poll(() => instruction.textContent(), { message: where }).toContain(step.ask);
          await expectInSight(page, instruction, where);
          if (language === 'es') expect(await englishOnScreen(page), where).toEqual([]);
          await follow(page, language, step.ask, () => expectInSight(page, instruction, `${where}, before a tap`));
          await expect.poll(() => panel.textContent(), { message: where }).toContain(step.after);
          expect(await panel.getByRole('alert').count(), where).toBe(0);
        }
        if (language === 'es') expect(await englishOnScreen(page), `${game} / ${lesson.id}, done`).toEqual([]);
        // The way on stays in reach: on a phone the bar offers the next lesson; beside the table, the panel does.
        if (lesson !== all.at(-1)) {
          const next = (screen === 'phone' ? page.locator('.game-head .lesson-bar') : panel).getByRole('button', { name: CATALOGUE[language].next as string, exact: true });
          await expectInSight(page, next, `${language} ${screen} / ${game} / ${lesson.id}, the next lesson`);
        }
      });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
