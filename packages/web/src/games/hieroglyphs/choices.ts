import type { CardId } from '@decktet/decktet';
import { type DecipherAction, type DiscardAction, type HieroglyphsAction, type RevealEffect, type TombView, tombRevealPreview } from '@decktet/hieroglyphs';

/**
 * The play composer's options, read from the legal actions only: every step offers exactly what
 * some legal play still allows, so the composer can never build an illegal play.
 */
export interface Draft {
  card: CardId | null;
  powerUps: CardId[];
  tomb: 1 | 2 | 3 | null;
  rank: number | null;
}

export const EMPTY_DRAFT: Draft = { card: null, powerUps: [], tomb: null, rank: null };

const plays = (legal: readonly HieroglyphsAction[]) => legal.filter((a): a is DecipherAction => a.type === 'decipher');
const sameSet = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && a.every((x) => b.includes(x));
const unique = <T,>(xs: T[]) => [...new Set(xs)];

export function rankCards(legal: readonly HieroglyphsAction[]): CardId[] {
  return unique(plays(legal).map((a) => a.card));
}

export function discards(legal: readonly HieroglyphsAction[]): DiscardAction[] {
  return legal.filter((a): a is DiscardAction => a.type === 'discard');
}

/** Power-ups from the hand that may join a play led by `card`. */
export function powerUpsFor(legal: readonly HieroglyphsAction[], card: CardId): CardId[] {
  return unique(plays(legal).filter((a) => a.card === card).flatMap((a) => a.powerUps));
}

function matching(legal: readonly HieroglyphsAction[], d: Draft): DecipherAction[] {
  return plays(legal).filter((a) => a.card === d.card && sameSet(a.powerUps, d.powerUps));
}

export function tombsFor(legal: readonly HieroglyphsAction[], d: Draft): Array<1 | 2 | 3> {
  return unique(matching(legal, d).map((a) => a.tomb)).sort();
}

export function ranksFor(legal: readonly HieroglyphsAction[], d: Draft): number[] {
  return unique(matching(legal, d).filter((a) => a.tomb === d.tomb).map((a) => a.rank)).sort((x, y) => x - y);
}

/** The legal action the draft describes, if it is complete. */
export function actionFor(legal: readonly HieroglyphsAction[], d: Draft): DecipherAction | undefined {
  return matching(legal, d).find((a) => a.tomb === d.tomb && a.rank === d.rank);
}

/** Whether `rank` letters on `tomb` would overshoot its phrase if the word is any card it may be. */
export function mayOvershoot(tomb: TombView | undefined, rank: number): boolean {
  return tomb !== undefined && tombRevealPreview(tomb, rank).some((p) => p.effect === 'overshoot');
}

/**
 * Keeps a draft consistent after a change: drops choices no legal play allows any more, fills forced
 * ones. The letter count is preselected only where that is safe: the most letters that overshoot the
 * phrase whatever the word is not (an overshoot gives the slid cards away); when every count may
 * overshoot, none is chosen and the player picks one.
 */
export function settle(legal: readonly HieroglyphsAction[], d: Draft, tombViews: readonly TombView[]): Draft {
  if (d.card === null || !rankCards(legal).includes(d.card)) return EMPTY_DRAFT;
  const ups = powerUpsFor(legal, d.card);
  const next: Draft = { ...d, powerUps: d.powerUps.filter((u) => ups.includes(u)) };
  const tombs = tombsFor(legal, next);
  if (next.tomb === null || !tombs.includes(next.tomb)) next.tomb = tombs.length === 1 ? tombs[0]! : null;
  const ranks = next.tomb === null ? [] : ranksFor(legal, next);
  if (next.rank === null || !ranks.includes(next.rank)) {
    const tomb = next.tomb === null ? undefined : tombViews[next.tomb - 1];
    next.rank = ranks.filter((r) => !mayOvershoot(tomb, r)).pop() ?? null;
  }
  return next;
}

export interface LetterPreview {
  /** A hidden card the current word may be. */
  word: CardId;
  /** Letters showing after the play if the word is this card (from the end of the title). */
  shown: string;
  /** What the play would do if the word is this card. */
  effect: RevealEffect;
}

/** What `rank` letters on a tomb would reveal, for each card the current word may be (the rules package computes it). */
export function previewLetters(tomb: TombView, rank: number): LetterPreview[] {
  return tombRevealPreview(tomb, rank).map((p) => ({ word: p.word, shown: p.shows, effect: p.effect }));
}
