import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { type LiveJoinReply, type LiveMatchState, type LiveServerMessage, type LiveSeatInfo, type LiveWelcome, MIN_RATED_DECISIONS } from '@decktet/protocol';
import { LiveTestClient } from '@decktet/server/testing';
import { appForTheseTests, takeNameHere, withScreenshot } from './harness';
import { type ApiPlayer, call, playDecisions, takeName } from './rated-games';

/**
 * End to end: one story for a timeout in a rated game (docs/ratings.md). Bo, in Chromium, is told
 * the rules before he sits down (the lobby's card: a timeout may be made good within one more turn
 * clock); he plays his first decisions, closes the tab and his time runs out; back at the table he
 * reads the countdown to his return deadline, leaves again and misses it; after the game his end
 * screen shows the rated loss, the rating change and — where the board says otherwise — why, with
 * Rematch and Back to the lobby; the leaderboard shows the same rating. Ada is a script at the
 * table. Screenshots (laptop and phone, English and Spanish) go to SHOTS_DIR.
 */
// It believes X-Forwarded-For: each player comes from an address of their own.
const app = appForTheseTests({ trustProxy: true });
const SHOTS_DIR = process.env.RATED_SHOTS_DIR ?? '/tmp/rated-timeout-shots';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TURN_SECONDS = 20;

beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
const isState = (m: LiveServerMessage): m is LiveServerMessage & LiveMatchState => m.type === 'welcome' || m.type === 'update';

