import { type CardId, type Suit, shortCard, suitMark } from '@decktet/decktet';

/** How text is drawn: Unicode suit symbols or ASCII letters, ANSI colours or none. */
export interface Style {
  readonly plain: boolean;
  readonly color: boolean;
  bold(text: string): string;
  dim(text: string): string;
  good(text: string): string;
  bad(text: string): string;
  warn(text: string): string;
  accent(text: string): string;
  /** A refusal line: `✗ text` (`! text` with --plain), in red. */
  fail(text: string): string;
  /** `7☾♣ Chance Meeting` (or `7ML Chance Meeting` with --plain). */
  card(id: CardId): string;
  suit(suit: Suit): string;
  /** A horizontal rule. */
  rule(width?: number): string;
}

const sgr = (on: number, off: number) => (enabled: boolean) => (text: string) => (enabled ? `\x1b[${on}m${text}\x1b[${off}m` : text);
const bold = sgr(1, 22);
const dim = sgr(2, 22);
const green = sgr(32, 39);
const red = sgr(31, 39);
const yellow = sgr(33, 39);
const cyan = sgr(36, 39);

export function makeStyle(options: { plain?: boolean; color?: boolean } = {}): Style {
  const plain = options.plain === true;
  // --plain means a bare terminal: ASCII and no colours.
  const color = !plain && options.color === true;
  return {
    plain,
    color,
    bold: bold(color),
    dim: dim(color),
    good: green(color),
    bad: red(color),
    warn: yellow(color),
    accent: cyan(color),
    fail: (text) => red(color)(`${plain ? '!' : '✗'} ${text}`),
    card: (id) => shortCard(id, { plain, color }),
    suit: (s) => suitMark(s, { plain, color }),
    rule: (width = 60) => dim(color)((plain ? '-' : '─').repeat(width)),
  };
}

/** Colours by default on a terminal, unless NO_COLOR is set or --no-color / --plain was given. */
export function wantsColor(stream: { isTTY?: boolean }, flag: boolean | undefined): boolean {
  return flag !== false && stream.isTTY === true && !process.env.NO_COLOR;
}

const ASCII: Readonly<Record<string, string>> = {
  '—': '-',
  '–': '-',
  '·': '-',
  '…': '...',
  '→': '->',
  '←': '<-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '×': 'x',
  '±': '+/-',
  '−': '-',
  '✗': '!',
  '♥': 'HP',
  '─': '-',
};

/**
 * Text for a terminal without Unicode (--plain): typographic marks become their ASCII look-alikes,
 * accents are dropped ("José" → "Jose"), anything else outside ASCII becomes "?".
 */
export function asciiOnly(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKD')) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out += ch;
    else if (ASCII[ch] !== undefined) out += ASCII[ch];
    // A control character made visible by `printable` (␛) keeps a readable ASCII form: ^[ as terminals write it.
    else if (code >= 0x2400 && code <= 0x241f) out += '^' + String.fromCharCode(code - 0x2400 + 0x40);
    else if (code === 0x2421) out += '^?';
    else if (code >= 0x300 && code <= 0x36f) continue; // combining accents
    else out += '?';
  }
  return out;
}
