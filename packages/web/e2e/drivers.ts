/**
 * Plays the human side of a table the way a person would: reading the screen and pressing the
 * buttons it offers (which are exactly the legal actions). A game's chooser, run in the page,
 * names the control a player would press next; a step presses it with the mouse (`…Step`), a
 * finger (`tapStep`: only what is in sight) or the keyboard (`keyboardStep`: Tab and the
 * shortcuts). One press per call.
 */
import type { ElementHandle, Page } from 'playwright-core';

/** What one call did; `error: …` carries an error shown on screen (a refused move, a failed AI). */
export type Step = 'over' | 'acted' | 'waiting' | `error: ${string}`;

/** Run in the page: the control to press next, or where the game stands when there is none. */
export type Chooser = () => HTMLElement | Exclude<Step, 'acted'>;

/**
 * Hieroglyphs: lead with the first playable card, aim at the first tomb offered, decipher; or
 * discard. Read from the table's structure, not its words, so it plays in any language.
 */
export const hieroglyphsChoice: Chooser = () => {
  const alert = document.querySelector('[role="alert"]');
  if (alert) return `error: ${alert.textContent}`;
  if (document.querySelector('.outcome')) return 'over';
  const handoff = document.querySelector<HTMLButtonElement>('.handoff button.primary');
  if (handoff) return handoff;
  const composer = document.querySelector('.composer');
  if (!composer) return 'waiting';
  const decipher = composer.querySelector<HTMLButtonElement>('.make-row button.primary:not(:disabled)');
  if (decipher) return decipher;
  // Where every count may overshoot the table preselects none: take the most letters.
  const counts = [...composer.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
  if (counts.length && !counts.some((b) => b.getAttribute('aria-checked') === 'true')) return counts[counts.length - 1]!;
  // A lead chosen, the composer offers the play's steps (the tombs first).
  const leading = composer.querySelector('.make-row') !== null;
  const tomb = composer.querySelector<HTMLButtonElement>('.button-row[role="group"] button');
  if (leading && tomb && tomb.getAttribute('aria-pressed') !== 'true') return tomb;
  if (!leading) {
    const lead = document.querySelector<HTMLButtonElement>('.hg-table .my-hand .card-button:not(:disabled)');
    if (lead) return lead;
  }
  return composer.querySelector<HTMLButtonElement>('.discard-row button:not(:disabled)') ?? 'waiting';
};

/**
 * Dueling Runes: choose the first card and place it, cast Wyrm spells, pass the rest and
 * reactions, hide the first choice. Read from the table's structure, not its words.
 */
export const duelingRunesChoice: Chooser = () => {
  // No named helpers inside: the function's source runs in the page as it is.
  const alert = document.querySelector('[role="alert"]');
  if (alert) return `error: ${alert.textContent}`;
  if (document.querySelector('.outcome')) return 'over';
  const first = (selector: string) => document.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`) ?? undefined;
  // Wyrm spells at full power end a duel soonest; Moon and Knot spells are passed.
  const spells = document.querySelector('.spell-panel');
  const cast = first('.spell-panel .targets button');
  const passSpell = first('.spell-panel .spell-pass button');
  const choice = [
    first('.handoff button.primary'),
    // Placing takes two steps: choose a card, then "Place".
    first('.dr-table .my-hand .place-row button.primary'),
    first('.dr-table .my-hand .card-button'),
    spells ? (spells.classList.contains('is-wyrm') ? cast : (passSpell ?? cast)) : undefined,
    first('.reaction > .button-row > button:last-child'),
    first('.amnesia button'),
    first('.offered .button-row button'),
    first('.dr-prompts > .button-row > button'),
  ].find((b) => b !== undefined);
  return choice ?? 'waiting';
};

/** The control `chooser` names now, or the state of the game when it names none. */
async function choose(page: Page, chooser: Chooser): Promise<ElementHandle<HTMLElement> | Exclude<Step, 'acted'>> {
  const handle = await page.evaluateHandle(chooser);
  const control = handle.asElement() as ElementHandle<HTMLElement> | null;
  if (control) return control;
  const state = (await handle.jsonValue()) as Exclude<Step, 'acted'>;
  await handle.dispose();
  return state;
}

/** One mouse-free click (the DOM's) on what `chooser` names. */
export async function clickStep(page: Page, chooser: Chooser): Promise<Step> {
  const control = await choose(page, chooser);
  if (typeof control === 'string') return control;
  await control.evaluate((el) => el.click());
  await control.dispose();
  return 'acted';
}

export const hieroglyphsStep = (page: Page): Promise<Step> => clickStep(page, hieroglyphsChoice);
export const duelingRunesStep = (page: Page): Promise<Step> => clickStep(page, duelingRunesChoice);

/**
 * One move of the Advanced Game, as a player taps: choose the charmed wizard's card, send the
 * monster at a target it would hurt (else the first), cast an advanced spell that nothing stops;
 * anything else as in the basic game (duelingRunesStep).
 */
export async function advancedStep(page: Page): Promise<Step> {
  const acted = await page.evaluate((): boolean => {
    if (document.querySelector('[role="alert"], [aria-label="Game over"]')) return false;
    const open = (selector: string) => [...document.querySelectorAll<HTMLButtonElement>(selector)].filter((b) => !b.disabled);
    const unstopped = (buttons: HTMLButtonElement[]) => buttons.find((b) => !b.classList.contains('is-stopped')) ?? buttons[0];
    const choice = open('.charm-prompt .card-button')[0] ?? unstopped(open('.attack-prompt .target-choice button')) ?? unstopped(open('.advanced-spells .target-choice button'));
    if (!choice) return false;
    choice.click();
    return true;
  });
  return acted ? 'acted' : duelingRunesStep(page);
}

/** Where a finger would land on a control, or why it cannot: the whole control must lie inside the viewport, and nothing may cover its centre. */
function reach(el: HTMLElement): { x: number; y: number } | string {
  const r = el.getBoundingClientRect();
  const name = `"${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  if (r.width === 0 || r.height === 0) return `${name} is not shown`;
  if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) {
    return `${name} is off-screen: at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in a ${window.innerWidth}×${window.innerHeight} viewport`;
  }
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit || !el.contains(hit)) return `${name} is covered at its centre by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">`;
  return { x, y };
}

