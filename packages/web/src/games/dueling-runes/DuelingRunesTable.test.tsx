// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Rng } from '@decktet/decktet';
import { Match, unwrap, visibleEntries } from '@decktet/engine';
import { type DuelingRunesAction, type DuelingRunesState, type DuelingRunesView, duelingRunes, spellOf, whatItWouldCast } from '@decktet/dueling-runes';
import { DEFAULT_SETTINGS, readSettings } from '../../app/settings';
import { i18n } from '../../i18n';
import { EN } from '../../i18n/catalogues';
import { DuelingRunesTable } from './DuelingRunesTable';
import { showTable } from '../../../test/games/dueling-runes/testing';
import { turnLines } from './TurnLog';
import { spellName } from './words';

type CastAction = Extract<DuelingRunesAction, { type: 'cast' }>;
const castName = (c: CastAction) => spellName(spellOf(c.rune, c.energy));

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

type Duel = Match<DuelingRunesState, DuelingRunesAction, DuelingRunesView, unknown, unknown>;

/** An exact position (the layout fixes every hand and sequence), played with the rules' own notation. */
function duel(layout: Record<string, unknown>, ...steps: [number, string][]): Duel {
  const m = unwrap(Match.create(duelingRunes, {}, 'web-table', { layout: layout as never, names: ['Ada', 'Bo'] })) as unknown as Duel;
  for (const [seat, text] of steps) unwrap(m.act(seat, text));
  return m;
}

const fmt = (a: unknown) => duelingRunes.formatAction(a as DuelingRunesAction);
const lastAction = (fn: ReturnType<typeof vi.fn>) => fmt(fn.mock.calls.at(-1)![0]);

