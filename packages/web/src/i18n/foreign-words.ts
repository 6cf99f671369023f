/**
 * For the tests that look for a word of the other language inside a sentence (mixed-language.test.ts
 * over the catalogues, logs and rules; the tutorial tests over what a lesson shows): the words that
 * are one language's and never the other's, and what is cut out before looking — the Decktet's card
 * titles (English in every language), revealed letters and the names nobody translates.
 */
import { CARDS } from '@decktet/decktet';
import { bareTitle } from '../cards/labels';
import type { Language } from './index';

/** Words that are one language's and never the other's (short, common, unmistakable). */
const FOREIGN: Record<Language, RegExp> = {
  // In English text: Spanish articles, contractions and joining words.
  en: /\b(el|los|las|del|al|que|una|unos|con|para|por|sobre|pero|también|carta|cartas|turno|mago)\b/i,
  // In Spanish text: English articles, joining words and the games' English verbs (not "declares": Spanish too).
  es: /\b(the|and|of|with|at|on|is|are|you|your|it|its|this|that|from|into|for|to|by|his|her|not|does|turn|turns|card|cards|places|place|plays|passes|casts|discards|draws|react|reacts|wins|wizard|spell|tomb|letters|word|hand|deck)\b/i,
};

/** Card titles (English in every language) and the names nobody translates, cut out before looking. */
const TITLES = CARDS.filter((c) => c.kind !== 'ace').map((c) => bareTitle(c)).sort((a, b) => b.length - a.length);
const KEPT = ['Decktet Table', 'Decktet', 'English', 'Español', 'WebAuthn', 'JSON', '.json'];

function strip(text: string): string {
  // Revealed letters ("…AND", "MILL") are letters of a title, and <card/> marks where a component goes.
  let out = text.replace(/\b[A-Z]{2,}\b/g, ' ').replace(/<\/?\w+\/?>/g, ' ');
  for (const t of [...TITLES, ...KEPT]) out = out.split(t).join(' ');
  return out;
}

/** The first word of the other language in `text`, read as `language`; null when there is none. */
export function foreignIn(language: Language, text: string): string | null {
  const m = FOREIGN[language].exec(strip(text));
  return m ? m[0] : null;
}
