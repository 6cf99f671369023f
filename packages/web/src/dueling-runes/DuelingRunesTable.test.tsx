// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { type DuelingRunesAction, type DuelingRunesState, duelingRunes } from '@decktet/dueling-runes';
import { DEFAULT_SETTINGS, SettingsProvider } from '../app/settings';
import { DuelingRunesTable } from './DuelingRunesTable';
import { spellName } from './choices';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** Plays seeded random moves until some seat's legal actions satisfy `want` (a real position, not a mock). */
function findPosition(want: (legal: DuelingRunesAction[]) => boolean): { s: DuelingRunesState; seat: number } {
  for (let seed = 0; seed < 300; seed++) {
    let s = unwrap(duelingRunes.setup(duelingRunes.configSchema.parse({}), `web-${seed}`));
    const rng = Rng.seeded(`moves-${seed}`);
    for (let step = 0; step < 200 && duelingRunes.pending(s).length; step++) {
      for (const seat of duelingRunes.pending(s)) if (want(duelingRunes.legalActions(s, seat))) return { s, seat };
      const seat = rng.pick(duelingRunes.pending(s));
      s = unwrap(duelingRunes.apply(s, seat, rng.pick(duelingRunes.legalActions(s, seat))));
    }
  }
  throw new Error('no such position found');
}

function show(s: DuelingRunesState, seat: number, autoPassReactions = false) {
  const legal = duelingRunes.legalActions(s, seat);
  const onAction = vi.fn();
  const props = {
    game: duelingRunes as never,
    view: duelingRunes.view(s, seat),
    seat,
    legal,
    pending: duelingRunes.pending(s),
    names: s.names,
    log: ['Turn 1.', 'Player 1 places the Mill.'],
    onAction,
    busy: false,
    settings: { ...DEFAULT_SETTINGS, autoPassReactions },
  };
  const ui = render(
    <SettingsProvider initial={{ ...DEFAULT_SETTINGS, autoPassReactions }}>
      <DuelingRunesTable {...props} />
    </SettingsProvider>,
  );
  return { legal, onAction, rerender: () => ui.rerender(<SettingsProvider initial={{ ...DEFAULT_SETTINGS, autoPassReactions }}><DuelingRunesTable {...props} /></SettingsProvider>) };
}

const fmt = (a: unknown) => duelingRunes.formatAction(a as DuelingRunesAction);

describe('the Dueling Runes table', () => {
  it('offers only the cards in hand that may be placed, and places the one chosen', () => {
    const { s, seat } = findPosition((legal) => legal.some((a) => a.type === 'play'));
    const { legal, onAction } = show(s, seat);
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    const enabled = (hand.getAllByRole('button') as HTMLButtonElement[]).filter((b) => !b.disabled);
    expect(enabled).toHaveLength(legal.filter((a) => a.type === 'play').length);
    fireEvent.click(enabled[0]!);
    expect(legal.map(fmt)).toContain(fmt(onAction.mock.calls[0]![0]));
  });

  it('shows exactly the castable spells with their powers and targets (DR-6, DR-9)', () => {
    const { s, seat } = findPosition((legal) => legal.filter((a) => a.type === 'cast').length >= 2);
    const { legal, onAction } = show(s, seat);
    const panel = within(screen.getByRole('region', { name: 'Cast a spell' }));
    const casts = legal.filter((a): a is Extract<DuelingRunesAction, { type: 'cast' }> => a.type === 'cast');
    // Every spell the rules allow is offered, and nothing else.
    const offered = panel.getAllByRole('listitem').map((li) => li.querySelector('b')!.textContent);
    expect(new Set(offered)).toEqual(new Set(casts.map(spellName)));
    // Choosing each power shows one button per legal target, and each button casts a legal action.
    for (const li of panel.getAllByRole('listitem')) {
      const spell = li.querySelector('b')!.textContent!;
      const powers = within(li).queryAllByRole('radio');
      for (const p of powers.length ? powers : [null]) {
        if (p) fireEvent.click(p);
        const power = p ? Number(p.textContent!.split(' ')[0]) : 0;
        const targets = li.querySelectorAll('.targets button');
        expect(targets.length).toBe(casts.filter((c) => spellName(c) === spell && c.power === power).length);
        for (const t of targets) fireEvent.click(t);
      }
    }
    const legalText = new Set(legal.map(fmt));
    for (const [a] of onAction.mock.calls) expect(legalText.has(fmt(a))).toBe(true);
    expect(new Set(onAction.mock.calls.map(([a]) => fmt(a)))).toEqual(new Set(casts.map(fmt)));
    fireEvent.click(panel.getByRole('button', { name: 'Pass: cast nothing' }));
    expect(fmt(onAction.mock.calls.at(-1)![0])).toBe('pass');
  });

  it('asks for reactions with every legal Counter Spell and Magic Mirror, or passes (DR-16)', () => {
    const { s, seat } = findPosition((legal) => legal.some((a) => a.type === 'counter' || a.type === 'mirror'));
    const { legal, onAction } = show(s, seat);
    const prompt = within(screen.getByRole('region', { name: 'Reaction window' }));
    const reactions = legal.filter((a) => a.type === 'counter' || a.type === 'mirror');
    expect(prompt.getAllByRole('listitem')).toHaveLength(reactions.length);
    fireEvent.click(prompt.getAllByRole('listitem')[0]!.querySelector('button')!);
    expect(fmt(onAction.mock.calls[0]![0])).toBe(fmt(reactions[0]));
    fireEvent.click(prompt.getByRole('button', { name: 'Pass' }));
    expect(fmt(onAction.mock.calls[1]![0])).toBe('pass');
  });

  it('auto-passes a reaction window once when the setting is on', () => {
    const { s, seat } = findPosition((legal) => legal.some((a) => a.type === 'counter' || a.type === 'mirror'));
    const { onAction, rerender } = show(s, seat, true);
    rerender();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(fmt(onAction.mock.calls[0]![0])).toBe('pass');
  });

  it('shows a spectator every wizard but no hand', () => {
    const s = unwrap(duelingRunes.setup(duelingRunes.configSchema.parse({}), 'spectator'));
    render(
      <DuelingRunesTable game={duelingRunes as never} view={duelingRunes.view(s, null)} seat={null} legal={[]} pending={[0, 1]} names={s.names} log={[]} onAction={() => {}} busy settings={DEFAULT_SETTINGS} />,
    );
    expect(screen.getAllByRole('region', { name: /^Wizard \d/ })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Your hand' })).toBeNull();
    expect(document.querySelectorAll('[data-card]')).toHaveLength(0);
  });
});

describe('the turn log', () => {
  it('starts at the line that opens the current turn', async () => {
    const { currentTurnLines } = await import('./DuelingRunesTable');
    expect(currentTurnLines(['Ada, Bo duel.', 'Turn 1: Ada places the Mill.', 'Ada casts Hit at Bo.', 'Turn 2: Bo places the Pact.', 'Bo passes.'])).toEqual(['Turn 2: Bo places the Pact.', 'Bo passes.']);
  });
});
