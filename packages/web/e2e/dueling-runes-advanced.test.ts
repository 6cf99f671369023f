import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Rng } from '@decktet/decktet';
import { type DuelingRunesAction, type DuelingRunesState, type DuelingRunesView, CURRENT_TABLE, blockerOf, duelingRunes, formatAction } from '@decktet/dueling-runes';
import { Match, RECORD_VERSION, unwrap } from '@decktet/engine';
import { openPlayerPage, appForTheseTests, withScreenshot } from './harness';
import { advancedStep, playToTheEnd } from './drivers';

/**
 * Dueling Runes' Advanced Game (DRA-1) in Chromium, through the built client and the real server:
 * a duel against the AI started from the new-game form and played to its end, a hotseat duel
 * started the same way, and a table with a monster and lasting effects on a desktop and a phone.
 */
const app = appForTheseTests();
const SHOTS = '/tmp/advanced-shots';
const VARIANT = 'Advanced Game';

/** The new-game form for Dueling Runes, the Advanced Game ticked. */
async function newAdvancedGame(page: Page, mode: 'Against the computer' | 'On this device', health: number): Promise<void> {
  await page.goto(`${app.url}/new/dueling-runes`);
  await page.getByLabel(mode).check();
  if (mode === 'Against the computer') await page.getByLabel('Difficulty').selectOption('easy');
  // The variant first: the starting health follows it unless set (DRA-34).
  await page.getByLabel(VARIANT).check();
  await page.getByLabel('Starting health').fill(String(health));
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/local\//);
}

/** The saved local game the page plays (there is one). */
const savedGame = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('decktet-table:local:'))!;
    return JSON.parse(localStorage.getItem(key)!) as { seed: string; config: { players: number; variant?: string; health?: number }; names: string[]; seats: ('human' | 'ai')[]; actions: { seat: number; action: string }[] };
  });

type Duel = Match<DuelingRunesState, DuelingRunesAction, DuelingRunesView, unknown, unknown>;

/** The config of the screenshot positions: two wizards with health enough for monsters and effects to build up. */
// The table is named, as every saved game of the Advanced Game names its own (one without plays the original table).
const POSITION_CONFIG = { players: 2, variant: 'advanced', table: CURRENT_TABLE, health: 20 };

/**
 * A hotseat position of the Advanced Game found by playing seeded moves that favour advanced
 * spells and attacks: a monster on the table, a lasting effect on a wizard, and the decision
 * `wanted` asks for. Returned as the moves that lead there, to be saved as a local game and replayed.
 */
function advancedPosition(wanted: (m: Duel, seat: number) => boolean): { seed: string; actions: { seat: number; action: string }[] } {
  const lasting = new Set(['protection', 'poison', 'fear', 'electric-touch', 'charm']);
  for (let n = 0; n < 200; n++) {
    const seed = `e2e-advanced-${n}`;
    const m = unwrap(Match.create(duelingRunes, POSITION_CONFIG, seed, { names: ['Ada', 'Bo'], seats: ['human', 'human'] })) as unknown as Duel;
    const rng = Rng.seeded(`${seed}-moves`);
    const actions: { seat: number; action: string }[] = [];
    for (let step = 0; step < 400 && m.pending().length; step++) {
      const seat = m.pending()[0]!;
      const v = m.view(null);
      const monster = v.wizards.some((w) => w.advanced?.monster);
      const effect = v.wizards.some((w) => w.effects.some((e) => lasting.has(e.kind)));
      if (monster && effect && m.pending().length === 1 && wanted(m, seat)) return { seed, actions };
      const legal = m.legal(seat);
      const advanced = legal.filter((a) => a.type === 'cast-advanced' || a.type === 'attack');
      const action = formatAction(rng.pick(advanced.length ? advanced : legal));
      actions.push({ seat, action });
      unwrap(m.act(seat, action));
    }
  }
  throw new Error('no advanced position with a monster, a lasting effect and the decision wanted was found');
}

