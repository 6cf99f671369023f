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

export interface DecipherResult {
  end: DecipherEnd;
  /** The sliders of a completed phrase (set-aside cards, then the last top card); empty otherwise. */
  slid: readonly CardId[];
  /** Letters beyond the end of the phrase (overshoot only); they are lost. */
  surplus: number;
}

/** No sliders: one frozen empty list, never written. */
const NONE: readonly CardId[] = Object.freeze([]);

/** What a play deciphered, in order, as the log tells it. */
export interface DecipherSteps {
  /** The words deciphered whole (their cards). */
  deciphered: CardId[];
  /** The slider each mid-phrase word set aside, in the same order (a word that completes the phrase sets none aside). */
  setAside: CardId[];
  /** The revealed end of the word the play stopped in ('' when it stopped on a word's end). */
  revealed: string;
}

/** An empty record of steps, for `decipher` to fill. */
export const noSteps = (): DecipherSteps => ({ deciphered: [], setAside: [], revealed: '' });

/** Reveals `letters` letters on `tomb` in place. `steps`, when given, records what was deciphered, for the log. */
export function decipher(tomb: TombState, phraseLength: number, letters: number, steps: DecipherSteps | null): DecipherResult {
  let remaining = letters;
  for (;;) {
    const current = tomb.cards[1]!;
    const word = info(current).letters;
    const need = word.length - tomb.revealed;
    if (remaining < need) {
      tomb.revealed += remaining;
      if (steps) steps.revealed = word.slice(word.length - tomb.revealed);
      return { end: 'partial', slid: NONE, surplus: 0 };
    }
    remaining -= need;
    tomb.revealed = 0;
    if (steps) steps.deciphered.push(current);
    if (tomb.aside.length + 1 === phraseLength) {
      // The phrase is complete: the sliders leave the tomb and the deciphered card stays on top.
      const slid = tomb.aside;
      slid.push(tomb.cards.shift()!);
      tomb.aside = [];
      return { end: remaining === 0 ? 'phrase' : 'overshoot', slid, surplus: remaining };
    }
    // Mid-phrase: the slider is set aside face up and the deciphered card becomes the top card.
    const slider = tomb.cards.shift()!;
    tomb.aside.push(slider);
    if (steps) steps.setAside.push(slider);
    if (remaining === 0) return { end: 'word', slid: NONE, surplus: 0 };
  }
}
