import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARDS } from '@decktet/decktet';
import { appForTheseTests, openPlayerPage, withScreenshot } from './harness';

/**
 * A Spanish newcomer on a phone (390×844), in Chromium: every lesson of both games, each step done
 * by tapping exactly what its instruction names — the hand cards it names, then each «quoted»
 * control in turn — through Playwright's taps, which fail when a control is hidden, disabled or
 * covered (the sticky bars included). At every step the page shows no English word, card titles
 * aside. The component test (src/tutorial/instructions.test.tsx) checks the same in both languages
 * without layout; this one sees the lessons at phone size.
 */
const app = appForTheseTests();

type Texts = { [key: string]: string | Texts };
const ES = JSON.parse(readFileSync(new URL('../src/i18n/areas/tutorial.es.json', import.meta.url), 'utf8')) as Texts;
const ES_CARDS = (JSON.parse(readFileSync(new URL('../src/i18n/es.json', import.meta.url), 'utf8')) as { cards: { suit: Record<string, string> } }).cards;

/** The lessons in order, each with its steps in order, as the catalogue lists them (the lesson files list them the same way). */
function lessons(game: 'duelingRunes' | 'hieroglyphs') {
  return Object.entries(ES[game] as Texts)
    .filter(([, v]) => typeof v === 'object')
    .map(([id, lesson]) => {
      const l = lesson as Texts;
      const steps = Object.entries(l)
        .filter(([, v]) => typeof v === 'object' && 'ask' in v)
        .map(([stepId, s]) => ({ id: stepId, ask: (s as Texts).ask as string, after: ((s as Texts).after as string).split(/\n\s*\n/)[0]! }));
      return { id, title: l.title as string, steps };
    });
}

/** A card as Spanish running text names it: the Decktet's title, or «As de Lunas». */
const NAMES = CARDS.map((c) => ({ id: c.id, name: c.kind === 'ace' ? `As de ${ES_CARDS.suit[c.suits[0]!]}` : c.title.replace(/^the /, '') })).sort((a, b) => b.name.length - a.name.length);

/** What an instruction names, in reading order: «controls» and cards. */
function named(text: string): ({ control: string } | { card: string })[] {
  const found: { at: number; item: { control: string } | { card: string } }[] = [];
  for (const m of text.matchAll(/«([^»]+)»/g)) found.push({ at: m.index, item: { control: m[1]! } });
  let rest = text.replace(/«[^»]+»/g, (m) => ' '.repeat(m.length));
  for (const { id, name } of NAMES) {
    for (const m of rest.matchAll(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'gu'))) {
      found.push({ at: m.index, item: { card: id } });
      rest = rest.slice(0, m.index) + ' '.repeat(name.length) + rest.slice(m.index + name.length);
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.item);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Taps what the instruction names: a hand card named before the last control, then each control. */
async function follow(page: Page, ask: string) {
  const items = named(ask);
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
      await control.click({ timeout: 5_000 }).catch((e: Error) => {
        throw new Error(`«${label}» could not be tapped on a phone: ${e.message.split('\n')[0]}`);
      });
    } else if (i < last && !selected.has(item.card)) {
      const inHand = page.locator(`.my-hand button:has([data-card="${item.card}"]):not([disabled])`);
      if ((await inHand.count()) > 0) {
        selected.add(item.card);
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

describe('the lessons in Spanish on a phone', () => {
  it.each(GAMES)('%s: every instruction, tapped as written, makes its move, with every word in Spanish', async (game, key) => {
    const { page, errors } = await openPlayerPage(app, { viewport: { width: 390, height: 844 }, reducedMotion: true });
    await page.evaluate(() => localStorage.setItem('decktet-table:language', 'es'));
    for (const lesson of lessons(key)) {
      await withScreenshot(page, `lessons-es-${game}-${lesson.id}`, async () => {
        await page.evaluate(([g, l]) => localStorage.setItem(`decktet-table:tutorial:${g}`, JSON.stringify({ current: l, done: [] })), [game, lesson.id]);
        await page.goto(`${app.url}/learn/${game}`);
        const panel = page.getByRole('region', { name: lesson.title });
        await panel.waitFor();
        for (const step of lesson.steps) {
          const where = `${game} / ${lesson.id} / ${step.id}`;
          await expect.poll(() => panel.textContent(), { message: where }).toContain(step.ask);
          expect(await englishOnScreen(page), where).toEqual([]);
          await follow(page, step.ask);
          await expect.poll(() => panel.textContent(), { message: where }).toContain(step.after);
          expect(await panel.getByRole('alert').count(), where).toBe(0);
        }
        expect(await englishOnScreen(page), `${game} / ${lesson.id}, done`).toEqual([]);
      });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
