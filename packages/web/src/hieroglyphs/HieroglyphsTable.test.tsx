// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsState, hieroglyphs } from '@decktet/hieroglyphs';
import { DEFAULT_SETTINGS } from '../app/settings';
import { HieroglyphsTable } from './HieroglyphsTable';

afterEach(cleanup);

/** Plays seeded random moves until `want` holds for the player on turn (a real position, not a mock). */
function findPosition(want: (legal: HieroglyphsAction[]) => boolean): HieroglyphsState {
  for (let seed = 0; seed < 200; seed++) {
    let s = unwrap(hieroglyphs.setup({}, `web-${seed}`));
    const rng = Rng.seeded(`moves-${seed}`);
    for (let step = 0; step < 80 && !s.over; step++) {
      const seat = hieroglyphs.pending(s)[0]!;
      const legal = hieroglyphs.legalActions(s, seat);
      if (want(legal)) return s;
      s = unwrap(hieroglyphs.apply(s, seat, rng.pick(legal)));
    }
  }
  throw new Error('no such position found');
}

function show(s: HieroglyphsState) {
  const seat = hieroglyphs.pending(s)[0]!;
  const legal = hieroglyphs.legalActions(s, seat);
  const onAction = vi.fn();
  render(
    <HieroglyphsTable
      game={hieroglyphs as never}
      view={hieroglyphs.view(s, seat)}
      seat={seat}
      legal={legal}
      pending={[seat]}
      names={s.names}
      log={[]}
      onAction={onAction}
      busy={false}
      settings={DEFAULT_SETTINGS}
    />,
  );
  return { seat, legal, onAction };
}

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
});
