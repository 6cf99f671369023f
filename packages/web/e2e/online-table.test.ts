import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TURN_SECONDS_MIN } from '@decktet/protocol';
import { duelingRunesStep, playToTheEnd } from './drivers';
import { takeNameHere, withScreenshot } from './harness';
import { type OnlineApp, logLines, person, seat, setTabHidden, startOnlineApp, takeSeat } from './online-app';

/**
 * Online play that survives real players, in Chromium through the built client and the real
 * match server: three people (a host, a guest, a spectator) always see who is present, who owes
 * the decision and for how long, and who — or what — plays each seat; chat goes both ways and into
 * the replay; a dropped network, a restarted server and a silently dead socket lose nothing and
 * apply nothing twice.
 */
/**
 * The shortest turn clock a server allows: the closed tab's clock runs out within the test, and
 * the host, driven by the test, still decides well within it.
 */
const CLOCK_SECONDS = TURN_SECONDS_MIN;

let app: OnlineApp;
beforeAll(async () => {
  // The spectator of the chat test comes from an address of its own (the proxy header is trusted).
  app = await startOnlineApp({ trustProxy: true });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** Plays the viewer's current decision (a card is chosen, then placed: two clicks), until the page owes nothing. */
async function decide(page: Page): Promise<void> {
  for (let i = 0; i < 8; i++) {
    if (!(await page.title()).startsWith('● Your move')) return;
    const step = await duelingRunesStep(page);
    if (step.startsWith('error: ')) throw new Error(step);
    if (step !== 'acted') await page.waitForTimeout(50);
  }
}

/** Plays the viewer's decision while the connection is down, until the page says the move waits to go out. */
async function decideOffline(page: Page): Promise<void> {
  const status = page.locator('.game-status');
  for (let i = 0; i < 40; i++) {
    if (/your move goes out once the connection is back/.test((await status.textContent()) ?? '')) return;
    const step = await duelingRunesStep(page);
    if (step.startsWith('error: ')) throw new Error(step);
    if (step !== 'acted') await page.waitForTimeout(50);
  }
  throw new Error(`no move was kept while offline; the page says: ${await status.textContent()}`);
}

async function waitForTitle(page: Page, pattern: RegExp, timeout = 10_000): Promise<void> {
  await expect.poll(() => page.title(), { timeout }).toMatch(pattern);
}

/**
 * Plays on until Bo owes a decision that counts as a move: a decision in a reaction window leaves
 * the public move number as it was (DR-37), so it cannot show that a move was applied once.
 */
async function untilBoOwesAMove(ada: Page, bo: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await decide(ada);
        const owes = (await bo.title()).startsWith('● Your move');
        if (owes && /reaction window/.test((await bo.locator('.dr-table .prompt').textContent()) ?? '')) {
          await decide(bo);
          return 'a reaction window';
        }
        return bo.title();
      },
      { timeout: 30_000, interval: 250 },
    )
    .toMatch(/^● Your move/);
}

async function matchSeq(match: string): Promise<number> {
  return (await app.api<{ seq: number }>('GET', `/api/matches/${match}`)).seq;
}

