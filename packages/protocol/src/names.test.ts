import { describe, expect, it } from 'vitest';
import { PLAYER_NAME_MAX, checkPlayerName, liveJoinRequestSchema } from '.';

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
