/**
 * The folded form of a name: what two names must differ in to be two names, and what the reserved
 * names are tested on. Folding uses the confusables skeleton of Unicode TR39 (UTS #39 §4), from
 * `unhomoglyph`, which carries Unicode's own `confusables.txt`: letters of every script drawn like
 * a Latin one ("Ꭺ" Cherokee, "ꓮ" Lisu, "А" Cyrillic, "ɑ" Latin alpha) become that letter, and
 * sequences drawn alike fold alike ("rn" and "m", "I", "l" and "1", "O" and "0").
 */
import unhomoglyph from 'unhomoglyph';

/** TR39's skeleton: NFD, each confusable replaced by its prototype, NFD again. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * The key that makes a player's name unique: NFKC, then the skeleton of the upper case (capitals
 * drawn alike: "Ꭺ", "Α", "А" are "A"), lowered, and the skeleton again (small letters drawn alike:
 * "ɑ", "а" are "a"), spaces folded. Case goes in the first step, so "Ada", "ADA" and "ada" share
 * one key; ß is "ss" through its capital. Two names with one key are one name. The key is for
 * comparing, never shown ("m" folds to "rn").
 */
export function playerNameKey(name: string): string {
  const capitals = skeleton(name.normalize('NFKC').toUpperCase());
  return skeleton(capitals.toLowerCase()).normalize('NFC').replace(/\p{Zs}+/gu, ' ').trim();
}

/** The skeleton alone, case kept: how a name is drawn, for rules that read its capitals ("AdaBot"). */
export function nameShape(name: string): string {
  return skeleton(name.normalize('NFKC')).normalize('NFC');
}
