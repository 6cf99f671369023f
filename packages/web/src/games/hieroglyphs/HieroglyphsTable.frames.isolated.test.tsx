// @vitest-environment happy-dom
/**
 * What each frame of the Hieroglyphs table shows while positions change. The play composer is
 * replaced by one that records every draft it is rendered with (so this file runs isolated).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { unwrap } from '@decktet/engine';
import { type HieroglyphsAction, hieroglyphs } from '@decktet/hieroglyphs';
import { findPosition, show, table } from '../../../test/games/hieroglyphs/testing';

afterEach(cleanup);

/** Every draft the play composer was rendered with, in order: what each frame showed the player. */
const composed = vi.hoisted(() => [] as Array<{ card: string | null; tomb: number | null; rank: number | null }>);
vi.mock('./Composer', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./Composer')>();
  const { createElement } = await import('react');
  return {
    ...actual,
    Composer: (props: Parameters<typeof actual.Composer>[0]) => {
      composed.push(props.draft);
      return createElement(actual.Composer, props);
    },
  };
});

describe('the Hieroglyphs table between positions', () => {
  it('never shows the last play\'s draft over the next position, not even for one frame', () => {
    // A play made with the composer; after it and the reply, the same seat is on move again.
    const s = findPosition((legal) => legal.some((a) => a.type === 'decipher'));
    const { seat, legal, onAction, view } = show(s);
    const play = legal.find((a) => a.type === 'decipher')!;
    if (play.type !== 'decipher') throw new Error('unreachable');
    const hand = within(screen.getByRole('region', { name: 'Your hand' }));
    fireEvent.click(hand.getAllByRole('button').find((b) => b.querySelector(`[data-card="${play.card}"]`))!);
    const composer = within(screen.getByRole('region', { name: 'Your play' }));
    const tombButton = composer.queryByRole('button', { name: new RegExp(`^Tomb ${play.tomb}`) });
    if (tombButton && tombButton.getAttribute('aria-pressed') !== 'true') fireEvent.click(tombButton);
    const radios = composer.queryAllByRole('radio');
    if (!radios.some((r) => r.getAttribute('aria-checked') === 'true')) fireEvent.click(radios[radios.length - 1]!);
    fireEvent.click(composer.getByRole('button', { name: /^Decipher \d+ on Tomb/ }));
    const made = onAction.mock.calls[0]![0] as HieroglyphsAction;
    // The play, then the opponent's moves, until this seat is on move again.
    let next = unwrap(hieroglyphs.apply(s, seat, made));
    while (!next.over && hieroglyphs.pending(next)[0] !== seat) {
      const other = hieroglyphs.pending(next)[0]!;
      next = unwrap(hieroglyphs.apply(next, other, hieroglyphs.legalActions(next, other)[0]!));
    }
    expect(next.over).toBe(false);
    composed.length = 0;
    view.rerender(table(next, vi.fn()));
    const leads = new Set(hieroglyphs.legalActions(next, seat).flatMap((a) => (a.type === 'decipher' ? [a.card] : [])));
    expect(composed.length).toBeGreaterThan(0);
    for (const draft of composed) {
      expect(draft.card === null || leads.has(draft.card), `a frame showed ${draft.card}, no longer in the hand`).toBe(true);
      expect(draft.card === made.card).toBe(false);
    }
  });

});