describe('placing a card', () => {
  it('takes two steps: selecting a card shows what it would cast, "Place" places it, "Cancel" lets go', () => {
    const m = duel({ hands: [['savage', 'watchman'], ['origin']], sequences: [['mill', 'sailor'], []] });
    const { onAction } = showTable(m.state, 0);
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    fireEvent.click(hand.getByRole('button', { name: /^Choose the Savage \(/ }));
    expect(onAction).not.toHaveBeenCalled();
    expect(hand.getByRole('button', { name: /^Choose the Savage \(/ }).getAttribute('aria-pressed')).toBe('true');
    expect(hand.getByText(/would cast, if placed now/).closest('.cast-preview')!.textContent).toContain('Wyrm phase: Ice Bolt (up to 2 Waves), Drain (up to 3 Leaves), Hit — at Bo');
    fireEvent.click(hand.getByRole('button', { name: 'Cancel' }));
    expect(hand.queryByRole('button', { name: /^Place/ })).toBeNull();
    fireEvent.click(hand.getByRole('button', { name: /^Choose the Watchman \(/ }));
    fireEvent.click(hand.getByRole('button', { name: /^Place the Watchman \(/ }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(lastAction(onAction)).toBe('play watchman');
  });

  it('brings the Place button into sight when a card is chosen with the button below the window, as on a phone', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    // The hand's bottom row lies below an 844-pixel window.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.classList.contains('place-row') ? 995 : 100;
      return { top, bottom: top + 40, left: 0, right: 0, width: 0, height: 40, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
    const m = duel({ hands: [['savage', 'watchman'], ['origin']], sequences: [['mill', 'sailor'], []] });
    showTable(m.state, 0);
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    scrolled.mockClear();
    fireEvent.click(hand.getByRole('button', { name: /^Choose the Savage \(/ }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(hand.getByRole('button', { name: /^Place the Savage/ }).parentElement);
    expect(scrolled.mock.calls[0]![0]).toMatchObject({ block: 'nearest' });
    vi.restoreAllMocks();
  });

  it('answers to the keyboard in the game screen: a digit chooses that card and focuses Place, Enter places it, Escape lets go', async () => {
    vi.useFakeTimers();
    const m = duel({ hands: [['savage', 'watchman'], ['origin']], sequences: [['mill', 'sailor'], []] });
    const { onAction } = showTable(m.state, 0, { screen: true });
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    const watchman = hand.getByRole('button', { name: /^Choose the Watchman \(/ });
    expect(watchman.getAttribute('aria-keyshortcuts')).toBe('2');
    fireEvent.keyDown(document.body, { key: '2' });
    expect(watchman.getAttribute('aria-pressed')).toBe('true');
    act(() => vi.runAllTimers());
    const place = hand.getByRole('button', { name: /^Place the Watchman \(/ });
    expect(document.activeElement).toBe(place);
    // Escape lets the card go; a digit typed into a field is the field's.
    fireEvent.keyDown(place, { key: 'Escape' });
    expect(hand.queryByRole('button', { name: /^Place/ })).toBeNull();
    const field = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(field, { key: '1' });
    expect(hand.getByRole('button', { name: /^Choose the Savage \(/ }).getAttribute('aria-pressed')).toBe('false');
    field.remove();
    // Enter away from any control completes the play chosen by its digit.
    fireEvent.keyDown(document.body, { key: '1' });
    act(() => vi.runAllTimers());
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(lastAction(onAction)).toBe('play savage');
    vi.useRealTimers();
  });

  it('previews a card pointed at or focused from the keyboard, exactly as the game works it out', () => {
    const m = duel({ hands: [['savage', 'watchman'], ['origin']], sequences: [['mill', 'sailor'], []] });
    showTable(m.state, 0);
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    fireEvent.focus(hand.getByRole('button', { name: /^Choose the Watchman \(/ }));
    const preview = screen.getByText(/would cast, if placed now/).closest('.cast-preview')!;
    const expected = whatItWouldCast(m.view(0), 0, 'watchman');
    expect([...preview.querySelectorAll('li')].map((li) => li.querySelector('.phase-name')!.textContent)).toEqual(expected.phases.map((p) => `${p.rune[0]!.toUpperCase()}${p.rune.slice(1)} phase:`));
    expect(preview.textContent).toContain('the phases share it');
    fireEvent.blur(hand.getByRole('button', { name: /^Choose the Watchman \(/ }));
    expect(screen.queryByText(/would cast, if placed now/)).toBeNull();
    fireEvent.pointerEnter(hand.getByRole('button', { name: /^Choose the Savage \(/ }));
    // The card opens the sentence, with a capital.
    expect(screen.getByText(/would cast, if placed now/).closest('.cast-preview-head')!.textContent).toBe('The Savage (3) would cast, if placed now:');
  });

  it('warns before placing a card whose spell a standing protection would stop', () => {
    // Ada resists heat in turns 1 and 2 (DR-10): in turn 2 Bo's Desert would cast a Fire Ball for nothing.
    const m = duel({ hands: [['lunatic', 'penitent'], ['battle', 'desert']], sequences: [['sea', 'discovery'], ['bard', 'ace-of-suns']] }, [0, 'play lunatic'], [1, 'play battle'], [0, 'cast moon waves 2'], [1, 'pass'], [1, 'pass']);
    showTable(m.state, 1);
    fireEvent.focus(screen.getByRole('button', { name: /^Choose the Desert \(/ }));
    expect(screen.getByText(/Ada resists heat: the Fire Ball would do nothing/)).toBeTruthy();
  });

  it('says the secret choice in words, and offers to take it back where that is allowed', () => {
    const m = duel({ hands: [['battle', 'savage'], ['origin']] }, [0, 'play battle']);
    const { onWithdraw } = showTable(m.state, 0, { withdraw: true });
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    expect(hand.getByRole('status').textContent).toMatch(/^You chose the Battle \(hidden until everyone has chosen\)/);
    expect(hand.queryByText(/play battle/)).toBeNull();
    fireEvent.click(hand.getByRole('button', { name: 'Take it back' }));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    cleanup();
    showTable(m.state, 0);
    expect(screen.queryByRole('button', { name: 'Take it back' })).toBeNull();
  });

  it('offers only the cards that may be placed', () => {
    const { s, seat } = findPosition((legal) => legal.some((a) => a.type === 'play'));
    showTable(s, seat);
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    const enabled = (hand.getAllByRole('button') as HTMLButtonElement[]).filter((b) => !b.disabled);
    expect(enabled).toHaveLength(duelingRunes.legalActions(s, seat).filter((a) => a.type === 'play').length);
  });
});

describe('the spell panel', () => {
  it('shows exactly the castable spells with their powers and targets (DR-6, DR-9)', () => {
    const { s, seat } = findPosition((legal) => legal.filter((a) => a.type === 'cast').length >= 2);
    const legal = duelingRunes.legalActions(s, seat);
    const { onAction } = showTable(s, seat);
    const panel = within(screen.getByRole('region', { name: 'Cast a spell' }));
    const casts = legal.filter((a): a is CastAction => a.type === 'cast');
    const offered = panel.getAllByRole('listitem').map((li) => li.querySelector('b')!.textContent);
    expect(new Set(offered)).toEqual(new Set(casts.map(castName)));
    for (const li of panel.getAllByRole('listitem')) {
      const spell = li.querySelector('b')!.textContent!;
      const powers = within(li).queryAllByRole('radio');
      for (const p of powers.length ? powers : [null]) {
        if (p) fireEvent.click(p);
        const power = p ? Number(p.textContent!.split(' ')[0]) : 0;
        const targets = li.querySelectorAll('.targets button');
        expect(targets.length).toBe(casts.filter((c) => castName(c) === spell && c.power === power).length);
        for (const t of targets) {
          fireEvent.click(t);
          // A cast that can change nothing asks first (a Heal at full health): it is still offered.
          const anyway = within(li).queryByRole('button', { name: 'Cast anyway' });
          if (anyway) fireEvent.click(anyway);
        }
      }
    }
    const legalText = new Set(legal.map(fmt));
    for (const [a] of onAction.mock.calls) expect(legalText.has(fmt(a))).toBe(true);
    expect(new Set(onAction.mock.calls.map(([a]) => fmt(a)))).toEqual(new Set(casts.map(fmt)));
    fireEvent.click(panel.getByRole('button', { name: 'Pass: cast nothing' }));
    expect(lastAction(onAction)).toBe('pass');
  });

  it('marks a spell a Magic Mirror would turn back, and says what it would do to you (DR-16)', () => {
    const m = duel({ hands: [['savage'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] }, [0, 'play savage'], [1, 'play origin'], [1, 'mirror at 2 discard ace-of-knots,journey']);
    showTable(m.state, 0);
    const drain = screen.getByRole('button', { name: /Cast Drain \(3\) at Bo/ });
    expect(drain.className).toContain('is-stopped');
    expect(document.getElementById(drain.getAttribute('aria-describedby')!)!.textContent).toBe("Turned back by Bo's Magic Mirror: you would lose 3 and Bo would gain 3");
  });

  it('marks a Hit into a Shield (DR-11)', () => {
    const m = duel({ hands: [['savage'], ['huntress']], sequences: [['mill', 'sailor'], []] }, [0, 'play savage'], [1, 'play huntress'], [1, 'cast moon']);
    showTable(m.state, 0);
    const hit = screen.getByRole('button', { name: /Cast Hit at Bo/ });
    expect(document.getElementById(hit.getAttribute('aria-describedby')!)!.textContent).toBe('Bo is shielded: the Hit would do nothing');
    expect(screen.getByRole('button', { name: /Cast Ice Bolt \(2\) at Bo/ }).getAttribute('aria-describedby')).toBeNull();
  });

  it('asks before a cast that can change nothing, saying why: "Back" keeps the choice open, "Cast anyway" casts (DR-10)', async () => {
    const atFullHealth = () => duel({ hands: [['watchman', 'ace-of-waves'], ['ace-of-leaves', 'cave']], sequences: [['sailor', 'discovery'], ['origin']] }, [0, 'play watchman'], [1, 'play ace-of-leaves']);
    const { onAction } = showTable(atFullHealth().state, 0);
    const heal = screen.getByRole('button', { name: /^Cast Heal \(1\)/ });
    expect(heal.className).toContain('is-stopped');
    expect(document.getElementById(heal.getAttribute('aria-describedby')!)!.textContent).toBe('You are at full health: the Heal would change nothing.');
    fireEvent.click(heal);
    expect(onAction).not.toHaveBeenCalled();
    const ask = screen.getByRole('group', { name: /^Cast Heal \(1\)/ });
    expect(ask.textContent).toContain('You are at full health: the Heal would change nothing. Cast it anyway?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('group', { name: /^Cast Heal \(1\)/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Cast Heal \(1\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cast anyway' }));
    expect(lastAction(onAction)).toBe('cast moon leaves 1');
    // A spell that changes something is cast at once.
    fireEvent.click(screen.getByRole('button', { name: /^Cast Resist Heat \(2\)/ }));
    expect(lastAction(onAction)).toBe('cast moon waves 2');
    cleanup();
    await i18n.changeLanguage('es');
    try {
      showTable(atFullHealth().state, 0);
      fireEvent.click(screen.getByRole('button', { name: /^Lanzar Curar \(1\)/ }));
      expect(screen.getByRole('group', { name: /^Lanzar Curar \(1\)/ }).textContent).toContain('Tienes la salud completa: Curar no cambiaría nada. ¿Lanzarlo de todos modos?');
      expect(screen.getByRole('button', { name: 'Lanzar igualmente' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the reaction window (DR-16)', () => {
  // Bo's Drain at Ada, who holds two ways to pay for each special spell.
  const reactionPosition = () =>
    duel({ hands: [['sea', 'author', 'ace-of-moons', 'ace-of-knots', 'journey'], ['savage']], sequences: [[], ['mill', 'sailor']] }, [0, 'play sea'], [1, 'play savage'], [0, 'pass'], [1, 'cast wyrm leaves 3 at 1']);

  it('asks spell, then target, then cards, the cheapest preselected — never every combination at once', () => {
    const m = reactionPosition();
    const legal = duelingRunes.legalActions(m.state, 0);
    expect(legal.length).toBeGreaterThan(8);
    const { onAction } = showTable(m.state, 0);
    const window = within(screen.getByRole('region', { name: /Reaction/ }));
    expect(window.getAllByRole('button').map((b) => b.textContent)).toEqual(['Counter Spell', 'Magic Mirror', 'Pass']);
    fireEvent.click(window.getByRole('button', { name: 'Magic Mirror' }));
    const on = within(window.getByRole('group', { name: 'On whom' }));
    expect(on.getAllByRole('button').map((b) => b.textContent)).toEqual(['yourself', 'Bo']);
    expect(window.getByText("turns Bo's Drain (3) at you back on Bo")).toBeTruthy();
    fireEvent.click(on.getByRole('button', { name: 'yourself' }));
    const cards = within(window.getByRole('radiogroup', { name: 'Discard' })).getAllByRole('radio');
    const sets = legal.filter((a) => a.type === 'mirror' && a.target === 0);
    expect(cards).toHaveLength(sets.length);
    expect(cards[0]!.getAttribute('aria-checked')).toBe('true');
    // Two cards either way; the Ace of Knots and the Journey give up fewer runes than the Author, a Counter Spell on its own.
    expect(cards.map((c) => c.textContent)).toEqual(['Ace of Knots + the Journey (cheapest)', 'the Author + the Journey']);
    fireEvent.click(window.getByRole('button', { name: /^Cast Magic Mirror on yourself, discarding Ace of Knots and the Journey$/ }));
    expect(lastAction(onAction)).toBe('mirror at 1 discard ace-of-knots,journey');
    fireEvent.click(cards[1]!);
    fireEvent.click(window.getByRole('button', { name: /^Cast Magic Mirror on yourself/ }));
    expect(sets.map(fmt)).toContain(lastAction(onAction));
    fireEvent.click(window.getByRole('button', { name: 'Pass' }));
    expect(lastAction(onAction)).toBe('pass');
  });

  it('does not ask after your own declaration when a reaction could only stop or turn back your spell: it passes', () => {
    const m = duel({ hands: [['savage', 'author'], ['origin']], sequences: [['mill', 'sailor'], []] }, [0, 'play savage'], [1, 'play origin'], [0, 'pass'], [0, 'cast wyrm leaves 3 at 2']);
    expect(duelingRunes.legalActions(m.state, 0).some((a) => a.type === 'counter')).toBe(true);
    const { onAction } = showTable(m.state, 0);
    expect(screen.queryByRole('region', { name: /Reaction/ })).toBeNull();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(lastAction(onAction)).toBe('pass');
  });

  it('auto-pass is one setting, shown once, kept per local mode and never carried into an online game', () => {
    const m = reactionPosition();
    // Off: the only auto-pass control is inside the window.
    showTable(m.state, 0, { mode: 'ai' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox').closest('.reaction')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(readSettings(JSON.parse(window.localStorage.getItem('decktet-table:settings')!)).autoPassReactions).toEqual({ ai: true });
    cleanup();

    // On for games against the AI: the window passes by itself, and one line says so with a way back.
    const ai = showTable(m.state, 0, { mode: 'ai', settings: { autoPassReactions: { ai: true } } });
    expect(lastAction(ai.onAction)).toBe('pass');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/Reaction windows are passed for you in games against the computer/)).toBeTruthy();
    cleanup();

    // The same browser online: the window is asked, and says online games start with auto-pass off.
    const online = showTable(m.state, 0, { settings: { autoPassReactions: { ai: true, hotseat: true } } });
    expect(online.onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: /Reaction/ }).textContent).toContain('every online game starts with this off');
  });

  it('in a lesson of the tutorial, is always asked and offers no auto-pass, whatever the settings', () => {
    const m = reactionPosition();
    const { onAction } = showTable(m.state, 0, { lesson: true, mode: 'ai', settings: { autoPassReactions: { ai: true } } });
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Reaction window' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/Reaction windows are passed for you/)).toBeNull();
  });

  it('reads an old single auto-pass switch as a local setting only', () => {
    expect(readSettings({ autoPassReactions: true, reducedMotion: true })).toEqual({ autoPassReactions: { ai: true, hotseat: true }, reducedMotion: true });
    expect(readSettings({ autoPassReactions: 'yes' })).toEqual({ autoPassReactions: {}, reducedMotion: false });
  });
});

describe('the prompt comes to you', () => {
  it('a new reaction window scrolls into view and takes the focus', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    // The page stayed where the tap left it: the new prompt is far above the window.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: this.classList.contains('dr-prompts') ? -700 : 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    const before = duel({ hands: [['sea', 'author', 'ace-of-moons', 'ace-of-knots', 'journey'], ['savage']], sequences: [[], ['mill', 'sailor']] }, [0, 'play sea'], [1, 'play savage'], [0, 'pass']);
    const { rerender } = showTable(before.state, 0);
    unwrap(before.act(1, 'cast wyrm leaves 3 at 1'));
    rerender(before.state);
    const window = screen.getByRole('region', { name: /Reaction/ });
    expect(document.activeElement).toBe(window);
    expect(scrolled).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Declared spells' }).textContent).toContain('Bo: Drain (3) at Ada');
    vi.restoreAllMocks();
  });
});

describe('a read-only table', () => {
  it('in a replay, declared spells do not pull the focus away from the replay controls', () => {
    const m = duel({ hands: [['sea', 'author', 'ace-of-moons', 'ace-of-knots', 'journey'], ['savage']], sequences: [[], ['mill', 'sailor']] }, [0, 'play sea'], [1, 'play savage'], [0, 'pass'], [1, 'cast wyrm leaves 3 at 1']);
    render(
      <DuelingRunesTable game={duelingRunes as never} view={m.view(0)} seat={0} legal={[]} pending={m.pending()} names={m.state.names} log={visibleEntries(m.state.log, 0)} onAction={() => {}} busy settings={DEFAULT_SETTINGS} />,
    );
    expect(screen.getByRole('region', { name: 'Declared spells' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('a reaction window seen by a wizard who is not asked (DR-35)', () => {
  it('shows the same neutral window as everyone: nobody named, nobody thinking, nothing to click', () => {
    const m = duel({ hands: [['sea', 'ace-of-moons', 'ace-of-knots'], ['savage', 'mill']], sequences: [[], []] }, [0, 'play sea'], [1, 'play savage']);
    expect(m.state.stage).toBe('react');
    expect(m.pending()).toEqual([0]);
    // The table is told that seat 0 is pending (as a local game knows), yet Bo's table names nobody.
    showTable(m.state, 1);
    expect(document.querySelector('.dr-table .prompt')!.textContent).toBe('Turn 1: reaction window after the reveal: anyone able may cast Counter Spell or Magic Mirror.');
    const ada = screen.getByRole('region', { name: 'Wizard 1: Ada' }).textContent!;
    expect(ada).not.toMatch(/thinking|to decide|has chosen/);
    expect(screen.queryByRole('region', { name: 'Reaction window' })).toBeNull();
    const reactionButton = /Counter Spell|Magic Mirror|^Pass/;
    const offered = screen.queryAllByRole('button').map((b) => b.textContent ?? '');
    expect(offered.filter((text) => reactionButton.test(text))).toEqual([]);
  });
});

describe('the wizards and the turn', () => {
  it('"has chosen a card" shows while cards are hidden and is gone at the reveal', () => {
    const m = duel({ hands: [['calamity', 'author'], ['savage']], sequences: [[], ['mill', 'sailor']] }, [1, 'play savage']);
    const { rerender } = showTable(m.state, 0);
    expect(screen.getByRole('region', { name: 'Wizard 2: Bo' }).textContent).toContain('has chosen a card');
    unwrap(m.act(0, 'play calamity'));
    rerender(m.state);
    expect(m.state.stage).toBe('react');
    expect(screen.getByRole('region', { name: 'Wizard 2: Bo' }).textContent).not.toContain('has chosen');
  });

  it('"This turn" lists only the current turn; the last one stays one click away', () => {
    // Turns are found by their `turn` events, never by the words of a line.
    const opening = (turn: number, part: 'mini' | 'regular', text: string) => ({ text, event: { type: 'turn', turn, part, wizards: [0], cards: ['mill'], from: ['hand'] } });
    const log = [
      { text: 'Ada and Bo duel.', event: { type: 'start', health: [12, 12], deck: 'basic' } },
      opening(1, 'regular', 'Turn 1: Ada places the Mill (8).'),
      { text: 'Bo passes.', event: { type: 'pass', wizard: 1 } },
      { text: 'Turn 2 is near: a line without an event opens nothing' },
      opening(2, 'mini', 'Turn 2, haste mini-turn: Ada places the Mill (8).'),
      opening(2, 'regular', 'Turn 2: Ada places the Mill (8).'),
    ];
    expect(turnLines(log, 1)).toEqual(log.slice(1, 4));
    expect(turnLines(log, 2)).toEqual(log.slice(4));
    expect(turnLines(log, 3)).toEqual([]);
    const m = duel({ hands: [['savage', 'mill'], ['origin', 'sea']] }, [0, 'play savage'], [1, 'play origin'], [0, 'pass']);
    expect(m.state.turn).toBe(2);
    showTable(m.state, 0);
    const turn = within(screen.getByRole('region', { name: 'This turn' }));
    expect(turn.getByText('Nothing yet: the cards are not revealed.')).toBeTruthy();
    expect(turn.queryAllByRole('listitem').every((li) => li.closest('details'))).toBe(true);
    expect(turn.getByText('What happened in turn 1')).toBeTruthy();
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

describe('the table in Spanish', () => {
  afterEach(() => i18n.changeLanguage('en'));

  /** The table's own words on screen and in its labels: the log's lines (checked on their own) and card titles aside. */
  function tableWords(): string {
    const root = document.querySelector('.dr-table')!.cloneNode(true) as Element;
    root.querySelectorAll('.turn-log li, .card-name, svg').forEach((e) => e.remove());
    const labels = [...root.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!);
    return [root.textContent!, ...labels].join('\n').replace(/\b((the|el) [A-Z][a-z]+( [A-Z][a-z]+)*|Ace of [A-Z][a-z]+)/g, '');
  }

  /** The pieces of the English table catalogue long enough to be phrases (placeholders cut out) that the table shows now. */
  function untranslated(): string[] {
    const flat = (tree: object): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : flat(v as object)));
    const phrases = new Set(flat(EN.table).flatMap((text) => text.split(/\{\{[^}]*\}\}|<\/?\w+\/?>/).map((piece) => piece.trim())));
    const words = tableWords();
    return [...phrases].filter((phrase) => phrase.length >= 6 && words.includes(phrase));
  }

  it('speaks Spanish throughout a reaction window: prompt, wizards, declared spells, guidance and buttons', async () => {
    await i18n.changeLanguage('es');
    const m = duel(
      { hands: [['sea', 'author', 'ace-of-moons', 'ace-of-knots', 'journey'], ['savage']], sequences: [[], ['mill', 'sailor']] },
      [0, 'play sea'],
      [1, 'play savage'],
      [0, 'pass'],
      [1, 'cast wyrm leaves 3 at 1'],
    );
    const { onAction } = showTable(m.state, 0, { mode: 'hotseat' });
    // The window names nobody (DR-35); Ada, asked, sees it on her own wizard.
    expect(document.querySelector('.dr-table .prompt')!.textContent).toBe('Turno 1: ventana de reacción tras la declaración: quien pueda puede lanzar Contrahechizo o Espejo mágico.');
    expect(screen.getByRole('region', { name: 'Mago 1: Ada (tú)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mago 1: Ada (tú)' }).textContent).toContain('por decidir');
    expect(within(screen.getByRole('region', { name: 'Hechizos declarados' })).getByRole('listitem').textContent).toBe('Bo: Drenar (3) sobre Ada');
    expect(within(screen.getByRole('region', { name: 'Este turno' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Turno 1: Ada coloca el Sea (12), Bo coloca el Savage (3).',
      'Bo declara Drenar (3) sobre Ada.',
    ]);
    const window = within(screen.getByRole('region', { name: 'Ventana de reacción' }));
    expect(window.getAllByRole('button').map((b) => b.textContent)).toEqual(['Contrahechizo', 'Espejo mágico', 'Pasar']);
    fireEvent.click(window.getByRole('button', { name: 'Espejo mágico' }));
    expect(window.getByText(/^Espejo mágico: durante el resto del turno/)).toBeTruthy();
    expect(window.getByText('devuelve el hechizo Drenar (3) de Bo sobre ti contra Bo')).toBeTruthy();
    fireEvent.click(within(window.getByRole('group', { name: 'Sobre quién' })).getByRole('button', { name: 'ti' }));
    expect(within(window.getByRole('radiogroup', { name: 'Descarte' })).getAllByRole('radio')[0]!.textContent).toBe('el As de Nudos + el Journey (la opción más barata)');
    fireEvent.click(window.getByRole('button', { name: 'Lanzar Espejo mágico sobre ti descartando el As de Nudos y el Journey' }));
    expect(lastAction(onAction)).toBe('mirror at 1 discard ace-of-knots,journey');
    expect(window.getByRole('checkbox', { name: 'Pasar por mí las ventanas de reacción a partir de ahora en las partidas en este dispositivo' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Este turno' })).toBeTruthy();
    expect(untranslated()).toEqual([]);
  });

  it('speaks Spanish while a card is chosen and a spell is cast, warnings included', async () => {
    await i18n.changeLanguage('es');
    const choosing = duel({ hands: [['savage', 'watchman'], ['origin']], sequences: [['mill', 'sailor'], []] });
    showTable(choosing.state, 0);
    const hand = within(screen.getByRole('region', { name: 'Tu mano' }));
    fireEvent.click(hand.getByRole('button', { name: /^Elegir el Savage \(/ }));
    const preview = hand.getByText(/lanzaría, si la colocas ahora/).closest('.cast-preview')!;
    expect(preview.textContent).toContain('Fase de Sierpe: Rayo de hielo (hasta 2 Olas), Drenar (hasta 3 Hojas), Golpe — sobre Bo');
    expect(preview.querySelector('.cast-preview-head')!.textContent).toBe('El Savage (3) lanzaría, si la colocas ahora:');
    expect(hand.getByRole('button', { name: /^Colocar el Savage \(/ }).textContent).toBe('Colocar el Savage');
    expect(untranslated()).toEqual([]);
    cleanup();

    const m = duel({ hands: [['savage'], ['origin', 'journey', 'ace-of-knots']], sequences: [['mill', 'sailor'], []] }, [0, 'play savage'], [1, 'play origin'], [1, 'mirror at 2 discard ace-of-knots,journey']);
    showTable(m.state, 0);
    const panel = within(screen.getByRole('region', { name: 'Lanzar un hechizo' }));
    expect(panel.getByRole('heading').textContent).toMatch(/^Runa de Sierpe de .*: lanza un hechizo o pasa$/);
    expect(panel.getByRole('radiogroup', { name: 'Potencia de Drenar' })).toBeTruthy();
    const drain = panel.getByRole('button', { name: /^Lanzar Drenar \(3\) sobre Bo$/ });
    expect(document.getElementById(drain.getAttribute('aria-describedby')!)!.textContent).toBe('Lo devuelve el Espejo mágico de Bo: perderías 3 de vida y Bo ganaría 3');
    expect(screen.getByRole('region', { name: 'Mago 2: Bo' }).textContent).toContain('Espejo mágico: este turno');
    expect(panel.getByRole('button', { name: 'Pasar: no lanzar nada' })).toBeTruthy();
    expect(untranslated()).toEqual([]);
  });
});
