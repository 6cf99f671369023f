/**
 * The one rule for a player's name, wherever a person types one: the lobby's join, the web
 * client's forms, the terminal's `--names`. Names reach other players' screens and terminals and
 * the game log, so a name is plain visible text that cannot pose as a bot.
 *
 * Normalisation is NFKC (as the PRECIS Nickname profile, RFC 8266, does): compatibility forms
 * such as full-width letters, ligatures and circled letters fold to the plain letters they look
 * like, so "Ｅａｓｙ Ｂｏｔ" is caught as a bot's name and two names that look alike are alike.
 * NFC would keep those look-alikes distinct.
 */
import { z } from 'zod';

/** The longest name, in UTF-16 code units after normalisation (the web forms' `maxLength` counts the same way). */
export const PLAYER_NAME_MAX = 40;

export type NameCheck = { ok: true; name: string } | { ok: false; problem: string };

/** Control (Cc), format (Cf: bidi overrides, zero-width characters), lone surrogates, line and paragraph separators. */
const REFUSED = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const SPACES = /\p{Zs}+/gu;

const KNOWN: Readonly<Record<number, string>> = {
  0x00: 'null',
  0x07: 'bell',
  0x08: 'backspace',
  0x09: 'tab',
  0x0a: 'line feed',
  0x0d: 'carriage return',
  0x1b: 'escape',
  0x7f: 'delete',
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2028: 'line separator',
  0x2029: 'paragraph separator',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0xfeff: 'zero-width no-break space',
};

/** `U+001B (escape)`: how a refused character is named in an error. */
export function describeCodePoint(ch: string): string {
  const code = ch.codePointAt(0)!;
  const label = KNOWN[code];
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${label ? ` (${label})` : ''}`;
}

/** Names the server and the clients give bots and the automaton: a person may not take them. */
const BOT_LIKE = [/^bot\b/i, /\bbot(\s+\d+)?$/i, /^(ai|computer)(\s+\d+)?\s*\(.*\)$/i, /^automaton$/i];

/**
 * Normalises and checks a name. `bot: true` is for a name the player gives a bot seat of their
 * own table (the terminal's `--names`): it may say it is a bot.
 */
export function checkPlayerName(raw: string, options: { bot?: boolean } = {}): NameCheck {
  const normalised = raw.normalize('NFKC');
  // Before trimming: a newline at the end is refused like one in the middle, not quietly dropped.
  const refused = REFUSED.exec(normalised);
  if (refused) return refusal(refused[0]);
  const name = normalised.replace(SPACES, ' ').trim();
  if (name === '') return { ok: false, problem: 'the name is empty: type at least one visible character' };
  if (name.length > PLAYER_NAME_MAX) return { ok: false, problem: `the name is too long (${name.length} characters): at most ${PLAYER_NAME_MAX}` };
  if (!options.bot && BOT_LIKE.some((pattern) => pattern.test(name))) {
    return { ok: false, problem: `"${name}" looks like a computer player's name: names that begin or end with "Bot" (or are "Automaton", "AI (…)", "Computer (…)") are kept for bots` };
  }
  return { ok: true, name };
}

function refusal(ch: string): NameCheck {
  return { ok: false, problem: `the name contains ${describeRefusedCharacter(ch)}: names may hold only visible characters and spaces` };
}

/**
 * The first character typed text may not hold (control, invisible formatting, lone surrogate,
 * line or paragraph separator), or null. Shared by names and chat lines.
 */
export function findRefusedCharacter(text: string): string | null {
  return REFUSED.exec(text)?.[0] ?? null;
}

/** `a control character, U+001B (escape)`: a refused character, as an error names it. */
export function describeRefusedCharacter(ch: string): string {
  const kind = /\p{Cf}/u.test(ch) ? 'an invisible formatting character' : /[\p{Zl}\p{Zp}]/u.test(ch) ? 'a line break' : 'a control character';
  return `${kind}, ${describeCodePoint(ch)}`;
}

/** A player's name in a request: normalised by `checkPlayerName`, refused with its problem. */
export const playerNameSchema = z.string().transform((raw, ctx) => {
  const checked = checkPlayerName(raw);
  if (checked.ok) return checked.name;
  ctx.addIssue({ code: 'custom', message: checked.problem });
  return z.NEVER;
});
