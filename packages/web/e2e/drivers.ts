/**
 * Plays the human side of a table the way a person would: reading the screen and pressing the
 * buttons it offers (which are exactly the legal actions). One click per call, run in the page.
 */
import type { Page } from 'playwright-core';

/** What one call did; `error: …` carries an error shown on screen (a refused move, a failed AI). */
export type Step = 'over' | 'acted' | 'waiting' | `error: ${string}`;

/** Hieroglyphs: lead with the first playable card, aim at the first tomb offered, decipher; or discard. */
export function hieroglyphsStep(page: Page): Promise<Step> {
  return page.evaluate((): Step => {
    const alert = document.querySelector('[role="alert"]');
    if (alert) return `error: ${alert.textContent}`;
    if (document.querySelector('[aria-label="Game over"]')) return 'over';
    const handoff = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('I am '));
    if (handoff) {
      handoff.click();
      return 'acted';
    }
    const composer = document.querySelector('[aria-label="Your play"]');
    if (!composer) return 'waiting';
    const buttons = [...composer.querySelectorAll('button')];
    const decipher = buttons.find((b) => /^Decipher \d+ on Tomb/.test(b.textContent ?? '') && !b.disabled);
    if (decipher) {
      decipher.click();
      return 'acted';
    }
    // Where every count may overshoot the table preselects none: take the most letters.
    const counts = [...composer.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    if (counts.length && !counts.some((b) => b.getAttribute('aria-checked') === 'true')) {
      counts[counts.length - 1]!.click();
      return 'acted';
    }
    const leading = composer.textContent?.includes('Leading with');
    const tomb = composer.querySelector<HTMLButtonElement>('[aria-label="Tomb"] button');
    if (leading && tomb && tomb.getAttribute('aria-pressed') !== 'true') {
      tomb.click();
      return 'acted';
    }
    if (!leading) {
      const lead = [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Your hand"] button')].find((b) => !b.disabled);
      if (lead) {
        lead.click();
        return 'acted';
      }
    }
    const discard = buttons.find((b) => b.textContent?.startsWith('Discard ') && !b.disabled);
    if (discard) {
      discard.click();
      return 'acted';
    }
    return 'waiting';
  });
}

/** Dueling Runes: choose the first card and place it, cast Wyrm spells, pass the rest and reactions, hide the first choice. */
export function duelingRunesStep(page: Page): Promise<Step> {
  // No named helpers inside: the function's source runs in the page as it is.
  return page.evaluate((): Step => {
    const alert = document.querySelector('[role="alert"]');
    if (alert) return `error: ${alert.textContent}`;
    if (document.querySelector('[aria-label="Game over"]')) return 'over';
    const enabled = [...document.querySelectorAll<HTMLButtonElement>('button')].filter((b) => !b.disabled);
    // Wyrm spells at full power end a duel soonest; Moon and Knot spells are passed.
    const spells = document.querySelector('[aria-label="Cast a spell"]');
    const wyrm = spells?.querySelector('h3')?.textContent?.startsWith('Wyrm');
    const cast = enabled.filter((b) => b.closest('[aria-label="Cast a spell"] .targets'))[0];
    const passSpell = enabled.filter((b) => b.closest('[aria-label="Cast a spell"]')).find((b) => b.textContent === 'Pass: cast nothing');
    const choice = [
      enabled.find((b) => b.textContent?.startsWith('I am ')),
      // Placing takes two steps: choose a card, then "Place".
      enabled.filter((b) => b.closest('[aria-label="Your hand"]')).find((b) => b.textContent?.startsWith('Place ')),
      enabled.filter((b) => b.closest('[aria-label="Your hand"]') && b.getAttribute('aria-label')?.startsWith('Choose '))[0],
      spells ? (wyrm ? cast : (passSpell ?? cast)) : undefined,
      enabled.filter((b) => b.closest('[aria-label="Reaction window"]')).find((b) => b.textContent === 'Pass'),
      enabled.filter((b) => b.closest('[aria-label="Amnesia"]'))[0],
      enabled.find((b) => b.textContent === 'Let it keep this card'),
      enabled.find((b) => b.textContent === 'Pass'),
    ].find((b) => b !== undefined);
    if (!choice) return 'waiting';
    choice.click();
    return 'acted';
  });
}

/** How a run of play stops and what happens between moves. */
export interface PlayOptions {
  /** Fails after this long (default 100 s). */
  ms?: number;
  /** Runs after every action taken (a test moves the server's clock here). */
  afterAction?: () => void;
  /** Stops, the game unfinished, once this many actions were taken. */
  actions?: number;
}

/** Runs `step` on every page until all show the end of the game (or `options.actions` were taken), or fails after `ms`. */
export async function playToTheEnd(pages: Page[], step: (p: Page) => Promise<Step>, options: number | PlayOptions = {}): Promise<number> {
  const { ms = 100_000, afterAction, actions: most = Infinity } = typeof options === 'number' ? { ms: options } : options;
  const deadline = Date.now() + ms;
  let actions = 0;
  const done = new Set<Page>();
  while (done.size < pages.length && actions < most) {
    if (Date.now() > deadline) throw new Error(`the game did not end within ${ms / 1000} s (${actions} human actions)`);
    let acted = false;
    for (const p of pages) {
      if (done.has(p)) continue;
      const r = await step(p);
      if (r.startsWith('error: ')) throw new Error(`the page shows an error: ${r.slice(7)}`);
      if (r === 'over') done.add(p);
      if (r === 'acted') {
        acted = true;
        actions++;
        afterAction?.();
        if (actions >= most) break;
      }
    }
    if (!acted) await new Promise((r) => setTimeout(r, 40));
  }
  return actions;
}