/** Opens a saved hotseat game of `actions` at `viewport`, past the hand-off screen; checks nothing is cut off; keeps screenshots. */
async function showPosition(position: { seed: string; actions: { seat: number; action: string }[] }, name: string, viewport: { width: number; height: number }, prompt: string): Promise<void> {
  const { page, errors } = await openPlayerPage(app, { viewport, reducedMotion: true });
  await withScreenshot(page, `dueling-runes-advanced-${name}`, async () => {
    const saved = { id: `e2e-${name}`, game: 'dueling-runes', mode: 'hotseat', seed: position.seed, config: POSITION_CONFIG, names: ['Ada', 'Bo'], seats: ['human', 'human'], actions: position.actions, createdAt: 1, updatedAt: 1, finished: false, version: RECORD_VERSION };
    await page.evaluate((game) => localStorage.setItem(`decktet-table:local:${game.id}`, JSON.stringify(game)), saved);
    await page.goto(`${app.url}/local/${saved.id}`);
    await page.locator('.handoff button.primary').click();
    await page.locator(prompt).first().waitFor();
    await page.locator('.monster').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-top.png` });
    // Nothing overflows the screen's width; every monster's numbers are there to read.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const box of await page.locator('.monster').all()) expect(await box.textContent()).toMatch(/♥ \d+\/\d+, attack \d+/);
    const cut = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.monster, .effects li, .energy, .dr-prompts button, .guidance')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
    expect(cut).toEqual([]);
  });
  expect(errors).toEqual([]);
}

describe('the Advanced Game in a browser', () => {
  it('against the AI: started from the new-game form with the variant ticked, played to the end', async () => {
    const { page, errors } = await openPlayerPage(app, { viewport: { width: 1280, height: 800 }, reducedMotion: true });
    await withScreenshot(page, 'dueling-runes-advanced-vs-ai', async () => {
      await newAdvancedGame(page, 'Against the computer', 6);
      expect((await savedGame(page)).config.variant).toBe('advanced');
      await playToTheEnd([page], advancedStep, 140_000);
      expect(await page.getByRole('status', { name: 'Game over' }).textContent()).toMatch(/wins|draw/i);
      // The game was the advanced one all along: its saved moves replay under the Advanced Game's
      // rules to a finished game, every wizard with its advanced part (monster, runes) in the view.
      const saved = await savedGame(page);
      const replay = unwrap(Match.create(duelingRunes, saved.config, saved.seed, { names: saved.names, seats: saved.seats })) as unknown as Duel;
      for (const { seat, action } of saved.actions) unwrap(replay.act(seat, action));
      expect(replay.pending()).toEqual([]);
      expect(replay.view(null).wizards.every((w) => w.advanced !== undefined)).toBe(true);
    });
    expect(errors).toEqual([]);
  }, 180_000);

  it('hotseat: started from the new-game form, played for some turns through the hand-off screen', async () => {
    const { page, errors } = await openPlayerPage(app, { viewport: { width: 390, height: 844 }, reducedMotion: true });
    await withScreenshot(page, 'dueling-runes-advanced-hotseat', async () => {
      await newAdvancedGame(page, 'On this device', 12);
      expect((await savedGame(page)).config.variant).toBe('advanced');
      for (let taps = 0; (await savedGame(page)).actions.filter((a) => a.action.startsWith('play ')).length < 12; taps++) {
        if (taps > 400) throw new Error('the hotseat game did not get through six turns');
        const step = await advancedStep(page);
        if (step.startsWith('error: ')) throw new Error(step);
        if (step === 'over') break;
        if (step === 'waiting') await page.waitForTimeout(40);
      }
      const moves = (await savedGame(page)).actions;
      expect(new Set(moves.map((a) => a.seat))).toEqual(new Set([0, 1]));
      // The next player takes the device: the table of the Advanced Game is there, at a later turn.
      if (await page.locator('.handoff').count()) await page.locator('.handoff button.primary').click();
      await page.locator('.dr-table').waitFor();
      expect(await page.locator('.dr-table .prompt').textContent()).toMatch(/^Turn ([4-9]|\d\d+)\b|wins|draw/);
      expect(await page.locator('.dr-table .energy').first().textContent()).toContain('runes free:');
    });
    expect(errors).toEqual([]);
  }, 180_000);

  it('shows a table with a monster and a lasting effect on a desktop and a phone, nothing cut off (screenshots kept)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const casting = advancedPosition((m, seat) => m.state.stage === 'declare' && m.legal(seat).some((a) => a.type === 'cast-advanced'));
    const attacking = advancedPosition((m, seat) => m.state.stage === 'attack' && m.legal(seat).some((a) => a.type === 'attack'));
    // An advanced cast that a standing protection, Counter Spell or Magic Mirror would stop or turn back (DRA-8).
    const warned = advancedPosition((m, seat) => {
      const me = m.state.wizards.findIndex((w) => w.seat === seat);
      return m.state.stage === 'declare' && m.legal(seat).some((a) => a.type === 'cast-advanced' && a.target !== null && !a.monster && blockerOf(m.view(seat), me, a.spell, a.target) !== null);
    });
    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await showPosition(casting, `cast-${label}`, viewport, '.advanced-spells');
      await showPosition(attacking, `attack-${label}`, viewport, '.attack-prompt');
      await showPosition(warned, `warned-${label}`, viewport, '.advanced-spells .is-stopped');
    }
  }, 180_000);
});
