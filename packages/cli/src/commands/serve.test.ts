import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing';
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
});
