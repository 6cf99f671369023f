// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Match, goofspiel, unwrap } from '@decktet/engine';
import { ServicesContext } from '../app/context';
import { SettingsProvider } from '../app/settings';
import { goofspielUi } from '../games/goofspiel';
import { inThreadRunner } from '../testing';
import { ReplayViewer } from './ReplayViewer';

afterEach(cleanup);

function finishedRecord() {
  const m = unwrap(Match.create(goofspiel, { handSize: 3 }, 'replay-seed', { names: ['Ada', 'Bo'] }));
  while (m.outcome() === null) for (const seat of m.pending()) m.act(seat, m.legal(seat)[0]!);
  return m.toRecord();
}

function show(record: unknown) {
  return render(
    <ServicesContext.Provider value={{ games: [goofspielUi], botRunner: () => inThreadRunner(() => 0), botDelayMs: 0, serverUrl: '' }}>
      <SettingsProvider>
        <ReplayViewer record={record} />
      </SettingsProvider>
    </ServicesContext.Provider>,
  );
}

describe('the replay viewer', () => {
  it('steps and jumps through every state of a finished game', () => {
    const record = finishedRecord();
    show(record);
    expect(screen.getByRole('status').textContent).toBe(`Move 0 of ${record.actions.length}`);
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(screen.getByText(/^Move 1:/).textContent).toContain(record.actions[0]!.action);
    fireEvent.click(screen.getByRole('button', { name: 'Last move' }));
    expect(screen.getByRole('status').textContent).toBe(`Move ${record.actions.length} of ${record.actions.length}`);
    expect(screen.getByText(record.outcome!.summary)).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: 'Jump to move' }), { target: { value: '2' } });
    expect(screen.getByRole('status').textContent).toBe(`Move 2 of ${record.actions.length}`);
    fireEvent.keyDown(window, { key: 'Home' });
    expect(screen.getByRole('status').textContent).toBe(`Move 0 of ${record.actions.length}`);
    // Seen by a spectator no hand shows; seen by a player, that player's hand does.
    expect(screen.getByRole('group', { name: 'Your hand' }).children).toHaveLength(0);
    fireEvent.change(screen.getByRole('combobox', { name: 'Seen by' }), { target: { value: '0' } });
    expect(screen.getByRole('group', { name: 'Your hand' }).children).toHaveLength(3);
  });

  it('refuses a record that was altered, saying why', () => {
    const record = finishedRecord();
    show({ ...record, seed: 'another-seed' });
    expect(screen.getByRole('alert').textContent).toMatch(/altered|checksum/);
  });
});
