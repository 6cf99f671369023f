import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appForTheseTests, withScreenshot } from './harness';

/**
 * End to end: players in Chromium against the real server. A name taken (the recovery code shown
 * once), a reload that stays signed in, an ended session renewed by the device key, signing out,
 * signing in on a second device with the recovery code, a new code that makes the old one fail,
 * and a passkey made and used on Chromium's virtual authenticator. Screenshots of each page on a
 * laptop and a phone go to SHOTS_DIR.
 *
 * The pages are opened at `localhost`, not 127.0.0.1: WebAuthn takes a domain for the relying
 * party, never an IP address (and localhost is a secure context over plain HTTP).
 */
const app = appForTheseTests();
const SHOTS_DIR = process.env.PLAYERS_SHOTS_DIR ?? '/tmp/players-shots';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

const site = () => app.url.replace('127.0.0.1', 'localhost');

interface Device {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A browser of its own (cookies and storage apart from the others'), on the start screen. */
async function device(viewport = LAPTOP): Promise<Device> {
  const context = await app.browser.newContext({ viewport, locale: 'en-GB' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${site()}/`);
  return { context, page, errors };
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
const headerEntry = (page: Page) => page.getByRole('banner').locator('.player-entry');

/** Reads the recovery code shown once, says it is saved, and continues. */
async function keepRecoveryCode(page: Page, shotName?: string): Promise<string> {
  const reveal = page.getByRole('region', { name: 'Your recovery code' });
  const code = (await reveal.locator('code').textContent())!;
  if (shotName) await shot(page, shotName);
  const saved = reveal.getByRole('checkbox', { name: 'I have saved my recovery code' });
  await saved.check();
  await reveal.getByRole('button', { name: 'Continue' }).click();
  await saved.waitFor({ state: 'detached' });
  expect(await page.getByText(code).count()).toBe(0);
  return code;
}

async function signInWithCode(page: Page, name: string, code: string): Promise<void> {
  await page.goto(`${site()}/sign-in`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Recovery code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.goto(`${site()}/account`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${site()}/`);
  await expect.poll(() => headerEntry(page).textContent()).toBe('Sign in');
}

/** Every secret this browser keeps where page scripts can read them. */
const pageStorage = (page: Page) => page.evaluate(() => ({ ...localStorage }));

describe('players in a browser', () => {
  it('takes a name, stays signed in, signs out, signs in elsewhere with the recovery code, and renews it', async () => {
    const first = await device();
    const { page } = first;
    let code = '';
    await withScreenshot(page, 'players-take-a-name', async () => {
      // A first visit: the start screen invites to take a name.
      const invite = page.getByRole('region', { name: 'Be somebody here' });
      await shot(page, 'home-invite-laptop');
      await invite.getByRole('link', { name: 'Take a name' }).click();
      await page.getByLabel('Your name').fill('Easy Bot');
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Your name: that name looks like a computer player's/);
      await page.getByLabel('Your name').fill('Ada Lovelace');
      await shot(page, 'take-a-name-laptop');
      await page.getByRole('button', { name: 'Take this name' }).click();
      await page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' }).waitFor();
      code = await keepRecoveryCode(page, 'recovery-code-laptop');
      expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/);
      await page.waitForURL(`${site()}/`);
      expect(await headerEntry(page).textContent()).toBe('Signed in as Ada Lovelace');
      // The page keeps the device key, never the recovery code; the session is a cookie it cannot read.
      const stored = await pageStorage(page);
      expect(JSON.parse(stored['decktet-table:player']!)).toEqual({ deviceKey: expect.stringMatching(/^[\w-]{43}$/) });
      expect(JSON.stringify(stored)).not.toContain(code);
      expect(await page.evaluate(() => document.cookie)).toBe('');

      // A reload stays signed in (the session cookie) …
      await page.reload();
      await expect.poll(() => headerEntry(page).textContent()).toBe('Signed in as Ada Lovelace');
      expect(await page.getByRole('region', { name: 'Be somebody here' }).count()).toBe(0);
      // … and so does a visit after the session has gone (the device key opens a new one).
      await first.context.clearCookies();
      await page.goto(`${site()}/account`);
      await expect.poll(() => page.locator('.account-name').textContent()).toBe('Your name: Ada Lovelace');
      await shot(page, 'account-laptop');

      await signOut(page);
      expect(await pageStorage(page)).not.toHaveProperty('decktet-table:player');
      await page.reload();
      await expect.poll(() => headerEntry(page).textContent()).toBe('Sign in');
    });

    // A second device: the name and the recovery code sign in, and it gets a key of its own.
    const second = await device(PHONE);
    let renewed = '';
    await withScreenshot(second.page, 'players-second-device', async () => {
      await second.page.goto(`${site()}/sign-in`);
      await second.page.getByLabel('Your name').waitFor();
      await shot(second.page, 'sign-in-phone');
      // The code as a person types it back: lower case, spaces for dashes.
      await signInWithCode(second.page, 'ada lovelace', code.toLowerCase().replaceAll('-', ' '));
      await second.page.waitForURL(`${site()}/account`);
      await expect.poll(() => second.page.locator('.account-name').textContent()).toBe('Your name: Ada Lovelace');
      expect(JSON.parse((await pageStorage(second.page))['decktet-table:player']!)).toEqual({ deviceKey: expect.stringMatching(/^[\w-]{43}$/) });
      await shot(second.page, 'account-phone');
      await second.page.getByRole('button', { name: 'Make a new recovery code' }).click();
      renewed = await keepRecoveryCode(second.page, 'recovery-code-phone');
      expect(renewed).not.toBe(code);
    });

    // The old code is refused now; the new one signs in.
    const third = await device();
    await withScreenshot(third.page, 'players-old-code', async () => {
      await signInWithCode(third.page, 'Ada Lovelace', code);
      await expect.poll(() => third.page.getByRole('alert').textContent()).toBe('That name and recovery code do not match.');
      await shot(third.page, 'sign-in-refused-laptop');
      await third.page.getByLabel('Recovery code', { exact: true }).fill(renewed);
      await third.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await third.page.waitForURL(`${site()}/account`);
      expect(await headerEntry(third.page).textContent()).toBe('Signed in as Ada Lovelace');
    });

    expect([...first.errors, ...second.errors, ...third.errors]).toEqual([]);
    await Promise.all([first, second, third].map((d) => d.context.close()));
  }, 120_000);

  it('adds a passkey on the account page and signs in with it after signing out', async () => {
    const { context, page, errors } = await device(PHONE);
    await withScreenshot(page, 'players-passkey', async () => {
      // Chromium's virtual authenticator: a platform authenticator that holds discoverable credentials.
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      });
      await page.goto(`${site()}/take-a-name`);
      await page.getByLabel('Your name').fill('Grace');
      await page.getByRole('button', { name: 'Take this name' }).click();
      await keepRecoveryCode(page);
      await page.goto(`${site()}/account`);
      const passkeys = page.getByRole('region', { name: 'Passkeys' });
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      await expect.poll(() => passkeys.getByRole('status').textContent()).toBe('Passkey added: you can sign in with it from the sign-in page.');
      await shot(page, 'passkey-added-phone');

      await signOut(page);
      await page.goto(`${site()}/sign-in`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.waitForURL(`${site()}/account`);
      await expect.poll(() => page.locator('.account-name').textContent()).toBe('Your name: Grace');
      expect(await headerEntry(page).textContent()).toBe('Signed in as Grace');
      // Signed in by the passkey: the session is remembered, no device key is kept.
      expect(JSON.parse((await pageStorage(page))['decktet-table:player']!)).toEqual({ deviceKey: null });
      await page.reload();
      await expect.poll(() => headerEntry(page).textContent()).toBe('Signed in as Grace');
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('speaks Spanish on the players’ pages', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, locale: 'es-ES' });
    const page = await context.newPage();
    await withScreenshot(page, 'players-spanish', async () => {
      await page.goto(`${site()}/`);
      await page.getByRole('region', { name: 'Hazte un nombre aquí' }).getByRole('link', { name: 'Elegir un nombre' }).click();
      await page.getByLabel('Tu nombre').fill('Inés');
      await shot(page, 'take-a-name-phone-es');
      await page.getByRole('button', { name: 'Quedarme con este nombre' }).click();
      await page.getByRole('region', { name: 'Tu código de recuperación' }).waitFor();
      await shot(page, 'recovery-code-phone-es');
    });
    await context.close();
  }, 60_000);
});
