import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/testing';
import { startServing } from './serve';

describe('decktet serve', () => {
  it('starts the match server, which lists the games, and stops it', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (c: Buffer) => (text += c.toString()));
    const dir = tempDir();
    const server = await startServing({ port: '0', host: '127.0.0.1', dataDir: dir, logLevel: 'silent' }, out);
    try {
      expect(text).toContain(`Decktet Table is serving at ${server.url} (storage: SQLite in ${dir})`);
      const res = await fetch(new URL('/api/games', server.url));
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).toContain('dueling-runes');
    } finally {
      await server.close();
    }
  });

  it('gives matches created without a clock the one chosen with --turn-seconds', async () => {
    const server = await startServing({ port: '0', host: '127.0.0.1', dataDir: tempDir(), logLevel: 'silent', turnSeconds: '45' }, new PassThrough());
    try {
      const create = (body: unknown) => fetch(new URL('/api/matches', server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const created = (await (await create({ game: 'hieroglyphs', seats: [{ kind: 'human' }, { kind: 'human' }] })).json()) as { turnSeconds: number | null };
      expect(created.turnSeconds).toBe(45);
    } finally {
      await server.close();
    }
    await expect(startServing({ port: '0', turnSeconds: 'soon' }, new PassThrough())).rejects.toThrow('--turn-seconds must be a whole number of seconds (at most 86400) or "none" for no clock, not "soon"');
    await expect(startServing({ port: '0', host: '127.0.0.1', dataDir: tempDir(), turnSeconds: '5' }, new PassThrough())).rejects.toThrow('the default turn clock must be a whole number of seconds from 10 to 86400 (or none), not 5');
  });

  it('refuses a bad port before starting anything', async () => {
    await expect(startServing({ port: 'eighty' }, new PassThrough())).rejects.toThrow('--port must be a port number (0-65535), not "eighty"');
    await expect(startServing({ port: '70000' }, new PassThrough())).rejects.toThrow(/--port must be a port number/);
  });

  it('issue 28: reads the same environment as npm start (SNAPSHOT_EVERY, PUSH_SUBJECT, PUSH_SERVICES and the limits), a flag winning over its variable', async () => {
    const env = { PORT: '1', SNAPSHOT_EVERY: '5', PUSH_SUBJECT: 'mailto:ops@decktet.example', PUSH_SERVICES: 'push.example', CREATES_PER_MINUTE: '1' };
    const server = await startServing({ port: '0', host: '127.0.0.1', dataDir: tempDir(), logLevel: 'silent' }, new PassThrough(), env);
    try {
      const create = () => fetch(new URL('/api/matches', server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'hieroglyphs', seats: [{ kind: 'human' }, { kind: 'human' }] }) });
      expect((await create()).status).toBe(201);
      const second = await create();
      expect(second.status).toBe(429);
      expect(JSON.stringify(await second.json())).toContain('at most 1 a minute');
    } finally {
      await server.close();
    }
    const refused = (variables: Record<string, string>) => startServing({ port: '0', host: '127.0.0.1', dataDir: tempDir(), logLevel: 'silent' }, new PassThrough(), variables);
    await expect(refused({ SNAPSHOT_EVERY: '0' })).rejects.toThrow('SNAPSHOT_EVERY must be a whole number of actions of at least 1, not "0"');
    await expect(refused({ PUSH_SUBJECT: 'ops' })).rejects.toThrow('PUSH_SUBJECT must be a mailto: address or an https:// URL');
    await expect(refused({ PUSH_SERVICES: 'https://push.example/' })).rejects.toThrow('PUSH_SERVICES: "https://push.example/" is not a host name');
    await expect(refused({ PORT: 'eighty' })).rejects.toThrow('PORT must be a port number (0-65535), not "eighty"');
  });
});
