/**
 * Text that came from outside the program — a record file's names, actions and seed, the log
 * lines built from them, a server's messages — passes through `printable` before it reaches the
 * terminal. Control characters (escape, bell, backspace, newline…), format characters (bidi
 * overrides, zero-width characters) and line/paragraph separators are shown as visible marks
 * instead of being obeyed, so a hand-made record cannot move the cursor, ring the bell, clear the
 * screen, reverse the text or fake extra lines. Our own colours are added after, around safe text.
 */

/** Control (Cc), format (Cf), lone surrogates (Cs), line (Zl) and paragraph (Zp) separators. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** `\x1b` → `␛` (the Unicode control pictures) for C0 controls and DEL; `\u{202e}` for the rest. */
function visible(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `\\u{${code.toString(16)}}`;
}

export function printable(text: string): string {
  return text.replace(UNSAFE, visible);
}

/** A view (or any JSON value) with every string in it made printable: renderers then draw only safe text. */
export function printableDeep<T>(value: T): T {
  if (typeof value === 'string') return printable(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => printableDeep(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printableDeep(v)])) as T;
  }
  return value;
}
