/**
 * Hieroglyphs gifts, read from the seat's view alone (docs/ai.md, "Gifts", gives the reasoning).
 * One move only is a gift whatever the position: a play that surely overshoots a phrase (its rank
 * is more than every card that may be the phrase's last word still needs, HG-9, HG-21) while the
 * phrase holds rank points, so that those points go to the opponent (HG-12, HG-18) — unless the play
 * ends the game (HG-11), when handing points over may still win it. A play that only may overshoot,
 * or leaves a phrase for the opponent to finish, is a judgement of risk, not a gift.
 */
import type { Seat } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsView, type TombView, cardInfo, lettersNeeded } from '@decktet/hieroglyphs';

/** Rank points the phrase of a tomb hands over now: its set-aside sliders and its top card (HG-9, HG-12). */
function phrasePoints(t: TombView): number {
  let n = cardInfo(t.top).rank;
  for (const c of t.aside) n += cardInfo(c).rank;
  return n;
}

/** Would deciphering the tomb's current word leave it depleted while another tomb already is (HG-11)? */
function endsTheGame(v: HieroglyphsView, t: TombView): boolean {
  return t.cardsLeft === 1 && v.tombs.some((o) => o !== t && o.depleted);
}

/** Why `action` is a gift for the seat in this view, or null if it is not (see the file's comment). */
export function hieroglyphsGift(view: unknown, action: unknown, _seat: Seat): string | null {
  const v = view as HieroglyphsView;
  const a = action as HieroglyphsAction;
  if (a.type !== 'decipher') return null;
  const t = v.tombs[a.tomb - 1]!;
  if (t.wordsDeciphered + 1 !== t.phraseLength || t.candidates.length === 0) return null;
  const need = lettersNeeded(t);
  if (a.rank <= Math.max(...need)) return null;
  const points = phrasePoints(t);
  if (points === 0 || endsTheGame(v, t)) return null;
  return `${a.rank} letters on Tomb ${a.tomb} surely overshoot its phrase: its ${points} rank points go to the opponent`;
}
