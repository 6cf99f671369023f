// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type GameReview, goofspiel, readGameRecord } from '@decktet/engine';
import { ServicesContext } from '../app/context';
import { SettingsProvider } from '../app/settings';
import { goofspielUi } from '../games/goofspiel/ui';
import { i18n } from '../i18n';
import { type Analyst, AnalysisCancelled, AnalystContext, createInThreadAnalyst } from '../local/analyst';
import { teacherAnswers } from '../local/teacher';
import { inThreadRunner } from '../../test/testing';
import { ReplayViewer } from './ReplayViewer';
import { finishedGoofspiel, reviewOf } from '../../test/testing-review';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

const services = { games: [goofspielUi], botRunner: () => inThreadRunner(() => 0), botDelayMs: 0, serverUrl: '' };

function viewer(record: unknown, analyst: Analyst, openReview = false) {
  return (
    <AnalystContext.Provider value={() => analyst}>
      <ServicesContext.Provider value={services}>
        <SettingsProvider>
          <ReplayViewer record={record} openReview={openReview} />
        </SettingsProvider>
      </ServicesContext.Provider>
    </AnalystContext.Provider>
  );
}

const show = (record: unknown, analyst: Analyst, openReview = false) => render(viewer(record, analyst, openReview));

const noAnalyst = (): Analyst => ({ hint: vi.fn(), review: vi.fn(), cancel: vi.fn() });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const panel = () => within(screen.getByRole('region', { name: 'Review' }));
const verdict = () => within(document.querySelector<HTMLElement>('.teach-verdict')!);

/** A review that waits for the test: it reports some progress, then resolves or is cancelled on demand. */
function pendingAnalyst() {
  let finish: (review: GameReview) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const analyst: Analyst = {
    hint: vi.fn(),
    review: (_request, onProgress) =>
      new Promise<GameReview>((resolve, reject) => {
        finish = resolve;
        fail = reject;
        onProgress?.(0, 6);
        onProgress?.(1, 6);
      }),
    cancel: () => fail(new AnalysisCancelled()),
  };
  return { analyst, finish: (review: GameReview) => act(async () => finish(review)) };
}

