import type { AnyGame } from '@decktet/engine';
import { unknownWord } from './did-you-mean';

export type Choice =
  | { readonly kind: 'action'; readonly index: number }
  | { readonly kind: 'several'; readonly indexes: readonly number[]; readonly note?: string }
  | { readonly kind: 'error'; readonly message: string };

const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
/** Card ids as people write titles: "ace of moons" for ace-of-moons, "the journey" for journey. */
const loose = (text: string) => squash(text).replace(/-/g, ' ').replace(/\bthe /g, '');
const beginningOf = (legal: readonly string[], typed: string) => legal.flatMap((a, i) => (squash(a).startsWith(typed) || loose(a).startsWith(loose(typed)) ? [i] : []));

/**
 * Turns what a player typed into one of the legal actions: its number, its exact notation,
 * anything the game parses to it, or an unambiguous beginning of one. Never throws. `why` gives
 * the rules' reason for refusing an action that reads well but is not legal now. A word that no
 * legal action has where it was typed gets a short "did you mean" with forms that fit (the prompt's
 * `commands` count as first words) rather than the game's whole grammar.
 */
export function chooseAction(game: AnyGame, legal: readonly string[], input: string, why?: (action: unknown) => string | null, commands: readonly string[] = []): Choice {
  const typed = squash(input);
  if (/^\d+$/.test(typed)) {
    const n = Number(typed);
    if (n >= 1 && n <= legal.length) return { kind: 'action', index: n - 1 };
    return { kind: 'error', message: `there is no action ${n}: choose a number from 1 to ${legal.length}` };
  }
  const exact = legal.findIndex((a) => squash(a) === typed || loose(a) === loose(typed));
  if (exact >= 0) return { kind: 'action', index: exact };

  let parseProblem: string;
  try {
    const parsed = game.parseAction(input.trim());
    if (parsed.ok) {
      const text = game.formatAction(parsed.value);
      const index = legal.indexOf(text);
      if (index >= 0) return { kind: 'action', index };
      const reason = why?.(parsed.value) ?? `"${text}" is not legal now (type "actions" to list what you can do)`;
      // What was typed may also be the beginning of legal actions ("cast wyrm" of "cast wyrm at 2").
      const starts = beginningOf(legal, typed);
      return starts.length ? { kind: 'several', indexes: starts, note: reason } : { kind: 'error', message: reason };
    }
    parseProblem = parsed.error.message;
  } catch (e) {
    parseProblem = e instanceof Error ? e.message : String(e);
  }

  const starts = beginningOf(legal, typed);
  if (starts.length === 1) return { kind: 'action', index: starts[0]! };
  if (starts.length > 1) return { kind: 'several', indexes: starts };
  return { kind: 'error', message: answerFor(unknownWord(legal, input, commands), parseProblem) };
}

/** A game's reason short enough to read that names the word itself (`Unknown card "savge" — did you mean the Savage?`). */
const SHORT_REASON = 160;

/**
 * What to say when nothing fits: the game's own reason where it is about the word that no legal
 * action has after the words that fit (a card, a tomb: the game knows the whole vocabulary) and is
 * short; otherwise — an unknown first word, or a reason that would recite the grammar — the short
 * "did you mean" with the forms that fit now.
 */
function answerFor(unknown: ReturnType<typeof unknownWord>, parseProblem: string): string {
  if (!unknown) return parseProblem;
  const aboutTheWord = unknown.at > 0 && parseProblem.length <= SHORT_REASON && parseProblem.toLowerCase().includes(`"${unknown.word}"`);
  return aboutTheWord ? parseProblem : unknown.message;
}
