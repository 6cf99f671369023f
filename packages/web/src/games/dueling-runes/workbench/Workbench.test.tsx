// @vitest-environment happy-dom
/**
 * The Workbench (`/lab`): a designer edits a recipe row (DRA-35), is told what is wrong with a bad
 * edit, runs the edited table side by side with the standard one on the same seeds until the study
 * is done, shares it by link, opens the link afresh to the same table and figures, and starts a
 * duel with the edited rules.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { duelingRunesUi } from '../ui';
import { hieroglyphsUi } from '../../hieroglyphs/ui';
import { listLocalGames } from '../../../local/storage';
import { openScreen } from '../../../../test/testing';
import { inThreadPool } from '../../../../test/lab';
import { i18n } from '../../../i18n';

const games = [duelingRunesUi, hieroglyphsUi];

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

/** The Workbench at `path`, once its Dueling Runes part (a chunk of its own) has loaded. */
async function openLab(path: string, caption = 'The recipe table') {
  await openScreen(path, { games, studyPool: inThreadPool });
  await screen.findByRole('table', { name: caption }, { timeout: 20_000 });
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const figuresText = () => document.querySelector('.lab-figures')!.textContent;

async function runSmallStudy() {
  await openLab('/lab');
  fireEvent.click(box('Lightning Bolt: damage counts Moons'));
  fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'random' } });
  fireEvent.change(screen.getByLabelText('Duels per chunk'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Stop after this many duels per table'), { target: { value: '4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Run' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Done: every figure is decided, or the cap is reached.'), { timeout: 20_000 });
}

describe('the Workbench', () => {
  it('DRA-35: says what is wrong with a recipe row, and runs nothing until it is right', async () => {
    await openLab('/lab');
    const run = screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement;
    expect(run.disabled).toBe(false);
    fireEvent.click(box('Lightning Bolt: energy Suns'));
    expect(screen.getByRole('alert').textContent).toContain("lightning-bolt: an advanced spell's energy is two or three rune types (DRA-2), not 1");
    expect(run.disabled).toBe(true);
    // Taking Suns out of the energy takes it out of the damage reading too: the reading is then empty.
    expect(screen.getByRole('alert').textContent).toContain('lightning-bolt: its effect reads "damage": name the energy types whose counts make it');
    fireEvent.click(box('Lightning Bolt: energy Suns'));
    fireEvent.click(box('Lightning Bolt: damage counts Suns'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(run.disabled).toBe(false);
    // The row is the standard one again; a changed row says so.
    const row = () => box('Lightning Bolt: energy Suns').closest('tr')!;
    expect(row().textContent).not.toContain('(changed)');
    fireEvent.change(screen.getByLabelText('Lightning Bolt: phase'), { target: { value: 'knot' } });
    expect(row().textContent).toContain('(changed)');
  });

  it('DRA-35: a reading can take the smallest of its counts, once it counts two types, and be capped; a duel from the page carries both', async () => {
    await openLab('/lab');
    expect(screen.queryByLabelText('Lightning Bolt: damage takes the smallest count')).toBeNull();
    fireEvent.click(box('Lightning Bolt: damage counts Moons'));
    fireEvent.click(box('Lightning Bolt: damage takes the smallest count'));
    fireEvent.change(box('Poison: loss per turn is at most'), { target: { value: '2' } });
    const row = (label: string) => box(label).closest('tr')!;
    expect(row('Poison: loss per turn is at most').textContent).toContain('(changed)');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play a duel against the computer' }));
    const [saved] = listLocalGames();
    const recipes = (saved!.config as { recipes: { spell: string; smallest?: string[]; atMost?: Record<string, number> }[] }).recipes;
    expect(recipes.find((r) => r.spell === 'lightning-bolt')).toMatchObject({ smallest: ['damage'] });
    expect(recipes.find((r) => r.spell === 'poison')).toMatchObject({ atMost: { loss: 2 } });
  });

  it('DRA-35, DRA-9: runs the edited table beside the standard one on the same seeds, shares it by link, reopens it the same, and starts a duel with its rules', { timeout: 60_000 }, async () => {
    await runSmallStudy();
    expect(document.querySelector('.lab-games')!.textContent).toBe('Duels played: 4 with your table, 4 with the standard one (at most 4 each). ' + document.querySelector('.lab-games')!.textContent!.split('. ')[1]);
    const seat = document.querySelector('[data-figure="seat-balance"]')!;
    expect(seat.textContent).toMatch(/^Seat balanceScore of the player in seat 1/);
    expect(seat.querySelectorAll('td')).toHaveLength(3);
    expect(document.querySelector('.lab-spells')!.textContent).toContain('per duel');
    const figures = figuresText();

    fireEvent.click(screen.getByRole('button', { name: 'Link to these results' }));
    const link = await screen.findByLabelText('Link', undefined, { timeout: 10_000 });
    const url = new URL((link as HTMLInputElement).value);
    expect(url.pathname).toBe('/lab');
    expect(url.hash).toMatch(/^#s=[\w-]+$/);
    expect(screen.getByRole('link', { name: 'Download the data file' }).getAttribute('download')).toMatch(/^lab-[a-z0-9]+\.study\.json$/);

    // A fresh page at the link: the same table, the same games played again, the same figures.
    cleanup();
    await openLab(`/lab${url.hash}`);
    await waitFor(() => expect(box('Lightning Bolt: damage counts Moons').checked).toBe(true), { timeout: 10_000 });
    expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('random');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Done: every figure is decided, or the cap is reached.'), { timeout: 20_000 });
    expect(figuresText()).toBe(figures);

    // The designer plays under a name of their own; a name the rules refuse is said, and starts nothing.
    const yourName = screen.getByLabelText('Your name');
    fireEvent.change(yourName, { target: { value: 'Ada\u202e' } });
    expect(yourName.getAttribute('aria-invalid')).toBe('true');
    expect(yourName.closest('label')!.textContent).toContain('the name contains an invisible formatting character');
    fireEvent.click(screen.getByRole('button', { name: 'Play a duel against the computer' }));
    expect(listLocalGames()).toEqual([]);
    fireEvent.change(yourName, { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play a duel against the computer' }));
    const [saved] = listLocalGames();
    expect(window.location.pathname).toBe(`/local/${saved!.id}`);
    expect(saved!.names[0]).toBe('Ada');
    const config = saved!.config as { variant: string; recipes: { spell: string; readings: Record<string, string[]> }[] };
    expect(config.variant).toBe('advanced');
    expect(config.recipes.find((r) => r.spell === 'lightning-bolt')!.readings.damage).toEqual(['suns', 'moons']);
  });

  it('refuses a link that does not read, saying so, and keeps the standard table', async () => {
    await openLab('/lab#s=not-a-link');
    expect((await screen.findByRole('alert', undefined, { timeout: 10_000 })).textContent).toBe('This link could not be opened: the link is cut short or changed: its settings do not read');
    expect(box('Lightning Bolt: damage counts Moons').checked).toBe(false);
  });

  it('offers Hieroglyphs too, and says it has no settings to change', async () => {
    await openScreen('/lab', { games, studyPool: inThreadPool });
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'hieroglyphs' } });
    expect(screen.getByText(/^Hieroglyphs has no settings to change/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'dueling-runes' } });
    expect(await screen.findByRole('button', { name: 'Run' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    await openLab('/lab', 'La tabla de recetas');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Taller');
    expect(screen.getByRole('button', { name: 'Jugar' })).toBeTruthy();
  });
});
