// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { goofspiel } from '@decktet/engine';
import { LIVE_PROTOCOL_VERSION } from '@decktet/protocol';
import { App } from '../app/App';
import { ServicesContext } from '../app/context';
import { SettingsProvider } from '../app/settings';
import { goofspielUi } from '../games/goofspiel/ui';
import { i18n } from '../i18n';
import { type Analyst, AnalystContext, type HintRequest, createInThreadAnalyst } from '../local/analyst';
import { saveLocalGame } from '../local/storage';
import { teacherAnswers } from '../local/teacher';
import { FakeSocket } from '../../test/online/fake-socket';
import { LiveConnection } from '../online/live';
import { LiveTable } from '../online/LiveTable';
import { inThreadRunner } from '../../test/testing';
import { HintButton } from './HintButton';

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

const legal = [{ card: 'a' }, { card: 'b' }, { card: 'c' }];
const request: HintRequest = { game: 'goofspiel', seat: 0, view: {}, legal };
const describe_ = (action: unknown) => `bid ${(action as { card: string }).card}`;

function showButton(analyst: Analyst) {
  return render(
    <AnalystContext.Provider value={() => analyst}>
      <HintButton request={request} describe={describe_} />
    </AnalystContext.Provider>,
  );
}

const answers = (best: number, runnerUp: number | null) => ({
  hint: () => ({ best: { index: best, winChance: 0.634 }, runnerUp: runnerUp === null ? null : { index: runnerUp, winChance: 0.41 } }),
  review: () => null,
});

describe('the Hint button', () => {
  it('says the expert\'s choice in words with its win chance and the runner-up\'s, in a live region', async () => {
    showButton(createInThreadAnalyst(answers(2, 0)));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByText('Thinking…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Hint' }) as HTMLButtonElement).disabled).toBe(true);
    const result = await screen.findByText('Suggested: bid c — 63% to win.');
    expect(result.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('Next best: bid a — 41%.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hint' }).getAttribute('aria-describedby')).toBe(result.closest('p')!.id);
  });

  it('says when the move is the only one', async () => {
    showButton(createInThreadAnalyst(answers(1, null)));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByText('It is the only legal move.')).toBeTruthy();
  });

  it('can be cancelled while it thinks, and asked again', async () => {
    const hint = vi.fn(answers(0, 1).hint);
    showButton(createInThreadAnalyst({ hint, review: () => null }));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(screen.queryByText(/Suggested/)).toBeNull();
    expect(screen.queryByText('Thinking…')).toBeNull();
    expect(hint).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByText('Suggested: bid a — 63% to win.')).toBeTruthy();
  });

  it('stops the search when the position changes (the button is left)', () => {
    const analyst = createInThreadAnalyst(answers(0, 1));
    const cancel = vi.spyOn(analyst, 'cancel');
    const { unmount } = showButton(analyst);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('says why when the teacher fails', async () => {
    showButton(createInThreadAnalyst({ hint: () => { throw new Error('the AI does not know the game "x"'); }, review: () => null }));
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByText('No hint: the AI does not know the game "x"')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    showButton(createInThreadAnalyst(answers(2, 0)));
    fireEvent.click(screen.getByRole('button', { name: 'Pista' }));
    expect(await screen.findByText(/^Sugerencia: bid c — 63\s%\sde ganar\.$/)).toBeTruthy();
    expect(screen.getByText(/^Segunda opción: bid a — 41\s%\.$/)).toBeTruthy();
  });
});

const services = { games: [goofspielUi], botRunner: () => inThreadRunner(() => 0), botDelayMs: 0, serverUrl: '' };

describe('hints in a game', () => {
  it('a local game against the AI offers the hint for the player\'s own decision, from the real teacher', async () => {
    saveLocalGame({ id: 'h1', game: 'goofspiel', mode: 'ai', seed: 'hint-seed', config: { handSize: 3 }, names: ['Ada', 'AI'], seats: ['human', 'ai:easy'], actions: [], createdAt: 1, updatedAt: 1, finished: false });
    window.history.replaceState(null, '', '/local/h1');
    const teacher = createInThreadAnalyst(teacherAnswers([goofspiel]));
    render(
      <AnalystContext.Provider value={() => teacher}>
        <ServicesContext.Provider value={services}>
          <SettingsProvider>
            <App />
          </SettingsProvider>
        </ServicesContext.Provider>
      </AnalystContext.Provider>,
    );
    // The game's screen loads as a chunk of its own.
    fireEvent.click(await screen.findByRole('button', { name: 'Hint' }));
    const hand = within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button');
    expect(hand).toHaveLength(3);
    // Goofspiel has no narrator: the move is said in its notation.
    expect(await screen.findByText(/^Suggested: bid [a-z-]+ — \d+% to win\.$/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/^Next best: bid [a-z-]+ — \d+%\.$/)).toBeTruthy();
  });

  it('an online table with other people has no Hint button', () => {
    const start = goofspiel.setup({ handSize: 3 }, 'online-hint', { names: ['Ada', 'Guest'] });
    if (!start.ok) throw new Error(start.error.message);
    let socket: FakeSocket | null = null;
    const conn = new LiveConnection('ws://x/ws', 'm1', 'tok', { createSocket: () => (socket = new FakeSocket()), random: () => 0.5 });
    render(
      <ServicesContext.Provider value={services}>
        <SettingsProvider>
          <LiveTable conn={conn} token="tok" />
        </SettingsProvider>
      </ServicesContext.Provider>,
    );
    const seat = (n: number, name: string) => ({ seat: n, kind: 'human', name, taken: true, coveredByBot: false, presence: 'online', cover: null });
    act(() => {
      socket!.open();
      socket!.receive({
        type: 'welcome',
        v: LIVE_PROTOCOL_VERSION,
        match: 'm1',
        game: 'goofspiel',
        status: 'live',
        seq: 0,
        seat: 0,
        seats: [seat(0, 'Ada'), seat(1, 'Guest')],
        pending: [0, 1],
        view: goofspiel.view(start.value, 0),
        legal: goofspiel.legalActions(start.value, 0).map((a) => goofspiel.formatAction(a)),
        log: [],
        deadlines: null,
        outcome: null,
        now: Date.now(),
        spectators: 0,
        lastClientSeq: 0,
        chat: [],
        muted: [],
      });
    });
    // The player owes a bid (the hand is live), and still no hint is offered.
    expect(within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button').some((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    conn.close();
  });
});
