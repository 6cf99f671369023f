// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { unwrap } from '@decktet/engine';
import { type HieroglyphsAction, hieroglyphs } from '@decktet/hieroglyphs';
import { cardLabel } from '../../cards/labels';
import { previewLetters } from './choices';
import { DEFAULT_SETTINGS } from '../../app/settings';
import { HieroglyphsTable } from './HieroglyphsTable';
import { GameScreen } from '../../play/GameScreen';
import { findPosition, show, table } from '../../../test/games/hieroglyphs/testing';

afterEach(cleanup);

const texts = (legal: HieroglyphsAction[]) => new Set(legal.map((a) => hieroglyphs.formatAction(a)));

describe('the Hieroglyphs play composer', () => {
  it('offers only rank cards that lead a legal play, and builds exactly a legal play', () => {
    const s = findPosition((legal) => legal.some((a) => a.type === 'decipher' && a.powerUps.length > 0));
    const { legal, onAction } = show(s);
    const withUp = legal.find((a) => a.type === 'decipher' && a.powerUps.length > 0)!;
    if (withUp.type !== 'decipher') throw new Error('unreachable');
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    const cardButton = (id: string) => hand.getAllByRole('button').find((b) => b.querySelector(`[data-card="${id}"]`)) as HTMLButtonElement;
    // Before a lead is chosen a power-up cannot be pressed: it only joins a play (HG-8).
    expect(cardButton(withUp.powerUps[0]!).disabled).toBe(true);
    // Every enabled hand card leads some legal play.
    const leads = new Set(legal.flatMap((a) => (a.type === 'decipher' ? [a.card] : [])));
    for (const b of hand.getAllByRole('button') as HTMLButtonElement[]) {
      if (!b.disabled) expect(leads.has(b.querySelector('[data-card]')!.getAttribute('data-card')!)).toBe(true);
    }
    fireEvent.click(cardButton(withUp.card));
    const upButton = cardButton(withUp.powerUps[0]!);
    expect(upButton.disabled).toBe(false);
    fireEvent.click(upButton);
    expect(upButton.getAttribute('aria-pressed')).toBe('true');
    const composer = within(screen.getByRole('region', { name: 'Your play' }));
    fireEvent.click(composer.getByRole('button', { name: `Tomb ${withUp.tomb}` }));
    // The letters offered are exactly the ranks legal for this lead, power-ups and tomb.
    const offered = composer.getAllByRole('radio').map((r) => Number(r.textContent));
    const expected = legal
      .filter((a) => a.type === 'decipher' && a.card === withUp.card && a.tomb === withUp.tomb && a.powerUps.join() === [withUp.powerUps[0]].join())
      .map((a) => (a as { rank: number }).rank)
      .sort((x, y) => x - y);
    expect(offered).toEqual(expected);
    fireEvent.click(composer.getAllByRole('radio')[0]!);
    fireEvent.click(composer.getByRole('button', { name: /^Decipher \d+ on Tomb/ }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(texts(legal).has(hieroglyphs.formatAction(onAction.mock.calls[0]![0] as HieroglyphsAction))).toBe(true);
  });

  it('shows revealed letters without the word length and a preview per possible word', () => {
    const s = findPosition((legal) => legal.some((a) => a.type === 'decipher'));
    const { legal } = show(s);
    const play = legal.find((a) => a.type === 'decipher')!;
    if (play.type !== 'decipher') throw new Error('unreachable');
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    fireEvent.click(hand.getAllByRole('button').find((b) => b.querySelector(`[data-card="${play.card}"]`))!);
    const composer = within(screen.getByRole('region', { name: 'Your play' }));
    fireEvent.click(composer.getByRole('button', { name: `Tomb ${play.tomb}` }));
    const preview = within(screen.getByLabelText('Preview'));
    expect(preview.getAllByRole('listitem').length).toBeGreaterThan(0);
    // Every tomb shows an open-ended row of letters, never a row of blanks the length of the word.
    for (const t of screen.getAllByRole('region', { name: /^Tomb \d$/ })) {
      expect(t.querySelectorAll('.letter-blank')).toHaveLength(0);
    }
  });

  it('lets a spectator see no hand and choose nothing', () => {
    const s = unwrap(hieroglyphs.setup({}, 'spectator'));
    render(
      <HieroglyphsTable game={hieroglyphs as never} view={hieroglyphs.view(s, null)} seat={null} legal={[]} pending={[0]} names={s.names} log={[]} onAction={() => {}} busy settings={DEFAULT_SETTINGS} />,
    );
    expect(screen.queryByRole('region', { name: 'Your hand' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your play' })).toBeNull();
    expect(document.querySelectorAll('[data-card]').length).toBeGreaterThan(0);
  });

  it('counts in good English: "1 card", never "1 cards"', () => {
    // A position where some tomb's word can be only one card.
    const s = findPosition((legal, state) => legal.length > 0 && hieroglyphs.view(state, null).tombs.some((t) => !t.depleted && t.candidates.length === 1));
    show(s);
    const summaries = screen.getAllByRole('region', { name: /^Tomb \d$/ }).flatMap((t) => [...t.querySelectorAll('summary')].map((x) => x.textContent));
    expect(summaries).toContain('May be: 1 card');
    for (const text of summaries) expect(text).toMatch(/^May be: (1 card|\d+ cards)$/);
    expect(document.body.textContent).not.toMatch(/\b1 (cards|words)\b/);
  });

  it('shows a word the play would finish whole, without the open "…" start', () => {
    const s = findPosition((legal) => legal.some((a) => a.type === 'decipher'));
    const seat = hieroglyphs.pending(s)[0]!;
    const view = hieroglyphs.view(s, seat);
    // A play whose preview finishes some candidate word.
    const play = hieroglyphs
      .legalActions(s, seat)
      .find((a) => a.type === 'decipher' && previewLetters(view.tombs[a.tomb - 1]!, a.rank).some((p) => p.effect !== 'partial'));
    if (!play || play.type !== 'decipher') return expect.unreachable('no such play in this position');
    show(s);
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    fireEvent.click(hand.getAllByRole('button').find((b) => b.querySelector(`[data-card="${play.card}"]`))!);
    const composer = within(screen.getByRole('region', { name: 'Your play' }));
    const tombButton = composer.queryByRole('button', { name: `Tomb ${play.tomb}` });
    if (tombButton) fireEvent.click(tombButton);
    fireEvent.click(composer.getByRole('radio', { name: String(play.rank) }));
    const items = within(screen.getByLabelText('Preview')).getAllByRole('listitem');
    const whole = items.filter((li) => li.querySelector('.letters.is-whole'));
    expect(whole.length).toBeGreaterThan(0);
    for (const li of whole) {
      expect(li.querySelector('.letters-more')).toBeNull();
      expect(li.querySelector('[role="img"].letters')!.getAttribute('aria-label')).toMatch(/^the whole word: /);
    }
    for (const li of items.filter((x) => !x.querySelector('.letters.is-whole'))) expect(li.querySelector('.letters-more')).not.toBeNull();
  });

  it('names every card once, with its title, rank and suits, in the hand and on the table', () => {
    const s = findPosition((legal) => legal.some((a) => a.type === 'decipher'));
    const { legal } = show(s);
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    const leads = new Set(legal.flatMap((a) => (a.type === 'decipher' ? [a.card] : [])));
    for (const b of hand.getAllByRole('button')) {
      const id = b.querySelector('[data-card]')!.getAttribute('data-card')!;
      expect(b.getAttribute('aria-label')).toBe(`${cardLabel(id)}${leads.has(id) ? ', rank card' : b.hasAttribute('disabled') ? '' : ', power-up'}`);
      expect(b.getAttribute('aria-label')).toMatch(/^(Ace of \w+|The [\w ]+: (\d|Pawn|Court|Crown) of [A-Z])/);
    }
    // Card pictures on the table carry one name each; nothing inside them adds a second.
    for (const img of document.querySelectorAll('svg.card')) {
      expect(img.getAttribute('role')).toBe('img');
      expect(img.querySelectorAll('[aria-label], title')).toHaveLength(0);
    }
    // Card names in running text are read in full once; their marks are hidden from screen readers.
    for (const name of document.querySelectorAll('.card-name')) {
      expect(name.querySelector('.card-name-marks')!.getAttribute('aria-hidden')).toBe('true');
      expect(name.querySelector('.visually-hidden')!.textContent).toMatch(/^(Ace of \w+|the [\w ]+ \((\d|Pawn|Court|Crown|no rank))/);
    }
  });

  it('puts each new decision in front of the player: its prompt takes the focus', () => {
    // Two cards or more in hand: after one play the same player owes the next (HG-8).
    let s = findPosition((legal, state) => legal.some((a) => a.type === 'decipher') && state.players[state.turn as 0 | 1].hand.length >= 2);
    const seat = hieroglyphs.pending(s)[0]!;
    const { view } = show(s);
    const prompt = () => screen.getByText(/^Your move: /);
    expect(document.activeElement).toBe(prompt());
    expect(prompt().textContent).toMatch(/\(\d+ cards? left to play this turn\)\.$/);
    // The player plays; the next decision of the same turn takes the focus again.
    fireEvent.click(within(screen.getByRole('region', { name: 'Your hand' })).getAllByRole('button').find((b) => !b.hasAttribute('disabled'))!);
    (screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).focus();
    const play = hieroglyphs.legalActions(s, seat).find((a) => a.type === 'decipher')!;
    s = unwrap(hieroglyphs.apply(s, seat, play));
    expect(hieroglyphs.pending(s)).toEqual([seat]);
    view.rerender(table(s, () => {}));
    expect(document.activeElement).toBe(prompt());
  });

  it('keeps both scores and whose move it is in one line for a phone\'s sticky bar', () => {
    const s = findPosition((legal) => legal.length > 0);
    const seat = hieroglyphs.pending(s)[0]!;
    show(s);
    const bar = document.querySelector('.hg-scoreboard')!;
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.textContent).toContain(`You ${hieroglyphs.view(s, seat).players[seat as 0 | 1].points}`);
    expect(bar.textContent).toContain(`Turn ${s.turnNumber} · your move`);
  });
});

describe('the Hieroglyphs table from the keyboard', () => {
  it('chooses a lead by its digit, walks Enter through tomb, count and Decipher, and lets go on Escape', () => {
    vi.useFakeTimers();
    // A position where the first card in hand leads a play.
    const s = findPosition((legal, state) => {
      const seat = hieroglyphs.pending(state)[0]!;
      const first = state.players[seat]!.hand[0];
      return legal.some((a) => a.type === 'decipher' && a.card === first);
    });
    const seat = hieroglyphs.pending(s)[0]!;
    const onAction = vi.fn();
    render(<GameScreen title="Hieroglyphs" gameId="hieroglyphs" table={table(s, onAction)} />);
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    const first = hand.getAllByRole('button')[0]!;
    expect(first.getAttribute('aria-keyshortcuts')).toBe('1');
    fireEvent.keyDown(document.body, { key: '1' });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    act(() => vi.runAllTimers());
    // The focus is on the step Enter takes next; Enter presses it, until the play is made.
    for (let steps = 0; onAction.mock.calls.length === 0; steps++) {
      expect(steps, 'Enter never made the play').toBeLessThan(4);
      const next = document.querySelector<HTMLElement>('.composer [aria-keyshortcuts="Enter"]')!;
      expect(next).not.toBeNull();
      fireEvent.keyDown(document.body, { key: 'Enter' });
    }
    const made = onAction.mock.calls[0]![0] as HieroglyphsAction;
    expect(made.type === 'decipher' && made.card).toBe(s.players[seat]!.hand[0]);
    expect(hieroglyphs.legalActions(s, seat).map((a) => hieroglyphs.formatAction(a))).toContain(hieroglyphs.formatAction(made));
    cleanup();
    // Escape lets the chosen lead go.
    render(<GameScreen title="Hieroglyphs" gameId="hieroglyphs" table={table(s, vi.fn())} />);
    fireEvent.keyDown(document.body, { key: '1' });
    expect(screen.getByRole('region', { name: 'Your play' }).textContent).toContain('Leading with');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('region', { name: 'Your play' }).textContent).not.toContain('Leading with');
    vi.useRealTimers();
  });
});
