import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';
import { shortCardPattern } from '@decktet/decktet';

/** How much further a wrapped line's continuation is indented than the line itself. */
const HANGING = 4;
/** Below this many columns for the text, a line is left to the terminal to break. */
const NARROWEST = 16;
/** Stands for a space that must not break, while a line is laid out (a space of the same width). */
const GLUE = '\u00a0';
const CARD = shortCardPattern();
/** Any styles (ANSI colours, bold) around a character. */
const STYLES = String.raw`(?:\x1b\[[\d;]*m)*`;
/** The space after a word of one character (a suit mark, `♥`, a rank letter, "a"). */
const AFTER_LONE_CHARACTER = new RegExp(String.raw`(?<=(?:^|\s)${STYLES}[^\s\x1b—–·]${STYLES}) `, 'gu');
/** The space before a dash or a middle dot standing alone, which belongs with the words before it. */
const BEFORE_LONE_DASH = new RegExp(String.raw` (?=${STYLES}[—–·]${STYLES}(?:\s|$))`, 'gu');

/**
 * Text laid out for a terminal `width` columns wide: every line that is wider is broken between
 * words (styles kept), and its continuation lines are indented under the line's own text, so a
 * long list (a wizard's sequence, a player's collected cards) reads as one item rather than
 * running on from the left margin mid-word. A card (`7☾♣ Chance Meeting`) is never split: its rank,
 * suits and title stay on one line wherever the width has room for it; nor is a word of one
 * character (`☾ Moons`, `♥ 12/12`, `K Crown`) left at a line's end, apart from the word after it,
 * nor a dash standing alone (` — `, ` · `) put at a line's start, apart from the word before it.
 * Lines that fit are left exactly as they are.
 */
export function fitToWidth(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => fitLine(line, width))
    .join('\n');
}

function fitLine(line: string, width: number): string {
  if (stringWidth(line) <= width) return line;
  const indent = /^ */.exec(line)![0].length;
  const hang = indent + HANGING;
  if (width - hang < NARROWEST) return line;
  // The whole line is laid out at the continuation's measure, so every piece fits under the one before.
  const glued = line
    .slice(indent)
    .replace(CARD, (card) => card.replaceAll(' ', GLUE))
    .replace(AFTER_LONE_CHARACTER, GLUE)
    .replace(BEFORE_LONE_DASH, GLUE);
  const [first = '', ...rest] = wrapAnsi(glued, width - hang, { hard: true, trim: true }).replaceAll(GLUE, ' ').split('\n');
  return [' '.repeat(indent) + first, ...rest.map((l) => ' '.repeat(hang) + l)].join('\n');
}
