import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, LIMIT_ENV, allowedOriginsFromEnv, limitsFromEnv, publicOriginFromEnv, settingsFromEnv, trustProxyFromEnv } from './limits';

describe('limits from the environment', () => {
  it('every limit has a variable; unset ones keep their defaults', () => {
    expect(Object.keys(LIMIT_ENV).sort()).toEqual(Object.keys(DEFAULT_LIMITS).sort());
    expect(limitsFromEnv({})).toEqual({});
    expect(limitsFromEnv({ HELLO_TIMEOUT_MS: '5000', MAX_SOCKETS_PER_ADDRESS: ' 8 ', BOT_ONLY_DIFFICULTIES: 'easy, normal', BOT_ONLY_PER_ADDRESS: '0', ADDRESS_MESSAGES_PER_SECOND: '2.5' })).toEqual({
      helloTimeoutMs: 5000,
      maxSocketsPerAddress: 8,
      botOnlyDifficulties: ['easy', 'normal'],
      botOnlyPerAddress: 0,
      addressMessagesPerSecond: 2.5,
    });
  });

  it('leaves the expert out of tables of bots only unless the operator lists it', () => {
    expect(DEFAULT_LIMITS.botOnlyDifficulties).not.toContain('expert');
    expect(limitsFromEnv({ BOT_ONLY_DIFFICULTIES: 'hard,expert' })).toEqual({ botOnlyDifficulties: ['hard', 'expert'] });
  });

  it('a wrong value names its variable and what it must be', () => {
    expect(() => limitsFromEnv({ MAX_CONNECTIONS: 'lots' })).toThrow('MAX_CONNECTIONS must be a whole number of at least 1, not "lots"');
    expect(() => limitsFromEnv({ HELLO_TIMEOUT_MS: '0' })).toThrow(/HELLO_TIMEOUT_MS/);
    expect(() => limitsFromEnv({ BOT_ONLY_DIFFICULTIES: 'easy,godlike' })).toThrow(/BOT_ONLY_DIFFICULTIES must be a comma-separated list of difficulties/);
  });

  it('reads the proxy to trust and the origins to allow', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('127.0.0.1,10.0.0.0/8')).toBe('127.0.0.1,10.0.0.0/8');
    expect(allowedOriginsFromEnv('https://a.example, http://b.example:8080')).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(allowedOriginsFromEnv('*')).toEqual(['*']);
    expect(() => allowedOriginsFromEnv('https://a.example/play')).toThrow(/not an origin/);
  });

  it('reads the public origin players reach the server at (passkeys are bound to it)', () => {
    expect(publicOriginFromEnv(undefined)).toEqual({});
    expect(publicOriginFromEnv(' https://Decktet.Example:443 ')).toEqual({ publicOrigin: 'https://decktet.example' });
    expect(settingsFromEnv({ PUBLIC_ORIGIN: 'http://localhost:8080', PLAYERS_PER_HOUR: '5' })).toMatchObject({ publicOrigin: 'http://localhost:8080', limits: { playersPerHour: 5 } });
    expect(() => publicOriginFromEnv('https://decktet.example/play')).toThrow('PUBLIC_ORIGIN: "https://decktet.example/play" is not an origin');
  });
});
