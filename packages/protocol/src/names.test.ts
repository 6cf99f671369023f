import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLAYER_NAME_MAX, checkPlayerName, liveJoinRequestSchema, playerNameKey } from '.';

const problem = (raw: string) => {
  const checked = checkPlayerName(raw);
  return checked.ok ? `accepted as "${checked.name}"` : checked.problem;
};

describe('the players’ name rule', () => {
  it('finding 8: refuses control characters, naming the one found', () => {
    expect(problem('Ada\x1b[2J')).toBe('the name contains a control character, U+001B (escape): names may hold only visible characters and spaces');
    expect(problem('Ada\x07')).toMatch(/control character, U\+0007 \(bell\)/);
    expect(problem('Ada\0Bo')).toMatch(/control character, U\+0000 \(null\)/);
    expect(problem('Ada\nEasy Bot wins')).toMatch(/control character, U\+000A \(line feed\)/);
    expect(problem('Ada\tBo')).toMatch(/U\+0009 \(tab\)/);
    expect(problem('Ada\u0085')).toMatch(/control character, U\+0085/);
  });

  it('finding 8: refuses bidi overrides, zero-width characters and line separators', () => {
    expect(problem('Ada\u202etoB')).toMatch(/invisible formatting character, U\+202E \(right-to-left override\)/);
    expect(problem('A\u200dda')).toMatch(/invisible formatting character, U\+200D \(zero-width joiner\)/);
    expect(problem('A\u200bda')).toMatch(/U\+200B \(zero-width space\)/);
    expect(problem('\u2066Ada')).toMatch(/U\+2066 \(left-to-right isolate\)/);
    expect(problem('Ada\u2028Bo')).toMatch(/a line break, U\+2028 \(line separator\)/);
    expect(problem('Ada\u2029')).toMatch(/line break, U\+2029/);
    expect(problem('Ada\ud800')).toMatch(/U\+D800/);
  });

  it('finding 8: refuses names that pose as bots, however they are written', () => {
    for (const name of ['Easy Bot', 'easy bot', 'Hard Bot 2', 'Bot', 'bot ada', 'Ada Bot', 'Ｅａｓｙ Ｂｏｔ', 'AI (hard)', 'AI 2 (easy)', 'Computer (normal)', 'Automaton']) {
      expect(problem(name), name).toMatch(/looks like a computer player's name/);
    }
    // Bot-like words inside a name are fine.
    for (const name of ['Abbot', 'Robot Wars', 'Botany', 'Bottle']) expect(checkPlayerName(name).ok, name).toBe(true);
    // A player may name a bot seat of their own table a bot.
    expect(checkPlayerName('Deep Bot', { bot: true })).toEqual({ ok: true, name: 'Deep Bot' });
  });

  it('normalises with NFKC, folds inner spaces and trims; refuses empty and over-long names', () => {
    expect(checkPlayerName('  José  ')).toEqual({ ok: true, name: 'José' });
    expect(checkPlayerName('Jose\u0301')).toEqual({ ok: true, name: 'José' });
    expect(checkPlayerName('Ａｄａ')).toEqual({ ok: true, name: 'Ada' });
    expect(checkPlayerName('ﬁona')).toEqual({ ok: true, name: 'fiona' });
    expect(checkPlayerName('Ada\u00a0\u3000 Lovelace')).toEqual({ ok: true, name: 'Ada Lovelace' });
    expect(checkPlayerName('名前')).toEqual({ ok: true, name: '名前' });
    expect(checkPlayerName('Zoë 🦉')).toEqual({ ok: true, name: 'Zoë 🦉' });
    expect(problem('   ')).toMatch(/the name is empty/);
    expect(problem('x'.repeat(PLAYER_NAME_MAX))).toBe(`accepted as "${'x'.repeat(PLAYER_NAME_MAX)}"`);
    expect(problem('x'.repeat(PLAYER_NAME_MAX + 1))).toMatch(/too long \(41 characters\): at most 40/);
  });

  it('finding 8: the join request applies the rule', () => {
    expect(liveJoinRequestSchema.parse({ name: '  Ａｄａ ' })).toEqual({ name: 'Ada' });
    const refused = liveJoinRequestSchema.safeParse({ name: 'Ada\x1b]0;pwned\x07' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/U\+001B \(escape\)/);
    expect(liveJoinRequestSchema.safeParse({ name: 'Easy Bot' }).success).toBe(false);
  });
});

describe('finding 9: names that pass for another', () => {
  it('refuses invisible and default-ignorable characters anywhere in a name, naming the one found', () => {
    const hidden: [number, RegExp][] = [
      [0x034f, /invisible character, U\+034F \(combining grapheme joiner\)/],
      [0xfe0f, /U\+FE0F \(variation selector-16\)/],
      [0xe0100, /U\+E0100 \(variation selector-17\)/],
      [0x180b, /U\+180B \(Mongolian free variation selector one\)/],
      [0x17b4, /U\+17B4 \(Khmer vowel inherent aq\)/],
      [0x3164, /U\+3164 \(Hangul filler\)/],
      [0x115f, /U\+115F \(Hangul choseong filler\)/],
      [0x2800, /U\+2800 \(Braille pattern blank\)/],
      [0x00ad, /U\+00AD \(soft hyphen\)/],
      [0x200e, /U\+200E \(left-to-right mark\)/],
      [0x2067, /U\+2067 \(right-to-left isolate\)/],
      [0xe000, /U\+E000/],
    ];
    for (const [code, why] of hidden) {
      const ch = String.fromCodePoint(code);
      for (const name of [`Ada${ch}`, `${ch}Ada`, `A${ch}da`]) expect(problem(name), `${name} (${code.toString(16)})`).toMatch(why);
    }
  });

  it('refuses a name of blanks alone, and names full of terminal escape codes', () => {
    expect(problem('\u3000 \u00a0')).toMatch(/the name is empty/);
    expect(problem('\u0301')).toMatch(/no visible character/);
    for (const name of ['\x1b[2J\x1b[H', '\x1b]0;Ada\x07', '\x1b[31mAda\x1b[0m', '\x9b31mAda', 'Ada\x1bP+q\x1b\\']) expect(problem(name), JSON.stringify(name)).toMatch(/control character, U\+(001B|009B|0007)/);
  });

  it('folds look-alike letters of every script to one key: the Cherokee, Lisu and Latin-alpha "Ada" are "Ada"', () => {
    const ada = playerNameKey('Ada');
    for (const name of ['ADA', 'ada', '\u13aada', '\ua4eeda', 'Ad\u0251', '\u0410da', '\u0391da', 'Ａｄａ']) expect(playerNameKey(name), name).toBe(ada);
    // Sequences drawn alike: "rn" is "m", "I", "l" and "1" are one stroke.
    expect(playerNameKey('Sam')).toBe(playerNameKey('Sarn'));
    expect(playerNameKey('Ian')).toBe(playerNameKey('lan'));
    expect(playerNameKey('B0b')).toBe(playerNameKey('Bob'));
  });

  it('the fold is case-free and stable: folding a key again, or any case of a name, gives the same key', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'AaBbIilL1Oo0MmRrNnЅѕАаΑαᎪꓮɑ ß'), maxLength: 12 }), (name) => {
        const key = playerNameKey(name);
        expect(playerNameKey(name.toUpperCase())).toBe(key);
        expect(playerNameKey(name.toLowerCase())).toBe(playerNameKey(name.toLowerCase().toUpperCase()));
        expect(playerNameKey(key)).toBe(key);
      }),
    );
  });

  it('runs the reserved-name test on the folded name: bots, the automaton and spectators, however written', () => {
    for (const name of ['Hard B\u043et', 'ExpertBot', 'expert_bot', 'HardBot 2', 'AdaBot', 'B0t Ada', 'Easy B0T', '\u0410utomaton', 'AUT0MAT0N', 'The Automaton', 'Аі (hard)', 'C0mputer (easy)']) {
      expect(problem(name), name).toMatch(/looks like a computer player's name/);
    }
    for (const name of ['Spectator', 'spectators', 'Sp\u0435ctator', 'SPECTATOR 2']) expect(problem(name), name).toMatch(/what the table calls its spectators/);
    // Words that only contain "bot" or "spectator" are names.
    for (const name of ['Abbot', 'Robot Wars', 'Botany', 'Bottle', 'Talbot', 'Spectator Sport', 'Automatons United']) expect(checkPlayerName(name).ok, name).toBe(true);
  });
});
