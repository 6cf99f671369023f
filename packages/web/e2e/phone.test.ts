import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForTheseTests, withScreenshot } from './harness';
import { duelingRunesChoice, hieroglyphsChoice, playToTheEnd, tapStep } from './drivers';
import { openHome, openLocalGame } from './local-games';
import { EN, ES } from '../src/i18n/catalogues';
import { foreignIn } from '../src/i18n/foreign-words';

/**
 * A phone in the hand, in English and in Spanish: at 390×844 with a touch screen, a whole duel of Dueling Runes and a whole
 * game of Hieroglyphs against the easy computer, played by tapping only what the page shows. The
 * test never scrolls: every control a player needs must be brought into sight by the page itself
 * (a new decision, a card just chosen), wholly inside the viewport with nothing covering its
 * centre (no sticky bar over it), or the game fails at that step. As each game opens, every word
 * on the table, the cards' faces included, is in the player's language.
 */
const app = appForTheseTests();

/** What the composer's preview says of a play that would overshoot the phrase (hieroglyphs.effect.overshoot). */
const OVERSHOT = { en: EN.hieroglyphs.effect.overshoot, es: ES.hieroglyphs.effect.overshoot };

const PHONE = { width: 390, height: 844 };


/**
 * The numbers a sticky bar under the header shows in full: a number cut short (by the bar's edge,
 * or under a long name's ellipsis) is not hit where it stands, at its middle or its right end.
 */
async function stickyNumbersShown(page: Page, bar: string): Promise<string[]> {
  return page.locator(`${bar} b`).evaluateAll((els) =>
    els.map((b) => {
      const r = b.getBoundingClientRect();
      const y = r.top + r.height / 2;
      const whole = r.width > 0 && r.right <= window.innerWidth && [r.left + r.width / 2, r.right - 1].every((x) => b.contains(document.elementFromPoint(x, y)));
      return whole ? (b.textContent ?? '') : `cut: ${b.textContent}`;
    }),
  );
}

/**
 * Every word the table shows, the words drawn on its cards included (an Ace's face says its name
 * in the player's words), holds none of the other language's: the first one found, or null.
 */
async function foreignOnTable(page: Page, lang: 'en' | 'es'): Promise<string | null> {
  const shown = await page.locator('main').evaluate((el) => [(el as HTMLElement).innerText, ...[...el.querySelectorAll('svg text')].map((t) => t.textContent ?? '')].join('\n'));
  return foreignIn(lang, shown);
}

/** In each language, names as long as those the issue saw cut short: the bar cannot show them whole. */
const LANGUAGES = [
  { lang: 'en', locale: 'en-GB', names: ['Player 1', 'Computer (normal)'] as [string, string] },
  { lang: 'es', locale: 'es-ES', names: ['Jugador 1', 'Ordenador (normal)'] as [string, string] },
] as const;

describe.each(LANGUAGES)('playing on a phone by touch alone in $lang', ({ lang, locale, names }) => {
  it('plays a whole duel of Dueling Runes, every control tapped in sight, the health always whole in the sticky bar', async () => {
    const { page, errors, close } = await openHome(app, { locale, viewport: PHONE, touch: true });
    await withScreenshot(page, `phone-dueling-runes-${lang}`, async () => {
      await openLocalGame(page, app.url, { game: 'dueling-runes', id: `phone-dr-${lang}`, seed: 'phone-duel-1', names });
      await page.locator('.dr-table .my-hand').waitFor();
      // Both healths stand whole in the bar that stays under the header.
      expect(await stickyNumbersShown(page, '.dr-summary')).toEqual(['♥ 12', '♥ 12']);
      expect(await foreignOnTable(page, lang)).toBeNull();
      // Each card tapped brings its Place button into sight; each new decision, its controls.
      const taps = await playToTheEnd([page], (p) => tapStep(p, duelingRunesChoice), 240_000);
      expect(taps).toBeGreaterThan(4);
      expect(await page.locator('.outcome').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
    await close();
    expect(errors).toEqual([]);
  }, 300_000);

  it('plays a whole game of Hieroglyphs, opening on the tombs, each revealed word on one line, no count preselected that may overshoot', async () => {
    const { page, errors, close } = await openHome(app, { locale, viewport: PHONE, touch: true });
    await withScreenshot(page, `phone-hieroglyphs-${lang}`, async () => {
      await openLocalGame(page, app.url, { game: 'hieroglyphs', id: `phone-hg-${lang}`, seed: 'phone-glyphs-1', names });
      const hand = page.locator('.hg-table .my-hand .card-button:not([disabled])').first();
      await hand.waitFor();
      // The decision opens on the tombs, the hand under them: all three tombs and a card are in sight.
      const inSight = (selector: string) =>
        page.locator(selector).evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight;
          }),
        );
      expect(await inSight('.tomb h3')).toEqual([true, true, true]);
      expect(await inSight('.hg-table .my-hand .card-button')).not.toContain(false);
      expect(await stickyNumbersShown(page, '.hg-scoreboard')).toEqual(['12', '12']);
      expect(await foreignOnTable(page, lang)).toBeNull();

      // A count the player tapped may overshoot (where every count may, the composer chose none); a count the composer chose, never.
      // `countTapped`: the player tapped the count of the play on show.
      let countTapped = false;
      const overshootShown = async (p: Page) => (await p.locator('.composer .preview li').allTextContents()).some((line) => line.includes(OVERSHOT[lang]));
      const countToPick = (p: Page) => p.locator('.composer [role="radio"]').evaluateAll((els) => els.length > 0 && !els.some((b) => b.getAttribute('aria-checked') === 'true'));
      let plays = 0;
      const taps = await playToTheEnd(
        [page],
        async (p) => {
          expect(!countTapped && (await overshootShown(p)), 'the composer preselected a count that may overshoot').toBe(false);
          // Every revealed word stands on one line: its tiles share one row.
          const rows = await p.locator('.tomb .letters').evaluateAll((els) => els.map((el) => new Set([...el.querySelectorAll('.letter')].map((l) => Math.round(l.getBoundingClientRect().top))).size));
          expect(rows.every((n) => n <= 1), `letters on ${rows.join(', ')} rows`).toBe(true);
          const picking = await countToPick(p);
          // No lead chosen yet: this tap starts a new play (the page may still show the last one for a moment).
          const starting = (await p.locator('.composer .make-row').count()) === 0;
          const step = await tapStep(p, hieroglyphsChoice);
          if (step === 'acted') {
            plays++;
            if (picking) countTapped = true;
            else if (starting) countTapped = false;
          }
          return step;
        },
        240_000,
      );
      expect(taps).toBe(plays);
      expect(await page.locator('.outcome').count()).toBe(1);
    });
    await close();
    expect(errors).toEqual([]);
  }, 300_000);
});
