import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/testing';
import { startServing } from './serve';

describe('decktet serve on a database it must not use', () => {
  it('finding 6: an empty or foreign database file is refused with its path, before anything starts', async () => {
    const dir = tempDir();
    const file = join(dir, 'decktet.sqlite');
    writeFileSync(file, '');
    await expect(startServing({ port: '0', host: '127.0.0.1', dataDir: dir, logLevel: 'silent' }, new PassThrough())).rejects.toThrow(`the database file ${file} is empty (0 bytes)`);
    writeFileSync(file, 'PK\x03\x04 a zip archive, not a database');
    await expect(startServing({ port: '0', host: '127.0.0.1', dataDir: dir, logLevel: 'silent' }, new PassThrough())).rejects.toThrow(`${file} is not an SQLite database`);
  });
});
