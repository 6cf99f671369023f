import { describe, expect, it } from 'vitest';
import { hashSecret, newDeviceKey, newRecoveryCode, newSessionToken, normalizeRecoveryCode, sameHash } from './secrets';

describe("players' secrets", () => {
  it('device keys and session tokens carry 256 random bits, recovery codes 160: never the same twice', () => {
    const keys = Array.from({ length: 200 }, newDeviceKey);
    for (const key of keys) expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Buffer.from(newSessionToken(), 'base64url')).toHaveLength(32);
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // 32 characters of 5 bits: every character of the alphabet turns up.
    expect(new Set(codes.join('').replaceAll('-', '')).size).toBe(32);
  });

  it('a recovery code typed by hand is read as the code: case, spaces, dashes, O for 0 and I or L for 1', () => {
    const code = '0ABC-1DEF-GHJK-MNPQ-RSTV-WXYZ-0123-4567';
    const plain = '0ABC1DEFGHJKMNPQRSTVWXYZ01234567';
    for (const typed of [code, code.toLowerCase(), code.replaceAll('-', ' '), 'oabc-idef-ghjk-mnpq-rstv-wxyz-o123-4567', 'OABC LDEF GHJK MNPQ RSTV WXYZ 0123 4567']) {
      expect(normalizeRecoveryCode(typed), typed).toBe(plain);
    }
  });

  it('hashes are SHA-256, compared whole: a different, shorter or malformed hash never matches', () => {
    const hash = hashSecret('a device key');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(hash, hashSecret('a device key'))).toBe(true);
    expect(sameHash(hash, hashSecret('another key'))).toBe(false);
    expect(sameHash(hash, hash.slice(0, 62))).toBe(false);
    expect(sameHash(hash, 'zz'.repeat(32))).toBe(false);
  });
});
