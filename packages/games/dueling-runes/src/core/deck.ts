/** The draw pile, the discard pile, the Excuse and drawing (DR-17, DR-23). */
import { Rng } from '@decktet/decktet';
import { EXCUSE } from './cards';
import { tell } from './log';
import { type DuelingRunesState, emptyList } from './state';

/** A full hand: each wizard is dealt this many cards, and draws back up to it (DR-1, DR-17). */
export const FULL_HAND = 5;
/** At the end of a turn a wizard draws at most this many cards (DR-17). */
export const DRAWN_PER_TURN = 2;

/**
 * DR-23: "the middle third" of a pile of `size` other cards: the Excuse gets between
 * max(1, ⌊size/3⌋) and ⌈2·size/3⌉ cards above it — never on top while other cards remain.
 */
export function excuseDepthRange(size: number): [number, number] {
  if (size === 0) return [0, 0];
  const lo = Math.max(1, Math.floor(size / 3));
  return [lo, Math.max(lo, Math.ceil((2 * size) / 3))];
}

/** Puts the Excuse into a pile (bottom first) at a random depth in its middle third. */
export function insertExcuse(pile: number[], rng: Rng): void {
  const [lo, hi] = excuseDepthRange(pile.length);
  const depth = rng.int(lo, hi);
  // The cards above the Excuse move up one place (what splice would do, without its general path).
  pile.push(EXCUSE);
  const at = pile.length - 1 - depth;
  for (let i = pile.length - 1; i > at; i--) pile[i] = pile[i - 1]!;
  pile[at] = EXCUSE;
}

/** Puts a card face up on the discard pile (DR-17). */
export function discard(s: DuelingRunesState, card: number): void {
  s.discardPile.push(card);
}

/**
 * Draws the top card. Drawing the Excuse sets it aside, shuffles the rest of the draw pile with the
 * discard pile, puts the Excuse back in the middle third, and draws on (DR-17). Returns -1 when no
 * card is left anywhere (DR-24). `wizard` draws (for the log).
 */
export function drawCard(s: DuelingRunesState, wizard: number, log: boolean): number {
  for (;;) {
    const top = s.drawPile.pop();
    if (top === undefined) return -1;
    if (top !== EXCUSE) return top;
    const rng = Rng.from(s.rng);
    const pile = s.drawPile;
    const discarded = s.discardPile;
    for (let i = 0; i < discarded.length; i++) pile.push(discarded[i]!);
    emptyList(discarded);
    rng.shuffle(pile);
    insertExcuse(pile, rng);
    s.rng = rng.state();
    if (log) tell(s, { type: 'reshuffle', wizard, count: pile.length - 1 });
    if (pile.length === 1) {
      // Only the Excuse is left: nothing can be drawn until cards are discarded again.
      return -1;
    }
  }
}
