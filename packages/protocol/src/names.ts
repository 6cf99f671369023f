/**
 * The one rule for a player's name, wherever a person types one: the lobby's join, the web
 * client's forms, the terminal's `--names`. Names reach other players' screens and terminals and
 * the game log, so a name is plain visible text that cannot pose as a bot.
 *
 * Normalisation is NFKC (as the PRECIS Nickname profile, RFC 8266, does): compatibility forms
 * such as full-width letters, ligatures and circled letters fold to the plain letters they look
 * like. The reserved names are tested on the folded name (`playerNameKey`: TR39's confusables
 * skeleton), so "Ｅａｓｙ Ｂｏｔ", "Hard Bоt" with a Cyrillic о and "ExpertBot" are all a bot's.
 */
import { z } from 'zod';
import { nameShape, playerNameKey } from './name-key';

/** The longest name, in UTF-16 code units after normalisation (the web forms' `maxLength` counts the same way). */
export const PLAYER_NAME_MAX = 40;

export type NameCheck = { ok: true; name: string } | { ok: false; problem: string };

/** Control (Cc), format (Cf: bidi overrides, zero-width characters), lone surrogates, line and paragraph separators. */
const REFUSED = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/**
 * Drawn as nothing, or as a blank: default-ignorable code points (variation selectors, the
 * combining grapheme joiner, Hangul and Khmer fillers, Mongolian selectors…), the blank Braille
 * pattern, and private-use or unassigned code points (no font agrees on what they look like).
 * A name holds none anywhere; a chat line needs something besides them.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800\p{Co}\p{Cn}]/u;
/** A character a reader sees: not a space, a mark, a control or formatting character, nor an invisible one. */
const VISIBLE = /[^\p{Z}\p{M}\p{C}\p{Default_Ignorable_Code_Point}\u2800]/u;
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
  0x00ad: 'soft hyphen',
  0x034f: 'combining grapheme joiner',
  0x115f: 'Hangul choseong filler',
  0x1160: 'Hangul jungseong filler',
  0x17b4: 'Khmer vowel inherent aq',
  0x17b5: 'Khmer vowel inherent aa',
  0x180b: 'Mongolian free variation selector one',
  0x180e: 'Mongolian vowel separator',
  0x2800: 'Braille pattern blank',
  0x3164: 'Hangul filler',
  0xfe0e: 'variation selector-15',
  0xfe0f: 'variation selector-16',
  0xffa0: 'half-width Hangul filler',
  0xe0100: 'variation selector-17',
};

/** `U+001B (escape)`: how a refused character is named in an error. */
export function describeCodePoint(ch: string): string {
  const code = ch.codePointAt(0)!;
  const label = KNOWN[code];
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${label ? ` (${label})` : ''}`;
}

/** What a reserved name is kept for, said in a refusal. */
const BOTS = `looks like a computer player's name: names that begin or end with "Bot" (or are "Automaton", "AI (…)", "Computer (…)") are kept for bots, however they are written`;
const SPECTATORS = 'is what the table calls its spectators: choose a name of your own';

/** Written as their keys, so a pattern sees a name as folded ("normal" is "norrnal", "1" is "l"). */
const folded = (words: readonly string[]) => words.map(playerNameKey).join('|');
const NUMBER = '(\\s*[\\p{N}lo]+)?';
const BOT = playerNameKey('bot');
/** The names the server and the clients give bots, the automaton and spectators, as keys: a person may not take them. */
const RESERVED: readonly { pattern: RegExp; kept: string }[] = [
  { pattern: new RegExp(`^${BOT}\\b`, 'u'), kept: BOTS },
  { pattern: new RegExp(`\\b${BOT}${NUMBER}$`, 'u'), kept: BOTS },
  // "ExpertBot", "hard_bot": a level of play glued to "bot".
  { pattern: new RegExp(`^(${folded(['easy', 'normal', 'medium', 'hard', 'expert', 'random', 'heuristic', 'ismcts', 'smart', 'cpu', 'ai'])})[\\s._-]*${BOT}`, 'u'), kept: BOTS },
  { pattern: new RegExp(`^(${folded(['ai', 'computer'])})${NUMBER}\\s*\\(.*\\)$`, 'u'), kept: BOTS },
  { pattern: new RegExp(`^(${playerNameKey('the')} )?${playerNameKey('automaton')}${NUMBER}$`, 'u'), kept: BOTS },
  { pattern: new RegExp(`^${playerNameKey('spectator')}s?${NUMBER}$`, 'u'), kept: SPECTATORS },
];
/** "AdaBot", "ChessBot 2": a word ending in a capital "Bot", seen in the name's shape (case kept). */
const CAMEL_BOT = /[\p{Ll}\p{N}]Bot(\s*\d+)?$/u;

/** Why a name is kept for a bot or the table (tested on the folded name), or null. */
export function reservedNameProblem(name: string): string | null {
  const key = playerNameKey(name);
  const kept = RESERVED.find(({ pattern }) => pattern.test(key))?.kept ?? (CAMEL_BOT.test(nameShape(name)) ? BOTS : null);
  return kept === null ? null : `"${name}" ${kept}`;
}

/**
 * Normalises and checks a name. `bot: true` is for a name the player gives a bot seat of their
 * own table (the terminal's `--names`): it may say it is a bot.
 */
export function checkPlayerName(raw: string, options: { bot?: boolean } = {}): NameCheck {
  const normalised = raw.normalize('NFKC');
  // Before trimming: a newline at the end is refused like one in the middle, not quietly dropped.
  // As typed first, so the error names the character typed (NFKC turns U+3164 into U+1160).
  const refused = findRefusedNameCharacter(raw) ?? findRefusedNameCharacter(normalised);
  if (refused !== null) return refusal(refused);
  const name = normalised.replace(SPACES, ' ').trim();
  if (name === '') return { ok: false, problem: 'the name is empty: type at least one visible character' };
  if (name.length > PLAYER_NAME_MAX) return { ok: false, problem: `the name is too long (${name.length} characters): at most ${PLAYER_NAME_MAX}` };
  if (!VISIBLE.test(name)) return { ok: false, problem: 'the name has no visible character: type at least one letter, digit or symbol' };
  const reserved = options.bot ? null : reservedNameProblem(name);
  if (reserved !== null) return { ok: false, problem: reserved };
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

/** The first character a name may not hold: a refused one, or one drawn as nothing or a blank; null: none. */
export function findRefusedNameCharacter(text: string): string | null {
  return (REFUSED.exec(text) ?? INVISIBLE.exec(text))?.[0] ?? null;
}

/** Whether the text holds a character a reader sees (not only spaces, marks and invisible characters). */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/** `a control character, U+001B (escape)`: a refused character, as an error names it. */
export function describeRefusedCharacter(ch: string): string {
  return `${refusedKind(ch)}, ${describeCodePoint(ch)}`;
}

/** What kind of refused character it is: the words an error begins with. */
export function refusedKind(ch: string): 'an invisible formatting character' | 'a line break' | 'a control character' | 'an invisible character' {
  if (/\p{Cf}/u.test(ch)) return 'an invisible formatting character';
  if (/[\p{Zl}\p{Zp}]/u.test(ch)) return 'a line break';
  if (/[\p{Cc}\p{Cs}]/u.test(ch)) return 'a control character';
  return 'an invisible character';
}

/** A player's name in a request: normalised by `checkPlayerName`, refused with its problem. */
export const playerNameSchema = z.string().transform((raw, ctx) => {
  const checked = checkPlayerName(raw);
  if (checked.ok) return checked.name;
  ctx.addIssue({ code: 'custom', message: checked.problem });
  return z.NEVER;
});
