// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Rng } from '@decktet/decktet';
import { Match, goofspiel, unwrap } from '@decktet/engine';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { duelingRunes } from '@decktet/dueling-runes';
import { ServicesContext } from '../app/context';
import { SettingsProvider } from '../app/settings';
import { goofspielUi } from '../games/goofspiel/ui';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { duelingRunesUi } from '../games/dueling-runes/ui';
import { inThreadRunner } from '../../test/testing';
import { ReplayViewer } from './ReplayViewer';

afterEach(cleanup);

function finishedGoofspiel() {
  const m = unwrap(Match.create(goofspiel, { handSize: 3 }, 'replay-seed', { names: ['Ada', 'Bo'] }));
  while (m.outcome() === null) for (const seat of m.pending()) m.act(seat, m.legal(seat)[0]!);
  return m.toRecord();
}

function finishedHieroglyphs() {
  const m = unwrap(Match.create(hieroglyphs, {}, 'replay-hg', { names: ['Ada', 'Bo'] }));
  const rng = Rng.seeded('replay-hg-moves');
  while (m.outcome() === null) {
    const seat = m.pending()[0]!;
    m.act(seat, rng.pick(m.legal(seat)));
  }
  return m.toRecord();
}

function show(record: unknown) {
  return render(
    <ServicesContext.Provider value={{ games: [goofspielUi, hieroglyphsUi, duelingRunesUi], botRunner: () => inThreadRunner(() => 0), botDelayMs: 0, serverUrl: '' }}>
      <SettingsProvider>
        <ReplayViewer record={record} />
      </SettingsProvider>
    </ServicesContext.Provider>,
  );
}

const status = () => screen.getByRole('status').textContent;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the replay viewer', () => {
  it('steps and jumps through every state of a finished game', () => {
    const record = finishedGoofspiel();
    const n = record.actions.length;
    show(record);
    expect(status()).toBe(`Start of the game · ${n} turns`);
    press('Next turn');
    expect(status()).toBe(`Turn 1 of ${n}`);
    press('End of the game');
    expect(status()).toBe(`Turn ${n} of ${n}`);
    expect(screen.getAllByText(record.outcome!.summary).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('slider', { name: 'Jump to turn' }), { target: { value: '2' } });
    expect(status()).toBe(`Turn 2 of ${n}`);
    fireEvent.keyDown(window, { key: 'Home' });
    expect(status()).toBe(`Start of the game · ${n} turns`);
    // Seen by a spectator no hand shows; seen by a player, that player's hand does.
    expect(screen.getByRole('group', { name: 'Your hand' }).children).toHaveLength(0);
    fireEvent.change(screen.getByRole('combobox', { name: 'Seen by' }), { target: { value: '0' } });
    expect(screen.getByRole('group', { name: 'Your hand' }).children).toHaveLength(3);
  });

  it('plays Hieroglyphs back a turn at a time, with a finer step, told in words with the players\' names', () => {
    const record = finishedHieroglyphs();
    show(record);
    const turns = within(screen.getByRole('region', { name: 'Turns' }));
    // The list of turns speaks in words, never in notation.
    const steps = turns.getAllByRole('button').map((b) => b.textContent!);
    expect(steps.filter((t) => /^Turn \d+: (Ada|Bo)'s turn$/.test(t)).length).toBeGreaterThan(3);
    for (const t of steps) expect(t).not.toMatch(/decipher tomb|\bas \d+$|^discard /);
    expect(steps.some((t) => /^(Ada|Bo) plays .+ as \d+ on Tomb [123]$/.test(t))).toBe(true);

    press('Next turn');
    const first = screen.getByRole('region', { name: 'Replayed turn' });
    expect(within(first).getByRole('heading').textContent).toMatch(/^Turn 1: (Ada|Bo)'s turn$/);
    const firstSteps = within(first).getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('replay-turn-steps'));
    expect(firstSteps).toHaveLength(turns.getByRole('list', { name: 'Steps of turn 1' }).children.length);
    expect(firstSteps[0]!.textContent).toMatch(/^(Ada|Bo) (plays|discards) /);

    // A step goes one play at a time: into the second turn, then back.
    press('Next step');
    expect(status()).toMatch(/^Turn 2 of \d+$/);
    expect(screen.getByRole('region', { name: 'Replayed turn' }).textContent).toMatch(/step 1 of \d+.*\d+ more steps? in this turn/);
    fireEvent.keyDown(window, { key: 'ArrowLeft', shiftKey: true });
    expect(status()).toMatch(/^Turn 1 of \d+$/);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(status()).toMatch(/^Turn 2 of \d+$/);
    // Pressing a step in the list shows the game just after it.
    const target = turns.getAllByRole('button').find((b) => /^(Ada|Bo) plays /.test(b.textContent!) && b.closest('ol')?.getAttribute('aria-label') === 'Steps of turn 3')!;
    fireEvent.click(target);
    expect(status()).toMatch(/^Turn 3 of \d+/);
    expect(target.getAttribute('aria-current')).toBe('step');
  });

  it('names the Advanced Game in its title, and its Rules link opens that section (DRA-1)', () => {
    const m = unwrap(Match.create(duelingRunes, { variant: 'advanced' }, 'replay-dra', { names: ['Ada', 'Bo'] }));
    show(m.toRecord());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Replay: Dueling Runes — Advanced Game');
    expect(screen.getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe('/rules/dueling-runes#the-advanced-game');
  });

  it('draws its controls as SVG icons with spoken names, not as font glyphs', () => {
    show(finishedGoofspiel());
    const controls = within(screen.getByRole('group', { name: 'Replay controls' }));
    for (const name of ['Start of the game', 'Previous turn', 'Next turn', 'End of the game']) {
      const button = controls.getByRole('button', { name });
      expect(button.querySelector('svg')).not.toBeNull();
      expect(button.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
      expect(button.textContent).toBe('');
    }
  });

  it('refuses a record that was altered, saying why', () => {
    const record = finishedGoofspiel();
    show({ ...record, seed: 'another-seed' });
    expect(screen.getByRole('alert').textContent).toMatch(/altered|checksum/);
  });
});
