/**
 * What a seat may see of a duel (DR-19), read straight from a state: the view is built from these,
 * and so are readers that need a few facts fast without building a whole view (the AI's
 * playouts). Everything else a view shows is public: sequences (face-down cards too), health,
 * effects, energy, the discard pile, the declared spells.
 */
import type { Seat } from '@decktet/engine';
import { type AmnesiaTask, amnesiaTaskOf } from './spells';
import type { DuelingRunesState, Wizard } from './state';

const NO_CARDS: readonly number[] = Object.freeze([]);

/** The wizard `seat` plays, or undefined for a spectator or a seat outside the duel. */
export function wizardOfSeat(s: DuelingRunesState, seat: Seat | null): Wizard | undefined {
  const w = seat === null ? undefined : s.wizards[seat];
  return w && w.seat === seat ? w : undefined;
}

/** The card a wizard placed this (mini-)turn, once revealed (while wizards choose it is secret), else -1. */
export function revealedCard(s: DuelingRunesState, w: Wizard): number {
  return w.placed >= 0 && s.stage !== 'choose' ? w.placed : -1;
}

/** The hand `seat` sees: its own wizard's; none for a spectator. */
export function handSeenBy(s: DuelingRunesState, seat: Seat | null): readonly number[] {
  return wizardOfSeat(s, seat)?.hand ?? NO_CARDS;
}

/** The Amnesia whose cards `seat` must choose now (DR-14), if any. */
export function amnesiaToChoose(s: DuelingRunesState, seat: Seat | null): AmnesiaTask | null {
  const mine = wizardOfSeat(s, seat);
  return mine && s.stage === 'amnesia' && mine.owes ? amnesiaTaskOf(s, seat!) : null;
}
