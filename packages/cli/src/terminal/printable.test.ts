import { describe, expect, it } from 'vitest';
import { printable, printableDeep } from './printable';
import { asciiOnly } from './style';

describe('printable', () => {
  it('finding 8: shows control, bidi and zero-width characters instead of obeying them', () => {
    expect(printable('Ada\x1b[2J\x1b[H')).toBe('Ada␛[2J␛[H');
    expect(printable('ding\x07 \0 a\nb\r\t\x7f')).toBe('ding␇ ␀ a␊b␍␉␡');
    expect(printable('\u202eadA\u200d\u2028\u0085')).toBe('\\u{202e}adA\\u{200d}\\u{2028}\\u{85}');
    // Ordinary text, accents and emoji are untouched.
    expect(printable('José 名前 🦉 ☾♣')).toBe('José 名前 🦉 ☾♣');
  });

  it('makes every string of a view printable and keeps its shape', () => {
    const view = { names: ['Ada\x1b[31m', 'Bo'], seat: 1, players: [{ name: 'Cy\u202e', hand: null, points: 3 }], over: false };
    expect(printableDeep(view)).toEqual({ names: ['Ada␛[31m', 'Bo'], seat: 1, players: [{ name: 'Cy\\u{202e}', hand: null, points: 3 }], over: false });
  });

  it('--plain keeps the marks readable in ASCII (caret notation)', () => {
    expect(asciiOnly(printable('Ada\x1b[2J\x07\x7f'))).toBe('Ada^[[2J^G^?');
  });
});
