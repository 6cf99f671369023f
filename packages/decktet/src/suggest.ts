/**
 * Which card a mistyped id most likely means, for error messages ("did you mean the Savage?").
 * It reads only the card vocabulary, never a game's state, so a suggestion can reveal nothing hidden.
 */
import { distance } from 'fastest-levenshtein';
import { CARDS, type Card, findCard, idOfTitle } from './cards';

/** What a player may type for an id: any case, spaces or underscores for hyphens, a leading "the". */
function normalize(text: string): string {
  return idOfTitle(text.trim().replace(/[\s_]+/g, ' ')).replace(/-+/g, '-').replace(/^the-/, '');
}

/**
 * The cards a mistyped id most likely means, best first (at most two; empty when none is close):
 * the id written another way ("The Savage"), the one id it begins ("chance"), a word of one id
 * ("meeting"), else the ids within a small edit distance ("savge").
 */
export function suggestCards(text: string): Card[] {
  const typed = normalize(text);
  if (typed === '') return [];
  const exact = findCard(typed);
  if (exact) return [exact];
  const starting = CARDS.filter((c) => c.id.startsWith(typed));
  if (starting.length === 1) return starting;
  const word = CARDS.filter((c) => c.id.split('-').includes(typed));
  if (word.length === 1) return word;
  // A typo of a short id may change one letter; longer ids tolerate about one edit in three letters.
  const allowed = Math.max(1, Math.floor(typed.length / 3));
  let best = Infinity;
  let found: Card[] = [];
  for (const c of CARDS) {
    const d = distance(typed, c.id);
    if (d > allowed || d > best) continue;
    if (d < best) found = [];
    best = d;
    found.push(c);
  }
  return found.length <= 2 ? found : [];
}

/**
 * `Unknown card "savge" — did you mean the Savage (savage)?`; `where` says where it was named
 * (`Unknown card "forst" in the discarded cards — …`).
 */
export function unknownCardMessage(text: unknown, where?: string): string {
  const typed = String(text);
  const head = `Unknown card ${JSON.stringify(typed)}${where ? ` in ${where}` : ''}`;
  const guesses = suggestCards(typed);
  if (guesses.length === 0) return `${head}: a card's id is its title without "the", lower-case and hyphenated (chance-meeting, ace-of-moons)`;
  return `${head} — did you mean ${guesses.map((c) => `${c.title} (${c.id})`).join(' or ')}?`;
}