/**
 * One tap, through the touch screen, on what `chooser` names, only if it is in sight: the page
 * must have brought it there (a new decision, a card just chosen); the test never scrolls. A
 * control out of sight or covered fails the step once the page has had `settleMs` to settle
 * (it may be scrolling to it).
 */
export async function tapStep(page: Page, chooser: Chooser, settleMs = 1500): Promise<Step> {
  for (const until = Date.now() + settleMs; ; await page.waitForTimeout(100)) {
    const control = await choose(page, chooser);
    if (typeof control === 'string') return control;
    const at = await control.evaluate(reach);
    await control.dispose();
    if (typeof at !== 'string') {
      await page.touchscreen.tap(at.x, at.y);
      return 'acted';
    }
    if (Date.now() > until) throw new Error(`a control the player needs cannot be tapped: ${at}`);
  }
}

/** What keys reach the next control: Tab, at most this many times in a row, before the step fails. */
const MOST_TABS = 80;

/**
 * One decision made with the keyboard alone: a card in the hand by its digit shortcut; any other
 * control by pressing Tab until it has the focus (which must be visibly marked), then Enter. Fails
 * when Tab does not reach it.
 */
export async function keyboardStep(page: Page, chooser: Chooser): Promise<Step> {
  for (let tabs = 0; ; tabs++) {
    const control = await choose(page, chooser);
    if (typeof control === 'string') return control;
    const { digit, focused, ring, name } = await control.evaluate((el) => {
      const shortcut = el.getAttribute('aria-keyshortcuts') ?? '';
      const style = getComputedStyle(el);
      return {
        digit: /^[1-9]$/.test(shortcut) ? shortcut : null,
        focused: el === document.activeElement,
        ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      };
    });
    await control.dispose();
    if (digit) {
      await page.keyboard.press(digit);
      return 'acted';
    }
    if (focused) {
      if (!ring) throw new Error(`"${name}" has the focus but no visible focus ring`);
      await page.keyboard.press('Enter');
      return 'acted';
    }
    if (tabs >= MOST_TABS) throw new Error(`Tab did not reach "${name}" in ${MOST_TABS} presses`);
    await page.keyboard.press('Tab');
  }
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