describe('an online match that survives real players', () => {
  it('shows presence, whose move it is, the clock, the AI covering a closed tab, the return, a leave and the decorated result to everyone', async () => {
    const created = await app.createMatch({ game: 'dueling-runes', config: { players: 2, health: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: CLOCK_SECONDS });
    const host = await person(app);
    const guest = await person(app);
    const watcher = await person(app, { width: 390, height: 844 });
    await withScreenshot(host.page, 'online-presence-host', async () => {
      await takeSeat(host.page, app, created.id, 'Ada');
      await takeSeat(guest.page, app, created.id, 'Bea');
      await watcher.page.goto(`${app.url}/match/${created.id}/watch`);
      await watcher.page.locator('.dr-table').waitFor();

      // Everyone sees both players online and one person watching.
      for (const p of [host.page, guest.page, watcher.page]) {
        await expect.poll(() => seat(p, 'Bea').textContent()).toMatch(/online/);
        await expect.poll(() => seat(p, 'Ada').textContent()).toMatch(/online/);
        await expect.poll(() => p.getByRole('region', { name: 'Players' }).textContent()).toMatch(/1 person is watching/);
      }

      // Both sat down without a name of their own: every list, title and line marks them as guests.
      // The tab titles: both players owe the first (simultaneous) choice; the spectator reads whose move it is.
      await waitForTitle(host.page, /^● Your move — Decktet Table$/);
      await waitForTitle(guest.page, /^● Your move — Decktet Table$/);
      await waitForTitle(watcher.page, /^(Ada \(guest\) and Bea \(guest\)|Bea \(guest\) and Ada \(guest\)) to move — Decktet Table$/);
      expect(await host.page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon-your-move.svg');

      // Ada chooses; now Bea owes the decision, and every title says so.
      await decide(host.page);
      await waitForTitle(host.page, /^Bea \(guest\) to move — Decktet Table$/);
      expect(await host.page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
      await waitForTitle(watcher.page, /^Bea \(guest\) to move — Decktet Table$/);
      expect(await host.page.locator('.game-status').textContent()).toMatch(/^Waiting for Bea \(guest\)…\s+\d:\d\d$/);

      // Bea closes the tab while owing the decision: offline at once for everyone, with the clock running.
      await guest.page.close();
      for (const p of [host.page, watcher.page]) {
        await expect.poll(() => seat(p, 'Bea').textContent(), { timeout: 5_000 }).toMatch(/offline/);
        await seat(p, 'Bea').getByRole('timer').waitFor({ timeout: 2_000 });
      }
      // When the clock runs out the AI covers the seat, and everyone is told so.
      for (const p of [host.page, watcher.page]) {
        await expect.poll(() => seat(p, 'Bea').textContent(), { timeout: (CLOCK_SECONDS + 20) * 1000 }).toMatch(/Bea \(guest\) — AI playing/);
        await expect.poll(async () => (await logLines(p)).find((l) => /^The AI plays for Bea \(guest\) from turn \d+ \(their time ran out\)$/.test(l)) ?? null, { timeout: 10_000 }).not.toBeNull();
      }

      // Bea comes back (the seat token is still in their browser) and takes the seat back at their next decision.
      guest.page = await guest.context.newPage();
      guest.page.on('pageerror', (e) => guest.errors.push(e.message));
      await guest.page.goto(`${app.url}/match/${created.id}`);
      await guest.page.getByRole('region', { name: 'Players' }).waitFor();
      await expect
        .poll(
          async () => {
            await decide(host.page);
            return (await logLines(watcher.page)).includes('Bea (guest) is back and plays again');
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
      for (const p of [host.page, watcher.page, guest.page]) {
        await expect.poll(() => seat(p, 'Bea').textContent(), { timeout: 5_000 }).not.toMatch(/AI playing/);
        await expect.poll(() => seat(p, 'Bea').textContent(), { timeout: 5_000 }).toMatch(/online/);
      }
      // …and plays their own decision again.
      await expect
        .poll(
          async () => {
            await decide(host.page);
            return guest.page.title();
          },
          { timeout: 20_000, interval: 250 },
        )
        .toBe('● Your move — Decktet Table');
      const beforeBea = await matchSeq(created.id);
      await decide(guest.page);
      await expect.poll(() => matchSeq(created.id), { timeout: 10_000 }).toBeGreaterThan(beforeBea);

      // Bea leaves: the dialog says exactly what everyone then reads.
      await guest.page.getByRole('button', { name: 'Leave the match' }).click();
      const dialog = guest.page.getByRole('dialog', { name: 'Leave this match?' });
      expect(await dialog.locator('blockquote').textContent()).toBe('Bea (guest) left: the AI plays for them to the end');
      expect(await dialog.textContent()).toMatch(/“Bea \(guest\) — AI playing”/);
      await dialog.getByRole('button', { name: 'Leave the match' }).click();
      await guest.page.waitForURL(/\/watch$/);
      for (const p of [host.page, watcher.page, guest.page]) {
        await expect.poll(() => logLines(p), { timeout: 10_000 }).toContain('Bea (guest) left: the AI plays for them to the end');
        await expect.poll(() => seat(p, 'Bea').textContent(), { timeout: 5_000 }).toMatch(/Bea \(guest\) — AI playing/);
      }

      // Ada plays on against the AI; the result names the seat the AI played.
      await playToTheEnd([host.page], duelingRunesStep, 120_000);
      for (const p of [host.page, watcher.page, guest.page]) {
        await expect.poll(() => p.getByRole('status', { name: 'Game over' }).locator('.outcome-summary').textContent(), { timeout: 10_000 }).toMatch(/Bea \(AI from turn \d+\)/);
      }
      await waitForTitle(host.page, /^Game over — Decktet Table$/);
      // Nothing of the online table overflows a phone's width.
      expect(await watcher.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
    expect([...host.errors, ...guest.errors, ...watcher.errors]).toEqual([]);
  }, 300_000);

  it('carries chat both ways and into the replay, and loses nothing and applies nothing twice through a dropped network, a silently dead socket and a server restart', async () => {
    const ada = await person(app);
    const bo = await person(app, { width: 390, height: 844 }, true);
    // While a match is played the spectators' chat is for signed-in people who sit at none of its
    // seats, from no seated player's address: the spectator signs in from an address of its own.
    const watcher = await person(app, undefined, false, '203.0.113.60');
    await watcher.page.goto(app.url);
    await takeNameHere(watcher.page, 'Wanda');
    await withScreenshot(bo.page, 'online-network-bo', async () => {
      // The clock is chosen when the match is created.
      await ada.page.goto(`${app.url}/new/dueling-runes`);
      await ada.page.getByRole('radio', { name: /^Online/ }).check();
      await ada.page.getByLabel('Your name').fill('Ada');
      await ada.page.getByLabel('Starting health').fill('2');
      expect(await ada.page.getByLabel('Time per decision').inputValue()).toBe('90');
      await ada.page.getByLabel('Time per decision').selectOption({ label: '3 minutes' });
      await ada.page.getByRole('button', { name: 'Create the match' }).click();
      const invite = await ada.page.getByLabel('Invite link', { exact: true }).inputValue();
      const match = new URL(invite).pathname.split('/').pop()!;
      expect((await app.api<{ turnSeconds: number | null }>('GET', `/api/matches/${match}`)).turnSeconds).toBe(180);
      await takeSeat(bo.page, app, match, 'Bo');
      await waitForTitle(bo.page, /^● Your move/);
      await watcher.page.goto(`${app.url}/match/${match}/watch`);
      await watcher.page.locator('.dr-table').waitFor();

      // Chat both ways; the spectators' channel stays among spectators while the match is played.
      await ada.page.getByLabel('Message to the table').fill('Good luck, Bo!');
      await ada.page.getByLabel('Message to the table').press('Enter');
      await bo.page.getByRole('region', { name: 'Chat' }).getByText('Good luck, Bo!').waitFor();
      await watcher.page.getByRole('tab', { name: 'Players' }).click();
      await watcher.page.getByRole('region', { name: 'Chat' }).getByText('Good luck, Bo!').waitFor();
      // Bo, on a phone-sized page, clicks Send: the page must hold still under the pointer (a card's
      // preview closing as the pointer leaves it once moved the chat between press and release).
      await bo.page.getByLabel('Message to the table').fill('Thanks, <b>Ada</b>');
      await bo.page.getByRole('button', { name: 'Send' }).click();
      // Plain text: the markup arrives as the characters typed, never as markup.
      await ada.page.getByRole('region', { name: 'Chat' }).getByText('Thanks, <b>Ada</b>').waitFor();
      expect(await ada.page.locator('.chat-text b').count()).toBe(0);
      await watcher.page.getByRole('tab', { name: 'Spectators' }).click();
      await watcher.page.getByLabel('Message to the spectators').fill('Go Ada');
      await watcher.page.getByRole('button', { name: 'Send' }).click();
      await watcher.page.getByRole('region', { name: 'Chat' }).getByText('Go Ada').waitFor();
      expect(await ada.page.getByText('Go Ada').count()).toBe(0);
      // A line that is too long is counted and refused before it is sent.
      await ada.page.getByLabel('Message to the table').fill('x'.repeat(301));
      expect(await ada.page.locator('.chat-count').textContent()).toBe('301/300');
      expect(await ada.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      await ada.page.getByLabel('Message to the table').fill('');

      // A hidden tab shows its player away.
      await setTabHidden(bo.page, true);
      await expect.poll(() => seat(ada.page, 'Bo').textContent(), { timeout: 5_000 }).toMatch(/away/);
      await setTabHidden(bo.page, false);
      await expect.poll(() => seat(ada.page, 'Bo').textContent(), { timeout: 5_000 }).toMatch(/online/);

      // The network drops while Bo owes a decision: Bo still chooses, and the move goes out once it is back.
      await untilBoOwesAMove(ada.page, bo.page);
      const before = await matchSeq(match);
      await bo.context.setOffline(true);
      await expect.poll(() => bo.page.locator('.game-status').textContent(), { timeout: 5_000 }).toMatch(/^Reconnecting…/);
      await decideOffline(bo.page);
      expect(await matchSeq(match)).toBe(before);
      await bo.context.setOffline(false);
      await expect.poll(() => matchSeq(match), { timeout: 15_000 }).toBe(before + 1);
      await expect.poll(() => bo.page.locator('.game-status').textContent(), { timeout: 10_000 }).not.toMatch(/Reconnecting/);
      await bo.page.waitForTimeout(500);
      expect(await matchSeq(match)).toBe(before + 1);

      // The socket goes silently dead just as Bo's move reaches the server (the acknowledgement is lost):
      // the client's keep-alive notices, reconnects, learns the move was applied, and does not send it again.
      await untilBoOwesAMove(ada.page, bo.page);
      const opened = bo.sockets!.opened();
      bo.sockets!.silenceServer();
      const atDeath = await matchSeq(match);
      await decide(bo.page);
      await expect.poll(() => matchSeq(match), { timeout: 5_000 }).toBe(atDeath + 1);
      // Waking up (the tab shown again) makes the client check its socket at once.
      await setTabHidden(bo.page, false);
      await expect.poll(() => bo.sockets!.opened(), { timeout: 30_000 }).toBeGreaterThan(opened);
      await expect.poll(() => bo.page.locator('.game-status').textContent(), { timeout: 15_000 }).not.toMatch(/Reconnecting/);
      await bo.page.waitForTimeout(500);
      expect(await matchSeq(match)).toBe(atDeath + 1);

      // The server restarts mid-match: both clients say they are reconnecting, come back and play on to the end.
      const beforeRestart = bo.sockets!.opened();
      await app.restart(async () => {
        for (const p of [ada.page, bo.page]) await expect.poll(() => p.locator('.game-status').textContent(), { timeout: 5_000 }).toMatch(/^Reconnecting…/);
      });
      await expect.poll(() => bo.sockets!.opened(), { timeout: 20_000 }).toBeGreaterThan(beforeRestart);
      await expect.poll(() => ada.page.locator('.game-status').textContent(), { timeout: 20_000 }).not.toMatch(/Reconnecting/);
      await expect.poll(() => bo.page.locator('.game-status').textContent(), { timeout: 20_000 }).not.toMatch(/Reconnecting/);
      await playToTheEnd([ada.page, bo.page], duelingRunesStep, 120_000);
      expect(await ada.page.getByRole('status', { name: 'Game over' }).textContent()).toMatch(/wins|draw/i);
      expect(await bo.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      // The replay shows the chat of both channels, apart from the game's log.
      await ada.page.getByRole('button', { name: 'Watch the replay' }).click();
      const chat = ada.page.getByRole('region', { name: 'Chat' });
      await chat.getByText('Good luck, Bo!').waitFor();
      await chat.getByText('Thanks, <b>Ada</b>').waitFor();
      await chat.getByText('Go Ada').waitFor();
      expect(await ada.page.locator('.log li', { hasText: 'Good luck' }).count()).toBe(0);
      // Every action the server stored is in the record once; the log Bo read through all of it is
      // the log a fresh page reads: no line lost, none twice.
      const record = await app.api<{ actions: unknown[] }>('GET', `/api/matches/${match}/record`);
      expect(record.actions.length).toBe(await matchSeq(match));
      const lived = await logLines(bo.page);
      await bo.page.reload();
      await bo.page.getByRole('status', { name: 'Game over' }).waitFor();
      expect(await logLines(bo.page)).toEqual(lived);
    });
    expect([...ada.errors, ...bo.errors, ...watcher.errors]).toEqual([]);
  }, 300_000);
});
