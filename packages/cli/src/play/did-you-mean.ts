/**
 * A short answer to a word the terminal cannot place: the word, the nearest words that would fit
 * there now ("did you mean …"), and two or three whole actions that fit, in place of the game's
 * full grammar. It reads only what the player may do now (the legal actions and the prompt's
 * commands), so it reveals nothing the player cannot already list with "actions".
 */

/** How many whole actions an answer shows. */
const FORMS = 3;

/** Edits between two words, a swap of neighbouring letters counting as one ("hlep" is one from "help"). */
export function typoDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const wordsOf = (text: string) => text.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** The words among `known` that `typed` most likely means: one it begins, else the nearest by a typo or two. */
export function nearestWords(typed: string, known: readonly string[]): string[] {
  const unique = [...new Set(known)];
  const starting = unique.filter((w) => w.startsWith(typed));
  if (starting.length > 0 && starting.length <= FORMS) return starting;
  // About one edit in three letters, at least one: "plcae" → "place", "hlep" → "help".
  const allowed = Math.max(1, Math.floor(typed.length / 3));
  let best = Infinity;
  let found: string[] = [];
  for (const w of unique) {
    const d = typoDistance(typed, w);
    if (d > allowed || d > best) continue;
    if (d < best) found = [];
    best = d;
    found.push(w);
  }
  return found.slice(0, FORMS);
}

/**
 * Where `input` leaves every legal action behind: the first typed word no legal action has at that
 * place (after the words before it), with what would fit there. Null when every word fits some
 * action (the input is then the beginning of one, or the rules refuse it for another reason).
 */
export function unknownWord(legal: readonly string[], input: string, commands: readonly string[] = []): { word: string; at: number; message: string } | null {
  const typed = wordsOf(input);
  let candidates = legal.map(wordsOf);
  for (let i = 0; i < typed.length; i++) {
    const word = typed[i]!;
    const here = candidates.filter((c) => c[i] === word || c[i]?.startsWith(word));
    if (here.length > 0) {
      candidates = here;
      continue;
    }
    const options = candidates.map((c) => c[i]).filter((w): w is string => w !== undefined);
    const near = nearestWords(word, i === 0 ? [...options, ...commands] : options);
    const fitting = near.length ? candidates.filter((c) => near.includes(c[i]!)) : candidates;
    const forms = [...new Set([...(i === 0 ? near.filter((w) => commands.includes(w)) : []), ...spread(fitting, i).map((c) => c.join(' '))])].slice(0, FORMS);
    const mean = near.length ? ` — did you mean ${near.map((w) => `"${w}"`).join(' or ')}?` : '.';
    const more = legal.length > forms.length ? ` ("actions" lists all ${legal.length})` : '';
    return { word, at: i, message: `no action here has "${word}"${i > 0 ? ` after "${typed.slice(0, i).join(' ')}"` : ''}${mean} You can type: ${forms.join(' · ')}${more}` };
  }
  return null;
}

/**
 * Actions as unlike each other as can be (each next one differs most, word by word, from those
 * already chosen), so two or three forms show the kinds of choice rather than one choice thrice.
 * Actions that differ at word `i`, the word in question, come first.
 */
function spread(actions: readonly string[][], i: number): string[][] {
  const unlike = (a: readonly string[], b: readonly string[]) => {
    let n = a[i] === b[i] ? 0 : 100;
    for (let k = 0; k < Math.max(a.length, b.length); k++) if (a[k] !== b[k]) n++;
    return n;
  };
  const chosen: string[][] = [];
  const left = [...actions];
  while (chosen.length < FORMS && left.length > 0) {
    let best = 0;
    if (chosen.length > 0) {
      let score = -1;
      left.forEach((a, k) => {
        const s = Math.min(...chosen.map((c) => unlike(a, c)));
        if (s > score) [score, best] = [s, k];
      });
    }
    chosen.push(left.splice(best, 1)[0]!);
  }
  return chosen;
}
