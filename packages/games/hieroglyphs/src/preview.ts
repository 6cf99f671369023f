/**
 * Previews for tables and bots, computed from a seat's view alone: the effective ranks a play may
 * take and where its modifiers come from, and what revealing some letters on a tomb could show
 * for each card that may be the current word.
 */
import type { CardId } from '@decktet/decktet';
import { type Result, err, ok } from '@decktet/engine';
import { info, isKnownCard, titleOf } from './cards';
import { EXCUSE_MAX } from './legal';
import { rankBounds } from './table';
import type { HieroglyphsView, TombNumber, TombView } from './types';

export interface RankModifier {
  card: CardId;
  /** ±1 Pawn, ±2 Court, ±3 Crown. */
  amount: number;
  /** A power-up played from the hand, or a face-up Crown on the table. */
  from: 'hand' | 'table';
}

export interface RankRange {
  /** Lowest and highest effective rank the play may take (whole numbers in between are allowed too). */
  min: number;
  max: number;
  modifiers: RankModifier[];
}

/**
 * The effective ranks of a rank card played with power-ups from the viewer's hand (HG-8).
 * Errors say why the combination cannot be played.
 */
export function rankRange(view: HieroglyphsView, card: CardId, powerUps: readonly CardId[] = []): Result<RankRange> {
  for (const id of [card, ...powerUps]) if (!isKnownCard(id)) return err('unknown-card', `unknown card "${id}"`);
  const c = info(card);
  if (c.role === 'power-up') return err('illegal-action', `${titleOf(card)} is a power-up, not a rank card`);
  if (c.role === 'excuse') {
    if (powerUps.length) return err('illegal-action', 'the Excuse has no suit: no power-up can join it');
    return ok({ min: 1, max: EXCUSE_MAX, modifiers: [] });
  }
  const modifiers: RankModifier[] = [];
  for (const u of powerUps) {
    const p = info(u);
    if (p.role !== 'power-up') return err('illegal-action', `${titleOf(u)} is not a power-up`);
    if ((p.suitMask & c.suitMask) === 0) return err('illegal-action', `${titleOf(u)} shares no suit with ${titleOf(card)}`);
    modifiers.push({ card: u, amount: p.modifier, from: 'hand' });
  }
  for (const crown of view.tableCrowns) {
    if (info(crown).suitMask & c.suitMask) modifiers.push({ card: crown, amount: 3, from: 'table' });
  }
  const [min, max] = rankBounds(c.rank, modifiers.reduce((k, m) => k + m.amount, 0));
  return ok({ min, max, modifiers });
}

/**
 * What a play would do if the current word is a given card: reveal part of it (`partial`), finish
 * it exactly mid-phrase (`word`: a card is drawn, HG-10) or at the phrase's end (`phrase`: the
 * player collects, HG-9), finish it and carry on into the next, unknown word (`next-word`), or
 * overshoot the phrase (`overshoot`: the cards go to the opponent, HG-9).
 */
export type RevealEffect = 'partial' | 'word' | 'phrase' | 'next-word' | 'overshoot';

export interface RevealPreview {
  /** A card that may be the current word. */
  word: CardId;
  /** The end of its title that would show after the play, up to the whole title. */
  shows: string;
  /** Whether the play would decipher this word. */
  deciphers: boolean;
  /** Letters that would carry past this word (into the next word of the phrase, or over the phrase's end). */
  beyond: number;
  effect: RevealEffect;
}

/** For each card that may be a tomb's current word (its candidates, in order): the letters it still needs to be deciphered. */
export function lettersNeeded(t: TombView): number[] {
  return t.candidates.map((word) => info(word).letters.length - t.revealed.length);
}

/**
 * For each card that may be the tomb's current word (its candidates, so nothing hidden is used):
 * what revealing `letters` more letters would show and do. The next word of a phrase is unknown,
 * so a play that carries past the current word is previewed only up to it.
 */
export function tombRevealPreview(t: TombView, letters: number): RevealPreview[] {
  if (t.depleted) return [];
  const lastWord = t.wordsDeciphered + 1 === t.phraseLength;
  return t.candidates.map((word) => {
    const title = info(word).letters;
    const total = t.revealed.length + letters;
    const shown = Math.min(total, title.length);
    const beyond = Math.max(0, total - title.length);
    const effect: RevealEffect = total < title.length ? 'partial' : beyond === 0 ? (lastWord ? 'phrase' : 'word') : lastWord ? 'overshoot' : 'next-word';
    return { word, shows: title.slice(title.length - shown), deciphers: total >= title.length, beyond, effect };
  });
}

/** For each card that may be a tomb's current word: what revealing `letters` letters would show and do. */
export function revealPreview(view: HieroglyphsView, tomb: TombNumber, letters: number): RevealPreview[] {
  const t = view.tombs[tomb - 1];
  return t ? tombRevealPreview(t, letters) : [];
}
