import { describe, expect, it } from 'vitest';
import { checkNewPlayerName, passkeyAuthenticationRequestSchema, playerCreateRequestSchema, playerNameKey, playerSignInRequestSchema } from '.';

const problem = (raw: string) => {
  const checked = checkNewPlayerName(raw);
  return checked.ok ? `accepted as "${checked.name}"` : checked.problem;
};

describe("a player's name key", () => {
  it('names that differ only by case, width, spacing or compatibility form share one key', () => {
    const keys = ['Ada Lovelace', 'ada lovelace', 'ADA LOVELACE', 'Ａｄａ Ｌｏｖｅｌａｃｅ', 'Ada\u3000Lovelace', ' Ada  Lovelace '].map(playerNameKey);
    expect(new Set(keys)).toEqual(new Set(['ada lovelace']));
    // Full case folding: ß is ss, final sigma is sigma.
    expect(playerNameKey('Straße')).toBe(playerNameKey('STRASSE'));
    expect(playerNameKey('ΟΔΥΣΣΕΥΣ')).toBe(playerNameKey('οδυσσευς'));
    expect(playerNameKey('ﬁnn')).toBe(playerNameKey('Finn'));
  });

  it('Cyrillic and Greek letters drawn like Latin ones count as those letters', () => {
    expect(playerNameKey('\u0410da')).toBe('ada'); // Cyrillic А
    expect(playerNameKey('B\u043eb')).toBe('bob'); // Cyrillic о
    expect(playerNameKey('\u039a\u0399\u039c')).toBe(playerNameKey('kim')); // Greek Κ Ι Μ
    expect(playerNameKey('p\u0430yp\u0430l')).toBe(playerNameKey('PAYPAL'));
    expect(playerNameKey('GRACE HOPP\u0395R')).toBe('grace hopper'); // Greek Ε
    // A letter counts as one Latin letter whatever its case, so the key stays case-insensitive.
    for (const ch of 'авеѕіјкмнорстхуүαβγεζηικμνορτυχ') expect(playerNameKey(ch.toUpperCase()), ch).toBe(playerNameKey(ch));
  });

  it('names that really differ keep different keys', () => {
    const names = ['Ada', 'Ada 2', 'Adam', 'Åda', 'Ada-Bo', 'Αδα', 'Жора', '李白'];
    expect(new Set(names.map(playerNameKey)).size).toBe(names.length);
  });
});

describe("a new player's name", () => {
  it('follows the players’ name rule', () => {
    expect(problem('Ada\x1b[2J')).toMatch(/U\+001B \(escape\)/);
    expect(problem('Easy Bot')).toMatch(/looks like a computer player's name/);
    expect(problem('  Ａｄａ  ')).toBe('accepted as "Ada"');
  });

  it('needs a letter or a digit: punctuation, symbols or marks alone are refused', () => {
    for (const name of ['---', '...', '☆☆☆', '_ _']) expect(problem(name)).toMatch(/at least one letter or digit/);
    expect(problem('\u0301\u0301')).toMatch(/no visible character/);
    for (const name of ['李白', '42', 'Zoë', 'R2-D2', 'Ж']) expect(problem(name)).toBe(`accepted as "${name}"`);
  });

  it('may not be "me", in any case or form', () => {
    for (const name of ['me', 'ME', 'Ｍｅ', '\u041ce']) expect(problem(name)).toMatch(/kept for the server's own use/);
  });
});

describe('players’ request schemas', () => {
  it('normalise the name and refuse unknown fields', () => {
    expect(playerCreateRequestSchema.parse({ name: ' Ａｄａ ' })).toEqual({ name: 'Ada' });
    expect(playerCreateRequestSchema.safeParse({ name: 'Ada', admin: true }).success).toBe(false);
    expect(playerSignInRequestSchema.safeParse({ deviceKey: '' }).error?.issues[0]?.message).toBe('the device key is empty');
    expect(playerSignInRequestSchema.safeParse({ deviceKey: 'k'.repeat(257) }).error?.issues[0]?.message).toBe('the device key is too long');
  });

  it("take the browser's passkey answer, and refuse one that is not base64url", () => {
    const answer = { id: 'abc', rawId: 'abc', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } };
    expect(passkeyAuthenticationRequestSchema.safeParse({ response: answer }).success).toBe(true);
    const bad = passkeyAuthenticationRequestSchema.safeParse({ response: { ...answer, response: { ...answer.response, signature: 'no good' } } });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['response', 'response', 'signature'], message: 'must be base64url' });
  });
});
