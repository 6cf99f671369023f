/** For the Hieroglyphs table's component tests: real positions of seeded games, and the table rendered at one. */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsState, hieroglyphs } from '@decktet/hieroglyphs';
import { DEFAULT_SETTINGS } from '../../../src/app/settings';
import { HieroglyphsTable } from '../../../src/games/hieroglyphs/HieroglyphsTable';

/** Plays seeded random moves until `want` holds for the player on turn (a real position, not a mock). */
export function findPosition(want: (legal: HieroglyphsAction[], state: HieroglyphsState) => boolean): HieroglyphsState {
  for (let seed = 0; seed < 200; seed++) {
    let s = unwrap(hieroglyphs.setup({}, `web-${seed}`));
    const rng = Rng.seeded(`moves-${seed}`);
    for (let step = 0; step < 80 && !s.over; step++) {
      const seat = hieroglyphs.pending(s)[0]!;
      const legal = hieroglyphs.legalActions(s, seat);
      if (want(legal, s)) return s;
      s = unwrap(hieroglyphs.apply(s, seat, rng.pick(legal)));
    }
  }
  throw new Error('no such position found');
}

/** The real table at `s`, seen by the seat on move, with its legal actions. */
export function table(s: HieroglyphsState, onAction: (a: unknown) => void) {
  const seat = hieroglyphs.pending(s)[0]!;
  return (
    <HieroglyphsTable
      game={hieroglyphs as never}
      view={hieroglyphs.view(s, seat)}
      seat={seat}
      legal={hieroglyphs.legalActions(s, seat)}
      pending={[seat]}
      names={s.names}
      log={[]}
      onAction={onAction}
      busy={false}
      settings={DEFAULT_SETTINGS}
    />
  );
}

/** Renders the table at `s` for the seat on move; `onAction` records the plays it makes. */
export function show(s: HieroglyphsState) {
  const seat = hieroglyphs.pending(s)[0]!;
  const legal = hieroglyphs.legalActions(s, seat);
  const onAction = vi.fn();
  const view = render(table(s, onAction));
  return { seat, legal, onAction, view };
}
