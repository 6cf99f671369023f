import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from './env';

describe('the server settings in the environment, read once for npm start and decktet serve', () => {
  it('reads every variable that is set and leaves the unset ones out', () => {
    expect(serverOptionsFromEnv({})).toEqual({ limits: {}, trustProxy: false, allowedOrigins: [] });
    const options = serverOptionsFromEnv({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/decktet',
      LOG_LEVEL: 'warn',
      SNAPSHOT_EVERY: '20',
      DEFAULT_TURN_SECONDS: 'none',
      PUSH_SUBJECT: 'mailto:ops@decktet.example',
      PUSH_SERVICES: 'push.example,fcm.googleapis.com',
      JOINS_PER_MINUTE: '7',
      OPEN_LIVE_TABLE_MINUTES: '30',
    });
    expect(options).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/decktet',
      logLevel: 'warn',
      snapshotEvery: 20,
      defaultTurnSeconds: null,
      push: { subject: 'mailto:ops@decktet.example', services: ['push.example', 'fcm.googleapis.com'] },
      limits: { joinsPerMinute: 7, openLiveTableMinutes: 30 },
    });
  });

  it('refuses a wrong value naming its variable', () => {
    expect(() => serverOptionsFromEnv({ SNAPSHOT_EVERY: 'often' })).toThrow('SNAPSHOT_EVERY must be a whole number of actions of at least 1, not "often"');
    expect(() => serverOptionsFromEnv({ PORT: '70000' })).toThrow('PORT must be a port number (0-65535), not "70000"');
    expect(() => serverOptionsFromEnv({ JOINS_PER_MINUTE: '0' })).toThrow('JOINS_PER_MINUTE must be a whole number of at least 1, not "0"');
  });
});