/** A browser of its own, from its own address, whose player took `name` (through the API, as the take-a-name page does). */
async function browserPlayer(name: string, address: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await app.browser.newContext({ viewport: LAPTOP, locale: 'en-GB', extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.url}/`);
  await takeNameHere(page, name);
  return { context, page, errors };
}

/**
 * Ada at the table as a script: she makes each decision she owes at once (her first legal one),
 * until `until` holds for the newest state; returns that state.
 */
async function adaPlays(ada: LiveTestClient, until: (state: LiveMatchState) => boolean, timeoutMs = 90_000, acts = true): Promise<LiveMatchState> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const state = await ada.next<LiveMatchState & LiveServerMessage>(isState, Math.max(1, end - Date.now()));
    if (ada.received.slice(ada.received.indexOf(state) + 1).some(isState)) continue;
    if (until(state) || state.outcome) return state;
    if (state.legal.length === 0 || !acts) continue;
    const last = Math.max(0, ...ada.received.filter((m) => m.type === 'ack').map((m) => (m as { clientSeq: number }).clientSeq), (ada.received.find((m) => m.type === 'welcome') as LiveWelcome).lastClientSeq);
    ada.send({ type: 'act', clientSeq: last + 1, action: state.legal[0]! });
    await ada.next((m) => (m.type === 'ack' || m.type === 'error') && (m as { clientSeq?: number }).clientSeq === last + 1, 30_000);
  }
}

const bo = (state: LiveMatchState): LiveSeatInfo => state.seats[1]!;

describe('a timeout in a rated game, in a browser', () => {
  it('is told before Bo sits, while it happens and after the game, and the end screen matches the leaderboard', async () => {
    const ada: ApiPlayer = await takeName(app.url, 'Ada');
    const player = await browserPlayer('Bo', '203.0.113.9');
    const { page } = player;
    await withScreenshot(page, 'rated-timeout', async () => {
      // Ada opens a rated live table with a 20-second clock.
      const table = { game: 'dueling-runes', seats: [{ kind: 'human' }, { kind: 'human' }], rated: true, turnSeconds: TURN_SECONDS };
      const opened = await call<LiveJoinReply>(app.url, 'POST', '/api/tables', table, ada);
      const id = opened.match.id;

      // Before: the lobby's card says how the rated game counts, the return time included.
      await page.goto(`${app.url}/lobby`);
      const card = page.getByRole('listitem', { name: /Dueling Runes/ });
      await card.waitFor();
      const rules = await card.textContent();
      expect(rules).toContain(`It counts once each player has made ${MIN_RATED_DECISIONS} decisions of their own.`);
      expect(rules).toContain('If your turn clock runs out, the AI plays for you. Come back within 0:20 and the game is still yours, and the board decides; otherwise it counts as a loss.');
      expect(rules).toContain('Leaderboard: Dueling Runes');
      await shot(page, 'before-lobby-laptop-en');
      await card.getByRole('button', { name: 'Join the Dueling Runes table opened by Ada' }).click();
      await page.waitForURL(new RegExp(`/match/${id}$`));
      await page.locator('.dr-table').waitFor();
      const boToken = await page.evaluate((match) => (JSON.parse(localStorage.getItem('decktet-table:online') ?? '[]') as { match: string; token: string }[]).find((s) => s.match === match)!.token, id);

      // Both make the decisions a rated result needs; then Bo closes his tab.
      await playDecisions(app.url, id, [opened.token, boToken], MIN_RATED_DECISIONS);
      await page.close();
      const adaAtTable = await LiveTestClient.connect(app.url);
      adaAtTable.hello(id, opened.token);
      // Ada plays on; Bo's clock runs out, the AI makes his decision; Ada owes the next one.
      const covered = await adaPlays(adaAtTable, (s) => bo(s).cover?.reason === 'clock' && !s.pending.includes(1) && s.pending.includes(0));
      const returnBy = bo(covered).cover!.returnBy!;
      expect(returnBy).toBeGreaterThan(Date.now());

      // During: back at the table, Bo reads the countdown to his return deadline.
      const back = await player.context.newPage();
      await back.goto(`${app.url}/match/${id}`);
      const notice = back.locator('.return-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/^Your time ran out: the AI is playing for you\. Stay at the table and you take your seat back at your next decision\. If you are not back before this runs out, the game counts as a loss for you:\s*0:[01]\d$/);
      expect(await back.getByRole('region', { name: 'Rated game: how it counts' }).textContent()).toContain('Come back within 0:20');
      await shot(back, 'during-countdown-laptop-en');
      // He leaves again before his next decision, and misses the deadline (Ada waits: the game stays where it is).
      await back.close();
      const forfeited = await adaPlays(adaAtTable, (s) => bo(s).forfeit === 'clock', returnBy - Date.now() + 90_000, false);
      expect(bo(forfeited).forfeit).toBe('clock');
      // Ada leaves too: the AI plays both seats to the end.
      await call(app.url, 'POST', `/api/matches/${id}/leave`, { token: opened.token }, ada);
      adaAtTable.close();
      // Nobody has the table open, so no reaction window is held (DR-36).
      const deadline = Date.now() + 180_000;
      while ((await call<{ status: string }>(app.url, 'GET', `/api/matches/${id}`)).status !== 'finished') {
        if (Date.now() > deadline) throw new Error(`match ${id} did not finish in time`);
        await new Promise((done) => setTimeout(done, 500));
      }

      // After: the end screen has the board's result, the rated result and why it differs, and the ways on.
      const after = await player.context.newPage();
      await after.goto(`${app.url}/match/${id}`);
      await after.getByRole('status', { name: 'Game over' }).waitFor();
      const rated = after.getByRole('region', { name: 'Rated result: Dueling Runes' });
      await rated.locator('li[data-seat="1"]').waitFor();
      const boLine = (await rated.locator('li[data-seat="1"]').textContent())!;
      const [, before, ratingAfter] = /^Bo: loss, (\d+) → (\d+) \(−\d+\)/.exec(boLine) ?? [];
      expect(Number(before)).toBe(1500);
      expect(Number(ratingAfter)).toBeLessThan(1500);
      const boardSaysBo = (await after.locator('.outcome-seats li').nth(1).textContent())!;
      if (/win|draw/.test(boardSaysBo)) expect(boLine).toContain('Bo did not return in time: the rating counts a loss, whatever the board says.');
      else expect(boLine).not.toContain('whatever the board says');
      expect(await rated.locator('li[data-seat="0"]').textContent()).toMatch(/^Ada: win, 1500 → \d+ \(\+\d+\)$/);
      await after.getByRole('button', { name: 'Rematch' }).waitFor();
      await after.getByRole('button', { name: 'Back to the lobby' }).waitFor();
      await shot(after, 'after-end-screen-laptop-en');

      // The leaderboard shows the same rating.
      await after.getByRole('button', { name: 'Back to the lobby' }).click();
      await after.waitForURL(/\/lobby$/);
      await after.goto(`${app.url}/leaderboard?game=dueling-runes`);
      const board = after.getByRole('table', { name: 'Dueling Runes: players by rating' });
      await board.waitFor();
      const boRow = board.locator('tbody tr', { has: after.getByRole('rowheader', { name: 'Bo' }) });
      expect(Number(/(\d+) ±/.exec((await boRow.locator('td').nth(1).textContent()) ?? '')?.[1])).toBe(Number(ratingAfter));

      // The end screen on a phone, in Spanish (a spectator's view of the same match).
      const phone = await app.browser.newContext({ viewport: PHONE, locale: 'es-ES' });
      const watch = await phone.newPage();
      await watch.goto(`${app.url}/match/${id}/watch`);
      const puntuado = watch.getByRole('region', { name: 'Resultado puntuado: Duelo de Runas' });
      await puntuado.locator('li[data-seat="1"]').waitFor();
      expect(await puntuado.locator('li[data-seat="1"]').textContent()).toMatch(new RegExp(`^Bo: derrota, 1500 → ${ratingAfter} \\(−\\d+\\)`));
      await watch.getByRole('button', { name: 'Volver a la sala' }).waitFor();
      await shot(watch, 'after-end-screen-phone-es');
      const es = await app.browser.newContext({ viewport: LAPTOP, locale: 'es-ES' });
      const wide = await es.newPage();
      await wide.goto(`${app.url}/match/${id}/watch`);
      await wide.getByRole('region', { name: 'Resultado puntuado: Duelo de Runas' }).locator('li[data-seat="1"]').waitFor();
      await shot(wide, 'after-end-screen-laptop-es');
      const phoneEn = await app.browser.newContext({ viewport: PHONE, locale: 'en-GB' });
      const narrow = await phoneEn.newPage();
      await narrow.goto(`${app.url}/match/${id}/watch`);
      await narrow.getByRole('region', { name: 'Rated result: Dueling Runes' }).locator('li[data-seat="1"]').waitFor();
      await shot(narrow, 'after-end-screen-phone-en');
      expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      for (const c of [phone, es, phoneEn]) await c.close();
    });
    expect(player.errors).toEqual([]);
    await player.context.close();
  }, 600_000);
});
