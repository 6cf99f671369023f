/** Deciphering letters on a tomb (HG-9): words, phrases, sliders, surplus and overshoot. */
import type { CardId } from '@decktet/decktet';
import { info } from './cards';
import type { TombState } from './types';

/**
 * How a play ended on a tomb: `partial` stopped inside a word; `word` ended exactly on the last
 * letter of a word in mid-phrase; `phrase` completed the phrase exactly; `overshoot` completed it
 * with letters to spare.
 */
export type DecipherEnd = 'partial' | 'word' | 'phrase' | 'overshoot';

export interface DecipherResult<C = CardId> {
  end: DecipherEnd;
  /** The sliders of a completed phrase (set-aside cards, then the last top card); empty otherwise. */
  slid: readonly C[];
  /** Letters beyond the end of the phrase (overshoot only); they are lost. */
  surplus: number;
}

/** No sliders: one frozen empty list, never written. */
const NONE: readonly never[] = Object.freeze([]);

/** What a play deciphered, in order, as the log tells it. */
export interface DecipherSteps<C = CardId> {
  /** The words deciphered whole (their cards). */
  deciphered: C[];
  /** The slider each mid-phrase word set aside, in the same order (a word that completes the phrase sets none aside). */
  setAside: C[];
  /** The revealed end of the word the play stopped in ('' when it stopped on a word's end). */
  revealed: string;
}

/** An empty record of steps, for `decipher` to fill. */
export const noSteps = (): DecipherSteps => ({ deciphered: [], setAside: [], revealed: '' });

/**
 * A tomb in any card type: the rules' own (card ids) or the random playout's (card numbers,
 * fast/numbers.ts); `[0]` of `cards` is the top card, `[1]` the word being deciphered.
 */
export interface Dig<C> {
  cards: C[];
  aside: C[];
  revealed: number;
}

const lettersIn = (id: CardId): number => info(id).letters.length;

/** How a play ended, by number (the code `decipherIn` returns; see DecipherEnd). */
export const PARTIAL = 0;
export const WORD = 1;
export const PHRASE = 2;
export const OVERSHOOT = 3;
const END_NAME: readonly DecipherEnd[] = ['partial', 'word', 'phrase', 'overshoot'];

/** The end (PARTIAL … OVERSHOOT) of a code `decipherIn` returned. */
export const endOf = (code: number): number => code & 3;
/** The surplus letters of a code `decipherIn` returned. */
const surplusOf = (code: number): number => code >> 2;

/** Reveals `letters` letters on `tomb` in place. `steps`, when given, records what was deciphered, for the log. */
export function decipher(tomb: TombState, phraseLength: number, letters: number, steps: DecipherSteps | null): DecipherResult {
  const code = decipherIn(tomb, phraseLength, letters, lettersIn, steps);
  const end = endOf(code);
  if (end === PHRASE || end === OVERSHOOT) {
    const slid = tomb.aside;
    tomb.aside = [];
    return { end: END_NAME[end]!, slid, surplus: surplusOf(code) };
  }
  if (steps && end === PARTIAL) {
    const word = info(tomb.cards[1]!).letters;
    steps.revealed = word.slice(word.length - tomb.revealed);
  }
  return { end: END_NAME[end]!, slid: NONE, surplus: 0 };
}

/**
 * The one decipher (HG-9), for either card type: `wordLength` tells a card's title length. A
 * finished word sets its slider aside mid-phrase; a finished phrase sets its last slider aside
 * too and leaves all its sliders in `aside` for the caller to hand over (and empty). Returns the
 * end (PARTIAL, WORD, PHRASE or OVERSHOOT) plus four times the surplus letters: one number, so
 * that the random playout allocates nothing here.
 */
export function decipherIn<C>(tomb: Dig<C>, phraseLength: number, letters: number, wordLength: (card: C) => number, steps: DecipherSteps<C> | null): number {
  let remaining = letters;
  for (;;) {
    const current = tomb.cards[1]!;
    const need = wordLength(current) - tomb.revealed;
    if (remaining < need) {
      tomb.revealed += remaining;
      return PARTIAL;
    }
    remaining -= need;
    tomb.revealed = 0;
    if (steps) steps.deciphered.push(current);
    // The deciphered card becomes the top card; the slider above it is set aside face up.
    const slider = tomb.cards.shift()!;
    tomb.aside.push(slider);
    // The phrase is complete: its sliders leave the tomb (the caller takes them).
    if (tomb.aside.length === phraseLength) return remaining === 0 ? PHRASE : OVERSHOOT + (remaining << 2);
    if (steps) steps.setAside.push(slider);
    if (remaining === 0) return WORD;
  }
}