describe('the review in the replay viewer', () => {
  const record = finishedGoofspiel();
  const reviewed = { ...record, review: reviewOf(record, ['best', 'mistake', 'inaccuracy', 'blunder', 'forced', 'forced']) };

  it('shows a review saved with the record at once: accuracy, marks on the turns, the verdict on the step and the chart', () => {
    const analyst = noAnalyst();
    show(reviewed, analyst);
    expect(analyst.review).not.toHaveBeenCalled();
    const summary = panel().getByRole('table', { name: 'Accuracy' });
    expect(within(summary).getAllByRole('row').map((r) => r.textContent)).toEqual(['PlayerAccuracy?!???', 'Ada92%100', 'Bo47%011']);
    // The turn list flags each marked step with its sign, and names the mark for screen readers.
    const turns = within(screen.getByRole('region', { name: 'Turns' }));
    const blunder = turns.getByRole('button', { name: /Blunder$/ });
    expect(blunder.querySelector('[aria-hidden="true"]')!.textContent).toBe('??');
    expect(turns.getByRole('button', { name: /Mistake$/ }).querySelector('[aria-hidden="true"]')!.textContent).toBe('?');
    expect(turns.getByRole('button', { name: /Inaccuracy$/ }).querySelector('[aria-hidden="true"]')!.textContent).toBe('?!');
    const namedUnflagged = turns.queryAllByRole('button', { name: /Best move|Forced move|Good move/ });
    expect(namedUnflagged).toHaveLength(0);

    expect(panel().getByText("Step through the game to see the expert's verdict on each move.")).toBeTruthy();
    press('Next turn');
    press('Next turn');
    expect(verdict().getByText('Played: bid painter')).toBeTruthy();
    expect(verdict().getByText('Mistake')).toBeTruthy();
    expect(verdict().getByText('Win chance 40% before, 28% after.')).toBeTruthy();
    expect(verdict().getByText('Best: bid windfall — 40%.')).toBeTruthy();
    expect(panel().getByRole('img').getAttribute('aria-label')).toBe('Win chance over the game: Ada from 60% to 60% and Bo from 40% to 40%. Now at step 2 of 6.');
    press('End of the game');
    expect(verdict().getByText('Forced move')).toBeTruthy();
    expect(verdict().queryByText(/^Best:/)).toBeNull();
  });

  it('saves the record with its review, still valid and replaying the same', async () => {
    let saved: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:reviewed';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show(reviewed, noAnalyst());
    press('Save reviewed record');
    const file = JSON.parse(await saved!.text()) as unknown;
    const read = readGameRecord(file, { games: [goofspiel] });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.review).toEqual(reviewed.review);
    expect(read.value.actions).toEqual(record.actions);
  });

  it('runs a review away from the page with its progress, can cancel it, and shows the result', async () => {
    const { analyst, finish } = pendingAnalyst();
    show(record, analyst);
    expect(panel().queryByRole('table')).toBeNull();
    press('Review');
    const progress = panel().getByRole('progressbar', { name: 'Reviewing move 2 of 6' }) as HTMLProgressElement;
    expect([progress.value, progress.max]).toEqual([1, 6]);
    await act(async () => press('Cancel'));
    expect(panel().queryByRole('progressbar')).toBeNull();
    expect(panel().getByRole('button', { name: 'Review' })).toBeTruthy();

    press('Review');
    await finish(reviewed.review);
    expect(panel().getByRole('table', { name: 'Accuracy' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Turns' }).textContent).toContain('??');
    expect(panel().getByRole('button', { name: 'Save reviewed record' })).toBeTruthy();
  });

  it('opened into its review, starts the review at once (and never a second one for a record that has its own)', async () => {
    const { analyst, finish } = pendingAnalyst();
    const started = vi.spyOn(analyst, 'review');
    show(record, analyst, true);
    expect(await panel().findByRole('progressbar', { name: 'Reviewing move 2 of 6' })).toBeTruthy();
    await finish(reviewed.review);
    expect(panel().getByRole('table', { name: 'Accuracy' })).toBeTruthy();
    expect(started).toHaveBeenCalledTimes(1);
    cleanup();

    const idle = noAnalyst();
    show(reviewed, idle, true);
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(idle.review).not.toHaveBeenCalled();
    expect(panel().getByRole('table', { name: 'Accuracy' })).toBeTruthy();
  });

  it('stops a review in hand when another record is opened, and shows that record\'s own review', async () => {
    const { analyst, finish } = pendingAnalyst();
    const cancel = vi.spyOn(analyst, 'cancel');
    const view = show(record, analyst);
    press('Review');
    view.rerender(viewer(reviewed, analyst));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(within(panel().getByRole('table', { name: 'Accuracy' })).getByText('92%')).toBeTruthy();
    // The first record's review, had it come late, is not shown for the second.
    await finish(reviewOf(record, ['blunder', 'blunder', 'blunder', 'blunder', 'forced', 'forced']));
    expect(within(panel().getByRole('table', { name: 'Accuracy' })).getByText('92%')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Turns' }).querySelectorAll('.teach-mark-blunder')).toHaveLength(1);
  });

  it('reviews a game with the real teacher in this thread', async () => {
    show(record, createInThreadAnalyst(teacherAnswers([goofspiel])));
    press('Review');
    const summary = await panel().findByRole('table', { name: 'Accuracy' }, { timeout: 20_000 });
    expect(within(summary).getAllByRole('row')).toHaveLength(3);
    expect(panel().getByRole('img').getAttribute('aria-label')).toMatch(/^Win chance over the game: Ada from \d+% to \d+% and Bo from \d+% to \d+%\. Now at step 0 of 6\.$/);
  });

  it('says why a review failed, and offers it again', async () => {
    show(record, createInThreadAnalyst({ hint: vi.fn(), review: () => { throw new Error('cannot review this record: it is broken'); } }));
    press('Review');
    expect((await panel().findByRole('alert')).textContent).toBe('The review stopped: cannot review this record: it is broken');
    expect(panel().getByRole('button', { name: 'Review' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    show(reviewed, noAnalyst());
    const review = within(screen.getByRole('region', { name: 'Análisis' }));
    expect(review.getByRole('table', { name: 'Precisión' })).toBeTruthy();
    expect(review.getByRole('button', { name: 'Guardar la partida analizada' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Turnos' })).getByRole('button', { name: /Error grave$/ })).toBeTruthy();
    expect(review.getByRole('img').getAttribute('aria-label')).toMatch(/^Probabilidad de ganar a lo largo de la partida: Ada de 60\s% a 60\s% y Bo de 40\s% a 40\s%\./);
  });
});
