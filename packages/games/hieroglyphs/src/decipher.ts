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
  slid: CardId[];
  /** Letters beyond the end of the phrase (overshoot only); they are lost. */
  surplus: number;
}

const NONE: CardId[] = [];

/** A deciphered title as the log shouts it: "CHANCE MEETING". */
const spoken = (title: string) => title.replace(/^the\s+/i, '').toUpperCase();

/**
 * Reveals `letters` letters on `tomb` in place. `events`, when given, receives readable fragments
 * for the log ("PENITENT deciphered", "…NITENT revealed").
 */
export function decipher(tomb: TombState, phraseLength: number, letters: number, events: string[] | null): DecipherResult {
  let remaining = letters;
  for (;;) {
    const current = info(tomb.cards[1]!);
    const word = current.letters;
    const need = word.length - tomb.revealed;
    if (remaining < need) {
      tomb.revealed += remaining;
      if (events) events.push(`…${word.slice(word.length - tomb.revealed)} revealed`);
      return { end: 'partial', slid: NONE, surplus: 0 };
    }
    remaining -= need;
    tomb.revealed = 0;
    if (tomb.aside.length + 1 === phraseLength) {
      // The phrase is complete: the sliders leave the tomb and the deciphered card stays on top.
      const slid = tomb.aside;
      slid.push(tomb.cards.shift()!);
      tomb.aside = [];
      if (events) events.push(`${spoken(current.card.title)} deciphered`, remaining === 0 ? 'phrase complete' : `phrase overshot by ${remaining}`);
      return { end: remaining === 0 ? 'phrase' : 'overshoot', slid, surplus: remaining };
    }
    // Mid-phrase: the slider is set aside face up and the deciphered card becomes the top card.
    const slider = tomb.cards.shift()!;
    tomb.aside.push(slider);
    if (events) events.push(`${spoken(current.card.title)} deciphered (${info(slider).card.title} set aside)`);
    if (remaining === 0) return { end: 'word', slid: NONE, surplus: 0 };
  }
}
