import { CARDS } from '@decktet/decktet';
import type { BaseState, Seat } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';

/** What the Dueling Runes checker reads of a state: hands, the draw pile, who charms whom (DRA-17). */
interface RunesTable {
  turn: number;
  drawPile: number[];
  wizards: { seat: Seat | null; alive: boolean; hand: number[]; advanced?: { charmedBy: number; charmUntil: number } }[];
}

/**
 * Dueling Runes: every other wizard's hand and the draw pile are hidden (DR-19), with one exception
 * the rules make (DRA-17): the seat's own wizard, alive, sees the hand of the wizard its charm binds
 * while the charm holds (its last turn not past) — no one else does, and not once it is over.
 */
export function duelingRunesHiddenCards(state: BaseState, seat: Seat | null): readonly string[] {
  const s = state as unknown as RunesTable;
  const mine = seat === null ? -1 : s.wizards.findIndex((w) => w.seat === seat);
  type Wizard = RunesTable['wizards'][number];
  const charmedByMe = (w: Wizard) => mine >= 0 && s.wizards[mine]!.alive && w.advanced !== undefined && w.advanced.charmedBy === mine && w.advanced.charmUntil >= s.turn;
  const seen = (w: Wizard) => (seat !== null && w.seat === seat) || charmedByMe(w);
  const numbers = [...s.wizards.filter((w) => !seen(w)).flatMap((w) => w.hand), ...s.drawPile];
  return numbers.map((n) => CARDS[n]!.id);
}

/**
 * What the server's live test (packages/server/src/games.test.ts) must know of Dueling Runes to play
 * it over sockets: a short game (4 health, where the default makes a long one) and the cards whose
 * place a seat cannot know.
 */
export const duelingRunesLiveFacts = {
  game: duelingRunes,
  shortConfig: { health: 4 },
  hiddenCards: duelingRunesHiddenCards,
};
