import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LiveJoinReply } from '@decktet/protocol';
import { LiveTestClient, playSeat, seededPicker } from '@decktet/server/testing';
import { RESULTS_DIR, appForTheseTests, withScreenshot } from './harness';
import { call, takeName } from './rated-games';

/**
 * The end of a rated online duel, read by a Spanish player on a phone (390×844): the result
 * sentence, each seat's result, the rated result, Rematch and Back to the lobby, all in Spanish
 * and all within the screen's width. Screenshots under test-results/web.
 */
// Each player comes from an address of their own (X-Forwarded-For, believed here): seats from one address are never rated.
const app = appForTheseTests({ trustProxy: true, windowHoldMs: 0 });

/** A rated Dueling Runes table Ada opens and Bo joins, played to its end by both seats over sockets. */
async function finishedRatedDuel(): Promise<{ match: string; adaToken: string }> {
  const ada = await takeName(app.url, 'Ada');
  const bo = await takeName(app.url, 'Bo');
  const opened = await call<LiveJoinReply>(app.url, 'POST', '/api/tables', { game: 'dueling-runes', seats: [{ kind: 'human' }, { kind: 'human' }], rated: true, turnSeconds: null }, ada);
  const joined = await call<LiveJoinReply>(app.url, 'POST', `/api/tables/${opened.match.id}/join`, undefined, bo);
  const seats = await Promise.all(
    (
      [
        [opened.token, ada],
        [joined.token, bo],
      ] as const
    ).map(async ([token, player]) => {
      const client = await LiveTestClient.connect(app.url, undefined, { 'x-forwarded-for': player.address });
      client.hello(opened.match.id, token);
      return client;
    }),
  );
  try {
    await Promise.all(seats.map((client, i) => playSeat(client, seededPicker(31 + i), { timeoutMs: 60_000 })));
  } finally {
    for (const client of seats) client.close();
  }
  return { match: opened.match.id, adaToken: opened.token };
}

describe('the online end screen in Spanish on a phone', () => {
  it('reads the result, the rated result, Rematch and Back to the lobby in Spanish, all on screen', async () => {
    const { match, adaToken } = await finishedRatedDuel();
    const context = await app.newContext({ width: 390, height: 844 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await withScreenshot(page, 'online-end-es-phone', async () => {
      await page.goto(`${app.url}/`);
      await page.evaluate(
        ({ match, token }) => {
          window.localStorage.setItem('decktet-table:language', 'es');
          window.localStorage.setItem('decktet-table:online', JSON.stringify([{ match, game: 'dueling-runes', token, seat: 0, name: 'Ada', joinedAt: Date.now() }]));
        },
        { match, token: adaToken },
      );
      await page.goto(`${app.url}/match/${match}`);
      const banner = page.getByRole('status', { name: 'Fin de la partida' });
      await banner.waitFor();
      const sentence = (await banner.locator('.outcome-summary').textContent())!;
      expect(sentence).toMatch(/^(Ada|Bo) gana con \d+ de vida\.$|empate/);
      expect(sentence).not.toMatch(/\b(wins|health|draw|against)\b/);
      expect(await banner.locator('.outcome-seats li').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Ada: (victoria|derrota|empate)( \(\d+\))?$/), expect.stringMatching(/^Bo: (victoria|derrota|empate)( \(\d+\))?$/)]));
      const rated = page.getByRole('region', { name: 'Resultado puntuado: Duelo de Runas' });
      await rated.getByText(/Ada: (victoria|derrota|empate), 1500 → \d+/).waitFor();
      expect(await rated.textContent()).not.toMatch(/\b(win|loss|draw|Rated)\b/);
      const controls = [page.getByRole('button', { name: 'Revancha' }), page.getByRole('button', { name: 'Volver a la sala' }), page.getByRole('button', { name: 'Ver la repetición' })];
      for (const control of controls) {
        await control.scrollIntoViewIfNeeded();
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      mkdirSync(RESULTS_DIR, { recursive: true });
      await banner.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(RESULTS_DIR, 'online-end-es-phone.png') });
      await rated.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(RESULTS_DIR, 'online-end-es-phone-rated.png') });
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
