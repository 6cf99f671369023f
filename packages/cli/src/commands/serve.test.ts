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

  it('refuses a bad port before starting anything', async () => {
    await expect(startServing({ port: 'eighty' }, new PassThrough())).rejects.toThrow('--port must be a port number (0-65535), not "eighty"');
    await expect(startServing({ port: '70000' }, new PassThrough())).rejects.toThrow(/--port must be a port number/);
  });
});
