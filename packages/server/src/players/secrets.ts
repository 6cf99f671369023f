import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * A player's secrets: the device key a browser keeps, the recovery code a person keeps, and the
 * session token. Each comes from the operating system's secure source, is shown once, and is
 * stored only as its SHA-256 hash.
 */

/** 256 random bits, base64url: a device key. */
export function newDeviceKey(): string {
  return randomBytes(32).toString('base64url');
}

/** 256 random bits, base64url: a session token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand keeps its letters. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 160 random bits as 32 base32 characters in groups of four: `7KQ2-M9XD-…`. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += BASE32[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return code.match(/.{4}/g)!.join('-');
}

/** A recovery code as typed, in the one form that is hashed: upper case, no spaces or dashes, O read as 0 and I or L as 1. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether two SHA-256 hashes (hex) are equal, in time that does not depend on where they differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && right.length === 32 && timingSafeEqual(left, right);
}
