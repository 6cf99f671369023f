/**
 * Test support: builds layouts and matches for scenario tests. `'...'` in a pile stands for every
 * card not named anywhere else, in chart order.
 */
import { CARDS, type CardId } from '@decktet/decktet';
import { Match, unwrap } from '@decktet/engine';
import { hieroglyphs } from '../src/game';
import type { HieroglyphsLayout } from '../src/types';

export const REST = '...';

export interface LayoutSketch {
  tombs: [CardId[], CardId[], CardId[]];
  drawPiles: [CardId[], CardId[]];
  discards?: [CardId[], CardId[]];
  firstPlayer?: 0 | 1;
}

export function layout(sketch: LayoutSketch): HieroglyphsLayout {
  const piles = [...sketch.tombs, ...sketch.drawPiles, ...(sketch.discards ?? [[], []])];
  const named = new Set(piles.flat().filter((c) => c !== REST));
  const rest = CARDS.map((c) => c.id).filter((id) => !named.has(id));
  const fill = (pile: CardId[]) => pile.flatMap((c) => (c === REST ? rest : [c]));
  return {
    tombs: [fill(sketch.tombs[0]), fill(sketch.tombs[1]), fill(sketch.tombs[2])],
    drawPiles: [fill(sketch.drawPiles[0]), fill(sketch.drawPiles[1])],
    ...(sketch.discards ? { discards: [fill(sketch.discards[0]), fill(sketch.discards[1])] as [CardId[], CardId[]] } : {}),
    firstPlayer: sketch.firstPlayer ?? 0,
  };
}

/** A match between Ada (seat 0) and Bo (seat 1) over a sketched layout. */
export function matchOf(sketch: LayoutSketch) {
  return unwrap(Match.create(hieroglyphs, {}, 'scenario', { layout: layout(sketch), names: ['Ada', 'Bo'] }));
}

/** Plays a list of actions in notation for the seat on turn, failing loudly on any rejection. */
export function play(match: ReturnType<typeof matchOf>, ...actions: string[]): void {
  for (const a of actions) {
    const seat = match.pending()[0];
    if (seat === undefined) throw new Error(`no one is on turn for "${a}"`);
    unwrap(match.act(seat, a));
  }
}

/** The last public log line telling of a play. */
export function lastPlay(match: ReturnType<typeof matchOf>): string {
  return match.logFor(null).findLast((l) => / plays /.test(l)) ?? '';
}

/** The last public log line. */
export function lastPublic(match: ReturnType<typeof matchOf>): string {
  return match.logFor(null).at(-1) ?? '';
}

/**
 * A standard deal (HG-1 … HG-3) arranged so the source's Examples 1 and 2 happen as told: Ada
 * (seat 0) opens with the Battle and two Aces, Tomb 3 hides the Penitent under the Lunatic.
 */
export const STANDARD: LayoutSketch = {
  tombs: [
    ['watchman', 'rite', 'harvest', 'light-keeper', 'borderland', 'consul', 'island', 'window', 'excuse', 'huntress', 'sea'],
    ['diplomat', 'mill', 'betrayal', 'pact', 'darkness', 'merchant', 'bard', 'end', 'calamity'],
    ['lunatic', 'penitent', 'forest', 'discovery', 'soldier', 'market', 'chance-meeting', 'castle', 'cave', 'origin', 'savage', 'mountain', 'windfall'],
  ],
  drawPiles: [
    ['battle', 'ace-of-moons', 'ace-of-suns', 'ace-of-waves', 'author', 'journey'],
    ['ace-of-leaves', 'ace-of-wyrms', 'sailor', 'desert', 'ace-of-knots', 'painter'],
  ],
};
