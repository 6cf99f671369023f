// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Rng } from '@decktet/decktet';
import { unwrap, visibleEntries } from '@decktet/engine';
import { type DuelingRunesAction, type DuelingRunesState, duelingRunes } from '@decktet/dueling-runes';
import { DEFAULT_SETTINGS, SettingsProvider } from '../app/settings';
import { i18n } from '../i18n';
import { DuelingRunesTable } from './DuelingRunesTable';
import { duelingRunesUi } from './ui';

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

/** Plays seeded random advanced duels until some seat's position satisfies `want` (a real position, not a mock). */
function findPosition(want: (s: DuelingRunesState, legal: DuelingRunesAction[]) => boolean): { s: DuelingRunesState; seat: number } {
  for (let seed = 0; seed < 200; seed++) {
    let s = unwrap(duelingRunes.setup(duelingRunes.configSchema.parse({ variant: 'advanced', health: 20 }), `web-dra-${seed}`));
    const rng = Rng.seeded(`moves-${seed}`);
    for (let step = 0; step < 300 && duelingRunes.pending(s).length; step++) {
      for (const seat of duelingRunes.pending(s)) if (want(s, duelingRunes.legalActions(s, seat))) return { s, seat };
      const seat = rng.pick(duelingRunes.pending(s));
      const legal = duelingRunes.legalActions(s, seat);
      const busy = legal.filter((a) => a.type !== 'pass');
      s = unwrap(duelingRunes.apply(s, seat, rng.pick(busy.length ? busy : legal)));
    }
  }
  throw new Error('no such position found');
}

function show(s: DuelingRunesState, seat: number) {
  const onAction = vi.fn();
  render(
    <SettingsProvider initial={DEFAULT_SETTINGS}>
      <DuelingRunesTable
        game={duelingRunes as never}
        view={duelingRunes.view(s, seat)}
        seat={seat}
        legal={duelingRunes.legalActions(s, seat)}
        pending={duelingRunes.pending(s)}
        names={s.names}
        log={visibleEntries(s.log, seat)}
        onAction={onAction}
        busy={false}
        settings={DEFAULT_SETTINGS}
      />
    </SettingsProvider>,
  );
  return onAction;
}

const fmt = (a: unknown) => duelingRunes.formatAction(a as DuelingRunesAction);

describe('the Advanced Game at the web table', () => {
  it('shows a monster on its owner\'s panel: kind, health, attack, what blocks it (DRA-13, DRA-14)', () => {
    const { s, seat } = findPosition((st) => st.wizards.some((w) => w.advanced?.monster));
    show(s, seat);
    const owner = s.wizards.findIndex((w) => w.advanced?.monster);
    const m = s.wizards[owner]!.advanced!.monster!;
    const panel = screen.getAllByRole('region', { name: /^Wizard \d/ })[owner]!;
    const box = within(panel).getByLabelText(/^Monster: /);
    expect(box.textContent).toContain(`♥ ${m.health}/${m.maxHealth}, attack ${m.attack}`);
    expect(box.textContent).toMatch(/blocked by (Shield, Protection|Resist Heat|Resist Cold)/);
  });

  it('offers advanced spells with the runes of each type to use, and casts the one chosen (DRA-2)', () => {
    const { s, seat } = findPosition((_, legal) => legal.some((a) => a.type === 'cast-advanced' && Object.values(a.energy).some((n) => n! > 1)));
    const onAction = show(s, seat);
    const panel = within(screen.getByRole('region', { name: 'Cast a spell' }));
    expect(panel.getByText('Advanced spells')).toBeTruthy();
    const legal = duelingRunes.legalActions(s, seat).filter((a) => a.type === 'cast-advanced');
    const buttons = panel.getAllByRole('button', { name: /^Cast .* \((Suns|Waves|Leaves|Moons|Wyrms|Knots) \d/ });
    fireEvent.click(buttons[0]!);
    expect(legal.map(fmt)).toContain(fmt(onAction.mock.calls[0]![0]));
    // Each type starts at its largest count; a smaller one can be chosen.
    const smaller = panel.getAllByRole('radio').find((r) => r.textContent === '1' && r.getAttribute('aria-checked') === 'false');
    expect(smaller).toBeDefined();
    fireEvent.click(smaller!);
    expect(smaller!.getAttribute('aria-checked')).toBe('true');
  });

  it('asks a monster\'s owner to attack or hold it back (DRA-13)', () => {
    const { s, seat } = findPosition((st, legal) => st.stage === 'attack' && legal.some((a) => a.type === 'attack'));
    const onAction = show(s, seat);
    const prompt = within(screen.getByRole('region', { name: 'Monster attack' }));
    fireEvent.click(prompt.getAllByRole('button', { name: /^Attack / })[0]!);
    expect(fmt(onAction.mock.calls[0]![0])).toMatch(/^attack at (monster )?\d$/);
    fireEvent.click(prompt.getByRole('button', { name: /^Hold the .* back$/ }));
    expect(fmt(onAction.mock.calls[1]![0])).toBe('pass');
  });

  it('shows the charmer the charmed hand and lets it choose the card placed; nobody else sees it (DRA-17)', () => {
    const { s, seat } = findPosition((st, legal) => st.stage === 'charm' && legal.some((a) => a.type === 'play'));
    const onAction = show(s, seat);
    const region = screen.getByRole('region', { name: /hand \(charmed by you\)$/ });
    const cards = within(region).getAllByRole('button');
    expect(cards.length).toBeGreaterThan(0);
    fireEvent.click(cards[0]!);
    expect(duelingRunes.legalActions(s, seat).map(fmt)).toContain(fmt(onAction.mock.calls[0]![0]));
    cleanup();
    const other = s.wizards.findIndex((w, i) => i !== seat && w.seat !== null && w.advanced?.charmedBy !== seat);
    if (other >= 0) {
      show(s, s.wizards[other]!.seat!);
      expect(screen.queryByRole('region', { name: /charmed by you/ })).toBeNull();
    }
  });

  it('offers the variant in the new-game form and sets it in the config (DRA-1)', async () => {
    expect(duelingRunesUi.options!.map((o) => o.label)).toContain('Advanced Game: monsters and advanced spells');
    expect(duelingRunesUi.config({ advanced: true }, 2)).toMatchObject({ variant: 'advanced' });
    expect(duelingRunesUi.config({}, 2)).not.toHaveProperty('variant');
    await i18n.changeLanguage('es');
    expect(duelingRunesUi.options!.map((o) => o.label)).toContain('Juego avanzado: monstruos y hechizos avanzados');
  });

  it('words the monster panel in Spanish', async () => {
    await i18n.changeLanguage('es');
    const { s, seat } = findPosition((st) => st.wizards.some((w) => w.advanced?.monster?.kind === 'troll'));
    show(s, seat);
    expect(screen.getAllByLabelText('Monstruo: trol')[0]!.textContent).toContain('lo detiene Escudo, Protección');
  });
});
